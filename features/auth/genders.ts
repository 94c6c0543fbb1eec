/** The profile's genders (zod-free, for client forms). */
export const GENDERS = ['male', 'female', 'other'] as const;
