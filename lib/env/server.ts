import 'server-only';
import type { z } from 'zod';
import { parseServerEnv, type serverEnvSchema } from './schema';

export type ServerEnv = z.infer<typeof serverEnvSchema>;

let cached: ServerEnv | undefined;

/** Parsed once per process; throws with every problem listed when the environment is wrong. */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  cached = parseServerEnv(process.env);
  return cached;
}

/** Tests change process.env between cases. */
export function resetServerEnvCache(): void {
  cached = undefined;
}
