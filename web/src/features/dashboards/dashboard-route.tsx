import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { texts as t } from './texts.ts';

// The route's loader has asked for this chunk already (beside the page's query).
const DashboardPage = lazy(async () => ({ default: (await import('./dashboard-page.tsx')).DashboardPage }));

/**
 * The dashboards' route component: the signed-in shell and the dashboard's skeleton show as soon
 * as the shell is there, while the page's chunk (and then the chart library's, after the numbers)
 * is still on its way — the route does not hold the whole screen back for them.
 */
export function DashboardRoute() {
  return (
    <Suspense
      fallback={
        <Stack gap="md">
          <PageTitle>{t.dashboardTitle}</PageTitle>
          <DashboardSkeleton />
        </Stack>
      }
    >
      <DashboardPage />
    </Suspense>
  );
}
