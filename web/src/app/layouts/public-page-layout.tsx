import { useRef } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { texts } from '../../lib/texts.ts';
import classes from './public-page-layout.module.css';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';

const MAIN_ID = 'main-content';

/**
 * A page open to anyone that is a page, not a sign-in card (the public campaign report, spec 2.9):
 * the whole window's width, the page's own branding (the client's logo and cover) at its top.
 */
export function PublicPageLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <div className={classes.page}>
      <SkipLink targetId={MAIN_ID} label={texts.skipToContent} />
      <main id={MAIN_ID} ref={main} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
