import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { saveBlob } from '../../kit/files/save-blob.ts';
import { ShapedImage } from '../../kit/files/file-picker.tsx';
import { LocalFileField } from '../../kit/files/local-file-field.tsx';
import { CheckboxField, RadioGroupField } from '../../kit/form/choice-fields.tsx';
import { SelectFieldOnUse } from '../../kit/form/select-field-on-use.tsx';
import { TextAreaField } from '../../kit/form/text-area-field.tsx';
import { TextInputField, UrlField } from '../../kit/form/text-field.tsx';
import { ListingPreview } from './listing-preview.tsx';
import { AudienceField, FieldRow, PackageField, RecipientsField, StartDateField } from './order-form/shared-fields.tsx';
import { orderingTexts as t } from './ordering-texts.ts';
import type { PropertyOrderPageData, PropertyOrderView } from './use-property-order.ts';

/** Saves a property's third-party data as `<property title>.json`, built in the browser. */
const downloadThirdParty = (title: string, json: string) =>
  saveBlob(new Blob([json], { type: 'application/json' }), `${title}.json`);

/** The listing: the office's listings to choose from, and the chosen one's preview. */
export function ListingSection({ view, searching }: { view: PropertyOrderView; searching: boolean }) {
  const { control, detail, listingOptions } = view;
  return (
    <>
      <SelectFieldOnUse
        control={control}
        name="propertyId"
        label={t.listing}
        data={listingOptions}
        searchable
        nothingFoundMessage={searching ? undefined : t.noListings}
        required
      />
      {detail && (
        <Paper withBorder p="sm">
          <ListingPreview title={detail.title} description={detail.description} imageUrls={detail.imageUrls} />
          {detail.thirdPartyJson && (
            <Button variant="light" mt="sm" onClick={() => downloadThirdParty(detail.title, detail.thirdPartyJson!)}>
              {t.downloadThirdParty}
            </Button>
          )}
        </Paper>
      )}
    </>
  );
}

/** The campaign: package, audience, start date, description, listing page URL, video, agent page URL. */
export function PropertyCampaignSection({ view, page }: { view: PropertyOrderView; page: PropertyOrderPageData }) {
  const { control, client, showVideo, agentExtend, agentUrlSource } = view;
  return (
    <>
      <PackageField control={control} packages={page.packages} />
      <AudienceField control={control} audiences={page.audiences} />
      <StartDateField control={control} description={t.startDateHint} />
      <TextInputField control={control} name="shortDesc" label={t.shortDesc} description={t.shortDescHint} />
      {client?.showPropertyUrlField && <UrlField control={control} name="propertyUrl" label={t.propertyUrl} required />}
      {showVideo && <UrlField control={control} name="videoUrl" label={t.videoUrl} required />}
      {agentExtend && client?.showAgentLandingPage && (
        <Paper withBorder p="sm" component="fieldset">
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
    </>
  );
}

/** The lead agent: name, email, phone, postcode (agent extend) and image, new or the viewer's current one. */
export function LeadAgentSection({ view }: { view: PropertyOrderView }) {
  const { control, agentExtend, imagePreview, leadAgentImage, keptImage } = view;
  return (
    <>
      <Text component="h2" fw={600} mt="sm">
        {t.leadAgent}
      </Text>
      <FieldRow>
        <TextInputField control={control} name="name" label={t.leadAgentName} required={agentExtend} />
        <TextInputField control={control} name="email" label={t.leadAgentEmail} type="email" required={agentExtend} />
        <TextInputField
          control={control}
          name="phone"
          label={t.leadAgentPhone}
          description={t.leadAgentPhoneHint}
          required={agentExtend}
        />
        {agentExtend && <TextInputField control={control} name="postcode" label={t.postcode} required />}
      </FieldRow>
      <LocalFileField
        control={control}
        name="leadAgentImage"
        label={t.leadAgentImage}
        description={t.leadAgentImageHint}
        accept={['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png']}
        required={agentExtend && !keptImage}
        image
        chosenText={t.chosenImage}
        removeText={t.removeImage}
      />
      {imagePreview && <ShapedImage src={imagePreview} alt={t.imagePreview} shape="avatar" />}
      {!leadAgentImage && keptImage && (
        <Group gap="sm" align="center" wrap="nowrap">
          {keptImage.url && <ShapedImage src={keptImage.url} alt={t.currentImage} shape="avatar" />}
          <Stack gap={4}>
            <Text size="sm">{t.keepingCurrentImage}</Text>
            <Button variant="subtle" size="compact-sm" w="fit-content" onClick={view.dropCurrentImage}>
              {t.dropCurrentImage}
            </Button>
          </Stack>
        </Group>
      )}
    </>
  );
}

/** Report recipients, the organic post (offices that publish them) and the note. */
export function PropertyExtrasSection({
  view,
  organicCampaigns,
}: {
  view: PropertyOrderView;
  organicCampaigns: boolean;
}) {
  const { control } = view;
  return (
    <>
      <RecipientsField control={control} />
      {organicCampaigns && <CheckboxField control={control} name="organicPost" label={t.organicPost} />}
      <TextAreaField control={control} name="note" label={t.note} />
    </>
  );
}
