import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { CreativeFrame, CREATIVE_SANDBOX } from './creative-frame.tsx';
import { draftCreativeUrl } from './sizes.ts';
import { creativeTexts } from './texts.ts';

const frameOf = (size: string) => document.querySelector<HTMLElement>(`[data-creative-size="${size}"]`)!;

describe('CreativeFrame', () => {
  it('renders the creative in a sandboxed iframe without allow-same-origin, at its size', () => {
    renderWithProviders(<CreativeFrame src="http://127.0.0.1:4010/creatives/agent/300x250" size="300x250" />);
    const iframe = screen.getByTitle('Ad creative 300x250');
    expect(iframe.getAttribute('sandbox')).toBe(CREATIVE_SANDBOX);
    expect(CREATIVE_SANDBOX).not.toContain('allow-same-origin');
    expect(iframe.getAttribute('width')).toBe('300');
    expect(iframe.getAttribute('height')).toBe('250');
    expect(frameOf('300x250').dataset.creativeState).toBe('loading');
  });

  it('shows the creative once it says it has drawn; only its own frame counts', async () => {
    renderWithProviders(<CreativeFrame src="http://127.0.0.1:4010/creatives/office/160x600" size="160x600" />);
    const iframe = screen.getByTitle<HTMLIFrameElement>('Ad creative 160x600');
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'creative-ready' }, source: window }));
    });
    expect(frameOf('160x600').dataset.creativeState).toBe('loading');
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'creative-ready' }, source: iframe.contentWindow }),
      );
    });
    expect(frameOf('160x600').dataset.creativeState).toBe('ready');
  });

  it('a creative that does not answer shows a placeholder, not a broken frame', async () => {
    renderWithProviders(
      <CreativeFrame src="http://127.0.0.1:1/creatives/agent/970x250" size="970x250" timeoutMs={1} />,
    );
    expect(await screen.findByRole('img', { name: `Ad creative 970x250: ${creativeTexts.unavailable}` })).toBeTruthy();
    expect(screen.queryByTitle('Ad creative 970x250')).toBeNull();
  });

  it('no URL set: the placeholder says so', () => {
    renderWithProviders(<CreativeFrame src={null} size="300x600" />);
    expect(screen.getByText(creativeTexts.notConfigured)).toBeTruthy();
  });

  it("a draft's values become the renderer's query", () => {
    const url = new URL(
      draftCreativeUrl('http://127.0.0.1:4010/creatives/agent/300x250', {
        officeId: '11',
        headline: 'Your local expert',
        copy: '',
        label: 'Just Listed',
        name: 'Ann',
        phone: '0400 111 222',
        images: ['uploads/a.png', 'uploads/b.png'],
      }),
    );
    expect(url.searchParams.get('office')).toBe('11');
    expect(url.searchParams.get('headline')).toBe('Your local expert');
    expect(url.searchParams.has('copy')).toBe(false);
    expect(url.searchParams.getAll('image')).toEqual(['uploads/a.png', 'uploads/b.png']);
  });
});

describe('CreativeFrame in a narrow container', () => {
  it('scales a 970x250 creative down to a 350 px wide container, keeping its aspect; a container wide enough leaves it as is', () => {
    const original = window.ResizeObserver;
    let available = 350;
    // The container's measured width, as a browser's ResizeObserver reports it.
    window.ResizeObserver = class {
      readonly callback: ResizeObserverCallback;
      constructor(callback: ResizeObserverCallback) {
        this.callback = callback;
      }
      observe(target: Element) {
        this.callback([{ target, contentRect: { width: available } } as unknown as ResizeObserverEntry], this);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { unmount } = renderWithProviders(
        <CreativeFrame src="http://127.0.0.1:4010/creatives/property/970x250" size="970x250" />,
      );
      const box = frameOf('970x250');
      const iframe = screen.getByTitle<HTMLIFrameElement>('Ad creative 970x250');
      expect(box.dataset.creativeScale).toBe((350 / 970).toFixed(3));
      // The frame keeps the creative's own pixels and is drawn smaller; the box is as tall as the scaled ad.
      expect(iframe.getAttribute('width')).toBe('970');
      expect(iframe.style.transform).toBe(`scale(${350 / 970})`);
      expect(iframe.style.transformOrigin).toBe('top left');
      expect(box.style.height).toBe(`${Math.round((250 * 350) / 970)}px`);
      unmount();

      available = 1200;
      renderWithProviders(<CreativeFrame src="http://127.0.0.1:4010/creatives/property/300x600" size="300x600" />);
      expect(frameOf('300x600').dataset.creativeScale).toBe('1.000');
      expect(screen.getByTitle<HTMLIFrameElement>('Ad creative 300x600').style.transform).toBe('');
      expect(frameOf('300x600').style.height).toBe('600px');
    } finally {
      window.ResizeObserver = original;
    }
  });
});
