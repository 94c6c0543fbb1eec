/** Spec 9: the gallery shows at most 7 tiles. */
const GALLERY_MAX = 7;
/** Spec 9 tile heights: a full-height tile (290) or half of it (140) with the 10 px gap between two. */
const FULL = 290;
const HALF = 140;
const GAP = 10;

/**
 * Spec 9 thumbnail sizes (471x290, 886x290, 584x290, 275x140 twice, 142x140 twice) as column widths of the
 * desktop grid, by how many columns the tiles need: one picture alone is 886 wide, two are 471 + 584, and a
 * full grid is 471 | 275 over 275 | 142 over 142 | 142 over 142 (1,060 px with its gaps). The grid is scaled
 * to the content width, so these are proportions as much as sizes.
 */
const COLUMN_WIDTHS: Record<number, readonly number[]> = {
  1: [886],
  2: [471, 584],
  3: [471, 275, 142 + GAP + 142],
  4: [471, 275, 142, 142],
};

type Image = { url: string; is360: boolean };
export type GalleryTile = { url: string; width: number; height: number; position: number };
export type GalleryGrid = {
  /** the photo tiles, the last one carrying "view all" */
  tiles: GalleryTile[];
  /** the columns' design widths (px at the spec's scale) */
  columns: readonly number[];
  /** the grid's design width including the gaps: its height is 290 at this width */
  designWidth: number;
  /** the action tiles (360°, map) in the grid's last slots, each with its size */
  actions: { width: number; height: number }[];
};

/** Width and height of grid slot `index` when the grid holds `count` tiles. */
function slotSize(index: number, count: number, columns: readonly number[]): { width: number; height: number } {
  const column = index === 0 ? 0 : 1 + Math.floor((index - 1) / 2);
  // the first tile, and a last tile alone in its column, take the whole height
  const alone = index === 0 || (index === count - 1 && (index - 1) % 2 === 0);
  return { width: columns[column]!, height: alone ? FULL : HALF };
}

/**
 * Spec 2.8 and 9: the desktop grid of up to 7 tiles. The action tiles (360° when panoramas exist, the map
 * unless the offer is a combo) take the last slots; photos (never panoramas) fill the rest.
 */
export function galleryGrid(images: readonly Image[], options: { isCombo?: boolean } = {}): GalleryGrid {
  const actionCount = (panoramasOf(images).length > 0 ? 1 : 0) + (showMapTile(options.isCombo ?? false) ? 1 : 0);
  const photos = images.filter((image) => !image.is360).slice(0, GALLERY_MAX - actionCount);
  const count = photos.length + actionCount;
  const columns = COLUMN_WIDTHS[count <= 1 ? 1 : 1 + Math.ceil((count - 1) / 2)]!;
  const tiles = photos.map((image, position) => ({ url: image.url, position, ...slotSize(position, count, columns) }));
  const actions = Array.from({ length: actionCount }, (_, i) => slotSize(photos.length + i, count, columns));
  const designWidth = columns.reduce((sum, width) => sum + width, 0) + GAP * (columns.length - 1);
  return { tiles, columns, designWidth, actions };
}

/** Spec 2.8: the "view map" tile is hidden for combo offers. */
export const showMapTile = (isCombo: boolean): boolean => !isCombo;

/** Spec 2.8: the 360 overlay exists only when the hotel has 360 images. */
export const panoramasOf = (images: readonly Image[]): string[] => images.filter((image) => image.is360).map((image) => image.url);
