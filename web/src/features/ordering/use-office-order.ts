import { useMutation } from '@apollo/client/react';
import { officePreviewEnabled } from '@portal/schema';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { OfficeOrderPageQuery as PageData } from '../../__generated__/graphql.ts';
import { usePreviewDialog } from './order-form/order-form-parts.tsx';
import { useOrderForm } from './order-form/use-order-form.ts';
import {
  emptyOfficeForm,
  localToday,
  OFFICE_SERVER_FIELDS,
  storageLocationOf,
  type OfficeFormValues,
} from './ordering-rules.ts';
import { CreateOfficeCampaignMutation } from './queries.ts';

export type OfficeOrderPageData = PageData['officeOrderPage'];

/**
 * The office order form's view (ordering spec 2.7, 4, 5): its rules for the chosen package (a video
 * package needs no creative fields), the submit sequence — create the campaign, attach the video —
 * then the payment dialog; the creative preview draws the key image, or the office name for video.
 */
export function useOfficeOrder(page: OfficeOrderPageData) {
  const { office, packages } = page;
  const [createCampaign] = useMutation(CreateOfficeCampaignMutation);
  const [packageId, setPackageId] = useState('');
  const chosenPackage = packages.find((p) => p.id === packageId) ?? null;
  const video = chosenPackage?.videoRequired ?? false;

  // The rules (zod) load on the form's first validation.
  const rules = useMemo(() => {
    const context = { today: localToday(), videoPackage: video };
    return () => import('./ordering-schemas.ts').then((m) => m.officeFormSchema(context, office.id));
  }, [video, office.id]);
  const defaults = useMemo(() => emptyOfficeForm(office.displayName), [office.displayName]);
  const order = useOrderForm({
    rules,
    defaults,
    serverFields: OFFICE_SERVER_FIELDS,
    create: async (values) => {
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
      return data?.createOfficeCampaign.campaignId;
    },
  });
  const values = useWatch({ control: order.control }) as OfficeFormValues;
  if ((values.packageId ?? '') !== packageId) setPackageId(values.packageId ?? '');

  const imageLocation = storageLocationOf(values.keyImage?.url);
  const canPreview = officePreviewEnabled({
    name: values.name ?? '',
    videoPackage: video,
    headline: values.headline ?? '',
    hasImage: imageLocation !== null,
  });
  const preview = usePreviewDialog(canPreview);

  return {
    order,
    control: order.control,
    chosenPackage,
    video,
    preview: {
      dialog: preview,
      canPreview,
      creatives: page.creatives,
      draft: {
        officeId: office.id,
        headline: video ? office.displayName : (values.headline ?? ''),
        copy: video ? '' : (values.shortDescription ?? ''),
        label: video ? '' : (values.label ?? ''),
        images: imageLocation ? [imageLocation] : [],
      },
    },
  };
}

export type OfficeOrderView = ReturnType<typeof useOfficeOrder>;
