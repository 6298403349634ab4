import {
  dashboardMessages,
  messages,
  PUBLIC_REPORT_SECTIONS,
  publicReportStatLabel,
  type PublicReportStatKey,
} from '@portal/schema';

const cardTitle = (key: string): string => PUBLIC_REPORT_SECTIONS.find((card) => card.key === key)?.title ?? key;

/**
 * The public campaign report's texts (ordering spec sections 2.9 and 8, verbatim where the spec
 * gives them); headlines, labels and accessible names are the product's own.
 */
export const texts = {
  title: 'Campaign Report',
  headline: {
    property: 'Your property campaign results',
    'property-extend': 'Your agent extend campaign results',
    agent: 'Your agent campaign results',
    office: 'Your office campaign results',
  } as Record<string, string>,
  defaultHeadline: 'Your campaign results',
  landing: 'Campaign summary',
  startDate: 'Start date',
  duration: 'Duration',
  durationDays: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  package: 'Package',
  agent: messages.agentLabel,
  office: messages.officeLabel,
  reportDate: 'Report date',
  exportPdf: 'Export PDF',
  exportTitle: 'Campaign Report PDF',
  pdfGenerated: dashboardMessages.pdfGenerated,
  pdfFailed: dashboardMessages.reportPdfFailed,
  downloadTitle: 'Downloading the campaign report',
  downloadFailed: dashboardMessages.reportDownloadFailed,
  logoOf: (client: string) => `${client} logo`,
  imageOf: (name: string) => `Image of ${name}`,
  agentCard: 'Your agent',
  /** The cards' titles and the stat labels: the stats vocabulary's, as the report words them. */
  overview: cardTitle('overview'),
  awareness: cardTitle('awareness'),
  interest: cardTitle('interest'),
  indicators: cardTitle('indicators'),
  enquiry: cardTitle('enquiry'),
  stats: Object.fromEntries(
    PUBLIC_REPORT_SECTIONS.flatMap((section) => section.stats).map((key) => [key, publicReportStatLabel(key)]),
  ) as Partial<Record<PublicReportStatKey, string>>,
  loadFailed: 'The report could not be loaded. Please try again later.',
  retry: messages.retry,
};
