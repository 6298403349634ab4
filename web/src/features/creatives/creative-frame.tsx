import { Box, Center, Text } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
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

/** The width the frame's box gets from its container (0 until measured). */
function useBoxWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next !== undefined) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/** How much a creative `width` pixels wide is shrunk to fit `available` pixels (never enlarged). */
export const creativeScale = (width: number, available: number): number =>
  available > 0 && available < width ? available / width : 1;

/**
 * One ad creative: the creative URL in a sandboxed iframe at its size key's pixels. Creatives are
 * untrusted markup, so they never enter the portal's document. A creative tells its parent it has
 * drawn (`postMessage({ type: 'creative-ready' })`, as the sandbox renderer does); until then a
 * placeholder covers the frame, and when it does not answer in time (or no URL is set) the
 * placeholder says so instead of showing a broken frame. In a container narrower than the creative
 * (a 970x250 banner on a phone) the whole creative is scaled down, its aspect kept: the frame still
 * lays out at the creative's own pixels, so the ad draws as designed, only smaller.
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
  const box = useRef<HTMLDivElement>(null);
  const scale = creativeScale(width, useBoxWidth(box));
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
      ref={box}
      pos="relative"
      w="100%"
      maw={width}
      style={{ height: Math.round(height * scale), overflow: 'hidden', flex: '0 1 auto' }}
      data-creative-size={size}
      data-creative-state={state}
      data-creative-scale={scale.toFixed(3)}
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
          style={{
            border: 0,
            display: 'block',
            visibility: state === 'ready' ? 'visible' : 'hidden',
            transform: scale < 1 ? `scale(${scale})` : undefined,
            transformOrigin: 'top left',
          }}
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
