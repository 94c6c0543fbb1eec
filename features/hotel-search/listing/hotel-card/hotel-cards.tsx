'use client';

import type { CardHotel } from './card-hotel';
import { HotelCard, type HotelCardProps } from './hotel-card';

type Props = Omit<HotelCardProps, 'hotel' | 'index' | 'mode' | 'onSelect'> & { hotels: CardHotel[] };

/** The list's cards: one client element, so what every card shares travels in the flight data once. */
export function HotelCards({ hotels, ...shared }: Props) {
  return hotels.map((hotel, index) => <HotelCard key={hotel.id} hotel={hotel} index={index} {...shared} />);
}
