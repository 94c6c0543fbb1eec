import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { BANK_TRANSFER_MAX_VND } from '@/features/payment/server';
import { cancellationSentence, freeCancelDeadline } from '@/features/hotels/index';
import { Breadcrumb } from '@/components/navigation/breadcrumb';
import type { Lang } from '@/lib/i18n/config';
import { RESOURCES } from '@/lib/i18n/resources';
import { getServerT } from '@/lib/i18n/server';
import { HOME_PATH, LEGAL_PAGES, LEGAL_PATHS, alternates, localePath, type LegalPage as LegalPageKey } from '@/lib/paths';
import { fareFacts, paymentMethodFacts } from '../server/legal-facts';
import { FareFeeTable } from './fare-fee-table';
import { FareTable, MethodsTable, amountText } from './legal-tables';
import { LegalInline, LegalText, type LegalValues } from './legal-text';
import content from '../../content.module.css';
import styles from './legal.module.css';

const textsOf = (lang: Lang, page: LegalPageKey) => RESOURCES[lang].legal.pages[page];

/** A legal page's name where another page links it: the footer's and the payment line's words. */
function legalLinkName(lang: Lang, page: LegalPageKey): string {
  const t = getServerT(lang, 'common');
  return page === 'terms' ? t('footer.terms') : page === 'privacy' ? t('footer.privacy') : t(`conditions.${page}`);
}

export async function legalMetadata(lang: Lang, page: LegalPageKey): Promise<Metadata> {
  const texts = textsOf(lang, page);
  const brand = getServerT(lang, 'common')('brand');
  return { title: `${texts.title} - ${brand}`, description: texts.description, alternates: alternates(lang, LEGAL_PATHS[page]) };
}

/**
 * The example deadlines come from the one cancellation rule (features/hotels/cancellation.ts), never hand-written:
 * a stay from 14:00 on 15/12/2026, a first flight at 08:00 that day.
 */
function valuesOf(lang: Lang): LegalValues {
  return {
    freeCancelExample: cancellationSentence(freeCancelDeadline('2026-12-15', '14:00'), lang),
    flightExample: cancellationSentence(freeCancelDeadline('2026-12-15', '08:00'), lang),
    nonRefundable: cancellationSentence(null, lang),
    bankTransferMax: amountText(BANK_TRANSFER_MAX_VND),
  };
}

/** The tables a page shows from the database (what the checkout offers today), only where its text has the slot. */
async function slotsOf(lang: Lang, page: LegalPageKey): Promise<Record<string, ReactNode>> {
  if (page === 'terms') return { paymentMethods: <MethodsTable methods={await paymentMethodFacts()} lang={lang} /> };
  if (page === 'flight') return { fareTable: <FareTable fares={await fareFacts()} lang={lang} />, fareFees: <FareFeeTable lang={lang} /> };
  return {};
}

/** /dieu-khoan-su-dung, /chinh-sach-bao-mat and the conditions pages: the text of locales/<lang>/legal.json, server-rendered. */
export async function LegalPage({ lang, page }: { lang: Lang; page: LegalPageKey }) {
  const texts = textsOf(lang, page);
  const t = getServerT(lang, 'legal');
  const common = getServerT(lang, 'common');
  const sections = Object.entries(texts.sections);
  const values = valuesOf(lang);
  const slots = await slotsOf(lang, page);
  return (
    <article className={`${content.page} ${styles.article}`} data-testid="legal-page" data-page={page}>
      <Breadcrumb
        label={common('breadcrumb')}
        crumbs={[{ label: getServerT(lang, 'content')('home'), href: localePath(lang, HOME_PATH) }, { label: texts.title }]}
      />
      <h1 className={content.title}>{texts.title}</h1>
      <p className={styles.updated}>{t('updated')}</p>
      <p className={content.lead}>
        <LegalInline text={texts.intro} lang={lang} values={values} />
      </p>
      <nav className={styles.toc} aria-labelledby="legal-contents">
        <h2 id="legal-contents">{t('contents')}</h2>
        <ol>
          {sections.map(([id, section]) => (
            <li key={id}>
              <a href={`#legal-${id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.sections}>
        {sections.map(([id, section]) => (
          <section key={id} className={styles.section} aria-labelledby={`legal-${id}`}>
            <h2 id={`legal-${id}`}>{section.heading}</h2>
            <LegalText body={section.body} lang={lang} values={values} slots={slots} />
          </section>
        ))}
      </div>
      <nav className={styles.related} aria-labelledby="legal-related">
        <h2 id="legal-related">{t('otherPages')}</h2>
        <ul>
          {LEGAL_PAGES.filter((other) => other !== page).map((other) => (
            <li key={other}>
              <a href={localePath(lang, LEGAL_PATHS[other])}>{legalLinkName(lang, other)}</a>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
