import type { Lang } from '@/lib/i18n/config';

/** What a rate's quoted price contains (spec 3 "Price props": provider, includedFee, includedVAT). */
export type PriceTerms = { provider: string; includedFee: boolean; includedVat: boolean };

/** The price the note stands under: with VAT and the service fee (what the traveller pays) or before them. */
export type ShownPrice = 'inclusive' | 'exclusive';

type NoteKind = 'third-party' | 'fee-and-vat' | 'fee-only' | 'vat-only' | 'neither';

const INCLUSIVE: Record<Lang, string> = { vi: 'Giá đã bao gồm phí dịch vụ và VAT', en: 'Price includes the service fee and VAT' };
const EXCLUSIVE: Record<Lang, string> = { vi: 'Giá chưa bao gồm phí dịch vụ và VAT', en: 'Price does not include the service fee or VAT' };

/** Spec 9: what the provider's quote lacked and the site added, said after an inclusive price. */
const ADDED: Record<NoteKind, Record<Lang, string>> = {
  'third-party': {
    vi: 'nhà cung cấp báo giá đã gồm thuế và phí, chưa gồm VAT; VAT được cộng vào',
    en: 'the provider quotes taxes and fees but not VAT; VAT is added',
  },
  'fee-and-vat': { vi: '', en: '' },
  'fee-only': { vi: 'VAT được cộng vào giá của nhà cung cấp', en: "VAT added to the provider's price" },
  'vat-only': { vi: 'phí dịch vụ được cộng vào giá của nhà cung cấp', en: "service fee added to the provider's price" },
  neither: { vi: 'phí dịch vụ và VAT được cộng vào giá của nhà cung cấp', en: "service fee and VAT added to the provider's price" },
};

/** Providers whose rates include fees and taxes but never VAT (spec 9). */
const THIRD_PARTY_PROVIDERS = new Set(['expedia', 'rapid']);

/** Spec 9 provider notes: which note a rate's quoted price carries. */
export function providerNoteKind({ provider, includedFee, includedVat }: PriceTerms): NoteKind {
  if (THIRD_PARTY_PROVIDERS.has(provider.toLowerCase())) return 'third-party';
  if (includedFee) return includedVat ? 'fee-and-vat' : 'fee-only';
  return includedVat ? 'vat-only' : 'neither';
}

/**
 * The note under a rate's price, in the page language. It describes the price AS SHOWN beside it (issue 33: a
 * note saying "not the service fee" under a headline "taxes and fees included" contradicted it): an inclusive
 * price includes the service fee and VAT whatever the provider quoted, and says what the site added to the
 * provider's quote (spec 9's per-provider terms); an exclusive price includes neither.
 */
export function providerNote(terms: PriceTerms, lang: Lang, shown: ShownPrice = 'inclusive'): string {
  if (shown === 'exclusive') return EXCLUSIVE[lang];
  const added = ADDED[providerNoteKind(terms)][lang];
  return added ? `${INCLUSIVE[lang]} (${added})` : INCLUSIVE[lang];
}
