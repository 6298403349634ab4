import { Box, Text } from '@mantine/core';

export interface CreativeFrameProps {
  /** The size key, e.g. 300x250: the width is its first three characters, the height its last three. */
  size: string;
  url: string;
  title: string;
}

/** The frame's size of a size key (spec 2.8): width = the first three characters, height = the last three. */
export const frameSize = (size: string) => ({ width: Number(size.slice(0, 3)), height: Number(size.slice(-3)) });

/**
 * One creative in a sandboxed iframe: scripts may run in their own opaque origin (no same-origin,
 * no forms, no pop-ups, no top navigation), so the creative can neither read the portal nor move
 * it. Wide creatives scroll inside their own box, never the page.
 */
export function CreativeFrame({ size, url, title }: CreativeFrameProps) {
  const { width, height } = frameSize(size);
  return (
    <Box>
      <Text size="sm" c="dimmed" mb={4}>
        {size}
      </Text>
      {/* A wide creative scrolls inside this region (reachable by keyboard), never the page. */}
      <Box role="region" aria-label={title} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <iframe
          src={url}
          title={title}
          width={width}
          height={height}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          loading="lazy"
          style={{ border: 0, display: 'block' }}
        />
      </Box>
    </Box>
  );
}
