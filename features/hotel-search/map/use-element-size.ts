'use client';

import { useEffect, useRef, useState } from 'react';
import type { Size } from './projection';

/** The element's rendered size; `fallback` until measured (server render, or no ResizeObserver as in jsdom). */
export function useElementSize<T extends HTMLElement>(fallback: Size) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<Size>(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry?.contentRect ?? { width: 0, height: 0 };
      if (width > 0 && height > 0) setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
