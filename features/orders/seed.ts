import 'server-only';
import { cancelReasons } from '@/features/orders/db';
import { syncSerial } from '@/lib/db/bulk';
import type { SeedContext } from '@/lib/db/seed-context';

const ALL = ['hotel', 'flight', 'combo', 'deal', 'voucher'];
const STAY = ['hotel', 'combo'];
const FLIGHT = ['flight', 'combo'];
const DEAL = ['deal', 'voucher'];

/** Cancellation reasons (GET /booking/reasons/frontend/), each offered for the products it makes sense for (migration 0013 keeps older databases in step). */
const REASONS = [
  { textVi: 'Thay đổi kế hoạch du lịch', textEn: 'My travel plans changed', productTypes: ALL },
  { textVi: 'Tìm được giá tốt hơn', textEn: 'I found a better price', productTypes: ALL },
  { textVi: 'Đặt nhầm ngày hoặc phòng', textEn: 'I booked the wrong dates or room', productTypes: STAY },
  { textVi: 'Lý do sức khỏe', textEn: 'Health reasons', productTypes: ALL },
  { textVi: 'Khách sạn yêu cầu hủy', textEn: 'The hotel asked me to cancel', productTypes: STAY },
  { textVi: 'Lý do khác', textEn: 'Another reason', productTypes: ALL, sortOrder: 99 },
  { textVi: 'Đặt nhầm ngày bay, chuyến bay hoặc hành khách', textEn: 'I booked the wrong date, flight or passenger', productTypes: FLIGHT },
  {
    textVi: 'Hãng bay đổi giờ bay hoặc hủy chuyến',
    textEn: 'The airline changed the schedule or cancelled the flight',
    productTypes: FLIGHT,
  },
  { textVi: 'Đặt nhầm ưu đãi hoặc số lượng', textEn: 'I bought the wrong deal or quantity', productTypes: DEAL },
];

export async function seedOrders(ctx: SeedContext): Promise<void> {
  await ctx.handle.db.transaction(async (tx) => {
    await tx.insert(cancelReasons).values(REASONS.map((r, i) => ({ ...r, id: i + 1, sortOrder: r.sortOrder ?? i + 1 })));
    await syncSerial(tx, 'cancel_reasons');
  });
  ctx.log(`orders: ${REASONS.length} cancellation reasons`);
}
