/**
 * Spec 2.7 / 4 "Map pin click": scrolls `item` to the middle of the visible part of the list column. On a
 * desktop the list column scrolls by itself; on a phone the page scrolls and the map above the list
 * (sticky) hides the top of the viewport.
 */
export function scrollToListCentre(item: HTMLElement, list: HTMLElement, map: HTMLElement | null): void {
  const listRect = list.getBoundingClientRect();
  const scrollsItself = list.scrollHeight > list.clientHeight + 1 && getComputedStyle(list).overflowY !== 'visible';
  let top = scrollsItself ? Math.max(listRect.top, 0) : 0;
  const bottom = scrollsItself ? Math.min(listRect.bottom, window.innerHeight) : window.innerHeight;
  if (map) {
    const mapRect = map.getBoundingClientRect();
    // side by side on a desktop; stacked on a phone, where the map sticks to the top once scrolled there
    const stacked = mapRect.left < listRect.right && mapRect.right > listRect.left;
    const sticky = getComputedStyle(map).position === 'sticky';
    if (stacked) top = Math.max(top, sticky ? mapRect.height : mapRect.bottom);
  }
  const itemRect = item.getBoundingClientRect();
  const delta = itemRect.top + itemRect.height / 2 - (top + bottom) / 2;
  if (Math.abs(delta) < 1) return;
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const options: ScrollToOptions = { top: delta, behavior: reduce ? 'auto' : 'smooth' };
  if (scrollsItself) list.scrollBy(options);
  else window.scrollBy(options);
}
