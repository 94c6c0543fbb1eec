// Platform tables shared by features (idempotency keys).
export {};
