/**
 * A person's name as Vietnamese staff read it: family (and middle) name first, then the given
 * name ("Nguyễn Văn" + "An" → "Nguyễn Văn An"). Extra spaces are dropped; an empty result means
 * the record carries no name and the caller shows something else (a username, a phone number).
 */
export function fullName(person: { firstName: string; lastName: string }): string {
  return [person.lastName, person.firstName]
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '')
    .join(' ');
}
