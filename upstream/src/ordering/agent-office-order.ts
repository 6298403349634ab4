import type { SandboxContext } from '../context.ts';
import { accessDenied, notFound } from '../http/errors.ts';
import { isEmail, isRecord, toId, validationFailed, type FormShape } from '../http/validation.ts';
import type { CampaignDocument } from '../store/ordering-campaigns.ts';
import {
  findOrderingOffice,
  findOrderingUser,
  findStoredImage,
  holdsOfficePermission,
  isClientMember,
  orderingAccess,
  paymentOptionFor,
  temporaryImageByLocation,
  type OrderingOffice,
  type OrderingPackage,
  type StoredImage,
} from '../store/ordering.ts';
import type { Store } from '../store/database.ts';
import type { User } from '../store/users.ts';
import {
  checkAudience,
  checkEmail,
  checkPackage,
  checkStartDate,
  checkVideoUrl,
  orderIssues,
  recipientsOf,
  type OrderIssues,
} from './order-checks.ts';
import { addDays, httpsPattern, isBlank, isoDay, textOf } from './order-rules.ts';

/**
 * The agent and office order forms (`POST campaigns` with `type: agent | office`, ordering spec
 * sections 3, 4 and 5): validated into the draft campaign they create.
 */

const imageLimit = 1_024_000;
const heroTypes = new Set(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
const agentLabels = ['Sold', 'For lease', 'Leased', 'For Sale', 'Just Listed', 'Auction', 'Coming Soon', 'Just Sold'];
const ctaLabels = ['Get in touch', 'Find out more', 'Request an appraisal', 'Contact us', 'Learn more'];
const subTypes = ['OfficeBranding', 'OfficeRecruitment', 'PropertyManagement'];

export const agentOfficeOrderShape = {
  type: null,
  agency: null,
  agent: null,
  package: null,
  audience: null,
  startDate: null,
  name: null,
  email: null,
  phone: null,
  postcode: null,
  destinationUrl: null,
  videoUrl: null,
  mainImage: null,
  mainImageTempLocation: null,
  propertyImageTempLocations: null,
  images: null,
  headline: null,
  shortDescription: null,
  label: null,
  subType: null,
  adTitle: null,
  adCopy: null,
  additionalRecipients: null,
  paymentOption: null,
} satisfies FormShape;

type Body = Record<string, unknown>;
type Kind = 'agent' | 'office';

/** Whether a body is an agent or office order (the other types are the property form's). */
export const isAgentOrOfficeOrder = (body: Body): boolean => {
  const type = textOf(body.type);
  return type === 'agent' || type === 'office';
};

/** The office the order is for: given, known, its media orders open to the caller; agents never order office campaigns (spec 2.2). */
function orderingOffice(ctx: SandboxContext, user: User, body: Body, type: Kind): OrderingOffice {
  const officeId = toId(body.agency);
  if (officeId === undefined)
    throw validationFailed(agentOfficeOrderShape, [{ path: ['agency'], message: 'This value should not be blank.' }]);
  if (!findOrderingOffice(ctx.store, officeId)) throw notFound();
  const access = orderingAccess(ctx.store, user, officeId);
  if (!access?.canViewMediaOrders) throw accessDenied();
  if (type === 'office' && user.role === 'ROLE_AGENT_USER') throw accessDenied();
  return findOrderingOffice(ctx.store, officeId) as OrderingOffice;
}

/** `postcode`: one to four 4-digit postcodes, comma separated. */
function checkPostcodes(issues: OrderIssues, body: Body): string[] {
  const postcodes = textOf(body.postcode)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (postcodes.length === 0) issues.add('postcode', 'Postcodes is required');
  else if (postcodes.length > 4) issues.add('postcode', 'Maximum 4 Postcodes');
  else if (postcodes.some((code) => !/^\d{4}$/.test(code))) issues.add('postcode', 'This value is not valid.');
  return postcodes;
}

/** A temporary upload usable as an order image: a web image (gif, jpg, png, webp) of 1 MB at most. */
const temporaryImage = (store: Store, location: unknown): StoredImage | undefined => {
  const image = typeof location === 'string' ? temporaryImageByLocation(store, location.trim()) : undefined;
  return image && heroTypes.has(image.mimeType) && image.size <= imageLimit ? image : undefined;
};

/**
 * The main image: an uploaded file's id (`mainImage`) and/or the temporary upload of the same image
 * (`mainImageTempLocation`, a temporary web image); the id wins, the temporary upload stands in for
 * a missing one. A web image of 1 MB at most.
 */
function checkMainImage(store: Store, issues: OrderIssues, body: Body, type: Kind): StoredImage | undefined {
  let mainImage: StoredImage | undefined;
  const mainImageId = toId(isRecord(body.mainImage) ? body.mainImage.id : body.mainImage);
  if (!isBlank(body.mainImage)) {
    mainImage = mainImageId === undefined ? undefined : findStoredImage(store, mainImageId);
    if (!mainImage) issues.add('mainImage', 'This value is not valid.');
  }
  if (!isBlank(body.mainImageTempLocation)) {
    const temporary = temporaryImage(store, body.mainImageTempLocation);
    if (!temporary) issues.add('mainImageTempLocation', 'This value is not valid.');
    mainImage ??= temporary;
  }
  if (mainImage && (!heroTypes.has(mainImage.mimeType) || mainImage.size > imageLimit))
    issues.add('mainImage', type === 'office' ? 'Key Image must be 1MB Max Size' : 'Agent Image must be 1MB Max Size');
  return mainImage;
}

/** `agent`: one of the agents `GET agencies/{id}/agents` offers the caller, or null when left out. */
function checkAgent(store: Store, issues: OrderIssues, user: User, body: Body, office: OrderingOffice): number | null {
  if (isBlank(body.agent)) return null;
  const agentId = toId(body.agent);
  const agent = agentId === undefined ? undefined : findOrderingUser(store, agentId);
  const mayChoose =
    agent !== undefined &&
    (user.role === 'ROLE_AGENT_USER'
      ? agent.id === user.id
      : holdsOfficePermission(store, office.id, agent.id) ||
        (agent.role === 'ROLE_CLIENT_ADMIN' && isClientMember(store, agent.id, office.client?.id ?? -1)));
  if (!mayChoose) {
    issues.add('agent', 'This value is not valid.');
    return null;
  }
  return agent.id;
}

/**
 * The property images of an agent campaign: uploaded files' ids (`images`) and/or the temporary
 * uploads of the same images (`propertyImageTempLocations`, a list or a comma list, each a temporary
 * web image); the ids are the campaign's images, the temporary uploads stand in when none are sent.
 * One to four web images of 1 MB at most.
 */
function checkHeroImages(store: Store, issues: OrderIssues, body: Body): number[] {
  const value = body.propertyImageTempLocations;
  const locations: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? value.split(',')
      : [];
  const ids = Array.isArray(body.images) ? body.images : [];
  const temporaries = locations.map((location) => temporaryImage(store, location));
  if (ids.length > 0 && (locations.length > 4 || temporaries.some((image) => !image)))
    issues.add('propertyImageTempLocations', 'This value is not valid.');
  const heroes: (StoredImage | undefined)[] =
    ids.length > 0
      ? ids.map((id) => {
          const fileId = toId(id);
          return fileId === undefined ? undefined : findStoredImage(store, fileId);
        })
      : temporaries;
  if (heroes.length === 0) issues.add('images', 'Hero Image is required');
  else if (heroes.length > 4) issues.add('images', 'Maximum 4 property images');
  else if (heroes.some((image) => !image)) issues.add('images', 'This value is not valid.');
  else if (heroes.some((image) => image && !heroTypes.has(image.mimeType)))
    issues.add('images', 'Property images must be gif, jpg, jpeg, png or webp');
  else if (heroes.some((image) => image && image.size > imageLimit))
    issues.add('images', 'Property images must be 1MB Max Size');
  else return heroes.map((image) => (image as StoredImage).id);
  return [];
}

type Texts = {
  name: string;
  email: string;
  phone: string;
  headline: string;
  shortDescription: string;
  label: string;
  subType: string;
  adTitle: string;
  adCopy: string;
};

type AgentParts = { agentUserId: number | null; mainImage: StoredImage | undefined; imageIds: number[] };

/** The agent campaign's own fields: the agent's details and image, the property images, the ad's title, copy and label. */
function checkAgentCampaign(
  store: Store,
  issues: OrderIssues,
  context: { user: User; body: Body; office: OrderingOffice; texts: Texts; mainImage: StoredImage | undefined },
): AgentParts {
  const { user, body, office, texts } = context;
  if (texts.name === '') issues.add('name', 'Agent name is required');
  if (texts.email === '') issues.add('email', 'Agent Email Address is required');
  if (texts.phone === '') issues.add('phone', 'Agent phone is required');
  const agentUserId = checkAgent(store, issues, user, body, office);
  // The agent's image: uploaded, or the chosen agent's current one.
  let mainImage = context.mainImage;
  if (!mainImage && agentUserId !== null) {
    const current = findOrderingUser(store, agentUserId)?.imageOriginal;
    mainImage = current ? findStoredImage(store, current.id) : undefined;
  }
  if (!mainImage) issues.add('mainImage', 'Agent Image is required');
  const imageIds = checkHeroImages(store, issues, body);
  if (office.client?.displayConfig.showAgentCampaignAdTitle) {
    if (texts.adTitle === '') issues.add('adTitle', 'Ad title is required');
  }
  if (texts.adTitle.length > 35) issues.add('adTitle', 'Ad title must be at most 35 characters');
  if (texts.adCopy.length > 120) issues.add('adCopy', 'Ad copy must be at most 120 characters');
  if (texts.label !== '' && !agentLabels.includes(texts.label)) issues.add('label', 'This value is not valid.');
  return { agentUserId, mainImage, imageIds };
}

/** The office campaign's own fields: its type and, without a video, its CTA, headline, copy and key image. */
function checkOfficeCampaign(
  issues: OrderIssues,
  texts: Texts,
  chosen: OrderingPackage | undefined,
  mainImage: StoredImage | undefined,
): void {
  if (!subTypes.includes(texts.subType)) issues.add('subType', 'Campaign Type is required');
  if (chosen?.videoRequired) return;
  if (!ctaLabels.includes(texts.label)) issues.add('label', 'CTA label is required');
  if (texts.headline === '') issues.add('headline', 'Headline is required');
  else if (texts.headline.length > 50) issues.add('headline', 'Headline must be at most 50 characters');
  if (texts.shortDescription === '') issues.add('shortDescription', 'Ad copy is required');
  else if (texts.shortDescription.length > 150)
    issues.add('shortDescription', 'Ad copy must be at most 150 characters');
  if (!mainImage) issues.add('mainImage', 'Key Image is required');
}

type AgentOfficeOrder = AgentParts & {
  type: Kind;
  office: OrderingOffice;
  chosen: OrderingPackage;
  audienceId: number | null;
  startDate: string;
  postcodes: string[];
  destinationUrl: string;
  videoUrl: string;
  recipients: string[];
  texts: Texts;
};

/** Validates an agent or office order, or throws the form's 422 with every issue in form order. */
function validateAgentOfficeOrder(ctx: SandboxContext, user: User, body: Body): AgentOfficeOrder {
  const { store } = ctx;
  const type = textOf(body.type) as Kind;
  const issues = orderIssues();
  const office = orderingOffice(ctx, user, body, type);
  const chosen = checkPackage(store, issues, body, office, (candidate) => candidate.type === type);
  const audienceId = checkAudience(store, issues, user, body);
  const startDate = checkStartDate(issues, body, isoDay(ctx.now()));
  const postcodes = checkPostcodes(issues, body);
  const destinationUrl = textOf(body.destinationUrl);
  if (destinationUrl === '' && type === 'office') issues.add('destinationUrl', 'Destination URL is required');
  else if (destinationUrl !== '' && !httpsPattern.test(destinationUrl))
    issues.add('destinationUrl', 'Destination URL must be a valid https url');
  const videoUrl = checkVideoUrl(issues, body, Boolean(chosen?.videoRequired));
  const recipients = recipientsOf(body);
  if (recipients.some((recipient) => recipient === ''))
    issues.add('additionalRecipients', 'Email is required otherwise remove this field');
  else if (recipients.some((recipient) => !isEmail(recipient)))
    issues.add('additionalRecipients', 'Email is not valid');
  const texts: Texts = {
    name: textOf(body.name),
    email: textOf(body.email),
    phone: textOf(body.phone),
    headline: textOf(body.headline),
    shortDescription: textOf(body.shortDescription),
    label: textOf(body.label),
    subType: textOf(body.subType),
    adTitle: textOf(body.adTitle),
    adCopy: textOf(body.adCopy),
  };
  checkEmail(issues, texts.email);
  let parts: AgentParts = { agentUserId: null, mainImage: checkMainImage(store, issues, body, type), imageIds: [] };
  if (type === 'agent')
    parts = checkAgentCampaign(store, issues, { user, body, office, texts, mainImage: parts.mainImage });
  else checkOfficeCampaign(issues, texts, chosen, parts.mainImage);
  if (issues.list.length > 0 || !chosen) throw validationFailed(agentOfficeOrderShape, issues.list);
  const common = { type, office, chosen, audienceId, startDate, postcodes, destinationUrl, videoUrl, recipients };
  return { ...common, texts, ...parts };
}

/** The draft campaign of a valid agent or office order. */
export function agentOfficeOrderDraft(ctx: SandboxContext, user: User, body: Body): CampaignDocument {
  const order = validateAgentOfficeOrder(ctx, user, body);
  const { type, office, chosen, texts, mainImage } = order;
  const duration = (type === 'agent' ? chosen.agentDuration : chosen.officeDuration) ?? 28;
  const video = chosen.videoRequired;
  return {
    type,
    officeId: office.id,
    packageId: chosen.id,
    propertyId: null,
    audienceId: order.audienceId,
    agentUserId: order.agentUserId,
    displayName: type === 'agent' ? texts.name : texts.name || office.displayName,
    subType: type === 'office' ? texts.subType : null,
    startDate: order.startDate,
    endDate: addDays(order.startDate, duration),
    duration,
    retailPrice: chosen.retailPrice,
    budget: Math.round(chosen.retailPrice * 0.55),
    agentName: texts.name || null,
    agentEmail: texts.email || null,
    agentPhone: texts.phone || null,
    agentImageId: type === 'agent' ? (mainImage?.id ?? null) : null,
    postcode: order.postcodes.join(','),
    destinationUrl: order.destinationUrl || null,
    videoUrl: order.videoUrl || null,
    propertyUrl: null,
    // A video office campaign's headline is the office's name (spec 2.7).
    headline: type === 'office' ? (video ? office.displayName : texts.headline) : null,
    shortDescription: type === 'office' && !video ? texts.shortDescription : null,
    adTitle: type === 'agent' ? texts.adTitle || null : null,
    adCopy: type === 'agent' ? texts.adCopy || null : null,
    label: type === 'office' && video ? null : texts.label || null,
    mainImageId: type === 'office' && video ? null : (mainImage?.id ?? null),
    additionalRecipients: order.recipients.join(','),
    paymentOption: paymentOptionFor(office, type),
    organicPost: false,
    note: null,
    imageIds: order.imageIds,
  };
}
