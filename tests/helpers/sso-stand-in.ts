import { randomUUID } from 'node:crypto';
import { setSsoTransport } from '@/features/auth/server';
import { authTokenSecret, signAccessToken, verifyAccessToken } from '@/lib/security/access-token';

type Account = { userId: number; email: string; firstName: string; lastName: string; phone: string | null };
type Session = { account: Account; expiresAt: Date; revoked: boolean };

/**
 * A local stand-in for the sign-on service's HTTP protocol (docs/api.md "Single sign-on"), for tests of
 * the site's side: it signs tokens with the shared key and answers session checks and revocations as
 * an external service would. The built-in service (features/sso) has its own tests.
 */
export function installSsoStandIn() {
  const sessions = new Map<string, Session>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const unauthorized = () => json(401, { status: 'error', message: 'Vui lòng đăng nhập để tiếp tục', error_code: 'UNAUTHORIZED' });
  const requests: string[] = [];

  setSsoTransport(async (url, init) => {
    const { pathname } = new URL(url);
    requests.push(`${init.method ?? 'GET'} ${pathname}`);
    const token = new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? '';
    const claims = await verifyAccessToken(token, authTokenSecret());
    const session = claims ? sessions.get(claims.sessionId) : undefined;
    if (!claims || !session || session.revoked) return unauthorized();
    if (pathname.endsWith('/api/session') && init.method === 'GET') {
      const { account } = session;
      return json(200, {
        status: 'success',
        data: {
          user_id: account.userId,
          session_id: claims.sessionId,
          expired_at: session.expiresAt.toISOString(),
          email: account.email,
          first_name: account.firstName,
          last_name: account.lastName,
          phone: account.phone,
        },
      });
    }
    if (pathname.endsWith('/api/logout')) session.revoked = true;
    else if (pathname.endsWith('/api/sessions/revoke-all')) {
      for (const other of sessions.values()) if (other.account.userId === session.account.userId) other.revoked = true;
    } else return json(404, { status: 'error', message: 'not found', error_code: 'NOT_FOUND' });
    return json(200, { status: 'success', data: null });
  });

  return {
    /** every call the site made, as "METHOD /path" */
    requests,
    /** Signs a user in: the cookie a browser would then send. */
    async signIn(account: Partial<Account> & { userId: number }, issuedAt: Date = new Date()) {
      const full: Account = {
        email: `user${account.userId}@example.com`,
        firstName: 'An',
        lastName: 'Nguyễn',
        phone: '+84901234567',
        ...account,
      };
      const sessionId = randomUUID();
      const { token, expiresAt } = await signAccessToken({ userId: full.userId, sessionId, issuedAt }, authTokenSecret());
      sessions.set(sessionId, { account: full, expiresAt, revoked: false });
      return { token, sessionId, cookie: `accessToken=${token}` };
    },
    revoke(sessionId: string) {
      const session = sessions.get(sessionId);
      if (session) session.revoked = true;
    },
    uninstall() {
      setSsoTransport(null);
    },
  };
}
