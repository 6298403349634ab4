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
