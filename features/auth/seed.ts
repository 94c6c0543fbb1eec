import 'server-only';
import { loyaltyMembers, users } from '@/features/auth/db';
import { syncSerial } from '@/lib/db/bulk';
import type { SeedContext } from '@/lib/db/seed-context';
import { hashPassword } from './server/password';

/** Demo sign-ins created by the seed (print these in the README). */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'Demo@12345', role: 'member (loyalty ACTIVE)' },
  { email: 'member2@example.com', password: 'Member@12345', role: 'member (loyalty SUSPENSION_REQUESTED)' },
  { email: 'business@example.com', password: 'Business@12345', role: 'business booker (third-party loyalty)' },
] as const;

const PEOPLE = [
  { lastName: 'Nguyễn', firstName: 'Văn An', gender: 'male', phone: '0901234567', businessRole: null },
  { lastName: 'Trần', firstName: 'Thị Bình', gender: 'female', phone: '0912345678', businessRole: null },
  { lastName: 'Lê', firstName: 'Hoàng Minh', gender: 'male', phone: '0987654321', businessRole: 'booker' },
] as const;

const LOYALTY = [
  { memberId: 'VN00000001', status: 'ACTIVE', levelName: 'Vàng', availablePoint: 12_500, roomNight: 8, isThirdParty: 0 },
  { memberId: 'VN00000002', status: 'SUSPENSION_REQUESTED', levelName: 'Bạc', availablePoint: 1_200, roomNight: 2, isThirdParty: 0 },
  { memberId: 'TP00000003', status: 'ACTIVE', levelName: 'Kim cương', availablePoint: 56_000, roomNight: 41, isThirdParty: 1 },
] as const;

export async function seedAuth(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng.fork('auth');
  const salt = () => Uint8Array.from({ length: 16 }, () => rng.int(0, 255));
  const salts = DEMO_ACCOUNTS.map(() => salt());
  const userRows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account, i) => ({
      id: i + 1,
      email: account.email,
      passwordHash: await hashPassword(account.password, salts[i]),
      ...PEOPLE[i]!,
    })),
  );
  await ctx.handle.db.transaction(async (tx) => {
    await tx.insert(users).values(userRows);
    await tx.insert(loyaltyMembers).values(LOYALTY.map((l, i) => ({ ...l, id: i + 1, userId: i + 1 })));
    await syncSerial(tx, 'users');
    await syncSerial(tx, 'loyalty_members');
  });
  ctx.log(`auth: ${userRows.length} demo members (${DEMO_ACCOUNTS.map((a) => a.email).join(', ')})`);
}
