import { Group, Input, Stack } from '@mantine/core';
import { useRef } from 'react';
import dayjs from 'dayjs';
import { DayInput } from '../form/day-input.tsx';
import type { DateRange } from '../url-state/url-state.ts';

export type { DateRange } from '../url-state/url-state.ts';

/** The spec's texts of the date-range filter. */
export const dateRangeTexts = {
  start: 'Start date',
  end: 'End date',
  invalid: 'Invalid date range',
  /** product: the name of a date's clear button. */
  clear: (side: string) => `Clear ${side.toLowerCase()}`,
} as const;

/**
 * A screen's rules for its date range: whether both dates are needed (Display Report needs start
 * and end), the longest range in days (the global report: over 365 days is invalid for one client,
 * over 30 for All Clients), and the latest date (today unless told).
 */
export interface DateRangeRules {
  required?: boolean;
  maxDays?: number;
  /** The latest date either end may be (`YYYY-MM-DD`); default today. */
  maxDate?: string;
}

/**
 * - `ok`: the range may be applied (both dates, or none when not required);
 * - `incomplete`: a date is missing (the apply button waits for it, no message);
 * - `invalid`: the spec's "Invalid date range" (end before start, after the latest date, too long).
 */
export type DateRangeCheck = 'ok' | 'incomplete' | 'invalid';

export const today = (): string => dayjs().format('YYYY-MM-DD');

/** Checks a range against a screen's rules. */
export const checkDateRange = (range: DateRange, rules: DateRangeRules = {}): DateRangeCheck => {
  const { start, end } = range;
  const latest = rules.maxDate ?? today();
  if ((start && start > latest) || (end && end > latest)) return 'invalid';
  if (!start || !end) return start || end || rules.required ? 'incomplete' : 'ok';
  if (end < start) return 'invalid';
  if (rules.maxDays !== undefined && dayjs(end).diff(dayjs(start), 'day') > rules.maxDays) return 'invalid';
  return 'ok';
};

const sameRange = (a: DateRange, b: DateRange): boolean => a.start === b.start && a.end === b.end;

export interface DateRangeFilterProps {
  /** The group's label, e.g. "Booking date"; the two inputs are Start date and End date. */
  label?: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  rules?: DateRangeRules;
  disabled?: boolean;
  /**
   * With a group label: one visible label (the group's) over the two inputs, which keep "Start date"
   * and "End date" as their accessible names — a filter grid's rows stay one label high.
   */
  compact?: boolean;
  /** The group's least width (px), for a filter row that wraps (a grid gives each filter its cell's width). */
  miw?: number;
}

/**
 * Start and end dates (`YYYY-MM-DD`), neither after the latest date (today), the end not before the
 * start; "Invalid date range" under them when the screen's rules refuse the range. Its URL form is
 * `param.dateRange()` (two ISO dates), so it plugs into a list's declaration as any filter does.
 */
export function DateRangeFilter({ label, value, onChange, rules = {}, disabled, compact, miw }: DateRangeFilterProps) {
  const maxDate = rules.maxDate ?? today();
  const invalid = checkDateRange(value, { ...rules, maxDate }) === 'invalid';
  // A parent whose value lags (a URL written through a navigation that commits after the route's
  // loaders) would otherwise get the second date merged into the old range, dropping the first: a
  // change builds on the range last emitted until the parent's value moves on from the one it was
  // emitted against.
  const rendered = useRef(value);
  rendered.current = value;
  const emitted = useRef<{ against: DateRange; range: DateRange } | null>(null);
  const change = (side: keyof DateRange, date: string | null) => {
    const last = emitted.current;
    const base = last && sameRange(last.against, rendered.current) ? last.range : rendered.current;
    const range = { ...base, [side]: date || null };
    emitted.current = { against: rendered.current, range };
    onChange(range);
  };
  const input = (side: keyof DateRange, bounds: { minDate?: string; maxDate: string }) => (
    <DayInput
      label={compact && label ? undefined : dateRangeTexts[side]}
      aria-label={compact && label ? dateRangeTexts[side] : undefined}
      value={value[side]}
      onChange={(next) => change(side, next)}
      {...bounds}
      clearable
      clearButtonProps={{ 'aria-label': dateRangeTexts.clear(dateRangeTexts[side]) }}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      miw={compact ? 0 : 150}
      flex={compact ? 1 : undefined}
    />
  );
  const fields = (
    <Stack gap={0}>
      <Group gap={compact ? 4 : 'sm'} align={compact ? 'center' : 'flex-start'} wrap="nowrap">
        {input('start', { maxDate: value.end && value.end < maxDate ? value.end : maxDate })}
        {compact && <span aria-hidden="true">–</span>}
        {input('end', { minDate: value.start ?? undefined, maxDate })}
      </Group>
      {/* Always there (an alert region announces what appears in it), one line high only when it says something. */}
      <Input.Error role="alert" mt={invalid ? 4 : 0}>
        {invalid ? dateRangeTexts.invalid : null}
      </Input.Error>
    </Stack>
  );
  // The legend carries the label as an inline box, as a field's wrapper carries its label: the group's
  // label and dates line up with the other fields of a filter grid (same left edge, same heights).
  return label ? (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: miw ?? 0 }}>
      <legend style={{ padding: 0 }}>
        <Input.Label component="span">{label}</Input.Label>
      </legend>
      {fields}
    </fieldset>
  ) : (
    fields
  );
}
