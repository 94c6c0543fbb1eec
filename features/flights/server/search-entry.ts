import 'server-only';
// Airports, suggestions, passport countries, search, fare calendar, route pages: explicit named exports.
export {};
