import { hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/**
 * Reads a customer-list CSV as it streams in and turns every contact into the SHA-256 hashes the
 * social ad platforms take for customer lists (Meta's and Google's customer-match rules): e-mail
 * trimmed and lower-cased; phone in E.164 (Australian numbers: 04xx / 02-08 area codes become +61),
 * hashed as digits with the country code and no plus; first and last name trimmed and lower-cased.
 * Nothing raw leaves this function: the caller gets hashes, counts and row problems, and the row
 * problems name a row and a rule, never the cell's value.
 */

export const csvMessages = {
  empty: 'The CSV file is empty',
  notText: 'The file is not a CSV text file',
  noHeader: 'The CSV needs a header row with an email or phone column',
  hashed: 'The CSV looks hashed: upload raw, unhashed contact data',
  unreadable: 'The CSV could not be read',
  tooFew: 'The CSV must have at least 200 contacts (500 recommended)',
  emailInvalid: 'Email is invalid',
  phoneInvalid: 'Phone is invalid',
  formula: 'A cell starts like a spreadsheet formula',
  noIdentifier: 'No email or phone',
  columns: 'The row has more cells than the header',
} as const;

export const MIN_CONTACTS = 200;
/** Row problems listed one by one in the report; further ones are counted. */
const maxReportedProblems = 1000;
/** The longest row accepted (bytes): a customer-list row is far shorter. */
const maxRecordSize = 64 * 1024;

export type ContactHashes = {
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
};
export type RowProblem = { row: number; problem: string };

export type ContactsRead = {
  /** Distinct contacts, as hashes only. */
  contacts: ContactHashes[];
  /** Data rows read (the header not counted, blank lines skipped). */
  rows: number;
  /** Row problems, at most 1000 of them; `problemCount` counts them all. */
  problems: RowProblem[];
  problemCount: number;
};

/** A file refused as a whole (not a row problem): nothing of it is kept. */
export class CsvRefused extends Error {}

type Column = 'email' | 'phone' | 'firstName' | 'lastName';

const headerNames: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
  mobilephone: 'phone',
  firstname: 'firstName',
  fn: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  ln: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
};

const sha256 = (value: string): string => hash('sha256', value, 'hex');

/** A value that is already a digest (MD5, SHA-1, SHA-256 or SHA-512 hex, or SHA-256 base64). */
const looksHashed = (value: string): boolean =>
  /^(?:[a-f0-9]{32}|[a-f0-9]{40}|[a-f0-9]{64}|[a-f0-9]{128})$/i.test(value) || /^[A-Za-z0-9+/]{43}=$/.test(value);

/** A header that names a digest (email_sha256, hashed_phone, md5 ...). */
const hashedHeader = (name: string): boolean => /sha-?\d|md5|hash/i.test(name);

/** Cells a spreadsheet would run as a formula (CSV injection); a phone's leading + followed by a digit is fine. */
const formulaLike = (value: string): boolean => /^[=@\t\r-]/.test(value) || /^\+(?![\d\s(])/.test(value);

const emailPattern =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Trimmed and lower-cased, or null when it is not an e-mail address. */
export const normaliseEmail = (value: string): string | null => {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && emailPattern.test(email) ? email : null;
};

/**
 * E.164 digits without the plus: `0412 345 678` → 61412345678, `(02) 9876 5432` → 61298765432,
 * `+61 412 345 678` → 61412345678; other international numbers (`+44 ...`) keep their country code.
 * Null for anything that is not a phone number.
 */
export const normalisePhone = (value: string): string | null => {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (!international) {
    if (/^0[2-478]\d{8}$/.test(digits)) digits = `61${digits.slice(1)}`;
    else if (/^61[2-478]\d{8}$/.test(digits)) {
      // already has the country code
    } else if (/^[2-478]\d{8}$/.test(digits)) digits = `61${digits}`;
    else return null;
  } else if (digits.startsWith('610')) digits = `61${digits.slice(3)}`;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
};

/** Trimmed, inner spaces collapsed, lower-cased; null when empty. */
export const normaliseName = (value: string): string | null => {
  const name = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return name === '' ? null : name;
};

/** First bytes that say the file is not text (a renamed spreadsheet, archive, image or PDF). */
const binaryStart = (head: Buffer): boolean => {
  if (head.includes(0)) return true;
  const magic = [
    [0x50, 0x4b, 0x03, 0x04], // zip (xlsx, docx)
    [0xd0, 0xcf, 0x11, 0xe0], // legacy Office
    [0x25, 0x50, 0x44, 0x46], // %PDF
    [0x89, 0x50, 0x4e, 0x47], // PNG
    [0xff, 0xd8, 0xff], // JPEG
    [0x47, 0x49, 0x46, 0x38], // GIF
    [0x1f, 0x8b], // gzip
  ];
  return magic.some((bytes) => bytes.every((byte, index) => head[index] === byte));
};

/**
 * Reads `source` (the CSV's bytes, UTF-8, with or without a BOM, LF or CRLF line ends) to the end.
 * Throws CsvRefused for a file refused as a whole: empty, not text, no usable header, a hashed
 * column, a broken quote. Fewer than 200 contacts is the caller's rule (it knows about row problems).
 */
export async function readContacts(source: Readable | AsyncIterable<Buffer>): Promise<ContactsRead> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: maxRecordSize,
    trim: false,
  });
  let bytes = 0;
  let checked = false;
  let refused: CsvRefused | undefined;

  // Feeds the parser with backpressure; once the file is refused the rest of the body is still read
  // (and dropped) so the request ends and the caller can answer.
  const feed = (async () => {
    try {
      await feedAll();
    } catch {
      // The body broke off (the client went away): nothing of it is kept.
      refused ??= new CsvRefused(csvMessages.unreadable);
      parser.destroy();
    }
  })();
  async function feedAll(): Promise<void> {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (refused || parser.destroyed) continue;
      try {
        if (!checked) {
          checked = true;
          if (binaryStart(chunk)) throw new CsvRefused(csvMessages.notText);
        }
      } catch (error) {
        refused = error instanceof CsvRefused ? error : new CsvRefused(csvMessages.notText);
        parser.destroy();
        continue;
      }
      if (!parser.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            parser.off('drain', done);
            parser.off('close', done);
            resolve();
          };
          parser.on('drain', done);
          parser.on('close', done);
        });
      }
    }
    if (!refused && !parser.destroyed) parser.end();
  }

  const contacts: ContactHashes[] = [];
  const seen = new Set<string>();
  const problems: RowProblem[] = [];
  let problemCount = 0;
  let rows = 0;
  let columns: (Column | null)[] | undefined;
  let width = 0;
  const problem = (row: number, text: string) => {
    problemCount += 1;
    if (problems.length < maxReportedProblems) problems.push({ row, problem: text });
  };

  /** One record, synchronously (a 'data' listener: no promise per record). Throws CsvRefused for the whole file. */
  const onRecord = (record: string[]): void => {
    if (!columns) {
      const names = record.map((name) => name.trim());
      if (names.some(hashedHeader)) throw new CsvRefused(csvMessages.hashed);
      columns = names.map((name) => headerNames[name.toLowerCase().replace(/[^a-z]/g, '')] ?? null);
      width = record.length;
      if (!columns.includes('email') && !columns.includes('phone')) throw new CsvRefused(csvMessages.noHeader);
      return;
    }
    if (record.every((cell) => cell.trim() === '')) return;
    rows += 1;
    // Spreadsheet row numbers: the header is row 1.
    const row = rows + 1;
    if (record.length > width) {
      problem(row, csvMessages.columns);
      return;
    }
    let email: string | null = null;
    let phone: string | null = null;
    let firstName: string | null = null;
    let lastName: string | null = null;
    let rowProblem: string | null = null;
    for (let index = 0; index < record.length && rowProblem === null; index += 1) {
      const column = columns[index];
      const cell = record[index]!.trim();
      if (cell === '' || !column) continue;
      // Bytes that are not UTF-8 decode to U+FFFD: the file is not a UTF-8 text file.
      if (cell.includes('\uFFFD')) throw new CsvRefused(csvMessages.notText);
      if (looksHashed(cell)) throw new CsvRefused(csvMessages.hashed);
      if (formulaLike(cell)) rowProblem = csvMessages.formula;
      else if (column === 'email') {
        email = normaliseEmail(cell);
        if (email === null) rowProblem = csvMessages.emailInvalid;
      } else if (column === 'phone') {
        phone = normalisePhone(cell);
        if (phone === null) rowProblem = csvMessages.phoneInvalid;
      } else if (column === 'firstName') firstName = normaliseName(cell);
      else lastName = normaliseName(cell);
    }
    if (rowProblem === null && email === null && phone === null) rowProblem = csvMessages.noIdentifier;
    if (rowProblem !== null) {
      problem(row, rowProblem);
      return;
    }
    const key = `${email ?? ''}\u0000${phone ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    contacts.push({
      email: email === null ? null : sha256(email),
      phone: phone === null ? null : sha256(phone),
      firstName: firstName === null ? null : sha256(firstName),
      lastName: lastName === null ? null : sha256(lastName),
    });
  };

  const parsed = new Promise<void>((resolve) => {
    parser.on('data', (record: string[]) => {
      if (refused) return;
      try {
        onRecord(record);
      } catch (error) {
        refused = error instanceof CsvRefused ? error : new CsvRefused(csvMessages.unreadable);
        parser.destroy();
      }
    });
    parser.on('error', () => {
      refused ??= new CsvRefused(csvMessages.unreadable);
    });
    parser.on('close', resolve);
    parser.on('end', resolve);
  });
  await Promise.all([feed, parsed]);
  if (refused) throw refused;
  if (bytes === 0) throw new CsvRefused(csvMessages.empty);
  if (!columns) throw new CsvRefused(csvMessages.noHeader);
  return { contacts, rows, problems, problemCount };
}

/** The validation report: one line per problem row, never a cell's value. */
export const problemReport = (read: Pick<ContactsRead, 'problems' | 'problemCount'>): string => {
  const lines = read.problems.map(({ row, problem }) => `Row ${row}: ${problem}`);
  if (read.problemCount > read.problems.length)
    lines.push(`... and ${read.problemCount - read.problems.length} more rows with problems`);
  return `${lines.join('\n')}\n`;
};

/** The message of a 422 for row problems: it starts with `Row` (the portal lets the user proceed). */
export const problemMessage = (read: Pick<ContactsRead, 'problems' | 'problemCount'>): string => {
  const first = read.problems[0]!;
  const more = read.problemCount - 1;
  return `Row ${first.row}: ${first.problem}${more > 0 ? ` (and ${more} more ${more === 1 ? 'row' : 'rows'} with problems)` : ''}`;
};
