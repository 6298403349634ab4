import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { OFFICE_CAMPAIGN_TYPES, OFFICE_CTA_LABELS, officePreviewEnabled, tomorrowOf } from '@portal/schema';
import { useId, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { OfficeOrderPageQuery as PageData } from '../../__generated__/graphql.ts';
import { DateField } from '../../kit/form/fields.tsx';
import { RepeatableRowsField } from '../../kit/form/repeatable-rows-field.tsx';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { SelectField } from '../../kit/form/select-field.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { TextInputField, UrlField } from '../../kit/form/text-field.tsx';
import { useMutationForm, type SubmitStep } from '../../kit/form/use-mutation-form.ts';
import { ImageField } from '../../kit/files/image-field.tsx';
import { uploadFile } from '../../kit/files/upload-file.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { officesHref } from './agent-order-page.tsx';
import { orderFormsTexts as t } from './order-forms-texts.ts';
import {
  emptyOfficeForm,
  OFFICE_SERVER_FIELDS,
  officeFormSchema,
  priceSummary,
  storageLocationOf,
  type OfficeFormValues,
} from './order-forms-rules.ts';
import { creativeUrlsOf, OrderFormFooter, OrderPaymentDialog, usePreviewDialog } from './order-form-parts.tsx';
import { AttachCampaignVideoMutation, CreateOfficeCampaignMutation, OfficeOrderPageQuery } from './queries.ts';
import { useOrderingSlots } from './slots.ts';
import { orderingTexts } from './texts.ts';

type Page = PageData['officeOrderPage'];
type OfficeFormOutput = ReturnType<ReturnType<typeof officeFormSchema>['parse']>;

const today = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * The office order form, route office-campaign-order (ordering spec 2.7, 4, 5): one query for the page,
 * the key image uploaded as it is chosen, and the submit sequence — create the campaign, attach the
 * video — then the payment dialog (`?pay=<campaignId>`). Submit stays disabled during the flow; the
 * form resets after payment. The server's errors show in the result message area. `upload` stores
 * the key image (the kit's `uploadFile` unless a test hands in another).
 */
export function OfficeOrderPage({ upload = uploadFile }: { upload?: typeof uploadFile } = {}) {
  const { agency = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(OfficeOrderPageQuery, { variables: { slug: agency } });
  const page = data?.officeOrderPage;
  return (
    <QueryState loading={!page && loading} error={page ? undefined : error} onRetry={() => void refetch()}>
      {page && <OfficeOrderScreen page={page} upload={upload} />}
    </QueryState>
  );
}

function OfficeOrderScreen({ page, upload }: { page: Page; upload: typeof uploadFile }) {
  const { office, packages, audiences } = page;
  const { CreativePreview } = useOrderingSlots();
  const [createCampaign] = useMutation(CreateOfficeCampaignMutation);
  const [attachVideo] = useMutation(AttachCampaignVideoMutation);
  const payDialog = useRouteDialog('pay');
  const headingId = useId();
  const [packageId, setPackageId] = useState('');
  const chosenPackage = packages.find((p) => p.id === packageId) ?? null;
  const video = chosenPackage?.videoRequired ?? false;

  const schema = useMemo(
    () => officeFormSchema({ today: today(), videoPackage: video }, office.id),
    [video, office.id],
  );

  const steps: SubmitStep<OfficeFormOutput>[] = [
    {
      name: 'createCampaign',
      run: async (values) => {
        const { data } = await createCampaign({
          variables: {
            input: {
              officeId: office.id,
              subType: values.subType,
              packageId: values.packageId,
              audienceId: values.audienceId || null,
              startDate: values.startDate,
              name: values.name || null,
              email: values.email || null,
              phone: values.phone || null,
              postcodes: values.postcodes,
              destinationUrl: values.destinationUrl,
              // Checked with the form's rules here; attached by URL once the campaign exists (spec section 4).
              videoUrl: values.videoUrl || null,
              label: video ? null : values.label,
              headline: video ? null : values.headline,
              shortDescription: video ? null : values.shortDescription,
              mainImageId: video ? null : values.mainImageId || null,
              additionalRecipients: values.additionalRecipients,
            },
          },
        });
        if (!data) throw new Error(t.failedStep['createCampaign']);
        return data.createOfficeCampaign.campaignId;
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

  const defaults = useMemo(() => emptyOfficeForm(office.displayName), [office.displayName]);
  const { form, submit, resultMessage, step, failedStep } = useMutationForm<
    OfficeFormValues,
    OfficeFormOutput,
    Record<string, unknown>
  >({
    schema,
    defaultValues: defaults,
    serverFields: OFFICE_SERVER_FIELDS,
    steps,
    onSuccess: (results) => payDialog.open(results['createCampaign'] as string),
  });
  const control = form.control as unknown as Control<OfficeFormValues>;
  const values = useWatch({ control }) as OfficeFormValues;
  if ((values.packageId ?? '') !== packageId) setPackageId(values.packageId ?? '');

  const imageLocation = storageLocationOf(values.keyImage?.url);
  const canPreview = officePreviewEnabled({
    name: values.name ?? '',
    videoPackage: video,
    headline: values.headline ?? '',
    hasImage: imageLocation !== null,
  });
  const preview = usePreviewDialog(canPreview);
  const busy = form.formState.isSubmitting || payDialog.opened;

  const paid = () => {
    payDialog.close();
    form.reset(defaults);
  };

  return (
    <Stack gap="lg" maw={900} aria-labelledby={headingId} component="section">
      {office.sideBar.backToOffices && office.client && (
        <Button component={Link} to={officesHref(office.client)} variant="subtle" w="fit-content" px={0}>
          {orderingTexts.backToOffices(office.client.title)}
        </Button>
      )}
      <Title order={1} id={headingId}>
        {t.officeTitle} — {office.displayName}
      </Title>
      {audiences && audiences.length > 0 && (
        <SelectField
          control={control}
          name="audienceId"
          label={orderingTexts.audience}
          clearable
          data={audiences.map((a) => ({ value: a.id, label: a.name }))}
        />
      )}
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap={0}>
          <ResultMessage
            message={
              resultMessage &&
              (failedStep ? `${t.failedStep[failedStep] ?? ''} ${resultMessage}`.trim() : resultMessage)
            }
          />
          <SelectField
            control={control}
            name="subType"
            label={t.campaignType}
            required
            data={OFFICE_CAMPAIGN_TYPES.map((type) => ({ value: type, label: t.campaignTypes[type] ?? type }))}
          />
          <TextInputField control={control} name="name" label={t.officeName} required />
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <TextInputField control={control} name="email" label={t.officeEmail} type="email" />
            <TextInputField control={control} name="phone" label={t.officePhone} />
          </Group>
          <TextInputField
            control={control}
            name="postcodes"
            label={t.postcodes}
            description={t.postcodesHint}
            required
          />
          <UrlField
            control={control}
            name="destinationUrl"
            label={t.destinationUrl}
            description={t.destinationUrlHint}
            required
          />
          <SelectField
            control={control}
            name="packageId"
            label={orderingTexts.package}
            required
            data={packages.map((p) => ({ value: p.id, label: p.title }))}
          />
          <DateField
            control={control}
            name="startDate"
            label={orderingTexts.startDate}
            minDate={tomorrowOf()}
            required
          />
          <RepeatableRowsField
            control={control}
            name="additionalRecipients"
            itemKey="email"
            label={orderingTexts.recipients}
            rowLabel={(i) => orderingTexts.recipient(i + 1)}
            addLabel={orderingTexts.addRecipient}
            type="email"
          />
          {video ? (
            <>
              <UrlField control={control} name="videoUrl" label={t.videoUrl} required />
              <Text size="sm" c="dimmed" mb="md">
                {t.videoHeadline(office.displayName)}
              </Text>
            </>
          ) : (
            <>
              <SelectField
                control={control}
                name="label"
                label={t.cta}
                required
                data={OFFICE_CTA_LABELS.map((label) => ({ value: label, label }))}
              />
              <TextInputField
                control={control}
                name="headline"
                label={t.headline}
                description={t.headlineHint}
                required
              />
              <TextAreaField
                control={control}
                name="shortDescription"
                label={t.adCopy}
                description={t.officeAdCopyHint}
                required
              />
              <ImageField
                control={control}
                name="keyImage"
                label={t.keyImage}
                description={t.keyImageHint}
                kind="officeKeyImage"
                upload={upload}
                types={['gif', 'jpg', 'jpeg', 'png']}
                tooLargeMessage={t.messages.keyImageTooLarge}
                typeMessage={t.messages.keyImageType}
              />
            </>
          )}
          <OrderFormFooter
            summary={priceSummary(chosenPackage)}
            includeGst={office.includeGst}
            stepText={step ? (t.steps[step] ?? null) : null}
            canPreview={canPreview}
            onPreview={preview.open}
            busy={busy}
            submitting={form.formState.isSubmitting}
          />
        </Stack>
      </form>
      <CreativePreview
        opened={preview.opened}
        onClose={preview.close}
        urls={creativeUrlsOf(page.creatives)}
        draft={{
          officeId: office.id,
          headline: video ? office.displayName : (values.headline ?? ''),
          copy: video ? '' : (values.shortDescription ?? ''),
          label: video ? '' : (values.label ?? ''),
          images: imageLocation ? [imageLocation] : [],
        }}
      />
      <OrderPaymentDialog
        dialog={payDialog}

        page={page}
        onClose={payDialog.close}
        onPaid={paid}
      />
    </Stack>
  );
}
