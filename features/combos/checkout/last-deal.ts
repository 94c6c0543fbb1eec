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

/** The draft this deal's builder saved last in this tab: "Tiếp tục" again changes it (PUT) rather than making another. */
const draftKey = (dealId: number) => `combo_draft:${dealId}`;

export function rememberDraft(dealId: number, draftId: string): void {
  try {
    window.sessionStorage.setItem(draftKey(dealId), draftId);
  } catch {
    // no storage: the next "Tiếp tục" makes a new draft
  }
}

export function lastDraft(dealId: number): string | null {
  try {
    const id = window.sessionStorage.getItem(draftKey(dealId));
    return id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
