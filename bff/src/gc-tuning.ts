import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by `main.ts`, before any other module of the BFF is loaded: V8 settings that can be
 * made from inside the process (the ones that cannot are in node-flags.ts).
 *
 * 1. No allocation-site pretenuring (docs/decisions/011-no-allocation-site-pretenuring.md).
 *
 * V8 makes an allocation site allocate straight into the old generation once most of what it
 * allocated has survived young collections. In the BFF that decision hit the code that parses
 * upstream answers with zod: under load about 3 KB of every screen query went to the old
 * generation (under 0.1 KB without the zod parse, or with pretenuring off), which meant a full
 * collection every two seconds and about 10% more CPU per request. Those objects live for one
 * request; without pretenuring they die young, as in servers that do not parse with zod.
 */
setFlagsFromString('--no-allocation-site-pretenuring');

/*
 * 2. Full collections start when the old generation has used 80% of its headroom (by a task; at 95%
 * at once), not whenever its headroom is smaller than the young generation (decision 047). The BFF's
 * heap is small (about 35 MiB) and V8 sizes its headroom from it: 15-18 MiB, against a young
 * generation of 16 MiB (node-flags.ts) to 64 MiB (V8's default on a large machine). V8's own rule
 * then started a full collection about every 100 ms under a stream of downloads, whatever the old
 * generation did: 2-3 ms of CPU per 664 KiB download, more than the download itself.
 */
setFlagsFromString('--incremental-marking-soft-trigger=80');
setFlagsFromString('--incremental-marking-hard-trigger=95');

/*
 * 3. Memory outside the JS heap (socket buffers, ~1 MiB per MiB streamed) counts toward the heap's
 * own growing limit instead of a fixed 64 MiB allowance that forces a full collection each time it
 * is used up (decision 047): with it, a 4.5 MiB export cost a full collection every 14 downloads.
 */
setFlagsFromString('--external-memory-accounted-in-global-limit');
