import type { ApolloClient } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientHandleOf } from '../lib/apollo/client-handle.ts';
import { createOperationTracker } from './apollo/operation-tracker.ts';
import { Providers } from './providers.tsx';

const containerLoaded = vi.hoisted(() => vi.fn());
vi.mock('./toasts/toasts.tsx', async (importOriginal) => {
  containerLoaded();
  return importOriginal();
});

afterEach(() => notifications.clean());

describe('Providers', () => {
  it('load the toasts container with the first toast, not with the page (/login never downloads it)', async () => {
    render(
      <Providers client={clientHandleOf({} as ApolloClient)} operations={createOperationTracker()}>
        <p>The sign-in form</p>
      </Providers>,
    );
    expect(screen.getByText('The sign-in form')).toBeInTheDocument();
    // Every import the render started has finished: none was the container's.
    await vi.dynamicImportSettled();
    expect(containerLoaded).not.toHaveBeenCalled();

    act(() => void notifications.show({ message: 'The request could not be sent.' }));
    expect(await screen.findByText('The request could not be sent.')).toBeInTheDocument();
    expect(containerLoaded).toHaveBeenCalledOnce();
  });
});
