import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { storageKeys } from '../../lib/storage.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { AudienceFormPage } from './audience-form-page.tsx';
import { audience, CHOICES, formPageMock } from './audiences-test-mocks.ts';
import { AudienceFormPageQuery } from './queries.ts';
import { GraphQLError } from 'graphql';

type Mocks = NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks'];

const render = (url: string, mocks: Mocks) =>
  renderWithProviders(<AudienceFormPage />, {
    url,
    path: '/audience/form',
    mocks,
    cache: createCache(),
    routes: [{ path: '/audience', element: <p>the audience list</p> }],
  });

/** A sent request: its address and its multipart fields in order (files by name). */
interface Sent {
  url: string;
  fields: [string, string][];
  headers: Record<string, string>;
}

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Mocks fetch for the audience HTTP routes: `answers` per path, the requests recorded in order. */
const mockFetch = (answers: Record<string, Answer | (() => Answer)>) => {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body instanceof FormData ? init.body : new FormData();
    sent.push({
      url,
      fields: [...body.entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : `file:${value.name}`,
      ]),
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
    });
    const entry = answers[url];
    if (!entry) throw new TypeError(`unexpected ${url}`);
    const answer = await (typeof entry === 'function' ? entry() : entry);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
};

const csv = (name = 'customers.csv') => new File(['email\nann@example.test\n'], name, { type: 'text/csv' });

const fillCreate = async (view: ReturnType<typeof render>, opts: { scope?: string; pick?: string } = {}) => {
  await view.user.type(await screen.findByRole('textbox', { name: /Audience name/ }), 'Spring buyers');
  fireEvent.change(screen.getByLabelText(/Customer list \(CSV\)/), { target: { files: [csv()] } });
  await view.user.click(screen.getByRole('radio', { name: opts.scope ?? 'Office' }));
  if ((opts.scope ?? 'Office') !== 'Global') {
    await view.user.click(
      screen.getByRole('combobox', { name: (opts.scope ?? 'Office') === 'Office' ? /Offices/ : /Agents/ }),
    );
    await view.user.click(await screen.findByRole('option', { name: opts.pick ?? 'Acme South' }));
  }
  await view.user.click(screen.getByRole('checkbox', { name: /I agree that the hashed customer list/ }));
};

const submit = (view: ReturnType<typeof render>, name = 'Create Audience') =>
  view.user.click(screen.getByRole('button', { name }));

beforeEach(() => localStorage.setItem(storageKeys.audienceInstructionsHidden, 'true'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Audience form', () => {
  it('create: the rules show their texts and nothing is sent until they pass', async () => {
    const sent = mockFetch({});
    const view = render('/audience/form', [formPageMock().mock]);
    expect(await screen.findByRole('heading', { name: 'Create Audience', level: 1 })).toBeInTheDocument();
    // The data-privacy text is a standing notice: nothing is announced as an alert before a submit.
    expect(await screen.findByRole('note', { name: 'Data privacy' })).toHaveTextContent(
      /hashed list is transferred to a social advertising platform/,
    );
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await view.user.click(await screen.findByRole('button', { name: 'Create Audience' }));
    expect(await screen.findByText('Audience name is required')).toBeInTheDocument();
    expect(screen.getByText('A CSV file is required')).toBeInTheDocument();
    expect(screen.getByText('Scope is required')).toBeInTheDocument();
    expect(screen.getByText('Please accept the data privacy agreement')).toBeInTheDocument();

    await view.user.type(screen.getByRole('textbox', { name: /Audience name/ }), 'A'.repeat(31));
    expect(await screen.findByText('Audience name must be at most 30 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Customer list \(CSV\)/), { target: { files: [csv('customers.xlsx')] } });
    expect(await screen.findByText('The file must be a .csv file')).toBeInTheDocument();
    expect(screen.getByText('Chosen file: customers.xlsx')).toBeInTheDocument();
    await submit(view);
    expect(sent).toEqual([]);
  });

  it('scope: changing it clears the selections; Global names the client; Office and Agent need one', async () => {
    const view = render('/audience/form', [formPageMock().mock]);
    await view.user.type(await screen.findByRole('textbox', { name: /Audience name/ }), 'Spring buyers');
    fireEvent.change(screen.getByLabelText(/Customer list \(CSV\)/), { target: { files: [csv()] } });
    await view.user.click(screen.getByRole('radio', { name: 'Office' }));
    await view.user.click(screen.getByRole('combobox', { name: /Offices/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Acme North' }));
    expect(screen.getByText('Acme North', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'Agent' }));
    expect(screen.queryByText('Acme North', { selector: '.mantine-Pill-label' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'Office' }));
    expect(screen.queryByText('Acme North', { selector: '.mantine-Pill-label' })).not.toBeInTheDocument();
    await submit(view);
    expect(await screen.findByText('Select at least one office')).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'Agent' }));
    await submit(view);
    expect(await screen.findByText('Select at least one agent')).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'Global' }));
    expect(screen.getByText('Every office and agent of Acme Realty')).toBeInTheDocument();
    expect(screen.queryByText('Select at least one agent')).not.toBeInTheDocument();
  });

  it('rows with problems: the report downloads as a text file, and Upload anyway sends the audience (Audience created!, then the list)', async () => {
    const report = 'Row 3: invalid email\nRow 9: missing contact details';
    const sent = mockFetch({
      '/audiences/validate-csv': {
        status: 422,
        body: { error: { code: 'BAD_USER_INPUT', message: 'Row 3: invalid email', report } },
      },
      '/audiences': { status: 201, body: { id: '9' } },
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:report';
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const view = render('/audience/form', [formPageMock().mock]);
    await fillCreate(view);
    await submit(view);
    const dialog = await screen.findByRole('dialog', { name: 'Some rows of the CSV have problems' });
    expect(within(dialog).getByText('Row 3: invalid email')).toBeInTheDocument();
    expect(sent.map((s) => s.url)).toEqual(['/audiences/validate-csv']);
    expect(sent[0]!.fields).toEqual([['csv', 'file:customers.csv']]);
    expect(sent[0]!.headers['apollo-require-preflight']).toBe('true');

    await view.user.click(within(dialog).getByRole('button', { name: 'Download report' }));
    expect(names).toEqual(['validation-errors.txt']);
    expect(await saved[0]!.text()).toBe(report);

    await view.user.click(within(dialog).getByRole('button', { name: 'Upload anyway' }));
    const progress = await screen.findByRole('dialog', { name: 'Uploading audience' });
    // The success text shows for a second before the dialog closes: finding it is the assertion
    // (on a busy machine the dialog can close before a later check of the element runs).
    await within(progress).findByText('Audience created!');
    expect(sent.map((s) => s.url)).toEqual(['/audiences/validate-csv', '/audiences']);
    expect(sent[1]!.fields).toEqual([
      ['name', 'Spring buyers'],
      ['scope', 'agency'],
      ['uuids', '11'],
      ['csv', 'file:customers.csv'],
    ]);
    await waitFor(() => expect(view.location()).toBe('/audience'));
  });

  it('the upload follows the progress steps: 20 % at 250 ms, 70 % at 2 s, +1 % a second, 100 at the end, closed 1 s later', async () => {
    let finish: (answer: { status: number; body: unknown }) => void = () => undefined;
    mockFetch({
      '/audiences/validate-csv': { status: 200, body: { ok: true, contacts: 512 } },
      '/audiences': () => new Promise((resolve) => (finish = resolve)),
    });
    const view = render('/audience/form', [formPageMock().mock]);
    await fillCreate(view, { scope: 'Agent', pick: 'Bea Broker' });
    // The clock is faked before the upload starts, so every step of the curve is one the test moves to.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(screen.getByRole('button', { name: 'Create Audience' }));
    // The CSV check answers (a resolved promise), then the upload starts.
    for (let i = 0; i < 10 && !screen.queryByRole('dialog', { name: 'Uploading audience' }); i++)
      await act(async () => undefined);
    const progress = screen.getByRole('dialog', { name: 'Uploading audience' });
    const bar = () => within(progress).getByRole('progressbar');
    const at = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    at(250);
    expect(bar()).toHaveAttribute('aria-valuenow', '20');
    at(1750);
    expect(bar()).toHaveAttribute('aria-valuenow', '70');
    at(1000);
    expect(bar()).toHaveAttribute('aria-valuenow', '71');
    at(60_000);
    expect(bar()).toHaveAttribute('aria-valuenow', '95');
    await act(async () => finish({ status: 201, body: { id: '9' } }));
    for (let i = 0; i < 10 && bar().getAttribute('aria-valuenow') !== '100'; i++) await act(async () => undefined);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(within(progress).getByText('Audience created!')).toBeInTheDocument();
    at(999);
    expect(view.location()).toBe('/audience/form');
    at(1);
    vi.useRealTimers();
    await waitFor(() => expect(view.location()).toBe('/audience'));
  });

  it('server field errors show under their fields, the failure in the progress modal, and nothing typed is lost', async () => {
    mockFetch({
      '/audiences/validate-csv': { status: 200, body: { ok: true, contacts: 512 } },
      '/audiences': {
        status: 422,
        body: {
          error: {
            code: 'BAD_USER_INPUT',
            message: 'An audience with this name already exists',
            fields: { name: 'An audience with this name already exists', uuids: 'Select at least one office' },
          },
        },
      },
    });
    const view = render('/audience/form', [formPageMock().mock]);
    await fillCreate(view);
    await submit(view);
    const progress = await screen.findByRole('dialog', { name: 'Uploading audience' });
    expect(await within(progress).findByRole('alert')).toHaveTextContent('An audience with this name already exists');
    await view.user.click(within(progress).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const name = screen.getByRole('textbox', { name: /Audience name/ });
    expect(name).toHaveValue('Spring buyers');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('An audience with this name already exists'));
    expect(screen.getByText('Select at least one office')).toBeInTheDocument();
    expect(screen.getByText('Chosen file: customers.csv')).toBeInTheDocument();
    expect(screen.getByText('Acme South', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(view.location()).toBe('/audience/form');
  });

  it('a refused CSV (not a row problem) shows under the CSV field and stops there', async () => {
    const sent = mockFetch({
      '/audiences/validate-csv': {
        status: 422,
        body: {
          error: { code: 'BAD_USER_INPUT', message: 'The CSV must have at least 200 contacts (500 recommended)' },
        },
      },
    });
    const view = render('/audience/form', [formPageMock().mock]);
    await fillCreate(view);
    await submit(view);
    expect(await screen.findByText('The CSV must have at least 200 contacts (500 recommended)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((s) => s.url)).toEqual(['/audiences/validate-csv']);
  });

  it('edit: prefilled from the audience; sends only what changed (no CSV: no check) and says Audience updated!', async () => {
    const sent = mockFetch({ '/audiences/5': { status: 200, body: { id: '5' } } });
    const edited = audience({
      id: '5',
      name: 'Spring buyers',
      mine: true,
      scope: 'OFFICE',
      assignments: [['10', 'Acme North']],
    });
    const form = formPageMock(edited);
    const view = render('/audience/form?audienceId=5', [form.mock]);
    const name = await screen.findByRole('textbox', { name: /Audience name/ });
    expect(screen.getByRole('heading', { name: 'Edit Audience', level: 1 })).toBeInTheDocument();
    expect(form.calls[0]).toEqual({ id: '5', editing: true });
    expect(name).toHaveValue('Spring buyers');
    expect(screen.getByRole('radio', { name: 'Office' })).toBeChecked();
    expect(screen.getByText('Acme North', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    const update = screen.getByRole('button', { name: 'Update Audience' });
    expect(update).toBeDisabled();
    await view.user.clear(name);
    await view.user.type(name, 'Autumn buyers');
    await view.user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await view.user.click(update);
    expect(await screen.findByText('Audience updated!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/audiences/5');
    expect(sent[0]!.fields).toEqual([['name', 'Autumn buyers']]);
    await waitFor(() => expect(view.location()).toBe('/audience'));
  });

  it("edit: another user's audience is not editable", async () => {
    render('/audience/form?audienceId=6', [formPageMock(audience({ id: '6', name: 'Theirs', mine: false })).mock]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the creator of an audience can edit or delete it');
    expect(screen.queryByRole('textbox', { name: /Audience name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/audience');
  });

  it("edit: the BFF's refusal of another creator's audience says whose it is, and the session goes on", async () => {
    const refused: NonNullable<Mocks>[number] = {
      request: { query: AudienceFormPageQuery, variables: () => true },
      result: {
        data: { audience: null, audienceScopeChoices: CHOICES },
        errors: [new GraphQLError('You do not have permission to do that.', { extensions: { code: 'FORBIDDEN' } })],
      },
    };
    render('/audience/form?audienceId=43', [refused]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the creator of an audience can edit or delete it');
    expect(screen.queryByRole('textbox', { name: /Audience name/ })).not.toBeInTheDocument();
    expect(screen.queryByText('You do not have permission to do that.')).not.toBeInTheDocument();
  });

  it('the instruction modal opens on arrival until "Don\'t show these instructions again" is kept', async () => {
    localStorage.clear();
    const first = render('/audience/form', [formPageMock().mock]);
    const modal = await screen.findByRole('dialog', { name: 'How to build an audience' });
    await first.user.click(within(modal).getByRole('checkbox', { name: "Don't show these instructions again" }));
    await first.user.click(within(modal).getByRole('button', { name: 'Got it' }));
    expect(localStorage.getItem(storageKeys.audienceInstructionsHidden)).toBe('true');
    first.unmount();

    const second = render('/audience/form', [formPageMock().mock]);
    await screen.findByRole('textbox', { name: /Audience name/ });
    expect(screen.queryByRole('dialog', { name: 'How to build an audience' })).not.toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Instructions' }));
    expect(await screen.findByRole('dialog', { name: 'How to build an audience' })).toBeInTheDocument();
  });

  it('the CSV template downloads from /downloads; a failure says Download failed', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 503 }));
    const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const view = render('/audience/form', [formPageMock().mock]);
    await view.user.click(await screen.findByRole('button', { name: 'Download CSV template' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Download failed',
          message: 'The CSV template could not be downloaded at this time.',
        }),
      ),
    );
    expect(fetch.mock.calls[0]![0]).toBe('/downloads/audience-template.csv');
  });
});
