import { AuthProvider } from '@/features/auth/index';
import type { Lang } from '@/lib/i18n/config';
import type { CheckoutStep } from '@/lib/paths';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { FlightCheckoutPage } from './flight-checkout-page';

const guestAdapters = {
  profile: async () => {
    throw new Error('guest');
  },
  clearSession: async () => undefined,
  loyaltyMembers: async () => [],
  memberInfo: async () => {
    throw new Error('guest');
  },
  activate: async () => undefined,
};

/** The flight checkout page in the site's providers, as a guest. */
export function renderFlightCheckout(id: string, { lang = 'vi', step = 1 }: { lang?: Lang; step?: CheckoutStep } = {}) {
  return renderWithProviders(
    <AuthProvider initial={{ status: 'guest', firstName: '', profile: null }} adapters={guestAdapters}>
      <FlightCheckoutPage id={id} initialStep={step} />
    </AuthProvider>,
    { lang },
  );
}
