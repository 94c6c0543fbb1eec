'use client';

import { Price } from '@/features/currency/index';
import { toSummaryDate } from '@/lib/dates/product-date';
import { localized } from '@/lib/i18n/localized';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { properNameLang } from '@/lib/i18n/vietnamese';
import { checkoutStyles as styles, phoneForApi } from '@/features/checkout/index';
import type { BookingRequest } from '../../schemas';
import { bedOptionLabel } from '../receivers/bed-label';
import { roomSlots, type GuestDetails } from '../receivers/guest-details';
import { useStayCancellation } from '../cancellation/stay-cancellation';

type Props = { request: BookingRequest; details: GuestDetails; onEdit: () => void; onContinue: () => void };

/** Step 2: everything chosen and entered, per room its receiver, bed and cancellation policy; per line its price. */
export function ReviewStep({ request, details, onEdit, onContinue }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { hotel } = request;
  const phone = (local: string) => phoneForApi(local) ?? local;
  const cancellation = useStayCancellation(request);
  return (
    <div className={styles.main}>
      <section className={styles.card} aria-labelledby="review-stay">
        <h2 id="review-stay">{localized({ vi: hotel.name_vi, en: hotel.name }, lang)}</h2>
        <p className={styles.muted}>{localized({ vi: hotel.full_address, en: hotel.full_address_en }, lang)}</p>
        <dl className={styles.facts}>
          <dt>{t('review.checkIn')}</dt>
          <dd>{toSummaryDate(request.check_in)}</dd>
          <dt>{t('review.checkOut')}</dt>
          <dd>{toSummaryDate(request.check_out)}</dd>
          <dt>{t('review.nightsLabel')}</dt>
          <dd>{t('review.nights', { count: request.nights })}</dd>
          <dt>{t('review.partyLabel')}</dt>
          <dd>
            {t('review.rooms', { count: request.room_count })}, {t('review.adults', { count: request.adults })}
            {request.children_ages.length > 0 ? `, ${t('review.children', { count: request.children_ages.length })}` : ''}
          </dd>
          <dt>{t('review.cancellation')}</dt>
          <dd className={cancellation.free ? styles.tagGood : undefined} data-testid="review-cancellation">
            {cancellation.sentence}
          </dd>
          <dt>{t('review.booker')}</dt>
          <dd>
            <span lang={properNameLang(details.booker.full_name)}>{details.booker.full_name.trim()}</span> · {details.booker.email.trim()} ·{' '}
            {phone(details.booker.phone)}
          </dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="review-rooms">
        <h2 id="review-rooms">{t('review.roomsTitle')}</h2>
        <ol className={styles.roomList}>
          {roomSlots(request).map(({ n, room }, i) => {
            const receiver = details.receivers[i];
            const bed = room.bed_options.find((option) => option.group_id === receiver?.bed_group_id);
            return (
              <li key={n} className={styles.roomItem} data-testid={`review-room-${n}`}>
                <h3>
                  {t('review.room', { n })}: {localized({ vi: room.room_name, en: room.room_name_en }, lang)}
                </h3>
                <p className={styles.muted}>{localized({ vi: room.rate_name, en: room.rate_name_en }, lang)}</p>
                {room.breakfast ? (
                  <ul className={styles.tags}>
                    <li className={styles.tagGood}>{t('review.breakfast')}</li>
                  </ul>
                ) : null}
                <dl className={styles.facts}>
                  <dt>{t('review.receiver')}</dt>
                  <dd>
                    {receiver ? (
                      <>
                        <span lang={properNameLang(receiver.full_name)}>{receiver.full_name.trim()}</span> · {phone(receiver.phone)}
                      </>
                    ) : null}
                  </dd>
                  {bed ? (
                    <>
                      <dt>{t('receiver.bedType')}</dt>
                      <dd>{bedOptionLabel(bed, lang, t)}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            );
          })}
        </ol>
        {/* final_price always carries the service fee and VAT, whatever the provider quoted (spec 9's notes
            describe a quoted price, which this step does not show), so the note speaks of the amount shown */}
        {request.rooms.map((room) => (
          <p key={room.booking_request_rate_id} className={styles.muted} data-testid={`review-line-${room.booking_request_rate_id}`}>
            {t('review.linePrice', { rooms: room.room_count, name: localized({ vi: room.room_name, en: room.room_name_en }, lang) })}{' '}
            <Price vnd={room.final_price} /> {t('review.linePriceNote')}
          </p>
        ))}
        {details.special_requests.trim() ? (
          <p>
            <strong>{t('specialRequests.label')}:</strong> {details.special_requests.trim()}
          </p>
        ) : null}
      </section>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onEdit}>
          {t('actions.edit')}
        </button>
        <button type="button" className={styles.primary} onClick={onContinue}>
          {t('actions.toPayment')}
        </button>
      </div>
    </div>
  );
}
