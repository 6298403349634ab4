/**
 * Spreadsheet formula injection (CSV injection): a cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return is read as a formula by spreadsheet programs (`=HYPERLINK(...)`). Every CSV
 * download is passed through `CsvFormulaGuard` while it streams, whatever the upstream wrote (one
 * place for the orders, users, packages, report and dashboard exports; decisions 069 and 075). It
 * re-writes the file with every field quoted (RFC 4180, `"` doubled) and every formula neutralised
 * by a `'` before its first character (shown as text, the OWASP advice):
 * - a field's start, and inside a field the start of each fragment a spreadsheet using another
 *   separator would read as a cell of its own: after `;` (German, French, Dutch Excel), a tab, a
 *   carriage return or a line feed (`Acme;=1+2;@SUM(A1)` becomes `"Acme;'=1+2;'@SUM(A1)"`);
 * - a field that is a plain number (`-12.50`, `+3`, a finance credit) is left as it is (quoted): it
 *   cannot be a formula and stays a number. A fragment inside a field is neutralised even when it
 *   looks like a number: where it ends depends on the separator the spreadsheet splits on.
 * A UTF-8 byte order mark at the start is kept before the first field; rows end as they ended (CRLF
 * or LF); a blank line stays blank. A malformed file is read leniently (a quote inside an unquoted
 * field, or text after a closing quote, is part of the field) and written well-formed.
 *
 * Memory is bounded: the guard holds at most MAX_NUMBER_BYTES of a `+`/`-` field (to tell a
 * number from a formula) and a carriage return (to tell CRLF from a lone CR), never a row.
 */

/** Looking further than this into a `+`/`-` fragment without finding its end: it is no number. */
const MAX_NUMBER_BYTES = 64;

const COMMA = 0x2c;
const DQUOTE = 0x22;
const APOSTROPHE = 0x27;
const LF = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const SEMICOLON = 0x3b;
const PLUS = 0x2b;
const MINUS = 0x2d;
const EQUALS = 0x3d;
const AT = 0x40;
const BOM = [0xef, 0xbb, 0xbf];

/** Where the reader is: before a field's first byte; inside an unquoted field; inside quotes; at a
 * quote inside quotes (an escaped quote or the field's end); at a CR outside quotes (a row's end if
 * a LF follows). */
const State = { Field: 0, Unquoted: 1, Quoted: 2, QuoteInQuoted: 3, CrOutside: 4 } as const;
type State = (typeof State)[keyof typeof State];

const NUMBER = /^[+-]\d+(\.\d+)?$/;
/** The characters after which a spreadsheet with another separator may start a cell. */
const FRAGMENT = /[;\t\r\n]/;
const FORMULA_START = /[=+\-@\t\r]/;

/** Whether a cell's (or fragment's) first character makes it a formula. */
export const startsFormula = (value: string): boolean => /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value);

/**
 * A cell value neutralised, the rule `CsvFormulaGuard` applies to streams: a plain number as it is;
 * else `'` before the start of the value and of each fragment after `;`, a tab, a CR or a LF that
 * starts with a formula character.
 */
export const neutraliseCell = (value: string): string => {
  if (NUMBER.test(value) && value.length <= MAX_NUMBER_BYTES) return value;
  let out = '';
  let start = true;
  for (const c of value) {
    if (start && FORMULA_START.test(c)) out += "'";
    out += c;
    start = FRAGMENT.test(c);
  }
  return out;
};

const isBoundary = (c: number) => c === SEMICOLON || c === TAB || c === CR || c === LF;

export class CsvFormulaGuard {
  #state: State = State.Field;
  /** The state a CR outside quotes interrupted. */
  #beforeCr: State = State.Field;
  /** Nothing of the current row read yet (a LF there is a blank line). */
  #rowEmpty = true;
  /** The current field's opening quote has been written. */
  #open = false;
  /** The next content byte starts a field or a fragment; a field. */
  #fragmentStart = true;
  #fieldStart = true;
  /** The bytes of a `+`/`-` fragment not written yet. */
  #pending: number[] | null = null;
  /** How many bytes of a byte order mark have been read at the file's start (-1: past it). */
  #bom = 0;
  #out: Buffer = Buffer.alloc(0);
  #at = 0;

  /** The bytes to send for the next chunk of the file. */
  push(chunk: Buffer): Buffer[] {
    this.#begin(chunk.length);
    for (let i = 0; i < chunk.length;) {
      const run = this.#plainRun(chunk, i);
      if (run > i) {
        chunk.copy(this.#out, this.#at, i, run);
        this.#at += run - i;
        i = run;
      } else this.#byte(chunk[i++]!);
    }
    return this.#finish();
  }

  /** The bytes still to send at the end of the file. */
  end(): Buffer[] {
    this.#begin(0);
    const bom = this.#bom;
    this.#bom = -1;
    // A file that is the start of a byte order mark and nothing else: those bytes are its field.
    for (let i = 0; i < bom; i += 1) this.#byte(BOM[i]!);
    if (this.#state === State.CrOutside) {
      this.#closeField();
      this.#emit(CR);
      this.#emit(LF);
    } else if (!(this.#state === State.Field && this.#rowEmpty)) this.#closeField();
    this.#state = State.Field;
    this.#rowEmpty = true;
    return this.#finish();
  }

  /**
   * Where the run of bytes from `from` that are copied as they are ends (the middle of a field's
   * value: no quote, separator, fragment boundary or held fragment); `from` when there is none.
   */
  #plainRun(chunk: Buffer, from: number): number {
    const quoted = this.#state === State.Quoted;
    if ((!quoted && this.#state !== State.Unquoted) || this.#fragmentStart || this.#pending || this.#bom >= 0)
      return from;
    let i = from;
    for (; i < chunk.length; i += 1) {
      const c = chunk[i];
      if (c === DQUOTE || c === SEMICOLON || c === TAB || c === CR || c === LF || (c === COMMA && !quoted)) break;
    }
    return i;
  }

  #begin(length: number) {
    // Each input byte writes at most four bytes (a quote opened, a `'`, a doubled quote), plus a
    // held number fragment (doubled quotes at worst), a held BOM and a CRLF.
    this.#out = Buffer.allocUnsafe(length * 4 + 2 * MAX_NUMBER_BYTES + 16);
    this.#at = 0;
  }

  #finish(): Buffer[] {
    return this.#at === 0 ? [] : [this.#out.subarray(0, this.#at)];
  }

  #emit(c: number) {
    this.#out[this.#at++] = c;
  }

  #byte(c: number) {
    if (this.#bom >= 0) {
      if (c === BOM[this.#bom]) {
        this.#bom += 1;
        if (this.#bom === BOM.length) {
          for (const b of BOM) this.#emit(b);
          this.#bom = -1;
        }
        return;
      }
      // Not a byte order mark: the bytes read so far are the first field's.
      const read = this.#bom;
      this.#bom = -1;
      for (let i = 0; i < read; i += 1) this.#byte(BOM[i]!);
    }
    switch (this.#state) {
      case State.Quoted:
        if (c === DQUOTE) this.#state = State.QuoteInQuoted;
        else this.#content(c);
        return;
      case State.QuoteInQuoted:
        if (c === DQUOTE) {
          this.#content(DQUOTE);
          this.#state = State.Quoted;
          return;
        }
        if (this.#separator(c)) return;
        // Text after a closing quote: part of the field.
        this.#state = State.Unquoted;
        this.#content(c);
        return;
      case State.CrOutside:
        if (c === LF) {
          this.#endRow(true);
          return;
        }
        // A lone CR: content of the field it interrupted (or starts), then this byte as usual.
        this.#state = State.Unquoted;
        this.#rowEmpty = false;
        this.#content(CR);
        this.#byte(c);
        return;
      case State.Field:
        if (c === DQUOTE) {
          this.#openField();
          this.#state = State.Quoted;
          return;
        }
        if (this.#separator(c)) return;
        this.#state = State.Unquoted;
        this.#content(c);
        return;
      default:
        if (!this.#separator(c)) this.#content(c);
    }
  }

  /** Handles `c` if it ends the field outside quotes (a comma, a LF, a CR); answers whether it did. */
  #separator(c: number): boolean {
    if (c === COMMA) {
      this.#closeField();
      this.#emit(COMMA);
      this.#rowEmpty = false;
      this.#state = State.Field;
      return true;
    }
    if (c === LF) {
      this.#endRow(false);
      return true;
    }
    if (c === CR) {
      this.#beforeCr = this.#state;
      this.#state = State.CrOutside;
      return true;
    }
    return false;
  }

  #endRow(crlf: boolean) {
    const blank = this.#rowEmpty && (crlf ? this.#beforeCr : this.#state) === State.Field;
    if (!blank) this.#closeField();
    if (crlf) this.#emit(CR);
    this.#emit(LF);
    this.#state = State.Field;
    this.#rowEmpty = true;
  }

  #openField() {
    if (this.#open) return;
    this.#emit(DQUOTE);
    this.#open = true;
    this.#fragmentStart = true;
    this.#fieldStart = true;
    this.#rowEmpty = false;
  }

  #closeField() {
    if (!this.#open) this.#emit(DQUOTE);
    this.#flushPending(false);
    this.#emit(DQUOTE);
    this.#open = false;
    this.#fragmentStart = true;
  }

  /** Writes the held start of a `+`/`-` field: as it is when the field is a number, else after a `'`. */
  #flushPending(tooLong: boolean) {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = null;
    if (tooLong || !NUMBER.test(String.fromCharCode(...pending))) this.#emit(APOSTROPHE);
    for (const b of pending) this.#write(b);
  }

  #write(c: number) {
    this.#emit(c);
    if (c === DQUOTE) this.#emit(DQUOTE);
  }

  /** One byte of a field's value. */
  #content(c: number) {
    this.#openField();
    if (this.#pending) {
      if (!isBoundary(c)) {
        this.#pending.push(c);
        if (this.#pending.length > MAX_NUMBER_BYTES) this.#flushPending(true);
        return;
      }
      // A fragment boundary: the field is no number.
      this.#flushPending(true);
    } else if (this.#fragmentStart) {
      const fieldStart = this.#fieldStart;
      this.#fragmentStart = false;
      this.#fieldStart = false;
      // Only a whole field can be a number: it is held until its end tells.
      if (fieldStart && (c === PLUS || c === MINUS)) {
        this.#pending = [c];
        return;
      }
      if (c === EQUALS || c === AT || c === TAB || c === CR || c === PLUS || c === MINUS) this.#emit(APOSTROPHE);
    }
    this.#write(c);
    if (isBoundary(c)) this.#fragmentStart = true;
  }
}
