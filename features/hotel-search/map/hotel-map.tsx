'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { clientEnv } from '@/lib/env/client';
import { loadGoogleMaps } from './google-maps-loader';
import type { HotelListItem } from '../schemas';
import { MapErrorBoundary } from './map-error-boundary';
import { SvgMap, type SvgMapProps } from './svg-map';
import styles from './hotel-map.module.css';

function MapLoading() {
  const { t } = useTranslation('hotelMap');
  return (
    <div className={styles.loading} role="status">
      {t('loading')}
    </div>
  );
}

const GoogleHotelMap = dynamic(() => import('./google-hotel-map').then((mod) => mod.GoogleHotelMap), {
  ssr: false,
  loading: MapLoading,
});

type Props = Omit<SvgMapProps, 'hotels'> & {
  hotels: HotelListItem[];
  /** Google Maps key; defaults to NEXT_PUBLIC_GOOGLE_MAPS_API_KEY. Without one the key-free map shows. */
  apiKey?: string;
};

/**
 * The hotel map. With a Maps key it loads Google Maps (script and renderer on demand); without a key,
 * or when the script fails to load (logged by the loader), it shows the key-free SVG map.
 * Must sit inside MapSelectionProvider.
 */
export function HotelMap({ hotels, apiKey = clientEnv.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY, ...geo }: Props) {
  const [status, setStatus] = useState<{ key: string; state: 'ready' | 'failed' } | null>(null);

  useEffect(() => {
    if (!apiKey) return;
    let live = true;
    loadGoogleMaps(apiKey).then(
      () => live && setStatus({ key: apiKey, state: 'ready' }),
      () => live && setStatus({ key: apiKey, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [apiKey]);

  const svg = <SvgMap hotels={hotels} {...geo} />;
  const state = apiKey && status?.key === apiKey ? status.state : 'loading';
  if (!apiKey || state === 'failed') return svg;
  if (state === 'loading') return <MapLoading />;
  return (
    <MapErrorBoundary fallback={svg}>
      <GoogleHotelMap hotels={hotels} />
    </MapErrorBoundary>
  );
}
