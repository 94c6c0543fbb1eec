/** VNPay's vnp_OrderInfo: Vietnamese without accents, printable ASCII only, at most 255 characters. */
export function asciiOrderInfo(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 .,:#_-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (plain || 'Thanh toan don hang').slice(0, 255);
}
