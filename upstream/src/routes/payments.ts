import { Router, type Response } from 'express';
import { adminCaller, mayManageOffice, mayReadClient, mayWriteClient } from '../auth/admin-access.ts';
import type { SandboxContext } from '../context.ts';
import { accessDenied, badRequest, HttpError, notFound } from '../http/errors.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { checkCard, declineError, inspectCard } from '../payments/payment-provider.ts';
import { issueCardToken, tokenDecline } from '../store/charges.ts';
import { listCards, removeCard, saveCardFromToken, type Card, type CardOwner } from '../store/cards.ts';
import { findClientRecord } from '../store/clients.ts';
import { findOfficeDetail, type OfficeDetail } from '../store/office-admin.ts';
import { findOfficeInScope, officeScopeOf } from '../store/offices.ts';
import { isRecord, messages, toId, validationFailed, type FormShape } from '../http/validation.ts';

/** A card as answered: brand, last four digits and expiry only (with its id, to remove it). */
const cardView = (card: Card) => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  exp_month: card.exp_month,
  exp_year: card.exp_year,
});
const cardsAnswer = (cards: Card[]) => ({ data: { data: cards.map(cardView) } });

const tokenShape = { token: null } satisfies FormShape;

/** Declined tokenisations a user may make per window before every tokenisation answers 429. */
export const maxDeclines = 20;
const declineWindowMs = 60 * 60 * 1000;
const cardShape = { card: null } satisfies FormShape;

/**
 * The sandbox payment provider's tokenisation (`payments/tokens`) and the saved cards of offices
 * (`get-agency-cards`, `save-card`, `delete-card`) and clients (`get-client-cards`, `save-client-card`,
 * `delete-client-card`); `get-available-cards` lists what an office can pay with.
 */
export function paymentRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  const officeOf = (idText: string | string[] | undefined): OfficeDetail => {
    const id = toId(idText);
    const office = id === undefined ? undefined : findOfficeDetail(store, id);
    if (!office) throw notFound();
    return office;
  };
  const clientIdOf = (idText: string | string[] | undefined): number => {
    const id = toId(idText);
    const client = id === undefined ? undefined : findClientRecord(store, id);
    if (!client) throw notFound();
    return client.id;
  };

  /** An office whose cards the caller manages (staff, its client admin, its office admins). */
  const managedOfficeOwner = (res: Response, idText: string | string[] | undefined): CardOwner => {
    const caller = adminCaller(currentUser(res));
    const office = officeOf(idText);
    if (!mayManageOffice(store, caller, office)) throw accessDenied();
    return { kind: 'office', id: office.id };
  };

  const tokenOf = (body: unknown): string => {
    const token = isRecord(body) ? body.token : undefined;
    if (token === undefined || token === null || token === '')
      throw validationFailed(tokenShape, [{ path: ['token'], message: messages.blank }]);
    if (typeof token !== 'string') throw validationFailed(tokenShape, [{ path: ['token'], message: messages.invalid }]);
    return token.trim();
  };

  const cardIdOf = (body: unknown): number => {
    const value = isRecord(body) ? (body.card ?? body.id) : undefined;
    const id = toId(isRecord(value) ? value.id : value);
    if (value === undefined || value === null || value === '')
      throw validationFailed(cardShape, [{ path: ['card'], message: messages.blank }]);
    if (id === undefined) throw validationFailed(cardShape, [{ path: ['card'], message: messages.invalid }]);
    return id;
  };

  const save = (res: Response, owner: CardOwner, body: unknown) => {
    const token = tokenOf(body);
    // A payment token of a decline test card is refused at the save step, as a provider refuses to attach it.
    const decline = tokenDecline(store, token);
    if (decline !== null) throw declineError(decline);
    const card = saveCardFromToken(store, currentUser(res).id, token, owner, now());
    if (!card) throw validationFailed(tokenShape, [{ path: ['token'], message: messages.invalid }]);
    res.status(201).json({ data: cardView(card) });
  };

  const remove = (res: Response, owner: CardOwner, body: unknown) => {
    if (!removeCard(store, owner, cardIdOf(body))) throw notFound();
    res.status(204).end();
  };

  /**
   * Declined tokenisations per user in the current window: past the limit every tokenisation of that user
   * answers 429 until the window ends, as providers block card testing.
   */
  const declines = new Map<number, { since: number; count: number }>();
  const declinesOf = (userId: number) => {
    const entry = declines.get(userId);
    if (entry && now() - entry.since < declineWindowMs) return entry;
    const fresh = { since: now(), count: 0 };
    declines.set(userId, fresh);
    return fresh;
  };

  /**
   * Tokenisation: card data in, a single-use `tok_…` out; declines answer 402 with the provider's message.
   * With `usage: "payment"` (a card entered to pay a campaign) a decline test card tokenises and its decline
   * comes at the charge, as the public test cards of card providers behave; without it (a card being saved)
   * the decline answers here.
   */
  router.post('/payments/tokens', bearer, (req, res) => {
    const userId = currentUser(res).id;
    const attempts = declinesOf(userId);
    if (attempts.count >= maxDeclines) {
      const message = 'Too many declined attempts. Please try again later.';
      throw new HttpError(429, { message, error: { type: 'rate_limit_error', code: 'rate_limit', message } });
    }
    if (!isRecord(req.body)) throw badRequest('Expected a JSON object with number, exp_month, exp_year and cvc');
    const forPayment = req.body.usage === 'payment';
    let inspected;
    try {
      inspected = forPayment
        ? inspectCard(req.body, new Date(now()))
        : { card: checkCard(req.body, new Date(now())), decline: null };
    } catch (error) {
      if (error instanceof HttpError && error.status === 402) attempts.count += 1;
      throw error;
    }
    const { card, decline } = inspected;
    const token = issueCardToken(store, userId, card, decline, now());
    res.status(201).json({ id: token, object: 'token', card });
  });

  /** The cards an office can pay with: its own, then its client's. Anyone who may see the office (agents order too). */
  router.get('/payments/:id/get-available-cards', bearer, (req, res) => {
    const office = officeOf(req.params.id);
    const user = currentUser(res);
    // The cards are for ordering: the client user, who may not order, sees none.
    const visible =
      user.role !== 'ROLE_CLIENT_USER' && (findOfficeInScope(store, officeScopeOf(user), office.id)?.visible ?? false);
    if (!visible) throw accessDenied();
    const clientCards = office.clientId === null ? [] : listCards(store, { kind: 'client', id: office.clientId });
    res.json(cardsAnswer([...listCards(store, { kind: 'office', id: office.id }), ...clientCards]));
  });

  router.get('/payments/:id/get-agency-cards', bearer, (req, res) => {
    res.json(cardsAnswer(listCards(store, managedOfficeOwner(res, req.params.id))));
  });

  router.get('/payments/:id/get-client-cards', bearer, (req, res) => {
    const caller = adminCaller(currentUser(res));
    const clientId = clientIdOf(req.params.id);
    if (!mayReadClient(caller, clientId)) throw accessDenied();
    res.json(cardsAnswer(listCards(store, { kind: 'client', id: clientId })));
  });

  router.post('/payments/:id/save-card', bearer, (req, res) => {
    save(res, managedOfficeOwner(res, req.params.id), req.body);
  });

  router.post('/payments/:id/save-client-card', bearer, (req, res) => {
    const caller = adminCaller(currentUser(res));
    const clientId = clientIdOf(req.params.id);
    if (!mayWriteClient(caller, clientId)) throw accessDenied();
    save(res, { kind: 'client', id: clientId }, req.body);
  });

  router.post('/payments/:id/delete-card', bearer, (req, res) => {
    remove(res, managedOfficeOwner(res, req.params.id), req.body);
  });

  router.post('/payments/:id/delete-client-card', bearer, (req, res) => {
    const caller = adminCaller(currentUser(res));
    const clientId = clientIdOf(req.params.id);
    if (!mayWriteClient(caller, clientId)) throw accessDenied();
    remove(res, { kind: 'client', id: clientId }, req.body);
  });

  return router;
}
