/**
 * Spec 4: a 401 from the API means the session is over. The auth provider registers what that does
 * (clear the session, become a guest); the axios interceptor calls it. Kept apart from http.ts so that
 * registering does not load axios.
 */
type Handler = () => void;
let handler: Handler | null = null;

/** Registers the 401 handler; returns the unregister function. */
export function onUnauthorized(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function notifyUnauthorized(): void {
  handler?.();
}
