/** A person's initials for a picture-less portrait: "Ann De Smet" -> "AD". */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
