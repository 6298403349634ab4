import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { QueryState } from './query-state.tsx';

const empty = { title: 'No data available', text: "There isn't any users available with the given criteria" };

describe('QueryState', () => {
  it('loading: a Loading status, not the content', () => {
    renderWithProviders(<QueryState loading>content</QueryState>);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it("error wins over loading: the spec's text and a retry", async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <QueryState loading error={new Error('x')} onRetry={onRetry}>
        content
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not get End Point');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a refusal or a missing record offers no Retry (asking again cannot answer otherwise); a failure on the way does', () => {
    const failed = (code: string) =>
      Object.assign(new Error('x'), { errors: [{ message: 'x', extensions: { code } }] });
    for (const code of ['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']) {
      const view = renderWithProviders(
        <QueryState loading={false} error={failed(code)} onRetry={vi.fn()}>
          content
        </QueryState>,
      );
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' }), code).not.toBeInTheDocument();
      view.unmount();
    }
    renderWithProviders(
      <QueryState loading={false} error={failed('UPSTREAM_UNAVAILABLE')} onRetry={vi.fn()}>
        content
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('empty: the title and text; otherwise the content', () => {
    const view = renderWithProviders(
      <QueryState loading={false} empty emptyText={empty}>
        content
      </QueryState>,
    );
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByText("There isn't any users available with the given criteria")).toBeInTheDocument();
    view.unmount();
    renderWithProviders(
      <QueryState loading={false} empty={false} emptyText={empty}>
        content
      </QueryState>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
