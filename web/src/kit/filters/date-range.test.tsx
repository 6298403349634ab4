import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { defineUrlState, param, type DateRange } from '../url-state/url-state.ts';
import { checkDateRange, DateRangeFilter, type DateRangeRules } from './date-range.tsx';

/** The global report's rule: over 365 days is invalid for one client, over 30 for All Clients. */
const globalReport = (allClients: boolean): DateRangeRules => ({
  required: true,
  maxDays: allClients ? 30 : 365,
  maxDate: '2026-11-27',
});

describe('date range', () => {
  it("checks the spec's range rules given as a parameter", () => {
    const one = globalReport(false);
    const all = globalReport(true);
    expect(checkDateRange({ start: '2025-11-27', end: '2026-11-27' }, one)).toBe('ok'); // 365 days
    expect(checkDateRange({ start: '2025-11-26', end: '2026-11-27' }, one)).toBe('invalid'); // 366
    expect(checkDateRange({ start: '2026-10-28', end: '2026-11-27' }, all)).toBe('ok'); // 30
    expect(checkDateRange({ start: '2026-10-27', end: '2026-11-27' }, all)).toBe('invalid'); // 31
    expect(checkDateRange({ start: '2026-11-20', end: '2026-11-10' }, one)).toBe('invalid'); // end before start
    expect(checkDateRange({ start: '2026-11-20', end: '2026-11-28' }, one)).toBe('invalid'); // after today
    expect(checkDateRange({ start: '2026-11-20', end: null }, one)).toBe('incomplete');
    expect(checkDateRange({ start: null, end: null }, one)).toBe('incomplete');
    expect(checkDateRange({ start: null, end: null }, { maxDate: '2026-11-27' })).toBe('ok');
  });

  it('its URL form is two ISO dates in one parameter; unreadable dates are not given', () => {
    const url = defineUrlState({ booked: param.dateRange() });
    expect(url.read(new URLSearchParams('booked=2026-11-01..2026-11-27')).booked).toEqual({
      start: '2026-11-01',
      end: '2026-11-27',
    });
    expect(url.read(new URLSearchParams('booked=2026-02-30..x')).booked).toEqual({ start: null, end: null });
    expect(url.read(new URLSearchParams('booked=..2026-11-27')).booked).toEqual({ start: null, end: '2026-11-27' });
    expect(url.href('/orders', { booked: { start: '2026-11-01', end: null } })).toBe('/orders?booked=2026-11-01..');
    expect(url.href('/orders', { booked: { start: null, end: null } })).toBe('/orders');
  });

  it('shows Invalid date range under the dates when the rules refuse them', () => {
    function Filter({ initial }: { initial: DateRange }) {
      const [value, setValue] = useState(initial);
      return <DateRangeFilter label="Start date range" value={value} onChange={setValue} rules={globalReport(true)} />;
    }
    const view = renderWithProviders(<Filter initial={{ start: '2026-09-01', end: '2026-11-01' }} />);
    expect(screen.getByRole('group', { name: 'Start date range' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date range');
    view.unmount();
    renderWithProviders(<Filter initial={{ start: '2026-10-15', end: '2026-11-01' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByText('Start date')).toBeInTheDocument();
    expect(screen.getByText('End date')).toBeInTheDocument();
  });

  it("compact: one visible label (the group's, in its legend) over two dates named Start date and End date; no space kept for a message not shown", () => {
    renderWithProviders(
      <DateRangeFilter label="Changed between" value={{ start: null, end: null }} onChange={() => undefined} compact />,
    );
    const group = screen.getByRole('group', { name: 'Changed between' });
    expect(group.querySelector('legend')).toHaveStyle({ padding: '0px' });
    expect(screen.getByRole('textbox', { name: 'Start date' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'End date' })).toBeInTheDocument();
    expect(screen.queryByText('Start date')).not.toBeInTheDocument();
    expect(screen.queryByText('End date')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('');
    expect(alert.style.minHeight).toBe('');
  });

  it('names the clear button of each chosen date (axe: button-name)', () => {
    renderWithProviders(
      <DateRangeFilter
        label="Booking date"
        value={{ start: '2026-10-15', end: '2026-11-01' }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Clear start date' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear end date' })).toBeInTheDocument();
  });

  it('a second date typed before the parent shows the first keeps both (a URL that commits after the loaders)', async () => {
    // The parent's value lags: it never re-renders with what was emitted, as a URL written through a
    // navigation that has not committed yet.
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DateRangeFilter label="Changed between" value={{ start: null, end: null }} onChange={onChange} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '2026-01-05');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '2026-02-05');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-01-05', end: '2026-02-05' });
  });
});
