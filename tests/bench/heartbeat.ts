/**
 * Stall watch for the server's CPU. Pinned next to the server under test, this process wakes every
 * few milliseconds and prints `{"at":<epoch ms>,"gap":<ms>}` whenever a wake-up came much later
 * than asked. It does almost nothing else, so the scheduler runs it within a few milliseconds even
 * when the server saturates the CPU; a long gap means the CPU itself did not run (the virtual
 * machine was descheduled, or the kernel held it), not that the server was slow. The bench treats a
 * round with such a gap like one disturbed by other processes (lib/load.ts `undisturbed`).
 */
const INTERVAL_MS = 5;
const REPORT_ABOVE_MS = Number(process.env.STALL_REPORT_MS ?? 20);

let last = performance.now();
const tick = () => {
  const now = performance.now();
  const gap = now - last;
  last = now;
  if (gap > REPORT_ABOVE_MS)
    process.stdout.write(`${JSON.stringify({ at: performance.timeOrigin + now, gap: Math.round(gap * 10) / 10 })}\n`);
  setTimeout(tick, INTERVAL_MS);
};
setTimeout(tick, INTERVAL_MS);
process.stdout.write('{"ready":true}\n');
process.once('SIGTERM', () => process.exit(0));
