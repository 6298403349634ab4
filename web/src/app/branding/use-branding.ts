import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { graphql } from '../../__generated__';
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

/** The host's branding: the stored copy until the server has answered, then the answer (which is stored). */
export function useBranding(): StoredBranding | null {
  const { data } = useQuery(BrandingQuery, { variables: { host: window.location.host } });

  const fetched = useMemo((): StoredBranding | null | undefined => {
    if (!data) return undefined;
    const { branding } = data;
    if (!branding) return null;
    return {
      logo: branding.logoUrl ?? null,
      logoInverse: branding.logoInverseUrl ?? null,
      favicon: branding.faviconUrl ?? null,
    };
  }, [data]);

  useEffect(() => {
    if (fetched === undefined) return;
    storeBranding(fetched);
    applyFavicon(fetched?.favicon);
  }, [fetched]);

  return fetched === undefined ? readBranding() : fetched;
}
