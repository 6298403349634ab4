import dayjs from 'dayjs';
import 'dayjs/locale/en-au';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

const LOCALE = 'en-au';

/** The specification's default date format. */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY HH:mm';

/** How the upstream writes some timestamps ("yyyy-MM-dd HH:mm:ss" in its own notation). */
export const UPSTREAM_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** An ISO 8601 instant in the browser's time zone, DD/MM/YYYY HH:mm unless told otherwise; the input itself when unreadable. */
export const formatDateTime = (iso: string, format: string = DEFAULT_DATE_FORMAT): string => {
  const date = dayjs(iso);
  return date.isValid() ? date.locale(LOCALE).format(format) : iso;
};

/**
 * An upstream "yyyy-MM-dd HH:mm:ss" timestamp (UTC, as docs/upstream-api.md says) in the browser's
 * time zone and `format`; the input itself when unreadable.
 */
export const formatUpstreamDateTime = (value: string, format: string): string => {
  const date = dayjs.utc(value, UPSTREAM_DATE_TIME_FORMAT, true).local();
  return date.isValid() ? date.locale(LOCALE).format(format) : value;
};

/** How people type a day (the platform's default format, DD/MM/YYYY, without the time). */
export const DAY_ENTRY_FORMAT = 'DD/MM/YYYY';

/**
 * A typed day as `YYYY-MM-DD`, for date inputs shown as DD/MM/YYYY: `4/11/2026`, `04/11/2026` and
 * `04.11.2026` are 4 November 2026; a pasted ISO day is kept; anything else (31/02/2026) is null.
 */
export const parseDayEntry = (text: string): string | null => {
  const value = text.trim();
  const day = dayjs(value, ['D/M/YYYY', 'DD/MM/YYYY', 'D.M.YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD'], true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
};
