import 'server-only';
import { cancelReasons } from '@/features/orders/db';
import { syncSerial } from '@/lib/db/bulk';
import type { SeedContext } from '@/lib/db/seed-context';

/** Cancellation reasons (GET /booking/reasons/frontend/). */
const REASONS = [
  { textVi: 'Thay đổi kế hoạch du lịch', textEn: 'My travel plans changed' },
  { textVi: 'Tìm được giá tốt hơn', textEn: 'I found a better price' },
  { textVi: 'Đặt nhầm ngày hoặc phòng', textEn: 'I booked the wrong dates or room' },
  { textVi: 'Lý do sức khỏe', textEn: 'Health reasons' },
  { textVi: 'Khách sạn yêu cầu hủy', textEn: 'The hotel asked me to cancel' },
  { textVi: 'Lý do khác', textEn: 'Another reason' },
] as const;

export async function seedOrders(ctx: SeedContext): Promise<void> {
  await ctx.handle.db.transaction(async (tx) => {
    await tx.insert(cancelReasons).values(REASONS.map((r, i) => ({ ...r, id: i + 1, sortOrder: i + 1 })));
    await syncSerial(tx, 'cancel_reasons');
  });
  ctx.log(`orders: ${REASONS.length} cancellation reasons`);
}
