import { Center, Loader } from '@mantine/core';

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center h="100vh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
