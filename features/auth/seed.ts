import 'server-only';
import { users } from '@/features/auth/db';
import type { SeedContext } from '@/lib/db/seed-context';

/** Demo sign-ins created by the seed (print these in the README). */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'Demo@12345', role: 'member (loyalty ACTIVE)' },
  { email: 'member2@example.com', password: 'Member@12345', role: 'member (loyalty SUSPENSION_REQUESTED)' },
  { email: 'business@example.com', password: 'Business@12345', role: 'business booker (third-party loyalty)' },
] as const;

/** The site's profiles of the demo accounts (ids as the sign-on service numbers them). */
const DEMO_PROFILES = [
  { lastName: 'Nguyễn', firstName: 'Văn An', gender: 'male', phone: '+84901234567', businessRole: null },
  { lastName: 'Trần', firstName: 'Thị Bình', gender: 'female', phone: '+84912345678', businessRole: null },
  { lastName: 'Lê', firstName: 'Hoàng Minh', gender: 'male', phone: '+84987654321', businessRole: 'booker' },
] as const;

export async function seedAuth(ctx: SeedContext): Promise<void> {
  const rows = DEMO_ACCOUNTS.map((account, i) => ({ id: i + 1, email: account.email, ...DEMO_PROFILES[i]! }));
  await ctx.handle.db.insert(users).values(rows);
  ctx.log(`auth: ${rows.length} member profiles (${DEMO_ACCOUNTS.map((a) => a.email).join(', ')})`);
}
