import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { SelectField } from './select-field.tsx';

function Form() {
  const form = useForm<{ type: string }>({ defaultValues: { type: 'finance' } });
  return (
    <form>
      <SelectField
        control={form.control}
        name="type"
        label="Type"
        data={[
          { value: 'finance', label: 'Finance' },
          { value: 'support', label: 'Support' },
        ]}
      />
      <Button onClick={() => form.reset({ type: '' })}>Clear</Button>
    </form>
  );
}

describe('SelectField', () => {
  it("shows nothing chosen once the form's value is reset to '' (no stale label)", async () => {
    renderWithProviders(<Form />);
    const input = screen.getByDisplayValue('Finance');
    expect(input).toHaveValue('Finance');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(input).toHaveValue(''));
  });
});
