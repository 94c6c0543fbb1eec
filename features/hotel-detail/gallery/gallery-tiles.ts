/** Spec 9: the gallery shows at most 7 images. */
const GALLERY_MAX = 7;

/**
 * Spec 9 thumbnail sizes by position: a wide first row (471x290 beside 886x290 on a three-image row is
 * 584x290 …) as the desktop grid lays them out; each image is requested and drawn at its own size.
 */
export const GALLERY_SIZES = [
  { width: 471, height: 290 },
  { width: 886, height: 290 },
  { width: 584, height: 290 },
  { width: 275, height: 140 },
  { width: 275, height: 140 },
  { width: 142, height: 140 },
  { width: 142, height: 140 },
] as const satisfies readonly { width: number; height: number }[];

type Image = { url: string; is360: boolean };
export type GalleryTile = { url: string; width: number; height: number; position: number };

/** The grid's tiles: the first photos (not panoramas), up to 7, each with the size of its position. */
export function galleryTiles(images: readonly Image[]): GalleryTile[] {
  return images
    .filter((image) => !image.is360)
    .slice(0, GALLERY_MAX)
    .map((image, position) => ({ url: image.url, position, ...GALLERY_SIZES[position]! }));
}

/** Spec 2.8: the "view map" tile is hidden for combo offers. */
export const showMapTile = (isCombo: boolean): boolean => !isCombo;

/** Spec 2.8: the 360 overlay exists only when the hotel has 360 images. */
export const panoramasOf = (images: readonly Image[]): string[] => images.filter((image) => image.is360).map((image) => image.url);
