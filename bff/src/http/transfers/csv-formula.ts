/**
 * Spreadsheet formula injection (CSV injection): a cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return is read as a formula by spreadsheet programs (`=HYPERLINK(...)`). Every CSV
 * download is passed through `CsvFormulaGuard`, which prefixes such a cell with `'` (shown as
 * text, the OWASP advice) while the file streams, whatever the upstream wrote: one place for the
 * orders, users, packages and report exports (decision 069). A cell that is a plain number (`-12.50`,
 * a credit) is left as it is: it cannot be a formula and stays a number for the finance team.
 *
 * The guard reads RFC 4180 CSV byte by byte (quoted cells, doubled quotes, CRLF or LF rows) and
 * copies nothing but the rare cell it must look ahead into across two chunks: the chunks it
 * answers are slices of the chunks it is given, with a one-byte `'` between them where needed.
 */

const QUOTE_MARK = Buffer.from("'");
/** Looking further than this into a `+`/`-` cell without finding its end: it is no number. */
const MAX_NUMBER_BYTES = 64;

const COMMA = 0x2c;
const DQUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const PLUS = 0x2b;
const MINUS = 0x2d;
const EQUALS = 0x3d;
const AT = 0x40;

/** Where the scan is: at a cell's start outside quotes; inside an unquoted cell (or after a quoted
 * cell's closing quote); just after an opening quote; inside quotes; at a quote inside quotes (an
 * escaped quote or the cell's end). */
const State = { Start: 0, Unquoted: 1, QuotedStart: 2, Quoted: 3, QuoteInQuoted: 4 } as const;
type State = (typeof State)[keyof typeof State];

const NUMBER = /^[+-]\d+(\.\d+)?$/;

/** Whether a cell's first character makes it a formula. */
export const startsFormula = (value: string): boolean => /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value);

/** A cell value neutralised: `'` before a formula's first character. The rule `CsvFormulaGuard` applies to streams. */
export const neutraliseCell = (value: string): string => (startsFormula(value) ? `'${value}` : value);

type Decision = 'keep' | 'guard' | 'carry';

export class CsvFormulaGuard {
  #state: State = State.Start;
  #carry: Buffer | null = null;

  /** The pieces to send for the next chunk of the file, in order. */
  push(chunk: Buffer): Buffer[] {
    const buffer = this.#carry ? Buffer.concat([this.#carry, chunk]) : chunk;
    this.#carry = null;
    return this.#scan(buffer, false);
  }

  /** The pieces still held back at the end of the file. */
  end(): Buffer[] {
    const held = this.#carry;
    this.#carry = null;
    return held ? this.#scan(held, true) : [];
  }

  #decide(buffer: Buffer, at: number, quoted: boolean, final: boolean): Decision {
    const c = buffer[at];
    if (c === EQUALS || c === AT || c === TAB || (quoted && c === CR)) return 'guard';
    if (c !== PLUS && c !== MINUS) return 'keep';
    let end = at + 1;
    for (; end < buffer.length; end += 1) {
      const b = buffer[end];
      if (quoted ? b === DQUOTE : b === COMMA || b === LF || b === CR) break;
      if (end - at > MAX_NUMBER_BYTES) return 'guard';
    }
    if (end === buffer.length && !final) return 'carry';
    return NUMBER.test(buffer.toString('latin1', at, end)) ? 'keep' : 'guard';
  }

  #scan(buffer: Buffer, final: boolean): Buffer[] {
    const out: Buffer[] = [];
    let from = 0;
    let state: State = this.#state;
    const emit = (to: number) => {
      if (to > from) out.push(buffer.subarray(from, to));
      from = to;
    };
    const hold = (at: number) => {
      emit(at);
      this.#carry = Buffer.from(buffer.subarray(at));
      this.#state = state;
      return out;
    };
    for (let i = 0; i < buffer.length; i += 1) {
      const c = buffer[i];
      if (state === State.Unquoted) {
        if (c === COMMA || c === LF) state = State.Start;
        continue;
      }
      if (state === State.Quoted) {
        if (c === DQUOTE) state = State.QuoteInQuoted;
        continue;
      }
      if (state === State.QuoteInQuoted) {
        if (c === DQUOTE) state = State.Quoted;
        else if (c === COMMA || c === LF) state = State.Start;
        else state = State.Unquoted;
        continue;
      }
      if (state === State.Start) {
        if (c === DQUOTE) {
          state = State.QuotedStart;
          continue;
        }
        // An empty cell, or a row's end.
        if (c === COMMA || c === LF) continue;
        if (c === CR) {
          // CRLF ends the row; a CR before anything else starts the cell (a writer that left it unquoted).
          if (i + 1 === buffer.length && !final) return hold(i);
          if (i + 1 === buffer.length || buffer[i + 1] === LF) continue;
          emit(i);
          out.push(QUOTE_MARK);
          state = State.Unquoted;
          continue;
        }
      } else if (c === DQUOTE) {
        // Just after an opening quote: an empty cell, or an escaped quote first.
        state = State.QuoteInQuoted;
        continue;
      }
      // The cell's first character.
      const quoted = state === State.QuotedStart;
      const decision = this.#decide(buffer, i, quoted, final);
      if (decision === 'carry') return hold(i);
      if (decision === 'guard') {
        emit(i);
        out.push(QUOTE_MARK);
      }
      state = quoted ? State.Quoted : State.Unquoted;
    }
    emit(buffer.length);
    this.#state = state;
    return out;
  }
}
