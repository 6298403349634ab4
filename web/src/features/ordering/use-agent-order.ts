import { useApolloClient, useMutation } from '@apollo/client/react';
import { agentPreviewEnabled } from '@portal/schema';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { AgentOrderPageQuery as PageData } from '../../__generated__/graphql.ts';
import { fillFields, recheckFields } from './order-form/fill-fields.ts';
import { usePreviewDialog } from './order-form/order-form-parts.tsx';
import { useOrderForm } from './order-form/use-order-form.ts';
import {
  AGENT_SERVER_FIELDS,
  emptyAgentForm,
  localToday,
  storageLocationOf,
  type AgentFormValues,
} from './ordering-rules.ts';
import { CreateAgentCampaignMutation, CreatedAgentCampaignQuery } from './queries.ts';

export type AgentOrderPageData = PageData['agentOrderPage'];

/**
 * The agent order form's view (ordering spec 2.6, 4, 5): its rules for the chosen package and agent,
 * the submit sequence — create the campaign (the BFF then updates the chosen agent's profile when it
 * changed), attach the video — then the confirmation modal (`?created=<campaignId>`), which hands over
 * to the payment dialog. Choosing an agent pre-fills the agent's details; the creative preview draws
 * the uploaded images.
 */
export function useAgentOrder(page: AgentOrderPageData) {
  const { office, packages, agents } = page;
  const apollo = useApolloClient();
  const [createCampaign] = useMutation(CreateAgentCampaignMutation);
  const [uploading, setUploading] = useState(false);
  const [packageId, setPackageId] = useState('');
  const [agentId, setAgentId] = useState('');
  const chosenPackage = packages.find((p) => p.id === packageId) ?? null;
  const chosenAgent = agents.find((a) => a.id === agentId) ?? null;

  // The rules (zod) load on the form's first validation.
  const rules = useMemo(() => {
    const context = {
      today: localToday(),
      videoRequired: chosenPackage?.videoRequired ?? false,
      showAdTitle: page.showAdTitle,
      showLabel: page.showLabel,
      keptImage: chosenAgent?.imageId != null,
    };
    return () => import('./ordering-schemas.ts').then((m) => m.agentFormSchema(context, office.id));
  }, [chosenPackage, chosenAgent, page.showAdTitle, page.showLabel, office.id]);

  const defaults = useMemo(() => emptyAgentForm(), []);
  const order = useOrderForm({
    rules,
    defaults,
    serverFields: AGENT_SERVER_FIELDS,
    create: async (values) => {
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
      return data?.createAgentCampaign.campaignId;
    },
    confirmFirst: true,
    // The confirmation reads what it shows by the campaign id in the URL (a reload asks the BFF);
    // right after the submit the answer is known already.
    onCreated: (campaignId, values) =>
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
      }),
  });
  const { form, control } = order;
  const values = useWatch({ control }) as AgentFormValues;
  if ((values.packageId ?? '') !== packageId) setPackageId(values.packageId ?? '');

  /** Choosing an agent pre-fills name, email, phone, main image and postcode; name, email and phone become touched. */
  const chooseAgent = useCallback(
    (id: string) => {
      setAgentId(id);
      const agent = agents.find((a) => a.id === id);
      if (!agent) return;
      // The filled fields are checked again as they are filled (a message follows the value).
      fillFields(
        form,
        {
          name: agent.name,
          email: agent.email,
          phone: agent.phone ?? '',
          postcodes: (agent.postcode ?? '').trim(),
          mainImage: null,
        },
        { touch: ['name', 'email', 'phone'] },
      );
    },
    [agents, form],
  );
  // The chosen agent's image makes the agent image optional: its message follows the new rules.
  useEffect(() => recheckFields(form, ['mainImage']), [rules, form]);
  const watchedAgent = values.agentId ?? '';
  useEffect(() => {
    if (watchedAgent !== agentId) chooseAgent(watchedAgent);
  }, [watchedAgent, agentId, chooseAgent]);

  const mainImageLocation = storageLocationOf(values.mainImage?.url) ?? chosenAgent?.imageLocation ?? null;
  const heroLocations = (values.propertyImages ?? []).flatMap((image) => storageLocationOf(image.url) ?? []);
  const canPreview = agentPreviewEnabled({
    name: values.name ?? '',
    phone: values.phone ?? '',
    propertyImages: heroLocations.length,
    hasMainImage: mainImageLocation !== null,
  });
  const preview = usePreviewDialog(canPreview);

  const reset = () => {
    order.resetForm();
    setAgentId('');
  };

  return {
    order,
    control,
    values,
    chosenPackage,
    chosenAgent,
    uploading,
    setUploading,
    preview: {
      dialog: preview,
      canPreview,
      creatives: page.creatives,
      draft: {
        officeId: office.id,
        headline: (page.showAdTitle && values.adTitle) || values.name || '',
        copy: page.showAdTitle ? (values.adCopy ?? '') : '',
        label: page.showLabel ? (values.label ?? '') : '',
        name: values.name ?? '',
        phone: values.phone ?? '',
        images: [...heroLocations, ...(mainImageLocation ? [mainImageLocation] : [])],
      },
    },
    reset,
  };
}

export type AgentOrderView = ReturnType<typeof useAgentOrder>;
