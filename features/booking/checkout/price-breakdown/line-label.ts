import type { Translate } from '@/lib/i18n/translate';
import type { PriceLine } from '@/features/hotels/index';
import type { Lang } from '@/lib/i18n/config';
import { localized } from '@/lib/i18n/localized';
import type { BookingRequest } from '../../schemas';

/** A breakdown line's words in the booking namespace (the data carries the titles of promotions and levels). */
export function priceLineLabel(
  line: PriceLine,
  variant: 'incl' | 'excl',
  t: Translate,
  lang: Lang,
  request: Pick<BookingRequest, 'room_count' | 'nights'>,
): string {
  const rooms = {
    rooms: t('breakdown.roomCount', { count: request.room_count }),
    nights: t('breakdown.nightCount', { count: request.nights }),
  };
  switch (line.id) {
    case 'room':
      return t(variant === 'incl' ? 'breakdown.roomsIncl' : 'breakdown.roomsExcl', rooms);
    case 'promotion':
    case 'loyalty_discount':
      return line.title ? localized(line.title, lang) : '';
    case 'member_discount':
      return t('breakdown.memberDiscount', { percent: line.percent ?? 0 });
    case 'mobile_rate':
      return t('breakdown.mobileRate', { percent: line.percent ?? 0 });
    case 'coupon':
      return t('breakdown.coupon', { code: line.code ?? '' });
    case 'vat':
      return t('breakdown.vat', { percent: line.percent ?? 0 });
    case 'points':
      return t('breakdown.redeemed', { points: line.points ?? 0 });
    default:
      return t(`breakdown.${LINE_KEYS[line.id]}`);
  }
}

const LINE_KEYS = {
  stay: 'stay',
  subtotal_excl: 'subtotalExcl',
  service_fee: 'serviceFee',
  payment_fee: 'paymentFee',
  voucher: 'voucher',
} as const;
