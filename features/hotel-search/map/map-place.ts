/** A named place drawn on the key-free map (a region near the search): its label and position. */
export type MapPlace = {
  name: string;
  name_vi: string;
  /** province | city | district | area */
  kind: string;
  lat: number;
  lon: number;
};

/** Provinces and cities are labelled when zoomed out, districts and areas when close (city zoom). */
export const CLOSE_LABEL_ZOOM = 11;
export const isCloseKind = (kind: string) => kind === 'district' || kind === 'area';
