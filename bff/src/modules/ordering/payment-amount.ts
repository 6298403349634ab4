import { campaignAmountCents, orderingMessages } from '@portal/schema';
import type { Context } from '../../context.ts';
import { BadUserInputError, NotFoundError } from '../../shared/errors.ts';
import { getViewedCampaign } from '../../upstream/main/dashboards.ts';
import { getOrderingOfficeById } from '../../upstream/main/ordering.ts';
import { assertMayOrder, mayViewPrices, viewerRole } from './ordering-rules.ts';

/**
 * The amount of a campaign's payment as the server knows it (decision 077): the campaign read as the
 * viewer may read it (GET campaigns/{id}: its package, type and office), then that package's price
 * among the office's and the client's packages (GET agencies/{id}), GST as spec section 9 says. The
 * payment dialog shows it and payCampaign compares the payer's confirmation with it; nothing of it
 * comes from the URL.
 */
export interface CampaignPaymentModel {
  campaignId: string;
  packageTitle: string;
  priceCents: number;
  gstCents: number;
  totalCents: number;
}

export async function campaignPayment(ctx: Context, campaignId: string): Promise<CampaignPaymentModel> {
  const campaign = await getViewedCampaign(ctx.main, campaignId);
  const office = await getOrderingOfficeById(ctx.main, campaign.agency.id, ['packages', 'client.packages']);
  assertMayOrder(viewerRole(ctx), office);
  const pkg = [...(office.packages ?? []), ...(office.client?.packages ?? [])].find(
    (candidate) => candidate.id === campaign.package.id,
  );
  if (!pkg) throw new NotFoundError();
  const totalCents = campaignAmountCents(pkg.packagePrice, campaign.type, campaign.agency.includeGst);
  return {
    campaignId: campaign.id,
    packageTitle: campaign.package.title,
    priceCents: pkg.packagePrice,
    gstCents: totalCents - pkg.packagePrice,
    totalCents,
  };
}

const amountError = (message: string) => new BadUserInputError([{ name: 'confirmedAmountCents', messages: [message] }]);

/**
 * Refuses a payment whose confirmed amount is not the campaign's (BAD_USER_INPUT, before any charge).
 * Viewers who see prices must confirm the amount; agents see none and confirm the campaign by its
 * package, so an amount they send is not compared (no answer may tell them a price).
 */
export async function assertConfirmedAmount(
  ctx: Context,
  campaignId: string,
  confirmedAmountCents: number | null | undefined,
): Promise<void> {
  // Read for every payer: it holds the campaign to the offices the viewer may order for (another
  // tenant's campaign is refused here, before any charge), whether or not an amount is compared.
  const { totalCents } = await campaignPayment(ctx, campaignId);
  if (!mayViewPrices(ctx)) return;
  if (confirmedAmountCents === null || confirmedAmountCents === undefined)
    throw amountError(orderingMessages.paymentAmountRequired);
  if (confirmedAmountCents !== totalCents) throw amountError(orderingMessages.paymentAmountChanged);
}
