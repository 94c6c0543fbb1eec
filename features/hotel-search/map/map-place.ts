import { z } from 'zod';

/** A named place drawn on the key-free map (a region near the search): its label and position. */
export const mapPlaceSchema = z.object({
  name: z.string(),
  name_vi: z.string(),
  /** province | city | district | area */
  kind: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

/** Provinces and cities are labelled when zoomed out, districts and areas when close (city zoom). */
export const CLOSE_LABEL_ZOOM = 11;
export const isCloseKind = (kind: string) => kind === 'district' || kind === 'area';
