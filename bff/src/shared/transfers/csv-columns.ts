/**
 * Role-aware fields in downloads (decision 056, decision 078): a CSV column the viewer may not see
 * (money, for agents) is dropped while the file streams, whatever the upstream wrote — the real
 * upstream is a legacy service that answers one file for every role. The columns are chosen by
 * their header, read from the file's first row.
 *
 * The filter reads RFC 4180 CSV byte by byte (quoted cells, doubled quotes, CRLF or LF rows) and
 * answers slices of the chunks it is given; only the header row is held back until it is complete
 * (at most MAX_HEADER_BYTES, past which the file is refused: it cannot be a header).
 */
import type { ChunkFilter } from './upstream-stream.ts';

const MAX_HEADER_BYTES = 64 * 1024;
const COMMA = 0x2c;
const DQUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const COMMA_BYTE = Buffer.from(',');

/** A header that names an amount of money: a dollar sign, or price, budget, amount, cost, spend, revenue, fee, TTV. */
export const isMoneyHeader = (header: string): boolean =>
  /\$|\b(price|budget|amount|cost|spen[dt]|revenue|fees?|ttv)\b/i.test(header);

/** The cells of one CSV row (no line end), unquoted. */
export const csvCells = (row: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i += 1) {
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
};

export class CsvHeaderTooLongError extends Error {
  constructor() {
    super('CSV header row too long');
  }
}

/** Drops the columns whose header `hidden` selects, as the file streams. */
export class CsvColumnDrop implements ChunkFilter {
  readonly #hidden: (header: string) => boolean;
  #header: Buffer[] | null = [];
  #headerBytes = 0;
  #kept: boolean[] = [];
  #firstKept = 0;
  #column = 0;
  #quoted = false;

  constructor(hidden: (header: string) => boolean) {
    this.#hidden = hidden;
  }

  push(chunk: Buffer): Buffer[] {
    if (this.#header === null) return this.#scan(chunk);
    const end = this.#headerEnd(chunk);
    if (end === -1) {
      this.#header.push(chunk);
      this.#headerBytes += chunk.length;
      if (this.#headerBytes > MAX_HEADER_BYTES) throw new CsvHeaderTooLongError();
      return [];
    }
    const head = Buffer.concat([...this.#header, chunk.subarray(0, end)]);
    this.#header = null;
    this.#learn(head);
    this.#column = 0;
    this.#quoted = false;
    return [...this.#scan(head), ...this.#scan(chunk.subarray(end))];
  }

  end(): Buffer[] {
    if (this.#header === null) return [];
    const head = Buffer.concat(this.#header);
    this.#header = null;
    this.#learn(head);
    this.#column = 0;
    this.#quoted = false;
    return this.#scan(head);
  }

  /** Where the header row ends in `chunk` (just after its LF), or -1; quotes carried over chunks. */
  #headerEnd(chunk: Buffer): number {
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (byte === DQUOTE) this.#quoted = !this.#quoted;
      else if (byte === LF && !this.#quoted) return i + 1;
    }
    return -1;
  }

  #learn(head: Buffer): void {
    const headers = csvCells(
      head
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .replace(/\r?\n$/, ''),
    );
    this.#kept = headers.map((header) => !this.#hidden(header.trim()));
    const first = this.#kept.indexOf(true);
    this.#firstKept = first === -1 ? Number.MAX_SAFE_INTEGER : first;
  }

  /** A column beyond the header's is kept (a ragged row loses nothing the header did not name). */
  #keeps(column: number): boolean {
    return this.#kept[column] ?? true;
  }

  #scan(buffer: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let from = 0;
    const cut = (to: number) => {
      if (to > from) out.push(buffer.subarray(from, to));
    };
    for (let i = 0; i < buffer.length; i += 1) {
      const byte = buffer[i]!;
      if (byte === DQUOTE) {
        this.#quoted = !this.#quoted;
        continue;
      }
      if (this.#quoted) continue;
      if (byte === COMMA) {
        // The cell that ends here is sent up to the comma; the comma only before a kept cell that follows another.
        if (this.#keeps(this.#column)) cut(i);
        this.#column += 1;
        if (this.#keeps(this.#column) && this.#column > this.#firstKept) out.push(COMMA_BYTE);
        from = i + 1;
      } else if (byte === CR || byte === LF) {
        if (this.#keeps(this.#column)) cut(i);
        out.push(buffer.subarray(i, i + 1));
        from = i + 1;
        if (byte === LF) this.#column = 0;
      }
    }
    if (this.#keeps(this.#column)) cut(buffer.length);
    return out;
  }
}

/** Two filters in a row: `first`'s pieces go through `second`. */
export const chainFilters = (first: ChunkFilter, second: ChunkFilter): ChunkFilter => ({
  push: (chunk) => first.push(chunk).flatMap((piece) => second.push(piece)),
  end: () => [...first.end().flatMap((piece) => second.push(piece)), ...second.end()],
});
