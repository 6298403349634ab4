import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { accessDenied, notFound } from '../http/errors.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { isEmail, isRecord, toId, validationFailed, type FieldIssue, type FormShape } from '../http/validation.ts';
import { inReach } from '../store/audiences.ts';
import { many, transaction } from '../store/database.ts';
import {
  clientAdmins,
  fileByLocation,
  findCampaign,
  findOrderingOffice,
  findOrderingPackage,
  findOrderingUser,
  insertCampaign,
  linkedPackages,
  orderingAccess,
  paymentOptionFor,
  type CampaignRow,
  type OrderingOffice,
  type OrderingPackage,
  type OrderingUser,
} from '../store/ordering.ts';

/**
 * The agent and office order forms' calls (ordering spec sections 3, 4 and 5): `POST campaigns` with
 * `type: agent | office` (the property flow's types are answered by routes/ordering.ts), and
 * `GET agencies/{id}/agents`, the agents an agent campaign may be for.
 */

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const httpsPattern = /^https:\/\/[^\s/$.?#][^\s]*$/i;
const imageLimit = 1_024_000;
const heroTypes = new Set(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);

const agentLabels = ['Sold', 'For lease', 'Leased', 'For Sale', 'Just Listed', 'Auction', 'Coming Soon', 'Just Sold'];
const ctaLabels = ['Get in touch', 'Find out more', 'Request an appraisal', 'Contact us', 'Learn more'];
const subTypes = ['OfficeBranding', 'OfficeRecruitment', 'PropertyManagement'];

const shape = {
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

const userView = (user: OrderingUser) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobile: user.mobile,
  postcode: user.postcode,
  destinationUrl: user.destinationUrl,
  role: user.role,
  imageOriginal: user.imageOriginal && { id: user.imageOriginal.id, location: user.imageOriginal.location },
});

type StoredImage = { id: number; location: string; mimeType: string; size: number };

export function orderingFormRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  const bearer = requireBearer(ctx);

  const imageOf = (id: number): StoredImage | undefined =>
    many<StoredImage>(store, 'SELECT id, location, mime_type AS mimeType, size FROM files WHERE id = ?', id)[0];

  /**
   * The agents an agent campaign may be for: the office's permitted users plus its client's admins,
   * sorted by name ignoring case. An agent (ROLE_AGENT_USER) is offered only themself.
   */
  router.get('/agencies/:id/agents', bearer, (req, res) => {
    const user = currentUser(res);
    const id = toId(req.params.id);
    const office = id === undefined ? undefined : findOrderingOffice(store, id);
    if (id === undefined || !office) throw notFound();
    const access = orderingAccess(store, user, id);
    if (!access) throw accessDenied();
    if (!access.canViewMediaOrders) throw accessDenied();
    let agents: OrderingUser[];
    if (user.role === 'ROLE_AGENT_USER') agents = [findOrderingUser(store, user.id) as OrderingUser];
    else {
      const permitted = many<{ id: number }>(
        store,
        `SELECT p.user_id AS id FROM office_permissions p JOIN users u ON u.id = p.user_id
         WHERE p.office_id = ? AND u.enabled = 1 AND u.archived_at IS NULL`,
        id,
      ).flatMap((row) => findOrderingUser(store, row.id) ?? []);
      const admins = office.client ? clientAdmins(store, office.client.id) : [];
      const seen = new Set<number>();
      agents = [...permitted, ...admins].filter((agent) => !seen.has(agent.id) && (seen.add(agent.id), true));
    }
    const nameOf = (agent: OrderingUser) => `${agent.firstName} ${agent.lastName}`.trim().toLowerCase();
    agents.sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.id - b.id);
    res.json({ data: agents.map(userView) });
  });

  router.post('/campaigns', bearer, (req, res, next) => {
    const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
    const type = textOf(body.type);
    if (type !== 'agent' && type !== 'office') {
      next();
      return;
    }
    const user = currentUser(res);
    const issues: FieldIssue[] = [];
    const add = (field: string, message: string) => issues.push({ path: [field], message });

    const officeId = toId(body.agency);
    if (officeId === undefined)
      throw validationFailed(shape, [{ path: ['agency'], message: 'This value should not be blank.' }]);
    if (!findOrderingOffice(store, officeId)) throw notFound();
    const access = orderingAccess(store, user, officeId);
    if (!access?.canViewMediaOrders) throw accessDenied();
    // Agents never order office campaigns (spec 2.2).
    if (type === 'office' && user.role === 'ROLE_AGENT_USER') throw accessDenied();
    const office = findOrderingOffice(store, officeId) as OrderingOffice;
    const client = office.client;

    let chosen: OrderingPackage | undefined;
    const packageId = toId(body.package);
    if (body.package === undefined || body.package === null || body.package === '')
      add('package', 'Campaign Package is required');
    else {
      chosen = packageId === undefined ? undefined : findOrderingPackage(store, packageId);
      const linked =
        chosen !== undefined &&
        [
          ...linkedPackages(store, { kind: 'office', id: office.id }),
          ...(client ? linkedPackages(store, { kind: 'client', id: client.id }) : []),
        ].some((candidate) => candidate.id === chosen?.id);
      if (!chosen || !linked || chosen.status !== 'published' || chosen.type !== type) {
        add('package', 'This value is not valid.');
        chosen = undefined;
      }
    }

    let audienceId: number | null = null;
    if (body.audience !== undefined && body.audience !== null && body.audience !== '') {
      const id = toId(isRecord(body.audience) ? body.audience.id : body.audience);
      if (id === undefined || !inReach(store, user, id)) add('audience', 'This value is not valid.');
      else audienceId = id;
    }

    const startDate = textOf(body.startDate);
    const tomorrow = addDays(isoDay(now()), 1);
    if (startDate === '') add('startDate', 'Start date is required');
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || Number.isNaN(Date.parse(`${startDate}T00:00:00Z`)))
      add('startDate', 'This value is not valid.');
    else if (startDate < tomorrow) add('startDate', 'Start date must be tomorrow or later');

    const postcodes = textOf(body.postcode)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (postcodes.length === 0) add('postcode', 'Postcodes is required');
    else if (postcodes.length > 4) add('postcode', 'Maximum 4 Postcodes');
    else if (postcodes.some((code) => !/^\d{4}$/.test(code))) add('postcode', 'This value is not valid.');

    const destinationUrl = textOf(body.destinationUrl);
    if (destinationUrl === '' && type === 'office') add('destinationUrl', 'Destination URL is required');
    else if (destinationUrl !== '' && !httpsPattern.test(destinationUrl))
      add('destinationUrl', 'Destination URL must be a valid https url');

    const videoUrl = textOf(body.videoUrl);
    if (videoUrl !== '' && !/^https:\/\//i.test(videoUrl)) add('videoUrl', 'Please enter a valid video URL');
    else if (videoUrl === '' && chosen?.videoRequired) add('videoUrl', 'Video URL is required');

    const recipients =
      typeof body.additionalRecipients === 'string' && body.additionalRecipients.trim() !== ''
        ? body.additionalRecipients.split(',').map((part) => part.trim())
        : [];
    if (recipients.some((recipient) => recipient === ''))
      add('additionalRecipients', 'Email is required otherwise remove this field');
    else if (recipients.some((recipient) => !isEmail(recipient))) add('additionalRecipients', 'Email is not valid');

    const name = textOf(body.name);
    const email = textOf(body.email);
    const phone = textOf(body.phone);
    if (email !== '' && !isEmail(email)) add('email', 'Email is not valid');

    // The main image: an uploaded file's id, or a temporary upload's location.
    let mainImage: StoredImage | undefined;
    const mainImageId = toId(isRecord(body.mainImage) ? body.mainImage.id : body.mainImage);
    if (body.mainImage !== undefined && body.mainImage !== null && body.mainImage !== '') {
      mainImage = mainImageId === undefined ? undefined : imageOf(mainImageId);
      if (!mainImage) add('mainImage', 'This value is not valid.');
    }
    const tempLocation = textOf(body.mainImageTempLocation);
    if (tempLocation !== '' && !mainImage) {
      const file = fileByLocation(store, tempLocation);
      mainImage = file && imageOf(file.id);
      if (!mainImage) add('mainImageTempLocation', 'This value is not valid.');
    }
    if (mainImage && (!heroTypes.has(mainImage.mimeType) || mainImage.size > imageLimit))
      add('mainImage', type === 'office' ? 'Key Image must be 1MB Max Size' : 'Agent Image must be 1MB Max Size');

    const headline = textOf(body.headline);
    const shortDescription = textOf(body.shortDescription);
    const label = textOf(body.label);
    const subType = textOf(body.subType);
    const adTitle = textOf(body.adTitle);
    const adCopy = textOf(body.adCopy);
    const imageIds: number[] = [];
    let agentUserId: number | null = null;

    if (type === 'agent') {
      if (name === '') add('name', 'Agent name is required');
      if (email === '') add('email', 'Agent Email Address is required');
      if (phone === '') add('phone', 'Agent phone is required');
      const agentId = toId(body.agent);
      if (body.agent !== undefined && body.agent !== null && body.agent !== '') {
        const agent = agentId === undefined ? undefined : findOrderingUser(store, agentId);
        // One of the agents GET agencies/{id}/agents offers the caller.
        const mayChoose =
          agent !== undefined &&
          (user.role === 'ROLE_AGENT_USER'
            ? agent.id === user.id
            : many(store, 'SELECT 1 FROM office_permissions WHERE office_id = ? AND user_id = ?', office.id, agent.id)
                .length > 0 ||
              (agent.role === 'ROLE_CLIENT_ADMIN' &&
                many(store, 'SELECT 1 FROM users WHERE id = ? AND client_id = ?', agent.id, client?.id ?? -1).length >
                  0));
        if (!mayChoose) add('agent', 'This value is not valid.');
        else agentUserId = agent.id;
      }
      // The agent's image: uploaded, or the chosen agent's current one.
      if (!mainImage && agentUserId !== null) {
        const current = findOrderingUser(store, agentUserId)?.imageOriginal;
        mainImage = current ? imageOf(current.id) : undefined;
      }
      if (!mainImage) add('mainImage', 'Agent Image is required');
      const locations = Array.isArray(body.propertyImageTempLocations)
        ? body.propertyImageTempLocations
        : typeof body.propertyImageTempLocations === 'string' && body.propertyImageTempLocations.trim() !== ''
          ? body.propertyImageTempLocations.split(',')
          : [];
      const ids = Array.isArray(body.images) ? body.images : [];
      const heroes: (StoredImage | undefined)[] = [
        ...ids.map((value) => {
          const fileId = toId(value);
          return fileId === undefined ? undefined : imageOf(fileId);
        }),
        ...locations.map((value) => {
          const file = typeof value === 'string' ? fileByLocation(store, value.trim()) : undefined;
          return file && imageOf(file.id);
        }),
      ];
      if (heroes.length === 0) add('images', 'Hero Image is required');
      else if (heroes.length > 4) add('images', 'Maximum 4 property images');
      else if (heroes.some((image) => !image)) add('images', 'This value is not valid.');
      else if (heroes.some((image) => image && !heroTypes.has(image.mimeType)))
        add('images', 'Property images must be gif, jpg, jpeg, png or webp');
      else if (heroes.some((image) => image && image.size > imageLimit))
        add('images', 'Property images must be 1MB Max Size');
      else imageIds.push(...heroes.map((image) => (image as StoredImage).id));
      if (client?.displayConfig.showAgentCampaignAdTitle) {
        if (adTitle === '') add('adTitle', 'Ad title is required');
      }
      if (adTitle.length > 35) add('adTitle', 'Ad title must be at most 35 characters');
      if (adCopy.length > 120) add('adCopy', 'Ad copy must be at most 120 characters');
      if (label !== '' && !agentLabels.includes(label)) add('label', 'This value is not valid.');
    } else {
      if (!subTypes.includes(subType)) add('subType', 'Campaign Type is required');
      if (!chosen?.videoRequired) {
        if (!ctaLabels.includes(label)) add('label', 'CTA label is required');
        if (headline === '') add('headline', 'Headline is required');
        else if (headline.length > 50) add('headline', 'Headline must be at most 50 characters');
        if (shortDescription === '') add('shortDescription', 'Ad copy is required');
        else if (shortDescription.length > 150) add('shortDescription', 'Ad copy must be at most 150 characters');
        if (!mainImage) add('mainImage', 'Key Image is required');
      }
    }

    if (issues.length > 0 || !chosen) throw validationFailed(shape, issues);

    const duration = (type === 'agent' ? chosen.agentDuration : chosen.officeDuration) ?? 28;
    const video = chosen.videoRequired;
    const displayName = type === 'agent' ? name : name || office.displayName;
    const id = transaction(store, () =>
      insertCampaign(
        store,
        {
          type,
          officeId: office.id,
          packageId: chosen.id,
          propertyId: null,
          audienceId,
          agentUserId,
          displayName,
          subType: type === 'office' ? subType : null,
          startDate,
          endDate: addDays(startDate, duration),
          duration,
          retailPrice: chosen.retailPrice,
          budget: Math.round(chosen.retailPrice * 0.55),
          agentName: name || null,
          agentEmail: email || null,
          agentPhone: phone || null,
          agentImageId: type === 'agent' ? (mainImage?.id ?? null) : null,
          postcode: postcodes.join(','),
          destinationUrl: destinationUrl || null,
          videoUrl: videoUrl || null,
          propertyUrl: null,
          // A video office campaign's headline is the office's name (spec 2.7).
          headline: type === 'office' ? (video ? office.displayName : headline) : null,
          shortDescription: type === 'office' && !video ? shortDescription : null,
          adTitle: type === 'agent' ? adTitle || null : null,
          adCopy: type === 'agent' ? adCopy || null : null,
          label: type === 'office' && video ? null : label || null,
          mainImageId: type === 'office' && video ? null : (mainImage?.id ?? null),
          additionalRecipients: recipients.join(','),
          paymentOption: paymentOptionFor(office, type),
          organicPost: false,
          note: null,
          imageIds,
        },
        user.id,
        now(),
      ),
    );
    const created = findCampaign(store, id) as CampaignRow;
    res.status(201).json({ data: { id: created.id, type: created.type, mainImage: created.mainImage } });
  });

  return router;
}
