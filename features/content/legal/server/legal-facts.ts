import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { fareClasses } from '@/features/flights/db';
import { paymentMethods } from '@/features/payment/db';
import { getReadDb } from '@/lib/db/client';

/** A payment method as the terms list it: read from the methods the checkout offers, so the page never disagrees with it. */
export type MethodFact = {
  code: string;
  nameVi: string;
  nameEn: string;
  descVi: string;
  descEn: string;
  feePercent: number;
  minAmount: number | null;
};
/** One fare on sale as the flight conditions list it (each distinct combination, in the fares' own order). */
export type FareFact = { code: string; bookingClass: string; checkedKg: number; cabinKg: number; refundable: boolean };

export async function paymentMethodFacts(): Promise<MethodFact[]> {
  const db = await getReadDb();
  const rows = await db
    .select({
      code: paymentMethods.paymentMethod,
      nameVi: paymentMethods.nameVi,
      nameEn: paymentMethods.nameEn,
      descVi: paymentMethods.shortDescVi,
      descEn: paymentMethods.shortDescEn,
      feePercent: paymentMethods.feePercent,
      minAmount: paymentMethods.minAmount,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.active, true))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
  return rows;
}

export async function fareFacts(): Promise<FareFact[]> {
  const db = await getReadDb();
  const rows = await db
    .selectDistinct({
      sortOrder: fareClasses.sortOrder,
      code: fareClasses.code,
      bookingClass: fareClasses.bookingClass,
      checkedKg: fareClasses.includedBaggageKg,
      cabinKg: fareClasses.cabinBaggageKg,
      refundable: fareClasses.refundable,
    })
    .from(fareClasses)
    .orderBy(
      asc(fareClasses.sortOrder),
      asc(fareClasses.code),
      asc(fareClasses.includedBaggageKg),
      asc(fareClasses.cabinBaggageKg),
      asc(fareClasses.refundable),
    );
  return rows.map(({ sortOrder: _sortOrder, ...fare }) => fare);
}
