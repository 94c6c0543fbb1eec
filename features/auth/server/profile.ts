import 'server-only';
import { forgetPageVisitor } from './page-visitor';
import { eq } from 'drizzle-orm';
import { users } from '@/features/auth/db';
import { GENDERS, type Profile, type ProfileBody } from '@/features/auth/schemas';
import { getDb } from '@/lib/db/client';
import { profileRow, type SessionUser } from './current-user';

type UserRow = typeof users.$inferSelect;

const isGender = (value: string | null): value is (typeof GENDERS)[number] => (GENDERS as readonly (string | null)[]).includes(value);

/** Spec 3's user shape from the profile row and the session (expired_at: 4 days after sign-in). */
export function toProfile(row: UserRow, user: Pick<SessionUser, 'expiresAt'>): Profile {
  return {
    user_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    gender: isGender(row.gender) ? row.gender : null,
    phone: row.phone,
    email: row.email,
    expired_at: user.expiresAt.toISOString(),
    business_role: row.businessRole,
  };
}

/** The signed-in user's profile. */
export async function readProfile(user: SessionUser): Promise<Profile> {
  return toProfile(await profileRow(user.userId), user);
}

/** Replaces the editable fields (already validated and normalised by profileBodySchema). */
export async function updateProfile(user: SessionUser, body: ProfileBody): Promise<Profile> {
  const [row] = await (
    await getDb()
  )
    .update(users)
    .set({ firstName: body.first_name, lastName: body.last_name, gender: body.gender, phone: body.phone, updatedAt: new Date() })
    .where(eq(users.id, user.userId))
    .returning();
  if (!row) return readProfile(user);
  forgetPageVisitor(user.userId);
  return toProfile(row, user);
}
