import type { SandboxContext } from '../context.ts';
import { accessDenied } from '../http/errors.ts';
import { isEmail, isRecord, toId, validationFailed, type FormShape } from '../http/validation.ts';
import type { CampaignDocument } from '../store/ordering-campaigns.ts';
import {
  fileExists,
  findOrderingOffice,
  findProperty,
  paymentOptionFor,
  temporaryImageByLocation,
  type OrderingClient,
  type OrderingOffice,
  type OrderingPackage,
  type PropertyRow,
} from '../store/ordering.ts';
import type { User } from '../store/users.ts';
import { officeFor } from './order-access.ts';
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
import { addDays, agentPageProblem, httpsPattern, isBlank, isoDay, textOf, videoOptionalFor } from './order-rules.ts';

/**
 * The property and agent-extend order form (`POST campaigns` with `type: property | agent-extend`,
 * ordering spec sections 3 and 4): validated into the draft campaign it creates.
 */

export const propertyOrderShape = {
  type: null,
  agency: null,
  package: null,
  property: null,
  audience: null,
  startDate: null,
  shortDesc: null,
  propertyUrl: null,
  videoUrl: null,
  name: null,
  email: null,
  phone: null,
  postcode: null,
  destinationUrl: null,
  mainImage: null,
  mainImageTempLocation: null,
  additionalRecipients: null,
  paymentOption: null,
  organicPost: null,
  note: null,
} satisfies FormShape;

type Body = Record<string, unknown>;

const imageTypes = new Set(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);

/**
 * `mainImage` (a file id or `{id}`) and/or `mainImageTempLocation` (the temporary upload of the same
 * image: a temporary web image of 1,024,000 bytes at most): the image's file id, the id first.
 */
function checkMainImage(ctx: SandboxContext, issues: OrderIssues, body: Body): number | null {
  let mainImageId: number | null = null;
  const mainImage = toId(isRecord(body.mainImage) ? body.mainImage.id : body.mainImage);
  if (!isBlank(body.mainImage)) {
    if (mainImage === undefined || !fileExists(ctx.store, mainImage))
      issues.add('mainImage', 'This value is not valid.');
    else mainImageId = mainImage;
  }
  const tempLocation = textOf(body.mainImageTempLocation);
  if (tempLocation !== '') {
    const file = temporaryImageByLocation(ctx.store, tempLocation);
    if (!file || !imageTypes.has(file.mimeType) || file.size > 1_024_000)
      issues.add('mainImageTempLocation', 'This value is not valid.');
    else mainImageId ??= file.id;
  }
  return mainImageId;
}

/** The first blank or invalid additional recipient decides the message. */
function checkRecipients(issues: OrderIssues, recipients: readonly string[]): void {
  for (const recipient of recipients) {
    if (recipient === '') {
      issues.add('additionalRecipients', 'Email is required otherwise remove this field');
      break;
    }
    if (!isEmail(recipient)) {
      issues.add('additionalRecipients', 'Email is not valid');
      break;
    }
  }
}

type LeadAgent = { name: string; email: string; phone: string; postcode: string; destinationUrl: string };

/** The lead agent's fields: required on an agent-extend order, the email checked when given otherwise. */
function checkLeadAgent(
  issues: OrderIssues,
  body: Body,
  type: string,
  client: OrderingClient | null,
  mainImageId: number | null,
): LeadAgent {
  const agent = {
    name: textOf(body.name),
    email: textOf(body.email),
    phone: textOf(body.phone),
    postcode: textOf(body.postcode),
    destinationUrl: textOf(body.destinationUrl),
  };
  if (type === 'agent-extend') {
    if (agent.name === '') issues.add('name', 'Lead Agent name is required');
    if (agent.email === '') issues.add('email', 'Lead Agent Email Address is required');
    else if (!isEmail(agent.email)) issues.add('email', 'Email is not valid');
    if (agent.phone === '') issues.add('phone', 'Lead Agent Phone Number is required');
    else if (!/^\d{4} \d{3} \d{3}$/.test(agent.phone))
      issues.add('phone', 'Lead Agent Phone Number must look like 0000 111 222');
    const postcodes = agent.postcode === '' ? [] : agent.postcode.split(',');
    if (postcodes.length !== 1 || postcodes[0]?.trim().length !== 4)
      issues.add('postcode', 'Postcode is required with exactly 1 postcode.');
    if (mainImageId === null) issues.add('mainImage', 'Lead Agent Image is required');
    if (client?.displayConfig.showAgentLandingPage && body.agentUrlSource !== 'property') {
      const problem = agentPageProblem(agent.destinationUrl, client.clientDomains);
      if (problem) issues.add('destinationUrl', problem);
    }
  } else checkEmail(issues, agent.email);
  if (agent.destinationUrl !== '' && type !== 'agent-extend' && !httpsPattern.test(agent.destinationUrl))
    issues.add('destinationUrl', 'Destination URL must be a valid https url');
  return agent;
}

/** The office the order is for: `agency` given, visible, and its media orders open to the caller. */
function orderingOffice(ctx: SandboxContext, user: User, body: Body, issues: OrderIssues): OrderingOffice {
  const officeId = toId(body.agency);
  if (officeId === undefined)
    throw validationFailed(propertyOrderShape, [
      ...issues.list,
      { path: ['agency'], message: 'This value should not be blank.' },
    ]);
  const access = officeFor(ctx, user, officeId);
  if (!access.canViewMediaOrders) throw accessDenied();
  return findOrderingOffice(ctx.store, access.officeId) as OrderingOffice;
}

/** `property`: an orderable listing of the office. */
function checkProperty(ctx: SandboxContext, issues: OrderIssues, body: Body, office: OrderingOffice) {
  const propertyId = toId(body.property);
  const property = propertyId === undefined ? undefined : findProperty(ctx.store, propertyId);
  if (isBlank(body.property)) issues.add('property', 'Property is required');
  else if (!property || property.officeId !== office.id || !property.isOrderable)
    issues.add('property', 'This value is not valid.');
  return property;
}

type PropertyOrder = {
  type: string;
  office: OrderingOffice;
  chosen: OrderingPackage;
  property: PropertyRow;
  audienceId: number | null;
  startDate: string;
  shortDesc: string;
  propertyUrl: string;
  videoUrl: string;
  recipients: string[];
  mainImageId: number | null;
  agent: LeadAgent;
};

/** Validates a property or agent-extend order, or throws the form's 422 with every issue in form order. */
function validatePropertyOrder(ctx: SandboxContext, user: User, body: Body): PropertyOrder {
  const issues = orderIssues();
  const type = textOf(body.type);
  if (type === '') issues.add('type', 'Campaign Type is required');
  else if (type !== 'property' && type !== 'agent-extend') issues.add('type', 'This value is not valid.');
  const office = orderingOffice(ctx, user, body, issues);
  const client = office.client;
  const packageType = type === 'agent-extend' ? 'agent-extend' : 'property';
  const chosen = checkPackage(ctx.store, issues, body, office, (candidate) => candidate.type === packageType);
  const property = checkProperty(ctx, issues, body, office);
  const audienceId = checkAudience(ctx.store, issues, user, body);
  const startDate = checkStartDate(issues, body, isoDay(ctx.now()));
  const shortDesc = textOf(body.shortDesc) || property?.title || '';
  if (shortDesc.length > 100) issues.add('shortDesc', 'Short description must be at most 100 characters');
  const propertyUrl = textOf(body.propertyUrl);
  if (client?.displayConfig.showPropertyUrlField) {
    if (propertyUrl === '') issues.add('propertyUrl', 'Property URL is required');
    else if (!httpsPattern.test(propertyUrl)) issues.add('propertyUrl', 'Property URL is not valid');
  }
  const videoOptional = client !== null && videoOptionalFor(client.subDomain);
  const videoUrl = checkVideoUrl(issues, body, Boolean(chosen?.videoRequired) && !videoOptional);
  const recipients = recipientsOf(body);
  checkRecipients(issues, recipients);
  const mainImageId = checkMainImage(ctx, issues, body);
  const agent = checkLeadAgent(issues, body, type, client, mainImageId);
  if (issues.list.length > 0 || !chosen || !property) throw validationFailed(propertyOrderShape, issues.list);
  return {
    type,
    office,
    chosen,
    property,
    audienceId,
    startDate,
    shortDesc,
    propertyUrl,
    videoUrl,
    recipients,
    mainImageId,
    agent,
  };
}

/** The draft campaign of a valid property or agent-extend order (agent extend is stored as property extend). */
export function propertyOrderDraft(ctx: SandboxContext, user: User, body: Body): CampaignDocument {
  const order = validatePropertyOrder(ctx, user, body);
  const { type, office, chosen, property, agent } = order;
  const extend = type === 'agent-extend';
  const duration = chosen.propertyDuration ?? 28;
  const note = textOf(body.note);
  return {
    type: extend ? 'property-extend' : 'property',
    officeId: office.id,
    packageId: chosen.id,
    propertyId: property.id,
    audienceId: order.audienceId,
    agentUserId: extend ? user.id : null,
    displayName: property.title,
    subType: null,
    startDate: order.startDate,
    endDate: addDays(order.startDate, duration),
    duration,
    retailPrice: chosen.retailPrice,
    budget: Math.round(chosen.retailPrice * 0.55),
    agentName: agent.name || null,
    agentEmail: agent.email || null,
    agentPhone: agent.phone || null,
    agentImageId: extend ? order.mainImageId : null,
    postcode: extend ? agent.postcode.slice(0, 4) : (property.postcode ?? null),
    destinationUrl: agent.destinationUrl || property.url,
    videoUrl: order.videoUrl || null,
    propertyUrl: order.propertyUrl || null,
    headline: null,
    shortDescription: order.shortDesc,
    adTitle: null,
    adCopy: null,
    label: null,
    mainImageId: order.mainImageId,
    additionalRecipients: order.recipients.join(','),
    paymentOption: paymentOptionFor(office, 'property'),
    organicPost: office.organicCampaigns && body.organicPost === true,
    note: note || null,
    imageIds: [],
  };
}
