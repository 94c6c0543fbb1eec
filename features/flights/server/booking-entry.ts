import 'server-only';
// Flight booking requests (holds), travellers, hold expiry: explicit named exports.
export {};
