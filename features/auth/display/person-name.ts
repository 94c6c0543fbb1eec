/** Spec 3 name helper: the first word of a full name is the last name (họ), the rest the first name. */
export function splitFullName(fullName: string): { lastName: string; firstName: string } {
  const [lastName = '', ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  return { lastName, firstName: rest.join(' ') };
}

/** The other way: "Nguyễn" + "Văn An" -> "Nguyễn Văn An" (Vietnamese order, family name first). */
export function joinFullName({ lastName, firstName }: { lastName: string; firstName: string }): string {
  return [lastName.trim(), firstName.trim()].filter(Boolean).join(' ');
}

/** What the header shows: the first name, else the last name when the first is empty. */
export function headerName({ first_name, last_name }: { first_name: string; last_name: string }): string {
  return first_name.trim() || last_name.trim();
}
