import { useMutation } from '@apollo/client/react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { updateProfileSchema } from '@portal/schema';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { texts } from './texts.ts';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { TextInputField } from '../../kit/form/text-field.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';

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

interface ProfileFormProps {
  profile: FragmentType<typeof ProfileFormFragment>;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function ProfileForm({ profile: profileRef, onSaved, onDirtyChange }: ProfileFormProps) {
  const profile = getFragmentData(ProfileFormFragment, profileRef);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  // The server's field errors carry the form's own names (the BFF applies the same rules).
  const { form, submit, resultMessage } = useMutationForm({
    onDirtyChange,
    schema: updateProfileSchema,
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, mobile: profile.mobile ?? '' },
    mutate: (values) =>
      updateProfile({
        variables: { input: values },
        update: (cache) => {
          cache.modify({
            id: cache.identify({ __typename: 'User', id: profile.id }),
            fields: { firstName: () => values.firstName, lastName: () => values.lastName },
          });
        },
      }),
    onSuccess: () => onSaved(),
  });
  const { control } = form;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ResultMessage message={resultMessage} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={texts.preferences.username} value={profile.username} readOnly variant="filled" />
          <TextInput label={texts.preferences.role} value={profile.role.name} readOnly variant="filled" />
          <TextInputField
            control={control}
            name="firstName"
            label={texts.preferences.firstName}
            autoComplete="given-name"
            required
          />
          <TextInputField
            control={control}
            name="lastName"
            label={texts.preferences.lastName}
            autoComplete="family-name"
          />
          <TextInputField
            control={control}
            name="mobile"
            label={texts.preferences.phoneNumber}
            type="tel"
            autoComplete="tel"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {texts.preferences.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
