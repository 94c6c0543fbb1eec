import { normalizeVnMobile } from '@/lib/text/vn-phone';
import { splitFullName } from '@/features/auth/index';

/**
 * Step 1 field rules (spec 5 "Receiver form"; the spec leaves the texts to us). Each rule answers the
 * translation key of its message (booking namespace, `errors.*`) or null when the value is fine.
 */

export const FIELD_LIMITS = { namePart: 50, email: 254, specialRequests: 500 } as const;

// C0/C1 control characters: a name or phone is one printable line.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// letters of any script with their marks, spaces, apostrophes, dots and hyphens ("Nguyễn Thị Ánh", "O'Neil")
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A full name: family name first, then the given name (spec 3 name helper), both required. */
export function nameError(fullName: string): string | null {
  const value = fullName.trim();
  if (value === '') return 'errors.nameRequired';
  if (CONTROL.test(value) || !NAME.test(value)) return 'errors.nameInvalid';
  const { lastName, firstName } = splitFullName(value);
  if (firstName === '') return 'errors.nameBothParts';
  if (lastName.length > FIELD_LIMITS.namePart || firstName.length > FIELD_LIMITS.namePart) return 'errors.nameTooLong';
  return null;
}

/** The number as typed after the fixed +84 prefix: "901234567", "0901 234 567" or a full "+84 90…". */
export function phoneForApi(local: string): string | null {
  if (CONTROL.test(local)) return null;
  const compact = local.trim();
  return normalizeVnMobile(compact) ?? normalizeVnMobile(`0${compact}`);
}

export function phoneError(local: string): string | null {
  if (local.trim() === '') return 'errors.phoneRequired';
  return phoneForApi(local) === null ? 'errors.phoneInvalid' : null;
}

/** What the input after "+84" shows for a stored number ("+84901234567" -> "901234567"). */
export function localPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const normal = phoneForApi(stored);
  return normal ? normal.slice(3) : stored;
}

export function emailError(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'errors.emailRequired';
  return value.length > FIELD_LIMITS.email || !EMAIL.test(value) ? 'errors.emailInvalid' : null;
}

export function specialRequestsError(text: string): string | null {
  if (text.length > FIELD_LIMITS.specialRequests) return 'errors.specialRequestsTooLong';
  return CONTROL.test(text.replace(/[\n\t]/g, '')) ? 'errors.specialRequestsInvalid' : null;
}
