/** A tab of a tabbed record modal. */
export interface ModalTab {
  value: string;
  label: string;
  /** False hides the tab (a permission the viewer lacks). */
  available?: boolean;
}

export interface WizardInput {
  tabs: readonly ModalTab[];
  /** The tab in the URL (null or unknown: the first available). */
  current: string | null;
  /** False while creating: every tab after the first stays disabled until the first save. */
  recordExists: boolean;
  /** Whether the current tab's form is valid: moving on to a later tab is blocked while it is not. */
  currentValid: boolean;
}

export interface WizardTab extends ModalTab {
  disabled: boolean;
}

export interface Wizard {
  tabs: WizardTab[];
  current: string;
  index: number;
  /** The next available tab, or null on the last one. */
  next: string | null;
  isLast: boolean;
  canAdvance: boolean;
}

/**
 * The wizard rules of the record modals (client 7 tabs, office 4, package 2): only available tabs
 * show, in order; while creating, later tabs are disabled until the record exists; a later tab
 * cannot be reached while the current tab is invalid; earlier tabs stay reachable.
 */
export const wizard = ({ tabs, current, recordExists, currentValid }: WizardInput): Wizard => {
  const shown = tabs.filter((tab) => tab.available !== false);
  const found = shown.findIndex((tab) => tab.value === current);
  const index = found >= 0 && (recordExists || found === 0) ? found : 0;
  const withState = shown.map((tab, i) => ({
    ...tab,
    disabled: i !== index && ((!recordExists && i > 0) || (i > index && !currentValid)),
  }));
  const next = shown[index + 1]?.value ?? null;
  return {
    tabs: withState,
    current: shown[index]?.value ?? '',
    index,
    next,
    isLast: next === null,
    canAdvance: currentValid,
  };
};
