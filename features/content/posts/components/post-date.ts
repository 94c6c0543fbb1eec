import { vnDateTime } from '@/lib/dates/product-date';

/** A post's publishing day as DD/MM/YYYY in Vietnam time (the cards and the post page say the same day). */
export const postDate = (iso: string): string => vnDateTime(iso).slice(6);
