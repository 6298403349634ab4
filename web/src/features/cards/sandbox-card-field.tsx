import '@mantine/core/styles/Fieldset.layer.css';
import { useMutation } from '@apollo/client/react';
import { Button, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CARD_FIELD,
  formatCardCvc,
  formatCardExpiry,
  formatCardNumber,
  messages,
  sandboxCardFormSchema,
  toSandboxCardInput,
  type SandboxCardFormValues,
} from '@portal/schema';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Control, UseFormClearErrors } from 'react-hook-form';
import { useField } from '../../kit/form/use-field.ts';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { fieldErrorsOf } from '../../lib/field-errors.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { CardFieldButtons } from './card-field-buttons.tsx';
import type { CardFieldProps } from './card-field-types.ts';
import { CreateSandboxCardTokenMutation } from './queries.ts';

type Part = keyof SandboxCardFormValues;

/**
 * The card's parts take the room they are given (the number on its own row, expiry and CVC sharing
 * the next), so a message under one wraps over two lines at most on a phone; no wider than a card
 * number needs on a desktop.
 */
const NUMBER_MAX_WIDTH = 420;
const MASKS: Record<Part, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatCardExpiry,
  cvc: formatCardCvc,
};

/** The message of a failed tokenisation or save: the provider's, on the card field, or the error's own. */
export const cardErrorOf = (error: unknown): string =>
  fieldErrorsOf(error)
    .find((f) => f.name === CARD_FIELD)
    ?.messages.join(' ') ?? errorMessage(error);

/**
 * One part of the card (number, expiry, CVC) on the form kit's field wiring: its input mask applied
 * as it is typed, its message cleared by a change (the rules run again on Save), Enter saves.
 */
function CardPartField({
  control,
  name,
  clearErrors,
  onEnter,
  disabled,
  ...props
}: {
  control: Control<SandboxCardFormValues>;
  name: Part;
  clearErrors: UseFormClearErrors<SandboxCardFormValues>;
  onEnter: (event: KeyboardEvent) => void;
  disabled: boolean;
  label: string;
  autoComplete: string;
  placeholder: string;
}) {
  const { field, common } = useField({ control, name, label: props.label, required: true, disabled });
  return (
    <TextInput
      {...common}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(MASKS[name](event.currentTarget.value));
        clearErrors(name);
      }}
      onKeyDown={onEnter}
      inputMode="numeric"
      autoComplete={props.autoComplete}
      placeholder={props.placeholder}
      maw={NUMBER_MAX_WIDTH}
    />
  );
}

/**
 * The sandbox card field (no Stripe publishable key configured): card number, expiry and CVC with
 * input masks, checked for completeness with the shared rules when saved (the form kit's mutation
 * form), then tokenised by the sandbox provider through the BFF. The provider's message (a decline, a
 * wrong number) shows under the field. Enter in any input saves. Not a <form>: the host tab may be
 * inside one.
 */
export function SandboxCardField({
  onToken,
  label = messages.cardLabel,
  usage = 'SAVE',
  submitLabel = messages.saveCard,
  actions,
}: CardFieldProps) {
  const [providerError, setProviderError] = useState<string | null>(null);
  const [tokenise] = useMutation(CreateSandboxCardTokenMutation);
  const errorId = useId();
  const inFlight = useRef(false);
  const { form, save } = useMutationForm<SandboxCardFormValues>({
    schema: sandboxCardFormSchema,
    defaultValues: { number: '', expiry: '', cvc: '' },
    validateOn: 'submit',
    mutate: async (values) => {
      setProviderError(null);
      const { data } = await tokenise({ variables: { card: toSandboxCardInput(values), usage } });
      if (!data) throw new Error(messages.cardTokenInvalid);
      const failed = await onToken(data.createSandboxCardToken);
      if (failed) setProviderError(failed);
    },
    onFailure: (error) => {
      setProviderError(cardErrorOf(error));
      return true;
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await save();
    } finally {
      inFlight.current = false;
    }
  };

  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  const part = { control: form.control, clearErrors: form.clearErrors, onEnter, disabled: busy };
  return (
    <Fieldset legend={label} variant="unstyled" aria-describedby={providerError ? errorId : undefined}>
      <Stack gap="xs">
        <CardPartField
          {...part}
          name="number"
          label={messages.cardNumberLabel}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
        />
        <SimpleGrid cols={2} spacing="sm">
          <CardPartField
            {...part}
            name="expiry"
            label={messages.cardExpiryLabel}
            autoComplete="cc-exp"
            placeholder="MM/YY"
          />
          <CardPartField {...part} name="cvc" label={messages.cardCvcLabel} autoComplete="cc-csc" placeholder="123" />
        </SimpleGrid>
      </Stack>
      {providerError ? (
        <Text id={errorId} role="alert" c="red.8" size="sm" mt={4}>
          {providerError}
        </Text>
      ) : null}
      <CardFieldButtons actions={actions}>
        <Button onClick={() => void submit()} loading={busy}>
          {submitLabel}
        </Button>
      </CardFieldButtons>
    </Fieldset>
  );
}
