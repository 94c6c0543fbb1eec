import { z } from 'zod';
import { methodsNotAllowed, route } from '@/lib/api/route';
import { fareCalendarBodySchema, type FareCalendar } from '@/features/flights/schemas';
import { fareCalendar } from '@/features/flights/server';
import { comboCalendarBodySchema, type ComboCalendar } from '@/features/combos/schemas';
import { comboCalendar } from '@/features/combos/server';

export const dynamic = 'force-dynamic';

/** Today's fare calendar body, or a combo deal's month ({dealId, origin, month}): both are strict, so one matches. */
const bodySchema = z.union([fareCalendarBodySchema, comboCalendarBodySchema]);

export const POST = route({
  body: bodySchema,
  handler: ({ body }): Promise<FareCalendar | ComboCalendar> => ('dealId' in body ? comboCalendar(body) : fareCalendar(body)),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
