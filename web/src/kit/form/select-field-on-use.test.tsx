import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import type * as OnUse from './select-field-on-use.tsx';

// Each test starts with the select not yet loaded, and its download held until the test lets it arrive.
let onUse: typeof OnUse;
let arrive: () => void;
beforeEach(async () => {
  vi.resetModules();
  const held = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('./select-field.tsx', async (importOriginal) => {
    await held;
    return importOriginal();
  });
  onUse = await import('./select-field-on-use.tsx');
});
afterEach(() => {
  vi.doUnmock('./select-field.tsx');
});

const LISTINGS = [
  { value: 'l1', label: '1 Church St, Parramatta' },
  { value: 'l2', label: '9 George St, Sydney' },
];

function Form({ start = '', searchable = false }: { start?: string; searchable?: boolean }) {
  const { SelectFieldOnUse } = onUse;
  const form = useForm<{ listing: string }>({ defaultValues: { listing: start } });
  const value = useWatch({ control: form.control, name: 'listing' });
  return (
    <form>
      <SelectFieldOnUse control={form.control} name="listing" label="Listing" data={LISTINGS} searchable={searchable} />
      <output aria-label="Value">{value}</output>
    </form>
  );
}

describe('SelectFieldOnUse', () => {
  it('stands in as a closed combobox with the chosen option, before the select is loaded', () => {
    renderWithProviders(<Form start="l2" />);
    const standIn = screen.getByRole('combobox', { name: 'Listing' });
    expect(standIn).toHaveValue('9 George St, Sydney');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('readonly');
    expect(document.querySelector('input[type="hidden"][name="listing"]')).toHaveValue('l2');
  });

  it('pointed at, it hands over to the select without taking the focus or opening it', async () => {
    renderWithProviders(<Form start="l1" />);
    const standIn = screen.getByRole('combobox', { name: 'Listing' });
    fireEvent.pointerEnter(standIn);
    arrive();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Listing' })).not.toBe(standIn));
    const select = screen.getByRole('combobox', { name: 'Listing' });
    expect(select).toHaveValue('1 Church St, Parramatta');
    expect(select).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('pressed before the select arrives, the select takes the focus with its options open', async () => {
    renderWithProviders(<Form />);
    const standIn = screen.getByRole('combobox', { name: 'Listing' });
    fireEvent.focus(standIn);
    fireEvent.click(standIn);
    arrive();
    const option = await screen.findByRole('option', { name: '9 George St, Sydney' });
    expect(screen.getByRole('combobox', { name: 'Listing' })).toHaveFocus();
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('l2'));
  });

  it('arriving in the middle of a press, the select waits for the click and opens', async () => {
    renderWithProviders(<Form />);
    const standIn = screen.getByRole('combobox', { name: 'Listing' });
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    fireEvent.focus(standIn);
    arrive();
    // The select arrives (its module resolved, React's updates flushed) while the pointer is still down.
    await act(async () => {
      await import('./select-field.tsx');
    });
    expect(screen.getByRole('combobox', { name: 'Listing' })).toBe(standIn);
    fireEvent.click(standIn);
    expect(await screen.findByRole('option', { name: '1 Church St, Parramatta' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Listing' })).toHaveFocus();
  });

  it('keeps what is typed into a searchable stand-in before the select arrives, as the search', async () => {
    renderWithProviders(<Form searchable />);
    const standIn = screen.getByRole('combobox', { name: 'Listing' });
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: 'Parra' } });
    expect(standIn).toHaveValue('Parra');
    arrive();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Listing' })).not.toBe(standIn));
    const select = screen.getByRole('combobox', { name: 'Listing' });
    await waitFor(() => expect(select).toHaveValue('Parra'));
    expect(select).toHaveFocus();
    expect(await screen.findByRole('option', { name: '1 Church St, Parramatta' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '9 George St, Sydney' })).toBeNull();
  });
});
