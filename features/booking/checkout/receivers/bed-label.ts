import type { Lang } from '@/lib/i18n/config';
import type { Translate } from '@/lib/i18n/translate';
import type { BookingRoom } from '../../schemas';

type BedOption = BookingRoom['bed_options'][number];

const KNOWN_TYPES = new Set(['single', 'double', 'queen', 'king', 'bunk', 'sofa']);

/**
 * A bed option's label (spec 3 "Bed type option"): the descriptions of its bed_data joined. The stored
 * descriptions are Vietnamese; in English each known bed type is worded from its count and type instead.
 */
export function bedOptionLabel(option: BedOption, lang: Lang, t: Translate): string {
  return option.bed_data
    .map((bed) => (lang === 'vi' || !KNOWN_TYPES.has(bed.type) ? bed.description : t(`beds.${bed.type}`, { count: bed.count })))
    .join(', ');
}
