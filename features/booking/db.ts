// Booking requests, their rooms and their inventory holds (filled by the booking work).
export {};
