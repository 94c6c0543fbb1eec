import { z } from 'zod';

const SCREEN_TYPES = ['WIDESCREEN', 'DESKTOP', 'TABLET', 'MOBILE'] as const;
export const screenTypeSchema = z.enum(SCREEN_TYPES);
export type ScreenType = z.infer<typeof screenTypeSchema>;

export const HOME_SLIDESHOW_POSITION = 'home_slideshow';

export const bannerQuerySchema = z.strictObject({
  position: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_]+$/, 'position chỉ gồm chữ thường, số và dấu gạch dưới'),
  lang: z.enum(['vi', 'en']).default('vi'),
});
export type BannerQuery = z.infer<typeof bannerQuerySchema>;

const bannerMediaSchema = z.object({
  screen_type: screenTypeSchema,
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  title: z.string().nullable(),
  alt: z.string().nullable(),
});
export type BannerMedia = z.infer<typeof bannerMediaSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  url: z.string().nullable(),
  is_open_new_tab: z.boolean(),
  medias: z.array(bannerMediaSchema),
});
export type Banner = z.infer<typeof bannerSchema>;
