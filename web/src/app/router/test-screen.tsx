import { Loader, Stack } from '@mantine/core';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { TopProgressBar } from '../../components/ui/top-progress-bar.tsx';
import { texts } from '../../lib/texts.ts';

/** The spec's test page: the loader and the progress bar the portal uses, shown side by side. */
export function TestScreen() {
  return (
    <Stack gap="lg" maw={480}>
      <PageTitle>{texts.titles.test}</PageTitle>
      <div role="status" aria-label={texts.loading}>
        <Loader aria-hidden />
      </div>
      <TopProgressBar active inline label={texts.loading} />
    </Stack>
  );
}
