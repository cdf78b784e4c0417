// Case and accents do not matter: "cafe" finds "Café".
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

/** Whether every word of `query` is found in one of `texts` (an empty query matches). */
export function matchesSearch(texts: readonly string[], query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map(foldText).join(' ');
  return words.every((word) => haystack.includes(word));
}
