/** One entry of the pager: a page number or a "•••" jump of 5 pages. */
type PagerPage = { kind: 'page'; page: number; active: boolean; afterJumpPrev?: boolean; beforeJumpNext?: boolean };
export type PageItem = PagerPage | { kind: 'jump-prev' | 'jump-next'; page: number };

const BUFFER = 2;
const JUMP = 5;

/**
 * The pager's entries, as antd's Pagination lays them out (no "show less items"): every page up to 7 pages,
 * otherwise the first and last page, 2 pages either side of the current one and "•••" jumps of 5 pages.
 */
export function pageItems(current: number, total: number, pageSize: number): PageItem[] {
  const allPages = pageCount(total, pageSize);
  const page = (n: number): PagerPage => ({ kind: 'page', page: n, active: n === current });
  if (allPages <= 3 + BUFFER * 2) return Array.from({ length: allPages }, (_, i) => page(i + 1));

  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, allPages);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (allPages - current <= BUFFER) left = allPages - BUFFER * 2;
  const hasJumpPrev = current - 1 >= BUFFER * 2 && current !== 1 + 2;
  const hasJumpNext = allPages - current >= BUFFER * 2 && current !== allPages - 2;
  if (hasJumpPrev && right !== allPages) left += 1;
  if (hasJumpNext && left !== 1) right -= 1;

  const pages: PagerPage[] = [];
  for (let n = left; n <= right; n += 1) pages.push(page(n));
  if (hasJumpPrev) pages[0] = { ...page(left), afterJumpPrev: true };
  if (hasJumpNext) pages[pages.length - 1] = { ...page(right), beforeJumpNext: true };
  const items: PageItem[] = [...pages];
  if (hasJumpPrev) items.unshift({ kind: 'jump-prev', page: Math.max(1, current - JUMP) });
  if (hasJumpNext) items.push({ kind: 'jump-next', page: Math.min(allPages, current + JUMP) });
  if (left !== 1) items.unshift(page(1));
  if (right !== allPages) items.push(page(allPages));
  return items;
}

/** The number of result pages (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
