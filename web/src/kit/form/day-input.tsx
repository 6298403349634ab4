import { DateInput, type DateInputProps } from '@mantine/dates';
import { DAY_ENTRY_FORMAT, parseDayEntry } from '../../lib/dates.ts';

/**
 * A day picked or typed as DD/MM/YYYY (the platform's date format; 4/11/2026 is 4 November), its
 * value the API's `YYYY-MM-DD`. Every date input of the portal is this one, so the product shows one
 * entry format, never the browser's own.
 */
export function DayInput(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  return (
    <DateInput placeholder={DAY_ENTRY_FORMAT} {...props} valueFormat={DAY_ENTRY_FORMAT} dateParser={parseDayEntry} />
  );
}
