import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { capitalise, emailRecipientSchema, messages, type EmailRecipientValues } from '@portal/schema';
import { useMemo } from 'react';
import { graphql } from '../../__generated__';
import { texts } from './texts.ts';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { SelectField } from '../../kit/form/select-field.tsx';
import { TextInputField } from '../../kit/form/text-field.tsx';
import { useMutationForm, type ServerFieldNames } from '../../kit/form/use-mutation-form.ts';

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
  const { form, submit, resultMessage } = useMutationForm({
    schema: emailRecipientSchema,
    defaultValues: emptyValues,
    serverFields,
    mutate: (values) =>
      addEmailRecipient({ variables: { input: { email: values.email, type: values.type.toLowerCase() } } }),
    onSuccess: () => {
      notifications.show({ color: 'green', title: messages.success, message: messages.recipientAdded });
      form.reset(emptyValues);
      void onAdded().catch(() => undefined);
    },
    onOtherFailure: () =>
      notifications.show({ color: 'red', title: messages.error, message: messages.recipientAddFailed }),
  });
  const { control } = form;

  return (
    <form onSubmit={submit} noValidate aria-label={messages.addEmailRecipient}>
      <Stack gap="md">
        <ResultMessage message={resultMessage ?? typesError ?? null} />
        <TextInputField
          control={control}
          name="email"
          label={texts.adminTools.email}
          type="email"
          autoComplete="off"
          required
        />
        <SelectField
          control={control}
          name="type"
          label={texts.adminTools.type}
          placeholder={messages.selectEmailType}
          required
          data={typeOptions}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {texts.adminTools.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
