import { screen, within } from '@testing-library/react';
import type { Role } from '@portal/schema';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { FakeXhr } from '../../kit/files/fake-xhr.ts';
import { useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { OfficeModal } from './office-modal.tsx';
import {
  modalOffice,
  mutationMock,
  officeModalMock,
  officeUser,
  paymentTabMock,
  reportTabMock,
  usersTabMock,
  type Capabilities,
} from './offices-test-mocks.ts';
import {
  ArchiveOfficeMutation,
  CreateOfficeMutation,
  SetOfficeUserActiveMutation,
  UpdateOfficeMutation,
  UpdateOfficeReportMutation,
  UpdateOfficeUserPermissionMutation,
} from './queries.ts';
import { OfficeSlotsProvider, type OfficeSlots, type UserModalSlotProps } from './slots.tsx';

/** The user modal as the app composes it is the users area's; here a marker that shows what it was opened with. */
function UserModalProbe({ dialog, createClientId, presetOfficeIds }: UserModalSlotProps) {
  if (!dialog.opened) return null;
  return (
    <div
      role="dialog"
      aria-label="User modal"
    >{`${dialog.value} client=${createClientId} offices=${presetOfficeIds?.join(',')}`}</div>
  );
}
const slots: OfficeSlots = {
  SavedCardPanel: ({ owner, title }) => <section aria-label={title}>{`${owner.kind} ${owner.id}`}</section>,
  AcceptedCardImages: () => <p>Accepted cards</p>,
  UserModal: UserModalProbe,
};

function Harness({ role }: { role: Role }) {
  const dialog = useRouteDialog('office');
  return (
    <OfficeSlotsProvider value={slots}>
      <OfficeModal dialog={dialog} createClientId="1" viewerRole={role} />
    </OfficeSlotsProvider>
  );
}

const render = (url: string, role: Role, mocks: NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks']) =>
  renderWithProviders(<Harness role={role} />, { url, path: '/offices/:client?', mocks, cache: createCache() });

const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

const north = (caps: Capabilities = {}) => modalOffice('10', 'Acme North', caps);

describe('Office modal', () => {
  it('an archived office cannot be opened, by its link either: no form, no tabs', async () => {
    const modal = officeModalMock(modalOffice('12', 'Acme Old', { canArchive: true }, 'ARCHIVED'));
    render('/offices/1?office=12', 'ADMIN', [modal.mock]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit office' });
    expect(await within(dialog).findByText('Archived offices cannot be opened')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Office name/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });

  it('staff: Details, Users and Campaign Report (no Payment Details); Save + continue saves and moves on to Users; only the visible tab asks', async () => {
    const modal = officeModalMock(north({ canArchive: true }));
    const users = usersTabMock('10', []);
    const report = reportTabMock('10');
    const update = mutationMock(UpdateOfficeMutation, (v) => ({
      data: {
        updateOffice: {
          __typename: 'OfficePayload',
          office: {
            ...north({ canArchive: true }),
            displayName: (v['input'] as { name: string }).name,
            details: { ...north().details, name: (v['input'] as { name: string }).name },
          },
        },
      },
    }));
    const view = render('/offices/1?office=10', 'ADMIN', [modal.mock, users.mock, report.mock, update.mock]);
    expect(await screen.findByRole('dialog', { name: 'Edit office' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /Office name/ });
    expect(tabs()).toEqual(['Details', 'Users', 'Campaign Report']);
    expect(screen.getByRole('textbox', { name: 'agentID' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'agentID' })).toHaveValue('AG-10');
    // The hidden Email Orders section is not shown.
    expect(screen.queryByText('Email Orders')).not.toBeInTheDocument();
    expect(users.calls).toHaveLength(0);
    expect(report.calls).toHaveLength(0);

    await view.user.clear(name);
    await view.user.type(name, 'Acme North Shore');
    await view.user.click(screen.getByRole('button', { name: 'Save + continue' }));
    await vi.waitFor(() => expect(view.search().get('officeTab')).toBe('users'));
    expect(update.calls[0]).toMatchObject({
      input: { id: '10', name: 'Acme North Shore', primaryContact: 'Pat Lee', postcodes: '2000' },
    });
    expect(update.calls[0]!['input']).not.toHaveProperty('emailOrdersRecipients');
    expect(await screen.findByText('No user is added')).toBeInTheDocument();
    expect(users.calls).toHaveLength(1);
    expect(report.calls).toHaveLength(0);
    // The last tab has Save.
    await view.user.click(screen.getByRole('tab', { name: 'Campaign Report' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('an office admin: Payment Details follows Details and shows the cards for credit card and the terms for trading terms; no Archive', async () => {
    const modal = officeModalMock(north({ canUpdateCard: true }));
    const payment = paymentTabMock('10', { property: 'CREDIT_CARD', agent: 'TRADING_TERMS' }, 'Net 30 days');
    const update = mutationMock(UpdateOfficeMutation, () => ({
      data: { updateOffice: { __typename: 'OfficePayload', office: north({ canUpdateCard: true }) } },
    }));
    const view = render('/offices?office=10', 'AGENT_ADMIN', [modal.mock, payment.mock, update.mock]);
    await screen.findByRole('textbox', { name: /Office name/ });
    expect(tabs()).toEqual(['Details', 'Payment Details', 'Users', 'Campaign Report']);
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save + continue' }));
    await vi.waitFor(() => expect(view.search().get('officeTab')).toBe('payment'));
    expect(await screen.findByText('Accepted cards')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Client default card' })).toHaveTextContent('CLIENT 1');
    expect(screen.getByRole('region', { name: 'Office default card' })).toHaveTextContent('OFFICE 10');
    expect(screen.getByText('Net 30 days')).toBeInTheDocument();
  });

  it('a viewer who may not edit gets Continue and, on the last tab, Close', async () => {
    const modal = officeModalMock(north({ canEdit: false, canUpdateReport: false }));
    const view = render('/offices?office=10&officeTab=users', 'AGENT_ADMIN', [
      modal.mock,
      usersTabMock('10', []).mock,
      reportTabMock('10').mock,
    ]);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save + continue' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.search().get('officeTab')).toBe('report');
    // The footer's Close, beside the modal's own close button.
    await vi.waitFor(() => expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2));
  });

  it('creating: later tabs stay disabled until the first Save + continue creates the office, which the URL then names', async () => {
    const created = modalOffice('77', 'Acme West');
    const create = mutationMock(CreateOfficeMutation, () => ({
      data: {
        createOffice: {
          __typename: 'OfficePayload',
          office: { __typename: 'Office', id: '77', displayName: 'Acme West' },
        },
      },
    }));
    const view = render('/offices/1?office=new', 'ADMIN', [
      create.mock,
      officeModalMock(created).mock,
      usersTabMock('77', []).mock,
    ]);
    expect(await screen.findByRole('dialog', { name: 'Create new office' })).toBeInTheDocument();
    expect(tabs()).toEqual(['Details', 'Users', 'Campaign Report']);
    expect(screen.getByRole('tab', { name: 'Users' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Campaign Report' })).toBeDisabled();
    // The name is required: nothing is sent, the message shows, the typed values stay.
    await view.user.type(screen.getByRole('textbox', { name: 'Primary contact' }), 'Sam');
    await view.user.click(screen.getByRole('button', { name: 'Save + continue' }));
    expect(await screen.findByText('Organisation name is required')).toBeInTheDocument();
    expect(create.calls).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Primary contact' })).toHaveValue('Sam');
    await view.user.type(screen.getByRole('textbox', { name: /Office name/ }), 'Acme West');
    await view.user.click(screen.getByRole('button', { name: 'Save + continue' }));
    await vi.waitFor(() => expect(view.search().get('office')).toBe('77'));
    expect(view.search().get('officeTab')).toBe('users');
    expect(create.calls[0]).toMatchObject({ input: { clientId: '1', name: 'Acme West', primaryContact: 'Sam' } });
    expect(await screen.findByRole('dialog', { name: 'Edit office' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Campaign Report' })).toBeEnabled();
  });

  it('the logo uploads on the office logo kind for this office and shows at once; a new office uploads it after the first save', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const view = render('/offices?office=10', 'ADMIN', [officeModalMock(north()).mock]);
      const input = await screen.findByLabelText('Office logo');
      expect(screen.getByText('Max 125mb JPG, PNG, GIF, SVG')).toBeInTheDocument();
      await view.user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
      const xhr = FakeXhr.last!;
      expect(xhr.url).toBe('/files?kind=officeLogo&officeId=10');
      xhr.respond(201, { id: '55', location: 'logos/logo.png', url: '/storage/logos/logo.png' });
      expect(await screen.findByRole('img', { name: 'Office logo' })).toHaveAttribute('src', '/storage/logos/logo.png');
      expect(screen.queryByRole('button', { name: 'Remove file' })).not.toBeInTheDocument();
      view.unmount();

      render('/offices/1?office=new', 'ADMIN', []);
      expect(await screen.findByLabelText('Office logo')).toBeDisabled();
      expect(screen.getByText(/Save the office before uploading its logo/)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a write failure shows in the modal's result message area and keeps what was typed", async () => {
    const update = {
      request: { query: UpdateOfficeMutation, variables: () => true },
      maxUsageCount: 5,
      result: { errors: [{ message: 'The office could not be saved', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
    };
    const view = render('/offices?office=10', 'ADMIN', [officeModalMock(north()).mock, update]);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await view.user.clear(phone);
    await view.user.type(phone, '0411222333');
    await view.user.click(screen.getByRole('button', { name: 'Save + continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('0411222333');
    expect(view.search().get('officeTab')).toBeNull();
  });

  it('Archive asks "Are you sure you want to archive {office name}?" under the title Archive, then archives and closes', async () => {
    const archive = mutationMock(ArchiveOfficeMutation, () => ({
      data: {
        archiveOffice: { __typename: 'OfficePayload', office: { __typename: 'Office', id: '10', status: 'ARCHIVED' } },
      },
    }));
    const view = render('/offices/1?office=10', 'SUPER_ADMIN', [
      officeModalMock(north({ canArchive: true })).mock,
      archive.mock,
    ]);
    await screen.findByRole('textbox', { name: /Office name/ });
    await view.user.click(screen.getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive' });
    expect(within(confirm).getByText('Are you sure you want to archive Acme North?')).toBeInTheDocument();
    await view.user.click(within(confirm).getByRole('button', { name: 'Yes, continue!' }));
    await vi.waitFor(() => expect(view.search().get('office')).toBeNull());
    expect(archive.calls[0]).toEqual({ input: { id: '10' } });
  });

  it("another client's office opened by its URL shows the refusal inside the modal", async () => {
    const forbidden = {
      request: { query: (await import('./queries.ts')).OfficeModalQuery, variables: () => true },
      result: {
        data: { office: null },
        errors: [{ message: 'You do not have permission to do that.', extensions: { code: 'FORBIDDEN' } }],
      },
    };
    render('/offices?office=99', 'CLIENT_ADMIN', [forbidden]);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Office name/ })).not.toBeInTheDocument();
  });
});

describe('Office modal: Users tab', () => {
  const rows = [
    officeUser({ permissionId: '3', name: 'zoe Zimmer', media: true }),
    officeUser({
      permissionId: '1',
      name: 'Adam Admin',
      role: 'AGENT_ADMIN',
      locked: true,
      media: true,
      past: true,
      payment: true,
    }),
    officeUser({ permissionId: '2', name: 'bea Brown', active: false }),
  ];

  it('sorts rows by name case-insensitively, locks office admin rows, and a row opens the user modal', async () => {
    const view = render('/offices?office=10&officeTab=users', 'CLIENT_ADMIN', [
      officeModalMock(north()).mock,
      usersTabMock('10', rows).mock,
    ]);
    const table = await screen.findByRole('table', { name: 'Office users' });
    await within(table).findByText('Adam Admin');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Username', 'Role', 'Active', 'Media Orders', 'Campaigns', 'Payment Details']);
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Adam Admin', 'bea Brown', 'zoe Zimmer']);
    expect(screen.getByRole('checkbox', { name: 'View media orders: Adam Admin' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active: Adam Admin' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'View campaigns: zoe Zimmer' })).toBeEnabled();
    await view.user.click(screen.getByRole('row', { name: 'Edit bea Brown' }));
    expect(view.search().get('user')).toBe('u2');
    expect(await screen.findByRole('dialog', { name: 'User modal' })).toHaveTextContent('u2 client=1 offices=10');
  });

  it("Create user opens the user modal preset to the office's client and office", async () => {
    const view = render('/offices?office=10&officeTab=users', 'ADMIN', [
      officeModalMock(north()).mock,
      usersTabMock('10', []).mock,
    ]);
    expect(await screen.findByText('No user is added')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('dialog', { name: 'User modal' })).toHaveTextContent('new client=1 offices=10');
  });

  it("a checkbox saves the row's three flags; Active off clears the permission through the BFF and the row follows the answer", async () => {
    const permission = mutationMock(UpdateOfficeUserPermissionMutation, (v) => {
      const input = v['input'] as Record<string, unknown>;
      return {
        data: {
          updateOfficeUserPermission: {
            __typename: 'OfficeUserPayload',
            user: {
              ...rows[0]!,
              canViewMediaOrders: input['canViewMediaOrders'],
              canViewPastOrders: input['canViewPastOrders'],
              canViewPaymentDetails: input['canViewPaymentDetails'],
            },
          },
        },
      };
    });
    const active = mutationMock(SetOfficeUserActiveMutation, () => ({
      data: {
        setOfficeUserActive: {
          __typename: 'OfficeUserPayload',
          user: {
            ...rows[0]!,
            canViewPastOrders: true,
            active: false,
            permissionUpdatable: false,
            canViewMediaOrders: false,
            canViewPaymentDetails: false,
          },
        },
      },
    }));
    const view = render('/offices?office=10&officeTab=users', 'ADMIN', [
      officeModalMock(north()).mock,
      usersTabMock('10', rows).mock,
      permission.mock,
      active.mock,
    ]);
    await screen.findByRole('table', { name: 'Office users' });
    await view.user.click(await screen.findByRole('checkbox', { name: 'View campaigns: zoe Zimmer' }));
    await vi.waitFor(() => expect(screen.getByRole('checkbox', { name: 'View campaigns: zoe Zimmer' })).toBeChecked());
    expect(permission.calls[0]).toEqual({
      input: {
        officeId: '10',
        permissionId: '3',
        canViewMediaOrders: true,
        canViewPastOrders: true,
        canViewPaymentDetails: false,
      },
    });
    await view.user.click(screen.getByRole('switch', { name: 'Active: zoe Zimmer' }));
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Active: zoe Zimmer' })).not.toBeChecked());
    expect(active.calls[0]).toEqual({ input: { officeId: '10', permissionId: '3', active: false } });
    expect(screen.getByRole('checkbox', { name: 'View media orders: zoe Zimmer' })).not.toBeChecked();
  });
});

describe('Office modal: Campaign Report tab', () => {
  it('defaults to weekly, every 1, Mon; monthly offers the day of the month; recipients add and remove; Save sends the schedule', async () => {
    const save = mutationMock(UpdateOfficeReportMutation, (v) => {
      const input = v['input'] as Record<string, unknown>;
      const { id: _id, ...report } = input;
      return {
        data: {
          updateOfficeReport: {
            __typename: 'OfficePayload',
            office: {
              __typename: 'Office',
              id: '10',
              report: { __typename: 'OfficeReport', ...report, lastSent: '2026-11-20T09:30:00+11:00' },
            },
          },
        },
      };
    });
    const view = render('/offices?office=10&officeTab=report', 'CLIENT_ADMIN', [
      officeModalMock(north()).mock,
      reportTabMock('10', { lastSent: '2026-11-20T09:30:00+11:00' }).mock,
      save.mock,
    ]);
    const interval = await screen.findByRole('textbox', { name: /Repeat every/ });
    expect(interval).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'Mon' })).toBeChecked();
    expect(screen.getByText(/^Last report was sent on \d{2}\/11\/2026$/)).toHaveStyle({ fontStyle: 'italic' });
    // Required fields are marked once, by the portal's stylesheet: no label carries Mantine's own asterisk too.
    expect(screen.getByRole('dialog').querySelectorAll('.mantine-InputWrapper-required')).toHaveLength(0);
    await view.user.click(screen.getByRole('combobox', { name: 'Unit' }));
    await view.user.click(await screen.findByRole('option', { name: 'month(s)' }));
    expect(screen.queryByRole('radio', { name: 'Mon' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Day of the month/ })).toHaveValue('15');

    await view.user.type(screen.getByRole('textbox', { name: 'Recipient email' }), 'not-an-email');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Invalid Email List')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recipient email' })).toHaveValue('not-an-email');
    await view.user.clear(screen.getByRole('textbox', { name: 'Recipient email' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Recipient email' }), 'a@acme.test{Enter}');
    await view.user.type(screen.getByRole('textbox', { name: 'Recipient email' }), 'b@acme.test');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    await view.user.click(screen.getByRole('button', { name: 'Remove a@acme.test' }));
    expect(screen.queryByText('a@acme.test')).not.toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: /Starts/ }), '2026-12-01');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(save.calls).toHaveLength(1));
    expect(save.calls[0]).toEqual({
      input: {
        id: '10',
        recurrence: 'MONTHLY',
        interval: 1,
        weekday: 'MON',
        monthday: 15,
        startDate: '2026-12-01',
        recipients: ['b@acme.test'],
      },
    });
  });
});
