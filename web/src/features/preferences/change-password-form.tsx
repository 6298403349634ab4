import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { changePasswordSchema, type ChangePasswordValues } from '@portal/schema';
import { useEffect } from 'react';
import { graphql } from '../../__generated__';
import { texts } from '../../app/texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { applyFieldErrors, setServerError, type ServerFieldNames } from '../../lib/apply-field-errors.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
    }
  }
`);

const serverFields: ServerFieldNames<ChangePasswordValues> = {
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
  confirmPassword: 'confirmPassword',
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useSchemaForm(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword({ variables: { input: values } });
      onChanged();
    } catch (error) {
      if (!applyFieldErrors(error, setError, serverFields)) setServerError(error, setError);
    }
  });

  return (
    <form id={id} onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={420}>
        <FormError message={errors.root?.['server']?.message} />
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
