import 'server-only';
import type { TFunction } from 'i18next';
import { BOOKING_LIMITS } from '@/features/booking/index';
import { cancellationSentence, type Viewer } from '@/features/hotels/index';
import type { Lang } from '@/lib/i18n/config';
import { rateLabel } from '../rate-label';
import type { RoomView } from '../server/build-hotel-view';
import { OfferPrice } from './offer-price';
import { RoomCountSelect } from './room-count-select';
import styles from './rooms.module.css';

type Props = { rooms: RoomView[]; viewer: Viewer; loginHref: string; lang: Lang; t: TFunction };

/** Spec 3 "Bed type option": the stored descriptions in Vietnamese, the bed types translated in English. */
function bedLine(beds: RoomView['beds'][number], lang: Lang, t: TFunction): string {
  return beds.map((bed) => (lang === 'vi' ? bed.description : t(`bed.${bed.type}`, { count: bed.count }))).join(' + ');
}

/**
 * Every room type with its rate plans priced for the stay. A room type that cannot hold the party, or has
 * no room left for the dates, is greyed out with the reason and cannot be chosen.
 */
export function RoomList({ rooms, viewer, loginHref, lang, t }: Props) {
  return (
    <ul className={styles.rooms} data-testid="room-list">
      {rooms.map((room) => {
        const blocked = !room.fitsParty ? t('room.tooSmall', { count: room.maxAdults }) : room.roomsLeft === 0 ? t('room.soldOut') : null;
        return (
          <li
            key={room.id}
            className={`${styles.room} ${blocked ? styles.blocked : ''}`}
            data-testid="room-type"
            data-blocked={blocked ? 'true' : undefined}
          >
            <div className={styles.roomInfo}>
              {room.image && (
                // eslint-disable-next-line @next/next/no-img-element -- generated local SVG illustrations
                <img
                  src={room.image}
                  alt={t('room.photo', { name: room.name })}
                  width={240}
                  height={160}
                  loading="lazy"
                  className={styles.roomImage}
                />
              )}
              <h3 className={styles.roomName}>{room.name}</h3>
              <ul className={styles.roomFacts}>
                <li>{t('room.size', { size: room.sizeM2 })}</li>
                <li>{t('room.maxGuests', { count: room.maxAdults })}</li>
                {room.beds.map((beds, i) => (
                  <li key={i} data-testid="room-beds">
                    {i === 0 ? '' : `${t('room.or')} `}
                    {bedLine(beds, lang, t)}
                  </li>
                ))}
              </ul>
              {blocked ? (
                <p className={styles.blockedReason} data-testid="room-blocked">
                  {blocked}
                </p>
              ) : (
                <p className={room.roomsLeft <= 5 ? styles.urgent : styles.muted} data-testid="rooms-left">
                  {t('room.left', { count: room.roomsLeft })}
                </p>
              )}
            </div>
            <ul className={styles.offers}>
              {room.offers.map((offer) => {
                // the cancellation is the rate's own line below (one sentence with its deadline), not a tag here
                const label = rateLabel(offer.name, offer.breakfast ? [t('breakfast')] : []);
                return (
                  <li key={offer.planId} className={styles.offer} data-testid="rate-plan" data-plan-id={offer.planId}>
                    <div className={styles.offerTerms}>
                      <span className={styles.offerName} data-testid="rate-label">
                        {label}
                      </span>
                      <span className={styles.muted}>{offer.breakfast ? t('inclusions.breakfast') : t('inclusions.roomOnly')}</span>
                      <span className={offer.freeCancelUntil ? styles.good : styles.muted} data-testid="rate-cancellation">
                        {cancellationSentence(offer.freeCancelUntil, lang, new Date())}
                      </span>
                      <span className={styles.note} data-testid="provider-note">
                        {offer.providerNote}
                      </span>
                    </div>
                    <OfferPrice prices={offer.prices} viewer={viewer} loginHref={loginHref} t={t} />
                    <RoomCountSelect
                      planId={offer.planId}
                      planName={`${room.name} · ${offer.name}`}
                      cap={BOOKING_LIMITS.maxRoomsPerLine}
                      disabled={blocked !== null}
                    />
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
