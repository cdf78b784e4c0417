// The PDF uses the 14 standard fonts (no font files to ship), whose text is encoded in WinAnsi
// (Windows-1252). pdfkit writes any other character as a wrong glyph, so text is made safe first:
// Intl's narrow and thin spaces (fr: "1 234", "12,5 %") become no-break spaces, the minus sign a
// hyphen, accents that WinAnsi lacks are dropped, and anything else left becomes "?".

/** The characters of Windows-1252 at 0x80-0x9F (the rest of WinAnsi is Latin-1). */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const REPLACEMENTS: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (fr grouping, before % and :)
  '\u2009': ' ', // thin space
  '\u2007': '\u00a0', // figure space
  '\u200b': '', // zero-width space
  '\u2212': '-', // minus sign (Intl signDisplay in some locales)
  '\u2010': '-',
  '\u2011': '-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return CP1252_EXTRAS.includes(char);
}

/** `text` with only characters the standard PDF fonts can show. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    // "ő" -> "o" + combining mark: keep the base letter when WinAnsi has it.
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base && [...base].every(isWinAnsi) ? base : '?';
  }
  return out;
}
