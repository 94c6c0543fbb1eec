import { z } from 'zod';
import { vnMobileSchema } from '@/lib/text/vn-phone';
import { GENDERS } from './genders';

export { GENDERS };

// C0/C1 control characters (tabs and newlines included): a name is one printable line.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const nameField = (label: string) =>
  z
    .string({ error: `${label} là bắt buộc` })
    .trim()
    .min(1, `${label} không được để trống`)
    .max(50, `${label} tối đa 50 ký tự`)
    .refine((value) => !CONTROL.test(value), `${label} chứa ký tự không hợp lệ`);

/** PATCH /api/v2-user/profile: the whole editable profile; the phone is stored as +84 and 9 digits. */
export const profileBodySchema = z.strictObject({
  first_name: nameField('Tên'),
  last_name: nameField('Họ'),
  gender: z.enum(GENDERS, { error: 'Giới tính phải là male, female hoặc other' }),
  phone: vnMobileSchema('Số điện thoại di động Việt Nam không hợp lệ (ví dụ 0901234567)', z.string({ error: 'Số điện thoại là bắt buộc' })),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** Spec 3 "Logged-in user" as the site answers it (loyalty comes from its own endpoints). */
export const profileSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  expired_at: z.string(),
  business_role: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/v2-user/loyalty-members (features/loyalty): the fields the sign-in flow reads. */
export type LoyaltyMember = { member_id: number | string; status: string; is_third_party: boolean; level_name?: string | null };

/** GET /api/v2-user/loyalties/member-info (features/loyalty); null until the membership is activated. */
export type MemberInfo = {
  member_id: number | string;
  status: string;
  level_code: string;
  level_name: string;
  level_name_en: string;
  loyalty_discount_percent: number;
  available_point: number;
  room_night: number;
  next_level: unknown;
  next_expiring_points: unknown;
};
