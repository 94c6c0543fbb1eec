import 'server-only';
import { users } from '@/features/auth/db';
import type { SeedContext } from '@/lib/db/seed-context';

/** The site's profiles of the demo accounts (ids 1..3 as the sign-on service's seed numbers them). */
const DEMO_PROFILES = [
  { email: 'demo@example.com', lastName: 'Nguyễn', firstName: 'Văn An', gender: 'male', phone: '+84901234567', businessRole: null },
  { email: 'member2@example.com', lastName: 'Trần', firstName: 'Thị Bình', gender: 'female', phone: '+84912345678', businessRole: null },
  { email: 'business@example.com', lastName: 'Lê', firstName: 'Hoàng Minh', gender: 'male', phone: '+84987654321', businessRole: 'booker' },
] as const;

export async function seedAuth(ctx: SeedContext): Promise<void> {
  const rows = DEMO_PROFILES.map((profile, i) => ({ id: i + 1, ...profile }));
  await ctx.handle.db.insert(users).values(rows);
  ctx.log(`auth: ${rows.length} member profiles (${rows.map((r) => r.email).join(', ')})`);
}
