import { describe, expect, it } from 'vitest';
import { LISTING_QUERY_PARAMS, VIEW_PARAM } from '@/lib/paths';
import { hotelSearchQuerySchema } from './schemas';

describe('hotelSearchQuerySchema', () => {
  it('reads exactly the listing query parameters lib/paths names (the shared cache keys on them), plus nothing but the view', () => {
    const schemaKeys = Object.keys(hotelSearchQuerySchema.shape);
    expect([...schemaKeys, VIEW_PARAM].sort()).toEqual([...LISTING_QUERY_PARAMS].sort());
  });
});
