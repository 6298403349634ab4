import { isEmail, isRecord, toId, type FieldIssue } from '../http/validation.ts';
import { inReach } from '../store/audiences.ts';
import { findOrderingPackage, linkedPackages, type OrderingOffice, type OrderingPackage } from '../store/ordering.ts';
import type { Store } from '../store/database.ts';
import type { User } from '../store/users.ts';
import { addDays, isBlank, textOf } from './order-rules.ts';

/**
 * The checks every order form shares (property, agent extend, agent and office): each reads its
 * field from the body, adds its problems to the form's issues and answers the value it read.
 */

export type OrderIssues = { list: FieldIssue[]; add(field: string, message: string): void };

export function orderIssues(): OrderIssues {
  const list: FieldIssue[] = [];
  return { list, add: (field, message) => list.push({ path: [field], message }) };
}

/**
 * `package`: a published package linked to the office or its client that `fits` the form, or
 * undefined (with an issue).
 */
export function checkPackage(
  store: Store,
  issues: OrderIssues,
  body: Record<string, unknown>,
  office: OrderingOffice,
  fits: (chosen: OrderingPackage) => boolean,
): OrderingPackage | undefined {
  if (isBlank(body.package)) {
    issues.add('package', 'Campaign Package is required');
    return undefined;
  }
  const packageId = toId(body.package);
  const chosen = packageId === undefined ? undefined : findOrderingPackage(store, packageId);
  const client = office.client;
  const linked =
    chosen !== undefined &&
    [
      ...linkedPackages(store, { kind: 'office', id: office.id }),
      ...(client ? linkedPackages(store, { kind: 'client', id: client.id }) : []),
    ].some((candidate) => candidate.id === chosen.id);
  if (!chosen || !linked || chosen.status !== 'published' || !fits(chosen)) {
    issues.add('package', 'This value is not valid.');
    return undefined;
  }
  return chosen;
}

/** `audience` (an id or `{id}`): an audience the user reaches, or null when left out. */
export function checkAudience(
  store: Store,
  issues: OrderIssues,
  user: User,
  body: Record<string, unknown>,
): number | null {
  if (isBlank(body.audience)) return null;
  const id = toId(isRecord(body.audience) ? body.audience.id : body.audience);
  if (id === undefined || !inReach(store, user, id)) {
    issues.add('audience', 'This value is not valid.');
    return null;
  }
  return id;
}

/** `startDate`: a calendar day, tomorrow or later. */
export function checkStartDate(issues: OrderIssues, body: Record<string, unknown>, today: string): string {
  const startDate = textOf(body.startDate);
  const tomorrow = addDays(today, 1);
  if (startDate === '') issues.add('startDate', 'Start date is required');
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || Number.isNaN(Date.parse(`${startDate}T00:00:00Z`)))
    issues.add('startDate', 'This value is not valid.');
  else if (startDate < tomorrow) issues.add('startDate', 'Start date must be tomorrow or later');
  return startDate;
}

/** `videoUrl`: an https URL, required when the package needs a video. */
export function checkVideoUrl(issues: OrderIssues, body: Record<string, unknown>, required: boolean): string {
  const videoUrl = textOf(body.videoUrl);
  if (videoUrl !== '' && !/^https:\/\//i.test(videoUrl)) issues.add('videoUrl', 'Please enter a valid video URL');
  else if (videoUrl === '' && required) issues.add('videoUrl', 'Video URL is required');
  return videoUrl;
}

/** `additionalRecipients`: a comma list, each part trimmed ([] when left out). */
export function recipientsOf(body: Record<string, unknown>): string[] {
  return typeof body.additionalRecipients === 'string' && body.additionalRecipients.trim() !== ''
    ? body.additionalRecipients.split(',').map((part) => part.trim())
    : [];
}

/** The lead agent's email: valid when given. */
export function checkEmail(issues: OrderIssues, email: string): void {
  if (email !== '' && !isEmail(email)) issues.add('email', 'Email is not valid');
}
