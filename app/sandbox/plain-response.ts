/** The sandboxes speak their partners' protocols, not our envelope: plain text errors, never cached. */
export const plainText = (text: string, status: number): Response =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
