/**
 * Bench-only: loaded into the BFF under test with `--import` (like probe.ts), it declares one more
 * upload kind, as a module would, for the 10 MB upload measurement of the `files` scenario (the
 * portal's own kinds are 1 MB). Nothing else of the BFF changes.
 */
import { registerUploadKind } from '../../bff/src/http/transfers/registry.ts';

export const BENCH_UPLOAD_KIND = 'benchLarge';
export const BENCH_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

registerUploadKind({
  kind: BENCH_UPLOAD_KIND,
  maxBytes: BENCH_UPLOAD_MAX_BYTES,
  tooLargeMessage: 'Bench upload over 10 MB',
  types: ['png'],
  typeMessage: 'Bench upload must be a PNG',
  upstream: { path: 'files', field: 'image', subType: 'agent original' },
});
