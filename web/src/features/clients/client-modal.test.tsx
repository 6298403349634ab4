import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { GraphQLError } from 'graphql';
import type { Role } from '@portal/schema';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ClientsPage } from './clients-page.tsx';
import { clientRow, clientsPageMock, details, mutationMock, tabMocks } from './clients-test-mocks.ts';
import {
  AttachOfficeToClientMutation,
  CreateClientMutation,
  SetClientFeatureMutation,
  SetOfficePaymentMethodMutation,
  UpdateClientDetailsMutation,
} from './queries.ts';

const acme = clientRow({ id: '1', title: 'Acme Realty' });

const render = (url: string, role: Role, mocks: NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks'] = []) =>
  renderWithProviders(<ClientsPage />, {
    url,
    path: '/clients',
    mocks: [clientsPageMock({ role, pages: { first: { items: [acme], next: null } } }).mock, ...mocks],
    cache: createCache(),
  });

// jsdom has no FontFaceSet; Mantine's autosizing textarea (the trading terms) listens to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

const tabNames = async (dialogName: string) => {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  const list = await within(dialog).findByRole('tablist', { name: 'Client sections' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
};

describe('Client modal', () => {
  it.each([
    ['SUPER_ADMIN', ['Details', 'Display', 'Images', 'Offices', 'Integration', 'Payment Details', 'Features']],
    ['ADMIN', ['Details', 'Display', 'Images', 'Offices', 'Integration', 'Payment Details', 'Features']],
    ['CLIENT_ADMIN', ['Details', 'Display', 'Images', 'Payment Details']],
    ['AGENT_ADMIN', ['Details', 'Display', 'Images']],
  ] as const)('%s sees the tabs %j', async (role, expected) => {
    render('/clients?client=1', role, tabMocks('1').mocks);
    expect(await tabNames('Edit Client')).toEqual(expected);
  });

  it('a client admin cannot change the sub-domain; an office admin edits nothing and gets Continue', async () => {
    const view = render('/clients?client=1', 'CLIENT_ADMIN', tabMocks('1').mocks);
    let dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(await within(dialog).findByRole('textbox', { name: 'Sub Domain' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Organisation Name' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    view.unmount();
    render('/clients?client=1', 'AGENT_ADMIN', tabMocks('1').mocks);
    dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(await within(dialog).findByRole('textbox', { name: 'Organisation Name' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save + continue' })).not.toBeInTheDocument();
  });

  it('creating: later tabs wait for the first save; the texts of the rules show and block moving on; the first Save creates and moves to Display', async () => {
    const created = mutationMock(CreateClientMutation, (variables) => {
      const input = (variables['input'] as { details: Record<string, unknown> }).details;
      return {
        data: {
          createClient: {
            __typename: 'CreateClientPayload',
            client: {
              ...clientRow({ id: '42', title: input['title'] as string }),
              details: details({ title: input['title'], subDomain: input['subDomain'] }),
            },
          },
        },
      };
    });
    const tabs = tabMocks('42');
    const view = render('/clients?client=new', 'ADMIN', [created.mock, ...tabs.mocks]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    const save = await within(dialog).findByRole('button', { name: 'Save + continue' });
    expect(within(dialog).queryByRole('button', { name: 'Save And Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Display' })).toBeDisabled();
    expect(save).toBeDisabled();

    const title = within(dialog).getByRole('textbox', { name: 'Organisation Name' });
    await view.user.click(title);
    await view.user.tab();
    expect(await within(dialog).findByText('Organisation name is required')).toBeInTheDocument();
    await view.user.type(title, 'Wattle Homes');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Sub Domain' }), 'wattle');

    const email = within(dialog).getByRole('textbox', { name: 'Account Email' });
    await view.user.type(email, 'not-an-email');
    await view.user.tab();
    expect(await within(dialog).findByText('Invalid Email')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await view.user.clear(email);
    await view.user.type(email, 'accounts@wattle.test');

    const recipients = within(dialog).getByRole('textbox', { name: 'Accounts Email Recipients' });
    await view.user.type(recipients, 'a@wattle.test, nope');
    await view.user.tab();
    expect(await within(dialog).findByText('Invalid Email List')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await view.user.clear(recipients);
    await view.user.type(recipients, 'a@wattle.test ,b@wattle.test');

    const domains = within(dialog).getByRole('textbox', { name: 'Authorized Domains' });
    await view.user.type(domains, 'wattle');
    await view.user.tab();
    expect(await within(dialog).findByText('Invalid Domain')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await view.user.clear(domains);
    await view.user.type(domains, '*.wattle.test');

    await view.user.click(within(dialog).getByRole('radio', { name: 'Wed' }));
    await view.user.click(within(dialog).getByRole('radio', { name: 'Loopa' }));
    await vi.waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    await vi.waitFor(() => expect(view.search().get('client')).toBe('42'));
    expect(view.search().get('clientTab')).toBe('display');
    expect(created.calls).toHaveLength(1);
    expect(created.calls[0]).toMatchObject({
      input: {
        details: {
          title: 'Wattle Homes',
          subDomain: 'wattle',
          accountEmail: 'accounts@wattle.test',
          accountsEmailRecipients: 'a@wattle.test, b@wattle.test',
          accountsEmailWeekday: 'WED',
          conversionSource: 'LOOPA',
          authorizedDomains: '*.wattle.test',
        },
      },
    });
    // Editing now: Save And Close shows, and the Display tab ran its own query.
    const edit = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(await within(edit).findByRole('checkbox', { name: 'Show campaign report button' })).toBeChecked();
    expect(within(edit).getByRole('button', { name: 'Save And Close' })).toBeInTheDocument();
    expect(within(edit).queryByRole('checkbox', { name: 'Show property URL field' })).toBeInTheDocument();
  });

  it('a write failure shows in the result message area and keeps what was typed', async () => {
    const updated = mutationMock(UpdateClientDetailsMutation, () => ({
      errors: [
        new GraphQLError('The service is unavailable right now. Please try again shortly.', {
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        }),
      ],
    }));
    const view = render('/clients?client=1', 'ADMIN', [updated.mock, ...tabMocks('1').mocks]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const product = await within(dialog).findByRole('textbox', { name: 'Product' });
    await view.user.clear(product);
    await view.user.type(product, 'Homes');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save And Close' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again shortly.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Product' })).toHaveValue('Homes');
    expect(view.search().get('client')).toBe('1');
  });

  it('Payment Details: a per-office radio saves that office at once', async () => {
    const office = {
      __typename: 'ClientOfficePayment',
      id: '10',
      displayName: 'Acme North',
      paymentMethods: {
        __typename: 'PaymentMethods',
        property: 'CREDIT_CARD',
        agent: 'CREDIT_CARD',
        office: 'CREDIT_CARD',
      },
    };
    const saved = mutationMock(SetOfficePaymentMethodMutation, () => ({
      data: {
        setOfficePaymentMethod: {
          __typename: 'SetOfficePaymentMethodPayload',
          office: { ...office, paymentMethods: { ...office.paymentMethods, agent: 'TRADING_TERMS' } },
        },
      },
    }));
    const view = render('/clients?client=1&clientTab=payment', 'ADMIN', [
      saved.mock,
      ...tabMocks('1', { paymentOffices: [office] }).mocks,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const group = await within(dialog).findByRole('radiogroup', { name: 'Acme North payment method: Agent campaigns' });
    await view.user.click(within(group).getByRole('radio', { name: 'Trading Terms' }));
    await vi.waitFor(() =>
      expect(saved.calls).toEqual([{ input: { officeId: '10', campaignType: 'AGENT', method: 'TRADING_TERMS' } }]),
    );
    expect(within(group).getByRole('radio', { name: 'Trading Terms' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Trading terms' })).toHaveValue('30 days');
  });

  it("Offices: the own offices checked, another client's checked and disabled, the search filters, a checked office is attached on Save + continue", async () => {
    const option = (
      officeId: string,
      displayName: string,
      attachment: string,
      otherClientTitle: string | null = null,
    ) => ({
      __typename: 'ClientOfficeOption',
      id: `1:${officeId}`,
      officeId,
      displayName,
      attachment,
      otherClientTitle,
    });
    const attached = mutationMock(AttachOfficeToClientMutation, () => ({
      data: {
        attachOfficeToClient: {
          __typename: 'AttachOfficeToClientPayload',
          office: option('12', 'Free Office', 'ATTACHED'),
        },
      },
    }));
    const offices = [
      option('10', 'Acme North', 'ATTACHED'),
      option('11', 'Harbour Quay', 'OTHER_CLIENT', 'Harbour Property Group'),
      option('12', 'Free Office', 'UNATTACHED'),
    ];
    const view = render('/clients?client=1&clientTab=offices', 'ADMIN', [
      attached.mock,
      ...tabMocks('1', { offices }).mocks,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const list = await within(dialog).findByRole('group', { name: 'Offices of this client' });
    expect(within(list).getByRole('checkbox', { name: 'Acme North' })).toBeChecked();
    const other = within(list).getByRole('checkbox', { name: 'Harbour Quay (Harbour Property Group)' });
    expect(other).toBeChecked();
    expect(other).toBeDisabled();
    await view.user.type(within(dialog).getByRole('searchbox', { name: 'Search offices' }), 'free');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(1);
    await view.user.click(within(list).getByRole('checkbox', { name: 'Free Office' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save + continue' }));
    await vi.waitFor(() => expect(view.search().get('clientTab')).toBe('integration'));
    expect(attached.calls).toEqual([{ input: { clientId: '1', officeId: '12' } }]);
  });

  it.each(['details', 'payment', 'features'])(
    'an archived client cannot be opened, by a link to its %s tab either',
    async (tab) => {
      render(`/clients?client=1&clientTab=${tab}`, 'ADMIN', tabMocks('1', { status: 'ARCHIVED' }).mocks);
      const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
      expect(await within(dialog).findByText('Archived clients cannot be opened')).toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: /^(Save|Archive|Activate)/ })).not.toBeInTheDocument();
    },
  );

  it('Offices: the checklist scrolls from the keyboard when every office in it is locked', async () => {
    const offices = Array.from({ length: 30 }, (_, i) => ({
      __typename: 'ClientOfficeOption',
      id: `1:${i + 10}`,
      officeId: String(i + 10),
      displayName: `Harbour ${i + 10}`,
      attachment: 'OTHER_CLIENT',
      otherClientTitle: 'Harbour Property Group',
    }));
    render('/clients?client=1&clientTab=offices', 'ADMIN', tabMocks('1', { offices }).mocks);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const list = await within(dialog).findByRole('group', { name: 'Offices of this client' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).disabled),
    ).toBe(true);
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('Features: Feature, Description, Enabled and Activate/Deactivate, each switch saved at once; the footer only closes', async () => {
    const feature = (enabled: boolean) => ({
      __typename: 'ClientFeature',
      id: '1:audience',
      key: 'audience',
      name: 'Audience',
      description: 'Custom audiences',
      enabled,
    });
    const switched = mutationMock(SetClientFeatureMutation, () => ({
      data: { setClientFeature: { __typename: 'SetClientFeaturePayload', applied: true, feature: feature(true) } },
    }));
    const view = render('/clients?client=1&clientTab=features', 'SUPER_ADMIN', [
      switched.mock,
      ...tabMocks('1', { features: [feature(false)] }).mocks,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    const table = await within(dialog).findByRole('table', { name: 'Features' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Feature', 'Description', 'Enabled', 'Activate']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Audience', 'Custom audiences', 'No', 'Activate']);
    await view.user.click(within(table).getByRole('button', { name: 'Activate Audience' }));
    expect(await within(table).findByRole('button', { name: 'Deactivate Audience' })).toBeInTheDocument();
    expect(within(table).getByText('Yes')).toBeInTheDocument();
    expect(switched.calls).toEqual([{ input: { clientId: '1', featureKey: 'audience', enabled: true } }]);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await vi.waitFor(() => expect(view.search().get('client')).toBeNull());
  });

  it('`?client=new` from someone who may not add clients shows no form', async () => {
    render('/clients?client=new', 'CLIENT_ADMIN');
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    expect(await within(dialog).findByText('You cannot add clients.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Organisation Name' })).not.toBeInTheDocument();
  });

  it.each(['details', 'payment', 'features'])(
    'the list with the modal on its %s tab has no axe-core violations',
    async (tab) => {
      const office = {
        __typename: 'ClientOfficePayment',
        id: '10',
        displayName: 'Acme North',
        paymentMethods: {
          __typename: 'PaymentMethods',
          property: 'CREDIT_CARD',
          agent: 'CREDIT_CARD',
          office: 'CREDIT_CARD',
        },
      };
      const feature = {
        __typename: 'ClientFeature',
        id: '1:audience',
        key: 'audience',
        name: 'Audience',
        description: 'Custom audiences',
        enabled: false,
      };
      render(
        `/clients?client=1&clientTab=${tab}`,
        'ADMIN',
        tabMocks('1', { paymentOffices: [office], features: [feature] }).mocks,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
      await within(dialog).findAllByRole('button', { name: /Save \+ continue|Close/ });
      await screen.findByRole('table', { name: 'Clients' });
      const result = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
  );

  it('Display: the two restricted flags show only where the display config is editable', async () => {
    const view = render(
      '/clients?client=1&clientTab=display',
      'CLIENT_ADMIN',
      tabMocks('1', { configEditable: false }).mocks,
    );
    let dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    await within(dialog).findByRole('checkbox', { name: 'Show campaign report button' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('name')),
    ).toEqual([
      'showCampaignReportButton',
      'showCampaignExportPdf',
      'showAgentCampaignAdTitle',
      'showAgentCampaignLabel',
    ]);
    view.unmount();
    render('/clients?client=1&clientTab=display', 'ADMIN', tabMocks('1').mocks);
    dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Show property URL field' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Show agent landing page' })).toBeInTheDocument();
  });
});
