import 'server-only';
import type { Random } from '@/lib/random';
import type { DatabaseHandle, Db } from './client';

/** What every features/<domain>/seed.ts receives from the seed runner (db/seed.ts). */
export type SeedContext = {
  handle: DatabaseHandle;
  /** the run's root generator (fixed seed); fork it per domain so domains stay independent */
  rng: Random;
  hotelCount: number;
  log: (msg: string) => void;
};

/** A database or an open transaction: anything that can insert, update and run SQL. */
export type DbWriter = Pick<Db, 'insert' | 'update' | 'execute' | 'select'>;
