import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Image, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { AGENT_CAMPAIGN_LABELS, agentPreviewEnabled, tomorrowOf } from '@portal/schema';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { AgentOrderPageQuery as PageData } from '../../__generated__/graphql.ts';
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
import { useRouteDialog, type RouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { HeroImagesField } from './hero-images-field.tsx';
import { orderFormsTexts as t } from './order-forms-texts.ts';
import {
  AGENT_SERVER_FIELDS,
  agentFormSchema,
  emptyAgentForm,
  priceSummary,
  storageLocationOf,
  type AgentFormValues,
} from './order-forms-rules.ts';
import { creativeUrlsOf, OrderFormFooter, OrderPaymentDialog, usePreviewDialog } from './order-form-parts.tsx';
import {
  AgentOrderPageQuery,
  AttachCampaignVideoMutation,
  CreateAgentCampaignMutation,
  CreatedAgentCampaignQuery,
} from './queries.ts';
import { useOrderingSlots } from './slots.ts';
import { orderingTexts } from './texts.ts';

type Page = PageData['agentOrderPage'];
type AgentFormOutput = ReturnType<ReturnType<typeof agentFormSchema>['parse']>;

const today = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The offices list of the office's client (`selectedClient` JSON of id and title). */
export const officesHref = (client: { id: string; title: string }) =>
  `/offices?${new URLSearchParams({ selectedClient: JSON.stringify({ id: client.id, title: client.title }) })}`;

/**
 * The agent order form, route agent-campaign-order (ordering spec 2.6, 4, 5): one query for the page,
 * images uploaded as they are chosen (so the creative preview can draw them), and the submit sequence
 * as named steps — create the campaign (the BFF then updates the chosen agent's profile when it
 * changed), attach the video — then the confirmation modal (`?created=<campaignId>`), which hands over
 * to the payment dialog (`?pay=<campaignId>`) in one navigation. `upload` stores
 * the chosen images (the kit's `uploadFile` unless a test hands in another).
 */
export function AgentOrderPage({ upload = uploadFile }: { upload?: typeof uploadFile } = {}) {
  const { agency = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(AgentOrderPageQuery, { variables: { slug: agency } });
  const page = data?.agentOrderPage;
  return (
    <QueryState loading={!page && loading} error={page ? undefined : error} onRetry={() => void refetch()}>
      {page && <AgentOrderScreen page={page} upload={upload} />}
    </QueryState>
  );
}

function AgentOrderScreen({ page, upload }: { page: Page; upload: typeof uploadFile }) {
  const { office, packages, audiences, agents } = page;
  const { CreativePreview } = useOrderingSlots();
  const apollo = useApolloClient();
  const [createCampaign] = useMutation(CreateAgentCampaignMutation);
  const [attachVideo] = useMutation(AttachCampaignVideoMutation);
  const payDialog = useRouteDialog('pay');
  const createdDialog = useRouteDialog('created');
  const headingId = useId();
  const [uploading, setUploading] = useState(false);
  const [packageId, setPackageId] = useState('');
  const [agentId, setAgentId] = useState('');
  const chosenPackage = packages.find((p) => p.id === packageId) ?? null;
  const chosenAgent = agents.find((a) => a.id === agentId) ?? null;

  const schema = useMemo(
    () =>
      agentFormSchema(
        {
          today: today(),
          videoRequired: chosenPackage?.videoRequired ?? false,
          showAdTitle: page.showAdTitle,
          showLabel: page.showLabel,
          keptImage: chosenAgent?.imageId != null,
        },
        office.id,
      ),
    [chosenPackage, chosenAgent, page.showAdTitle, page.showLabel, office.id],
  );

  const steps: SubmitStep<AgentFormOutput>[] = [
    {
      name: 'createCampaign',
      run: async (values) => {
        const { data } = await createCampaign({
          variables: {
            input: {
              officeId: office.id,
              agentId: values.agentId || null,
              packageId: values.packageId,
              audienceId: values.audienceId || null,
              startDate: values.startDate,
              name: values.name,
              email: values.email,
              phone: values.phone,
              postcodes: values.postcodes,
              destinationUrl: values.destinationUrl || null,
              // Checked with the form's rules here; attached by URL once the campaign exists (spec section 4).
              videoUrl: values.videoUrl || null,
              mainImageId: values.mainImageId || null,
              propertyImageIds: values.propertyImageIds,
              adTitle: page.showAdTitle ? values.adTitle || null : null,
              adCopy: page.showAdTitle ? values.adCopy || null : null,
              label: page.showLabel ? values.label || null : null,
              additionalRecipients: values.additionalRecipients,
            },
          },
        });
        if (!data) throw new Error(t.failedStep['createCampaign']);
        return data.createAgentCampaign.campaignId;
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

  const defaults = useMemo(() => emptyAgentForm(), []);
  const { form, submit, resultMessage, step, failedStep } = useMutationForm<
    AgentFormValues,
    AgentFormOutput,
    Record<string, unknown>
  >({
    schema,
    defaultValues: defaults,
    serverFields: AGENT_SERVER_FIELDS,
    steps,
    onSuccess: (results, values) => {
      const campaignId = results['createCampaign'] as string;
      // The confirmation reads what it shows by the campaign id in the URL (a reload asks the BFF);
      // right after the submit the answer is known already.
      apollo.writeQuery({
        query: CreatedAgentCampaignQuery,
        variables: { slug: office.slug, campaignId },
        data: {
          createdAgentCampaign: {
            __typename: 'CreatedAgentCampaign',
            campaignId,
            packageId: values.packageId,
            awaitingPayment: true,
          },
        },
      });
      createdDialog.open(campaignId);
    },
  });
  const control = form.control as unknown as Control<AgentFormValues>;
  const values = useWatch({ control }) as AgentFormValues;
  if ((values.packageId ?? '') !== packageId) setPackageId(values.packageId ?? '');
  const watchedAgent = values.agentId ?? '';
  useEffect(() => {
    if (watchedAgent !== agentId) chooseAgent(watchedAgent);
    // chooseAgent only writes the form; it runs when the chosen agent changes.
  }, [watchedAgent]);

  /** Choosing an agent pre-fills name, email, phone, main image and postcode; name, email and phone become touched. */
  const chooseAgent = (id: string) => {
    setAgentId(id);
    const agent = agents.find((a) => a.id === id);
    if (!agent) return;
    const touched = { shouldTouch: true, shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('name', agent.name, touched);
    form.setValue('email', agent.email, touched);
    form.setValue('phone', agent.phone ?? '', touched);
    form.setValue('postcodes', (agent.postcode ?? '').trim(), { shouldDirty: true });
    form.setValue('mainImage', null, { shouldDirty: true });
  };

  const mainImageLocation = storageLocationOf(values.mainImage?.url) ?? chosenAgent?.imageLocation ?? null;
  const heroLocations = (values.propertyImages ?? []).flatMap((image) => storageLocationOf(image.url) ?? []);
  const canPreview = agentPreviewEnabled({
    name: values.name ?? '',
    phone: values.phone ?? '',
    propertyImages: heroLocations.length,
    hasMainImage: mainImageLocation !== null,
  });
  const preview = usePreviewDialog(canPreview);

  const busy = form.formState.isSubmitting || payDialog.opened || createdDialog.opened || uploading;

  const reset = () => {
    payDialog.close();
    createdDialog.close();
    setAgentId('');
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
        {t.agentTitle} — {office.displayName}
      </Title>
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
            name="agentId"
            label={t.agent}
            placeholder={t.agentPlaceholder}
            searchable
            clearable
            data={agents.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
          />
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <TextInputField control={control} name="name" label={t.name} required />
            <TextInputField control={control} name="email" label={t.email} type="email" required />
          </Group>
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <TextInputField control={control} name="phone" label={t.phone} required />
            <TextInputField
              control={control}
              name="postcodes"
              label={t.postcodes}
              description={t.postcodesHint}
              required
            />
          </Group>
          <UrlField
            control={control}
            name="destinationUrl"
            label={t.destinationUrl}
            description={t.destinationUrlHint}
          />
          <HeroImagesField control={control} name="propertyImages" onBusy={setUploading} upload={upload} />
          <ImageField
            control={control}
            name="mainImage"
            label={t.mainImage}
            description={chosenAgent?.imageUrl ? `${t.mainImageHint}. ${t.keepingImage}` : t.mainImageHint}
            kind="agentMainImage"
            upload={upload}
            types={['gif', 'jpg', 'jpeg', 'png']}
            tooLargeMessage={t.messages.agentImageTooLarge}
            typeMessage={t.messages.heroImageType}
          />
          {!values.mainImage && chosenAgent?.imageUrl && (
            <Image src={chosenAgent.imageUrl} alt={t.currentImage} w={96} h={96} fit="cover" radius="sm" mb="md" />
          )}
          <SelectField
            control={control}
            name="packageId"
            label={orderingTexts.package}
            required
            data={packages.map((p) => ({ value: p.id, label: p.title }))}
          />
          {chosenPackage?.videoRequired && <UrlField control={control} name="videoUrl" label={t.videoUrl} required />}
          <DateField
            control={control}
            name="startDate"
            label={orderingTexts.startDate}
            minDate={tomorrowOf()}
            required
          />
          {audiences && audiences.length > 0 && (
            <SelectField
              control={control}
              name="audienceId"
              label={orderingTexts.audience}
              clearable
              data={audiences.map((a) => ({ value: a.id, label: a.name }))}
            />
          )}
          {page.showAdTitle && (
            <>
              <TextInputField control={control} name="adTitle" label={t.adTitle} description={t.adTitleHint} required />
              <TextAreaField control={control} name="adCopy" label={t.adCopy} description={t.agentAdCopyHint} />
            </>
          )}
          {page.showLabel && (
            <SelectField
              control={control}
              name="label"
              label={t.label}
              clearable
              data={AGENT_CAMPAIGN_LABELS.map((label) => ({ value: label, label }))}
            />
          )}
          <RepeatableRowsField
            control={control}
            name="additionalRecipients"
            itemKey="email"
            label={orderingTexts.recipients}
            rowLabel={(i) => orderingTexts.recipient(i + 1)}
            addLabel={orderingTexts.addRecipient}
            type="email"
          />
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
          headline: (page.showAdTitle && values.adTitle) || values.name || '',
          copy: page.showAdTitle ? (values.adCopy ?? '') : '',
          label: page.showLabel ? (values.label ?? '') : '',
          name: values.name ?? '',
          phone: values.phone ?? '',
          images: [...heroLocations, ...(mainImageLocation ? [mainImageLocation] : [])],
        }}
      />
      <CampaignCreatedDialog slug={office.slug} dialog={createdDialog} payDialog={payDialog} onStartAgain={reset} />
      <OrderPaymentDialog
        dialog={payDialog}

        page={page}
        onClose={payDialog.close}
        onPaid={reset}
      />
    </Stack>
  );
}

/**
 * Campaign created (spec section 4: the confirmation modal after submit), addressed by the URL
 * (`?created=<campaignId>`): what it shows comes from the BFF by that id, so a reload keeps it.
 * Continue to payment hands over to the payment dialog in one navigation; a campaign already paid
 * offers no second payment. Closing it leaves the unpaid draft and enables submit again.
 */
function CampaignCreatedDialog({
  slug,
  dialog,
  payDialog,
  onStartAgain,
}: {
  slug: string;
  dialog: RouteDialog;
  payDialog: RouteDialog;
  onStartAgain: () => void;
}) {
  const campaignId = dialog.id;
  const { data, error, loading } = useQuery(CreatedAgentCampaignQuery, {
    variables: { slug, campaignId: campaignId ?? '' },
    skip: campaignId === null,
  });
  const created = data?.createdAgentCampaign.campaignId === campaignId ? data?.createdAgentCampaign : undefined;
  return (
    <Modal opened={campaignId !== null} onClose={dialog.close} title={t.confirmationTitle} centered>
      <Stack>
        {!created && loading && <Loader size="sm" role="status" aria-label={t.loadingConfirmation} />}
        {!created && error && (
          <Text role="alert" c="red">
            {errorMessage(error)}
          </Text>
        )}
        {created && <Text>{created.awaitingPayment ? t.confirmationText : t.confirmationPaid}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onStartAgain}>
            {t.startAgain}
          </Button>
          {created?.awaitingPayment && (
            <Button onClick={() => dialog.handOver(payDialog, created.campaignId)}>{t.continueToPayment}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
