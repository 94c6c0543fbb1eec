'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Scrolls the page the least it takes to show a dropdown panel whole when it opens: a panel below a field
 * low on a phone's screen would otherwise open past its bottom edge.
 */
export function useRevealWhenOpen(ref: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    if (open) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [open, ref]);
}
