import {
  isStaff,
  paymentOutcomeText,
  paymentOutcomeTitle,
  PROPERTIES_LIMIT,
  propertyOrderSchema,
  dayAfter,
} from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { pureResolver } from '../../graphql/pure-resolver.ts';
import { assertFilesUsable } from '../../security/file-grants.ts';
import { ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import { toConnection } from '../../shared/lists.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { validate } from '../../shared/validate.ts';
import {
  attachCampaignVideo,
  createCampaign,
  createPaymentToken,
  getOrderingOfficeById,
  getProperty,
  listAvailableCards,
  listCampaigns,
  listOfficeOrders,
  listOfficeProperties,
  payCampaign,
  updateOrderingUser,
  type OrderingInclude,
  type OrderingOfficeDto,
} from '../../upstream/main/ordering.ts';
import { getProfile } from '../../upstream/main/users.ts';
import { leadAgentUpdate } from './lead-agent-update.ts';
import { OFFICE_AREA_INCLUDES, officeKey, ORDER_PAGE_INCLUDES } from './loaders.ts';
import { temporaryUploads } from './temporary-uploads.ts';
import {
  officeCampaignModel,
  officeModel,
  type OfficeCampaignModel,
  type OrderPackageModel,
  orderPropertyModel,
  propertyOrderPackages,
  publishedCampaignModel,
  videoOptionalFor,
} from './models.ts';
import {
  assertCreateUrls,
  assertMayOrder,
  assertMayOrderAtAll,
  assertOwnUnpaidDraft,
  campaignOfficeOf,
  attachVideoInput,
  cardFieldError,
  idArgs,
  mayChooseAudience,
  mayViewPrices,
  officeCampaignsArgs,
  officeIdOf,
  orderPageArgs,
  outcomeOf,
  publishedCampaignsArgs,
  slugArgs,
  validPayInput,
  viewerRole,
} from './ordering-rules.ts';
import { guardCardPayment } from '../../security/payment-throttle.ts';
import { payOnce } from './pay-flight.ts';
import { assertMayViewCampaigns, readCampaignOrNotFound } from '../../shared/campaign-access.ts';
import { creativeUrls } from './forms-models.ts';
import { assertConfirmedAmount, campaignPayment, type CampaignPaymentModel } from './payment-amount.ts';
import { today } from '../../shared/today.ts';

/** The office of a slug (NOT_FOUND for an unknown slug, FORBIDDEN for one out of reach). */
const officeOf = async (
  ctx: Context,
  slug: string,
  include: readonly OrderingInclude[],
): Promise<OrderingOfficeDto> => {
  const office = await ctx.loaders.ordering.office.load(officeKey(slug, include));
  if (!office) throw new NotFoundError();
  return office;
};

/** Thin resolvers: the rules are ordering-rules.ts, the transforms models.ts, the calls upstream/main/ordering.ts. */
export const orderingResolvers: Resolvers = {
  Query: {
    orderingOffice: async (_root, args, ctx) => {
      const { slug } = validate(slugArgs, args);
      return officeModel(await officeOf(ctx, slug, OFFICE_AREA_INCLUDES), viewerRole(ctx), ctx.services.config);
    },
    officeCampaigns: async (_root, args, ctx) => {
      const { slug, first, cursor, search } = validate(officeCampaignsArgs, args);
      // The campaign list's rule (shared with the dashboards): role, flags and own office first, then the office read.
      const session = ctx.requireSession();
      assertMayViewCampaigns(session, { slug });
      const office = await officeOf(ctx, slug, OFFICE_AREA_INCLUDES);
      assertMayViewCampaigns(session, campaignOfficeOf(office));
      const page = await listOfficeOrders(ctx.main, office.id, { limit: first, cursor, search });
      return toConnection(page, officeCampaignModel);
    },
    publishedCampaigns: async (_root, args, ctx) => {
      const { first, cursor, search } = validate(publishedCampaignsArgs, args);
      // Every publish status (spec 2.4: archived and draft pods are shown, styled differently), in the
      // viewer's reach as the upstream scopes it; the pods carry their status (decision 095).
      const page = await listCampaigns(ctx.main, { status: null, limit: first, cursor, search });
      return toConnection(page, publishedCampaignModel);
    },
    propertyOrderPage: async (_root, args, ctx) => {
      const { slug, search } = validate(orderPageArgs, args);
      const session = ctx.requireSession();
      const role = viewerRole(ctx);
      const withAudiences = mayChooseAudience(session);
      const office = await officeOf(ctx, slug, [
        ...ORDER_PAGE_INCLUDES,
        ...(withAudiences ? (['audiences'] as const) : []),
      ]);
      assertMayOrder(role, office);
      // The lead agent is the viewer as their profile stands now (the order form may have changed it).
      const [properties, cards, profile] = await Promise.all([
        listOfficeProperties(ctx.main, office.id, search, PROPERTIES_LIMIT),
        listAvailableCards(ctx.main, office.id),
        getProfile(ctx.main),
      ]);
      const option =
        office.propertyCampaignPaymentOption ?? office.client?.propertyCampaignPaymentOption ?? 'credit-card';
      return {
        office: officeModel(office, role, ctx.services.config),
        packages: propertyOrderPackages(office),
        audiences: withAudiences ? (office.audiences ?? []).map((a) => ({ id: a.id, name: a.name })) : null,
        properties: properties.map(orderPropertyModel),
        savedCards: cards,
        paymentOption: option === 'trading-terms' ? 'TRADING_TERMS' : 'CREDIT_CARD',
        tradingTerms: office.client?.tradingTerms ?? null,
        leadAgent: {
          name: `${profile.firstName} ${profile.lastName}`.trim(),
          email: profile.username,
          phone: profile.mobile,
          // Agent extend takes exactly one postcode of 4 characters: the user's, truncated (ordering spec 5).
          postcode: profile.postcode?.trim().slice(0, 4) || null,
          // Kept as the lead agent image unless the form picks a new one (sent back as mainImageId).
          imageId: profile.imageOriginal?.id ?? null,
          imageUrl: storageUrl(profile.imageOriginal?.location),
        },
        creatives: creativeUrls(office, 'property'),
      };
    },
    campaignPayment: async (_root, args, ctx) => {
      const { id } = validate(idArgs, { id: args.campaignId });
      return campaignPayment(ctx, id);
    },
    orderProperty: async (_root, args, ctx) => {
      const { id } = validate(idArgs, args);
      const property = await getProperty(ctx.main, id);
      const staff = isStaff(viewerRole(ctx));
      const data = property.thirdPartyData;
      return {
        id: property.id,
        title: property.title,
        description: property.description,
        url: property.url,
        imageUrls: property.images.flatMap((image) => storageUrl(image.location) ?? []),
        agents: property.propertyUsers.map(({ user }) => ({
          id: user.id,
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          phone: user.mobile,
          imageUrl: storageUrl(user.imageOriginal?.location),
        })),
        hasThirdPartyData: property.hasThirdPartyData,
        thirdPartyJson: staff && data !== undefined && data !== null ? JSON.stringify(data) : null,
      };
    },
  },
  // Prices are null for agents; these read the model and the session only (pure: see pure-resolver.ts).
  OrderPackage: {
    price: pureResolver((pkg: OrderPackageModel, _args: unknown, ctx: Context) =>
      mayViewPrices(ctx) ? pkg.priceCents : null,
    ),
    total: pureResolver((pkg: OrderPackageModel, _args: unknown, ctx: Context) =>
      mayViewPrices(ctx) ? pkg.totalCents : null,
    ),
  },
  CampaignPayment: {
    price: pureResolver((p: CampaignPaymentModel, _args: unknown, ctx: Context) =>
      mayViewPrices(ctx) ? p.priceCents : null,
    ),
    gst: pureResolver((p: CampaignPaymentModel, _args: unknown, ctx: Context) =>
      mayViewPrices(ctx) ? p.gstCents : null,
    ),
    total: pureResolver((p: CampaignPaymentModel, _args: unknown, ctx: Context) =>
      mayViewPrices(ctx) ? p.totalCents : null,
    ),
  },
  OfficeCampaign: {
    price: pureResolver((row: OfficeCampaignModel, _args: unknown, ctx: Context) =>
      mayViewPrices(ctx) ? row.priceCents : null,
    ),
  },
  Mutation: {
    createPropertyCampaign: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      assertMayOrderAtAll(session);
      assertCreateUrls(input);
      const role = viewerRole(ctx);
      const office = await getOrderingOfficeById(ctx.main, officeIdOf(input), ORDER_PAGE_INCLUDES);
      assertMayOrder(role, office);
      const packages = propertyOrderPackages(office);
      const chosen = packages.find((pkg) => pkg.id === input.packageId);
      const fields = validate(
        propertyOrderSchema({
          kind: chosen?.type ?? 'PROPERTY',
          today: today(),
          videoRequired: chosen?.videoRequired ?? false,
          videoOptional: office.client ? videoOptionalFor(ctx.services.config, office.client.subDomain) : false,
          showPropertyUrlField: office.client?.clientDisplayConfig?.showPropertyUrlField ?? false,
          showAgentLandingPage: office.client?.clientDisplayConfig?.showAgentLandingPage ?? false,
          clientDomains: (office.client?.clientDomains ?? '')
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
          hasExistingAgentImage: false,
        }),
        input,
      );
      if (fields.audienceId !== '' && !mayChooseAudience(session)) throw new ForbiddenError();
      // The lead agent image: one the viewer uploaded through the BFF, or their own current image;
      // another file id (another client's logo, another user's photo) is FORBIDDEN (decision 051).
      await assertFilesUsable(ctx.services.store, session.user.id, [fields.mainImageId], async () => [
        (await getProfile(ctx.main)).imageOriginal?.id,
      ]);
      // The agent page URL of an agent extend is the lead agent's destination URL.
      const agentPage =
        chosen?.type === 'AGENT_EXTEND' && fields.agentUrlSource !== 'PROPERTY' ? fields.destinationUrl : '';
      const { mainImageTempLocation } = await temporaryUploads(ctx, {
        mainImageId: fields.mainImageId,
        propertyImageIds: [],
      });
      const created = await createCampaign(ctx.main, {
        type: chosen?.type === 'AGENT_EXTEND' ? 'agent-extend' : 'property',
        agency: Number(office.id),
        package: Number(fields.packageId),
        property: Number(fields.propertyId),
        audience: fields.audienceId === '' ? null : Number(fields.audienceId),
        startDate: fields.startDate || dayAfter(today()),
        shortDesc: fields.shortDesc,
        propertyUrl: fields.propertyUrl || null,
        videoUrl: fields.videoUrl || null,
        name: fields.name || null,
        email: fields.email || null,
        phone: fields.phone || null,
        postcode: fields.postcode ? fields.postcode.slice(0, 4) : null,
        destinationUrl: fields.destinationUrl || null,
        agentUrlSource:
          fields.agentUrlSource === 'PROPERTY' ? 'property' : fields.agentUrlSource === 'AGENT' ? 'agent' : null,
        mainImage: fields.mainImageId === '' ? null : Number(fields.mainImageId),
        mainImageTempLocation,
        additionalRecipients: fields.additionalRecipients.map((r) => r.trim()).join(','),
        paymentOption:
          office.propertyCampaignPaymentOption ?? office.client?.propertyCampaignPaymentOption ?? 'credit-card',
        organicPost: office.organicCampaigns && fields.organicPost,
        note: fields.note || null,
      });
      // The lead agent is the viewer: the user update (spec 7) carries their phone, agent page URL,
      // postcode and image as the order has them, and their role.
      if (input.updateViewer) {
        const ordered = {
          phone: fields.phone,
          destinationUrl: agentPage,
          postcode: fields.postcode.slice(0, 4),
          imageId: fields.mainImageId,
        };
        await updateOrderingUser(ctx.main, session.user.id, leadAgentUpdate(ordered, session.user.role));
      }
      return { campaignId: created.id };
    },
    attachCampaignVideo: async (_root, { input }, ctx) => {
      const { campaignId, url } = validate(attachVideoInput, input);
      const session = ctx.requireSession();
      assertMayOrderAtAll(session);
      // The viewer's own unpaid draft only, read first (NOT_FOUND out of reach, as unknown).
      assertOwnUnpaidDraft(session, await readCampaignOrNotFound(ctx, campaignId));
      const answer = await attachCampaignVideo(ctx.main, campaignId, url);
      return { campaignId, videoUrl: answer.data.videoUrl };
    },
    payCampaign: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      const { campaignId, confirmedAmountCents, savedCardId, token, sandboxCard } = validPayInput(input);
      await assertConfirmedAmount(ctx, campaignId, confirmedAmountCents);
      // One payment per campaign whatever arrives at once (payOnce); a new card's payment is a card
      // attempt of this session and user, counted when declined (the payment throttle, decision 076).
      const result = await payOnce(ctx.services.store, { campaignId, userId: session.user.id }, () =>
        guardCardPayment(ctx, { token, sandboxCard }, async () => {
          let card: string | number | null = savedCardId ? Number(savedCardId) : (token ?? null);
          if (sandboxCard) {
            if (ctx.services.config.cardEntry.provider !== 'SANDBOX') throw new ForbiddenError();
            const made = await createPaymentToken(ctx.main, sandboxCard);
            if (!made.ok) throw cardFieldError(made.message);
            card = made.token;
          }
          const outcome = outcomeOf(await payCampaign(ctx.main, campaignId, card));
          return { outcome, message: paymentOutcomeText[outcome] };
        }),
      );
      // The title follows the outcome (spec section 8), also for an outcome remembered by payOnce.
      return { campaignId, ...result, title: paymentOutcomeTitle[result.outcome] ?? null };
    },
  },
};
