import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/apollo/cache.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ArchiveUserMutation, CreateUserMutation } from './queries.ts';
import { UsersPage } from './users-page.tsx';
import { modalUser, mutationMock, row, userModalMock, usersPageMock, viewerMock } from './users-test-mocks.ts';

type Mocks = NonNullable<Parameters<typeof renderWithProviders>[1]>['mocks'];

const render = (url: string, mocks: Mocks) =>
  renderWithProviders(<UsersPage />, { url, path: '/users', mocks, cache: createCache() });

const agent = modalUser({ id: '5', firstName: 'Ann', lastName: 'Archer', role: 'AGENT_USER', roleLabel: 'Agent' });
const listPage = () =>
  usersPageMock({
    pages: { first: { items: [row({ id: '5', fullName: 'Ann Archer', email: 'ann@acme.test' })], next: null } },
  });

const choose = async (user: ReturnType<typeof render>['user'], label: string, option: string) => {
  await user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

// Answers arrive after MockLink's delay and the modal's transition; on a busy machine that can
// take more than Testing Library's default second. The waits still end on the awaited element.

// Interaction-heavy screens on a shared machine: a generous bound (the waits themselves are on signals).
describe('user modal', () => {
  it('Create new user: the form rules show their texts verbatim and Save stays disabled while the form is invalid', async () => {
    const view = render('/users?client=1&user=new', [viewerMock('ADMIN'), listPage().mock, userModalMock(null)]);
    const dialog = await screen.findByRole('dialog', { name: 'Create new user' });
    const save = await within(dialog).findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    for (const name of ['First name', 'Last name', 'Email']) {
      await view.user.click(within(dialog).getByRole('textbox', { name }));
      await view.user.tab();
    }
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await view.user.tab();
    expect(await within(dialog).findByText('Email is invalid')).toBeInTheDocument();

    const postcode = within(dialog).getByRole('textbox', { name: 'Territory Postcodes' });
    await view.user.type(postcode, '20a0');
    await view.user.tab();
    expect(await within(dialog).findByText('Postcode must be a comma-separated')).toBeInTheDocument();
    await view.user.clear(postcode);
    await view.user.type(postcode, '200');
    expect(await within(dialog).findByText('Minimum 4 Territory Postcodes')).toBeInTheDocument();
    await view.user.clear(postcode);
    await view.user.type(postcode, '2000,2001,2002,2003,2004');
    expect(await within(dialog).findByText('Maximum 4 Territory Postcodes')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('role-dependent office selection: an agent picks one office, an office admin several; saving creates the user for the chosen client', async () => {
    const created = mutationMock(CreateUserMutation, () => ({
      data: {
        createUser: {
          __typename: 'CreateUserPayload',
          user: row({ id: '99', fullName: 'Cara Cole', email: 'cara@acme.test' }),
        },
      },
    }));
    const view = render('/users?client=1&user=new', [
      viewerMock('ADMIN'),
      listPage().mock,
      userModalMock(null),
      created.mock,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Create new user' });
    await view.user.type(await within(dialog).findByRole('textbox', { name: 'First name' }), 'Cara');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Cole');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'cara@acme.test');
    await choose(view.user, 'Role', 'Office Admin');
    await choose(view.user, 'Offices', 'Acme North');
    await choose(view.user, 'Offices', 'Acme South');
    await choose(view.user, 'Role', 'Agent');
    // An agent holds exactly one office: one select, keeping the first office chosen.
    expect(within(dialog).queryByRole('combobox', { name: 'Offices' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Office' })).toHaveValue('Acme North');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    await vi.waitFor(() => expect(created.calls).toHaveLength(1));
    expect(created.calls[0]).toEqual({
      input: {
        firstName: 'Cara',
        lastName: 'Cole',
        email: 'cara@acme.test',
        role: 'AGENT_USER',
        mobile: null,
        destinationUrl: null,
        postcode: null,
        imageFileId: null,
        clientId: '1',
        officeIds: ['10'],
      },
    });
    await vi.waitFor(() => expect(view.search().get('user')).toBeNull());
  });

  it("the server's field errors show under their fields and other failures in the result message area, keeping the input", async () => {
    let answer: 'field' | 'other' = 'field';
    const created = mutationMock(CreateUserMutation, () =>
      answer === 'field'
        ? {
            errors: [
              new GraphQLError('Invalid input', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: [{ name: 'email', messages: ['This value is already used.'] }],
                },
              }),
            ],
          }
        : {
            errors: [
              new GraphQLError('The service is unavailable right now. Please try again shortly.', {
                extensions: { code: 'UPSTREAM_UNAVAILABLE' },
              }),
            ],
          },
    );
    const view = render('/users?client=1&user=new', [
      viewerMock('CLIENT_ADMIN'),
      listPage().mock,
      userModalMock(null),
      created.mock,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Create new user' });
    await view.user.type(await within(dialog).findByRole('textbox', { name: 'First name' }), 'Cara');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Cole');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'cara@acme.test');
    await choose(view.user, 'Role', 'Agent');
    await choose(view.user, 'Office', 'Acme South');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'This value is already used.',
      ),
    );
    answer = 'other';
    await view.user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'cara2@acme.test');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again shortly.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Cara');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('cara2@acme.test');
    expect(view.search().get('user')).toBe('new');
  });

  it('an image over 1024000 bytes shows "Agent Image must be 1MB Max Size" and the save stops', async () => {
    const view = render('/users?client=1&user=5', [viewerMock('ADMIN'), listPage().mock, userModalMock(agent)]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const save = await within(dialog).findByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    await view.user.upload(
      within(dialog).getByLabelText('Agent Image'),
      new File([new Uint8Array(1_024_001)], 'big.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('Agent Image must be 1MB Max Size')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('Edit user: the email is locked; Archive asks "Are you sure you want to archive {first} {last}?" then archives and closes', async () => {
    const archived = mutationMock(ArchiveUserMutation, () => ({
      data: { archiveUser: { __typename: 'ArchiveUserPayload', id: '5' } },
    }));
    const view = render('/users?client=1&user=5', [
      viewerMock('CLIENT_ADMIN'),
      listPage().mock,
      userModalMock(agent),
      archived.mock,
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(await within(dialog).findByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ann@acme.test');
    await view.user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    const question = await screen.findByRole('dialog', { name: 'Archive' });
    expect(question).toHaveTextContent('Are you sure you want to archive Ann Archer?');
    await view.user.click(within(question).getByRole('button', { name: 'Yes, continue!' }));
    await vi.waitFor(() => expect(view.search().get('user')).toBeNull());
    expect(archived.calls).toEqual([{ input: { id: '5' } }]);
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: 'Edit Ann Archer' })).not.toBeInTheDocument());
  });

  it('Archive is only for super admin, admin and client admin', async () => {
    render('/users?user=5', [viewerMock('AGENT_ADMIN'), listPage().mock, userModalMock(agent)]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await within(dialog).findByRole('button', { name: 'Save' });
    expect(within(dialog).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('client admin rows show every office of the client; admin rows All Offices; their role is not assignable here', async () => {
    const clientAdmin = modalUser({
      id: '8',
      firstName: 'Cleo',
      lastName: 'Client',
      role: 'CLIENT_ADMIN',
      roleLabel: 'Client Admin',
      officeScope: 'CLIENT_OFFICES',
      offices: [
        { id: '10', title: 'Acme North' },
        { id: '11', title: 'Acme South' },
      ],
    });
    const view = render('/users?client=1&user=8', [viewerMock('ADMIN'), listPage().mock, userModalMock(clientAdmin)]);
    let dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(await within(dialog).findByText('Acme North, Acme South')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    view.unmount();

    const admin = modalUser({
      id: '9',
      firstName: 'Tia',
      lastName: 'Today',
      role: 'ADMIN',
      roleLabel: 'Today Admin',
      officeScope: 'ALL_OFFICES',
      offices: [],
    });
    render('/users?client=1&user=9', [viewerMock('SUPER_ADMIN'), listPage().mock, userModalMock(admin)]);
    dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(await within(dialog).findByText('All Offices')).toBeInTheDocument();
  });

  it('a client admin opening an admin row sees it read-only: every field disabled, no Save, no Archive', async () => {
    const admin = modalUser({
      id: '9',
      firstName: 'Tia',
      lastName: 'Today',
      role: 'ADMIN',
      roleLabel: 'Today Admin',
      officeScope: 'ALL_OFFICES',
      offices: [],
      viewerCanEdit: false,
    });
    render('/users?user=9', [viewerMock('CLIENT_ADMIN'), listPage().mock, userModalMock(admin)]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const firstName = await within(dialog).findByRole('textbox', { name: 'First name' });
    for (const field of [
      firstName,
      ...['Last name', 'Email', 'Mobile', 'Destination URL', 'Territory Postcodes'].map((name) =>
        within(dialog).getByRole('textbox', { name }),
      ),
      within(dialog).getByRole('combobox', { name: 'Role' }),
    ])
      expect(field).toBeDisabled();
    expect(within(dialog).getByLabelText('Agent Image')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('a client admin opening an office admin row of its client edits it: fields enabled, Save and Archive', async () => {
    const officeAdmin = modalUser({
      id: '6',
      firstName: 'Owen',
      lastName: 'Office',
      role: 'AGENT_ADMIN',
      roleLabel: 'Office Admin',
    });
    render('/users?user=6', [viewerMock('CLIENT_ADMIN'), listPage().mock, userModalMock(officeAdmin)]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(await within(dialog).findByRole('textbox', { name: 'First name' })).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it("another client's user (refused by the server) shows an error state, never a form", async () => {
    const refused = new GraphQLError('You do not have permission to do that.', { extensions: { code: 'FORBIDDEN' } });
    render('/users?user=77', [
      viewerMock('CLIENT_ADMIN'),
      listPage().mock,
      { ...userModalMock(null), result: { errors: [refused] } },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    expect(within(dialog).queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
  });

  it('closing with unsaved changes asks first', async () => {
    const view = render('/users?client=1&user=5', [viewerMock('ADMIN'), listPage().mock, userModalMock(agent)]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await view.user.type(await within(dialog).findByRole('textbox', { name: 'Mobile' }), '9');
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure? Unsaved changes will be lost.' });
    await view.user.click(within(question).getByRole('button', { name: 'No, I have changes to save' }));
    expect(view.search().get('user')).toBe('5');
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).toHaveValue('04001112229');
  });
});
