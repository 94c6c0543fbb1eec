import { splitFullName } from '@/features/auth/index';
import { stripDiacritics } from '@/lib/text/search-key';

/**
 * A name as airlines print it (spec 3 name helper, decisions "Flight passenger names"): diacritics removed,
 * upper case, single spaces. "Nguyễn Văn  An" -> "NGUYEN VAN AN"; the first word is the last name.
 */
export function toTicketName(value: string): string {
  return stripDiacritics(value).toUpperCase().replace(/\s+/g, ' ').trim();
}

const TICKET_NAME = /^[A-Z]+(?:[ '-][A-Z]+)*$/;

/** The translation key of what is wrong with a passenger's full name, or null. */
export function ticketNameProblem(value: string): string | null {
  const name = toTicketName(value);
  if (name === '') return 'errors.nameRequired';
  if (!TICKET_NAME.test(name)) return 'errors.nameLetters';
  const { lastName, firstName } = splitFullName(name);
  if (firstName === '') return 'errors.nameBothParts';
  if (name.length > 70 || lastName.length < 1) return 'errors.nameTooLong';
  return null;
}
