/**
 * The normalised key every name is stored and searched by: lower case, diacritics removed,
 * đ/Đ -> d, whitespace collapsed, trimmed. toSearchKey('Đà Nẵng') === 'da nang'.
 */
export function toSearchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Diacritics removed and đ/Đ -> d/D, case and spacing kept: 'Trần Phú' -> 'Tran Phu'. */
export function stripDiacritics(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFC');
}
