import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { SocialPreview } from './social-preview.tsx';

const markup = (src: string) => `<iframe src="${src}" width="540" height="690"></iframe>`;

/** What the browser reports when the page's frame policy refuses a frame's address. */
const refuse = (blockedURI: string, effectiveDirective = 'frame-src') =>
  act(async () => {
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), {
        blockedURI,
        effectiveDirective,
        violatedDirective: effectiveDirective,
      }),
    );
  });

describe('SocialPreview', () => {
  it("frames a partner's preview address in a sandboxed frame", () => {
    renderWithProviders(
      <SocialPreview campaignId="7" preview={markup('https://partner.example/preview/7?d=1')} adListingUrl={null} />,
    );
    const frame = screen.getByTitle('Social ad preview of the campaign');
    expect(frame.getAttribute('src')).toBe('https://partner.example/preview/7?d=1');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(screen.queryByRole('link', { name: 'Open preview' })).toBeNull();
  });

  it('a preview the frame policy refuses becomes an Open preview card, never a blocked frame', async () => {
    renderWithProviders(
      <SocialPreview campaignId="7" preview={markup('https://partner.example/preview/7?d=1')} adListingUrl={null} />,
    );
    // Another frame's refusal, or another directive's, changes nothing.
    await refuse('https://elsewhere.example/x');
    await refuse('https://partner.example/preview/7?d=1', 'img-src');
    expect(screen.getByTitle('Social ad preview of the campaign')).toBeInTheDocument();
    // Chromium reports a refused cross-origin frame by its origin.
    await refuse('https://partner.example');
    expect(screen.queryByTitle('Social ad preview of the campaign')).toBeNull();
    const open = screen.getByRole('link', { name: 'Open preview' });
    expect(open).toHaveAttribute('href', 'https://partner.example/preview/7?d=1');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("an inline preview (the partner's srcdoc) is framed whatever the policy says of other frames", async () => {
    renderWithProviders(
      <SocialPreview campaignId="7" preview={'<iframe srcdoc="&lt;p&gt;Ad&lt;/p&gt;"></iframe>'} adListingUrl={null} />,
    );
    await refuse('https://partner.example');
    expect(screen.getByTitle('Social ad preview of the campaign').getAttribute('srcdoc')).toBe('<p>Ad</p>');
  });
});

describe('previewFrameOf', () => {
  it('takes an http(s) address (the frame policy decides which origins frame) and nothing that runs in the portal', async () => {
    const { previewFrameOf } = await import('./social-preview.tsx');
    expect(previewFrameOf('<iframe src="http://127.0.0.1:4010/partner/ad-preview/7?d=1"></iframe>')).toEqual({
      src: 'http://127.0.0.1:4010/partner/ad-preview/7?d=1',
    });
    expect(previewFrameOf('<iframe src="data:text/html,<script>alert(1)</script>"></iframe>')).toBeNull();
    expect(previewFrameOf('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
  });
});
