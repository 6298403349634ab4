import { CLIENT_WEEKDAYS, type ClientWeekday } from '@portal/schema';
import {
  DISPLAY_IMAGES,
  type ClientAdminDto,
  type ClientDto,
  type DisplayConfigDto,
} from '../../upstream/main/clients.ts';

/**
 * What backs the Client type (codegen mapper): the client summary (an office's `include=client`),
 * plus, when read through `clients/{id}` or the list, the plain client's fields and the parts that
 * were included (undefined when not asked for; an included address may be null).
 */
export type ClientModel = ClientDto & Partial<Omit<ClientAdminDto, keyof ClientDto>>;

/** A client model with its details fields and the named parts present. */
export type ClientWith<P extends keyof ClientAdminDto> = ClientModel &
  Required<Pick<ClientAdminDto, P | 'product' | 'tradingTerms'>>;

const WEEKDAY_CODES: Record<string, ClientWeekday> = Object.fromEntries(
  CLIENT_WEEKDAYS.map((d) => [d.charAt(0) + d.slice(1).toLowerCase(), d]),
);
/** Upstream weekdays are `Mon` … `Sun`. */
export const toWeekday = (value: string | null): ClientWeekday => (value && WEEKDAY_CODES[value]) || 'MON';
export const weekdayCode = (day: ClientWeekday): string => day.charAt(0) + day.slice(1).toLowerCase();

/** The file ids of a client's stored images (what a save may send back unchanged). */
export const imageFileIdsOf = (d: DisplayConfigDto | null): string[] =>
  d ? DISPLAY_IMAGES.flatMap((name) => (d[name] ? [d[name].id] : [])) : [];
