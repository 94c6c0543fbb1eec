// All 63 Vietnamese provinces and centrally-run cities (pre-2025 merger) with districts, popular areas and tourist cities.
// The data is vn-provinces.json (docs/decisions/095-region-seed-data-as-json.md); the schema checks it when loaded.
import { z } from 'zod';
import data from './vn-provinces.json';
import { provinceSeedSchema, type ProvinceSeed } from './types';

export const VN_PROVINCES: ProvinceSeed[] = z.array(provinceSeedSchema).parse(data);
