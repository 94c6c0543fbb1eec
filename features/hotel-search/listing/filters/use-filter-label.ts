'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency/index';
import { isLang } from '@/lib/i18n/config';
import { facilityName } from '../facility-names';
import { PRICE_RANGES } from '../../constants';
import type { FilterParam } from './filter-query';
import type { FilterOption } from './filter-groups';
import { priceBoundLabel } from './price-labels';

/** Translated labels for filter options: prices in the visitor's currency, stars, facilities, types. */
export function useFilterLabel(): (param: FilterParam, option: FilterOption) => string {
  const { t, i18n } = useTranslation('hotelList');
  const lang = isLang(i18n.language) ? i18n.language : 'vi';
  const { currency, usdRate } = useCurrency();
  // USD bounds read as round amounts; the filter still works on the VND range
  const format = (amountVnd: number) => priceBoundLabel(amountVnd, currency, usdRate);
  return (param, option) => {
    switch (param) {
      case 'price': {
        const range = PRICE_RANGES.find((r) => r.key === option.key);
        if (!range) return option.label;
        if (range.max === null) return t('filter.priceAbove', { min: format(range.min) });
        if (range.min === 0) return t('filter.priceBelow', { max: format(range.max) });
        return t('filter.priceBetween', { min: format(range.min), max: format(range.max) });
      }
      case 'star':
        return option.key === '0' ? t('filter.unrated') : t('filter.starOption', { count: Number(option.key) });
      case 'facility':
        return facilityName(option.key, lang);
      case 'type':
        return t(`type.${option.key}`, { defaultValue: option.label });
      default:
        return option.label;
    }
  };
}
