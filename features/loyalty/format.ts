import { todayIso } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';

/** DD/MM/YYYY of an instant or an ISO date, in Vietnam time. */
export function formatDisplayDate(value: string | Date): string {
  const iso = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : todayIso(new Date(value));
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export const formatPoints = (points: number, lang: Lang): string => new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US').format(points);
