// C0 controls (NUL, tab, newline, escape...), DEL and the C1 controls: never part of a name, a date or
// a number a visitor types. PostgreSQL refuses NUL in text outright, so such values must stop at the edge.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const hasControlChars = (value: string): boolean => CONTROL.test(value);

/** True when the text has at least one letter or digit in any script (what a search can match on). */
export const hasSearchableChars = (value: string): boolean => /[\p{L}\p{N}]/u.test(value);
