import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { mutationMock } from '../../test/mutation-mock.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import {
  ArchivePackageMutation,
  CreatePackageMutation,
  PackageDetailsQuery,
  PackageLinksQuery,
  PackagesPageQuery,
  SetPackageClientMutation,
  UnarchivePackageMutation,
  UpdatePackageMutation,
} from './queries.ts';
import { PackagesPage } from './packages-page.tsx';

// The description's autosizing text area listens to font loading, which jsdom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

type Variables = Record<string, unknown>;

const STAFF = {
  __typename: 'PackagePermissions',
  view: true,
  create: true,
  edit: true,
  changePackageId: true,
  changeTtbCharge: true,
  exportPackages: true,
};
const CLIENTS = [
  { __typename: 'LookupItem', id: '1', title: 'Acme Realty' },
  { __typename: 'LookupItem', id: '2', title: 'Harbour Property Group' },
];

const row = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Package',
  id,
  title,
  type: 'PROPERTY',
  typeLabel: 'Property',
  status: 'PUBLISHED',
  sortOrder: 10,
  retailPrice: 399,
  packagePrice: 327.18,
  propertyDuration: 14,
  agentDuration: null,
  officeDuration: null,
  ...extra,
});

const pageMock = (
  opts: {
    pages?: Record<string, { items: ReturnType<typeof row>[]; next: string | null }>;
    permissions?: typeof STAFF;
  } = {},
) => {
  const calls: Variables[] = [];
  const pages = opts.pages ?? { first: { items: [], next: null } };
  const mock: MockedResponse = {
    request: { query: PackagesPageQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      const page = pages[(variables['cursor'] as string | null) ?? 'first'] ?? { items: [], next: null };
      return {
        data: {
          ...(variables['withLookups'] ? { packagePermissions: opts.permissions ?? STAFF, clientLookup: CLIENTS } : {}),
          ...(variables['listed']
            ? {
                packages: {
                  __typename: 'PackageConnection',
                  items: page.items,
                  pageInfo: { __typename: 'PageInfo', nextCursor: page.next, hasMore: page.next !== null },
                },
              }
            : {}),
        },
      };
    },
  };
  return { mock, calls };
};

const details = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Package',
  id: '7',
  title: 'Office Brand Awareness 30 Days',
  type: 'OFFICE',
  description: 'Brand campaign',
  status: 'PUBLISHED',
  sortOrder: 20,
  propertyPackageId: null,
  agentPackageId: null,
  officePackageId: 'SGF-OFC-1',
  propertyDuration: null,
  agentDuration: null,
  officeDuration: 30,
  retailPrice: 1299,
  packagePrice: 1065,
  productionFee: 49,
  ttbCharge: 29,
  videoRequired: false,
  pmpRequired: false,
  campaignsInProgress: 0,
  ...extra,
});

const detailsMock = (pkg: ReturnType<typeof details>): MockedResponse => ({
  request: { query: PackageDetailsQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { package: pkg } },
});

/** Any operation answered with `data(variables)`, every call's variables recorded (the shared mutation mock). */
const recorded = (query: MockedResponse['request']['query'], data: (variables: Variables) => Record<string, unknown>) =>
  mutationMock(query, (variables) => ({ data: data(variables) }));

const render = (url: string, mocks: MockedResponse[]) =>
  renderWithProviders(<PackagesPage />, { url, path: '/packages', mocks, cache: createCache() });

describe('Packages list', () => {
  it('before a client is chosen: No client selected; choosing one writes the URL and lists the columns', async () => {
    const page = pageMock({ pages: { first: { items: [row('1', 'Property Boost 14 Days')], next: null } } });
    const view = render('/packages', [page.mock]);
    expect(await screen.findByText('No client selected')).toBeInTheDocument();
    await expect.poll(() => page.calls.length).toBeGreaterThan(0);
    expect(page.calls.at(-1)).toMatchObject({ listed: false });
    await view.user.click(screen.getByRole('combobox', { name: 'Filter by Client' }));
    await view.user.click(await screen.findByRole('option', { name: 'Acme Realty' }));
    expect(view.location()).toBe('/packages?client=1');
    const table = await screen.findByRole('table', { name: 'Packages' });
    await within(table).findByText('Property Boost 14 Days');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Type', 'Retail Price (excl. GST)', 'Package Price (excl. GST)', 'Duration', 'Sort Order']);
    expect(within(table).getByText('$399.00')).toBeInTheDocument();
    expect(within(table).getByText('14 days')).toBeInTheDocument();
    expect(page.calls.at(-1)).toMatchObject({ clientId: '1', status: 'PUBLISHED', listed: true });
    expect(screen.getByRole('button', { name: 'Create Package' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export Packages' })).toBeEnabled();
  });

  it('an empty list says No data available for {client}; Load more asks for the next cursor', async () => {
    const empty = pageMock();
    render('/packages?client=2', [empty.mock]);
    expect(await screen.findByText('No data available for Harbour Property Group')).toBeInTheDocument();
  });

  it('Load more appends the next page and counts it in the URL', async () => {
    const page = pageMock({
      pages: { first: { items: [row('1', 'First')], next: 'c1' }, c1: { items: [row('2', 'Second')], next: null } },
    });
    const view = render('/packages?client=all', [page.mock]);
    await screen.findByText('First');
    await view.user.click(screen.getByRole('button', { name: /load more/i }));
    await screen.findByText('Second');
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(view.location()).toBe('/packages?client=all&pages=2');
    expect(page.calls.at(-1)).toMatchObject({ cursor: 'c1', withLookups: false, clientId: null });
  });

  it('without edit there is no Archived tab and no Create Package; without exportPackages no export', async () => {
    const page = pageMock({ permissions: { ...STAFF, create: false, edit: false, exportPackages: false } });
    render('/packages?client=1&tab=archived', [page.mock]);
    await screen.findByRole('tab', { name: 'My Packages' });
    expect(screen.queryByRole('tab', { name: 'Archived' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Package' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export Packages' })).toBeNull();
  });

  it('Archived tab: rows do not open; Un-archive returns to My Packages', async () => {
    const page = pageMock({ pages: { first: { items: [row('10', 'Legacy', { status: 'ARCHIVED' })], next: null } } });
    const unarchive = recorded(UnarchivePackageMutation, () => ({
      unarchivePackage: {
        __typename: 'UnarchivePackagePayload',
        package: { __typename: 'Package', id: '10', status: 'PUBLISHED' },
      },
    }));
    const view = render('/packages?client=1&tab=archived', [page.mock, unarchive.mock]);
    await screen.findByText('Legacy');
    expect(page.calls.at(-1)).toMatchObject({ status: 'ARCHIVED' });
    expect(screen.queryByRole('row', { name: 'Open package Legacy' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Un-archive Legacy' }));
    await screen.findByRole('tab', { name: 'My Packages', selected: true });
    expect(unarchive.calls).toEqual([{ input: { id: '10' } }]);
    expect(view.location()).toBe('/packages?client=1');
  });
});

describe('Package modal', () => {
  it('create: Package name is required; the type decides the fields; the first save moves to Client / Offices', async () => {
    const page = pageMock();
    const create = recorded(CreatePackageMutation, () => ({
      createPackage: {
        __typename: 'CreatePackagePayload',
        package: row('99', 'New Agent', {
          type: 'AGENT',
          typeLabel: 'Agent',
          propertyDuration: null,
          agentDuration: 30,
        }),
      },
    }));
    const links = recorded(PackageLinksQuery, () => ({
      package: { __typename: 'Package', id: '99', clients: [], offices: [] },
    }));
    const view = render('/packages?client=1&package=new', [
      page.mock,
      create.mock,
      detailsMock(details({ id: '99', title: 'New Agent', type: 'AGENT' })),
      links.mock,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Create Package' });
    expect(within(dialog).getByRole('tab', { name: 'Client / Offices' })).toBeDisabled();
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect(within(dialog).queryByText('Package name is required')).toBeNull();
    expect(await within(dialog).findByRole('button', { name: 'Save + continue' })).toBeDisabled();
    await view.user.click(title);
    await view.user.tab();
    expect(await within(dialog).findByText('Package name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Property Package Id' })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Agent' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Property Package Id' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Agent Package Id' })).toBeInTheDocument();
    await view.user.type(title, 'New Agent');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Agent Duration (days)' }), '30');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save + continue' }));
    await screen.findByRole('tab', { name: 'Client / Offices', selected: true });
    expect(create.calls[0]).toMatchObject({
      input: { title: 'New Agent', type: 'AGENT', agentDuration: 30, propertyDuration: null, officeDuration: null },
    });
    expect(view.location()).toContain('package=99');
    expect(view.location()).toContain('packageTab=links');
  });

  it('edit without changePackageId or changeTtbCharge: ids read only, no TTB Charge, neither sent', async () => {
    const page = pageMock({ permissions: { ...STAFF, changePackageId: false, changeTtbCharge: false } });
    const update = recorded(UpdatePackageMutation, (v) => ({
      updatePackage: {
        __typename: 'UpdatePackagePayload',
        package: {
          ...row('7', 'Office Brand Awareness 30 Days'),
          description: '',
          propertyPackageId: null,
          agentPackageId: null,
          officePackageId: 'SGF-OFC-1',
          productionFee: 49,
          ttbCharge: null,
          videoRequired: false,
          pmpRequired: false,
          ...((v['input'] as object) ?? {}),
        },
      },
    }));
    const view = render('/packages?client=1&package=7', [
      page.mock,
      detailsMock(details({ ttbCharge: null })),
      update.mock,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    const officeId = await within(dialog).findByRole('textbox', { name: 'Office Package Id' });
    expect(officeId).toBeDisabled();
    expect(within(dialog).queryByRole('textbox', { name: /TTB Charge/ })).toBeNull();
    expect(within(dialog).getByText('$1,428.90 incl. GST')).toBeInTheDocument();
    await view.user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), ' Plus');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save And Close' }));
    // The list behind the modal says "No data available" all along: wait on the save itself.
    await vi.waitFor(() => expect(update.calls).toHaveLength(1));
    const input = update.calls[0]!['input'] as Record<string, unknown>;
    expect(input['title']).toBe('Office Brand Awareness 30 Days Plus');
    expect('officePackageId' in input || 'ttbCharge' in input).toBe(false);
  });

  it('Archive is disabled while a linked campaign is in progress; otherwise it archives and closes', async () => {
    const blocked = render('/packages?client=1&package=7', [
      pageMock().mock,
      detailsMock(details({ campaignsInProgress: 3 })),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    expect(await within(dialog).findByRole('button', { name: 'Archive' })).toBeDisabled();
    blocked.unmount();
    const archive = recorded(ArchivePackageMutation, () => ({
      archivePackage: {
        __typename: 'ArchivePackagePayload',
        package: { __typename: 'Package', id: '7', status: 'ARCHIVED' },
      },
    }));
    const view = render('/packages?client=1&package=7', [pageMock().mock, detailsMock(details()), archive.mock]);
    const open = await screen.findByRole('dialog', { name: 'Edit Package' });
    await view.user.click(await within(open).findByRole('button', { name: 'Archive' }));
    await vi.waitFor(() => expect(archive.calls).toEqual([{ input: { id: '7' } }]));
    await vi.waitFor(() => expect(view.location()).toBe('/packages?client=1'));
  });

  it('Client / Offices: a checkbox attaches at once and shows what the server answered', async () => {
    const links = recorded(PackageLinksQuery, () => ({
      package: {
        __typename: 'Package',
        id: '7',
        clients: [{ __typename: 'PackageClientLink', id: '1', title: 'Acme Realty', attached: false }],
        offices: [{ __typename: 'PackageOfficeLink', id: '11', title: 'Acme North', clientId: '1', attached: true }],
      },
    }));
    const attach = recorded(SetPackageClientMutation, () => ({
      setPackageClientAttached: {
        __typename: 'SetPackageClientAttachedPayload',
        packageId: '7',
        link: { __typename: 'PackageClientLink', id: '1', title: 'Acme Realty', attached: true },
      },
    }));
    const view = render('/packages?client=1&package=7&packageTab=links', [
      pageMock().mock,
      detailsMock(details()),
      links.mock,
      attach.mock,
    ]);
    const client = await screen.findByRole('checkbox', { name: 'Attach to client Acme Realty' });
    expect(screen.getByRole('checkbox', { name: 'Attach to office Acme North' })).toBeChecked();
    expect(client).not.toBeChecked();
    await view.user.click(client);
    await expect
      .poll(() => (screen.getByRole('checkbox', { name: 'Attach to client Acme Realty' }) as HTMLInputElement).checked)
      .toBe(true);
    expect(attach.calls).toEqual([{ input: { packageId: '7', clientId: '1', attached: true } }]);
  });
});
