import { agentOrderSchema, dayAfter, officeOrderSchema, orderFormMessages } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { pureResolver } from '../../graphql/pure-resolver.ts';
import { assertFilesUsable } from '../../security/file-grants.ts';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import { validate } from '../../shared/validate.ts';
import {
  getOrderingOfficeById,
  listAvailableCards,
  updateOrderingUser,
  type OrderingInclude,
  type OrderingOfficeDto,
} from '../../upstream/main/ordering.ts';
import { createBrandCampaign, listOrderAgents, type OrderAgentDto } from '../../upstream/main/ordering-forms.ts';
import { getViewedCampaign } from '../../upstream/main/dashboards.ts';
import { leadAgentChanged, leadAgentUpdate } from './lead-agent-update.ts';
import { OFFICE_AREA_INCLUDES, officeKey } from './loaders.ts';
import { temporaryUploads } from './temporary-uploads.ts';
import { officeModel } from './models.ts';
import {
  assertCreateUrls,
  assertMayOrder,
  assertMayOrderAtAll,
  createdCampaignArgs,
  mayChooseAudience,
  mayViewPrices,
  officeIdOf,
  slugArgs,
  viewerRole,
} from './ordering-rules.ts';
import {
  creativeUrls,
  formPackages,
  orderAgentModel,
  paymentOptionOf,
  type OrderFormPackageModel,
} from './forms-models.ts';
import { today } from '../../shared/today.ts';

/** The order forms' office read: display config, payment options, both package lists, the creative URLs. */
const FORM_INCLUDES: readonly OrderingInclude[] = [
  'client.clientDisplayConfig',
  'paymentOptions',
  'packages',
  'client.packages',
  'client.clientIntegration',
];

const officeBySlug = async (ctx: Context, slug: string, withAudiences: boolean): Promise<OrderingOfficeDto> => {
  const include = [...FORM_INCLUDES, ...(withAudiences ? (['audiences'] as const) : [])];
  const office = await ctx.loaders.ordering.office.load(officeKey(slug, include));
  if (!office) throw new NotFoundError();
  return office;
};

/** Agents never order office campaigns (spec 2.2 and 6). */
const assertMayOrderOffice = (ctx: Context, office: OrderingOfficeDto) => {
  if (viewerRole(ctx) === 'AGENT_USER') throw new ForbiddenError();
  assertMayOrder(viewerRole(ctx), office);
};

const audiencesOf = (office: OrderingOfficeDto, allowed: boolean) =>
  allowed ? (office.audiences ?? []).map((a) => ({ id: a.id, name: a.name })) : null;

const paymentMethod = (option: string) => (option === 'trading-terms' ? 'TRADING_TERMS' : 'CREDIT_CARD');

/** A package that is not one of the form's (another client's, archived, another type) is refused as none chosen. */
const packageRefused = () =>
  new BadUserInputError([{ name: 'packageId', messages: [orderFormMessages.packageRequired] }]);

const listed = (values: readonly string[] | null | undefined) => values ?? [];

/**
 * The chosen agent's update (spec 7): sent when the order changes their phone, destination URL,
 * postcode or image. The campaign exists by now: a profile the viewer may not change (another
 * office's agent, a client admin) is left as it is rather than failing an order that could then be
 * created twice.
 */
async function updateChosenAgent(
  ctx: Context,
  agent: OrderAgentDto,
  fields: { phone: string; destinationUrl: string; postcodes: string; mainImageId: string },
): Promise<void> {
  const ordered = {
    phone: fields.phone,
    destinationUrl: fields.destinationUrl,
    postcode: fields.postcodes,
    imageId: fields.mainImageId,
  };
  const current = { ...agent, imageId: agent.imageOriginal?.id ?? null };
  if (!leadAgentChanged(ordered, current)) return;
  // An image kept as it is goes with the update as the agent's current one.
  const update = leadAgentUpdate({ ...ordered, imageId: fields.mainImageId || (current.imageId ?? '') }, agent.role);
  await updateOrderingUser(ctx.main, agent.id, update).catch((error: unknown) => {
    if (!(error instanceof ForbiddenError)) throw error;
    ctx.log.warn({ agentId: agent.id }, 'agent profile not updated: the viewer may not change it');
  });
}

/** Thin resolvers: rules in @portal/schema (ordering-forms.ts) and ordering-rules.ts, calls in upstream/main. */
export const orderFormsResolvers: Resolvers = {
  Query: {
    createdAgentCampaign: async (_root, args, ctx) => {
      const { slug, campaignId } = validate(createdCampaignArgs, args);
      // The agent form's own access first (an agent needs canViewMediaOrders), then the campaign as
      // the main API lets the viewer read it; another office's or kind's campaign is not this form's.
      const office = await ctx.loaders.ordering.office.load(officeKey(slug, OFFICE_AREA_INCLUDES));
      if (!office) throw new NotFoundError();
      assertMayOrder(viewerRole(ctx), office);
      const campaign = await getViewedCampaign(ctx.main, campaignId);
      if (campaign.agency.id !== office.id || campaign.type !== 'agent') throw new NotFoundError();
      // An unpaid draft has no status yet; paying books it (spec section 8).
      return { campaignId: campaign.id, packageId: campaign.package.id, awaitingPayment: campaign.status === null };
    },
    agentOrderPage: async (_root, args, ctx) => {
      const { slug } = validate(slugArgs, args);
      const withAudiences = mayChooseAudience(ctx.requireSession());
      const office = await officeBySlug(ctx, slug, withAudiences);
      assertMayOrder(viewerRole(ctx), office);
      const [agents, cards] = await Promise.all([
        listOrderAgents(ctx.main, office.id),
        listAvailableCards(ctx.main, office.id),
      ]);
      const display = office.client?.clientDisplayConfig;
      return {
        office: officeModel(office, viewerRole(ctx), ctx.services.config),
        packages: formPackages(office, 'agent'),
        audiences: audiencesOf(office, withAudiences),
        agents: agents.map(orderAgentModel),
        showAdTitle: display?.showAgentCampaignAdTitle ?? false,
        showLabel: display?.showAgentCampaignLabel ?? false,
        creatives: creativeUrls(office, 'agent'),
        savedCards: cards,
        paymentOption: paymentMethod(paymentOptionOf(office, 'agent')),
        tradingTerms: office.client?.tradingTerms ?? null,
      };
    },
    officeOrderPage: async (_root, args, ctx) => {
      const { slug } = validate(slugArgs, args);
      if (viewerRole(ctx) === 'AGENT_USER') throw new ForbiddenError();
      const withAudiences = mayChooseAudience(ctx.requireSession());
      const office = await officeBySlug(ctx, slug, withAudiences);
      assertMayOrderOffice(ctx, office);
      const cards = await listAvailableCards(ctx.main, office.id);
      return {
        office: officeModel(office, viewerRole(ctx), ctx.services.config),
        packages: formPackages(office, 'office'),
        audiences: audiencesOf(office, withAudiences),
        creatives: creativeUrls(office, 'office'),
        savedCards: cards,
        paymentOption: paymentMethod(paymentOptionOf(office, 'office')),
        tradingTerms: office.client?.tradingTerms ?? null,
      };
    },
  },
  OrderFormPackage: {
    price: pureResolver((pkg: OrderFormPackageModel, _args: unknown, ctx: Context) =>
      mayViewPrices(ctx) ? pkg.priceCents : null,
    ),
    gst: pureResolver((pkg: OrderFormPackageModel, _args: unknown, ctx: Context) =>
      mayViewPrices(ctx) ? pkg.gstCents : null,
    ),
    total: pureResolver((pkg: OrderFormPackageModel, _args: unknown, ctx: Context) =>
      mayViewPrices(ctx) ? pkg.totalCents : null,
    ),
  },
  Mutation: {
    createAgentCampaign: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      assertMayOrderAtAll(session);
      assertCreateUrls(input);
      const office = await getOrderingOfficeById(ctx.main, officeIdOf(input), FORM_INCLUDES);
      assertMayOrder(viewerRole(ctx), office);
      const chosen = formPackages(office, 'agent').find((pkg) => pkg.id === input.packageId);
      if (input.packageId && !chosen) throw packageRefused();
      const display = office.client?.clientDisplayConfig;
      // The agent's existing image is kept when no new one is sent (the agent list's image).
      const agents = input.agentId ? await listOrderAgents(ctx.main, office.id) : [];
      const agent = agents.find((a) => a.id === input.agentId);
      if (input.agentId && !agent) throw new ForbiddenError();
      const fields = validate(
        agentOrderSchema({
          today: today(),
          videoRequired: chosen?.videoRequired ?? false,
          showAdTitle: display?.showAgentCampaignAdTitle ?? false,
          showLabel: display?.showAgentCampaignLabel ?? false,
          hasExistingAgentImage: agent?.imageOriginal != null,
        }),
        { ...input, propertyImageIds: listed(input.propertyImageIds) },
      );
      if (!chosen) throw packageRefused();
      if (fields.audienceId !== '' && !mayChooseAudience(session)) throw new ForbiddenError();
      // Images: the viewer's own uploads through the BFF only (decision 051).
      await assertFilesUsable(
        ctx.services.store,
        session.user.id,
        [fields.mainImageId, ...fields.propertyImageIds],
        async () => [],
      );
      const temporary = await temporaryUploads(ctx, {
        mainImageId: fields.mainImageId,
        propertyImageIds: fields.propertyImageIds,
      });
      const created = await createBrandCampaign(ctx.main, {
        ...temporary,
        type: 'agent',
        agency: Number(office.id),
        agent: agent ? Number(agent.id) : null,
        package: Number(fields.packageId),
        audience: fields.audienceId === '' ? null : Number(fields.audienceId),
        startDate: fields.startDate || dayAfter(today()),
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        postcode: fields.postcodes,
        destinationUrl: fields.destinationUrl || null,
        videoUrl: fields.videoUrl || null,
        mainImage: fields.mainImageId === '' ? null : Number(fields.mainImageId),
        images: fields.propertyImageIds.map(Number),
        headline: null,
        shortDescription: null,
        label: (display?.showAgentCampaignLabel ?? false) ? fields.label || null : null,
        subType: null,
        adTitle: fields.adTitle || null,
        adCopy: fields.adCopy || null,
        additionalRecipients: fields.additionalRecipients.map((r) => r.trim()).join(','),
        paymentOption: paymentOptionOf(office, 'agent'),
      });
      // The chosen agent's profile follows what the form changed (spec sections 4 and 7).
      if (agent) await updateChosenAgent(ctx, agent, fields);
      return { campaignId: created.id };
    },
    createOfficeCampaign: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      if (viewerRole(ctx) === 'AGENT_USER') throw new ForbiddenError();
      assertCreateUrls(input);
      const office = await getOrderingOfficeById(ctx.main, officeIdOf(input), FORM_INCLUDES);
      assertMayOrderOffice(ctx, office);
      const chosen = formPackages(office, 'office').find((pkg) => pkg.id === input.packageId);
      if (input.packageId && !chosen) throw packageRefused();
      const fields = validate(
        officeOrderSchema({ today: today(), videoPackage: chosen?.videoRequired ?? false }),
        input,
      );
      if (!chosen) throw packageRefused();
      if (fields.audienceId !== '' && !mayChooseAudience(session)) throw new ForbiddenError();
      await assertFilesUsable(ctx.services.store, session.user.id, [fields.mainImageId], async () => []);
      const video = chosen.videoRequired;
      const temporary = await temporaryUploads(ctx, {
        mainImageId: video ? null : fields.mainImageId,
        propertyImageIds: [],
      });
      const created = await createBrandCampaign(ctx.main, {
        ...temporary,
        type: 'office',
        agency: Number(office.id),
        agent: null,
        package: Number(fields.packageId),
        audience: fields.audienceId === '' ? null : Number(fields.audienceId),
        startDate: fields.startDate,
        name: fields.name || null,
        email: fields.email || null,
        phone: fields.phone || null,
        postcode: fields.postcodes,
        destinationUrl: fields.destinationUrl,
        videoUrl: fields.videoUrl || null,
        mainImage: video || fields.mainImageId === '' ? null : Number(fields.mainImageId),
        images: [],
        // A video campaign's headline is the office's name (spec 2.7).
        headline: video ? office.displayName : fields.headline,
        shortDescription: video ? null : fields.shortDescription,
        label: video ? null : fields.label,
        subType: fields.subType,
        adTitle: null,
        adCopy: null,
        additionalRecipients: fields.additionalRecipients.map((r) => r.trim()).join(','),
        paymentOption: paymentOptionOf(office, 'office'),
      });
      return { campaignId: created.id };
    },
  },
};
