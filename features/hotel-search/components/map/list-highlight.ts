/** Hotel cards of the list column (the card component renders these attributes). */
export const LIST_ITEM_SELECTOR = '[data-testid="hotel-card"][data-hotel-id]';
/** Added beside data-active="true" so a card can style itself either way. */
export const ACTIVE_LIST_ITEM_CLASS = 'is-map-active';

type Options = { scroll?: boolean; root?: ParentNode };

/**
 * Spec 4 "Map pin click": removes the active mark from every list item, then marks the hotel's item
 * (scrolling it to the centre of the view when asked). `null` only clears the marks.
 */
export function markListItem(hotelId: number | null, { scroll = false, root = document }: Options = {}): void {
  for (const item of root.querySelectorAll<HTMLElement>(LIST_ITEM_SELECTOR)) {
    item.removeAttribute('data-active');
    item.classList.remove(ACTIVE_LIST_ITEM_CLASS);
  }
  if (hotelId === null) return;
  const item = root.querySelector<HTMLElement>(`[data-testid="hotel-card"][data-hotel-id="${hotelId}"]`);
  if (!item) return;
  if (scroll) item.scrollIntoView({ block: 'center', behavior: 'smooth' });
  item.setAttribute('data-active', 'true');
  item.classList.add(ACTIVE_LIST_ITEM_CLASS);
}
