/** A predefined pattern's name as words: "head_and_shoulder_top" reads "Head and shoulder top". */
export function patternLabel(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}
