import 'server-only';
import pino from 'pino';

const holder = globalThis as unknown as { __logger?: pino.Logger };

/** One JSON line per event on stdout; level from LOG_LEVEL. */
export function logger(): pino.Logger {
  holder.__logger ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  return holder.__logger;
}
