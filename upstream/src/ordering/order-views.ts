import type { CampaignRow } from '../store/ordering-campaigns.ts';
import type { OrderingPackage, OrderingUser, PropertyRow } from '../store/ordering.ts';
import { isoWithOffset } from '../views/user-views.ts';
import { dollars } from './order-rules.ts';

/** Ordering's answers: users, packages, properties, campaigns and orders as the order forms and lists read them. */

export const imageView = (image: { id: number; location: string } | null) =>
  image && { id: image.id, location: image.location };

export const userView = (user: OrderingUser) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobile: user.mobile,
  postcode: user.postcode,
  destinationUrl: user.destinationUrl,
  role: user.role,
  imageOriginal: imageView(user.imageOriginal),
});

export const packageView = (record: OrderingPackage) => ({
  id: record.id,
  title: record.title,
  type: record.type,
  description: record.description,
  status: record.status,
  sortOrder: record.sortOrder,
  packagePrice: dollars(record.packagePrice),
  retailPrice: dollars(record.retailPrice),
  videoRequired: record.videoRequired,
  propertyDuration: record.propertyDuration,
  agentDuration: record.agentDuration,
  officeDuration: record.officeDuration,
});

export const propertyView = (row: PropertyRow, include: ReadonlySet<string>, staff: boolean) => ({
  id: row.id,
  title: row.title,
  heading: row.title,
  displayPrice: row.displayPrice,
  beds: row.beds,
  baths: row.baths,
  carbays: row.carbays,
  saleStatus: row.saleStatus,
  suburb: row.suburb,
  postcode: row.postcode,
  isOrderable: row.isOrderable,
  listedAt: isoWithOffset(row.listedAt),
  ...(include.has('slug') ? { slug: { name: row.slug } } : {}),
  ...(include.has('mainImage') ? { mainImage: imageView(row.mainImage) } : {}),
  hasThirdPartyData: row.thirdPartyData !== null,
  ...(staff
    ? { thirdPartyData: row.thirdPartyData === null ? null : (JSON.parse(row.thirdPartyData) as unknown) }
    : {}),
});

const statusLabels: Record<string, string> = {
  booked: 'Booked',
  upcoming: 'Upcoming',
  'in-progress': 'In Progress',
  finished: 'Finished',
  cancelled: 'Cancelled',
  stopped: 'Stopped',
};

export const orderStatusOf = (row: CampaignRow) =>
  row.status ? statusLabels[row.status] : row.order?.paymentStatus === 'declined' ? 'Declined' : 'Pending';

export const campaignView = (row: CampaignRow) => ({
  id: row.id,
  type: row.type,
  publishStatus: row.publishStatus,
  status: row.status,
  statusLabel: orderStatusOf(row),
  displayName: row.displayName,
  startDate: row.startDate,
  endDate: row.endDate,
  duration: row.duration,
  retailPrice: dollars(row.retailPrice),
  videoUrl: row.videoUrl,
  paymentOption: row.paymentOption,
  mainImage: row.mainImage,
  package: { id: row.packageId, title: row.packageTitle, type: row.packageType },
  property: row.propertyId === null ? null : { id: row.propertyId, title: row.propertyTitle, suburb: row.suburb },
  agency: {
    id: row.officeId,
    displayName: row.officeName,
    slug: { name: row.officeSlug },
    imageLogo: row.officeLogo === null ? null : { location: row.officeLogo },
    includeGst: row.includeGst,
  },
  bookedAt: row.bookedAt === null ? null : isoWithOffset(row.bookedAt),
  createdAt: isoWithOffset(row.createdAt),
  paid: row.order !== null && row.order.paymentStatus !== 'declined',
});

export const orderView = (row: CampaignRow) => ({
  id: row.order?.id ?? null,
  agency: { id: row.officeId, displayName: row.officeName, includeGst: row.includeGst },
  campaign: {
    id: row.id,
    displayName: row.displayName,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: isoWithOffset(row.createdAt),
    property: row.propertyId === null ? null : { suburb: row.suburb, title: row.propertyTitle },
  },
  campaignType: row.type,
  package: { id: row.packageId, title: row.packageTitle },
  packagePrice: row.order ? dollars(row.order.packagePrice) : null,
  gst: row.order ? dollars(row.order.gst) : null,
  total: row.order ? dollars(row.order.total) : null,
  paymentOption: row.paymentOption,
  paymentStatus: row.order?.paymentStatus ?? null,
  status: orderStatusOf(row),
  invoiced: row.order?.invoiced ?? false,
  invoicedDate: row.order?.invoicedAt ? isoWithOffset(row.order.invoicedAt) : null,
  createdAt: isoWithOffset(row.order?.createdAt ?? row.createdAt),
});
