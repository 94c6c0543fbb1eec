'use client';

import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';
import { useEffect, useRef, useState } from 'react';
import { useDetailT } from '../detail-text';
import styles from './hotel-gallery.module.css';

/** No WebGL (an old device, a locked-down browser): the overlay says so instead of showing an empty box. */
function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * The 360 overlay's viewer (photo-sphere-viewer on three.js, equirectangular 2:1 panoramas). Loaded with a
 * dynamic import only when the overlay opens; destroyed (WebGL context freed) when it closes.
 */
export default function PanoramaViewer({ urls }: { urls: string[] }) {
  const t = useDetailT();
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const [index, setIndex] = useState(0);
  const [failed] = useState(() => !hasWebGl());

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !urls[0]) return;
    const viewer = new Viewer({ container, navbar: ['zoom', 'move', 'fullscreen'], loadingTxt: t('panorama.loading'), mousewheel: false });
    // three's FileLoader re-wraps the response to report progress and drops its content type; an SVG
    // blob without one never decodes as an image, so the panorama is read with the browser's own fetch.
    viewer.textureLoader.loadFile = async (url: string) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${response.status} ${url}`);
      return response.blob();
    };
    // a failed load shows the viewer's own error panel; nothing more to do here
    viewer.setPanorama(urls[0]).catch(() => undefined);
    viewerRef.current = viewer;
    return () => {
      viewerRef.current?.destroy();
      viewerRef.current = null;
    };
  }, [urls, t]);

  const show = (next: number) => {
    setIndex(next);
    viewerRef.current?.setPanorama(urls[next]!).catch(() => undefined);
  };

  return (
    <div className={styles.panorama}>
      {failed ? (
        <p className={styles.panoramaFailed} role="alert">
          {t('panorama.unsupported')}
        </p>
      ) : (
        <div ref={containerRef} className={styles.panoramaStage} data-testid="panorama-stage" />
      )}
      {urls.length > 1 && (
        <div className={styles.panoramaPicker} role="group" aria-label={t('panorama.pick')}>
          {urls.map((url, i) => (
            <button key={url} type="button" aria-pressed={i === index} className={styles.panoramaButton} onClick={() => show(i)}>
              {t('panorama.view', { n: i + 1 })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
