import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { progressCurves } from '../progress/progress-curves.ts';
import { DownloadButton } from './download-button.tsx';

describe('DownloadButton', () => {
  it('is disabled when the screen says so (nothing to export yet), and enabled otherwise', () => {
    const view = renderWithProviders(
      <>
        <DownloadButton url="/downloads/a.csv" label="Export A" curve={progressCurves.packagesExport} disabled />
        <DownloadButton url="/downloads/b.csv" label="Export B" curve={progressCurves.packagesExport} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Export A' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export B' })).toBeEnabled();
    view.unmount();
  });
});
