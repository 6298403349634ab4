import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, SUPPORT_CONCERNS, supportRequestSchema, type SupportRequestValues } from '@portal/schema';
import { useMemo } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { texts } from './texts.ts';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { SelectField } from '../../kit/form/select-field.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { TextInputField } from '../../kit/form/text-field.tsx';
import { useMutationForm, type ServerFieldNames } from '../../kit/form/use-mutation-form.ts';

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
const OPTIONS_LAYER = 400;

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

  const { form, submit, resultMessage } = useMutationForm({
    schema: supportRequestSchema,
    defaultValues: defaults,
    serverFields,
    mutate: (values) => submitSupportRequest({ variables: { input: values } }),
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: messages.supportSubmittedTitle,
        message: messages.supportSubmittedText,
      });
      form.reset(defaults);
      onSubmitted();
    },
    // A failure without field errors is told in a toast (spec).
    onOtherFailure: () =>
      notifications.show({ color: 'red', title: messages.supportFailedTitle, message: messages.supportFailedText }),
  });
  const { control } = form;

  return (
    <form onSubmit={submit} noValidate aria-label={messages.supportTitle}>
      <Stack gap="sm">
        <ResultMessage message={resultMessage} />
        <TextInputField control={control} name="name" label={texts.support.name} autoComplete="name" required />
        <TextInputField
          control={control}
          name="email"
          label={texts.support.email}
          type="email"
          autoComplete="email"
          required
        />
        <SelectField
          control={control}
          name="officeId"
          label={texts.support.office}
          placeholder={texts.support.selectOffice}
          required
          data={officeOptions}
          nothingFoundMessage={texts.support.noOffices}
          searchable={officeOptions.length > 8}
          zIndex={OPTIONS_LAYER}
        />
        <SelectField
          control={control}
          name="concern"
          label={messages.supportConcernLabel}
          placeholder={texts.support.selectConcern}
          required
          data={concernOptions}
          zIndex={OPTIONS_LAYER}
        />
        <TextAreaField
          control={control}
          name="details"
          label={texts.support.details}
          required
          minRows={4}
          maxRows={10}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {texts.support.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
