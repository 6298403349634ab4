import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { PropertyOrderPageQuery as PageData } from '../../__generated__/graphql.ts';
import type { uploadFile, UploadedFile } from '../../kit/files/upload-file.ts';
import { useSearchWriter } from '../../kit/url-state/url-state.ts';
import { fillFields } from './order-form/fill-fields.ts';
import { usePreviewDialog } from './order-form/order-form-parts.tsx';
import { useOrderForm } from './order-form/use-order-form.ts';
import {
  emptyPropertyForm,
  localToday,
  PROPERTY_SERVER_FIELDS,
  storageLocationOf,
  type PropertyFormOutput,
} from './ordering-rules.ts';
import { CreatePropertyCampaignMutation, OrderPropertyQuery, PropertyOrderPageQuery } from './queries.ts';

export type PropertyOrderPageData = PageData['propertyOrderPage'];

export interface PropertyOrderInput {
  page: PropertyOrderPageData;
  onSearch: (search: string) => void;
  reload: () => void;
  upload: typeof uploadFile;
}

/**
 * The lead agent (spec 2.5): the viewer's current image is the lead agent image while the lead agent
 * is the viewer, unless dropped or replaced by a new one (kept: sent as the existing image, nothing
 * uploaded).
 */
function useKeptImage(leadAgent: PropertyOrderPageData['leadAgent']) {
  const [currentImageDropped, setCurrentImageDropped] = useState(false);
  const [leadEmail, setLeadEmail] = useState(leadAgent.email);
  const keptImage =
    leadAgent.imageId && !currentImageDropped && leadEmail.trim().toLowerCase() === leadAgent.email.toLowerCase()
      ? { id: leadAgent.imageId, url: leadAgent.imageUrl ?? null }
      : null;
  return { keptImage, setCurrentImageDropped, leadEmail, setLeadEmail };
}

/** The chosen listing's detail, kept in the URL (`?property=<id>`) so a reload keeps it. */
function useChosenListing(propertyId: string) {
  const [urlSearch, writeSearch] = useSearchWriter();
  useEffect(() => {
    if ((urlSearch.get('property') ?? '') === propertyId) return;
    writeSearch((current) => {
      if (propertyId) current.set('property', propertyId);
      else current.delete('property');
      return { search: current, history: 'replace' };
    });
  }, [propertyId, urlSearch, writeSearch]);
  const { data, loading } = useQuery(OrderPropertyQuery, { variables: { id: propertyId }, skip: propertyId === '' });
  const detail = data?.orderProperty.id === propertyId ? data.orderProperty : null;
  return { detail, detailLoading: loading };
}

/** What createPropertyCampaign is sent: the form's values, the uploaded or kept lead agent image, the viewer's update. */
const propertyCampaignInput = (
  values: PropertyFormOutput,
  {
    office,
    leadAgent,
    image,
    keptImageId,
  }: {
    office: PropertyOrderPageData['office'];
    leadAgent: PropertyOrderPageData['leadAgent'];
    image: UploadedFile | undefined;
    keptImageId: string | null;
  },
) => {
  const isViewer = values.email.toLowerCase() === leadAgent.email.toLowerCase();
  return {
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
    mainImageId: image?.id ?? keptImageId,
    additionalRecipients: values.additionalRecipients,
    organicPost: office.organicCampaigns && values.organicPost,
    note: values.note || null,
    // The user update (spec 7) when the viewer's details change: phone, image, postcode or agent page URL.
    updateViewer:
      isViewer &&
      (values.phone !== (leadAgent.phone ?? '') ||
        image !== undefined ||
        (values.postcode !== '' && values.postcode !== (leadAgent.postcode ?? '')) ||
        (values.agentUrlSource === 'AGENT' && values.destinationUrl !== '')),
  };
};

/**
 * The property (and agent-extend) order form's view (ordering spec 2.5, 4, 5): its rules for the
 * chosen package, its submit sequence as named steps — upload a new lead agent image, create the
 * campaign (which updates the viewer's phone or image when changed), attach the video — the chosen
 * listing in the URL and its detail, the lead agent's kept image, and the creative preview's draft.
 */
export function usePropertyOrder({ page, onSearch, reload, upload }: PropertyOrderInput) {
  const { office, packages, properties, leadAgent } = page;
  const client = office.client;
  const apollo = useApolloClient();
  const [createCampaign] = useMutation(CreatePropertyCampaignMutation);
  const [urlSearch] = useSearchWriter();
  // The defaults are the page's first state; later URL changes come from the form itself.
  const [chosenInUrl] = useState(() => urlSearch.get('property') ?? '');
  const { keptImage, setCurrentImageDropped, leadEmail, setLeadEmail } = useKeptImage(leadAgent);
  const hasKeptImage = keptImage !== null;

  const defaults = useMemo(
    () => ({
      ...emptyPropertyForm({
        name: leadAgent.name,
        email: leadAgent.email,
        phone: leadAgent.phone ?? '',
        postcode: leadAgent.postcode ?? '',
      }),
      propertyId: /^\d+$/.test(chosenInUrl) ? chosenInUrl : '',
    }),
    [leadAgent, chosenInUrl],
  );

  // The rules depend on the chosen package; the form reads them through a resolver built per render.
  const [packageId, setPackageId] = useState(defaults.packageId);
  const chosenPackage = packages.find((p) => p.id === packageId) ?? null;
  const kind = chosenPackage?.type ?? 'PROPERTY';
  // The rules (zod) load on the form's first validation.
  const rules = useMemo(() => {
    const context = {
      kind,
      today: localToday(),
      videoRequired: chosenPackage?.videoRequired ?? false,
      videoOptional: client?.videoOptional ?? false,
      showPropertyUrlField: client?.showPropertyUrlField ?? false,
      showAgentLandingPage: client?.showAgentLandingPage ?? false,
      clientDomains: client?.domains ?? [],
      keptImage: hasKeptImage,
    };
    return () => import('./ordering-schemas.ts').then((m) => m.propertyFormSchema(context, office.id));
  }, [kind, chosenPackage, client, office.id, hasKeptImage]);

  const order = useOrderForm({
    rules,
    defaults,
    serverFields: PROPERTY_SERVER_FIELDS,
    before: [
      {
        name: 'uploadImage',
        when: (values: PropertyFormOutput) => values.leadAgentImage !== null,
        run: (values: PropertyFormOutput): Promise<UploadedFile> => upload('leadAgentImage', values.leadAgentImage!),
      },
    ],
    create: async (values, results) => {
      const image = results['uploadImage'] as UploadedFile | undefined;
      const input = propertyCampaignInput(values, { office, leadAgent, image, keptImageId: keptImage?.id ?? null });
      const { data } = await createCampaign({ variables: { input } });
      return data?.createPropertyCampaign.campaignId;
    },
  });
  const { form, control } = order;
  const { getValues } = form;
  const [propertyId, agentUrlSource, leadAgentImage, watchedEmail] = useWatch({
    control,
    name: ['propertyId', 'agentUrlSource', 'leadAgentImage', 'email'],
  });
  if ((watchedEmail ?? '') !== leadEmail) setLeadEmail(watchedEmail ?? '');
  const watchedPackage = useWatch({ control, name: 'packageId' });
  useEffect(() => setPackageId(watchedPackage), [watchedPackage]);

  const { detail, detailLoading } = useChosenListing(propertyId);

  // The short description defaults to the listing's heading; the Listing Page URL to the listing's URL.
  // Both are checked again as they are filled (a message follows the value).
  useEffect(() => {
    if (!detail) return;
    if (getValues('shortDesc').trim() === '') fillFields(form, { shortDesc: detail.title.slice(0, 100) });
    if (client?.showPropertyUrlField && getValues('propertyUrl').trim() === '' && detail.url)
      fillFields(form, { propertyUrl: detail.url });
  }, [detail, client, getValues, form]);

  const imagePreview = useMemo(() => (leadAgentImage ? URL.createObjectURL(leadAgentImage) : null), [leadAgentImage]);
  useEffect(() => () => (imagePreview ? URL.revokeObjectURL(imagePreview) : undefined), [imagePreview]);

  const listingOptions = properties.map((p) => ({
    value: p.id,
    label: p.suburb ? `${p.title}, ${p.suburb}` : p.title,
  }));
  if (propertyId && detail && !listingOptions.some((o) => o.value === propertyId))
    listingOptions.unshift({ value: propertyId, label: detail.title });

  // The listing is in the URL: a reload with the preview open waits for its detail before deciding.
  const preview = usePreviewDialog(detail !== null, propertyId !== '' && detailLoading);

  const paid = () => {
    order.resetForm();
    setCurrentImageDropped(false);
    form.setValue('propertyId', '');
    onSearch('');
    reload();
    void apollo.refetchQueries({ include: [PropertyOrderPageQuery] });
  };

  return {
    order,
    control,
    client,
    detail,
    listingOptions,
    agentExtend: kind === 'AGENT_EXTEND',
    showVideo: chosenPackage?.videoRequired === true && !client?.videoOptional,
    agentUrlSource,
    leadAgentImage,
    imagePreview,
    keptImage,
    dropCurrentImage: () => setCurrentImageDropped(true),
    preview: {
      dialog: preview,
      canPreview: detail !== null,
      creatives: page.creatives,
      draft: detail && {
        officeId: office.id,
        headline: detail.title,
        copy: getValues('shortDesc'),
        label: '',
        name: getValues('name'),
        phone: getValues('phone'),
        images: detail.imageUrls.flatMap((url) => storageLocationOf(url) ?? []),
      },
    },
    paid,
  };
}

export type PropertyOrderView = ReturnType<typeof usePropertyOrder>;
