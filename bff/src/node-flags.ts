/**
 * The Node.js options the BFF process is started with (decision 047). Node reads them before any
 * JavaScript runs, so they cannot be set from inside the BFF as decision 011's flag is: each way of
 * starting the BFF passes them on the command line — `npm start` (scripts/start.ts), the Docker
 * image (docker/bff.Dockerfile, checked by tests/integration/docker-files.test.ts) and the test and
 * bench harnesses (tests/support/processes.ts). `main.ts` warns when they are missing, for an
 * operator who starts it another way.
 *
 * `--max-semi-space-size=8`: V8 sizes the young generation from the memory it sees, up to 32 MiB
 * per semi-space on a machine with more than 16 GiB. With a young generation that large and a heap
 * of about 35 MiB, the BFF ran a full (mark-compact) collection every 18 downloads of a 664 KiB
 * CSV: the socket buffers of a streamed transfer are memory outside the heap that only a
 * collection frees, a young generation that large fills too slowly to collect them first, so 64 MiB
 * of them forced a full collection, and V8 started one whenever the old generation's headroom was
 * less than the young generation's size. 8 MiB, the 64-bit default up to Node 19, keeps young
 * collections frequent enough to free them.
 */
export const BFF_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];

/** The BFF_NODE_FLAGS options (by name) that neither the command line nor NODE_OPTIONS sets. */
export const missingNodeFlags = (execArgv: readonly string[], nodeOptions: string | undefined): string[] => {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].map((arg) =>
    arg.split('=')[0]!.replaceAll('_', '-'),
  );
  return BFF_NODE_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]!));
};
