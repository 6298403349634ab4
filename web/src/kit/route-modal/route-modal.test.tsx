import { Button, TextInput } from '@mantine/core';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ModalTabs, RouteModal, WizardFooter } from './route-modal.tsx';
import { NEW, useRouteDialog } from './use-route-dialog.ts';
import { wizard, type ModalTab } from './wizard.ts';

const officeTabs: ModalTab[] = [
  { value: 'details', label: 'Details' },
  { value: 'payment', label: 'Payment Details' },
  { value: 'users', label: 'Users' },
  { value: 'report', label: 'Campaign Report' },
];

/** An office list with its modal, as the offices screen will compose it. */
function OfficesScreen({ save }: { save: (name: string) => Promise<string | null> }) {
  const dialog = useRouteDialog('office');
  const [name, setName] = useState('');
  const [saved, setSaved] = useState('');
  const steps = wizard({
    tabs: officeTabs,
    current: dialog.tab,
    recordExists: dialog.id !== null,
    currentValid: name.trim() !== '',
  });
  const dirty = name !== saved;
  return (
    <>
      <h1>Offices</h1>
      <Button onClick={() => dialog.open(NEW)}>Create new office</Button>
      <Button onClick={() => dialog.open('7')}>Acme North</Button>
      <RouteModal dialog={dialog} title={dialog.isNew ? 'Create new office' : 'Edit office'} dirty={dirty}>
        <ModalTabs
          label="Office"
          wizard={steps}
          dialog={dialog}
          dirty={dirty}
          panels={{
            details: (
              <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
            ),
            payment: <p>Payment panel</p>,
            users: <p>Users panel</p>,
            report: <p>Report panel</p>,
          }}
        />
        <WizardFooter
          wizard={steps}
          dialog={dialog}
          onSave={async () => {
            const id = await save(name);
            if (id) setSaved(name);
            return id;
          }}
        />
      </RouteModal>
    </>
  );
}

describe('route modal', () => {
  it('opens from the URL, moves focus inside, and closing removes the parameters and returns focus', async () => {
    const view = renderWithProviders(<OfficesScreen save={vi.fn()} />, { url: '/offices?page=2' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Acme North' });
    await view.user.click(opener);
    expect(view.location()).toBe('/offices?page=2&office=7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit office' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(view.location()).toBe('/offices?page=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a dialog opened by the URL (a reload) returns focus to the page heading when it closes', async () => {
    const view = renderWithProviders(<OfficesScreen save={vi.fn()} />, { url: '/offices?office=7' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit office' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(view.location()).toBe('/offices');
    expect(screen.getByRole('heading', { name: 'Offices', level: 1 })).toHaveFocus();
  });

  it('ignores invalid dialog values', () => {
    renderWithProviders(<OfficesScreen save={vi.fn()} />, { url: '/offices?office=%3Cx%3E' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before losing unsaved changes: No keeps the modal, YES closes it', async () => {
    const view = renderWithProviders(<OfficesScreen save={vi.fn()} />, { url: '/offices?office=7' });
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure? Unsaved changes will be lost.' });
    await view.user.click(within(question).getByRole('button', { name: 'No, I have changes to save' }));
    expect(view.location()).toBe('/offices?office=7');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme');
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await view.user.click(await screen.findByRole('button', { name: 'YES' }));
    expect(view.location()).toBe('/offices');
  });

  it('office wizard: later tabs disabled until the office exists; Save + continue creates it and moves on', async () => {
    const save = vi.fn(async () => '42');
    const view = renderWithProviders(<OfficesScreen save={save} />, { url: '/offices?office=new' });
    await screen.findByRole('dialog', { name: 'Create new office' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Details',
      'Payment Details',
      'Users',
      'Campaign Report',
    ]);
    for (const name of ['Payment Details', 'Users', 'Campaign Report'])
      expect(screen.getByRole('tab', { name })).toBeDisabled();
    const saveAndContinue = screen.getByRole('button', { name: 'Save + continue' });
    expect(saveAndContinue).toBeDisabled(); // the name is required
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme West');
    await view.user.click(saveAndContinue);
    expect(save).toHaveBeenCalledWith('Acme West');
    expect(view.location()).toBe('/offices?office=42&officeTab=payment');
    expect(await screen.findByRole('dialog', { name: 'Edit office' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payment Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Campaign Report' })).toBeEnabled();
    await view.user.click(screen.getByRole('tab', { name: 'Campaign Report' }));
    expect(view.search().get('officeTab')).toBe('report');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('a second click while the first save runs does not save again (no second record)', async () => {
    let finish: (id: string) => void = () => undefined;
    const save = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const view = renderWithProviders(<OfficesScreen save={save} />, { url: '/offices?office=new' });
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
    await view.user.click(screen.getByRole('button', { name: 'Save + continue' }));
    await view.user.click(screen.getByRole('button', { name: 'Save + continue' }));
    expect(save).toHaveBeenCalledOnce();
    await act(async () => finish('42'));
    expect(view.location()).toBe('/offices?office=42&officeTab=payment');
  });

  it("the modal's tab never touches the list's own tab parameter", async () => {
    const view = renderWithProviders(<OfficesScreen save={vi.fn()} />, { url: '/offices?tab=archived' });
    await view.user.click(screen.getByRole('button', { name: 'Acme North' }));
    expect(view.location()).toBe('/offices?tab=archived&office=7');
    await act(() => view.router.navigate('/offices?tab=archived&office=7&officeTab=users'));
    await view.user.click(await screen.findByRole('tab', { name: 'Details' }));
    expect(view.location()).toBe('/offices?tab=archived&office=7&officeTab=details');
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(view.location()).toBe('/offices?tab=archived');
  });

  it('a failed first save stays on the tab with the input kept', async () => {
    const view = renderWithProviders(<OfficesScreen save={async () => null} />, { url: '/offices?office=new' });
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
    await view.user.click(screen.getByRole('button', { name: 'Save + continue' }));
    expect(view.location()).toBe('/offices?office=new');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme');
  });

  it('switching tab with unsaved changes asks first', async () => {
    const view = renderWithProviders(<OfficesScreen save={vi.fn()} />, { url: '/offices?office=7&officeTab=details' });
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x');
    await view.user.click(screen.getByRole('tab', { name: 'Users' }));
    await view.user.click(await screen.findByRole('button', { name: 'YES' }));
    expect(view.search().get('officeTab')).toBe('users');
  });

  it('Back steps from a tab to the previous one (asking first while there are unsaved changes)', async () => {
    const view = renderWithProviders(<OfficesScreen save={vi.fn()} />, { url: '/offices?office=7' });
    await view.user.click(await screen.findByRole('tab', { name: 'Payment Details' }));
    await act(() => view.router.navigate(-1));
    expect(view.location()).toBe('/offices?office=7');
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
    await view.user.click(screen.getByRole('tab', { name: 'Users' }));
    await view.user.click(await screen.findByRole('button', { name: 'YES' }));
    await act(() => view.router.navigate(-1));
    await view.user.click(await screen.findByRole('button', { name: 'YES' }));
    expect(view.location()).toBe('/offices?office=7');
  });
});

describe('route modal and browser history', () => {
  it('Back with unsaved changes asks first: No keeps the dialog and the input, YES goes back', async () => {
    const view = renderWithProviders(<OfficesScreen save={vi.fn()} />, { url: '/offices' });
    await view.user.click(screen.getByRole('button', { name: 'Acme North' }));
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
    await act(() => view.router.navigate(-1));
    expect(view.location()).toBe('/offices?office=7');
    const question = await screen.findByRole('dialog', { name: 'Are you sure? Unsaved changes will be lost.' });
    await view.user.click(within(question).getByRole('button', { name: 'No, I have changes to save' }));
    expect(view.location()).toBe('/offices?office=7');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme');
    await act(() => view.router.navigate(-1));
    await view.user.click(await screen.findByRole('button', { name: 'YES' }));
    // The blocker lets the held Back through once the history has settled: wait for that signal.
    await vi.waitFor(() => expect(view.location()).toBe('/offices'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Back without changes closes the dialog at once; a successful Save + continue is not questioned', async () => {
    const view = renderWithProviders(<OfficesScreen save={async () => '42'} />, { url: '/offices' });
    await view.user.click(screen.getByRole('button', { name: 'Create new office' }));
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Acme');
    await view.user.click(screen.getByRole('button', { name: 'Save + continue' }));
    expect(view.location()).toBe('/offices?office=42&officeTab=payment');
    expect(await screen.findByRole('tab', { name: 'Payment Details', selected: true })).toBeInTheDocument();
    await act(() => view.router.navigate(-1));
    expect(view.location()).toBe('/offices');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape in the tab-switch question answers only that question', async () => {
    const view = renderWithProviders(<OfficesScreen save={vi.fn()} />, { url: '/offices?office=7' });
    await view.user.type(await screen.findByRole('textbox', { name: 'Name' }), 'x');
    await view.user.click(screen.getByRole('tab', { name: 'Users' }));
    await screen.findByRole('button', { name: 'YES' });
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'YES' })).not.toBeInTheDocument();
    expect(view.location()).toBe('/offices?office=7');
    expect(screen.getByRole('dialog', { name: 'Edit office' })).toBeInTheDocument();
  });
});

describe('wizard rules', () => {
  const clientTabs = (role: 'admin' | 'clientAdmin'): ModalTab[] => [
    { value: 'tab1', label: 'Details' },
    { value: 'displayTab', label: 'Display' },
    { value: 'imageTab', label: 'Images' },
    { value: 'tab2', label: 'Offices', available: role === 'admin' },
    { value: 'tab3', label: 'Integration', available: role === 'admin' },
    { value: 'tab4', label: 'Payment Details' },
    { value: 'featuresTab', label: 'Features', available: role === 'admin' },
  ];

  it('client (7 tabs): an admin walks all seven; a client admin goes Images → Payment Details', () => {
    const admin = wizard({ tabs: clientTabs('admin'), current: 'imageTab', recordExists: true, currentValid: true });
    expect(admin.tabs).toHaveLength(7);
    expect(admin.next).toBe('tab2');
    const clientAdmin = wizard({
      tabs: clientTabs('clientAdmin'),
      current: 'imageTab',
      recordExists: true,
      currentValid: true,
    });
    expect(clientAdmin.tabs.map((t) => t.label)).toEqual(['Details', 'Display', 'Images', 'Payment Details']);
    expect(clientAdmin.next).toBe('tab4');
    expect(
      wizard({ tabs: clientTabs('admin'), current: 'featuresTab', recordExists: true, currentValid: true }).isLast,
    ).toBe(true);
  });

  it('client Details: moving on is blocked while invalid, earlier tabs stay reachable', () => {
    const blocked = wizard({
      tabs: clientTabs('admin'),
      current: 'displayTab',
      recordExists: true,
      currentValid: false,
    });
    expect(blocked.canAdvance).toBe(false);
    expect(blocked.tabs.map((t) => t.disabled)).toEqual([false, false, true, true, true, true, true]);
  });

  it('package (2 tabs): Client / Offices is disabled until the package exists; a tab in the URL cannot skip that', () => {
    const tabs = [
      { value: 'details', label: 'Details' },
      { value: 'attach', label: 'Client / Offices' },
    ];
    const creating = wizard({ tabs, current: 'attach', recordExists: false, currentValid: true });
    expect(creating.current).toBe('details');
    expect(creating.tabs[1]!.disabled).toBe(true);
    expect(wizard({ tabs, current: 'attach', recordExists: true, currentValid: true }).current).toBe('attach');
  });
});

/** A confirmation that hands over to a payment dialog, as the agent order form composes them. */
function ConfirmThenPay() {
  const confirmation = useRouteDialog('created');
  const payment = useRouteDialog('pay', 'payPackage');
  return (
    <>
      <h1>Order</h1>
      <Button onClick={() => confirmation.open('5')}>Submit</Button>
      <RouteModal dialog={confirmation} title="Campaign created" dirty={false}>
        <Button onClick={() => confirmation.handOver(payment, confirmation.value!, '2')}>Continue to payment</Button>
      </RouteModal>
      <RouteModal dialog={payment} title="Payment" dirty={false}>
        <p>
          Paying campaign {payment.id} of package {payment.tab}
        </p>
      </RouteModal>
    </>
  );
}

describe('handing one dialog over to another', () => {
  it('closes the first and opens the second in one navigation that replaces the first’s history entry', async () => {
    const view = renderWithProviders(<ConfirmThenPay />, { url: '/order?agency=1' });
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(view.location()).toBe('/order?agency=1&created=5');
    const confirmation = await screen.findByRole('dialog', { name: 'Campaign created' });
    const locations: string[] = [];
    const unsubscribe = view.router.subscribe((state) =>
      locations.push(`${state.location.pathname}${state.location.search}`),
    );
    await view.user.click(within(confirmation).getByRole('button', { name: 'Continue to payment' }));
    unsubscribe();
    // One navigation: never a URL with both dialogs, nor one with neither.
    expect(locations).toEqual(['/order?agency=1&pay=5&payPackage=2']);
    expect(await screen.findByRole('dialog', { name: 'Payment' })).toHaveTextContent('Paying campaign 5 of package 2');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Campaign created' })).not.toBeInTheDocument());
    // Back skips the confirmation that handed over: it returns to the form.
    await act(() => view.router.navigate(-1));
    expect(view.location()).toBe('/order?agency=1');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a reload at the handed-over URL shows only the second dialog', async () => {
    renderWithProviders(<ConfirmThenPay />, { url: '/order?pay=5&payPackage=2' });
    expect(await screen.findByRole('dialog', { name: 'Payment' })).toHaveTextContent('Paying campaign 5 of package 2');
    expect(screen.queryByRole('dialog', { name: 'Campaign created' })).not.toBeInTheDocument();
  });
});
