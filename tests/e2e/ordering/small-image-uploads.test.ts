import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signIn, startE2E, type E2E } from '../fixtures.ts';

/**
 * Small images uploaded by Chromium as the portal uploads them (`uploadFile`: an XMLHttpRequest
 * with a FormData of one file, the CSRF header), canvas-made PNGs of about 3.6, 8.5, 13.9 and
 * 48.6 KB, for each order form kind, as the office admin. Chromium sends such a body in one write:
 * before, every file over the 4,100-byte sniffing prefix was never ended upstream and answered 503
 * after the upstream timeout (docs/decisions/079-upload-end-and-breakers-per-route.md).
 */

/** The sizes of the canvas PNGs, in bytes (each made within 3 % of it). */
const TARGETS = [3_600, 8_500, 13_900, 48_600];
const KINDS = ['agentMainImage', 'heroImage', 'officeKeyImage', 'leadAgentImage', 'propertyImage'];

interface Uploaded {
  kind: string;
  size: number;
  status: number;
  body: string;
  /** The stored file equals the file sent, byte for byte. */
  same: boolean;
}

describe('small images uploaded from Chromium', () => {
  let e2e: E2E;
  before(async () => {
    e2e = await startE2E();
  });
  after(async () => {
    await e2e?.close();
  });

  it('canvas PNGs of 3.6 to 48.6 KB are stored whole for every order form kind', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signIn(page, 'officeadmin@sandbox.test');
      const results = await page.evaluate(
        async ({ targets, kinds }) => {
          /** A canvas PNG of random opaque pixels (they do not compress), 16 rows high, sized near `target`. */
          const pngNear = async (target: number): Promise<Blob> => {
            const draw = async (width: number) => {
              const canvas = document.createElement('canvas');
              canvas.width = width;
              canvas.height = 16;
              const context = canvas.getContext('2d')!;
              const pixels = context.createImageData(width, 16);
              for (let i = 0; i < pixels.data.length; i += 65_536)
                crypto.getRandomValues(pixels.data.subarray(i, i + 65_536));
              for (let i = 3; i < pixels.data.length; i += 4) pixels.data[i] = 255;
              context.putImageData(pixels, 0, 0);
              return new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
            };
            let width = Math.max(1, Math.round(target / 48));
            let best = await draw(width);
            for (let tries = 0; tries < 10 && Math.abs(best.size - target) > target * 0.01; tries++) {
              width = Math.max(1, Math.round(width * (target / best.size)));
              const next = await draw(width);
              if (Math.abs(next.size - target) < Math.abs(best.size - target)) best = next;
            }
            return best;
          };
          /** As the portal's uploadFile sends it. */
          const upload = (kind: string, file: File) =>
            new Promise<{ status: number; body: string }>((resolve) => {
              const xhr = new XMLHttpRequest();
              xhr.open('POST', `/files?kind=${kind}`);
              xhr.withCredentials = true;
              xhr.setRequestHeader('apollo-require-preflight', 'true');
              xhr.addEventListener('loadend', () => resolve({ status: xhr.status, body: xhr.responseText }));
              const body = new FormData();
              body.append('file', file, file.name);
              xhr.send(body);
            });
          const out: Uploaded[] = [];
          for (const target of targets) {
            const blob = await pngNear(target);
            const sent = new Uint8Array(await blob.arrayBuffer());
            for (const kind of kinds) {
              const answer = await upload(kind, new File([blob], `canvas-${target}.png`, { type: 'image/png' }));
              let same = false;
              if (answer.status === 201) {
                const url = (JSON.parse(answer.body) as { url: string }).url;
                const stored = new Uint8Array(await (await fetch(url)).arrayBuffer());
                same = stored.length === sent.length && stored.every((byte, i) => byte === sent[i]);
              }
              out.push({ kind, size: blob.size, ...answer, same });
            }
          }
          return out;
        },
        { targets: TARGETS, kinds: KINDS },
      );
      assert.equal(results.length, TARGETS.length * KINDS.length);
      for (const result of results) {
        const what = `${result.kind} ${result.size} B`;
        assert.equal(result.status, 201, `${what}: ${result.body}`);
        assert.ok(result.same, `${what}: the stored file is the file sent`);
      }
      // The sizes of the issue: one under the sniffing prefix, three over it.
      const sizes = [...new Set(results.map((r) => r.size))];
      for (const [i, target] of TARGETS.entries())
        assert.ok(Math.abs(sizes[i]! - target) <= target * 0.03, `${sizes[i]} B for ${target} B`);
    } finally {
      await context.close();
    }
  });
});
