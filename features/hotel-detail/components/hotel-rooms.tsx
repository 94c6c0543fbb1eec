import 'server-only';
import type { TFunction } from 'i18next';
import { BOOKING_LIMITS } from '@/features/booking/index';
import type { SearchAddress } from '@/features/hotel-search/index';
import { Price } from '@/features/currency/index';
import { perNight, type Viewer } from '@/features/hotels/index';
import { toSummaryDate } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import type { Party } from '../party';
import { RoomList } from '../rooms/room-list';
import { SelectionProvider } from '../rooms/selection-context';
import { SelectionSummary } from '../rooms/selection-summary';
import type { HotelView } from '../server/build-hotel-view';
import { StayEditor } from '../stay/stay-editor';
import styles from './hotel-detail-page.module.css';

type Props = {
  hotelId: number;
  view: HotelView;
  address: SearchAddress;
  party: Party;
  viewer: Viewer;
  loginHref: string;
  path: string;
  query: Record<string, string>;
  lang: Lang;
  t: TFunction;
};

/**
 * Rooms and rates for the stay in the address: the stay editor, spec 8's notice when sold out, each room
 * type with its plans, and the selection with "Đặt phòng". A new stay starts a new selection.
 */
export function HotelRooms({ hotelId, view, address, party, viewer, loginHref, path, query, lang, t }: Props) {
  const stayKey = `${address.checkIn}/${address.nights}/${party.roomCount}/${party.adultCount}/${party.childAges.join(',')}`;
  const plans = view.rooms.flatMap((room) =>
    room.offers.map((offer) => ({
      planId: offer.planId,
      roomTypeId: room.id,
      payTotal: offer.prices.payTotal,
      roomsLeft: room.roomsLeft,
      maxAdults: room.maxAdults,
    })),
  );
  return (
    <section className={styles.roomsSection} aria-labelledby="hotel-rooms">
      <h2 id="hotel-rooms">
        {t('rooms', { from: toSummaryDate(address.checkIn), to: toSummaryDate(address.checkOut), count: address.nights })}
      </h2>
      <StayEditor
        key={`editor-${stayKey}`}
        stay={{
          checkIn: address.checkIn,
          nights: address.nights,
          roomCount: party.roomCount,
          adultCount: party.adultCount,
          childAges: [...party.childAges],
        }}
        path={path}
        query={query}
        childLimits={{ maxChildren: BOOKING_LIMITS.maxChildren, maxChildAge: BOOKING_LIMITS.maxChildAge }}
      />
      {view.lowest && (
        <p className={styles.lowest} data-testid="hotel-lowest-price" data-plan-id={view.lowest.planId} data-vnd={view.lowest.payTotal}>
          {t('lowest')}{' '}
          <strong>
            <Price vnd={perNight(view.lowest.payTotal, view.lowest.nights)} />
          </strong>{' '}
          {t('perNight')} · {t('stayTotal', { count: view.lowest.nights })} <Price vnd={view.lowest.payTotal} />
        </p>
      )}
      {view.soldOut && (
        <div className={styles.soldOut} role="status" data-testid="sold-out-notice">
          <h3>{t('soldOut.title')}</h3>
          <p>{t('soldOut.text', { checkIn: toSummaryDate(address.checkIn), checkOut: toSummaryDate(address.checkOut) })}</p>
        </div>
      )}
      <SelectionProvider key={`rooms-${stayKey}`} plans={plans}>
        <RoomList rooms={view.rooms} viewer={viewer} loginHref={loginHref} lang={lang} t={t} />
        <SelectionSummary
          hotelId={hotelId}
          checkIn={address.checkIn}
          nights={address.nights}
          adults={party.adultCount}
          childAges={[...party.childAges]}
        />
      </SelectionProvider>
    </section>
  );
}
