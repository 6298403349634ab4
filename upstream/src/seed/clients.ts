import { CREATIVE_KINDS, CREATIVE_SIZE_KEYS, creativeColumn, type CreativeKind } from '@portal/schema';
import { flag } from '../store/database.ts';
import type { SeedContext } from './context.ts';
import { tradingTerms, type SeedClient } from './data/organisations.ts';
import { inserter } from './insert.ts';
import { SEED_CREATIVE_ORIGIN } from '../store/creative-origin.ts';

/**
 * A client's creative URL: the sandbox's renderer (routes/creatives.ts). The seed writes it on a
 * placeholder origin that the running sandbox replaces with its own (adoptCreativeOrigin).
 */
export const creativeUrl = (_client: SeedClient, kind: CreativeKind, size: string) =>
  `${SEED_CREATIVE_ORIGIN}/creatives/${kind}/${size}`;

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export function writeClient(ctx: SeedContext, client: SeedClient, billingAddressId: number, createdAt: number): void {
  const { store } = ctx;
  const branding = ctx.files.branding.get(client.id);
  if (!branding) throw new Error(`no branding files for ${client.subDomain}`);
  inserter(store, 'clients', [
    'id',
    'title',
    'sub_domain',
    'status',
    'product',
    'company_name',
    'abn_number',
    'account_email',
    'vendor_number',
    'workflow_number',
    'email_from_name',
    'client_domains',
    'trading_terms',
    'property_campaign_payment_option',
    'agent_campaign_payment_option',
    'office_campaign_payment_option',
    'billing_address_id',
    'logo',
    'logo_inverse',
    'favicon',
    'created_at',
    'updated_at',
  ])({
    id: client.id,
    title: client.title,
    sub_domain: client.subDomain,
    status: 'published',
    product: client.product,
    company_name: client.companyName,
    abn_number: client.abnNumber,
    account_email: `accounts@${client.domain}`,
    vendor_number: client.vendorNumber,
    workflow_number: client.workflowNumber,
    email_from_name: `${client.title} Marketing`,
    client_domains: `${client.domain}, *.${client.domain}`,
    trading_terms: tradingTerms(client),
    property_campaign_payment_option: client.payment.property,
    agent_campaign_payment_option: client.payment.agent,
    office_campaign_payment_option: client.payment.office,
    billing_address_id: billingAddressId,
    logo: branding.logo,
    logo_inverse: branding.logoInverse,
    favicon: branding.favicon,
    created_at: createdAt,
    updated_at: createdAt,
  });

  const creatives: Record<string, string> = {};
  for (const kind of CREATIVE_KINDS) {
    for (const size of CREATIVE_SIZE_KEYS) creatives[creativeColumn(kind, size)] = creativeUrl(client, kind, size);
  }
  inserter(store, 'client_integrations', ['client_id', 'campaign_stat_source', ...Object.keys(creatives)])({
    client_id: client.id,
    campaign_stat_source: client.statSource,
    ...creatives,
  });

  const file = (subType: string, location: string) => ctx.addFile(subType, location, createdAt);
  inserter(store, 'client_display_configs', [
    'client_id',
    'show_campaign_report_button',
    'show_campaign_export_pdf',
    'show_agent_campaign_ad_title',
    'show_agent_campaign_label',
    'show_property_url_field',
    'show_agent_landing_page',
    'show_agent_campaign_listing',
    'image_logo_id',
    'image_logo_inverse_id',
    'image_ad_logo_id',
    'image_favicon_id',
    'image_email_logo_top_id',
    'image_email_logo_bottom_id',
    'image_landing_page_cover_id',
  ])({
    client_id: client.id,
    show_campaign_report_button: 1,
    show_campaign_export_pdf: 1,
    show_agent_campaign_ad_title: flag(client.id !== 2),
    show_agent_campaign_label: flag(client.id !== 3),
    show_property_url_field: flag(client.id === 1),
    show_agent_landing_page: flag(client.id !== 1),
    show_agent_campaign_listing: flag(client.id === 3),
    image_logo_id: file('logo', branding.logo),
    image_logo_inverse_id: file('logo-inverse', branding.logoInverse),
    image_ad_logo_id: file('ad-logo', branding.logo),
    image_favicon_id: file('favicon', branding.favicon),
    image_email_logo_top_id: file('email-logo', branding.logo),
    image_email_logo_bottom_id: file('email-logo', branding.logo),
    image_landing_page_cover_id: file('landing-page-cover', branding.landingCover),
  });

  inserter(store, 'orders_reports', [
    'client_id',
    'recipients',
    'weekday',
    'range_start',
    'range_end_type',
    'range_end_occurrences',
    'range_end_date',
  ])({
    client_id: client.id,
    recipients: `accounts@${client.domain}, finance@${client.domain}`,
    weekday: weekdays[client.id % weekdays.length] ?? 'Mon',
    range_start: ctx.calendar.date(-400),
    range_end_type: client.id === 2 ? 'occurrences' : null,
    range_end_occurrences: client.id === 2 ? 52 : null,
    range_end_date: null,
  });
}
