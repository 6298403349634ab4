import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import PDFDocument from 'pdfkit';
import { sectionTitle, STAT_SECTIONS, STATS, statLabel } from '@portal/schema';
import { CAMPAIGN_STATUSES } from '../store/orders.ts';
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
  const ctr = ctrOf(t.impressions, t.clicks);
  const sections = STAT_SECTIONS.map((section) => ({
    title: sectionTitle(section, 'campaignPdf'),
    stats: section.stats.map((key): [string, number, string?] =>
      key === 'ctr'
        ? [statLabel(key, 'campaignPdf'), ctr, `${ctr.toFixed(2)} %`]
        : [statLabel(key, 'campaignPdf'), t[STATS[key].column]],
    ),
  }));
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
const rule = '#d1d5db';
const card = '#f1f3f5';

/** A round upper bound for a chart's axis (1, 2, 2.5 or 5 times a power of ten) and its four steps. */
export function axisOf(max: number): { top: number; ticks: number[] } {
  const raw = Math.max(4, max);
  const power = 10 ** Math.floor(Math.log10(raw / 4));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s * 4 >= raw) ?? 10 * power;
  return { top: step * 4, ticks: [0, 1, 2, 3, 4].map((i) => i * step) };
}

/** `text` cut to fit `width` at the document's current font and size, with an ellipsis when cut. */
function oneLine(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end).trimEnd()}…`) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** The facts of the report, in reading order: what the dashboard shows a vendor, without the price. */
export function reportFacts(campaign: ViewedCampaign, days: readonly DailyRow[]): [string, string][] {
  const facts: [string, string][] = [
    [
      'Dates',
      `${reportDate(campaign.startDate)} – ${reportDate(campaign.endDate)} (${campaign.duration} ${campaign.duration === 1 ? 'day' : 'days'})`,
    ],
    ['Package', campaign.packageTitle],
  ];
  const status = CAMPAIGN_STATUSES.find(([value]) => value === campaign.status)?.[1];
  if (status) facts.push(['Status', status]);
  if (campaign.type !== 'office' && campaign.agentName) {
    const contact = [campaign.agentPhone, campaign.agentEmail].filter(Boolean).join(' · ');
    facts.push([
      campaign.property ? 'Listing agent' : 'Agent',
      contact ? `${campaign.agentName}, ${contact}` : campaign.agentName,
    ]);
  }
  facts.push(['Office', campaign.office.displayName]);
  if (campaign.property) {
    const p = campaign.property;
    facts.push(['Property', p.address]);
    const count = (n: number | null, one: string, many: string) => `${n ?? 0} ${n === 1 ? one : many}`;
    facts.push([
      'Beds / baths / car bays',
      `${count(p.beds, 'bed', 'beds')} · ${count(p.baths, 'bath', 'baths')} · ${count(p.carbays, 'car bay', 'car bays')}`,
    ]);
    facts.push(['Sale status', p.saleStatus]);
  }
  facts.push(['Budget spent', `${budgetSpentPercent(totalsOf(days).budget_spent, campaign.budget).toFixed(1)} %`]);
  return facts;
}

/** The page's frame: the document, its left edge, its text width and the lowest y content may reach. */
type Frame = { doc: PDFKit.PDFDocument; left: number; width: number; bottomLimit: number };

/** The header: the client's logo (or its name in a panel, on one line, made smaller to fit) and the report date. */
function drawHeader({ doc, left, width }: Frame, { campaign, storageDir, today }: PdfReportInput, clientName: string) {
  const logo = imageBytes(storageDir, campaign.client?.logo ?? campaign.office.logo);
  if (logo) doc.image(logo, left, 36, { fit: [160, 40] });
  else {
    doc.roundedRect(left, 36, 180, 40, 6).fill(accent);
    let size = 13;
    doc.font('Helvetica-Bold');
    while (size > 7 && doc.fontSize(size).widthOfString(clientName) > 164) size -= 0.5;
    doc
      .fillColor('#ffffff')
      .fontSize(size)
      .text(clientName, left + 8, 56 - size / 2, { width: 164, height: size * 1.3, ellipsis: true, lineBreak: false });
    doc.font('Helvetica');
  }
  doc
    .fillColor(muted)
    .fontSize(9)
    .text(`Report date ${reportDate(today)}`, left, 52, { width, align: 'right' });
}

/** The cover band: the client's cover image, else the brand's gradient, with the campaign's name; answers its bottom. */
function drawCover({ doc, left, width }: Frame, { campaign, storageDir }: PdfReportInput): number {
  const coverTop = 88;
  const coverHeight = 76;
  const cover = imageBytes(storageDir, campaign.client?.landingPageCover ?? null);
  if (cover) {
    doc.save();
    doc.rect(left, coverTop, width, coverHeight).clip();
    doc.image(cover, left, coverTop, { cover: [width, coverHeight], align: 'center', valign: 'center' });
    doc.rect(left, coverTop, width, coverHeight).fillOpacity(0.45).fill('#000000');
    doc.restore();
  } else {
    const gradient = doc.linearGradient(left, coverTop, left + width, coverTop + coverHeight);
    gradient.stop(0, accent).stop(1, '#0b7285');
    doc.rect(left, coverTop, width, coverHeight).fill(gradient);
  }
  doc.font('Helvetica-Bold').fillColor('#ffffff').fillOpacity(1);
  let titleSize = 18;
  while (titleSize > 11 && doc.fontSize(titleSize).heightOfString(campaign.displayName, { width: width - 32 }) > 44)
    titleSize -= 1;
  doc.fontSize(titleSize).text(campaign.displayName, left + 16, coverTop + 10, {
    width: width - 32,
    height: 46,
    ellipsis: true,
  });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Campaign Report', left + 16, coverTop + coverHeight - 20, { width: width - 32, lineBreak: false });

  return coverTop + coverHeight;
}

/** The facts, three to a row: a small label over its value (at most two lines); answers the y below them. */
function drawFacts({ doc, left, width }: Frame, { campaign, days }: PdfReportInput, top: number): number {
  const gap = 12;
  const factWidth = (width - 2 * gap) / 3;
  let y = top + 14;
  const facts = reportFacts(campaign, days);
  for (let i = 0; i < facts.length; i += 3) {
    const row = facts.slice(i, i + 3);
    doc.fontSize(9.5);
    const lines = Math.max(...row.map(([, value]) => (doc.heightOfString(value, { width: factWidth }) > 14 ? 2 : 1)));
    row.forEach(([label, value], column) => {
      const x = left + column * (factWidth + gap);
      doc.fillColor(muted).fontSize(7.5).text(label, x, y, { width: factWidth, lineBreak: false });
      doc
        .fillColor(ink)
        .fontSize(9.5)
        .text(value, x, y + 10, { width: factWidth, height: 24, ellipsis: true });
    });
    y += 10 + lines * 12 + 10;
  }

  return y;
}

/**
 * The stat sections as cards, four to a row; a section that fits the rest of a row shares it, a
 * longer one goes on over the next row. Zero sections and zero stats are left out. Answers the y below.
 */
function drawStatCards({ doc, left, width, bottomLimit }: Frame, days: readonly DailyRow[], from: number): number {
  let y = from;
  const columns = 4;
  const cardGap = 8;
  const cardWidth = (width - (columns - 1) * cardGap) / columns;
  const cardHeight = 50;
  type Card = { title: string | null; label: string; value: string };
  const rows: Card[][] = [];
  for (const section of reportSections(days)) {
    const last = rows.at(-1);
    if (!last || last.length + section.stats.length > columns) rows.push([]);
    section.stats.forEach(([label, value], index) => {
      if (rows.at(-1)!.length === columns) rows.push([]);
      rows.at(-1)!.push({ title: index === 0 ? section.title : null, label, value });
    });
  }
  y += 4;
  for (const row of rows) {
    const headed = row.some((c) => c.title !== null);
    const height = (headed ? 16 : 0) + cardHeight + 8;
    if (y + height > bottomLimit) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    row.forEach((c, index) => {
      const x = left + index * (cardWidth + cardGap);
      if (c.title)
        doc
          .fillColor(accent)
          .fontSize(11)
          .text(c.title, x, y, { width: width - (x - left), lineBreak: false });
      const top = y + (headed ? 16 : 0);
      doc.roundedRect(x, top, cardWidth, cardHeight, 4).fill(card);
      doc
        .font('Helvetica-Bold')
        .fillColor(ink)
        .fontSize(15)
        .text(c.value, x + 8, top + 8, { width: cardWidth - 16, lineBreak: false });
      doc
        .font('Helvetica')
        .fillColor(muted)
        .fontSize(7.5)
        .text(c.label, x + 8, top + 27, { width: cardWidth - 16, height: 20, ellipsis: true });
    });
    y += height;
  }

  return y;
}

/**
 * The daily chart: impressions (left scale) and clicks (right scale) as vector lines, with their
 * scales, the first, middle and last day, and a legend. On the next page when it does not fit.
 */
function drawDailyChart({ doc, left, width, bottomLimit }: Frame, days: readonly DailyRow[], from: number): void {
  let y = from;
  const chartHeight = 130;
  const needed = 22 + chartHeight + 34;
  if (y + 10 + needed > bottomLimit) {
    doc.addPage();
    y = doc.page.margins.top;
  } else y += 10;
  doc.fillColor(accent).fontSize(11).text('Daily impressions and clicks', left, y, { lineBreak: false });
  const axisWidth = 40;
  const plotLeft = left + axisWidth;
  const plotWidth = width - 2 * axisWidth;
  const top = y + 22;
  const bottom = top + chartHeight;
  const impressions = axisOf(Math.max(...days.map((day) => day.impressions)));
  const clicks = axisOf(Math.max(...days.map((day) => day.clicks)));
  doc.lineWidth(0.5).strokeColor(rule);
  doc.fontSize(7);
  impressions.ticks.forEach((tick, step) => {
    const lineY = bottom - (chartHeight * step) / 4;
    doc
      .moveTo(plotLeft, lineY)
      .lineTo(plotLeft + plotWidth, lineY)
      .stroke();
    doc
      .fillColor(accent)
      .text(formatCount(tick), left, lineY - 3.5, { width: axisWidth - 6, align: 'right', lineBreak: false });
    doc.fillColor(second).text(formatCount(clicks.ticks[step] ?? 0), plotLeft + plotWidth + 6, lineY - 3.5, {
      width: axisWidth - 6,
      lineBreak: false,
    });
  });
  const x = (index: number) => plotLeft + (days.length === 1 ? plotWidth / 2 : (plotWidth * index) / (days.length - 1));
  const line = (values: number[], top: number, color: string) => {
    doc.lineWidth(1.5).strokeColor(color);
    values.forEach((value, index) => {
      const pointY = bottom - (chartHeight * value) / top;
      if (index === 0) doc.moveTo(x(index), pointY);
      else doc.lineTo(x(index), pointY);
    });
    if (values.length === 1) doc.circle(x(0), bottom - (chartHeight * values[0]!) / top, 2).fill(color);
    else doc.stroke();
  };
  line(
    days.map((day) => day.impressions),
    impressions.top,
    accent,
  );
  line(
    days.map((day) => day.clicks),
    clicks.top,
    second,
  );
  doc.fontSize(7).fillColor(muted);
  const labelled = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])];
  for (const index of labelled) {
    const label = reportDate(days[index]!.day);
    const labelWidth = doc.widthOfString(label);
    const at = Math.min(Math.max(x(index) - labelWidth / 2, plotLeft), plotLeft + plotWidth - labelWidth);
    doc.text(label, at, bottom + 5, { lineBreak: false });
  }
  const legendY = bottom + 20;
  doc.rect(plotLeft, legendY, 8, 8).fill(accent);
  doc
    .fillColor(ink)
    .fontSize(8)
    .text('Impressions (left scale)', plotLeft + 12, legendY, { lineBreak: false });
  doc.rect(plotLeft + 130, legendY, 8, 8).fill(second);
  doc.fillColor(ink).text('Clicks (right scale)', plotLeft + 142, legendY, { lineBreak: false });
}

/** Every page's foot: the client, the campaign and the page number (written in the bottom margin). */
function drawFooters({ doc, left, width }: Frame, campaign: ViewedCampaign, clientName: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footY = doc.page.height - 28;
    doc
      .lineWidth(0.5)
      .strokeColor(rule)
      .moveTo(left, footY - 6)
      .lineTo(left + width, footY - 6)
      .stroke();
    doc.fillColor(muted).fontSize(7.5);
    doc.text(oneLine(doc, `${clientName} · Campaign Report · ${campaign.displayName}`, width - 90), left, footY, {
      lineBreak: false,
    });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, left + width - 80, footY, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/**
 * The report as a PDF document stream (pipe it; it ends itself). One page for a campaign's facts,
 * its stat cards and its daily chart (the chart moves to a second page only when many sections are
 * shown); every page ends with the campaign's name and its page number.
 */
export function renderCampaignPdf({ campaign, days, storageDir, today }: PdfReportInput): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: 40,
    bufferPages: true,
    info: {
      Title: `Campaign Report - ${campaign.displayName}`,
      Author: campaign.client?.title ?? campaign.office.displayName,
    },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottomLimit = doc.page.height - doc.page.margins.bottom;
  const clientName = campaign.client?.title ?? campaign.office.displayName;
  const frame: Frame = { doc, left, width, bottomLimit };
  const input = { campaign, days, storageDir, today };

  drawHeader(frame, input, clientName);
  const coverBottom = drawCover(frame, input);
  const factsBottom = drawFacts(frame, input, coverBottom);
  const cardsBottom = drawStatCards(frame, days, factsBottom);
  if (days.length > 0) drawDailyChart(frame, days, cardsBottom);
  drawFooters(frame, campaign, clientName);
  doc.flushPages();
  doc.end();
  return doc;
}
