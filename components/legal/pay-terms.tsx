'use client';

import { Fragment } from 'react';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LEGAL_PATHS, conditionsPath, localePath, type PaidProduct } from '@/lib/paths';
import styles from './pay-terms.module.css';

/** The element id the pay button names in aria-describedby, so a screen reader hears what paying accepts. */
export const PAY_TERMS_ID = 'pay-terms';

type Props = { product: PaidProduct; /** the pay button's own words ("Thanh toán") */ action: string; id?: string };

/**
 * The line right above a pay button (issue 33 §5): clicking it accepts the terms of use, the privacy policy and the
 * product's conditions, each a link. The links open in a new tab so the checkout, its hold and what was typed stay.
 * A line, not a checkbox (docs/decisions/092-legal-pages-and-terms-line.md): the click on "Thanh toán" is the traveller's act of accepting.
 */
export function PayTerms({ product, action, id = PAY_TERMS_ID }: Props) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const links = {
    terms: { href: LEGAL_PATHS.terms, label: t('footer.terms') },
    privacy: { href: LEGAL_PATHS.privacy, label: t('footer.privacy') },
    conditions: { href: conditionsPath(product), label: t(`conditions.${product}`) },
  } as const;
  // the sentence keeps each language's word order: its {{terms}}, {{privacy}} and {{conditions}} become the links
  const parts = t('payTerms.line', { action }).split(/\{\{(terms|privacy|conditions)\}\}/);
  return (
    <p id={id} className={styles.line} data-testid="pay-terms" data-product={product}>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const link = links[part as keyof typeof links];
        return (
          <a key={i} href={localePath(lang, link.href)} target="_blank" rel="noopener">
            {link.label}
            <span className="visually-hidden"> {t('payTerms.newTab')}</span>
          </a>
        );
      })}
    </p>
  );
}
