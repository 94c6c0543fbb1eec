import 'server-only';
import { logger } from '@/lib/logger';

const stops = new Map<string, () => void>();

/**
 * Runs `work` every `seconds` in this process under `name` (hold expiry, order expiry, the mail outbox): a plain
 * unref'd timer, not a queue, so it is one code path on PGlite and PostgreSQL and never keeps a process alive; a run
 * never overlaps the previous one, a failure is logged and the next run tries again, and starting `name` again
 * stops the earlier one (timer and run in progress). The work itself must be safe in every process at once (FOR UPDATE SKIP LOCKED).
 * Returns a stop function; it also aborts the signal `work` gets, so a run in progress takes no new work after it.
 */
export function every(name: string, seconds: number, work: (signal: AbortSignal) => Promise<void>): () => void {
  stops.get(name)?.();
  let running = false;
  const stopped = new AbortController();
  const handle = setInterval(() => {
    if (running) return;
    running = true;
    void work(stopped.signal)
      .catch((error: unknown) => logger().error({ err: error, job: name }, 'periodic job failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  handle.unref();
  const stop = () => {
    clearInterval(handle);
    stopped.abort();
    if (stops.get(name) === stop) stops.delete(name);
  };
  stops.set(name, stop);
  return stop;
}
