import { useMutation, useQuery } from '@apollo/client/react';
import { Group, Radio, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  clientPaymentDetailsSchema,
  PAYMENT_METHODS,
  type ClientPaymentDetailsData,
  type PaymentCampaignType,
  type PaymentMethodValue,
} from '@portal/schema';
import { useState } from 'react';
import type { z } from 'zod';
import { getFragmentData } from '../../../__generated__';
import type { ClientPaymentFieldsFragment } from '../../../__generated__/graphql.ts';
import { RadioGroupField, ResultMessage, TextField } from '../../../kit/form/fields.tsx';
import { useMutationForm } from '../../../kit/form/use-mutation-form.ts';
import type { SavedCardPanelSlotProps } from '../../../lib/card-slots.ts';
import { errorMessage } from '../../../lib/graphql-errors.ts';
import {
  ClientPaymentFields,
  ClientPaymentTabQuery,
  SetOfficePaymentMethodMutation,
  UpdateClientPaymentMutation,
} from '../queries.ts';
import type { ClientTabProps } from '../tab-frame.ts';
import { ClientTabFooter, TabQueryState, tabQueryOptions, useReport, useVisited } from './tab-helpers.tsx';
import { useClientSlots } from '../slots.ts';
import { clientTexts } from '../texts.ts';

const t = clientTexts;
const TYPES = ['property', 'agent', 'office'] as const;
type Type = (typeof TYPES)[number];
const CAMPAIGN_TYPE: Record<Type, PaymentCampaignType> = { property: 'PROPERTY', agent: 'AGENT', office: 'OFFICE' };

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({
  value: m,
  label: m === 'CREDIT_CARD' ? t.creditCard : t.tradingTerms,
}));

/** The form's values: a method per campaign type (null: none set) and the trading terms as typed. */
interface PaymentFormValues {
  defaultMethods: Record<Type, PaymentMethodValue | null>;
  tradingTerms: string;
}
const rules = clientPaymentDetailsSchema as unknown as z.ZodType<PaymentFormValues, PaymentFormValues>;

/** One office's radios for one campaign type: a change saves at once. */
function OfficeMethodRadios({
  office,
  type,
  disabled,
}: {
  office: ClientPaymentFieldsFragment['offices'][number];
  type: Type;
  disabled: boolean;
}) {
  const [setMethod, { loading }] = useMutation(SetOfficePaymentMethodMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const value = office.paymentMethods[type];
  const change = async (method: string) => {
    setProblem(null);
    try {
      await setMethod({
        variables: {
          input: { officeId: office.id, campaignType: CAMPAIGN_TYPE[type], method: method as PaymentMethodValue },
        },
        optimisticResponse: {
          setOfficePaymentMethod: {
            __typename: 'SetOfficePaymentMethodPayload',
            office: {
              __typename: 'ClientOfficePayment',
              id: office.id,
              displayName: office.displayName,
              paymentMethods: { ...office.paymentMethods, [type]: method as PaymentMethodValue },
            },
          },
        },
      });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Radio.Group
      value={value ?? ''}
      onChange={(next) => void change(next)}
      // The table's headers say it visually; the group's name says it to assistive technology.
      label={<VisuallyHidden>{`${t.officeMethodOf(office.displayName)}: ${t.methodFor[type]}`}</VisuallyHidden>}
      error={problem}
    >
      <Group gap="sm" wrap="nowrap">
        {METHOD_OPTIONS.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} disabled={disabled || loading} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function PaymentForm({
  props,
  details,
  card,
}: {
  props: ClientTabProps;
  details: ClientPaymentFieldsFragment;
  card: SavedCardPanelSlotProps['card'];
}) {
  const { clientId, access, active, report } = props;
  const { SavedCardPanel } = useClientSlots();
  const canEdit = access.changePaymentOptions || access.editTradingTerms;
  const [update] = useMutation(UpdateClientPaymentMutation, { refetchQueries: ['ClientsPage'] });
  const { form, save, resultMessage } = useMutationForm<PaymentFormValues, PaymentFormValues, string>({
    schema: rules,
    defaultValues: {
      defaultMethods: {
        property: details.defaultMethods.property ?? null,
        agent: details.defaultMethods.agent ?? null,
        office: details.defaultMethods.office ?? null,
      },
      tradingTerms: details.tradingTerms ?? '',
    },
    serverFields: { 'paymentDetails.tradingTerms': 'tradingTerms' },
    mutate: async (values) => {
      const data = values as unknown as ClientPaymentDetailsData;
      // Only what the viewer may change is sent (the BFF refuses the rest).
      const input = {
        ...(access.changePaymentOptions ? { defaultMethods: data.defaultMethods } : {}),
        ...(access.editTradingTerms ? { tradingTerms: data.tradingTerms } : {}),
      };
      if (Object.keys(input).length > 0)
        await update({ variables: { input: { id: clientId!, paymentDetails: input } } });
      return clientId!;
    },
  });
  useReport(active, report, form.formState.isValid, form.formState.isDirty);
  return (
    <Stack gap="lg">
      <ResultMessage message={resultMessage} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.defaultMethods}
        </Title>
        {TYPES.map((type) => (
          <RadioGroupField
            key={type}
            control={form.control}
            name={`defaultMethods.${type}`}
            label={t.methodFor[type]}
            options={METHOD_OPTIONS}
            disabled={!access.changePaymentOptions}
          />
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.officeMethods}
        </Title>
        {details.offices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noOfficeMethods}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720} type="native">
            <Table aria-label={t.officeMethods} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.tabOffices}</Table.Th>
                  {TYPES.map((type) => (
                    <Table.Th key={type} scope="col">
                      {t.methodFor[type]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {details.offices.map((office) => (
                  <Table.Tr key={office.id}>
                    <Table.Td>{office.displayName}</Table.Td>
                    {TYPES.map((type) => (
                      <Table.Td key={type}>
                        <OfficeMethodRadios office={office} type={type} disabled={!access.changePaymentOptions} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <TextField
        control={form.control}
        name="tradingTerms"
        label={t.tradingTermsText}
        multiline
        disabled={!access.editTradingTerms}
      />
      <SavedCardPanel
        owner={{ kind: 'CLIENT', id: clientId! }}
        card={card}
        canChange={access.changeCard}
        title={t.clientCard}
      />
      <ClientTabFooter props={props} canEdit={canEdit} onSave={() => save()} />
    </Stack>
  );
}

/**
 * The Payment Details tab: the default payment method per campaign type, per-office methods that
 * save at once, the trading terms, and the client's card.
 */
export function PaymentTab(props: ClientTabProps) {
  const { clientId, active } = props;
  const visited = useVisited(active);
  const { data, loading, error, refetch } = useQuery(ClientPaymentTabQuery, tabQueryOptions(clientId, visited));
  const details = data?.client?.paymentDetails
    ? getFragmentData(ClientPaymentFields, data.client.paymentDetails)
    : null;
  return (
    <TabQueryState loading={loading} data={data} error={error} onRetry={() => void refetch()}>
      {details && <PaymentForm key={clientId} props={props} details={details} card={data?.client?.card ?? null} />}
    </TabQueryState>
  );
}
