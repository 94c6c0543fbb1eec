'use client';

import { Price } from '@/features/currency/index';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useDetailT } from '../detail-text';
import { selectionMisfit } from '../party';
import { useSelection } from './selection-context';
import { useBookRooms } from './use-book-rooms';
import styles from './rooms.module.css';

type Props = { hotelId: number; checkIn: string; nights: number; adults: number; childAges: number[] };

/**
 * The rooms chosen and their total for the stay (kept at the bottom of the screen once a room is chosen), with "Đặt phòng":
 * the request body is the contract's (requestPriceBodySchema).
 */
export function SelectionSummary({ hotelId, checkIn, nights, adults, childAges }: Props) {
  const t = useDetailT();
  const lang = useLang();
  const { plans, counts, clear } = useSelection();
  const { book, busy, error } = useBookRooms(lang, clear);
  const lines = [...counts].flatMap(([planId, count]) => {
    const plan = plans.get(planId);
    return plan ? [{ plan, count }] : [];
  });
  const rooms = lines.reduce((sum, line) => sum + line.count, 0);
  const total = lines.reduce((sum, line) => sum + line.count * line.plan.payTotal, 0);
  const misfit = selectionMisfit(
    lines.map((line) => ({ count: line.count, maxAdults: line.plan.maxAdults })),
    { adultCount: adults, childAges },
  );
  const submit = () =>
    book({
      hotel_id: hotelId,
      check_in: checkIn,
      nights,
      adults,
      children_ages: childAges,
      rooms: lines.map((line) => ({ rate_plan_id: line.plan.planId, room_count: line.count })),
    });

  return (
    <aside className={styles.summary} aria-label={t('summary.label')} data-testid="selection-summary" data-empty={rooms === 0}>
      <div className={styles.summaryText} aria-live="polite">
        {rooms === 0 ? (
          <span>{t('summary.empty')}</span>
        ) : (
          <>
            <span data-testid="selection-rooms">
              {t('summary.rooms', { count: rooms, nights: t('summary.nights', { count: nights }) })}
            </span>
            <strong className={styles.summaryTotal} data-testid="selection-total" data-vnd={total}>
              <Price vnd={total} />
            </strong>
            <span className={styles.muted}>{t('summary.included')}</span>
            {misfit && (
              <span className={styles.bookError} data-testid="selection-misfit">
                {t(`summary.${misfit.reason}`, misfit)}
              </span>
            )}
          </>
        )}
      </div>
      <button
        type="button"
        className={styles.book}
        disabled={rooms === 0 || misfit !== null || busy}
        aria-busy={busy}
        onClick={() => void submit()}
        data-testid="book-button"
      >
        {busy ? t('summary.booking') : t('summary.book')}
      </button>
      {error && (
        <div className={styles.bookError} role="alert" data-testid="book-error">
          <p>{error.message}</p>
          {error.rooms.length > 0 && (
            <ul>
              {error.rooms.map((room) => (
                <li key={room}>{room}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </aside>
  );
}
