import type { ApolloClient } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientHandleOf } from '../lib/apollo/client-handle.ts';
import { createOperationTracker } from './apollo/operation-tracker.ts';
import { Providers } from './providers.tsx';
import { theme } from './theme.ts';
import { ToastsHost } from './toasts/toasts-host.tsx';

// A file that mocks a module runs isolated (vitest.config.ts): no toasts module another file loaded
// stands in for the watched one.
const containerLoaded = vi.hoisted(() => vi.fn());
vi.mock('./toasts/toasts.tsx', async (importOriginal) => {
  containerLoaded();
  return importOriginal();
});

afterEach(() => notifications.clean());

describe('toasts', () => {
  it('the providers every page has do not load the toasts container (/login never downloads it)', async () => {
    render(
      <Providers client={clientHandleOf({} as ApolloClient)} operations={createOperationTracker()}>
        <p>The sign-in form</p>
      </Providers>,
    );
    expect(screen.getByText('The sign-in form')).toBeInTheDocument();
    // Every import the render started has finished: none was the container's.
    await vi.dynamicImportSettled();
    expect(containerLoaded).not.toHaveBeenCalled();
  });

  it("the signed-in shell's host shows a toast raised before its container arrived, and later ones", async () => {
    notifications.show({ message: 'The request could not be sent.' });
    render(
      <MantineProvider theme={theme}>
        <ToastsHost />
      </MantineProvider>,
    );
    expect(await screen.findByText('The request could not be sent.')).toBeInTheDocument();
    act(() => void notifications.show({ message: 'Recipient added' }));
    expect(await screen.findByText('Recipient added')).toBeInTheDocument();
  });
});
