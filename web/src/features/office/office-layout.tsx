import '@mantine/core/styles/NavLink.layer.css';
import { useQuery } from '@apollo/client/react';
import { Box, Flex, NavLink, Stack } from '@mantine/core';
import { IconBuildingStore, IconHome, IconList, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import type { OfficeAreaQuery as OfficeAreaData } from '../../__generated__/graphql.ts';
import { ErrorState, LoadingState } from '../../kit/query-state/query-state.tsx';
import { SHOWS_FORBIDDEN } from '../../lib/apollo/operation-context.ts';
import { hasErrorCode } from '../../lib/graphql-errors.ts';
import { OfficeAreaQuery } from './queries.ts';
import { texts } from './texts.ts';
import { officePaths } from './urls.ts';

export type OfficeAreaOffice = OfficeAreaData['orderingOffice'];

export interface OfficeLayoutProps {
  /** The client logo, else the favicon, from the branding stored in the browser (the app reads it). */
  logoUrl: string | null;
  /** Where an unknown office slug goes (the not-found page). */
  notFoundPath: string;
  /** Where an office the viewer may not reach goes (the portal's no-access page). */
  forbiddenPath: string;
}

function SideBarLogo({ url }: { url: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return null;
  return (
    <img
      src={url}
      alt=""
      onError={() => setFailed(url)}
      style={{ display: 'block', maxHeight: 48, maxWidth: 160, objectFit: 'contain' }}
    />
  );
}

/** The office side bar (spec 2.2): the items the BFF's `sideBar` gives the viewer, and the client's logo. */
export function OfficeSideBar({ office, logoUrl }: { office: OfficeAreaOffice; logoUrl: string | null }) {
  const { pathname } = useLocation();
  const { sideBar, slug } = office;
  const items = [
    sideBar.propertyOrder && {
      to: officePaths.propertyOrder(slug),
      label: texts.sideBar.propertyOrder,
      icon: IconHome,
    },
    sideBar.agentOrder && { to: officePaths.agentOrder(slug), label: texts.sideBar.agentOrder, icon: IconUser },
    sideBar.officeOrder && {
      to: officePaths.officeOrder(slug),
      label: texts.sideBar.officeOrder,
      icon: IconBuildingStore,
    },
    sideBar.campaigns && { to: officePaths.campaigns(slug), label: texts.sideBar.campaigns, icon: IconList },
  ].filter((item) => item !== false);
  return (
    <Box component="nav" aria-label={texts.sideBar.label} w={{ base: '100%', md: 220 }} style={{ flexShrink: 0 }}>
      <Stack gap="xs">
        <SideBarLogo url={logoUrl} />
        <Flex direction={{ base: 'row', md: 'column' }} wrap="wrap" gap={4}>
          {items.map(({ to, label, icon: Icon }) => {
            const active = pathname === to;
            return (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                active={active}
                aria-current={active ? 'page' : undefined}
                leftSection={<Icon size={18} aria-hidden />}
                w={{ base: 'auto', md: '100%' }}
              />
            );
          })}
        </Flex>
      </Stack>
    </Box>
  );
}

/** Whether the path is a page of the office the viewer's side bar does not offer. */
const hiddenPage = ({ slug, sideBar }: OfficeAreaOffice, pathname: string): boolean =>
  (pathname === officePaths.campaigns(slug) && !sideBar.campaigns) ||
  (pathname === officePaths.propertyOrder(slug) && !sideBar.propertyOrder) ||
  (pathname === officePaths.agentOrder(slug) && !sideBar.agentOrder) ||
  (pathname === officePaths.officeOrder(slug) && !sideBar.officeOrder);

/**
 * The layout of every page under /office/:agency: the side bar beside the page. Its one query reads
 * the office and the viewer's side bar; an unknown slug goes to the not-found page, and an office the
 * viewer may not reach or a page its side bar hides to the no-access page (the session goes on).
 */
export function OfficeLayout({ logoUrl, notFoundPath, forbiddenPath }: OfficeLayoutProps) {
  const { agency = '' } = useParams();
  const { pathname } = useLocation();
  const { data, error, refetch } = useQuery(OfficeAreaQuery, {
    variables: { slug: agency },
    context: { [SHOWS_FORBIDDEN]: true },
  });
  if (hasErrorCode(error, 'NOT_FOUND')) return <Navigate to={notFoundPath} replace />;
  if (hasErrorCode(error, 'FORBIDDEN')) return <Navigate to={forbiddenPath} replace />;
  const office = data?.orderingOffice;
  if (!office) {
    return error ? <ErrorState error={error} onRetry={() => void refetch()} /> : <LoadingState />;
  }
  // What the side bar hides the BFF refuses: a typed or old link to it shows the no-access page at once.
  if (hiddenPage(office, pathname)) return <Navigate to={forbiddenPath} replace />;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
      <OfficeSideBar office={office} logoUrl={logoUrl} />
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <Outlet />
      </Box>
    </Flex>
  );
}
