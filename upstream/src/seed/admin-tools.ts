import type { SeedContext } from './context.ts';
import { inserter } from './insert.ts';
import type { People } from './users.ts';

const recipients = [
  ['bookings@sandbox.test', 'campaign', 2],
  ['campaign-ops@sandbox.test', 'campaign', 1],
  ['admin@sandbox.test', 'campaign', 1],
  ['accounts@sandbox.test', 'finance', 2],
  ['billing@sandbox.test', 'finance', 1],
  ['reports@sandbox.test', 'reports', 2],
  ['support@sandbox.test', 'support', 1],
  ['helpdesk@sandbox.test', 'support', 2],
] as const;

const submissions = [
  ['Booking a campaign', 'Can I book an agent extend campaign for a property that is already under offer?'],
  ['Current campaign', 'The dashboard still shows zero impressions two days after the start date.'],
  ['Report a bug', 'The export PDF button spins forever on Safari.'],
  ['Other', 'Please add our new office manager to the automated report.'],
  ['Current campaign', 'The vendor would like to change the hero image on the live campaign.'],
  ['Booking a campaign', 'Which package should we use for a prestige auction campaign?'],
  ['Report a bug', 'The listing picker does not find properties listed this morning.'],
  ['Other', 'Could we get an invoice copy for last month?'],
  ['Current campaign', 'Can the campaign end date be extended by a week?'],
  ['Report a bug', 'Uploading a PNG logo shows an error but the logo is saved.'],
  ['Booking a campaign', 'Is it possible to book an office campaign for recruitment only?'],
  ['Other', 'How do we add a second credit card for the office?'],
] as const;

export function writeAdminTools(ctx: SeedContext, people: People): void {
  const { store, calendar } = ctx;
  const random = ctx.random('admin-tools');
  const insertRecipient = inserter(store, 'email_recipients', ['email', 'type', 'created_by', 'created_at']);
  recipients.forEach(([email, type, createdBy], index) => {
    insertRecipient({
      email,
      type,
      created_by: createdBy,
      created_at: calendar.at(-300 + index * 17, 600 + index * 7),
    });
  });

  const insertSubmission = inserter(store, 'support_submissions', [
    'name',
    'email',
    'concern',
    'details',
    'office_id',
    'submitted_by',
    'created_at',
  ]);
  const submitters = people.all.filter((user) => user.enabled && user.officeIds.length > 0);
  for (const [concern, details] of submissions) {
    const user = random.pick(submitters);
    insertSubmission({
      name: `${user.firstName} ${user.lastName}`,
      email: user.username,
      concern,
      details,
      office_id: random.pick(user.officeIds),
      submitted_by: user.id,
      created_at: calendar.at(-random.int(1, 200), random.int(420, 1140)),
    });
  }
}
