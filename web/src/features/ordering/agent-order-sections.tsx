import { Group, Text } from '@mantine/core';
import { AGENT_CAMPAIGN_LABELS, HERO_IMAGE_EXTENSIONS } from '@portal/schema';
import { ShapedImage } from '../../kit/files/file-picker.tsx';
import { ImageField } from '../../kit/files/image-field.tsx';
import type { uploadFile } from '../../kit/files/upload-file.ts';
import { SelectFieldOnUse } from '../../kit/form/select-field-on-use.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { TextInputField, UrlField } from '../../kit/form/text-field.tsx';
import { HeroImagesField } from './hero-images-field.tsx';
import { AudienceField, FieldRow, PackageField, RecipientsField, StartDateField } from './order-form/shared-fields.tsx';
import { agentOfficeTexts as t } from './ordering-texts.ts';
import type { AgentOrderPageData, AgentOrderView } from './use-agent-order.ts';

/** The agent: chosen from the office's agents (pre-fills the rest) or typed; destination URL. */
export function AgentDetailsSection({ view, agents }: { view: AgentOrderView; agents: AgentOrderPageData['agents'] }) {
  const { control } = view;
  return (
    <>
      <SelectFieldOnUse
        control={control}
        name="agentId"
        label={t.agent}
        placeholder={t.agentPlaceholder}
        searchable
        clearable
        data={agents.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
      />
      <FieldRow>
        <TextInputField control={control} name="name" label={t.name} required />
        <TextInputField control={control} name="email" label={t.email} type="email" required />
      </FieldRow>
      <FieldRow>
        <TextInputField control={control} name="phone" label={t.phone} required />
        <TextInputField control={control} name="postcodes" label={t.postcodes} description={t.postcodesHint} required />
      </FieldRow>
      <UrlField control={control} name="destinationUrl" label={t.destinationUrl} description={t.destinationUrlHint} />
    </>
  );
}

/** The agent image's types: the hero images' (its help text names WEBP too). */
const AGENT_IMAGE_TYPES = HERO_IMAGE_EXTENSIONS;

/**
 * The images: the hero (property) images as 3:2 photos and the agent image as a square avatar (the
 * chosen agent's current one shown above the picker while it is kept), uploaded as they are chosen.
 */
export function AgentImagesSection({ view, upload }: { view: AgentOrderView; upload: typeof uploadFile }) {
  const { control, chosenAgent, values } = view;
  return (
    <>
      <HeroImagesField control={control} name="propertyImages" onBusy={view.setUploading} upload={upload} />
      {!values.mainImage && chosenAgent?.imageUrl && (
        <Group gap="sm" align="center" wrap="nowrap">
          <ShapedImage src={chosenAgent.imageUrl} alt={t.currentImage} shape="avatar" />
          <Text size="sm">{t.keepingImage}</Text>
        </Group>
      )}
      <ImageField
        control={control}
        name="mainImage"
        label={t.mainImage}
        description={t.mainImageHint}
        required={chosenAgent?.imageId == null}
        kind="agentMainImage"
        upload={upload}
        types={AGENT_IMAGE_TYPES}
        previewShape="avatar"
        tooLargeMessage={t.messages.agentImageTooLarge}
        typeMessage={t.messages.agentImageType}
      />
    </>
  );
}

/** The campaign: package, video, start date, audience, ad title and copy, label, report recipients. */
export function AgentCampaignSection({ view, page }: { view: AgentOrderView; page: AgentOrderPageData }) {
  const { control, chosenPackage } = view;
  return (
    <>
      <PackageField control={control} packages={page.packages} />
      {chosenPackage?.videoRequired && <UrlField control={control} name="videoUrl" label={t.videoUrl} required />}
      <StartDateField control={control} required />
      <AudienceField control={control} audiences={page.audiences} />
      {page.showAdTitle && (
        <>
          <TextInputField control={control} name="adTitle" label={t.adTitle} description={t.adTitleHint} required />
          <TextAreaField control={control} name="adCopy" label={t.adCopy} description={t.agentAdCopyHint} />
        </>
      )}
      {page.showLabel && (
        <SelectFieldOnUse
          control={control}
          name="label"
          label={t.label}
          clearable
          data={AGENT_CAMPAIGN_LABELS.map((label) => ({ value: label, label }))}
        />
      )}
      <RecipientsField control={control} />
    </>
  );
}
