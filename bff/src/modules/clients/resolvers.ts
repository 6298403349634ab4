import {
  clientAccessOf,
  clientIdSchema,
  createClientSchema,
  messages as m,
  setClientFeatureSchema,
  setOfficePaymentMethodSchema,
  attachOfficeSchema,
  updateClientSchema,
  type ClientAccessRights,
} from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import { assertFilesUsable } from '../../security/file-grants.ts';
import { roleOf } from '../../session/viewer.ts';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import { toConnection } from '../../shared/lists.ts';
import { needsClientPaymentOptions, paymentMethodsOf } from '../../shared/payment-methods.ts';
import { selectedFieldNames } from '../../shared/selection.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { validate } from '../../shared/validate.ts';
import { setClientFeature } from '../../upstream/dashboard/features.ts';
import {
  attachOfficeToClient,
  createClient,
  getClientAdmin,
  listClients,
  setOfficePaymentOption,
  updateClient,
  type ClientAdminDto,
} from '../../upstream/main/clients.ts';
import { viewerClientAccess } from './client-access.ts';
import {
  assertClientInScope,
  assertWriteAllowed,
  clientListQuery,
  includesFor,
  listScope,
  officeSearchArgs,
  PAYMENT_OPTION_FIELDS,
  toClientBody,
  toPaymentOption,
} from './client-rules.ts';
import {
  paymentOffices,
  toDetails,
  toDisplay,
  toFeature,
  toImages,
  toIntegration,
  toOfficeOption,
  toOfficePayment,
} from './client-views.ts';
import { imageFileIdsOf, type ClientModel, type ClientWith } from './models.ts';

type Tab = keyof ClientAccessRights['tabs'];

/**
 * A tab group of `c` for the viewer: FORBIDDEN unless the role sees that tab and the client is in
 * the viewer's scope (a client reached through another type is checked as well).
 */
const requireTab = (ctx: Context, c: ClientModel, tab: Tab): ClientAccessRights => {
  const session = ctx.requireSession();
  const role = roleOf(session);
  const rights = clientAccessOf(role);
  if (!rights.tabs[tab]) throw new ForbiddenError();
  assertClientInScope(role, session.user.clientId, c.id);
  return rights;
};

/** `c` with the named parts; read again with every part (one call) when it came without them. */
const withParts = async <P extends 'agencies' | 'billingAddress' | 'clientIntegration' | 'ordersReport'>(
  ctx: Context,
  c: ClientModel,
  parts: readonly P[],
): Promise<ClientWith<P>> => {
  if (c.product !== undefined && parts.every((p) => c[p] !== undefined)) return c as ClientWith<P>;
  const full = await ctx.loaders.clients.adminClient.load(c.id);
  if (!full) throw new NotFoundError();
  return full as ClientWith<P>;
};

/** The client as a whole read answers it (writes answer every part). */
const primed = (ctx: Context, c: ClientAdminDto): ClientModel => {
  ctx.loaders.clients.client.prime(c.id, c);
  return c;
};

/** The legacy API's feature errors are swallowed (spec, section 7), but logged and counted. */
const swallowFeatureError = (ctx: Context, call: 'read' | 'switch', clientId: string, err: unknown): null => {
  const code = (err as { extensions?: { code?: unknown } }).extensions?.code;
  ctx.log.warn(
    {
      clientId,
      call,
      code: typeof code === 'string' ? code : 'INTERNAL',
      err: code ? undefined : (err as Error).message,
    },
    'client feature call failed',
  );
  ctx.services.metrics?.clientFeatureFailed(call);
  return null;
};

/** Thin resolvers: the rules are client-rules.ts, the transforms client-views.ts. */
export const clientResolvers: Resolvers = {
  Query: {
    clients: async (_root, args, ctx) => {
      const session = ctx.requireSession();
      const own = listScope(roleOf(session), session.user.clientId);
      const page = await listClients(ctx.main, clientListQuery(args));
      // The upstream scopes the list as well; the BFF does not rely on it.
      const items = own === null ? page.items : page.items.filter((c) => c.id === own);
      for (const c of items) ctx.loaders.clients.client.prime(c.id, c);
      return toConnection<ClientModel>({ ...page, items });
    },
    client: async (_root, args, ctx, info) => {
      const session = ctx.requireSession();
      const role = roleOf(session);
      const { id } = validate(clientIdSchema, args);
      assertClientInScope(role, session.user.clientId, id);
      // One read with exactly the parts the selected tab groups need.
      const include = includesFor(selectedFieldNames(info, []), clientAccessOf(role));
      try {
        return primed(ctx, await getClientAdmin(ctx.main, id, include));
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
    clientAccess: (_root, _args, ctx) => viewerClientAccess(ctx),
  },
  Mutation: {
    createClient: async (_root, { input }, ctx) => {
      const v = validate(createClientSchema, input);
      return { client: primed(ctx, await createClient(ctx.main, toClientBody(v))) };
    },
    updateClient: async (_root, { input }, ctx) => {
      const session = ctx.requireSession();
      const role = roleOf(session);
      const v = validate(updateClientSchema, input);
      assertClientInScope(role, session.user.clientId, v.id);
      assertWriteAllowed(clientAccessOf(role), v);
      // Images: files the viewer uploaded, or the client's own (decision 051).
      await assertFilesUsable(ctx.services.store, session.user.id, Object.values(v.images ?? {}), async () =>
        imageFileIdsOf(await ctx.loaders.clients.displayConfig.load(v.id)),
      );
      return { client: primed(ctx, await updateClient(ctx.main, v.id, toClientBody(v))) };
    },
    archiveClient: async (_root, { input }, ctx) => {
      const { id } = validate(clientIdSchema, input);
      return { client: primed(ctx, await updateClient(ctx.main, id, { status: 'archive' })) };
    },
    unarchiveClient: async (_root, { input }, ctx) => {
      const { id } = validate(clientIdSchema, input);
      return { client: primed(ctx, await updateClient(ctx.main, id, { status: 'published' })) };
    },
    attachOfficeToClient: async (_root, { input }, ctx) => {
      const v = validate(attachOfficeSchema, input);
      const office = await attachOfficeToClient(ctx.main, v.clientId, v.officeId);
      if (office === 'otherClient')
        throw new BadUserInputError([{ name: 'officeId', messages: [m.officeOfAnotherClient] }]);
      return {
        office: toOfficeOption(v.clientId, {
          id: office.id,
          title: office.title,
          displayName: office.displayName,
          clientId: office.client?.id ?? null,
        }),
      };
    },
    setOfficePaymentMethod: async (_root, { input }, ctx) => {
      const v = validate(setOfficePaymentMethodSchema, input);
      const office = await setOfficePaymentOption(
        ctx.main,
        v.officeId,
        PAYMENT_OPTION_FIELDS[v.campaignType],
        toPaymentOption(v.method),
      );
      const clientId = office.client?.id;
      const client =
        needsClientPaymentOptions(office) && clientId ? await ctx.loaders.clients.client.load(clientId) : null;
      return { office: toOfficePayment(office, client) };
    },
    setClientFeature: async (_root, { input }, ctx) => {
      const v = validate(setClientFeatureSchema, input);
      try {
        const feature = await setClientFeature(ctx.dashboard, v.featureKey, v.clientId, v.enabled);
        return { applied: true, feature: toFeature(v.clientId, feature) };
      } catch (err) {
        swallowFeatureError(ctx, 'switch', v.clientId, err);
        return { applied: false, feature: null };
      }
    },
  },
  Client: {
    status: (c) => (c.status === 'archived' ? 'ARCHIVED' : 'PUBLISHED'),
    paymentMethods: (c) => paymentMethodsOf(c, null),
    // A client embedded as a summary (an office's client) has neither: it is read once (with its parts, shared with the tab groups).
    logoUrl: async (c, _args, ctx) =>
      storageUrl(c.logo !== undefined ? c.logo : (await ctx.loaders.clients.adminClient.load(c.id))?.logo),
    product: async (c, _args, ctx) =>
      c.product !== undefined ? c.product : ((await ctx.loaders.clients.adminClient.load(c.id))?.product ?? null),
    viewerCan: (_c, _args, ctx) => viewerClientAccess(ctx),
    details: async (c, _args, ctx) => {
      requireTab(ctx, c, 'details');
      return toDetails(await withParts(ctx, c, ['billingAddress', 'clientIntegration', 'ordersReport']));
    },
    display: async (c, _args, ctx) => {
      const rights = requireTab(ctx, c, 'display');
      const config = await ctx.loaders.clients.displayConfig.load(c.id);
      return config && toDisplay(config, rights.editDisplayConfig);
    },
    images: async (c, _args, ctx) => {
      requireTab(ctx, c, 'images');
      const config = await ctx.loaders.clients.displayConfig.load(c.id);
      return config && toImages(config);
    },
    offices: async (c, args, ctx) => {
      requireTab(ctx, c, 'offices');
      const { search } = validate(officeSearchArgs, args);
      const offices = (await ctx.loaders.clients.officeChoices.load(search ?? '')) ?? [];
      return offices.map((o) => toOfficeOption(c.id, o));
    },
    integration: async (c, _args, ctx) => {
      requireTab(ctx, c, 'integration');
      return toIntegration(await withParts(ctx, c, ['clientIntegration']));
    },
    paymentDetails: async (c, _args, ctx) => {
      requireTab(ctx, c, 'paymentDetails');
      const full = await withParts(ctx, c, ['agencies']);
      return {
        defaultMethods: paymentMethodsOf(full, null),
        offices: paymentOffices(full),
        tradingTerms: full.tradingTerms,
      };
    },
    features: async (c, _args, ctx) => {
      requireTab(ctx, c, 'features');
      try {
        const features = await ctx.loaders.clients.features.load(c.id);
        return features && features.map((f) => toFeature(c.id, f));
      } catch (err) {
        return swallowFeatureError(ctx, 'read', c.id, err);
      }
    },
  },
};
