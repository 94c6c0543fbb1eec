'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAuth } from '@/features/auth/index';
import { Price } from '@/features/currency/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ACCOUNT_PATHS, localePath } from '@/lib/paths';
import { checkoutStyles as styles } from '@/features/checkout/index';
import type { BookingRequest } from '../../schemas';
import { SignInOffer } from '../page/sign-in-offer';
import { isCouponApplied } from '../price-breakdown/breakdown-view';
import { getMemberCoupons, memberCouponsKey } from './member-coupons';
import { useCoupon } from './use-coupon';

// the contract's coupon_code rule (applyCouponBodySchema), checked before asking
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Coupons (members only, spec 6): enter or pick one of the member's codes, remove it, or buy one with points. */
export function CouponBox({ request, ssoBaseUrl }: { request: BookingRequest; ssoBaseUrl: string }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const auth = useAuth();
  const member = auth.status === 'member';
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const coupon = useCoupon(request.id);
  const picks = useQuery({ queryKey: memberCouponsKey, queryFn: ({ signal }) => getMemberCoupons(signal), enabled: member, retry: false });

  if (auth.status === 'loading') return null;
  if (!member) {
    return (
      <section className={styles.card} aria-labelledby="coupon-title">
        <h2 id="coupon-title">{t('coupon.title')}</h2>
        <SignInOffer ssoBaseUrl={ssoBaseUrl} text={t('signIn.coupon')} />
      </section>
    );
  }

  const apply = (value: string) => {
    const trimmed = value.trim();
    setInvalid(!CODE.test(trimmed));
    if (CODE.test(trimmed)) coupon.apply(trimmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(code);
  };
  const applied = isCouponApplied(request.coupon) ? request.coupon : null;
  const error = invalid
    ? t('coupon.invalid')
    : coupon.error instanceof ApiClientError
      ? coupon.error.messageIn(lang)
      : coupon.error
        ? String(coupon.error)
        : '';

  return (
    <section className={styles.card} aria-labelledby="coupon-title" data-testid="coupon-box">
      <h2 id="coupon-title">{t('coupon.title')}</h2>
      {applied ? (
        <div className={styles.actions}>
          <p className={styles.success} role="status">
            {t('coupon.applied', { code: applied.coupon_code })} −<Price vnd={applied.final_discount_value} />
          </p>
          <button type="button" className={styles.secondary} onClick={coupon.remove} disabled={coupon.pending}>
            {t('coupon.remove')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor="coupon-code">{t('coupon.label')}</label>
            <div className={styles.control}>
              <input
                id="coupon-code"
                value={code}
                maxLength={32}
                autoComplete="off"
                onChange={(event) => (setCode(event.target.value), setInvalid(false))}
                aria-invalid={error !== ''}
                aria-describedby={error ? 'coupon-error' : undefined}
              />
              <button type="submit" className={styles.primary} disabled={coupon.pending}>
                {coupon.pending ? t('coupon.applying') : t('coupon.apply')}
              </button>
            </div>
          </div>
          {request.coupon && request.coupon.message ? <p className={styles.muted}>{request.coupon.message}</p> : null}
        </form>
      )}
      {error ? (
        <p id="coupon-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      {!applied && picks.data && picks.data.length > 0 ? (
        <div role="group" aria-label={t('coupon.yourCodes')} className={styles.tags}>
          {picks.data.map((item) => (
            <button
              key={item.code}
              type="button"
              className={styles.secondary}
              disabled={coupon.pending}
              onClick={() => (setCode(item.code), apply(item.code))}
            >
              {item.code}
            </button>
          ))}
        </div>
      ) : null}
      {request.redeem_info ? (
        <p className={styles.muted} data-testid="redeem-info">
          {t('coupon.redeemInfo', {
            points: request.redeem_info.additional_settings.actual_redeem_point,
            status: request.redeem_info.status,
          })}
        </p>
      ) : null}
      <p>
        <a href={localePath(lang, ACCOUNT_PATHS.rewards)}>{t('coupon.redeemPoints')}</a>
      </p>
    </section>
  );
}
