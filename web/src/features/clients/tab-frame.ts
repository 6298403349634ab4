import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import type { Wizard } from '../../kit/route-modal/wizard.ts';
import type { ClientAccess } from './client-access.ts';

/** What the client modal tells each tab panel. */
export interface ClientTabProps {
  /** The client being edited; null while creating (before the first save). */
  clientId: string | null;
  /** The panel is the open tab: its query runs from the first time it is shown. */
  active: boolean;
  wizard: Wizard;
  dialog: RouteDialog;
  access: ClientAccess;
  /** The open tab's form state, for the wizard (moving on is blocked while invalid) and the unsaved-changes question. */
  report: (state: TabFormState) => void;
}

export interface TabFormState {
  valid: boolean;
  dirty: boolean;
}
