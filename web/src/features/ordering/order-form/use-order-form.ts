import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '../../../kit/form/lazy-rules.ts';
import {
  useSubmitForm,
  type ServerFieldNames,
  type StepResults,
  type SubmitStep,
} from '../../../kit/form/submit-form.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useRouteDialog } from '../../../kit/route-modal/use-route-dialog.ts';
import { orderingTexts as t } from '../ordering-texts.ts';
import { AttachCampaignVideoMutation } from '../queries.ts';

export interface OrderFormOptions<Values extends FieldValues, Output extends FieldValues & { videoUrl: string }> {
  /**
   * The form's rules (ordering-schemas.ts: the shared zod rules over the form's values), loaded on
   * the first validation: a new function (memoised on what the rules depend on) when they change.
   */
  rules: () => Promise<z.ZodType<Output, Values>>;
  defaults: Values;
  /** Server field paths (BAD_USER_INPUT) that differ from the form's. */
  serverFields: ServerFieldNames<Values>;
  /** Steps before the campaign exists (the property form uploads a new lead agent image). */
  before?: readonly SubmitStep<Output>[];
  /** Creates the campaign: its id, or undefined when the BFF answered no data. */
  create: (values: Output, results: StepResults) => Promise<string | undefined>;
  /**
   * The confirmation modal first (`?created=<campaignId>`, the agent form), which hands over to the
   * payment dialog; otherwise the payment dialog opens at once (`?pay=<campaignId>`).
   */
  confirmFirst?: boolean;
  /** Told the new campaign's id before its dialog opens (e.g. to seed the confirmation's query). */
  onCreated?: (campaignId: string, values: Output) => void;
}

/**
 * The order forms' submit sequence and dialogs, one for the three forms: the kind's steps before the
 * campaign exists, create the campaign, attach the video by URL once it exists (ordering spec section
 * 4), then the confirmation or the payment dialog in the URL. The result message names the failed
 * step; submit stays disabled while a step runs or a dialog is open.
 */
export function useOrderForm<Values extends FieldValues, Output extends FieldValues & { videoUrl: string }>({
  rules,
  defaults,
  serverFields,
  before = [],
  create,
  confirmFirst = false,
  onCreated,
}: OrderFormOptions<Values, Output>) {
  const [attachVideo] = useMutation(AttachCampaignVideoMutation);
  const payDialog = useRouteDialog('pay');
  const createdDialog = useRouteDialog('created');

  const steps: SubmitStep<Output>[] = [
    ...before,
    {
      name: 'createCampaign',
      run: async (values, results) => {
        const campaignId = await create(values, results);
        if (campaignId === undefined) throw new Error(t.failedStep['createCampaign']);
        return campaignId;
      },
    },
    {
      name: 'attachVideo',
      when: (values) => values.videoUrl !== '',
      run: async (values, results) => {
        await attachVideo({
          variables: { input: { campaignId: results['createCampaign'] as string, url: values.videoUrl } },
        });
      },
    },
  ];

  const resolver = useMemo(() => lazyZodResolver(rules), [rules]);
  const { form, submit, resultMessage, step, failedStep } = useSubmitForm<Values, Output, Record<string, unknown>>({
    resolver,
    fieldErrorsOf,
    defaultValues: defaults as DefaultValues<Values>,
    serverFields,
    steps,
    onSuccess: (results, values) => {
      const campaignId = results['createCampaign'] as string;
      onCreated?.(campaignId, values);
      if (confirmFirst) createdDialog.open(campaignId);
      else payDialog.open(campaignId);
    },
  });
  // The fields take the form's input values; the output (the shared schema's) only reaches the steps.
  const control = form.control as unknown as Control<Values>;
  const submitting = form.formState.isSubmitting;

  /** Closes the dialogs and empties the form (after payment, or Start a new order). */
  const resetForm = () => {
    payDialog.close();
    if (confirmFirst) createdDialog.close();
    form.reset(defaults);
  };

  return {
    form,
    control,
    submit,
    submitting,
    /** The result message, the failed step's text first. */
    message:
      resultMessage && (failedStep ? `${t.failedStep[failedStep] ?? ''} ${resultMessage}`.trim() : resultMessage),
    /** The running step's status text. */
    stepText: step ? (t.steps[step] ?? null) : null,
    payDialog,
    createdDialog,
    busy: submitting || payDialog.opened || (confirmFirst && createdDialog.opened),
    resetForm,
  };
}

/** What the order form's shell shows of the submit sequence. */
export type OrderFormState = Pick<
  ReturnType<typeof useOrderForm>,
  'submit' | 'submitting' | 'message' | 'stepText' | 'payDialog' | 'createdDialog' | 'busy'
>;
