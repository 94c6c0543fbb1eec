/**
 * The design tokens: the one place a colour, spacing, radius, font size, weight or shadow is written.
 * antd's theme is built from them (antd-theme.ts) and the CSS custom properties are generated from them
 * (tokens-css.ts -> .generated/tokens.css, loaded by the root layout): CSS reads `var(--color-primary)`,
 * `var(--space-3)`, `var(--radius-md)`, `var(--font-size-sm)`; TSX imports the values from here.
 */

export const color = {
  /** Brand blue of actions and links: buttons, links, focus borders, the active card's ring. */
  primary: '#0b63ce',
  primaryHover: '#0a58b8',
  submitHover: '#0a56b3',
  /** A primary button while its request runs. */
  primaryBusy: '#5b8fd6',
  primaryTint: '#eef4ff',
  primaryTintHover: '#e8f1ff',
  inputFocusRing: 'rgb(11 99 206 / 25%)',
  /** Deep brand blue: the header, the logo, badges, map pins, links on light tints. */
  brand: '#0b4fa8',
  brandHover: '#0a4593',
  /** Amber of the keyboard focus outline and the logo's sun. */
  accent: '#ffb703',

  text: '#1f2937',
  textStrong: '#111827',
  textHeading: '#0f1d33',
  textSecondary: '#374151',
  textMuted: '#4b5563',
  textMutedSlate: '#4a5568',
  textSubtle: '#6b7280',
  /** Text on the brand colours and on photos. */
  textInverse: '#fff',
  textInfo: '#1e3a8a',
  textError: '#b42318',
  textUrgent: '#b91c1c',
  /** The currency select's native options, drawn on the system's light popup. */
  textNativeOption: '#1f1f1f',
  danger: '#d4380d',
  dangerBackground: '#fff7f7',
  dangerBorder: '#fca5a5',
  infoBorder: '#bfd4fb',
  success: '#15803d',
  price: '#c2410c',
  /** Sale badges and the discount percent. */
  deal: '#c2410c',
  star: '#b45309',

  /** The page behind the cards. */
  background: '#f5f7fb',
  surface: '#fff',
  surfaceMuted: '#f3f4f6',
  surfaceCool: '#f1f4f9',
  suggestionActive: '#eaf2fd',
  skeleton: '#eef1f5',
  skeletonShine: '#e2e7ee',

  border: '#e5e7eb',
  borderStrong: '#d1d5db',
  borderInput: '#b8c2d1',
  borderPopup: '#d6dbe4',
  borderDisabled: '#c4cad4',
  borderSoft: '#e3e8ef',
  borderFaint: '#eef1f5',
  borderOnBrand: 'rgba(255, 255, 255, 0.55)',
  hoverOnBrand: 'rgba(255, 255, 255, 0.14)',
  /** The keyboard focus ring on light surfaces (5:1 on white) and on the dark header and footer (accent: 4.6:1 on brand). */
  focusRing: '#0b63ce',
  focusRingOnDark: '#ffb703',
  backdrop: 'rgba(17, 24, 39, 0.55)',

  footerBackground: '#0f1d33',
  footerText: '#d6deea',
  footerMuted: '#aab6c8',

  heroBackground: '#dfe9f7',
  heroCaption: 'rgba(8, 36, 74, 0.62)',
  heroDot: 'rgba(255, 255, 255, 0.6)',

  mapSea: '#b9d7ea',
  mapLand: '#f3efe6',
  mapCoast: '#8fb0c9',
  mapBorder: '#a89f91',
  mapCountry: '#5b7fa6',
  /** The searched place's area on the map. */
  mapArea: 'rgba(11, 99, 206, 0.05)',
  /** White ring of place labels and pin clusters. */
  mapHalo: 'rgba(255, 255, 255, 0.9)',
  mapCreditBackground: 'rgba(255, 255, 255, 0.7)',
  mapLoading: '#eef3f8',
  mapPinHover: '#e8f0fd',
  mapTeaserLand: '#e3edf7',
  mapTeaserRiver: '#b9d0e8',
} as const;

/** Spacing (margin, padding, gap) in px, on a 4 px grid with half steps: space[3] = 12 px. */
export const space = {
  '0.5': 2,
  '1': 4,
  '1.5': 6,
  '2': 8,
  '2.5': 10,
  '3': 12,
  '3.5': 14,
  '4': 16,
  '4.5': 18,
  '5': 20,
  '6': 24,
  '7': 28,
  '8': 32,
  '10': 40,
  '12': 48,
} as const;

/** Corner radii in px; `pill` rounds the short sides fully whatever the height. */
export const radius = {
  '2xs': 3,
  xs: 4,
  sm: 6,
  md: 8,
  lg: 10,
  xl: 12,
  pill: 999,
  circle: '50%',
} as const;

/** Font sizes in px. */
export const fontSize = {
  '2xs': 11,
  xs: 12,
  sm: 13,
  md: 14,
  lg: 15,
  xl: 16,
  '2xl': 18,
  '3xl': 20,
  '4xl': 22,
  '5xl': 24,
  '6xl': 26,
  '7xl': 28,
} as const;

export const fontWeight = { medium: 500, semibold: 600, bold: 700 } as const;

export const fontFamily = {
  base: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const;

export const shadow = {
  cardHover: '0 4px 16px rgba(15, 23, 42, 0.12)',
  popup: '0 8px 24px rgb(15 23 42 / 16%)',
  searchBox: '0 6px 24px rgb(15 23 42 / 14%)',
  homeSearch: '0 8px 24px rgba(15, 29, 51, 0.12)',
  summaryBar: '0 2px 8px rgb(15 23 42 / 8%)',
  destinationHover: '0 6px 18px rgba(15, 29, 51, 0.1)',
  heroDot: '0 0 0 1px rgba(0, 0, 0, 0.15)',
  /** text-shadow of the fallback banner's headlines */
  heroText: '0 2px 8px rgba(0, 0, 0, 0.35)',
  mapPin: '0 1px 3px rgba(0, 0, 0, 0.25)',
  mapCluster: '0 0 0 4px rgba(11, 79, 168, 0.25), 0 1px 4px rgba(0, 0, 0, 0.3)',
  mapPinCard: '0 4px 14px rgba(0, 0, 0, 0.22)',
  mapPinCardHover: '0 6px 18px rgba(0, 0, 0, 0.3)',
  mapControl: '0 1px 4px rgba(0, 0, 0, 0.25)',
  mapNotice: '0 1px 4px rgba(0, 0, 0, 0.2)',
} as const;
