// The client-safe entry of combos (flight + hotel packages).
// CONTRACT STUB (issue 15): the combos helper replaces ComboBuilder; deals' detail page mounts it for combo deals.
export { ComboBuilder } from './builder/combo-builder';
