import { Button } from '@mantine/core';
import { messages } from '@portal/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { LocalFileField } from '../files/local-file-field.tsx';
import { MESSAGE_ROOM } from './field-message.ts';
import { CheckboxField, RadioGroupField, SelectField, TextField } from './fields.tsx';
import { useMutationForm } from './use-mutation-form.ts';

const schema = z.object({
  name: z.string().max(30, { error: 'Audience name must be at most 30 characters' }),
  kind: z.string().min(1, { error: messages.dropdownRequired }),
  scope: z.string().min(1, { error: 'Choose a scope' }),
  agreed: z.boolean().refine((v) => v, { error: 'Please accept the data privacy agreement' }),
  csv: z.custom<File | null>((v) => v !== null, { error: 'A CSV is required' }),
});

function Form() {
  const { form, submit } = useMutationForm({
    schema,
    defaultValues: { name: '', kind: '', scope: '', agreed: false, csv: null },
    mutate: async () => undefined,
  });
  const { control } = form;
  return (
    <form onSubmit={submit} noValidate>
      <TextField control={control} name="name" label="Audience name" />
      <SelectField control={control} name="kind" label="Kind" data={['A', 'B']} />
      <LocalFileField
        control={control}
        name="csv"
        label="Customer list"
        accept={['.csv']}
        chosenText={(n) => n}
        removeText="Remove"
      />
      <RadioGroupField
        control={control}
        name="scope"
        label="Scope"
        options={['Global', 'Office'].map((s) => ({ value: s, label: s }))}
      />
      <CheckboxField control={control} name="agreed" label="I agree" />
      <Button type="submit">Save</Button>
    </form>
  );
}

/** The field's outermost element (Mantine's root part) around `element`. */
const rootOf = (element: HTMLElement): HTMLElement => {
  let node: HTMLElement | null = element;
  let root: HTMLElement | null = null;
  while (node && node.tagName !== 'FORM') {
    if (/-root\b/.test(node.className)) root = node;
    node = node.parentElement;
  }
  if (!root) throw new Error('no field root');
  return root;
};

/**
 * The room below a field's control that its message lives in: the root's reserved bottom space plus
 * the message box's height (as styled; jsdom lays nothing out, so the styles are what is compared).
 */
const roomBelow = (control: HTMLElement): string[] => {
  const root = rootOf(control);
  const message = root.querySelector<HTMLElement>('[id$="-error"]');
  return [root.style.paddingBottom, message?.style.minHeight ?? ''].filter((v) => v !== '' && v !== '0px');
};

describe('field messages keep their room (a message never moves the controls below)', () => {
  it('every kind of field keeps one message line of room, which its message then takes', async () => {
    const { user } = renderWithProviders(<Form />);
    const controls = () => ({
      name: screen.getByRole('textbox', { name: 'Audience name' }),
      kind: screen.getByRole('combobox', { name: 'Kind' }),
      csv: screen.getByLabelText('Customer list'),
      scope: screen.getByRole('radio', { name: 'Global' }),
      agreed: screen.getByRole('checkbox', { name: 'I agree' }),
    });
    for (const control of Object.values(controls())) expect(roomBelow(control)).toEqual([MESSAGE_ROOM]);

    // A name over 30 characters: its message shows once the field is left, in the room kept for it.
    await user.type(controls().name, 'A name that is longer than thirty characters');
    await user.tab();
    expect(controls().name).toHaveAccessibleDescription('Audience name must be at most 30 characters');
    expect(roomBelow(controls().name)).toEqual([MESSAGE_ROOM]);

    // Every message at once (submitted empty): each takes its field's room, none adds to it.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please accept the data privacy agreement')).toBeInTheDocument();
    expect(controls().kind).toHaveAccessibleDescription(messages.dropdownRequired);
    expect(controls().csv).toHaveAccessibleDescription('A CSV is required');
    expect(controls().agreed).toHaveAccessibleDescription('Please accept the data privacy agreement');
    expect(screen.getByRole('radiogroup', { name: 'Scope' })).toHaveAccessibleDescription('Choose a scope');
    for (const control of Object.values(controls())) expect(roomBelow(control)).toEqual([MESSAGE_ROOM]);
  });
});
