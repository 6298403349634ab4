import '@mantine/core/styles/Fieldset.layer.css';
import { useMutation } from '@apollo/client/react';
import { Button, Fieldset, Group, Text, TextInput } from '@mantine/core';
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
import { useId, useState, type KeyboardEvent } from 'react';
import { fieldErrorsOf } from '../../lib/field-errors.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import type { CardFieldProps } from './card-field-types.ts';
import { CreateSandboxCardTokenMutation } from './queries.ts';

type Part = keyof SandboxCardFormValues;
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
 * The sandbox card field (no Stripe publishable key configured): card number, expiry and CVC with
 * input masks, checked for completeness with the shared rules, then tokenised by the sandbox
 * provider through the BFF. The provider's message (a decline, a wrong number) shows under the
 * field. Enter in any input saves. Not a <form>: the host tab may be inside one.
 */
export function SandboxCardField({
  onToken,
  label = messages.cardLabel,
  usage = 'SAVE',
  submitLabel = messages.saveCard,
}: CardFieldProps) {
  const [values, setValues] = useState<SandboxCardFormValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<Part, string>>>({});
  const [providerError, setProviderError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tokenise] = useMutation(CreateSandboxCardTokenMutation);
  const errorId = useId();

  const change = (part: Part, raw: string) => {
    setValues((v) => ({ ...v, [part]: MASKS[part](raw) }));
    setErrors((e) => ({ ...e, [part]: undefined }));
  };

  const save = async () => {
    if (busy) return;
    const parsed = sandboxCardFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Part, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Part] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setProviderError(null);
    setBusy(true);
    try {
      const { data } = await tokenise({ variables: { card: toSandboxCardInput(values), usage } });
      if (!data) throw new Error(messages.cardTokenInvalid);
      const failed = await onToken(data.createSandboxCardToken);
      if (failed) setProviderError(failed);
    } catch (error) {
      setProviderError(cardErrorOf(error));
    } finally {
      setBusy(false);
    }
  };

  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save();
  };

  const describedBy = providerError ? errorId : undefined;
  const input = (
    part: Part,
    props: { label: string; autoComplete: string; placeholder: string; w?: number | string },
  ) => (
    <TextInput
      label={props.label}
      value={values[part]}
      onChange={(event) => change(part, event.currentTarget.value)}
      onKeyDown={onEnter}
      error={errors[part]}
      inputMode="numeric"
      autoComplete={props.autoComplete}
      placeholder={props.placeholder}
      disabled={busy}
      w={props.w}
      required
    />
  );

  return (
    <Fieldset legend={label} variant="unstyled" aria-describedby={describedBy}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        {input('number', {
          label: messages.cardNumberLabel,
          autoComplete: 'cc-number',
          placeholder: '1234 1234 1234 1234',
          w: 220,
        })}
        {input('expiry', { label: messages.cardExpiryLabel, autoComplete: 'cc-exp', placeholder: 'MM/YY', w: 110 })}
        {input('cvc', { label: messages.cardCvcLabel, autoComplete: 'cc-csc', placeholder: '123', w: 80 })}
      </Group>
      {providerError ? (
        <Text id={errorId} role="alert" c="red.8" size="sm" mt={4}>
          {providerError}
        </Text>
      ) : null}
      <Button mt="sm" onClick={() => void save()} loading={busy}>
        {submitLabel}
      </Button>
    </Fieldset>
  );
}
