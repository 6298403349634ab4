import { describe, expect, it } from 'vitest';
import { axisTitles } from './axis-titles.ts';

const impressions = { name: 'impressions', label: 'Impressions', color: 'blue.7' };
const clicks = { name: 'clicks', label: 'Clicks', color: 'orange.8', rightAxis: true };

describe('axis titles', () => {
  it('a line chart: each value axis names its own series in its colour, the days along the bottom', () => {
    expect(axisTitles({ kind: 'line', series: [impressions, clicks], dataKeyLabel: 'Date' })).toEqual({
      x: { text: 'Date', color: null },
      y: { text: 'Impressions', color: 'blue.7' },
      right: { text: 'Clicks', color: 'orange.8' },
    });
  });

  it('never names a right-axis series on the left axis, whatever the order of the series', () => {
    const titles = axisTitles({ kind: 'line', series: [clicks, impressions] });
    expect(titles.y?.text).toBe('Impressions');
    expect(titles.right?.text).toBe('Clicks');
    expect(titles.x).toBeNull();
  });

  it('several series on one axis: their names together, in the text colour', () => {
    const reach = { name: 'reach', label: 'Reach', color: 'teal.6' };
    expect(axisTitles({ kind: 'line', series: [impressions, reach] }).y).toEqual({
      text: 'Impressions · Reach',
      color: null,
    });
  });

  it('bars laid out vertically: values along the bottom, names on the left', () => {
    expect(
      axisTitles({
        kind: 'bar',
        orientation: 'vertical',
        series: [{ name: 'value', label: 'Campaigns', color: 'blue.6' }],
        dataKeyLabel: 'Office',
      }),
    ).toEqual({ x: { text: 'Campaigns', color: 'blue.6' }, y: { text: 'Office', color: null }, right: null });
  });
});
