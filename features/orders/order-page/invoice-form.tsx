'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/use-translation';
import { companyByTaxCode, getInvoice, orderKey, putInvoice } from '../api/orders';
import type { Invoice, OrderDetail } from '../schemas';
import { errorText } from './error-text';
import styles from './order-page.module.css';

type Props = { order: OrderDetail; token: string | null };
type Fields = { tax_code: string; company_name: string; company_address: string; email: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const TAX_CODE = /^\d{10}(-?\d{3})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function SavedInvoice({ invoice, onEdit }: { invoice: Invoice; onEdit: () => void }) {
  const { t } = useTranslation('orders');
  const rows: [string, string][] = [
    [t('invoice.taxCode'), invoice.tax_code],
    [t('invoice.companyName'), invoice.company_name],
    [t('invoice.companyAddress'), invoice.company_address],
    [t('invoice.email'), invoice.email],
  ];
  return (
    <div data-testid="invoice-saved">
      <h3>
        {t('invoice.current')} — {t(`invoice.statuses.${invoice.status}`)}
      </h3>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {invoice.status === 'requested' ? (
        <button type="button" className={styles.secondary} onClick={onEdit}>
          {t('invoice.edit')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Spec 7.4: a VAT invoice for the paid order; the tax code fills the company from the lookup (editable). An order
 * worth 0 ₫ (a stay paid by voucher) has nothing to invoice: it says so, and where the voucher's invoice is asked for.
 */
export function InvoiceForm({ order, token }: Props) {
  const { t } = useTranslation('orders');
  if (order.prices.total_vnd === 0) {
    return (
      <p className={styles.muted} data-testid="invoice-none">
        {t('invoice.zeroAmount')}
      </p>
    );
  }
  return <InvoiceRequest order={order} token={token} />;
}

function InvoiceRequest({ order, token }: Props) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const id = useId();
  const client = useQueryClient();
  const queryKey = [...orderKey(order.order_number), 'invoice'];
  const invoice = useQuery({
    queryKey,
    queryFn: () => getInvoice(order.order_number, token),
    initialData: order.invoice,
    staleTime: 30_000,
  });
  const saved = invoice.data;
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<Fields>({
    tax_code: saved?.tax_code ?? '',
    company_name: saved?.company_name ?? '',
    company_address: saved?.company_address ?? '',
    email: saved?.email ?? order.contact?.email ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'lookup' | 'sending' | 'saved' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });

  const set = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const lookUp = async () => {
    const taxCode = fields.tax_code.trim();
    if (!taxCode) return;
    if (!TAX_CODE.test(taxCode)) {
      setErrors((current) => ({ ...current, tax_code: t('invoice.taxCodeInvalid') }));
      return;
    }
    setStatus({ kind: 'lookup' });
    try {
      const company = await companyByTaxCode(taxCode);
      setFields((current) => ({ ...current, company_name: company.name, company_address: company.address }));
      setStatus({ kind: 'idle' });
    } catch (error) {
      // the company can still be typed by hand
      setErrors((current) => ({ ...current, tax_code: errorText(error, lang, t('invoice.taxCodeInvalid')) }));
      setStatus({ kind: 'idle' });
    }
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!TAX_CODE.test(fields.tax_code.trim())) found.tax_code = t('invoice.taxCodeInvalid');
    if (fields.company_name.trim().length < 2)
      found.company_name = t('invoice.required', { field: t('invoice.companyName').toLowerCase() });
    if (fields.company_address.trim().length < 5)
      found.company_address = t('invoice.required', { field: t('invoice.companyAddress').toLowerCase() });
    if (!EMAIL.test(fields.email.trim())) found.email = t('invoice.emailInvalid');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      const answer = await putInvoice({
        order_code: order.order_number,
        tax_code: fields.tax_code.trim(),
        company_name: fields.company_name.trim(),
        company_address: fields.company_address.trim(),
        email: fields.email.trim(),
        ...(token ? { token } : {}),
      });
      client.setQueryData(queryKey, answer);
      // and read it back as the accounting service keeps it
      void client.invalidateQueries({ queryKey });
      setEditing(false);
      setStatus({ kind: 'saved' });
    } catch (error) {
      const server: FieldErrors = {};
      if (error instanceof ApiClientError)
        for (const field of error.fieldErrors) if (field.path in fields) server[field.path as keyof Fields] = field.message;
      setErrors(server);
      setStatus(Object.keys(server).length ? { kind: 'idle' } : { kind: 'failed', message: errorText(error, lang, t('invoice.failed')) });
    }
  };

  const input = (name: keyof Fields, label: string, extra: { type?: string; onBlur?: () => void; inputMode?: 'numeric' } = {}) => (
    <>
      <label className={styles.field} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        value={fields[name]}
        onChange={(event) => set(name, event.target.value)}
        onBlur={extra.onBlur}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className={styles.error}>
          {errors[name]}
        </span>
      ) : null}
    </>
  );

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="invoice">
      <h2 id={`${id}-title`}>{t('invoice.title')}</h2>
      <p role="status" className={styles.success}>
        {status.kind === 'saved' ? t('invoice.saved') : status.kind === 'lookup' ? t('invoice.lookingUp') : ''}
      </p>
      {saved && !editing ? (
        <SavedInvoice invoice={saved} onEdit={() => setEditing(true)} />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="invoice-form">
          {input('tax_code', t('invoice.taxCode'), { inputMode: 'numeric', onBlur: () => void lookUp() })}
          {input('company_name', t('invoice.companyName'))}
          {input('company_address', t('invoice.companyAddress'))}
          {input('email', t('invoice.email'), { type: 'email' })}
          {status.kind === 'failed' ? (
            <p className={styles.error} role="alert">
              {status.message}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={status.kind === 'sending'}>
              {status.kind === 'sending' ? t('invoice.submitting') : t('invoice.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
