// Schemas and types of the static region seed data (Vietnam provinces, tourist cities, foreign destinations).
import { z } from 'zod';

const geoPointSchema = z.object({ lat: z.number(), lon: z.number() });
const areaSeedSchema = z.object({ nameVi: z.string(), nameEn: z.string(), center: geoPointSchema });
const districtSeedSchema = z.object({
  nameVi: z.string(),
  nameEn: z.string(),
  center: geoPointSchema,
  areas: z.array(areaSeedSchema).optional(),
});
const citySeedSchema = z.object({
  nameVi: z.string(),
  nameEn: z.string(),
  center: geoPointSchema,
  radiusKm: z.number(),
  tourismWeight: z.number(),
  districts: z.array(districtSeedSchema),
  areas: z.array(areaSeedSchema),
});
export const provinceSeedSchema = z.object({
  code: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  kind: z.enum(['province', 'city']),
  macroRegion: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  center: geoPointSchema,
  radiusKm: z.number(),
  tourismWeight: z.number(),
  districts: z.array(districtSeedSchema),
  areas: z.array(areaSeedSchema),
  cities: z.array(citySeedSchema).optional(),
});
type ForeignCitySeed = {
  nameVi: string;
  nameEn: string;
  center: GeoPoint;
  radiusKm: number;
  tourismWeight: number;
  areas: AreaSeed[];
};

export type GeoPoint = z.infer<typeof geoPointSchema>;
export type AreaSeed = z.infer<typeof areaSeedSchema>;
export type DistrictSeed = z.infer<typeof districtSeedSchema>;
export type ProvinceSeed = z.infer<typeof provinceSeedSchema>;
export type CountrySeed = { code: string; nameVi: string; nameEn: string; cities: ForeignCitySeed[] };
