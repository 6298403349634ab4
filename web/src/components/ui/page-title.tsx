import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} size="h2" mb="lg">
      {children}
    </Title>
  );
}
