import { cache } from 'react';

/**
 * React's per-request `cache`, keyed by the arguments' JSON text. `cache` compares arguments by identity,
 * and a page and its generateMetadata each get their own params and searchParams objects, so keyed by
 * identity the two would each do the work. Arguments must be plain JSON values.
 */
export function cacheByValue<Args extends unknown[], Result>(load: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  const once = cache((argsJson: string) => load(...(JSON.parse(argsJson) as Args)));
  return (...args) => once(JSON.stringify(args));
}
