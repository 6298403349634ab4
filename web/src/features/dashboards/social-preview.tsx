import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FetchCampaignPreviewMutation } from './queries.ts';
import { texts as t } from './texts.ts';

/**
 * The partner's preview field is an `<iframe>` tag: its address (https only) or its inline document,
 * read without running or attaching anything (DOMParser makes an inert document). The portal then
 * draws its own sandboxed frame from it, titled and 800 pixels high (spec 2.8).
 */
export function previewFrameOf(markup: string): { src: string } | { srcDoc: string } | null {
  const frame = new DOMParser().parseFromString(markup, 'text/html').querySelector('iframe');
  if (!frame) return null;
  const srcDoc = frame.getAttribute('srcdoc');
  if (srcDoc) return { srcDoc };
  const src = frame.getAttribute('src') ?? '';
  try {
    return new URL(src).protocol === 'https:' ? { src } : null;
  } catch {
    return null;
  }
}

export interface SocialPreviewProps {
  campaignId: string;
  /** The campaign's preview markup; null when it has none (or N/A): then it is fetched once. */
  preview: string | null;
  adListingUrl: string | null;
}

/**
 * The social ad preview (spec 2.8): View Ad Listing, a loader while the partner is asked (only when
 * the campaign has none), the error or unavailable texts, and the partner's markup in a sandboxed
 * frame 800 pixels high — nothing of it runs in the portal.
 */
export function SocialPreview({ campaignId, preview, adListingUrl }: SocialPreviewProps) {
  const [fetchPreview, { data, loading, error }] = useMutation(FetchCampaignPreviewMutation);
  const [asked, setAsked] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (preview !== null || started.current) return;
    started.current = true;
    setAsked(true);
    void fetchPreview({ variables: { campaignId } }).catch(() => undefined);
  }, [campaignId, preview, fetchPreview]);

  const markup = preview ?? data?.fetchCampaignPreview.preview ?? null;
  const frame = markup ? previewFrameOf(markup) : null;
  return (
    <section aria-labelledby="social-preview">
      <Stack gap="sm">
        <Title order={2} size="h4" id="social-preview">
          {t.preview}
        </Title>
        {adListingUrl && (
          <Anchor href={adListingUrl} target="_blank" rel="noopener noreferrer">
            {t.viewAdListing}
          </Anchor>
        )}
        {frame ? (
          <iframe
            title={t.previewFrame}
            {...frame}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            height={800}
            style={{ border: 0, width: '100%', maxWidth: 560, height: 800 }}
          />
        ) : loading || (asked && !data && !error) ? (
          <Center p="md" role="status" aria-label={t.previewLoading}>
            <Loader aria-hidden />
          </Center>
        ) : error ? (
          <Alert color="red" variant="light" role="alert">
            {t.previewError}
          </Alert>
        ) : (
          <Text size="sm">{t.previewUnavailable}</Text>
        )}
      </Stack>
    </section>
  );
}
