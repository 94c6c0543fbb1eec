import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Calls `onOutside` when a pointer goes down outside `ref` while `active`. */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, onOutside: () => void, active: boolean): void {
  const handle = useEffectEvent((event: PointerEvent) => {
    const target = event.target;
    if (ref.current && target instanceof Node && !ref.current.contains(target)) onOutside();
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => handle(event);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active]);
}
