'use client';

import dynamic from 'next/dynamic';

/**
 * The map view (map, pins, pin cards), code-split: its script loads only on pages that show it (view=map),
 * not with every listing. Still rendered on the server.
 */
export const LazyMapResults = dynamic(() => import('./map-results').then((m) => m.MapResults));
