import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useRouteTitle } from '../../lib/router/route-handle.ts';
import { texts } from '../../lib/texts.ts';
import { useVersionRefresh } from '../version/use-version-refresh.ts';

export function RootLayout() {
  const title = useRouteTitle();
  useVersionRefresh();
  useEffect(() => {
    document.title = title ? `${title} | ${texts.productName}` : texts.productName;
  }, [title]);
  return <Outlet />;
}
