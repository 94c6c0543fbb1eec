import 'server-only';
import { asc } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { getReadDb } from '@/lib/db/client';
import { passportCountries as passportCountriesTable } from '../../db';
import type { PassportCountry } from '../../schemas';

async function load(): Promise<PassportCountry[]> {
  const db = await getReadDb();
  return db
    .select({ code: passportCountriesTable.code, nameVi: passportCountriesTable.nameVi, nameEn: passportCountriesTable.nameEn })
    .from(passportCountriesTable)
    .orderBy(asc(passportCountriesTable.sortOrder), asc(passportCountriesTable.code));
}

const cached = memoize(() => load(), { name: 'passport-countries', ttlMs: 60 * 60_000, keyOf: () => 'all' });

/** GET .../passports/countries: Vietnam first, then by Vietnamese name. */
export function passportCountries(): Promise<PassportCountry[]> {
  return cached(undefined);
}
