import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by `main.ts`, before any other module of the BFF is loaded: turns off V8's
 * allocation-site pretenuring for the BFF process (docs/decisions/011-no-allocation-site-pretenuring.md).
 *
 * V8 makes an allocation site allocate straight into the old generation once most of what it
 * allocated has survived young collections. In the BFF that decision hit the code that parses
 * upstream answers with zod: under load about 3 KB of every screen query went to the old
 * generation (under 0.1 KB without the zod parse, or with pretenuring off), which meant a full
 * collection every two seconds and about 10% more CPU per request. Those objects live for one
 * request; without pretenuring they die young, as in servers that do not parse with zod.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
