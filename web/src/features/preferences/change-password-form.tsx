import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { changePasswordSchema, type ChangePasswordValues } from '@portal/schema';
import { graphql } from '../../__generated__';
import { texts } from './texts.ts';
import { ResultMessage } from '../../kit/form/fields.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import type { ServerFieldNames } from '../../lib/apply-field-errors.ts';

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
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form id={id} onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <ResultMessage message={resultMessage} />
        <TextInput
          label={texts.preferences.currentPassword}
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextInput
          label={texts.preferences.newPassword}
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextInput
          label={texts.preferences.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {texts.preferences.updatePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
