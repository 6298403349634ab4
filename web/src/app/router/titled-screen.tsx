import { PageTitle } from '../../components/ui/page-title.tsx';
import { useRouteTitle } from '../../lib/router/route-handle.ts';

/** A screen whose content comes with later work: its route title as the page heading, nothing else. */
export function TitledScreen() {
  return <PageTitle>{useRouteTitle()}</PageTitle>;
}
