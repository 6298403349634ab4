import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FragmentType } from '../../__generated__';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import type { SupportFormFragment } from './support-form.tsx';
import classes from './support-widget.module.css';
import { SupportWidget } from './support-widget.tsx';

const viewer = { __typename: 'Viewer' } as unknown as FragmentType<typeof SupportFormFragment>;

describe('SupportWidget launcher', () => {
  it('is named Contact Support whether its label shows (desktop) or only its icon (phones)', async () => {
    const { user } = renderWithProviders(<SupportWidget viewer={viewer} />);
    const launcher = screen.getByRole('button', { name: 'Contact Support' });
    // The visible label is the part phones hide; the icon is decoration.
    const label = launcher.querySelector(`.${classes.launcherLabel}`);
    expect(label).toHaveTextContent('Contact Support');
    expect(launcher.querySelector('svg')).toHaveAttribute('aria-hidden');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await user.click(launcher);
    expect(screen.getByRole('dialog', { name: 'Contact Support' })).toBeVisible();
  });
});
