import { Box, Center, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { creativeDimensions, type CreativeSizeKey } from './sizes.ts';
import { creativeTexts as t } from './texts.ts';

/** How long a creative may take to say it has drawn before the placeholder replaces it. */
export const CREATIVE_READY_TIMEOUT_MS = 8000;

/**
 * The sandbox attributes of every creative frame: scripts run (a creative may animate) in an opaque
 * origin (never allow-same-origin with allow-scripts), and a click may open the ad's destination.
 */
export const CREATIVE_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

type State = 'loading' | 'ready' | 'unavailable';

/**
 * One ad creative: the creative URL in a sandboxed iframe at its size key's pixels. Creatives are
 * untrusted markup, so they never enter the portal's document. A creative tells its parent it has
 * drawn (`postMessage({ type: 'creative-ready' })`, as the sandbox renderer does); until then a
 * placeholder covers the frame, and when it does not answer in time (or no URL is set) the
 * placeholder says so instead of showing a broken frame.
 */
export function CreativeFrame({
  src,
  size,
  title = t.frameTitle(size),
  timeoutMs = CREATIVE_READY_TIMEOUT_MS,
}: {
  src: string | null;
  size: CreativeSizeKey;
  /** The frame's accessible name (default: Ad creative <size>). */
  title?: string;
  timeoutMs?: number;
}) {
  const { width, height } = creativeDimensions(size);
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<State>(src ? 'loading' : 'unavailable');

  useEffect(() => {
    if (!src) {
      setState('unavailable');
      return;
    }
    setState('loading');
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === 'creative-ready') setState('ready');
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => setState((now) => (now === 'loading' ? 'unavailable' : now)), timeoutMs);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [src, timeoutMs]);

  return (
    <Box
      pos="relative"
      w={width}
      h={height}
      maw="100%"
      style={{ overflow: 'hidden', flex: '0 0 auto' }}
      data-creative-size={size}
      data-creative-state={state}
    >
      {src && state !== 'unavailable' && (
        <iframe
          ref={frame}
          src={src}
          title={title}
          width={width}
          height={height}
          sandbox={CREATIVE_SANDBOX}
          referrerPolicy="no-referrer"
          style={{ border: 0, display: 'block', visibility: state === 'ready' ? 'visible' : 'hidden' }}
        />
      )}
      {state !== 'ready' && (
        <Center
          pos="absolute"
          inset={0}
          bg="gray.1"
          style={{ border: '1px dashed var(--mantine-color-gray-5)' }}
          role={state === 'unavailable' ? 'img' : 'status'}
          aria-label={state === 'unavailable' ? `${title}: ${t.unavailable}` : undefined}
        >
          <Text size="sm" c="dimmed" ta="center" p="xs">
            {state === 'loading' ? t.loading : src ? t.unavailable : t.notConfigured}
          </Text>
        </Center>
      )}
    </Box>
  );
}
