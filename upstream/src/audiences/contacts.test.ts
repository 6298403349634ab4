import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import {
  CsvRefused,
  csvMessages,
  normaliseEmail,
  normaliseName,
  normalisePhone,
  problemMessage,
  problemReport,
  readContacts,
} from './contacts.ts';

const sha = (value: string) => createHash('sha256').update(value).digest('hex');
const read = (text: string | Buffer, chunk = 7) => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) parts.push(bytes.subarray(at, at + chunk));
  return readContacts(Readable.from(parts));
};
const refusal = async (text: string | Buffer, message: string) => {
  await assert.rejects(read(text), (error: unknown) => error instanceof CsvRefused && error.message === message);
};

describe('normalisation as the ad platforms expect for customer lists', () => {
  test('e-mails are trimmed and lower-cased; anything else is not an e-mail', () => {
    assert.equal(normaliseEmail('  Jane.Citizen@Example.COM '), 'jane.citizen@example.com');
    assert.equal(normaliseEmail('jane@'), null);
    assert.equal(normaliseEmail('=cmd|calc!A1'), null);
  });

  test('phones become E.164 digits with the Australian country code and no plus', () => {
    assert.equal(normalisePhone('0412 345 678'), '61412345678');
    assert.equal(normalisePhone('+61 412 345 678'), '61412345678');
    assert.equal(normalisePhone('+61 (0) 412 345 678'), '61412345678');
    assert.equal(normalisePhone('(02) 9876-5432'), '61298765432');
    assert.equal(normalisePhone('61412345678'), '61412345678');
    assert.equal(normalisePhone('0061 412 345 678'), '61412345678');
    assert.equal(normalisePhone('+44 20 7946 0958'), '442079460958');
    assert.equal(normalisePhone('12345'), null);
    assert.equal(normalisePhone('call me'), null);
  });

  test('names are trimmed, inner spaces collapsed and lower-cased', () => {
    assert.equal(normaliseName('  Mary  Jane '), 'mary jane');
    assert.equal(normaliseName('   '), null);
  });
});

describe('reading a customer list', () => {
  test('every identifier comes back as the SHA-256 of its normalised form, nothing raw', async () => {
    const result = await read('Email,Phone,First Name,Last Name\n Jane@Example.com ,0412 345 678,Jane,Citizen\n');
    assert.deepEqual(result.contacts, [
      { email: sha('jane@example.com'), phone: sha('61412345678'), firstName: sha('jane'), lastName: sha('citizen') },
    ]);
    assert.equal(result.rows, 1);
    assert.equal(result.problemCount, 0);
    assert.doesNotMatch(JSON.stringify(result), /jane|citizen|0412/i);
  });

  test('CRLF line ends and a UTF-8 BOM read the same as LF', async () => {
    const lf = 'email,first_name\na@example.com,Ann\nb@example.com,Bob\n';
    const expected = await read(lf);
    assert.deepEqual(await read(lf.replace(/\n/g, '\r\n')), expected);
    assert.deepEqual(
      await read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lf.replace(/\n/g, '\r\n'))]), 1),
      expected,
    );
    assert.equal(expected.contacts.length, 2);
  });

  test('row problems name the row (the header is row 1) and the rule, never the value', async () => {
    const result = await read(
      "email,phone\nok@example.com,\nnot-an-email,\n,0412 345 678\n=cmd|' /C calc'!A0,\n,12\n,\n",
    );
    assert.deepEqual(result.problems, [
      { row: 3, problem: csvMessages.emailInvalid },
      { row: 5, problem: csvMessages.formula },
      { row: 6, problem: csvMessages.phoneInvalid },
    ]);
    assert.equal(result.contacts.length, 2);
    assert.equal(problemMessage(result), 'Row 3: Email is invalid (and 2 more rows with problems)');
    const report = problemReport(result);
    assert.equal(
      report,
      'Row 3: Email is invalid\nRow 5: A cell starts like a spreadsheet formula\nRow 6: Phone is invalid\n',
    );
    assert.doesNotMatch(report, /not-an-email|cmd|calc/);
  });

  test('a row with neither e-mail nor phone and other formula starts are row problems', async () => {
    const result = await read('email,first_name\n,Ann\n@SUM(1),\n+HYPERLINK("x"),\n-2+3,\n');
    assert.deepEqual(
      result.problems.map((p) => p.problem),
      [csvMessages.noIdentifier, csvMessages.formula, csvMessages.formula, csvMessages.formula],
    );
  });

  test('the same contact twice is one contact', async () => {
    const result = await read('email\na@example.com\nA@EXAMPLE.COM \n');
    assert.equal(result.contacts.length, 1);
  });

  test('hashed data is refused as a whole, by value or by header', async () => {
    await refusal(`email\n${sha('a@example.com')}\n`, csvMessages.hashed);
    await refusal(`email\na@example.com\n${createHash('md5').update('x').digest('hex')}\n`, csvMessages.hashed);
    await refusal('email_sha256,phone\n,0412345678\n', csvMessages.hashed);
  });

  test('empty, binary, non-UTF-8 and header-less files are refused', async () => {
    await refusal('', csvMessages.empty);
    await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), csvMessages.notText);
    await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), csvMessages.notText);
    await refusal(Buffer.from('email\nj\xe9r\xf4me@example.com\n', 'latin1'), csvMessages.notText);
    await refusal('city,postcode\nSydney,2000\n', csvMessages.noHeader);
    // Names alone cannot be matched: the message names the columns a list needs.
    await refusal(
      'first_name,last_name\n' + 'Ann,Archer\n'.repeat(250),
      'The CSV needs a header row with an email or phone column',
    );
    await refusal('email\n"a@example.com\n', csvMessages.unreadable);
  });
});
