// Pure order rules, safe on the server and in the browser (no UI).
export { normalizeTaxCode } from './tax-code';
