import '@mantine/core/styles/Fieldset.layer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Control } from 'react-hook-form';
import {
  CLIENT_ADDRESS_STATES,
  CLIENT_WEEKDAYS,
  clientDetailsSchema,
  newClientDetailsSchema,
  type ClientDetailsData,
} from '@portal/schema';
import { z } from 'zod';
import { getFragmentData } from '../../../__generated__';
import type { ClientDetailsFieldsFragment } from '../../../__generated__/graphql.ts';
import { RadioGroupField, ResultMessage, SelectField, TextField } from '../../../kit/form/fields.tsx';
import { useMutationForm } from '../../../kit/form/use-mutation-form.ts';
import {
  ClientDetailsFields,
  ClientDetailsTabQuery,
  CreateClientMutation,
  UpdateClientDetailsMutation,
} from '../queries.ts';
import type { ClientTabProps } from '../tab-frame.ts';
import { ClientTabFooter, TabQueryState, tabQueryOptions, useReport, useVisited } from './tab-helpers.tsx';
import { clientTexts } from '../texts.ts';

const t = clientTexts;

/** The weekday radio's labels (Mon to Sun). */
export const WEEKDAY_LABELS: Record<(typeof CLIENT_WEEKDAYS)[number], string> = {
  MON: 'Mon',
  TUE: 'Tue',
  WED: 'Wed',
  THU: 'Thu',
  FRI: 'Fri',
  SAT: 'Sat',
  SUN: 'Sun',
};

/** The State select: blank, then the eight states and territories. */
const STATE_OPTIONS = [{ value: '', label: t.noState }, ...CLIENT_ADDRESS_STATES.map((s) => ({ value: s, label: s }))];
const WEEKDAY_OPTIONS = CLIENT_WEEKDAYS.map((d) => ({ value: d, label: WEEKDAY_LABELS[d] }));
const SOURCE_OPTIONS = [
  { value: 'GA', label: t.googleAnalytics },
  { value: 'LOOPA', label: t.loopa },
];

/** The form's values: every text as typed ('' for none), the State '' for the blank entry. */
interface DetailsFormValues {
  title: string;
  product: string;
  subDomain: string;
  companyName: string;
  abnNumber: string;
  accountEmail: string;
  vendorNumber: string;
  workflowNumber: string;
  billingAddress: {
    buildingName: string;
    thoroughfareNumber: string;
    thoroughfareName: string;
    localityName: string;
    postalCodeNumber: string;
    administrativeAreaName: string;
  };
  emailFromName: string;
  accountsEmailRecipients: string;
  accountsEmailWeekday: string;
  conversionSource: string;
  authorizedDomains: string;
}

const valuesOf = (d: ClientDetailsFieldsFragment | null): DetailsFormValues => ({
  title: d?.title ?? '',
  product: d?.product ?? '',
  subDomain: d?.subDomain ?? '',
  companyName: d?.companyName ?? '',
  abnNumber: d?.abnNumber ?? '',
  accountEmail: d?.accountEmail ?? '',
  vendorNumber: d?.vendorNumber ?? '',
  workflowNumber: d?.workflowNumber ?? '',
  billingAddress: {
    buildingName: d?.billingAddress.buildingName ?? '',
    thoroughfareNumber: d?.billingAddress.thoroughfareNumber ?? '',
    thoroughfareName: d?.billingAddress.thoroughfareName ?? '',
    localityName: d?.billingAddress.localityName ?? '',
    postalCodeNumber: d?.billingAddress.postalCodeNumber ?? '',
    administrativeAreaName: d?.billingAddress.administrativeAreaName ?? '',
  },
  emailFromName: d?.emailFromName ?? '',
  accountsEmailRecipients: d?.accountsEmailRecipients ?? '',
  accountsEmailWeekday: d?.accountsEmailWeekday ?? 'MON',
  conversionSource: d?.conversionSource ?? 'GA',
  authorizedDomains: d?.authorizedDomains ?? '',
});

/** The form's values → the shared rules' input (the blank State is null). */
const toRulesInput = (v: DetailsFormValues, withSubDomain: boolean) => ({
  ...v,
  subDomain: withSubDomain ? v.subDomain : undefined,
  billingAddress: { ...v.billingAddress, administrativeAreaName: v.billingAddress.administrativeAreaName || null },
});

/**
 * The shared rules (schema/src/clients.ts) over the form's values: Organisation name is required,
 * Invalid Email, Invalid Email List, Invalid Domain (and the sub-domain when creating).
 */
const rulesFor = (creating: boolean, withSubDomain: boolean) =>
  z.preprocess(
    (values) => toRulesInput(values as DetailsFormValues, withSubDomain),
    creating ? newClientDetailsSchema : clientDetailsSchema,
  ) as unknown as z.ZodType<ClientDetailsData, DetailsFormValues>;

/** Server field errors come back under `details.` (the GraphQL input); the form's fields are the same names without it. */
const SERVER_FIELDS = Object.fromEntries(
  [
    'title',
    'product',
    'subDomain',
    'companyName',
    'abnNumber',
    'accountEmail',
    'vendorNumber',
    'workflowNumber',
    'emailFromName',
    'accountsEmailRecipients',
    'accountsEmailWeekday',
    'conversionSource',
    'authorizedDomains',
    ...[
      'buildingName',
      'thoroughfareNumber',
      'thoroughfareName',
      'localityName',
      'postalCodeNumber',
      'administrativeAreaName',
    ].map((f) => `billingAddress.${f}`),
  ].map((f) => [`details.${f}`, f]),
) as Record<string, never>;

/** The billing address: flat, street number and name, suburb, postcode, state. */
function BillingAddressFields({ control, disabled }: { control: Control<DetailsFormValues>; disabled: boolean }) {
  return (
    <Fieldset legend={t.billingAddress}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          control={control}
          name="billingAddress.buildingName"
          label={t.flatUnitApt}
          disabled={disabled}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="billingAddress.thoroughfareNumber"
          label={t.streetNumber}
          disabled={disabled}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="billingAddress.thoroughfareName"
          label={t.streetName}
          disabled={disabled}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="billingAddress.localityName"
          label={t.suburb}
          disabled={disabled}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="billingAddress.postalCodeNumber"
          label={t.postcode}
          disabled={disabled}
          autoComplete="off"
        />
        <SelectField
          control={control}
          name="billingAddress.administrativeAreaName"
          label={t.state}
          data={STATE_OPTIONS}
          disabled={disabled}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

function DetailsForm({ props, details }: { props: ClientTabProps; details: ClientDetailsFieldsFragment | null }) {
  const { clientId, access, active, report } = props;
  const creating = clientId === null;
  const canEdit = creating ? access.add : access.editMainFields;
  const withSubDomain = creating || access.editSubDomain;
  const [createClient] = useMutation(CreateClientMutation, { refetchQueries: ['ClientsPage'] });
  const [updateClient] = useMutation(UpdateClientDetailsMutation);
  const { form, save, resultMessage } = useMutationForm<DetailsFormValues, DetailsFormValues, string>({
    // The rules run on the values as the API takes them (the blank State is null; a client admin's
    // sub-domain, which it may not change, stays out).
    schema: rulesFor(creating, withSubDomain) as unknown as z.ZodType<DetailsFormValues, DetailsFormValues>,
    defaultValues: valuesOf(details),
    serverFields: SERVER_FIELDS,
    mutate: async (values) => {
      // The resolver handed over the rules' output (normalised lists, null for blanks).
      const data = values as unknown as ClientDetailsData;
      if (creating) {
        const result = await createClient({
          variables: { input: { details: { ...data, subDomain: data.subDomain ?? '' } } },
        });
        return result.data!.createClient.client.id;
      }
      const { subDomain, ...rest } = data;
      await updateClient({
        variables: { input: { id: clientId, details: withSubDomain ? { ...rest, subDomain } : rest } },
      });
      return clientId;
    },
  });
  const { control, formState } = form;
  useReport(active, report, formState.isValid, formState.isDirty);

  return (
    <Stack gap="md">
      <ResultMessage message={resultMessage} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField control={control} name="title" label={t.title} required disabled={!canEdit} autoComplete="off" />
        <TextField control={control} name="product" label={t.product} disabled={!canEdit} autoComplete="off" />
        {withSubDomain ? (
          <TextField
            control={control}
            name="subDomain"
            label={t.subDomain}
            required={creating}
            disabled={!canEdit}
            autoComplete="off"
          />
        ) : (
          <TextInput label={t.subDomain} value={details?.subDomain ?? ''} readOnly disabled />
        )}
        <TextField control={control} name="companyName" label={t.companyName} disabled={!canEdit} autoComplete="off" />
        <TextField control={control} name="abnNumber" label={t.abnNumber} disabled={!canEdit} autoComplete="off" />
        <TextField
          control={control}
          name="accountEmail"
          label={t.accountEmail}
          type="email"
          disabled={!canEdit}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="vendorNumber"
          label={t.vendorNumber}
          disabled={!canEdit}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="workflowNumber"
          label={t.workflowNumber}
          disabled={!canEdit}
          autoComplete="off"
        />
      </SimpleGrid>
      <BillingAddressFields control={control} disabled={!canEdit} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          control={control}
          name="emailFromName"
          label={t.emailFromName}
          disabled={!canEdit}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="accountsEmailRecipients"
          label={t.accountsEmailRecipients}
          description={t.recipientsHint}
          disabled={!canEdit}
          autoComplete="off"
        />
      </SimpleGrid>
      <RadioGroupField
        control={control}
        name="accountsEmailWeekday"
        label={t.repeatDay}
        options={WEEKDAY_OPTIONS}
        disabled={!canEdit}
      />
      <RadioGroupField
        control={control}
        name="conversionSource"
        label={t.conversionSource}
        options={SOURCE_OPTIONS}
        disabled={!canEdit}
      />
      <TextField
        control={control}
        name="authorizedDomains"
        label={t.authorizedDomains}
        description={t.domainsHint}
        disabled={!canEdit}
        autoComplete="off"
      />
      <ClientTabFooter props={props} canEdit={canEdit} onSave={() => save()} archiveTitle={details?.title ?? null} />
    </Stack>
  );
}

/** The Details tab: every field of the client's details, with the shared rules; the first Save creates the client. */
export function DetailsTab(props: ClientTabProps) {
  const { clientId, active } = props;
  const visited = useVisited(active);
  const { data, loading, error, refetch } = useQuery(ClientDetailsTabQuery, tabQueryOptions(clientId, visited));
  if (clientId === null) return <DetailsForm props={props} details={null} />;
  const details = data?.client?.details ? getFragmentData(ClientDetailsFields, data.client.details) : null;
  return (
    <TabQueryState loading={loading} data={data} error={error} onRetry={() => void refetch()}>
      {details && <DetailsForm key={clientId} props={props} details={details} />}
    </TabQueryState>
  );
}
