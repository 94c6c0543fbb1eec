import type { Lang } from '@/lib/i18n/config';

/** What a rate's quoted price contains (spec 3 "Price props": provider, includedFee, includedVAT). */
export type PriceTerms = { provider: string; includedFee: boolean; includedVat: boolean };

type NoteKind = 'third-party' | 'fee-and-vat' | 'fee-only' | 'vat-only' | 'neither';

const NOTES: Record<NoteKind, Record<Lang, string>> = {
  'third-party': {
    vi: 'Giá đã bao gồm thuế và phí, chưa bao gồm VAT',
    en: 'Price includes taxes and fees but not VAT',
  },
  'fee-and-vat': {
    vi: 'Giá đã bao gồm phí dịch vụ và VAT',
    en: 'Price includes the service fee and VAT',
  },
  'fee-only': {
    vi: 'Giá đã bao gồm phí dịch vụ, chưa bao gồm VAT',
    en: 'Price includes the service fee but not VAT',
  },
  'vat-only': {
    vi: 'Giá đã bao gồm VAT, chưa bao gồm phí dịch vụ',
    en: 'Price includes VAT but not the service fee',
  },
  neither: {
    vi: 'Giá chưa bao gồm phí dịch vụ và VAT',
    en: 'Price does not include the service fee or VAT',
  },
};

/** Providers whose rates include fees and taxes but never VAT (spec 9). */
const THIRD_PARTY_PROVIDERS = new Set(['expedia', 'rapid']);

/** Spec 9 provider notes: which note a rate's quoted price carries. */
export function providerNoteKind({ provider, includedFee, includedVat }: PriceTerms): NoteKind {
  if (THIRD_PARTY_PROVIDERS.has(provider.toLowerCase())) return 'third-party';
  if (includedFee) return includedVat ? 'fee-and-vat' : 'fee-only';
  return includedVat ? 'vat-only' : 'neither';
}

/** The note under a rate's price, in the page language. */
export function providerNote(terms: PriceTerms, lang: Lang): string {
  return NOTES[providerNoteKind(terms)][lang];
}
