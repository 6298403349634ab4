import { Center, Paper } from '@mantine/core';
import { useRef } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { useBranding } from '../branding/use-branding.ts';
import { texts } from '../../lib/texts.ts';
import classes from './plain-layout.module.css';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';

const MAIN_ID = 'main-content';

export function PlainLayout() {
  const branding = useBranding();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <div className={classes.page}>
      <SkipLink targetId={MAIN_ID} label={texts.skipToContent} />
      <Paper
        component="main"
        id={MAIN_ID}
        ref={main}
        tabIndex={-1}
        className={`${classes.card} ${classes.main}`}
        shadow="md"
        radius="lg"
        p="xl"
        withBorder
      >
        <Center mb="lg">
          <BrandLogo logoUrl={branding?.logo ?? null} productName={texts.productName} />
        </Center>
        <Outlet />
      </Paper>
    </div>
  );
}
