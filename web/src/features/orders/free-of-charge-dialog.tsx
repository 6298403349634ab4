import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { freeOfChargeSchema } from '@portal/schema';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { useMutationForm } from '../../kit/form/use-mutation-form.ts';
import { RouteModal } from '../../kit/route-modal/route-modal.tsx';
import type { RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { modifyOrder } from './order-cache.ts';
import { MarkOrderFreeOfChargeMutation } from './queries.ts';
import { texts } from './texts.ts';

interface FreeOfChargeDialogProps {
  dialog: RouteDialog;
  order: { id: string; name: string; freeOfCharge: string | null } | undefined;
}

/** Free of charge (super admin, admin): a free text saved as the campaign's status label; Save disabled when empty. */
export function FreeOfChargeDialog({ dialog, order }: FreeOfChargeDialogProps) {
  return (
    <RouteModal dialog={dialog} title={order ? texts.freeOfChargeOf(order.name) : texts.freeOfChargeTitle} size="md">
      {dialog.id && <FreeOfChargeForm campaignId={dialog.id} order={order} onDone={() => dialog.close()} />}
    </RouteModal>
  );
}

function FreeOfChargeForm({
  campaignId,
  order,
  onDone,
}: {
  campaignId: string;
  order: FreeOfChargeDialogProps['order'];
  onDone: () => void;
}) {
  const [mark] = useMutation(MarkOrderFreeOfChargeMutation);
  const { form, submit, resultMessage } = useMutationForm({
    schema: freeOfChargeSchema,
    defaultValues: { text: order?.freeOfCharge ?? '' },
    mutate: (values) =>
      mark({
        variables: { input: { campaignId, text: values.text } },
        update: (cache, { data }) => {
          const saved = data?.markOrderFreeOfCharge.freeOfCharge;
          if (saved !== undefined) modifyOrder(cache, order?.id, { freeOfCharge: () => saved });
        },
      }),
    onSuccess: () => {
      notifications.show({ color: 'green', title: texts.noteAddedTitle, message: texts.freeOfChargeAdded });
      onDone();
    },
    onOtherFailure: () =>
      notifications.show({ color: 'red', title: texts.noteFailedTitle, message: texts.freeOfChargeFailed }),
  });
  const typed = form.watch('text');
  return (
    <form onSubmit={submit} noValidate aria-label={texts.freeOfChargeTitle}>
      <Stack gap="xs">
        <ResultMessage message={resultMessage} />
        <TextAreaField control={form.control} name="text" label={texts.freeOfChargeText} minRows={2} maxRows={5} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!typed?.trim()} loading={form.formState.isSubmitting}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
