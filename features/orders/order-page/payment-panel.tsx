'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import type { PaymentLink } from '@/features/payment/schemas';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatAmount } from '@/lib/money/format-money';
import { SANDBOX_PATHS } from '@/lib/paths';
import { createPaymentLink, orderKey } from '../api/orders';
import type { OrderDetail } from '../schemas';
import { CopyButton } from './copy-button';
import { errorText } from './error-text';
import { vnDateTime } from '@/lib/dates/product-date';
import styles from './order-page.module.css';

type Props = { order: OrderDetail; token: string | null; sandbox: boolean };
type BankTransfer = Extract<PaymentLink, { kind: 'bank_transfer' }>;

/** The sandbox bank's page that sends the signed transfer notification (demo only); the order link's token, if that is the viewer's right to the order. */
const sandboxTransferHref = (link: BankTransfer, token: string | null) =>
  `${SANDBOX_PATHS.bankTransfer}?${new URLSearchParams({ content: link.content, amount: String(link.amount_vnd), ...(token ? { token } : {}) })}`;

function BankTransferDetails({ link, sandbox, token }: { link: BankTransfer; sandbox: boolean; token: string | null }) {
  const { t, i18n } = useTranslation('orders');
  const en = i18n.language === 'en';
  // a transfer is made in VND whatever currency the page shows
  const amount = formatAmount(link.amount_vnd, 'VND');
  const rows: { label: string; value: string; copy?: string }[] = [
    { label: t('pay.accountNumber'), value: link.account_number, copy: link.account_number },
    { label: t('pay.accountName'), value: link.account_name },
    { label: t('pay.amount'), value: amount, copy: String(link.amount_vnd) },
    { label: t('pay.content'), value: link.content, copy: link.content },
  ];
  return (
    <div className={styles.transfer} data-testid="bank-transfer">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on our server, nothing to optimise */}
      <img
        className={styles.qr}
        src={link.qr_image}
        width={220}
        height={220}
        alt={t('pay.qrAlt', { amount, bank: link.bank.short_name, content: link.content })}
      />
      <div className={styles.transferInfo}>
        <p className={styles.plain}>{t('pay.scan')}</p>
        <p className={styles.bank}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small local logo */}
          {link.bank.logo ? <img src={link.bank.logo} alt="" width={32} height={32} /> : null}
          <span>
            <span className="visually-hidden">{t('pay.bank')}: </span>
            <strong>{link.bank.short_name}</strong> — {en ? link.bank.name_en : link.bank.name}
            {link.branch ? ` (${en ? link.branch_en : link.branch})` : ''}
          </span>
        </p>
        <dl className={styles.facts}>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <strong>{row.value}</strong> {row.copy ? <CopyButton value={row.copy} what={row.label} /> : null}
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>{t('pay.contentHint')}</p>
        <p className={styles.plain}>{t('pay.deadline', { deadline: vnDateTime(link.expires_at) })}</p>
        {sandbox ? (
          <a
            className={styles.secondary}
            href={sandboxTransferHref(link, token)}
            target="_blank"
            rel="noopener"
            data-testid="sandbox-transfer"
          >
            {t('pay.sandbox')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * How to pay a pending order with its method (GET create-payment-link): a button to the gateway, or the
 * bank transfer's QR and details. The page re-reads the order meanwhile, so it flips to paid by itself.
 */
export function PaymentPanel({ order, token, sandbox }: Props) {
  const { t, i18n } = useTranslation('orders');
  const router = useRouter();
  const link = useQuery({
    queryKey: [...orderKey(order.order_number), 'payment-link'],
    queryFn: () => createPaymentLink(order.order_number, token, i18n.language as Lang),
    retry: false,
    staleTime: Infinity,
  });
  const paidAlready = link.data?.kind === 'paid';
  useEffect(() => {
    if (paidAlready) router.refresh();
  }, [paidAlready, router]);

  return (
    <section className={`${styles.card} ${styles.pay}`} aria-labelledby="order-pay" data-testid="payment-panel" aria-busy={link.isPending}>
      <h2 id="order-pay">{t('pay.title')}</h2>
      {link.isPending ? (
        <p className={styles.muted} role="status">
          {t('pay.loading')}
        </p>
      ) : link.isError ? (
        <div role="alert">
          <p className={styles.error}>{errorText(link.error, i18n.language as Lang, t('pay.failed'))}</p>
          <button type="button" className={styles.secondary} onClick={() => void link.refetch()}>
            {t('pay.retry')}
          </button>
        </div>
      ) : link.data.kind === 'redirect' ? (
        <>
          <a className={styles.primary} href={link.data.payment_url} data-testid="pay-now">
            {t('pay.now')}
          </a>
          <p className={styles.muted}>{t('pay.redirectHint')}</p>
        </>
      ) : link.data.kind === 'bank_transfer' ? (
        <BankTransferDetails link={link.data} sandbox={sandbox} token={token} />
      ) : (
        <p className={styles.plain}>{t('pay.alreadyPaid')}</p>
      )}
      {link.data && link.data.kind !== 'paid' ? <p className={styles.muted}>{t('pay.waiting')}</p> : null}
    </section>
  );
}
