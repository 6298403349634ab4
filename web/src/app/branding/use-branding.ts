import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__';
import { requestOperation } from '../../lib/graphql/operation.ts';
import { applyFavicon, readBranding, storeBranding, type StoredBranding } from './branding-storage.ts';

const BrandingQuery = graphql(`
  query Branding($host: String!) {
    branding(host: $host) {
      subDomain
      logoUrl
      logoInverseUrl
      faviconUrl
    }
  }
`);

/**
 * The host's branding: the stored copy until the server has answered, then the answer (which is
 * stored). A plain request rather than Apollo: the signed-out pages show it before Apollo is
 * loaded (decision 026). A failed request keeps the stored copy.
 */
export function useBranding(): StoredBranding | null {
  const [branding, setBranding] = useState<StoredBranding | null>(readBranding);

  useEffect(() => {
    const controller = new AbortController();
    requestOperation(BrandingQuery, { host: window.location.host }, { signal: controller.signal }).then(
      ({ branding: answer }) => {
        const fetched: StoredBranding | null = answer
          ? {
              logo: answer.logoUrl ?? null,
              logoInverse: answer.logoInverseUrl ?? null,
              favicon: answer.faviconUrl ?? null,
            }
          : null;
        storeBranding(fetched);
        applyFavicon(fetched?.favicon);
        setBranding(fetched);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  return branding;
}
