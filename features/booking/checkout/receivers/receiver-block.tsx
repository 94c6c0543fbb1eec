'use client';

import { localized } from '@/lib/i18n/localized';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkoutStyles as styles, FIELD_LIMITS } from '@/features/checkout/index';
import { bedOptionLabel } from './bed-label';
import type { Receiver, RoomSlot } from './guest-details';
import { TextField } from './text-field';

type Props = {
  slot: RoomSlot;
  receiver: Receiver;
  onName: (fullName: string) => void;
  onPhone: (phone: string) => void;
  onBed: (groupId: number) => void;
  /** receiver 1 only: "same as booker" */
  sameAsBooker?: { checked: boolean; onChange: (checked: boolean) => void };
};

/** One room's receiver (spec 2.9, 5): "Thông tin người nhận phòng n", full name, +84 phone, bed type. */
export function ReceiverBlock({ slot, receiver, onName, onPhone, onBed, sameAsBooker }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const id = `receiver-${slot.n}`;
  const roomName = localized({ vi: slot.room.room_name, en: slot.room.room_name_en }, lang);
  return (
    <fieldset className={styles.fieldset} data-testid={id}>
      <legend>{t('receiver.title', { n: slot.n })}</legend>
      <p className={styles.muted}>{roomName}</p>
      {sameAsBooker ? (
        <label className={styles.check}>
          <input type="checkbox" checked={sameAsBooker.checked} onChange={(event) => sameAsBooker.onChange(event.target.checked)} />
          {t('receiver.sameAsBooker')}
        </label>
      ) : null}
      <div className={styles.fields}>
        <TextField
          id={`${id}-name`}
          label={t('receiver.fullName')}
          value={receiver.full_name}
          onChange={onName}
          status={receiver.name_status}
          messageKey={receiver.name_text}
          autoComplete="name"
          maxLength={FIELD_LIMITS.namePart * 2 + 1}
        />
        <TextField
          id={`${id}-phone`}
          label={t('receiver.phone')}
          value={receiver.phone}
          onChange={onPhone}
          status={receiver.phone_status}
          messageKey={receiver.phone_text}
          prefix="+84"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={16}
        />
        {slot.room.bed_options.length > 0 ? (
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={`${id}-bed`}>{t('receiver.bedType')}</label>
            <select id={`${id}-bed`} value={receiver.bed_group_id ?? ''} onChange={(event) => onBed(Number(event.target.value))}>
              {slot.room.bed_options.map((option) => (
                <option key={option.group_id} value={option.group_id}>
                  {bedOptionLabel(option, lang, t)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
