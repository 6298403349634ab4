import { Loader, Progress, Stack } from '@mantine/core';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { texts } from '../texts.ts';

export function TestScreen() {
  return (
    <Stack gap="lg" maw={480}>
      <PageTitle>{texts.titles.test}</PageTitle>
      <Loader aria-hidden />
      <Progress.Root size="lg">
        <Progress.Section value={100} animated striped aria-label={texts.loading} />
      </Progress.Root>
    </Stack>
  );
}
