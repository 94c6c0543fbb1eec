'use client';

import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { bankBranches, banks } from '@/features/payment/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AntdProvider } from '@/lib/theme/antd-provider';
import { cancelOrder, cancelOrderByToken, cancelReasons } from '../api/orders';
import { refundPolicyText } from '../refund-policy';
import type { OrderDetail } from '../schemas';
import { orderCancellationSentence, orderRefundKind } from './cancellation-sentence';
import { FlightRefundLines } from './flight-refund-lines';
import { errorText } from './error-text';
import { notCancellableKey } from './not-cancellable';
import { needsRefundAccount } from './order-format';
import { ACCOUNT_NAME, ACCOUNT_NUMBER, bankAccountName } from './refund-account';
import { useActionKey } from '@/lib/hooks/use-action-key';
import { Price } from '@/features/currency/index';
import styles from './order-page.module.css';

type Props = { open: boolean; onClose: () => void; onCancelled: () => void; order: OrderDetail; token: string | null };
type Fields = { reason: string; note: string; bank: string; branch: string; accountNumber: string; accountName: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

// The server's field paths (zod) as the form's fields.
const SERVER_FIELDS: Record<string, keyof Fields> = {
  reason_id: 'reason',
  reason_text: 'note',
  'refund_account.bank_id': 'bank',
  'refund_account.branch_id': 'branch',
  'refund_account.account_number': 'accountNumber',
  'refund_account.account_name': 'accountName',
};

/** Spec 7.1 cancellation: reason, the refund it gives, and where a bank-account refund goes. Loaded on first open. */
export default function CancelDialog({ open, onClose, onCancelled, order, token }: Props) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const id = useId();
  const withAccount = needsRefundAccount(order);
  const [fields, setFields] = useState<Fields>({ reason: '', note: '', bank: '', branch: '', accountNumber: '', accountName: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { begin, settle } = useActionKey();

  const reasons = useQuery({
    queryKey: ['orders', 'cancel-reasons', order.product_type],
    queryFn: () => cancelReasons(order.product_type),
    staleTime: Infinity,
    enabled: open,
  });
  const bankList = useQuery({ queryKey: ['payment', 'banks'], queryFn: banks, staleTime: Infinity, enabled: open && withAccount });
  const branchList = useQuery({
    queryKey: ['payment', 'bank-branches', fields.bank],
    queryFn: () => bankBranches(Number(fields.bank)),
    staleTime: Infinity,
    enabled: open && withAccount && fields.bank !== '',
  });

  const set = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value, ...(name === 'bank' ? { branch: '' } : {}) }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!fields.reason) found.reason = t('cancel.reasonRequired');
    if (withAccount) {
      if (!fields.bank) found.bank = t('cancel.bankRequired');
      if (!fields.branch) found.branch = t('cancel.branchRequired');
      if (!ACCOUNT_NUMBER.test(fields.accountNumber)) found.accountNumber = t('cancel.accountNumberInvalid');
      if (!ACCOUNT_NAME.test(fields.accountName.trim())) found.accountName = t('cancel.accountNameInvalid');
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const body = {
      order_code: order.order_number,
      reason_id: Number(fields.reason),
      ...(fields.note.trim() ? { reason_text: fields.note.trim() } : {}),
      ...(withAccount
        ? {
            refund_account: {
              bank_id: Number(fields.bank),
              branch_id: Number(fields.branch),
              account_number: fields.accountNumber,
              account_name: fields.accountName.trim(),
            },
          }
        : {}),
    };
    // one attempt at a time (a double click sends nothing more); the same key on a retry of these answers after no answer
    const key = begin(`cancel:${JSON.stringify(body)}`);
    if (!key) return;
    setSending(true);
    try {
      await (token ? cancelOrderByToken({ ...body, token }, key) : cancelOrder(body, key));
      settle(null);
      onCancelled();
    } catch (error) {
      settle(error);
      const server: FieldErrors = {};
      if (error instanceof ApiClientError) {
        for (const field of error.fieldErrors) {
          const name = SERVER_FIELDS[field.path];
          if (name) server[name] = field.message;
        }
      }
      setErrors(server);
      // a refusal the policy words (check-in day, status) in the page language; else the server's message
      const refused =
        error instanceof ApiClientError && error.errorCode === 'ORDER_NOT_CANCELLABLE' ? notCancellableKey(error.message) : null;
      if (Object.keys(server).length === 0) setFailure(refused ? t(refused) : errorText(error, lang, t('cancel.failed')));
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof Fields) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof Fields) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </span>
    ) : null;
  const { cancellation } = order;
  const flight = order.product_type === 'flight';
  // a flight order is a flight booking: its title, its unpaid note and its keep button say so
  const word = (key: 'title' | 'unpaid' | 'keep') => t(flight ? `cancel.flight.${key}` : `cancel.${key}`, { code: order.order_number });
  // the one sentence with the order's own deadline (a hotel's from its check-in, a flight's from its fare and departure)
  const sentence = orderCancellationSentence(order, lang, new Date());
  // a flight's fare rules may keep part of it: the dialog says which parts, in flight words
  const flightTerms = cancellation.flight_terms;
  const partial = flightTerms !== undefined && cancellation.refund_vnd < order.prices.total_vnd;

  return (
    <AntdProvider>
      <Modal open={open} onCancel={onClose} title={word('title')} footer={null} destroyOnHidden>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="cancel-form">
          <label className={styles.field} htmlFor={`${id}-reason`}>
            {t('cancel.reason')}
          </label>
          <select
            {...field('reason')}
            className={styles.input}
            value={fields.reason}
            onChange={(event) => set('reason', event.target.value)}
          >
            <option value="">{t('cancel.chooseReason')}</option>
            {(reasons.data ?? []).map((reason) => (
              <option key={reason.id} value={reason.id}>
                {lang === 'vi' ? reason.text : reason.text_en || reason.text}
              </option>
            ))}
          </select>
          {fieldError('reason')}
          {reasons.isError ? <p className={styles.error}>{t('cancel.loadFailed')}</p> : null}
          <label className={styles.field} htmlFor={`${id}-note`}>
            {t('cancel.note')}
          </label>
          <textarea
            {...field('note')}
            className={styles.input}
            rows={2}
            maxLength={500}
            value={fields.note}
            onChange={(event) => set('note', event.target.value)}
          />
          {fieldError('note')}

          <div className={styles.refundBox} data-testid="cancel-refund">
            <p className={styles.plain}>
              {t('cancel.refund')}:{' '}
              <strong>
                <Price vnd={cancellation.refund_vnd} />
              </strong>
            </p>
            <p className={styles.plain} data-testid="cancel-deadline">
              <strong>{sentence}</strong>
            </p>
            <p className={styles.muted} data-testid="cancel-refund-note">
              {order.status === 'pending'
                ? word('unpaid')
                : cancellation.refund_vnd === 0
                  ? t('cancel.noRefund')
                  : partial
                    ? t('fareRules.refundLess')
                    : t('cancel.refundAll')}
            </p>
            {order.status !== 'pending' && flightTerms && !flightTerms.free_now ? (
              <FlightRefundLines terms={flightTerms} paidVnd={order.prices.total_vnd} />
            ) : null}
            <p className={styles.muted} data-testid="cancel-policy">
              {refundPolicyText(order.product_type, cancellation.free_until, lang, orderRefundKind(order))}
            </p>
            {cancellation.refund_vnd > 0 && !withAccount ? <p className={styles.muted}>{t('cancel.refundToCard')}</p> : null}
          </div>

          {withAccount ? (
            <fieldset className={styles.fieldset} data-testid="refund-account">
              <legend>{t('cancel.account')}</legend>
              <label className={styles.field} htmlFor={`${id}-bank`}>
                {t('cancel.bank')}
              </label>
              <select {...field('bank')} className={styles.input} value={fields.bank} onChange={(event) => set('bank', event.target.value)}>
                <option value="">{t('cancel.chooseBank')}</option>
                {(bankList.data ?? []).map((bank) => (
                  <option key={bank.id} value={bank.id}>
                    {bank.short_name} — {lang === 'vi' ? bank.name : bank.name_en}
                  </option>
                ))}
              </select>
              {fieldError('bank')}
              <label className={styles.field} htmlFor={`${id}-branch`}>
                {t('cancel.branch')}
              </label>
              <select
                {...field('branch')}
                className={styles.input}
                value={fields.branch}
                disabled={!fields.bank}
                onChange={(event) => set('branch', event.target.value)}
              >
                <option value="">{t('cancel.chooseBranch')}</option>
                {(branchList.data ?? []).map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {lang === 'vi' ? `${branch.name} (${branch.province})` : branch.name_en}
                  </option>
                ))}
              </select>
              {fieldError('branch')}
              {bankList.isError || branchList.isError ? <p className={styles.error}>{t('cancel.loadFailed')}</p> : null}
              <label className={styles.field} htmlFor={`${id}-accountNumber`}>
                {t('cancel.accountNumber')}
              </label>
              <input
                {...field('accountNumber')}
                className={styles.input}
                inputMode="numeric"
                autoComplete="off"
                value={fields.accountNumber}
                onChange={(event) => set('accountNumber', event.target.value.replace(/\D/g, ''))}
              />
              {fieldError('accountNumber')}
              <label className={styles.field} htmlFor={`${id}-accountName`}>
                {t('cancel.accountName')}
              </label>
              <input
                {...field('accountName')}
                className={styles.input}
                autoComplete="off"
                value={fields.accountName}
                onChange={(event) => set('accountName', bankAccountName(event.target.value))}
              />
              {fieldError('accountName')}
            </fieldset>
          ) : null}

          {failure ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {word('keep')}
            </button>
            <button type="submit" className={styles.danger} disabled={sending}>
              {sending ? t('cancel.submitting') : t('cancel.submit')}
            </button>
          </div>
        </form>
      </Modal>
    </AntdProvider>
  );
}
