import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Group, Input, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  AUDIENCE_SCOPE_LABELS,
  AUDIENCE_SCOPES,
  AUDIENCE_TEMPLATE_FILE_NAME,
  createAudienceSchema,
  messages,
  updateAudienceSchema,
  type AudienceScopeValue,
} from '@portal/schema';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { audienceTexts } from './texts.ts';
import { downloadFile, saveBlob } from '../../kit/files/download-file.ts';
import { LocalFileField } from '../../kit/files/local-file-field.tsx';
import { messageRoomStyles } from '../../kit/form/field-message.ts';
import { CheckboxField, MultiSelectField, RadioGroupField, ResultMessage, TextField } from '../../kit/form/fields.tsx';
import { SERVER_ERROR, useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { progressCurves } from '../../kit/progress/progress-curves.ts';
import { ProgressModal } from '../../kit/progress/progress-modal.tsx';
import { useProgressTask } from '../../kit/progress/use-progress-task.ts';
import {
  AudienceRequestError,
  AUDIENCE_TEMPLATE_URL,
  saveAudience,
  validateCsv,
  type AudienceUpload,
} from './audience-http.ts';
import { AudienceInstructions, useInstructions } from './audience-instructions.tsx';
import { RowProblemsDialog } from './row-problems-dialog.tsx';
import { AUDIENCE_LIST_PATH } from './urls.ts';

const t = audienceTexts;

export interface Choice {
  id: string;
  title: string;
}

/** The audience being edited (absent when creating). */
export interface EditedAudience {
  id: string;
  name: string;
  scope: AudienceScopeValue;
  assignments: readonly Choice[];
  client: Choice;
  contactCount: number;
}

export interface ScopeChoices {
  client: Choice;
  offices: readonly Choice[];
  agents: readonly Choice[];
}

/** The form's values: the upload's fields, the CSV as the picked File, and the privacy agreement. */
export interface AudienceFormValues {
  name: string;
  csv: File | null;
  scope: AudienceScopeValue | '';
  uuids: string[];
  clientId: string | null;
  agreed: boolean;
}

const agreement = z.object({ agreed: z.boolean().refine((v) => v, { error: t.privacyRequired }) });
// The shared rules (the BFF's upload route applies the same) plus the agreement the portal asks for.
const createFormSchema = z.intersection(createAudienceSchema, agreement) as unknown as z.ZodType<
  AudienceFormValues,
  AudienceFormValues
>;
const updateFormSchema = z.intersection(updateAudienceSchema, agreement) as unknown as z.ZodType<
  AudienceFormValues,
  AudienceFormValues
>;

const defaultsOf = (audience: EditedAudience | undefined): AudienceFormValues => ({
  name: audience?.name ?? '',
  csv: null,
  scope: audience?.scope ?? '',
  uuids: audience && audience.scope !== 'client' ? audience.assignments.map((a) => a.id) : [],
  clientId: audience?.scope === 'client' ? audience.client.id : null,
  agreed: false,
});

/**
 * What an upload sends: everything when creating; when editing (PATCH) only what changed — the
 * name, the CSV, and the scope with its selections when either changed.
 */
export const uploadOf = (
  values: AudienceFormValues,
  audience: EditedAudience | undefined,
  dirty: Partial<Record<keyof AudienceFormValues, unknown>>,
): AudienceUpload => {
  const scope = values.scope === '' ? undefined : values.scope;
  const selections = {
    scope,
    uuids: scope === 'client' ? [] : values.uuids,
    clientId: scope === 'client' ? values.clientId : null,
  };
  if (!audience) return { name: values.name.trim(), ...selections, csv: values.csv };
  return {
    ...(dirty.name && values.name.trim() !== audience.name ? { name: values.name.trim() } : {}),
    ...(dirty.scope || dirty.uuids ? selections : {}),
    ...(values.csv ? { csv: values.csv } : {}),
  };
};

/** The field errors of a refused upload under their fields; the message in the result area when none is named. */
const showRefusal = (error: unknown, form: UseFormReturn<AudienceFormValues>) => {
  if (!(error instanceof AudienceRequestError)) return;
  const named = Object.entries(error.fields).filter(
    (entry): entry is [keyof typeof error.fields, string] => typeof entry[1] === 'string',
  );
  named.forEach(([field, message], index) =>
    form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (named.length === 0) form.setError(SERVER_ERROR as never, { type: 'server', message: error.message });
};

const scopeOptions = AUDIENCE_SCOPES.map((scope) => ({ value: scope, label: AUDIENCE_SCOPE_LABELS[scope] }));

/** The selections of the chosen scope: the client (Global), offices or agents. */
function ScopeSelection({
  form,
  choices,
  audience,
}: {
  form: UseFormReturn<AudienceFormValues>;
  choices: ScopeChoices;
  audience?: EditedAudience;
}) {
  const scope = useWatch({ control: form.control, name: 'scope' });
  const clientError = form.formState.errors.clientId?.message;
  // Assigned entries the choices no longer list stay choosable, so editing never drops them silently.
  const withAssigned = (list: readonly Choice[]) => [
    ...list,
    ...(audience && audience.scope === scope
      ? audience.assignments.filter((a) => !list.some((c) => c.id === a.id))
      : []),
  ];
  const data = (list: readonly Choice[]) => withAssigned(list).map((c) => ({ value: c.id, label: c.title }));
  if (scope === 'client')
    return (
      <Input.Wrapper
        label={t.client}
        error={clientError}
        errorProps={{ role: 'alert' }}
        styles={messageRoomStyles(Boolean(clientError))}
      >
        <Text size="sm">{t.globalTo(choices.client.title)}</Text>
      </Input.Wrapper>
    );
  if (scope === 'agency')
    return (
      <MultiSelectField
        key="offices"
        control={form.control}
        name="uuids"
        label={t.offices}
        data={data(choices.offices)}
        placeholder={t.selectOffices}
        required
      />
    );
  if (scope === 'agent')
    return (
      <MultiSelectField
        key="agents"
        control={form.control}
        name="uuids"
        label={t.agents}
        data={data(choices.agents)}
        placeholder={t.selectAgents}
        required
      />
    );
  return null;
}

function TemplateDownload() {
  const [running, setRunning] = useState(false);
  const download = async () => {
    setRunning(true);
    try {
      await downloadFile(AUDIENCE_TEMPLATE_URL, { fallbackName: AUDIENCE_TEMPLATE_FILE_NAME });
    } catch {
      notifications.show({ color: 'red', title: messages.downloadFailed, message: messages.csvTemplateFailed });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={running}
      onClick={() => void download()}
    >
      {t.downloadTemplate}
    </Button>
  );
}

export interface AudienceFormProps {
  audience?: EditedAudience;
  choices: ScopeChoices;
}

/** The scope (changing it clears the selections; Global takes the viewer's client) and its selections. */
function ScopeFields({
  form,
  choices,
  audience,
}: {
  form: UseFormReturn<AudienceFormValues>;
  choices: ScopeChoices;
  audience?: EditedAudience;
}) {
  return (
    <>
      <RadioGroupField
        control={form.control}
        name="scope"
        label={t.scope}
        required
        options={scopeOptions}
        // Changing the scope clears the selected ids; Global takes the viewer's client.
        onChange={(value, field) => {
          const scope = value as AudienceScopeValue;
          if (scope === field.value) return;
          field.onChange(scope);
          form.setValue('uuids', [], { shouldDirty: true });
          form.setValue('clientId', scope === 'client' ? choices.client.id : null, { shouldDirty: true });
          form.clearErrors(['uuids', 'clientId']);
        }}
      />
      <ScopeSelection form={form} choices={choices} audience={audience} />
    </>
  );
}

/** The privacy notice and the agreement to it. */
function PrivacyAgreement({ control }: { control: Control<AudienceFormValues> }) {
  // A standing notice, not an alert; the agreement (and its error) sits on the page's background, where its text stays readable.
  return (
    <Stack gap="xs">
      <Alert role="note" variant="light" color="blue" title={t.privacyTitle} icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">{t.privacyText}</Text>
      </Alert>
      <CheckboxField control={control} name="agreed" label={t.privacyAgreement} required />
    </Stack>
  );
}

/**
 * The audience form (create, or edit with `audience`): name, CSV, scope and its selections, the
 * data-privacy agreement. Submit checks the CSV first (row problems may be passed or their report
 * downloaded), then uploads with the progress modal; success returns to the list. Refusals show
 * under their fields and nothing typed is lost.
 */
export function AudienceForm({ audience, choices }: AudienceFormProps) {
  const editing = audience !== undefined;
  const navigate = useNavigate();
  const client = useApolloClient();
  const task = useProgressTask(progressCurves.audienceUpload);
  const instructions = useInstructions();
  const [checking, setChecking] = useState(false);
  const [rowProblems, setRowProblems] = useState<{ message: string; report: string; upload: AudienceUpload } | null>(
    null,
  );
  const [saved, setSaved] = useState(false);

  // The list once the progress modal has shown the success and closed.
  useEffect(() => {
    if (saved && !task.open) void navigate(AUDIENCE_LIST_PATH);
  }, [saved, task.open, navigate]);

  const upload = async (body: AudienceUpload) => {
    const id = await task.start(async (signal) => {
      try {
        return await saveAudience(body, audience?.id ?? null, signal);
      } catch (error) {
        if (!signal.aborted) showRefusal(error, form);
        throw error;
      }
    });
    if (id === undefined) return;
    // The upload went around GraphQL: the cached audience pages no longer hold the truth (the list
    // asks again; the form's own query refreshes itself on its next visit).
    for (const fieldName of ['audiences', 'adminAudiences']) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    setSaved(true);
  };

  // A plain request by multipart (not GraphQL): the CSV is checked first; row problems pause the
  // submit for the user's answer, then the upload runs with the progress modal.
  const { form, submit, resultMessage } = useMutationForm<AudienceFormValues, AudienceFormValues, void>({
    schema: editing ? updateFormSchema : createFormSchema,
    defaultValues: defaultsOf(audience),
    // Editing sends what changed since the audience as loaded, also after a paused submit.
    keepBaseline: true,
    mutate: async () => {
      // The values as typed (the rules passed): the parsed ones hold the CSV's name and size, not the file.
      const body = uploadOf(form.getValues(), audience, form.formState.dirtyFields);
      if (body.csv) {
        setChecking(true);
        try {
          const check = await validateCsv(body.csv);
          if (check.kind === 'rows') {
            setRowProblems({ message: check.message, report: check.report, upload: body });
            return;
          }
        } finally {
          setChecking(false);
        }
      }
      await upload(body);
    },
    // A refused CSV (not a CSV, too few contacts, hashed data) shows under the file field.
    onFailure: (error, _values, { setError }) => {
      if (error instanceof AudienceRequestError && Object.keys(error.fields).length === 0 && error.status === 422)
        setError('csv', { type: 'server', message: error.message }, { shouldFocus: true });
      else if (error instanceof AudienceRequestError) showRefusal(error, form);
      else setError(SERVER_ERROR as never, { type: 'server', message: messages.uploadFailed });
      return true;
    },
  });
  const { control, formState } = form;

  const busy = checking || formState.isSubmitting || (task.open && task.phase === 'running');
  // Editing sends only what changed: with nothing changed there is nothing to send.
  const { dirtyFields } = formState;
  const nothingChanged = editing && !(dirtyFields.name || dirtyFields.csv || dirtyFields.scope || dirtyFields.uuids);

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={editing ? t.editTitle : t.createTitle}>
        <Stack gap="md" maw={640}>
          <Group gap="sm">
            <TemplateDownload />
            <Button variant="subtle" leftSection={<IconInfoCircle size={16} aria-hidden />} onClick={instructions.open}>
              {t.instructions}
            </Button>
          </Group>
          <ResultMessage message={resultMessage} />
          <TextField
            control={control}
            name="name"
            label={t.nameLabel}
            description={t.nameHint}
            required={!editing}
            autoComplete="off"
          />
          <LocalFileField
            control={control}
            name="csv"
            label={t.csvLabel}
            required={!editing}
            description={editing ? `${t.csvHint}. ${t.csvEditHint}` : t.csvHint}
            accept={['.csv', 'text/csv']}
            chosenText={t.csvChosen}
            removeText={t.removeCsv}
          />
          {audience && (
            <Text size="sm" c="dimmed">
              {t.contacts(audience.contactCount)}
            </Text>
          )}
          <ScopeFields form={form} choices={choices} audience={audience} />
          <PrivacyAgreement control={control} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={nothingChanged}>
              {editing ? t.submitUpdate : t.submitCreate}
            </Button>
          </Group>
          {checking && (
            <Text role="status" size="sm">
              {t.checkingCsv}
            </Text>
          )}
        </Stack>
      </form>
      <RowProblemsDialog
        problems={rowProblems}
        onProceed={() => {
          const body = rowProblems?.upload;
          setRowProblems(null);
          if (body) void upload(body);
        }}
        onDownload={() =>
          rowProblems &&
          saveBlob(new Blob([rowProblems.report], { type: 'text/plain;charset=utf-8' }), t.reportFileName)
        }
        onCancel={() => setRowProblems(null)}
      />
      <ProgressModal
        task={task}
        title={t.uploadTitle}
        successText={editing ? messages.audienceUpdated : messages.audienceCreated}
      />
      <AudienceInstructions opened={instructions.opened} onClose={instructions.close} />
    </>
  );
}
