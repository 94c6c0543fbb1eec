/** The account holder as banks write it: capital letters without accents (Đ -> D). */
export function bankAccountName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/ {2,}/g, ' ');
}

export const ACCOUNT_NUMBER = /^\d{6,20}$/;
export const ACCOUNT_NAME = /^[A-Z ]{2,80}$/;
