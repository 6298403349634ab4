import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import {
  PACKAGE_TYPE_LABELS,
  PACKAGE_TYPES,
  createPackageSchema,
  formatAud,
  messages,
  packageTypeFields,
  withGst,
  type CreatePackageData,
  type CreatePackageValues,
  type PackagePermissions,
  type PackageType,
} from '@portal/schema';
import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import type { PackageDetailsQuery } from '../../__generated__/graphql.ts';
import { CheckboxField, ResultMessage, SelectField, TextField } from '../../kit/form/fields.tsx';
import { NumberField } from '../../kit/form/number-field.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { WizardFooter } from '../../kit/route-modal/route-modal.tsx';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import type { Wizard } from '../../kit/route-modal/wizard.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { ArchivePackageMutation, CreatePackageMutation, UpdatePackageMutation } from './queries.ts';
import { texts } from './texts.ts';

type Details = NonNullable<PackageDetailsQuery['package']>;

const typeOptions = PACKAGE_TYPES.map((type) => ({ value: type, label: PACKAGE_TYPE_LABELS[type] }));

const defaultsOf = (p: Details | undefined): CreatePackageValues => ({
  title: p?.title ?? '',
  type: (p?.type as PackageType | undefined) ?? 'PROPERTY',
  description: p?.description ?? '',
  sortOrder: p?.sortOrder ?? 0,
  propertyPackageId: p?.propertyPackageId ?? '',
  agentPackageId: p?.agentPackageId ?? '',
  officePackageId: p?.officePackageId ?? '',
  propertyDuration: p?.propertyDuration ?? null,
  agentDuration: p?.agentDuration ?? null,
  officeDuration: p?.officeDuration ?? null,
  retailPrice: p?.retailPrice ?? 0,
  packagePrice: p?.packagePrice ?? 0,
  productionFee: p?.productionFee ?? 0,
  ttbCharge: p?.ttbCharge ?? 0,
  videoRequired: p?.videoRequired ?? false,
  pmpRequired: p?.pmpRequired ?? false,
});

/**
 * The form's values → the mutation input: the package id fields only with changePackageId and the
 * TTB charge only with changeTtbCharge (the BFF refuses them otherwise); the durations of other
 * types are already cleared by the shared rules.
 */
export const toPackageInput = (v: CreatePackageData, permissions: PackagePermissions) => {
  const { propertyPackageId, agentPackageId, officePackageId, ttbCharge, ...rest } = v;
  return {
    ...rest,
    ...(permissions.changePackageId
      ? {
          propertyPackageId: propertyPackageId ?? null,
          agentPackageId: agentPackageId ?? null,
          officePackageId: officePackageId ?? null,
        }
      : {}),
    ...(permissions.changeTtbCharge ? { ttbCharge: ttbCharge ?? 0 } : {}),
  };
};

export interface PackageFormProps {
  pkg: Details | undefined;
  permissions: PackagePermissions;
  wizard: Wizard;
  dialog: RouteDialog;
  onDirtyChange: (dirty: boolean) => void;
  onValidChange: (valid: boolean) => void;
  /** After Archive: the modal closes and the list refreshes. */
  onArchived: () => void;
  /** After the first save: the list refreshes. */
  onSaved: () => void;
}

/** The form's control: the shared rules' input in, their output to the save. */
type PackageControl = Control<z.input<typeof createPackageSchema>, unknown, CreatePackageData>;

/** The package ids and durations of the kinds the type uses (the ids read-only without the right to change them). */
function PackageIdFields({
  control,
  uses,
  idReadOnly,
}: {
  control: PackageControl;
  uses: ReturnType<typeof packageTypeFields>;
  idReadOnly: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {uses.property && (
        <TextField
          control={control}
          name="propertyPackageId"
          label={texts.fields.propertyPackageId}
          disabled={idReadOnly}
          description={idReadOnly ? texts.idReadOnly : undefined}
        />
      )}
      {uses.property && (
        <NumberField control={control} name="propertyDuration" label={texts.fields.propertyDuration} min={1} />
      )}
      {uses.agent && (
        <TextField
          control={control}
          name="agentPackageId"
          label={texts.fields.agentPackageId}
          disabled={idReadOnly}
          description={idReadOnly ? texts.idReadOnly : undefined}
        />
      )}
      {uses.agent && <NumberField control={control} name="agentDuration" label={texts.fields.agentDuration} min={1} />}
      {uses.office && (
        <TextField
          control={control}
          name="officePackageId"
          label={texts.fields.officePackageId}
          disabled={idReadOnly}
          description={idReadOnly ? texts.idReadOnly : undefined}
        />
      )}
      {uses.office && (
        <NumberField control={control} name="officeDuration" label={texts.fields.officeDuration} min={1} />
      )}
    </SimpleGrid>
  );
}

/** The prices (with their GST-inclusive hints), the TTB charge (with the right to change it) and the sort order. */
function PackagePriceFields({ control, withTtbCharge }: { control: PackageControl; withTtbCharge: boolean }) {
  const [retailPrice, packagePrice] = useWatch({ control, name: ['retailPrice', 'packagePrice'] });
  const gstHint = (amount: unknown) =>
    typeof amount === 'number' ? texts.withGst(formatAud(withGst(amount))) : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberField
        control={control}
        name="retailPrice"
        label={texts.fields.retailPrice}
        decimals={2}
        prefix="$"
        description={gstHint(retailPrice)}
      />
      <NumberField
        control={control}
        name="packagePrice"
        label={texts.fields.packagePrice}
        decimals={2}
        prefix="$"
        description={gstHint(packagePrice)}
      />
      <NumberField control={control} name="productionFee" label={texts.fields.productionFee} decimals={2} prefix="$" />
      {withTtbCharge && (
        <NumberField control={control} name="ttbCharge" label={texts.fields.ttbCharge} decimals={2} prefix="$" />
      )}
      <NumberField control={control} name="sortOrder" label={texts.fields.sortOrder} />
    </SimpleGrid>
  );
}

/** The Details tab: every field; the type decides which package id and duration fields show. */
export function PackageForm({
  pkg,
  permissions,
  wizard,
  dialog,
  onDirtyChange,
  onValidChange,
  onArchived,
  onSaved,
}: PackageFormProps) {
  const [createPackage] = useMutation(CreatePackageMutation);
  const [updatePackage] = useMutation(UpdatePackageMutation);
  const [archivePackage, archiving] = useMutation(ArchivePackageMutation);
  const { form, save, resultMessage } = useMutationForm({
    onDirtyChange,
    schema: createPackageSchema,
    defaultValues: defaultsOf(pkg),
    mutate: async (values: CreatePackageData) => {
      const input = toPackageInput(values, permissions);
      if (pkg) {
        const result = await updatePackage({ variables: { input: { id: pkg.id, ...input } } });
        return result.data!.updatePackage.package.id;
      }
      const result = await createPackage({ variables: { input } });
      return result.data!.createPackage.package.id;
    },
    onSuccess: () => onSaved(),
  });
  const { control } = form;
  const type = useWatch({ control, name: 'type' }) as PackageType;
  const uses = packageTypeFields(type ?? 'PROPERTY');
  const idReadOnly = !permissions.changePackageId;
  const { isValid } = form.formState;
  useEffect(() => onValidChange(isValid), [isValid, onValidChange]);

  const archiveBlocked = (pkg?.campaignsInProgress ?? 0) > 0;
  const archive = async () => {
    if (!pkg) return;
    try {
      await archivePackage({ variables: { input: { id: pkg.id } } });
      onArchived();
    } catch (error) {
      form.setError('root.server' as never, { message: errorMessage(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Stack gap="sm">
        {pkg && (
          <Group gap="xs">
            <Text size="sm">{texts.fields.status}:</Text>
            <Badge variant="light" color={pkg.status === 'ARCHIVED' ? 'gray' : 'green'}>
              {texts.statusLabels[pkg.status]}
            </Badge>
          </Group>
        )}
        <TextField control={control} name="title" label={texts.fields.title} required />
        <SelectField control={control} name="type" label={texts.fields.type} data={typeOptions} required />
        <TextField control={control} name="description" label={texts.fields.description} multiline />
        <PackageIdFields control={control} uses={uses} idReadOnly={idReadOnly} />
        <Text size="sm" c="dimmed">
          {texts.pricesNote}
        </Text>
        <PackagePriceFields control={control} withTtbCharge={permissions.changeTtbCharge} />
        <Group>
          <CheckboxField control={control} name="videoRequired" label={texts.fields.videoRequired} />
          <CheckboxField control={control} name="pmpRequired" label={texts.fields.pmpRequired} />
        </Group>
        {archiveBlocked && pkg?.status === 'PUBLISHED' && (
          <Alert variant="light" color="yellow" role="note">
            {texts.archiveBlocked}
          </Alert>
        )}
        <ResultMessage message={resultMessage} />
        <WizardFooter
          wizard={wizard}
          dialog={dialog}
          onSave={save}
          canEdit={permissions.edit || (!pkg && permissions.create)}
          withSaveAndClose
          extra={
            pkg && pkg.status === 'PUBLISHED' && permissions.edit ? (
              <Tooltip label={messages.packageArchiveInProgress} disabled={!archiveBlocked}>
                <span>
                  <Button
                    variant="default"
                    color="red"
                    onClick={() => void archive()}
                    disabled={archiveBlocked}
                    loading={archiving.loading}
                  >
                    {messages.archive}
                  </Button>
                </span>
              </Tooltip>
            ) : undefined
          }
        />
      </Stack>
    </form>
  );
}
