import 'server-only';
import type { Company } from '@/features/orders/schemas';
import { normalizeTaxCode } from '@/features/orders/rules';

const STREETS = ['Lê Lợi', 'Nguyễn Huệ', 'Trần Hưng Đạo', 'Hai Bà Trưng', 'Lý Thường Kiệt', 'Điện Biên Phủ'] as const;
const CITIES = ['Quận 1, TP. Hồ Chí Minh', 'Quận Hoàn Kiếm, Hà Nội', 'Quận Hải Châu, Đà Nẵng'] as const;

/**
 * The built-in company registry (a stand-in for a real tax-code lookup service): every valid tax code is a
 * deterministic demo company; an invalid one is unknown (null).
 */
export function sandboxCompany(taxCode: string): Company | null {
  const code = normalizeTaxCode(taxCode);
  if (!code) return null;
  const digits = code.replace('-', '');
  const last4 = digits.slice(-4);
  const n = Number(last4);
  return {
    tax_code: code,
    name: `Công ty TNHH Demo ${last4}`,
    address: `${(n % 200) + 1} ${STREETS[n % STREETS.length]}, ${CITIES[n % CITIES.length]}`,
  };
}
