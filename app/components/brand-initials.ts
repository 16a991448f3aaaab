/** A brand's initials: the first letter of each of its first two words ("MB"), or of its one word ("M"). */
export function initials(name: string): string {
  const words = name.split(/[\s&-]+/).filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [name[0]]).join('').toUpperCase();
}
