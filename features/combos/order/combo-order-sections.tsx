'use client';

import { FlightOrderSections } from '@/features/flights/index';
import type { OrderDetail } from '@/features/orders/schemas';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../checkout/combo-checkout.module.css';

const vnDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A combo order's own sections on the order page: the deal's name, the stay (hotel, room, dates), then both legs (+1 after midnight) and their passengers. */
export function ComboOrderSections({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('combos');
  const room = order.rooms[0];
  const en = i18n.language === 'en';
  return (
    <>
      <section className={styles.card} aria-labelledby="order-combo-stay" data-testid="order-combo-stay">
        {/* the deal names the order (its own name, once); the hotel, room and dates follow */}
        <h2 id="order-combo-stay" data-testid="order-combo-title">
          {en ? order.title_en : order.title_vi}
        </h2>
        <h3>{t('order.stay')}</h3>
        {order.hotel ? <p className={styles.hotel}>{en ? order.hotel.name : order.hotel.name_vi || order.hotel.name}</p> : null}
        {order.hotel ? <p>{en ? order.hotel.full_address_en : order.hotel.full_address}</p> : null}
        {room ? (
          <p>{t('order.room', { room: en ? room.room_name_en : room.room_name, rate: en ? room.rate_name_en : room.rate_name })}</p>
        ) : null}
        {order.check_in && order.check_out ? (
          <p>{t('order.stayDates', { checkIn: vnDate(order.check_in), checkOut: vnDate(order.check_out), nights: order.nights ?? 0 })}</p>
        ) : null}
      </section>
      {order.flight ? <FlightOrderSections flight={order.flight} contact={order.contact} withBreakdown={false} /> : null}
    </>
  );
}
