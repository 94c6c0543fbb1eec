/** The deal page a combo was built on, kept in the browser so a lapsed draft's panel can link back to it. */
const KEY = 'combo_last_deal';

export function rememberDealPath(path: string): void {
  try {
    window.localStorage.setItem(KEY, path);
  } catch {
    // no storage: the lapsed panel links to the combo list instead
  }
}

export function lastDealPath(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const path = window.localStorage.getItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
