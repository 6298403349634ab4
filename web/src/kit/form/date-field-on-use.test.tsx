import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DAY_ENTRY_FORMAT } from '../../lib/dates.ts';
import type * as OnUse from './date-field-on-use.tsx';

// Each test starts with the date input not yet loaded (the module keeps it once loaded).
let onUse: typeof OnUse;
beforeEach(async () => {
  vi.resetModules();
  onUse = await import('./date-field-on-use.tsx');
});

function Form({ start = '' }: { start?: string }) {
  const { DateFieldOnUse } = onUse;
  const form = useForm<{ startDate: string }>({ defaultValues: { startDate: start } });
  const value = useWatch({ control: form.control, name: 'startDate' });
  return (
    <form>
      <DateFieldOnUse control={form.control} name="startDate" label="Start date" minDate="2026-01-01" />
      <output aria-label="Value">{value}</output>
    </form>
  );
}

describe('DateFieldOnUse', () => {
  it('shows the value as the date input does, with its placeholder, before the date input is loaded', () => {
    renderWithProviders(<Form start="2026-11-04" />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveValue('04/11/2026');
    expect(input).toHaveAttribute('placeholder', DAY_ENTRY_FORMAT);
    expect(onUse.DAY_ENTRY_PLACEHOLDER).toBe(DAY_ENTRY_FORMAT);
  });

  it('focused, it hands over to the date input, which keeps the focus', async () => {
    renderWithProviders(<Form start="2026-11-04" />);
    const standIn = screen.getByRole('textbox', { name: 'Start date' });
    fireEvent.focus(standIn);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Start date' })).not.toBe(standIn));
    const dateInput = screen.getByRole('textbox', { name: 'Start date' });
    expect(dateInput).toHaveValue('04/11/2026');
    await waitFor(() => expect(dateInput).toHaveFocus());
  });

  it('keeps what was typed into the stand-in while the date input loaded, and makes it the value once left', async () => {
    renderWithProviders(<Form />);
    const standIn = screen.getByRole('textbox', { name: 'Start date' });
    // Typed at once, before the date input has arrived.
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: '5/12/2026' } });
    await import('./date-field.tsx');
    await import('../../lib/dates.ts');
    // The stand-in stays while the user is in it, with what was typed.
    expect(screen.getByRole('textbox', { name: 'Start date' })).toBe(standIn);
    expect(standIn).toHaveValue('5/12/2026');
    fireEvent.blur(standIn);
    await waitFor(() => expect(screen.getByLabelText('Value')).toHaveTextContent('2026-12-05'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Start date' })).not.toBe(standIn));
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('05/12/2026');
  });
});
