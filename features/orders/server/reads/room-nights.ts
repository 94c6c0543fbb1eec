import 'server-only';
import type { OrderRow } from '../access/order-access';

/** Rooms × nights of an order (what loyalty counts and a voucher covers). */
export const roomNightsOf = (row: Pick<OrderRow, 'rooms' | 'nights'>): number =>
  row.rooms.reduce((sum, line) => sum + line.room_count, 0) * (row.nights ?? 0);
