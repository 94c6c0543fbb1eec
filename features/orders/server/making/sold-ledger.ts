import 'server-only';
import { orderFlightSeats, orderStays } from '../../db';
import type { Tx } from '../transition';

type SoldSeats = { fareClassId: number; departDate: string; seats: number };
type SoldStay = { roomTypeId: number; stayDate: string; rooms: number };

/** The seats an order took (expiry and cancellation give them back exactly once). */
export async function keepSoldSeats(tx: Tx, orderId: number, seats: readonly SoldSeats[]): Promise<void> {
  if (seats.length > 0) await tx.insert(orderFlightSeats).values(seats.map((s) => ({ orderId, ...s })));
}

/** The rooms an order took, per room type and night (given back exactly once). */
export async function keepSoldStays(tx: Tx, orderId: number, stays: readonly SoldStay[]): Promise<void> {
  if (stays.length > 0) await tx.insert(orderStays).values(stays.map((s) => ({ orderId, ...s })));
}
