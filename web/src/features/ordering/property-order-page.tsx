import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ORDERING_SEARCH_DEBOUNCE_MS, tomorrowOf } from '@portal/schema';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { PropertyOrderPageQuery as PageData } from '../../__generated__/graphql.ts';
import { SearchInput } from '../../kit/filters/filters.tsx';
import { CheckboxField, DateField, RadioGroupField } from '../../kit/form/fields.tsx';
import { RepeatableRowsField } from '../../kit/form/repeatable-rows-field.tsx';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { SelectField } from '../../kit/form/select-field.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { TextInputField, UrlField } from '../../kit/form/text-field.tsx';
import { useMutationForm, type SubmitStep } from '../../kit/form/use-mutation-form.ts';
import { saveBlob } from '../../kit/files/download-file.ts';
import { LocalFileField } from '../../kit/files/local-file-field.tsx';
import { uploadFile, type UploadedFile } from '../../kit/files/upload-file.ts';
import { QueryState } from '../../kit/query-state/query-state.tsx';
import { useRouteDialog } from '../../kit/route-modal/use-route-dialog.ts';
import { useSearchWriter } from '../../kit/url-state/url-state.ts';
import { ListingPreview } from './listing-preview.tsx';
import { emptyOrderForm, orderFormSchema, type OrderFormOutput, type OrderFormValues } from './order-form-rules.ts';
import { creativeUrlsOf, OrderFormFooter, OrderPaymentDialog, usePreviewDialog } from './order-form-parts.tsx';
import {
  AttachCampaignVideoMutation,
  CreatePropertyCampaignMutation,
  OrderPropertyQuery,
  PropertyOrderPageQuery,
} from './queries.ts';
import { orderingTexts as t } from './texts.ts';
import { storageLocationOf } from './order-forms-rules.ts';
import { useOrderingSlots } from './slots.ts';

type Page = PageData['propertyOrderPage'];

/** Server field paths (BAD_USER_INPUT) that differ from the form's: the uploaded image id and the recipient rows. */
const SERVER_FIELDS = {
  mainImageId: 'leadAgentImage',
  ...Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => [`additionalRecipients.${i}`, `additionalRecipients.${i}.email`]),
  ),
} as const;

const today = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The offices list of the office's client (`selectedClient` JSON of id and title). */
const officesHref = (client: { id: string; title: string }) =>
  `/offices?${new URLSearchParams({ selectedClient: JSON.stringify({ id: client.id, title: client.title }) })}`;

/** Saves a property's third-party data as `<property title>.json`, built in the browser. */
const downloadThirdParty = (title: string, json: string) =>
  saveBlob(new Blob([json], { type: 'application/json' }), `${title}.json`);

/**
 * The property (and agent-extend) order form, route property-campaign-order (ordering spec 2.5, 4, 5):
 * one query for the page (office, packages, audiences, listings, cards, payment option), the
 * listing's detail for its preview, and the submit sequence as named steps — upload a new lead agent
 * image, create the campaign (which updates the viewer's phone or image when changed), attach the
 * video — then the payment dialog (`?pay=<campaignId>`). The viewer's current image stands as the lead
 * agent image until a new one is chosen (then uploaded by `upload`, the kit's `uploadFile` unless a test
 * hands in another).
 */
export function PropertyOrderPage({ upload = uploadFile }: { upload?: typeof uploadFile } = {}) {
  const { agency = '' } = useParams();
  const [search, setSearch] = useState('');
  const { data, previousData, error, loading, refetch } = useQuery(PropertyOrderPageQuery, {
    variables: { slug: agency, search: search === '' ? null : search },
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.propertyOrderPage;
  return (
    <QueryState loading={!page && loading} error={page ? undefined : error} onRetry={() => void refetch()}>
      {page && (
        <OrderScreen
          page={page}
          search={search}
          onSearch={setSearch}
          searching={loading}
          reload={() => void refetch()}
          upload={upload}
        />
      )}
    </QueryState>
  );
}

function OrderScreen({
  page,
  search,
  onSearch,
  searching,
  reload,
  upload,
}: {
  page: Page;
  search: string;
  onSearch: (search: string) => void;
  searching: boolean;
  reload: () => void;
  upload: typeof uploadFile;
}) {
  const { office, packages, audiences, properties, leadAgent } = page;
  const client = office.client;
  const apollo = useApolloClient();
  const [createCampaign] = useMutation(CreatePropertyCampaignMutation);
  const [attachVideo] = useMutation(AttachCampaignVideoMutation);
  const [urlSearch, writeSearch] = useSearchWriter();
  const payDialog = useRouteDialog('pay');
  const chosenInUrl = urlSearch.get('property') ?? '';
  const headingId = useId();
  const { CreativePreview } = useOrderingSlots();
  // The viewer's current image is the lead agent image while the lead agent is the viewer, unless
  // dropped or replaced by a new one (kept: sent as the existing image, nothing uploaded).
  const [currentImageDropped, setCurrentImageDropped] = useState(false);
  const [leadEmail, setLeadEmail] = useState(leadAgent.email);
  const keptImage =
    leadAgent.imageId && !currentImageDropped && leadEmail.trim().toLowerCase() === leadAgent.email.toLowerCase()
      ? { id: leadAgent.imageId, url: leadAgent.imageUrl ?? null }
      : null;

  const defaults = useMemo(
    () => ({
      ...emptyOrderForm({
        name: leadAgent.name,
        email: leadAgent.email,
        phone: leadAgent.phone ?? '',
        postcode: leadAgent.postcode ?? '',
      }),
      propertyId: /^\d+$/.test(chosenInUrl) ? chosenInUrl : '',
    }),
    // The defaults are the page's first state; later URL changes come from the form itself.
    [leadAgent],
  );

  // The rules depend on the chosen package; the form reads them through a resolver built per render.
  const [packageId, setPackageId] = useState(defaults.packageId);
  const chosenPackage = packages.find((p) => p.id === packageId) ?? null;
  const kind = chosenPackage?.type ?? 'PROPERTY';
  const schema = useMemo(
    () =>
      orderFormSchema(
        {
          kind,
          today: today(),
          videoRequired: chosenPackage?.videoRequired ?? false,
          videoOptional: client?.videoOptional ?? false,
          showPropertyUrlField: client?.showPropertyUrlField ?? false,
          showAgentLandingPage: client?.showAgentLandingPage ?? false,
          clientDomains: client?.domains ?? [],
          keptImage: keptImage !== null,
        },
        office.id,
      ),
    [kind, chosenPackage, client, office.id, keptImage !== null],
  );

  const steps: SubmitStep<OrderFormOutput>[] = [
    {
      name: 'uploadImage',
      when: (values) => values.leadAgentImage !== null,
      run: (values): Promise<UploadedFile> => upload('leadAgentImage', values.leadAgentImage!),
    },
    {
      name: 'createCampaign',
      run: async (values, results) => {
        const image = results['uploadImage'] as UploadedFile | undefined;
        const isViewer = values.email.toLowerCase() === leadAgent.email.toLowerCase();
        const { data } = await createCampaign({
          variables: {
            input: {
              officeId: office.id,
              packageId: values.packageId,
              propertyId: values.propertyId,
              audienceId: values.audienceId || null,
              startDate: values.startDate,
              shortDesc: values.shortDesc,
              propertyUrl: values.propertyUrl || null,
              // The video is attached by URL after the campaign exists (spec section 4).
              videoUrl: null,
              name: values.name || null,
              email: values.email || null,
              phone: values.phone || null,
              postcode: values.postcode || null,
              agentUrlSource: values.agentUrlSource ?? null,
              destinationUrl: values.destinationUrl || null,
              mainImageId: image?.id ?? keptImage?.id ?? null,
              additionalRecipients: values.additionalRecipients,
              organicPost: office.organicCampaigns && values.organicPost,
              note: values.note || null,
              updateViewer: isViewer && (values.phone !== (leadAgent.phone ?? '') || image !== undefined),
            },
          },
        });
        if (!data) throw new Error(t.failedStep['createCampaign']);
        return data.createPropertyCampaign.campaignId;
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

  const { form, submit, resultMessage, step, failedStep } = useMutationForm<
    OrderFormValues,
    OrderFormOutput,
    Record<string, unknown>
  >({
    schema,
    defaultValues: defaults,
    serverFields: SERVER_FIELDS,
    steps,
    onSuccess: (results) => payDialog.open(results['createCampaign'] as string),
  });
  const { setValue, getValues } = form;
  // The fields take the form's input values; the output (the shared schema's) only reaches the steps.
  const control = form.control as unknown as Control<OrderFormValues>;
  const [propertyId, agentUrlSource, leadAgentImage, watchedEmail] = useWatch({
    control,
    name: ['propertyId', 'agentUrlSource', 'leadAgentImage', 'email'],
  });
  if ((watchedEmail ?? '') !== leadEmail) setLeadEmail(watchedEmail ?? '');
  const watchedPackage = useWatch({ control, name: 'packageId' });
  useEffect(() => setPackageId(watchedPackage), [watchedPackage]);

  // The chosen listing lives in the URL (`?property=<id>`), so a reload keeps it.
  useEffect(() => {
    if ((urlSearch.get('property') ?? '') === propertyId) return;
    writeSearch((current) => {
      if (propertyId) current.set('property', propertyId);
      else current.delete('property');
      return { search: current, history: 'replace' };
    });
  }, [propertyId, urlSearch, writeSearch]);

  const { data: detailData, loading: detailLoading } = useQuery(OrderPropertyQuery, {
    variables: { id: propertyId },
    skip: propertyId === '',
  });
  const detail = detailData?.orderProperty.id === propertyId ? detailData.orderProperty : null;

  // The short description defaults to the listing's heading; the Listing Page URL to the listing's URL.
  useEffect(() => {
    if (!detail) return;
    if (getValues('shortDesc').trim() === '') setValue('shortDesc', detail.title.slice(0, 100));
    if (client?.showPropertyUrlField && getValues('propertyUrl').trim() === '' && detail.url)
      setValue('propertyUrl', detail.url);
  }, [detail, client, getValues, setValue]);

  const imagePreview = useMemo(() => (leadAgentImage ? URL.createObjectURL(leadAgentImage) : null), [leadAgentImage]);
  useEffect(() => () => (imagePreview ? URL.revokeObjectURL(imagePreview) : undefined), [imagePreview]);

  const agentExtend = kind === 'AGENT_EXTEND';
  const showVideo = chosenPackage?.videoRequired === true && !client?.videoOptional;
  const listingOptions = properties.map((p) => ({
    value: p.id,
    label: p.suburb ? `${p.title}, ${p.suburb}` : p.title,
  }));
  if (propertyId && detail && !listingOptions.some((o) => o.value === propertyId))
    listingOptions.unshift({ value: propertyId, label: detail.title });

  // The listing is in the URL: a reload with the preview open waits for its detail before deciding.
  const preview = usePreviewDialog(detail !== null, propertyId !== '' && detailLoading);
  const busy = form.formState.isSubmitting || payDialog.opened;

  const paid = () => {
    payDialog.close();
    form.reset(defaults);
    setCurrentImageDropped(false);
    form.setValue('propertyId', '');
    onSearch('');
    reload();
    void apollo.refetchQueries({ include: [PropertyOrderPageQuery] });
  };

  return (
    <Stack gap="lg" maw={900} aria-labelledby={headingId} component="section">
      {office.sideBar.backToOffices && client && (
        <Button component={Link} to={officesHref(client)} variant="subtle" w="fit-content" px={0}>
          {t.backToOffices(client.title)}
        </Button>
      )}
      <Title order={1} id={headingId}>
        {t.title} — {office.displayName}
      </Title>
      <SearchInput
        value={search}
        onSearch={onSearch}
        debounceMs={ORDERING_SEARCH_DEBOUNCE_MS}
        label={t.listingSearch}
        placeholder={t.listingPlaceholder}
      />
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
            name="propertyId"
            label={t.listing}
            data={listingOptions}
            searchable
            nothingFoundMessage={searching ? undefined : t.noListings}
            required
          />
          {detail && (
            <Paper withBorder p="sm" mb="md">
              <ListingPreview title={detail.title} description={detail.description} imageUrls={detail.imageUrls} />
              {detail.thirdPartyJson && (
                <Button
                  variant="light"
                  mt="sm"
                  onClick={() => downloadThirdParty(detail.title, detail.thirdPartyJson!)}
                >
                  {t.downloadThirdParty}
                </Button>
              )}
            </Paper>
          )}
          <SelectField
            control={control}
            name="packageId"
            label={t.package}
            required
            data={packages.map((p) => ({ value: p.id, label: p.title }))}
          />
          {audiences && audiences.length > 0 && (
            <SelectField
              control={control}
              name="audienceId"
              label={t.audience}
              clearable
              data={audiences.map((a) => ({ value: a.id, label: a.name }))}
            />
          )}
          <DateField
            control={control}
            name="startDate"
            label={t.startDate}
            description={t.startDateHint}
            minDate={tomorrowOf()}
          />
          <TextInputField control={control} name="shortDesc" label={t.shortDesc} description={t.shortDescHint} />
          {client?.showPropertyUrlField && (
            <UrlField control={control} name="propertyUrl" label={t.propertyUrl} required />
          )}
          {showVideo && <UrlField control={control} name="videoUrl" label={t.videoUrl} required />}
          {agentExtend && client?.showAgentLandingPage && (
            <Paper withBorder p="sm" mb="md" component="fieldset">
              <Text component="legend" fw={600}>
                {t.agentPageSection}
              </Text>
              <RadioGroupField
                control={control}
                name="agentUrlSource"
                label={t.urlSource}
                options={[
                  { value: 'PROPERTY', label: t.urlSourceProperty },
                  { value: 'AGENT', label: t.urlSourceAgent },
                ]}
              />
              <UrlField
                control={control}
                name="destinationUrl"
                label={t.agentPageUrl}
                required={agentUrlSource !== 'PROPERTY'}
                disabled={agentUrlSource === 'PROPERTY'}
              />
            </Paper>
          )}
          <Text component="h2" fw={600} mt="sm" mb="xs">
            {t.leadAgent}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={0}>
            <TextInputField control={control} name="name" label={t.leadAgentName} required={agentExtend} />
            <TextInputField
              control={control}
              name="email"
              label={t.leadAgentEmail}
              type="email"
              required={agentExtend}
            />
            <TextInputField
              control={control}
              name="phone"
              label={t.leadAgentPhone}
              description={t.leadAgentPhoneHint}
              required={agentExtend}
            />
            {agentExtend && <TextInputField control={control} name="postcode" label={t.postcode} required />}
          </SimpleGrid>
          <LocalFileField
            control={control}
            name="leadAgentImage"
            label={t.leadAgentImage}
            description={t.leadAgentImageHint}
            accept={['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png']}
            required={agentExtend}
            chosenText={t.chosenImage}
            removeText={t.removeImage}
          />
          {imagePreview && (
            <Image src={imagePreview} alt={t.imagePreview} w={120} h={120} fit="cover" radius="sm" mb="md" />
          )}
          {!leadAgentImage && keptImage && (
            <Group gap="sm" align="center" mb="md">
              {keptImage.url && (
                <Image src={keptImage.url} alt={t.currentImage} w={96} h={96} fit="cover" radius="sm" />
              )}
              <Stack gap={4}>
                <Text size="sm">{t.keepingCurrentImage}</Text>
                <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setCurrentImageDropped(true)}>
                  {t.dropCurrentImage}
                </Button>
              </Stack>
            </Group>
          )}
          <RepeatableRowsField
            control={control}
            name="additionalRecipients"
            itemKey="email"
            label={t.recipients}
            rowLabel={(i) => t.recipient(i + 1)}
            addLabel={t.addRecipient}
            type="email"
          />
          {office.organicCampaigns && <CheckboxField control={control} name="organicPost" label={t.organicPost} />}
          <TextAreaField control={control} name="note" label={t.note} />
          <OrderFormFooter
            stepText={step ? (t.steps[step] ?? null) : null}
            canPreview={detail !== null}
            onPreview={preview.open}
            busy={busy}
            submitting={form.formState.isSubmitting}
          />
        </Stack>
      </form>
      {detail && (
        <CreativePreview
          opened={preview.opened}
          onClose={preview.close}
          urls={creativeUrlsOf(page.creatives)}
          draft={{
            officeId: office.id,
            headline: detail.title,
            copy: getValues('shortDesc'),
            label: '',
            name: getValues('name'),
            phone: getValues('phone'),
            images: detail.imageUrls.flatMap((url) => storageLocationOf(url) ?? []),
          }}
        />
      )}
      <OrderPaymentDialog
        dialog={payDialog}

        page={page}
        onClose={payDialog.close}
        onPaid={paid}
      />
    </Stack>
  );
}
