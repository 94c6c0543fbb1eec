'use client';

import { useEffect, type RefObject } from 'react';

/**
 * A vertical mouse wheel scrolls a horizontal strip sideways while it can move that way; at either end the
 * wheel scrolls the page again. The listener is not passive (React's onWheel is), so it can keep the page still.
 */
export function useWheelScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const max = element.scrollWidth - element.clientWidth;
      const canMove = event.deltaY > 0 ? element.scrollLeft < max - 1 : element.scrollLeft > 0;
      if (!canMove) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY;
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });
}
