/**
 * NAPAS VietQR (EMVCo merchant-presented) payloads for an account transfer: each data object is
 * ID (2) + length (2) + value, the account in template 38, the CRC16-CCITT of everything before it last.
 */
const NAPAS_GUID = 'A000000727';
/** transfer to an account (QRIBFTTC is to a card) */
const TO_ACCOUNT = 'QRIBFTTA';

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The purpose line as banking apps accept it: ASCII letters, digits and spaces, at most 25 characters. */
export const transferPurpose = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .slice(0, 25);

export type VietQrInput = { bin: string; accountNumber: string; amountVnd: number; content: string };

/** A dynamic (one payment: 01 = 12) VietQR with the amount and the content filled in. */
export function vietQrPayload({ bin, accountNumber, amountVnd, content }: VietQrInput): string {
  if (!/^\d{6}$/.test(bin) || !/^[0-9A-Za-z]{1,19}$/.test(accountNumber) || !Number.isInteger(amountVnd) || amountVnd <= 0) {
    throw new Error('VietQR needs a 6-digit BIN, an account number and a positive whole amount');
  }
  const account = tlv('38', tlv('00', NAPAS_GUID) + tlv('01', tlv('00', bin) + tlv('01', accountNumber)) + tlv('02', TO_ACCOUNT));
  const purpose = transferPurpose(content);
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    account +
    tlv('53', '704') +
    tlv('54', String(amountVnd)) +
    tlv('58', 'VN') +
    (purpose ? tlv('62', tlv('08', purpose)) : '') +
    '6304';
  return body + crc16Ccitt(body);
}
