import { DashboardsSlotsProvider, type DashboardsSlots } from '../../features/dashboards/slots.ts';
import { notFoundPath, unauthorisedPath } from '../../features/errors/urls.ts';
import { OfficeLayout } from '../../features/office/office-layout.tsx';
import { readBranding } from '../branding/branding-storage.ts';
import { lazySlot } from './lazy-slot.tsx';

/**
 * The dashboards' creatives drawn by the creatives area's frame (sandboxed, a placeholder when one
 * does not answer), loaded when a dashboard first shows one, not with the office area.
 */
const dashboardsSlots: DashboardsSlots = {
  CreativeFrame: lazySlot(() => import('../../features/creatives/creative-frame.tsx').then((m) => m.CreativeFrame)),
};

/**
 * The office area's layout with what it takes from the app: the client logo (else the favicon) of
 * the branding stored in the browser, and the error pages an unknown or refused office goes to; the
 * dashboards under it get the creatives area's frame.
 */
export function ComposedOfficeLayout() {
  const branding = readBranding();
  return (
    <DashboardsSlotsProvider value={dashboardsSlots}>
      <OfficeLayout
        logoUrl={branding?.logo ?? branding?.favicon ?? null}
        notFoundPath={notFoundPath}
        forbiddenPath={unauthorisedPath}
      />
    </DashboardsSlotsProvider>
  );
}
