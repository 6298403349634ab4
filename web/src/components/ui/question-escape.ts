import type { KeyboardEvent } from 'react';

/**
 * Escape in a question dialog (unsaved changes, delete, archive) that can open over another modal.
 * Mantine closes every open modal on Escape (each listens on the window), so the record modal
 * underneath would close or ask its own question too. The question's buttons carry
 * `data-mantine-stop-propagation`, which Mantine's listeners skip, and answer Escape themselves.
 */
export const questionEscape = (answer: () => void) => ({
  buttonProps: { 'data-mantine-stop-propagation': 'true' },
  groupProps: {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      answer();
    },
  },
});
