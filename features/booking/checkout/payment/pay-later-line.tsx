'use client';

import { useMutation } from '@tanstack/react-query';
import { payLaterToken, registerPayLaterToken, type PayLaterAccount } from '@/features/payment/index';
import { formatAmount } from '@/lib/money/format-money';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { Translate } from '@/lib/i18n/translate';
import styles from './payment.module.css';
import type { PayLaterProblem } from './pay-later-rules';

type Props = { member: boolean; hasPhone: boolean; account: PayLaterAccount | undefined; problem: PayLaterProblem | null; onLinked: () => void };

const MISSING = 'missing-token';

/** Under pay-later (spec 2.10, 5): the available limit or "limit not yet set", why it cannot take this order, and linking. */
export function PayLaterLine({ member, hasPhone, account, problem, onLinked }: Props) {
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
  return (
    <div className={styles.extra} aria-live="polite">
      <span>{notSet ? t('payment.payLaterNotSet') : t('payment.payLaterLimit', { price: formatAmount(account.availLimitAmount, 'VND') })}</span>
      {problem ? <span className={styles.problem}>{problemText(problem, t)}</span> : null}
      {!member || !hasPhone ? <span>{t('payment.payLaterMembers')}</span> : null}
      {member && hasPhone && notSet ? (
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
