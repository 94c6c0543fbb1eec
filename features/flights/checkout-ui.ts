// The flight checkout's public parts (checkout page, order sections): explicit named exports.
export {};
