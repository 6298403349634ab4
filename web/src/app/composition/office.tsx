import { notFoundPath, unauthorisedPath } from '../../features/errors/urls.ts';
import { OfficeLayout } from '../../features/office/office-layout.tsx';
import { readBranding } from '../branding/branding-storage.ts';

/**
 * The office area's layout with what it takes from the app: the client logo (else the favicon) of
 * the branding stored in the browser, and the error pages an unknown or refused office goes to.
 */
export function ComposedOfficeLayout() {
  const branding = readBranding();
  return (
    <OfficeLayout
      logoUrl={branding?.logo ?? branding?.favicon ?? null}
      notFoundPath={notFoundPath}
      forbiddenPath={unauthorisedPath}
    />
  );
}
