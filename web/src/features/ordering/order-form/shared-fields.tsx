import { SimpleGrid } from '@mantine/core';
import { tomorrowOf } from '@portal/schema';
import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { DateFieldOnUse } from '../../../kit/form/date-field-on-use.tsx';
import { RepeatableRowsField } from '../../../kit/form/repeatable-rows-field.tsx';
import { SelectFieldOnUse } from '../../../kit/form/select-field-on-use.tsx';
import { orderingTexts as t } from '../ordering-texts.ts';
import classes from './field-row.module.css';

/** The fields every order form has, by the same names in each form's values. */
interface SharedValues extends FieldValues {
  packageId: string;
  audienceId: string;
  startDate: string;
  additionalRecipients: { email: string }[];
}

/** A form's control seen through the shared fields' names (each form's values have them). */
const shared = <T extends FieldValues>(control: Control<T>) => control as unknown as Control<SharedValues>;

/** The order forms' one spacing between fields (the shell's stack keeps the same gap between rows). */
export const FIELD_GAP = 'sm';

/**
 * Two fields side by side from the small breakpoint, one above the other below it, with the form's
 * one spacing: a message under a field never touches the label below it. Side by side, the two
 * inputs stay on one line when only one field has a help text (field-row.module.css).
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={FIELD_GAP} className={classes.row}>
      {children}
    </SimpleGrid>
  );
}

/** Campaign Package: the office's packages of the form's kind. */
export function PackageField<T extends FieldValues>({
  control,
  packages,
}: {
  control: Control<T>;
  packages: readonly { id: string; title: string }[];
}) {
  return (
    <SelectFieldOnUse
      control={shared(control)}
      name="packageId"
      label={t.package}
      required
      data={packages.map((p) => ({ value: p.id, label: p.title }))}
    />
  );
}

/** Audience: only when the office has audiences; clearable. */
export function AudienceField<T extends FieldValues>({
  control,
  audiences,
}: {
  control: Control<T>;
  audiences: readonly { id: string; name: string }[] | null | undefined;
}) {
  if (!audiences || audiences.length === 0) return null;
  return (
    <SelectFieldOnUse
      control={shared(control)}
      name="audienceId"
      label={t.audience}
      clearable
      data={audiences.map((a) => ({ value: a.id, label: a.name }))}
    />
  );
}

/** Start date: tomorrow at the earliest. */
export function StartDateField<T extends FieldValues>({
  control,
  description,
  required,
}: {
  control: Control<T>;
  description?: string;
  required?: boolean;
}) {
  return (
    <DateFieldOnUse
      control={shared(control)}
      name="startDate"
      label={t.startDate}
      description={description}
      minDate={tomorrowOf()}
      required={required}
    />
  );
}

/** Report recipients: email rows added one at a time. */
export function RecipientsField<T extends FieldValues>({ control }: { control: Control<T> }) {
  return (
    <RepeatableRowsField
      control={shared(control)}
      name="additionalRecipients"
      itemKey="email"
      label={t.recipients}
      rowLabel={(i) => t.recipient(i + 1)}
      addLabel={t.addRecipient}
      type="email"
    />
  );
}
