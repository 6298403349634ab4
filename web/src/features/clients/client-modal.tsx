import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useModalDirty } from '../../kit/route-modal/use-modal-dirty.ts';
import { EmptyStateText } from '../../kit/query-state/query-state.tsx';
import { ModalTabs, RouteModal } from '../../kit/route-modal/route-modal.tsx';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { wizard, type ModalTab } from '../../kit/route-modal/wizard.ts';
import type { ClientAccess } from './client-access.ts';
import type { ClientTabProps, TabFormState } from './tab-frame.ts';
import { DetailsTab } from './tabs/details-tab.tsx';
import { DisplayTab } from './tabs/display-tab.tsx';
import { FeaturesTab } from './tabs/features-tab.tsx';
import { ImagesTab } from './tabs/images-tab.tsx';
import { IntegrationTab } from './tabs/integration-tab.tsx';
import { OfficesTab } from './tabs/offices-tab.tsx';
import { PaymentTab } from './tabs/payment-tab.tsx';
import type { ClientTabId } from './urls.ts';
import { clientTexts } from './texts.ts';

const t = clientTexts;

/**
 * The client modal's tabs in wizard order, with who sees them (administration specification,
 * section 2): Details, Display and Images for everyone who may view; Offices, Integration and
 * Features for admin and super admin; Payment Details also for client admins.
 */
export const clientTabs = (access: ClientAccess): (ModalTab & { value: ClientTabId })[] => [
  { value: 'details', label: t.tabDetails, available: access.tabs.details },
  { value: 'display', label: t.tabDisplay, available: access.tabs.display },
  { value: 'images', label: t.tabImages, available: access.tabs.images },
  { value: 'offices', label: t.tabOffices, available: access.tabs.offices },
  { value: 'integration', label: t.tabIntegration, available: access.tabs.integration },
  { value: 'payment', label: t.tabPayment, available: access.tabs.paymentDetails },
  { value: 'features', label: t.tabFeatures, available: access.tabs.features },
];

const PANELS: Record<ClientTabId, (props: ClientTabProps) => ReactNode> = {
  details: DetailsTab,
  display: DisplayTab,
  images: ImagesTab,
  offices: OfficesTab,
  integration: IntegrationTab,
  payment: PaymentTab,
  features: FeaturesTab,
};

function ClientModalBody({
  dialog,
  access,
  onDirtyChange,
}: {
  dialog: RouteDialog;
  access: ClientAccess;
  onDirtyChange: (dirty: boolean) => void;
}) {
  // Each tab's form state as it last reported it (a tab reports whenever it changes).
  const [states, setStates] = useState<Partial<Record<string, TabFormState>>>({});
  const reporters = useRef(new Map<string, (s: TabFormState) => void>());
  const reportFor = useCallback((tab: string) => {
    let reporter = reporters.current.get(tab);
    if (!reporter) {
      reporter = (next: TabFormState) =>
        setStates((prev) => {
          const old = prev[tab];
          return old && old.valid === next.valid && old.dirty === next.dirty ? prev : { ...prev, [tab]: next };
        });
      reporters.current.set(tab, reporter);
    }
    return reporter;
  }, []);
  const tabs = clientTabs(access);
  const shownFirst = wizard({ tabs, current: dialog.tab, recordExists: !dialog.isNew, currentValid: true }).current;
  const state = states[shownFirst] ?? { valid: true, dirty: false };
  const model = wizard({ tabs, current: dialog.tab, recordExists: !dialog.isNew, currentValid: state.valid });
  const current = model.current;
  useEffect(() => onDirtyChange(state.dirty), [state.dirty, onDirtyChange]);

  const panels = Object.fromEntries(
    model.tabs.map((tab) => {
      const Panel = PANELS[tab.value as ClientTabId];
      return [
        tab.value,
        <Panel
          key={tab.value}
          clientId={dialog.id}
          active={tab.value === current}
          wizard={model}
          dialog={dialog}
          access={access}
          report={reportFor(tab.value)}
        />,
      ];
    }),
  );
  // `?client=new` typed by someone who may not add clients: nothing to fill in (the BFF refuses it too).
  if (dialog.isNew && !access.add) return <EmptyStateText title={t.cannotAdd} />;
  return <ModalTabs wizard={model} dialog={dialog} dirty={state.dirty} panels={panels} label={t.modalTabs} />;
}

/** The client modal (Add Client / Edit Client) over the list, opened by `?client=new|<id>&clientTab=`. */
export function ClientModal({ dialog, access }: { dialog: RouteDialog; access: ClientAccess }) {
  const { dirty, onDirtyChange } = useModalDirty(dialog);
  return (
    <RouteModal dialog={dialog} title={dialog.isNew ? t.createTitle : t.editTitle} dirty={dirty} size="xl">
      {dialog.opened && (
        <ClientModalBody
          key={dialog.isNew ? 'new' : 'edit'}
          dialog={dialog}
          access={access}
          onDirtyChange={onDirtyChange}
        />
      )}
    </RouteModal>
  );
}
