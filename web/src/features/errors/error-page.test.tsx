import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ErrorPage } from './error-page.tsx';

const at = (url: string) => renderWithProviders(<ErrorPage />, { url, path: '/error/:error/:message' });

describe('ErrorPage', () => {
  it('404: the not-found texts and Go back', () => {
    renderWithProviders(<ErrorPage />, { url: '/404', path: '/404' });
    expect(
      screen.getByRole('heading', { name: "Oops, It seems we can't find what you're looking for." }),
    ).toBeInTheDocument();
    expect(screen.getByText('File Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toBeInTheDocument();
  });

  it('401: no access with Back to homepage', () => {
    at('/error/401/Unauthorised%20Access');
    expect(
      screen.getByRole('heading', { name: "Oops, you don't have access to view this content" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unauthorised Access')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });

  it('500: a server error text, never the not-found one', () => {
    at('/error/500/Unknown%20Error');
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong on our side' })).toBeInTheDocument();
    expect(screen.getByText('Unknown Error')).toBeInTheDocument();
    expect(screen.queryByText(/can't find/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toBeInTheDocument();
  });

  it('other 4xx: a request error text', () => {
    at('/error/429/Too%20many');
    expect(screen.getByRole('heading', { name: 'Oops, that request could not be completed' })).toBeInTheDocument();
  });
});

describe('ErrorPage reached from a report link', () => {
  it('says the report link has expired or is not valid, and whom to ask, instead of File Not Found', () => {
    renderWithProviders(<ErrorPage />, { url: '/404?reason=report-link', path: '/404' });
    expect(screen.getByRole('heading', { name: 'This report link has expired or is not valid' })).toBeInTheDocument();
    expect(screen.getByText('Ask the office that sent you the link for a new one.')).toBeInTheDocument();
    expect(screen.queryByText('File Not Found')).toBeNull();
  });

  it('an unknown reason keeps the plain not-found texts', () => {
    renderWithProviders(<ErrorPage />, { url: '/404?reason=%3Cb%3E', path: '/404' });
    expect(screen.getByText('File Not Found')).toBeInTheDocument();
  });
});
