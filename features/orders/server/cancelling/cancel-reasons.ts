import 'server-only';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cancelReasons } from '../../db';
import { ORDER_PRODUCT_TYPES, type CancelReason } from '../../schemas';
import type { Tx } from '../transition';
import { fieldMessageError } from '@/lib/api/error-messages';

type ProductType = CancelReason['product_types'][number];

const productTypesOf = (stored: readonly string[]): ProductType[] => ORDER_PRODUCT_TYPES.filter((p) => stored.includes(p));

/** GET /booking/reasons/frontend/: the cancellation reasons in their order, those of one product when it is given. */
export async function listCancelReasons(productType?: ProductType): Promise<CancelReason[]> {
  const rows = await (
    await getDb()
  )
    .select()
    .from(cancelReasons)
    .where(productType ? arrayContains(cancelReasons.productTypes, [productType]) : undefined)
    .orderBy(asc(cancelReasons.sortOrder), asc(cancelReasons.id));
  return rows.map((r) => ({ id: r.id, text: r.textVi, text_en: r.textEn, product_types: productTypesOf(r.productTypes) }));
}

/** A cancellation's reason must be one offered for the order's product ("the hotel asked me" is no flight's reason): 400 otherwise. */
export async function checkCancelReason(tx: Tx, reasonId: number, productType: string): Promise<void> {
  const [reason] = await tx
    .select({ id: cancelReasons.id })
    .from(cancelReasons)
    .where(and(eq(cancelReasons.id, reasonId), arrayContains(cancelReasons.productTypes, [productType])))
    .limit(1);
  if (!reason) throw fieldMessageError('invalidCancelReason', 'reason_id');
}
