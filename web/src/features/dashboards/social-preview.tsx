import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FetchCampaignPreviewMutation } from './queries.ts';
import { texts as t } from './texts.ts';

/**
 * The partner's preview field is an `<iframe>` tag: its address (http or https) or its inline document,
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
    // An http(s) address only; which origins may be framed is the frame policy's (PREVIEW_ORIGINS).
    return ['https:', 'http:'].includes(new URL(src).protocol) ? { src } : null;
  } catch {
    return null;
  }
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
};

/**
 * Whether the page's frame policy (the BFF's content security policy, `frame-src`: PREVIEW_ORIGINS)
 * refused to frame `src`: the browser reports it as a `securitypolicyviolation` of the document.
 */
function useFrameRefused(src: string | null): boolean {
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return;
    const origin = originOf(src);
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      const directive = event.effectiveDirective || event.violatedDirective;
      if (!/^(frame|child)-src/.test(directive)) return;
      if (event.blockedURI === src || originOf(event.blockedURI) === origin) setRefused(src);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [src]);
  return refused !== null && refused === src;
}

/** A preview the portal may not frame (an origin outside the frame policy): a card that opens it on the partner's site. */
function OpenPreviewCard({ src }: { src: string }) {
  return (
    <Paper withBorder radius="md" p="md" maw={560}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.previewElsewhere}</Text>
        <Button
          component="a"
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t.openPreview}
        </Button>
      </Stack>
    </Paper>
  );
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
 * frame 800 pixels high — nothing of it runs in the portal. A preview whose address the frame
 * policy refuses (a partner origin not in PREVIEW_ORIGINS) becomes an Open preview card instead of
 * the browser's "content is blocked" frame.
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
  const src = frame && 'src' in frame ? frame.src : null;
  const refused = useFrameRefused(src);
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
        {src && refused ? (
          <OpenPreviewCard src={src} />
        ) : frame ? (
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
