import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { orderInvoices, orders } from '../../db';
import type { Invoice, invoiceBodySchema } from '../../schemas';
import { normalizeTaxCode } from '../../tax-code';
import { orderFor, type OrderViewer } from '../access/order-access';
import type { z } from 'zod';
import { messageError } from '@/lib/api/error-messages';

type InvoiceBody = z.infer<typeof invoiceBodySchema>;
type InvoiceRow = typeof orderInvoices.$inferSelect;

/** An invoice can be asked for once the order is paid, and until it is cancelled. */
const INVOICEABLE = new Set(['paid', 'confirmed', 'completed']);

const toInvoice = (orderCode: string, row: InvoiceRow): Invoice => ({
  order_code: orderCode,
  tax_code: row.taxCode,
  company_name: row.companyName,
  company_address: row.companyAddress,
  email: row.email,
  status: row.status === 'issued' ? 'issued' : 'requested',
  updated_at: row.updatedAt.toISOString(),
});

/** GET /core-accounting/invoice/{code}: the order's invoice request, or null; anyone who may see the order. */
export async function getInvoice(viewer: OrderViewer, orderCode: string): Promise<Invoice | null> {
  const { row } = await orderFor(viewer, orderCode, 'view');
  const [invoice] = await (await getDb()).select().from(orderInvoices).where(eq(orderInvoices.orderId, row.id)).limit(1);
  return invoice ? toInvoice(row.orderNumber, invoice) : null;
}

/**
 * PUT /core-accounting/invoice: asks for (or corrects) the VAT invoice of an order the viewer manages. The
 * tax code must pass the checksum (400 INVALID_TAX_CODE); the order must be paid, and an issued invoice is final
 * (both 409 ORDER_NOT_PAYABLE with their own message); an order worth 0 ₫ (a stay paid by voucher: the voucher's
 * own order is the one invoiced) has nothing to invoice (409 INVOICE_ZERO_AMOUNT). One row per order.
 */
export async function putInvoice(viewer: OrderViewer, body: InvoiceBody, now: Date = new Date()): Promise<Invoice> {
  const taxCode = normalizeTaxCode(body.tax_code);
  if (!taxCode) throw apiError('INVALID_TAX_CODE');
  const { row } = await orderFor(viewer, body.order_code, 'manage');
  return (await getDb()).transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, totalVnd: orders.totalVnd })
      .from(orders)
      .where(eq(orders.id, row.id))
      .for('update')
      .limit(1);
    if (!order || !INVOICEABLE.has(order.status)) throw messageError('invoiceOnlyPaid');
    if (order.totalVnd === 0) throw apiError('INVOICE_ZERO_AMOUNT');
    const fields = { taxCode, companyName: body.company_name, companyAddress: body.company_address, email: body.email, updatedAt: now };
    const [saved] = await tx
      .insert(orderInvoices)
      .values({ orderId: row.id, status: 'requested', createdAt: now, ...fields })
      .onConflictDoUpdate({ target: orderInvoices.orderId, set: fields, setWhere: sql`${orderInvoices.status} <> 'issued'` })
      .returning();
    if (!saved) throw messageError('invoiceIssued');
    return toInvoice(row.orderNumber, saved);
  });
}
