'use client';

import { useMutation } from '@tanstack/react-query';
import { payLaterToken, registerPayLaterToken, type PayLaterAccount } from '@/features/payment/index';
import { formatAmount } from '@/lib/money/format-money';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Translate } from '@/lib/i18n/translate';
import styles from './payment.module.css';
import type { PayLaterProblem } from './pay-later-rules';

type Props = {
  member: boolean;
  hasPhone: boolean;
  account: PayLaterAccount | undefined;
  /** the member's limit is being read: neither "not set" nor the link button yet (it would vanish under a click) */
  reading: boolean;
  problem: PayLaterProblem | null;
  /** the traveller chose pay-later (it was refused): a missing token is then worth saying */
  tried: boolean;
  onLinked: () => void;
};

const MISSING = 'missing-token';

/**
 * Under pay-later (spec 2.10, 5): for a guest or a member without a phone only how to get it; for a member the
 * remaining limit or "limit not yet set", why it cannot take this order, and linking. "Error in payment process"
 * (no token) waits until linking failed or pay-later was chosen without one.
 */
export function PayLaterLine({ member, hasPhone, account, reading, problem, tried, onLinked }: Props) {
  const { t } = useTranslation('booking');
  const link = useMutation({
    mutationFn: async () => {
      const { token } = await payLaterToken();
      if (!token) throw new Error(MISSING);
      await registerPayLaterToken(token);
    },
    onSuccess: onLinked,
  });
  const notSet = !account || (!account.PLallowed && account.limitAmount === 0);
  if (!member || !hasPhone) {
    return (
      <div className={styles.extra}>
        <span>{t('payment.payLaterMembers')}</span>
      </div>
    );
  }
  if (reading) return <div className={styles.extra} aria-busy="true" />;
  const shown = problem && (problem.kind !== 'noToken' || (tried && !link.error)) ? problem : null;
  return (
    <div className={styles.extra} aria-live="polite">
      <span>
        {notSet ? t('payment.payLaterNotSet') : t('payment.payLaterLimit', { price: formatAmount(account.availLimitAmount, 'VND') })}
      </span>
      {shown ? <span className={styles.problem}>{problemText(shown, t)}</span> : null}
      {notSet ? (
        <button type="button" className={styles.extraButton} onClick={() => link.mutate()} disabled={link.isPending}>
          {t('payment.payLaterLink')}
        </button>
      ) : null}
      {link.error ? (
        <span className={styles.problem} role="alert">
          {t('payment.missingToken')}
        </span>
      ) : null}
    </div>
  );
}

/** The "minPrice" / "maxPrice" texts with the formatted VND price, or "Error in payment process" (spec 5, 8). */
export function problemText(problem: PayLaterProblem, t: Translate): string {
  if (problem.kind === 'min') return t('payment.minPrice', { price: formatAmount(problem.price, 'VND') });
  if (problem.kind === 'max') return t('payment.maxPrice', { price: formatAmount(problem.price, 'VND') });
  return t('payment.missingToken');
}
