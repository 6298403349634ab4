import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { changePasswordSchema, type ChangePasswordValues } from '@portal/schema';
import { graphql } from '../../__generated__';
import { texts } from './texts.ts';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { PasswordField } from '../../kit/form/text-field.tsx';
import { useMutationForm, type ServerFieldNames } from '../../kit/form/use-mutation-form.ts';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
    }
  }
`);

/** The upstream's names for the password pair (the form's own names need no entry). */
const serverFields: ServerFieldNames<ChangePasswordValues> = {
  password: 'newPassword',
  'password.first': 'newPassword',
  'password.second': 'confirmPassword',
};

interface ChangePasswordFormProps {
  id: string;
  onChanged: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function ChangePasswordForm({ id, onChanged, onDirtyChange }: ChangePasswordFormProps) {
  const [changePassword] = useMutation(ChangePasswordMutation);
  const { form, submit, resultMessage } = useMutationForm({
    onDirtyChange,
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    serverFields,
    mutate: (values) => changePassword({ variables: { input: values } }),
    onSuccess: () => onChanged(),
  });
  const { control } = form;

  return (
    <form id={id} onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <ResultMessage message={resultMessage} />
        <PasswordField control={control} name="currentPassword" label={texts.preferences.currentPassword} required />
        <PasswordField
          control={control}
          name="newPassword"
          label={texts.preferences.newPassword}
          autoComplete="new-password"
          required
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={texts.preferences.confirmNewPassword}
          autoComplete="new-password"
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {texts.preferences.updatePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
