import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  COMPACT_HIDDEN,
  combineConversions,
  conversionGroups,
  PUBLIC_REPORT_SECTIONS,
  publicReportStatLabel,
  sectionTitle,
  STAT_COLUMNS,
  STAT_KEYS,
  STAT_SECTIONS,
  STATS,
  statLabel,
  statsFromUpstream,
  statsToUpstream,
  type CampaignStatsValues,
} from './stats.ts';
import {
  CREATIVE_KINDS,
  CREATIVE_SIZE_KEYS,
  CREATIVE_SIZES,
  creativeDimensions,
  creativeFieldsOf,
  creativeUpstreamField,
  creativeUrlsBySize,
} from './creatives.ts';

const unique = (list: readonly unknown[]) => new Set(list).size === list.length;

describe('the stats vocabulary', () => {
  it('names the fourteen dashboard stats of spec section 3, each with every spelling', () => {
    assert.deepEqual(STAT_KEYS, [
      'impressions',
      'clicks',
      'ctr',
      'socialEngagement',
      'soiViews',
      'imageViews',
      'videoViews',
      'floorplanViews',
      'liveChats',
      'inspectionAuctionLocationViews',
      'enquiriesSocial',
      'enquiriesForm',
      'enquiriesPhone',
      'enquiriesEmail',
    ]);
    // Spec section 3, "Stats (dashboard)" and "Global stats": the main API's names.
    assert.deepEqual(
      STAT_KEYS.map((key) => STATS[key].upstream),
      [
        'adImpressions',
        'adClicks',
        'ctr',
        'socialEngagement',
        'soiView',
        'imageView',
        'videoView',
        'floorplanView',
        'gaiLeLiveChat',
        'inspectionAuctionLocationViews',
        'enquiryViaSocial',
        'enquiryViaForm',
        'enquiryViaPhone',
        'enquiryViaEmail',
      ],
    );
    for (const key of STAT_KEYS) {
      const entry = STATS[key];
      assert.match(entry.upstream, /^[a-z][A-Za-z]+$/, key);
      assert.ok(entry.label.trim().length > 0, key);
      // Every stat is stored as a column but the rate, which is computed from two of them.
      if (key === 'ctr') assert.equal(entry.column, null);
      else assert.match(entry.column ?? '', /^[a-z]+(_[a-z]+)*$/, key);
    }
    assert.equal(STATS.liveChats.upstream, 'gaiLeLiveChat');
    assert.equal(STATS.liveChats.column, 'live_chats');
  });

  it('has no spelling twice', () => {
    assert.ok(unique(STAT_KEYS));
    assert.ok(unique(STAT_KEYS.map((key) => STATS[key].upstream)));
    assert.ok(unique(STAT_COLUMNS));
    assert.equal(STAT_COLUMNS.length, STAT_KEYS.length - 1);
    const conversions = Object.values(conversionGroups).flat();
    assert.ok(unique(conversions), 'a conversion key counts towards one stat only');
  });

  it('combines exactly the conversion keys of spec section 3', () => {
    const specKeys = `PropertyReport, ListingSoi, SOI, SOI-Download, FloorplanbtnClick, ListingFloorplan, ViewFloorplan,
      ImageCarouselClick, ViewGallery, ListingVideo, videoViews, ViewVideo, VideoView, socialEngagement, enquireForm,
      EmailClick, SocialFormLeads, AgentEmail, agentPageEnquiry, ClickToCall, Click-To-Call, PhoneNumberClick,
      agentPageMobile, AgentCall, AddToCalendar, AddToCalender, ListingOpentimes, ListingMap, GetDirectionClick,
      GetDirections, InitChat`
      .split(',')
      .map((k) => k.trim());
    const grouped = Object.values(conversionGroups).flat();
    for (const key of grouped) assert.ok(specKeys.includes(key), key);
    assert.deepEqual(conversionGroups.inspectionAuctionLocationViews, [
      'AddToCalendar',
      'AddToCalender',
      'ListingOpentimes',
      'ListingMap',
      'GetDirectionClick',
    ]);
    const totals = combineConversions({
      ListingSoi: 2,
      'SOI-Download': 3,
      InitChat: 1,
      GetDirections: 9,
      AgentCall: 4,
    });
    assert.equal(totals.soiViews, 5);
    assert.equal(totals.liveChats, 1);
    assert.equal(totals.inspectionAuctionLocationViews, 0, 'GetDirections is not one of the five');
    assert.equal(totals.enquiriesPhone, 4);
    assert.equal(totals.enquiriesEmail, 0);
    assert.equal('ctr' in totals || 'impressions' in totals || 'clicks' in totals, false);
  });

  it('renames between the upstream and the contract both ways', () => {
    const values = Object.fromEntries(STAT_KEYS.map((key, index) => [key, index + 1])) as CampaignStatsValues;
    const upstream = statsToUpstream(values);
    assert.equal(upstream.gaiLeLiveChat, values.liveChats);
    assert.equal(upstream.adImpressions, values.impressions);
    assert.equal(Object.keys(upstream).length, STAT_KEYS.length);
    assert.deepEqual(statsFromUpstream(upstream), values);
  });

  it('keeps each surface its own wording', () => {
    assert.equal(statLabel('liveChats', 'dashboard'), 'Live chat with a virtual property assistant');
    assert.equal(statLabel('liveChats', 'campaignPdf'), 'Live chat with a virtual property assistant');
    assert.equal(statLabel('liveChats', 'globalReport'), 'Live chat');
    assert.equal(statLabel('ctr', 'globalReport'), 'Click-through rate (%)');
    assert.equal(statLabel('enquiriesForm', 'dashboard'), 'Via form');
    assert.equal(statLabel('enquiriesForm', 'campaignPdf'), 'Enquiry via form');
    assert.equal(publicReportStatLabel('enquiriesPhone'), 'Phone enquiries');
    assert.equal(publicReportStatLabel('interestAndEngagement'), 'Interest and engagement');
  });

  it('declares the four sections once, every stat in one of them', () => {
    assert.deepEqual(
      STAT_SECTIONS.map((s) => s.title),
      ['Awareness', 'Interest and Engagement', 'Interest Indicators', 'Enquiry'],
    );
    assert.equal(sectionTitle(STAT_SECTIONS[3], 'globalReport'), 'Enquiries');
    const listed = STAT_SECTIONS.flatMap((s) => [...s.stats]);
    assert.deepEqual([...listed].sort(), [...STAT_KEYS].sort());
    assert.ok(unique(listed));
    assert.deepEqual(
      PUBLIC_REPORT_SECTIONS.map((s) => s.key),
      ['overview', 'awareness', 'interest', 'indicators', 'enquiry'],
    );
    assert.deepEqual(PUBLIC_REPORT_SECTIONS[2]?.stats, ['interestAndEngagement', 'socialEngagement']);
    for (const hidden of COMPACT_HIDDEN) assert.ok(hidden in conversionGroups, hidden);
  });
});

describe('the creatives vocabulary', () => {
  it('spells the four sizes in every layer', () => {
    assert.deepEqual(CREATIVE_SIZE_KEYS, ['160x600', '300x600', '300x250', '970x250']);
    assert.deepEqual(CREATIVE_SIZES, ['size160x600', 'size300x600', 'size300x250', 'size970x250']);
    assert.deepEqual(creativeDimensions('970x250'), { width: 970, height: 250 });
    assert.deepEqual(creativeDimensions('160x600'), { width: 160, height: 600 });
    assert.equal(creativeUpstreamField('office', '300x250'), 'officeCreative300250');
    assert.ok(unique(CREATIVE_KINDS.flatMap((k) => CREATIVE_SIZE_KEYS.map((s) => creativeUpstreamField(k, s)))));
  });

  it('maps the main API fields to the contract and to size keys', () => {
    const fields = creativeFieldsOf(
      { agentCreative160600: 'https://a/1', agentCreative970250: '', officeCreative300250: 'x' },
      'agent',
    );
    assert.deepEqual(fields, { size160x600: 'https://a/1', size300x600: null, size300x250: null, size970x250: null });
    assert.deepEqual(creativeUrlsBySize(fields), {
      '160x600': 'https://a/1',
      '300x600': null,
      '300x250': null,
      '970x250': null,
    });
  });
});
