/**
 * Campaign dashboards and the public campaign report (ordering spec sections 2.8, 2.9, 3, 4, 8, 9):
 * the texts both sides show, the public report's expiry and how its conversion keys combine.
 */

export const dashboardMessages = {
  cancelled: 'Campaign cancelled.',
  cancelFailed: 'Failed to cancel campaign.',
  cancelNoteRequired: 'A note is required to cancel a campaign.',
  pdfGenerated: 'Campaign PDF generated!',
  pdfFailed: 'An error occured while generating the PDF.',
  previewError: 'There was an error fetching the Facebook preview. Please try again later.',
  previewUnavailable: 'Facebook preview is currently unavailable.',
  reportDownloadFailed: 'Report could not be downloaded',
  reportPdfFailed: 'An error occured while generating the PDF report.',
} as const;

/** The public report is valid for 90 days after the campaign's end date (spec sections 4 and 9). */
export const REPORT_VALID_DAYS = 90;

/** Whether a report of a campaign ending `endDate` has expired on `today` (both YYYY-MM-DD). */
export const reportExpired = (endDate: string, today: string): boolean =>
  Date.parse(`${today}T00:00:00Z`) - Date.parse(`${endDate}T00:00:00Z`) > REPORT_VALID_DAYS * 86_400_000;

/**
 * The public report's stats out of the partner's conversion keys (spec section 3). Inspection /
 * auction / location views combine exactly AddToCalendar, AddToCalender, ListingOpentimes,
 * ListingMap and GetDirectionClick, as the spec says; the other groups gather the keys naming the
 * same interaction (decision 066).
 */
export const conversionGroups = {
  soiViews: ['PropertyReport', 'ListingSoi', 'SOI', 'SOI-Download'],
  floorplanViews: ['FloorplanbtnClick', 'ListingFloorplan', 'ViewFloorplan'],
  imageViews: ['ImageCarouselClick', 'ViewGallery'],
  videoViews: ['ListingVideo', 'videoViews', 'ViewVideo', 'VideoView'],
  socialEngagement: ['socialEngagement'],
  liveChats: ['InitChat'],
  inspectionAuctionLocationViews: [
    'AddToCalendar',
    'AddToCalender',
    'ListingOpentimes',
    'ListingMap',
    'GetDirectionClick',
  ],
  enquiriesSocial: ['SocialFormLeads'],
  enquiriesForm: ['enquireForm', 'agentPageEnquiry'],
  enquiriesPhone: ['ClickToCall', 'Click-To-Call', 'PhoneNumberClick', 'agentPageMobile', 'AgentCall'],
  enquiriesEmail: ['EmailClick', 'AgentEmail'],
} as const;

export type ConversionTotals = { [K in keyof typeof conversionGroups]: number };

export function combineConversions(conversions: Readonly<Record<string, number>>): ConversionTotals {
  const sum = (keys: readonly string[]) =>
    keys.reduce((total, key) => {
      const value = conversions[key];
      return total + (typeof value === 'number' && Number.isFinite(value) ? value : 0);
    }, 0);
  return Object.fromEntries(
    Object.entries(conversionGroups).map(([name, keys]) => [name, sum(keys)]),
  ) as ConversionTotals;
}
