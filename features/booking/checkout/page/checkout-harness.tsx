import type { ReactElement } from 'react';
import { AuthProvider, type Profile } from '@/features/auth/index';
import type { Lang } from '@/lib/i18n/config';
import type { CheckoutStep } from '@/lib/paths';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { CheckoutPage } from './checkout-page';

const memberProfile: Profile = {
  user_id: 7,
  first_name: 'Văn An',
  last_name: 'Nguyễn',
  gender: null,
  phone: '+84901234567',
  email: 'an@example.com',
  expired_at: '2026-12-05T00:00:00.000Z',
  business_role: null,
};

/** The sign-in flow's calls answered at once: a confirmed (ACTIVE) member. */
const memberAdapters = {
  profile: async () => memberProfile,
  clearSession: async () => undefined,
  loyaltyMembers: async () => [{ member_id: '1', status: 'ACTIVE', is_third_party: false }],
  memberInfo: async () => ({
    member_id: '1',
    status: 'ACTIVE',
    level_code: 'SILVER',
    level_name: 'Bạc',
    level_name_en: 'Silver',
    loyalty_discount_percent: 2,
    available_point: 1200,
    room_night: 3,
    next_level: null,
    next_expiring_points: null,
  }),
  activate: async () => undefined,
};

type Options = {
  lang?: Lang;
  step?: CheckoutStep;
  member?: boolean;
  /** the profile call of a signed-in start (answers the member at once unless told) */
  profile?: () => Promise<Profile>;
};

/** The checkout page in the site's providers, as a guest or a signed-in confirmed member. */
export function renderCheckout(id: string, { lang = 'vi', step = 1, member = false, profile = memberAdapters.profile }: Options = {}) {
  const initial = member
    ? { status: 'member' as const, firstName: 'Văn An', profile: memberProfile }
    : { status: 'guest' as const, firstName: '', profile: null };
  const page: ReactElement = (
    <AuthProvider initial={initial} adapters={{ ...memberAdapters, profile }}>
      <CheckoutPage id={id} initialStep={step} ssoBaseUrl="http://localhost:3000/sso" />
    </AuthProvider>
  );
  return renderWithProviders(page, { lang });
}
