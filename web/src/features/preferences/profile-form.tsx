import { useMutation } from '@apollo/client/react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { updateProfileSchema, type UpdateProfileValues } from '@portal/schema';
import { useEffect } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { texts } from '../../app/texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { applyFieldErrors, setServerError, type ServerFieldNames } from '../../lib/apply-field-errors.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

export const ProfileFormFragment = graphql(`
  fragment ProfileForm_profile on Profile {
    id
    username
    firstName
    lastName
    mobile
    role {
      name
    }
  }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      profile {
        id
        ...ProfileForm_profile
      }
    }
  }
`);

const serverFields: ServerFieldNames<UpdateProfileValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  mobile: 'mobile',
};

interface ProfileFormProps {
  profile: FragmentType<typeof ProfileFormFragment>;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function ProfileForm({ profile: profileRef, onSaved, onDirtyChange }: ProfileFormProps) {
  const profile = getFragmentData(ProfileFormFragment, profileRef);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useSchemaForm(updateProfileSchema, {
      firstName: profile.firstName,
      lastName: profile.lastName,
      mobile: profile.mobile ?? '',
    });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile({
        variables: { input: values },
        update: (cache) => {
          cache.modify({
            id: cache.identify({ __typename: 'User', id: profile.id }),
            fields: { firstName: () => values.firstName, lastName: () => values.lastName },
          });
        },
      });
      reset(values);
      onSaved();
    } catch (error) {
      if (!applyFieldErrors(error, setError, serverFields)) setServerError(error, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root?.['server']?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={texts.preferences.username} value={profile.username} readOnly variant="filled" />
          <TextInput label={texts.preferences.role} value={profile.role.name} readOnly variant="filled" />
          <TextInput
            label={texts.preferences.firstName}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label={texts.preferences.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextInput
            label={texts.preferences.phoneNumber}
            type="tel"
            autoComplete="tel"
            error={errors.mobile?.message}
            {...register('mobile')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {texts.preferences.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
