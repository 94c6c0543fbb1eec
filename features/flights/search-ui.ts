// The search UI's public parts (search box, results, route pages): explicit named exports.
export {};
