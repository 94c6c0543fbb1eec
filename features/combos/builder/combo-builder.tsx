'use client';
import type { DealDetail } from '@/features/deals/schemas';
import type { Lang } from '@/lib/i18n/config';

/** A combo deal's builder: month calendar of lowest prices, flights, stay, then checkout. (Stub until the combos work lands.) */
export function ComboBuilder({ deal, lang }: { deal: DealDetail; lang: Lang }) {
  return <div data-deal-id={deal.id} lang={lang} />;
}
