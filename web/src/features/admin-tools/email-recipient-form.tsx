import { useMutation } from '@apollo/client/react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { capitalise, emailRecipientSchema, messages, type EmailRecipientValues } from '@portal/schema';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { graphql } from '../../__generated__';
import { texts } from './texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { applyFieldErrors, type ServerFieldNames } from '../../lib/apply-field-errors.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

const AddEmailRecipientMutation = graphql(`
  mutation AddEmailRecipient($input: AddEmailRecipientInput!) {
    addEmailRecipient(input: $input) {
      recipient {
        id
      }
    }
  }
`);

const serverFields: ServerFieldNames<EmailRecipientValues> = { email: 'email', type: 'type' };

const emptyValues: EmailRecipientValues = { email: '', type: '' };

interface EmailRecipientFormProps {
  types: readonly string[];
  /** Why the types could not be loaded, if they could not. */
  typesError?: string;
  /** Refreshes the recipients list after an addition. */
  onAdded: () => Promise<unknown>;
}

export function EmailRecipientForm({ types, typesError, onAdded }: EmailRecipientFormProps) {
  const [addEmailRecipient] = useMutation(AddEmailRecipientMutation);
  const typeOptions = useMemo(() => types.map((type) => ({ value: type, label: capitalise(type) })), [types]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(emailRecipientSchema, emptyValues);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addEmailRecipient({ variables: { input: { email: values.email, type: values.type.toLowerCase() } } });
    } catch (error) {
      if (!applyFieldErrors(error, setError, serverFields)) {
        notifications.show({ color: 'red', title: messages.error, message: messages.recipientAddFailed });
      }
      return;
    }
    notifications.show({ color: 'green', title: messages.success, message: messages.recipientAdded });
    reset(emptyValues);
    await onAdded().catch(() => undefined);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={messages.addEmailRecipient}>
      <Stack gap="md">
        <FormError message={errors.root?.['server']?.message ?? typesError} />
        <TextInput
          label={texts.adminTools.email}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          name="type"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              label={texts.adminTools.type}
              placeholder={messages.selectEmailType}
              required
              data={typeOptions}
              allowDeselect={false}
              name={field.name}
              ref={field.ref}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {texts.adminTools.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
