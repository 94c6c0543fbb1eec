type Entry = {
  data?: unknown;
  /** when data arrived (ms) */
  at: number;
  promise?: Promise<unknown>;
  controller?: AbortController;
  /** subscribers waiting for or showing this entry; a pending fetch nobody wants any more is aborted */
  users: number;
};

const MAX_ENTRIES = 100;

/**
 * A small per-app cache of fetched data, enough for what the site did with React Query: answers are reused
 * while fresh (staleTime), concurrent asks for one key share one request, failures are not cached, and a
 * request nobody waits for any more is aborted.
 */
export class QueryCache {
  readonly #entries = new Map<string, Entry>();

  /** Fresh data for the key, if any. */
  peek<T>(key: string, staleTime: number): T | undefined {
    const entry = this.#entries.get(key);
    return entry && 'data' in entry && Date.now() - entry.at < staleTime ? (entry.data as T) : undefined;
  }

  /** Fresh data, the request already under way, or a new request. */
  fetch<T>(key: string, fn: (signal: AbortSignal) => Promise<T>, staleTime: number): Promise<T> {
    const fresh = this.peek<T>(key, staleTime);
    if (fresh !== undefined) return Promise.resolve(fresh);
    const running = this.#entries.get(key);
    if (running?.promise) return running.promise as Promise<T>;

    const controller = new AbortController();
    const entry: Entry = { at: 0, controller, users: 0 };
    const promise = fn(controller.signal).then(
      (data) => {
        if (this.#entries.get(key) === entry) Object.assign(entry, { data, at: Date.now(), promise: undefined, controller: undefined });
        return data;
      },
      (error: unknown) => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
        throw error;
      },
    );
    entry.promise = promise;
    this.#entries.set(key, entry);
    this.#trim();
    return promise;
  }

  /** Marks the key as wanted (a mounted list, a submit waiting); returns the release. */
  hold(key: string): () => void {
    const entry = this.#entries.get(key);
    if (!entry) return () => {};
    entry.users += 1;
    return () => {
      entry.users -= 1;
      // checked after the current work, so a component that re-subscribes at once (Strict Mode) keeps it
      queueMicrotask(() => {
        if (entry.users <= 0 && entry.promise && this.#entries.get(key) === entry) {
          this.#entries.delete(key);
          entry.controller?.abort();
        }
      });
    };
  }

  #trim() {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES) return;
      this.#entries.delete(key);
    }
  }
}
