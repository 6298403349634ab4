import { rmSync } from 'node:fs';
import { writeActivities } from './seed/activities.ts';
import { leaveAwaitingPartner } from './seed/admin-campaigns.ts';
import { writeAdminTools } from './seed/admin-tools.ts';
import { writeAudienceDemo } from './seed/audience-demo.ts';
import { writeAudiences } from './seed/audiences.ts';
import { calendarFor } from './seed/calendar.ts';
import { writeCampaignExtras } from './seed/campaign-extras.ts';
import { writeCampaignStats } from './seed/campaign-stats.ts';
import { writeCampaigns } from './seed/campaigns.ts';
import { createSeedContext } from './seed/context.ts';
import { deliverOneSixtyDayCampaign } from './seed/delivered-campaign.ts';
import { writeSeedFiles } from './seed/files.ts';
import { writeOnboardingClients } from './seed/onboarding-clients.ts';
import { writeOrders } from './seed/orders.ts';
import { writeOrganisations } from './seed/organisations.ts';
import { writePackages } from './seed/packages.ts';
import { writePartnerLogs } from './seed/partner-logs.ts';
import { writeProperties } from './seed/properties.ts';
import { writeUsers } from './seed/users.ts';
import { replaceContents, transaction, type Store } from './store/database.ts';
import { restoreSnapshot, takeSnapshot } from './store/snapshot.ts';

/** What a seed may be asked to vary: the number of campaigns (SANDBOX_SEED_CAMPAIGNS). */
export type SeedOptions = { campaigns?: number };

function insertRows(store: Store, storageDir: string, today: number, options: SeedOptions = {}): void {
  const ctx = createSeedContext(store, writeSeedFiles(storageDir), calendarFor(today));
  const organisations = writeOrganisations(ctx);
  const people = writeUsers(ctx, organisations);
  const packages = writePackages(ctx, organisations);
  const properties = writeProperties(ctx, organisations, people);
  const audiences = writeAudiences(ctx, organisations, people);
  const campaigns = writeCampaigns(ctx, organisations, people, packages, properties, audiences, options.campaigns);
  leaveAwaitingPartner(ctx, campaigns);
  deliverOneSixtyDayCampaign(ctx, packages, campaigns);
  const orders = writeOrders(ctx, organisations, campaigns);
  writeCampaignExtras(ctx, organisations, people, properties, campaigns);
  writeCampaignStats(ctx, campaigns);
  writeActivities(ctx, organisations, people, campaigns, orders);
  writePartnerLogs(ctx, people, campaigns);
  writeAdminTools(ctx, people);
  writeOnboardingClients(ctx);
  writeAudienceDemo(ctx);
}

export function seed(store: Store, storageDir: string, now: number, options: SeedOptions = {}): void {
  const { today } = calendarFor(now);
  transaction(store, () => insertRows(store, storageDir, today, options));
  takeSnapshot(store, today);
}

export function reseed(store: Store, storageDir: string, now: number, options: SeedOptions = {}): void {
  const { today } = calendarFor(now);
  rmSync(storageDir, { recursive: true, force: true });
  if (restoreSnapshot(store, today)) {
    writeSeedFiles(storageDir);
    return;
  }
  replaceContents(store, () => insertRows(store, storageDir, today, options));
  takeSnapshot(store, today);
}
