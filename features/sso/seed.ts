import 'server-only';
import { sql } from 'drizzle-orm';
import type { SeedContext } from '@/lib/db/seed-context';
import { ssoAccounts } from './db';
import { hashPassword } from './server/password';

/** Demo sign-ins created by the seed (print these in the README). Ids 1..3 match the site's demo profiles. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'Demo@12345', role: 'member (loyalty ACTIVE)' },
  { email: 'member2@example.com', password: 'Member@12345', role: 'member (loyalty SUSPENSION_REQUESTED)' },
  { email: 'business@example.com', password: 'Business@12345', role: 'business booker (third-party loyalty)' },
] as const;

const DEMO_NAMES = [
  { lastName: 'Nguyễn', firstName: 'Văn An', phone: '+84901234567' },
  { lastName: 'Trần', firstName: 'Thị Bình', phone: '+84912345678' },
  { lastName: 'Lê', firstName: 'Hoàng Minh', phone: '+84987654321' },
] as const;

export async function seedSso(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng.fork('sso');
  const rows = [];
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    // salts from the seed generator: two seeds write the same hashes
    const salt = Uint8Array.from({ length: 16 }, () => rng.int(0, 255));
    rows.push({ id: i + 1, email: account.email, passwordHash: await hashPassword(account.password, salt), ...DEMO_NAMES[i]! });
  }
  await ctx.handle.db.insert(ssoAccounts).values(rows);
  // explicit ids leave the serial behind: the next registration must get id 4
  await ctx.handle.db.execute(sql`select setval(pg_get_serial_sequence('sso_accounts', 'id'), (select max(id) from sso_accounts))`);
  ctx.log(`sso: ${rows.length} demo accounts`);
}
