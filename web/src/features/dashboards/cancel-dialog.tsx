import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@portal/schema';
import { useState } from 'react';
import { z } from 'zod';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { RouteModal } from '../../kit/route-modal/route-modal.tsx';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { CancelCampaignMutation } from './queries.ts';
import { texts as t } from './texts.ts';

const cancelSchema = z.object({ note: z.string().trim().min(1, { error: t.noteRequired }).max(1000) });
type CancelValues = z.input<typeof cancelSchema>;

export interface CancelDialogProps {
  dialog: RouteDialog;
  campaignId: string;
  /** Reloads the campaign after a cancel. */
  onCancelled: () => Promise<unknown>;
}

/**
 * Cancel / pause (spec 2.8 and 4): a note is required, then a confirmation; Campaign cancelled. or
 * Failed to cancel campaign.; the campaign is reloaded afterwards. The dialog lives in the URL
 * (`?cancel=<campaign id>`).
 */
export function CancelDialog({ dialog, campaignId, onCancelled }: CancelDialogProps) {
  const [cancelCampaign] = useMutation(CancelCampaignMutation);
  const [confirming, setConfirming] = useState(false);
  const { form, submit, resultMessage } = useMutationForm({
    schema: cancelSchema,
    defaultValues: { note: '' } satisfies CancelValues,
    serverFields: { note: 'note' },
    mutate: (values) => cancelCampaign({ variables: { input: { campaignId, note: values.note } } }),
    onSuccess: () => {
      notifications.show({ color: 'green', title: messages.success, message: t.cancelled });
      setConfirming(false);
      form.reset({ note: '' });
      dialog.close();
      void onCancelled().catch(() => undefined);
    },
    onOtherFailure: () => {
      setConfirming(false);
      notifications.show({ color: 'red', title: messages.error, message: t.cancelFailed });
    },
  });

  const askToConfirm = async () => {
    if (await form.trigger('note')) setConfirming(true);
  };

  return (
    <RouteModal dialog={dialog} title={t.cancelTitle} size="md" dirty={form.formState.isDirty}>
      <form onSubmit={submit} noValidate aria-label={t.cancelTitle}>
        <Stack gap="md">
          <ResultMessage message={resultMessage ? t.cancelFailed : null} />
          <TextAreaField control={form.control} name="note" label={t.cancelNote} required minRows={3} />
          {confirming ? (
            <Stack gap="sm">
              <Text role="alert">{t.cancelAsk}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t.cancelKeep}
                </Button>
                <Button type="submit" color="red" loading={form.formState.isSubmitting}>
                  {t.cancelYes}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group justify="flex-end">
              <Button color="red" onClick={() => void askToConfirm()}>
                {t.cancelConfirm}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </RouteModal>
  );
}
