import { Text } from '@mantine/core';
import { HERO_IMAGE_EXTENSIONS, OFFICE_CAMPAIGN_TYPES, OFFICE_CTA_LABELS } from '@portal/schema';
import { ImageField } from '../../kit/files/image-field.tsx';
import type { uploadFile } from '../../kit/files/upload-file.ts';
import { SelectFieldOnUse } from '../../kit/form/select-field-on-use.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { TextInputField, UrlField } from '../../kit/form/text-field.tsx';
import { FieldRow, PackageField, RecipientsField, StartDateField } from './order-form/shared-fields.tsx';
import { agentOfficeTexts as t } from './ordering-texts.ts';
import type { OfficeOrderPageData, OfficeOrderView } from './use-office-order.ts';

/** The office campaign: type, the office's contact, postcodes, destination, package, start, recipients. */
export function OfficeCampaignSection({ view, page }: { view: OfficeOrderView; page: OfficeOrderPageData }) {
  const { control } = view;
  return (
    <>
      <SelectFieldOnUse
        control={control}
        name="subType"
        label={t.campaignType}
        required
        data={OFFICE_CAMPAIGN_TYPES.map((type) => ({ value: type, label: t.campaignTypes[type] ?? type }))}
      />
      <TextInputField control={control} name="name" label={t.officeName} required />
      <FieldRow>
        <TextInputField control={control} name="email" label={t.officeEmail} type="email" />
        <TextInputField control={control} name="phone" label={t.officePhone} />
      </FieldRow>
      <TextInputField control={control} name="postcodes" label={t.postcodes} description={t.postcodesHint} required />
      <UrlField
        control={control}
        name="destinationUrl"
        label={t.destinationUrl}
        description={t.destinationUrlHint}
        required
      />
      <PackageField control={control} packages={page.packages} />
      <StartDateField control={control} required />
      <RecipientsField control={control} />
    </>
  );
}

/**
 * The creative: a video URL for a video package, else the CTA label, headline, ad copy and key image
 * (required, suggested 1080x1080: previewed square; gif, jpg, jpeg, png or webp as its help text says).
 */
export function OfficeCreativeSection({
  view,
  displayName,
  upload,
}: {
  view: OfficeOrderView;
  displayName: string;
  upload: typeof uploadFile;
}) {
  const { control } = view;
  if (view.video)
    return (
      <>
        <UrlField control={control} name="videoUrl" label={t.videoUrl} required />
        <Text size="sm" c="dimmed">
          {t.videoHeadline(displayName)}
        </Text>
      </>
    );
  return (
    <>
      <SelectFieldOnUse
        control={control}
        name="label"
        label={t.cta}
        required
        data={OFFICE_CTA_LABELS.map((label) => ({ value: label, label }))}
      />
      <TextInputField control={control} name="headline" label={t.headline} description={t.headlineHint} required />
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
        required
        kind="officeKeyImage"
        upload={upload}
        types={HERO_IMAGE_EXTENSIONS}
        previewShape="avatar"
        tooLargeMessage={t.messages.keyImageTooLarge}
        typeMessage={t.messages.keyImageType}
      />
    </>
  );
}
