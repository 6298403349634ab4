import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Input, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  archiveUserConfirm,
  createUserSchema,
  isAssignableRole,
  messages,
  updateUserSchema,
  USER_IMAGE_MAX_BYTES,
  USER_IMAGE_TYPES,
  type Role,
} from '@portal/schema';
import { useEffect, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { texts } from './texts.ts';
import { DeleteConfirmDialog } from '../../components/ui/delete-confirm-dialog.tsx';
import { FileField } from '../../kit/files/file-field.tsx';
import { MultiSelectField, ResultMessage, SelectField, TextField } from '../../kit/form/fields.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { ArchiveUserMutation, CreateUserMutation, UpdateUserMutation } from './queries.ts';

const t = texts.users;

/** Roles that may archive users (spec section 6). */
const ARCHIVERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN'];
export const canArchiveUsers = (role: Role | null): boolean => role !== null && ARCHIVERS.includes(role);

const imageValue = z.object({ id: z.string(), url: z.string() }).nullable();

/** The form's values: the shared rules' fields, with the image as the uploaded file (id and preview url). */
const createFormSchema = z.intersection(z.object({ image: imageValue }), createUserSchema);
const updateFormSchema = z.intersection(z.object({ image: imageValue, email: z.string() }), updateUserSchema);
type CreateFormValues = z.input<typeof createFormSchema>;
type UpdateFormValues = z.input<typeof updateFormSchema>;
type FormValues = CreateFormValues & Partial<UpdateFormValues>;

/** Server field errors → the form's fields (the BFF names them after the GraphQL input). */
const serverFields = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  role: 'role',
  mobile: 'mobile',
  destinationUrl: 'destinationUrl',
  postcode: 'postcode',
  officeIds: 'officeIds',
  imageFileId: 'image',
} as const;

export interface Office {
  id: string;
  title: string;
}

export interface EditedUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  roleLabel: string;
  active: boolean;
  /** False: a higher role than the viewer's; the form shows it read-only (no Save, no Archive). */
  viewerCanEdit: boolean;
  mobile?: string | null;
  destinationUrl?: string | null;
  postcode?: string | null;
  imageUrl?: string | null;
  imageFileId?: string | null;
  client?: Office | null;
  officeScope: 'ALL_OFFICES' | 'CLIENT_OFFICES' | 'SELECTED_OFFICES';
  offices: readonly Office[];
  permissions: readonly { office: Office }[];
}

export interface UserFormProps {
  /** The user being edited; absent when creating. */
  user?: EditedUser;
  /** The client a new user is created for. */
  clientId: string;
  /** The offices the user may be given (the client's). */
  offices: readonly Office[];
  roles: readonly { role: Role; label: string }[];
  viewerRole: Role | null;
  /** The offices a new user starts with. */
  presetOfficeIds?: readonly string[];
  onDirtyChange: (dirty: boolean) => void;
  /** After a save or an archive. */
  onDone: (change: 'created' | 'updated' | 'archived') => void;
}

/** An agent's one office: a single select over `officeIds`. */
function SingleOfficeField({
  control,
  data,
  disabled,
}: {
  control: Control<FormValues>;
  data: { value: string; label: string }[];
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'officeIds' });
  const ids = (field.value as string[] | null | undefined) ?? [];
  return (
    <Select
      label={t.office}
      required
      data={data}
      placeholder={t.selectOffice}
      searchable
      allowDeselect={false}
      error={fieldState.error?.message}
      ref={field.ref}
      value={ids[0] ?? null}
      onChange={(value) => field.onChange(value ? [value] : [])}
      onBlur={field.onBlur}
      disabled={disabled}
    />
  );
}

/** Archive, which also drops the user from every loaded users list. */
const useArchiveUser = () =>
  useMutation(ArchiveUserMutation, {
    update(cache, _result, { variables }) {
      const id = variables?.input.id;
      if (!id) return;
      // Archived users are never listed again: out of every loaded users list (the record itself
      // stays in the cache, so the open modal does not ask for it again while it closes).
      cache.modify<{ users: { items: readonly Reference[] } }>({
        fields: {
          users: (existing, { readField }) =>
            existing && typeof existing === 'object' && 'items' in existing
              ? { ...existing, items: existing.items.filter((item) => readField('id', item) !== id) }
              : existing,
        },
      });
    },
  });

/** The offices: All Offices (admin rows), the client's offices (client admin rows), one office (an agent) or several. */
function OfficeSelection({
  user,
  role,
  control,
  officeData,
  readOnly,
}: {
  user: EditedUser | undefined;
  role: Role | '';
  control: Control<FormValues>;
  officeData: { value: string; label: string }[];
  readOnly: boolean;
}) {
  if (user?.officeScope === 'ALL_OFFICES')
    return (
      <Input.Wrapper label={t.offices}>
        <Text size="sm">{messages.allOffices}</Text>
      </Input.Wrapper>
    );
  if (user?.officeScope === 'CLIENT_OFFICES')
    return (
      <Input.Wrapper label={t.offices}>
        <Text size="sm">{user.offices.map((o) => o.title).join(', ')}</Text>
      </Input.Wrapper>
    );
  if (role === 'AGENT_USER') return <SingleOfficeField control={control} data={officeData} disabled={readOnly} />;
  return (
    <MultiSelectField
      control={control}
      name="officeIds"
      label={t.offices}
      data={officeData}
      placeholder={t.selectOffices}
      required
      disabled={role === '' || readOnly}
    />
  );
}

/** The user's details: name, email (fixed once created), role, mobile, destination URL, postcode. */
function UserDetailsFields({
  control,
  readOnly,
  editing,
  roleData,
  canAssign,
}: {
  control: Control<FormValues>;
  readOnly: boolean;
  editing: boolean;
  roleData: { value: string; label: string }[];
  canAssign: boolean;
}) {
  return (
    <>
      <TextField
        control={control}
        name="firstName"
        label={t.firstName}
        required
        disabled={readOnly}
        autoComplete="off"
      />
      <TextField control={control} name="lastName" label={t.lastName} required disabled={readOnly} autoComplete="off" />
      <TextField
        control={control}
        name="email"
        label={t.email}
        type="email"
        required
        disabled={editing}
        autoComplete="off"
      />
      <SelectField
        control={control}
        name="role"
        label={t.role}
        data={roleData}
        placeholder={t.selectRole}
        required
        disabled={!canAssign || readOnly}
      />
      <TextField control={control} name="mobile" label={t.mobile} type="tel" disabled={readOnly} autoComplete="off" />
      <TextField
        control={control}
        name="destinationUrl"
        label={t.destinationUrl}
        type="url"
        disabled={readOnly}
        autoComplete="off"
      />
      <TextField
        control={control}
        name="postcode"
        label={t.postcode}
        description={t.postcodeHint}
        disabled={readOnly}
        autoComplete="off"
      />
    </>
  );
}

const defaultsOf = (
  user: EditedUser | undefined,
  clientId: string,
  presetOfficeIds: readonly string[] = [],
): FormValues => ({
  ...(user ? { id: user.id } : {}),
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  role: (user?.role ?? '') as Role,
  mobile: user?.mobile ?? '',
  destinationUrl: user?.destinationUrl ?? '',
  postcode: user?.postcode ?? '',
  image: user?.imageFileId && user.imageUrl ? { id: user.imageFileId, url: user.imageUrl } : null,
  imageFileId: null,
  clientId: user?.client?.id ?? clientId,
  officeIds: user ? user.permissions.map((p) => p.office.id) : [...presetOfficeIds],
});

/**
 * The user modal's form: the shared zod rules (schema/src/users.ts), the office selection by role
 * (an agent one office, an office admin several; client admin rows show every office of the
 * client, admin rows All Offices), the image upload, Archive when editing, and Save (disabled while
 * the form is invalid). Server field errors show under their fields, other failures in the result
 * message area; nothing typed is lost on a failure.
 */
export function UserForm({
  user,
  clientId,
  offices,
  roles,
  viewerRole,
  presetOfficeIds,
  onDirtyChange,
  onDone,
}: UserFormProps) {
  const editing = user !== undefined;
  // A row of a higher role (BFF's viewerCanEdit): every field disabled, no Save and no Archive.
  const readOnly = user !== undefined && !user.viewerCanEdit;
  const [createUser] = useMutation(CreateUserMutation);
  const [updateUser] = useMutation(UpdateUserMutation);
  const [archiveUser, archiving] = useArchiveUser();
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  // Save waits for a running image upload: saving before it ends would drop the new image.
  const [imageUploading, setImageUploading] = useState(false);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [archiveError, setArchiveError] = useState<string | null>(null);

  const { form, submit, resultMessage } = useMutationForm<FormValues, FormValues, 'created' | 'updated'>({
    onDirtyChange,
    schema: (editing ? updateFormSchema : createFormSchema) as unknown as z.ZodType<FormValues, FormValues>,
    defaultValues: defaultsOf(user, clientId, presetOfficeIds),
    serverFields,
    mutate: async (values) => {
      const v = values as unknown as z.output<typeof createFormSchema> & Partial<z.output<typeof updateFormSchema>>;
      const common = {
        firstName: v.firstName,
        lastName: v.lastName,
        role: v.role,
        mobile: v.mobile,
        destinationUrl: v.destinationUrl,
        postcode: v.postcode,
        imageFileId: v.image?.id ?? null,
        clientId: v.clientId,
        officeIds: v.officeIds,
      };
      if (user) {
        await updateUser({ variables: { input: { id: user.id, ...common } } });
        return 'updated';
      }
      await createUser({ variables: { input: { ...common, email: v.email } }, refetchQueries: ['UsersPage'] });
      return 'created';
    },
    onSuccess: (change) => onDone(change),
  });
  const { control, formState } = form;

  const role = useWatch({ control, name: 'role' }) as Role | '';
  // An agent holds exactly one office: switching to Agent keeps the first chosen.
  useEffect(() => {
    const ids = form.getValues('officeIds') ?? [];
    if (role === 'AGENT_USER' && ids.length > 1)
      form.setValue('officeIds', ids.slice(0, 1), { shouldDirty: true, shouldValidate: true });
  }, [role, form]);

  const assignable = user && !isAssignableRole(user.role) ? null : roles;
  const roleData = assignable
    ? assignable.map((r) => ({ value: r.role, label: r.label }))
    : [{ value: user!.role, label: user!.roleLabel }];
  const officeData = [
    ...offices,
    ...(user?.permissions.map((p) => p.office) ?? []).filter((o) => !offices.some((x) => x.id === o.id)),
  ].map((o) => ({
    value: o.id,
    label: o.title,
  }));

  const archive = async () => {
    if (!user) return;
    setArchiveError(null);
    try {
      await archiveUser({ variables: { input: { id: user.id } } });
      setConfirmArchive(false);
      onDone('archived');
    } catch (error) {
      setConfirmArchive(false);
      setArchiveError(errorMessage(error));
    }
  };

  const saving = formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? t.editTitle : t.createTitle}>
      <Stack gap="md">
        <ResultMessage message={resultMessage ?? archiveError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <UserDetailsFields
            control={control}
            readOnly={readOnly}
            editing={editing}
            roleData={roleData}
            canAssign={Boolean(assignable)}
          />
          <OfficeSelection user={user} role={role} control={control} officeData={officeData} readOnly={readOnly} />
        </SimpleGrid>
        <FileField
          control={control}
          name="image"
          label={t.image}
          kind="userImage"
          description={t.imageHint}
          disabled={readOnly}
          check={{
            maxBytes: USER_IMAGE_MAX_BYTES,
            tooLargeMessage: messages.agentImageTooLarge,
            accept: USER_IMAGE_TYPES,
            typeMessage: messages.agentImageType,
          }}
          onProblem={setImageProblem}
          onUploading={setImageUploading}
        />
        {!readOnly && (
          <Group justify="space-between" mt="sm">
            <Group>
              {editing && canArchiveUsers(viewerRole) && (
                <Button variant="default" color="red" onClick={() => setConfirmArchive(true)}>
                  {t.archive}
                </Button>
              )}
            </Group>
            <Button
              type="submit"
              loading={saving}
              disabled={!formState.isValid || imageProblem !== null || imageUploading}
            >
              {messages.save}
            </Button>
          </Group>
        )}
      </Stack>
      {user && !readOnly && (
        <DeleteConfirmDialog
          opened={confirmArchive}
          title={t.archive}
          loading={archiving.loading}
          onConfirm={() => void archive()}
          onCancel={() => setConfirmArchive(false)}
        >
          {archiveUserConfirm(user.firstName, user.lastName)}
        </DeleteConfirmDialog>
      )}
    </form>
  );
}
