import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import PDFDocument from 'pdfkit';
import { budgetSpentPercent, ctrOf, totalsOf, type DailyRow, type ViewedCampaign } from '../store/campaign-report.ts';

/**
 * The campaign report as a PDF (GET campaigns/{id}/pdf-report and its public variant): A4
 * portrait, drawn with pdfkit (pure JavaScript, text kept as text, so it stays selectable and
 * searchable; decision 065). The client's logo and cover (embedded when they are JPEG or PNG, a
 * drawn panel with the client's name otherwise), the campaign's facts, every stat section with a
 * non-zero value, and the daily impressions and clicks drawn as vector lines.
 */

export type PdfReportInput = {
  campaign: ViewedCampaign;
  days: readonly DailyRow[];
  storageDir: string;
  /** The report date, YYYY-MM-DD. */
  today: string;
};

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** DD MMM YYYY (ordering spec section 9). */
export const reportDate = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date} ${monthNames[Number(month) - 1] ?? ''} ${year}`;
};
export const formatCount = (value: number): string => new Intl.NumberFormat('en-AU').format(value);

export const reportFileName = (campaign: Pick<ViewedCampaign, 'id' | 'displayName'>): string =>
  `Campaign Report ${campaign.id} - ${campaign.displayName.replace(/[^A-Za-z0-9 ,.-]/g, '').slice(0, 80)}.pdf`;

/** The stat sections of a report, each with its stats; sections whose values are all zero are left out. */
export function reportSections(days: readonly DailyRow[]): { title: string; stats: [string, string][] }[] {
  const t = totalsOf(days);
  const sections: { title: string; stats: [string, number, string?][] }[] = [
    { title: 'Awareness', stats: [['Impressions', t.impressions]] },
    {
      title: 'Interest and Engagement',
      stats: [
        ['Clicks', t.clicks],
        ['Click-through rate', ctrOf(t.impressions, t.clicks), `${ctrOf(t.impressions, t.clicks).toFixed(2)} %`],
        ['Social engagement', t.social_engagement],
      ],
    },
    {
      title: 'Interest Indicators',
      stats: [
        ['Statement of information views', t.soi_views],
        ['Image views', t.image_views],
        ['Video views', t.video_views],
        ['Floorplan views', t.floorplan_views],
        ['Live chat with a virtual property assistant', t.live_chats],
        ['Inspection / auction / location views', t.inspection_auction_location_views],
      ],
    },
    {
      title: 'Enquiry',
      stats: [
        ['Enquiry via social', t.enquiries_social],
        ['Enquiry via form', t.enquiries_form],
        ['Enquiry via phone', t.enquiries_phone],
        ['Enquiry via email', t.enquiries_email],
      ],
    },
  ];
  return sections
    .filter((section) => section.stats.some(([, value]) => value > 0))
    .map((section) => ({
      title: section.title,
      stats: section.stats
        .filter(([, value]) => value > 0)
        .map(([label, value, text]) => [label, text ?? formatCount(value)]),
    }));
}

/** A JPEG or PNG from the sandbox's storage, or undefined (SVG and anything else are not embedded). */
function imageBytes(storageDir: string, location: string | null): Buffer | undefined {
  if (!location || !/\.(jpe?g|png)$/i.test(location)) return undefined;
  const path = normalize(join(storageDir, location));
  if (!path.startsWith(normalize(storageDir))) return undefined;
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

const ink = '#1f2937';
const muted = '#6b7280';
const accent = '#1c7ed6';
const second = '#e8590c';

/** The report as a PDF document stream (pipe it; it ends itself). */
export function renderCampaignPdf({ campaign, days, storageDir, today }: PdfReportInput): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: 48,
    info: {
      Title: `Campaign Report - ${campaign.displayName}`,
      Author: campaign.client?.title ?? campaign.office.displayName,
    },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const clientName = campaign.client?.title ?? campaign.office.displayName;

  // Header: the client's logo (or its name in a panel) and the cover.
  const logo = imageBytes(storageDir, campaign.client?.logo ?? campaign.office.logo);
  if (logo) doc.image(logo, left, 40, { fit: [140, 40] });
  else {
    doc.roundedRect(left, 40, 140, 40, 6).fill(accent);
    doc
      .fillColor('#ffffff')
      .fontSize(13)
      .text(clientName, left + 10, 53, { width: 120, ellipsis: true });
  }
  doc
    .fillColor(muted)
    .fontSize(9)
    .text(`Report date ${reportDate(today)}`, left, 54, { width, align: 'right' });
  const cover = imageBytes(storageDir, campaign.client?.landingPageCover ?? null);
  if (cover) doc.image(cover, left, 96, { fit: [width, 110], align: 'center' });
  else {
    const gradient = doc.linearGradient(left, 96, left + width, 206);
    gradient.stop(0, accent).stop(1, '#0b7285');
    doc.rect(left, 96, width, 110).fill(gradient);
  }
  doc
    .fillColor('#ffffff')
    .fontSize(20)
    .text(campaign.displayName, left + 16, 120, { width: width - 32, height: 56, ellipsis: true });
  doc.fontSize(11).text('Campaign Report', left + 16, 180);

  // Facts.
  doc.y = 224;
  const facts: [string, string][] = [
    ['Campaign', campaign.displayName],
    ['Start date', reportDate(campaign.startDate)],
    ['End date', reportDate(campaign.endDate)],
    ['Duration', `${campaign.duration} days`],
    ['Package', campaign.packageTitle],
    [
      campaign.type === 'office' ? 'Office' : 'Agent',
      campaign.type === 'office' ? campaign.office.displayName : (campaign.agentName ?? ''),
    ],
  ];
  if (campaign.property) facts.push(['Property', campaign.property.address]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.fillColor(muted).fontSize(9).text(label, left, y, { width: 120 });
    doc
      .fillColor(ink)
      .fontSize(10)
      .text(value, left + 124, y, { width: width - 124 });
    doc.moveDown(0.35);
  }

  // Stat sections (zero sections and zero stats left out).
  doc.moveDown(0.8);
  for (const section of reportSections(days)) {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.fillColor(accent).fontSize(13).text(section.title, left);
    doc.moveDown(0.2);
    for (const [label, value] of section.stats) {
      const y = doc.y;
      doc
        .fillColor(ink)
        .fontSize(10)
        .text(label, left + 8, y, { width: width - 140 });
      doc.text(value, left + width - 128, y, { width: 128, align: 'right' });
      doc.moveDown(0.25);
    }
    doc.moveDown(0.6);
  }
  const spent = totalsOf(days).budget_spent;
  doc
    .fillColor(muted)
    .fontSize(9)
    .text(`Budget spent: ${budgetSpentPercent(spent, campaign.budget).toFixed(1)} %`, left);

  // The daily chart: impressions and clicks as vector lines, each on its own scale.
  if (days.length > 0) {
    const chartHeight = 150;
    if (doc.y + chartHeight + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.moveDown(1);
    doc.fillColor(accent).fontSize(13).text('Daily impressions and clicks', left);
    const top = doc.y + 8;
    const bottom = top + chartHeight;
    doc.lineWidth(0.5).strokeColor('#d1d5db');
    for (let step = 0; step <= 4; step += 1) {
      const y = bottom - (chartHeight * step) / 4;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .stroke();
    }
    const line = (values: number[], color: string) => {
      const max = Math.max(1, ...values);
      const x = (index: number) => left + (values.length === 1 ? width / 2 : (width * index) / (values.length - 1));
      doc.lineWidth(1.5).strokeColor(color);
      values.forEach((value, index) => {
        const y = bottom - (chartHeight * value) / max;
        if (index === 0) doc.moveTo(x(index), y);
        else doc.lineTo(x(index), y);
      });
      doc.stroke();
    };
    line(
      days.map((day) => day.impressions),
      accent,
    );
    line(
      days.map((day) => day.clicks),
      second,
    );
    doc.fontSize(8).fillColor(muted);
    doc.text(reportDate(days[0]?.day ?? today), left, bottom + 4);
    doc.text(reportDate(days.at(-1)?.day ?? today), left, bottom + 4, { width, align: 'right' });
    doc.rect(left, bottom + 20, 8, 8).fill(accent);
    doc.fillColor(ink).text('Impressions', left + 12, bottom + 20);
    doc.rect(left + 90, bottom + 20, 8, 8).fill(second);
    doc.fillColor(ink).text('Clicks', left + 102, bottom + 20);
  }
  doc.end();
  return doc;
}
