'use client';

import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { SearchExtraData } from '../../schemas';
import { isMapView, toggleMapViewQuery } from '@/lib/paths';
import { FilterPanel } from '../filters/filter-panel';
import { useListingNavigation } from '../listing-navigation';
import { SortPanel } from '../sort/sort-panel';
import styles from './mobile-tab-bar.module.css';

type Props = { total: number; isDomestic: boolean; nights: number; extra: SearchExtraData | null };

/** Spec 2.3: the mobile tab bar; Map toggles view=map, Filter and Sort open their panels. */
export function MobileTabBar({ total, isDomestic, nights, extra }: Props) {
  const { t } = useTranslation('hotelList');
  const { query, pushQuery } = useListingNavigation();
  const [panel, setPanel] = useState<'filter' | 'sort' | null>(null);
  const mapView = isMapView(query);
  const close = () => setPanel(null);
  return (
    <>
      <nav className={styles.bar} aria-label={t('tabs.label')} data-testid="mobile-tab-bar">
        <button type="button" className={styles.tab} onClick={() => pushQuery(toggleMapViewQuery(query))} data-testid="tab-map">
          {mapView ? t('tabs.list') : t('tabs.map')}
        </button>
        <button type="button" className={styles.tab} aria-haspopup="dialog" onClick={() => setPanel('filter')} data-testid="tab-filter">
          {t('tabs.filter')}
        </button>
        <button type="button" className={styles.tab} aria-haspopup="dialog" onClick={() => setPanel('sort')} data-testid="tab-sort">
          {t('tabs.sort')}
        </button>
      </nav>
      <FilterPanel open={panel === 'filter'} onClose={close} extra={extra} isDomestic={isDomestic} total={total} />
      <SortPanel open={panel === 'sort'} onClose={close} total={total} isDomestic={isDomestic} nights={nights} />
    </>
  );
}
