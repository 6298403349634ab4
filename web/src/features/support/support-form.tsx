import { useMutation } from '@apollo/client/react';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, SUPPORT_CONCERNS, supportRequestSchema, type SupportRequestValues } from '@portal/schema';
import { useMemo } from 'react';
import { Controller, type DefaultValues } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { texts } from './texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { applyFieldErrors, type ServerFieldNames } from '../../lib/apply-field-errors.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

export const SupportFormFragment = graphql(`
  fragment SupportForm_viewer on Viewer {
    user {
      id
      firstName
      lastName
      username
    }
    offices {
      id
      displayName
    }
  }
`);

const SubmitSupportRequestMutation = graphql(`
  mutation SubmitSupportRequest($input: SubmitSupportRequestInput!) {
    submitSupportRequest(input: $input) {
      title
      message
    }
  }
`);

const serverFields: ServerFieldNames<SupportRequestValues> = {
  name: 'name',
  email: 'email',
  officeId: 'officeId',
  agencyId: 'officeId',
  concern: 'concern',
  details: 'details',
};

const concernOptions = [...SUPPORT_CONCERNS];

/** Selects open in a portal above the floating panel. */
const comboboxProps = { zIndex: 400 } as const;

interface SupportFormProps {
  viewer: FragmentType<typeof SupportFormFragment>;
  onSubmitted: () => void;
}

/**
 * The Contact Support form. Name and Email start from the signed-in user, and the office when the
 * user has only one. A failed submission keeps what was typed.
 */
export function SupportForm({ viewer, onSubmitted }: SupportFormProps) {
  const { user, offices } = getFragmentData(SupportFormFragment, viewer);
  const [submitSupportRequest] = useMutation(SubmitSupportRequestMutation);

  const defaults = useMemo<DefaultValues<SupportRequestValues>>(
    () => ({
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.username,
      officeId: offices.length === 1 ? offices[0]?.id : '',
      concern: undefined,
      details: '',
    }),
    [user.firstName, user.lastName, user.username, offices],
  );
  const officeOptions = useMemo(
    () => offices.map((office) => ({ value: office.id, label: office.displayName })),
    [offices],
  );

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(supportRequestSchema, defaults);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitSupportRequest({ variables: { input: values } });
      notifications.show({
        color: 'green',
        title: messages.supportSubmittedTitle,
        message: messages.supportSubmittedText,
      });
      reset(defaults);
      onSubmitted();
    } catch (error) {
      if (!applyFieldErrors(error, setError, serverFields)) {
        notifications.show({ color: 'red', title: messages.supportFailedTitle, message: messages.supportFailedText });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={messages.supportTitle}>
      <Stack gap="sm">
        <FormError message={errors.root?.['server']?.message} />
        <TextInput
          label={texts.support.name}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label={texts.support.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          name="officeId"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              label={texts.support.office}
              placeholder={texts.support.selectOffice}
              required
              data={officeOptions}
              nothingFoundMessage={texts.support.noOffices}
              searchable={officeOptions.length > 8}
              allowDeselect={false}
              comboboxProps={comboboxProps}
              name={field.name}
              ref={field.ref}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="concern"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              label={messages.supportConcernLabel}
              placeholder={texts.support.selectConcern}
              required
              data={concernOptions}
              allowDeselect={false}
              comboboxProps={comboboxProps}
              name={field.name}
              ref={field.ref}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label={texts.support.details}
          required
          autosize
          minRows={4}
          maxRows={10}
          error={errors.details?.message}
          {...register('details')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {texts.support.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
