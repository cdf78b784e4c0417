// What an upload really is, from its bytes (never its name), and the SVG sanitiser.

export type Detected = 'image/png' | 'image/jpeg' | 'image/svg+xml' | 'application/pdf' | null;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function detectType(bytes: Uint8Array): Detected {
  if (bytes.length >= 8 && PNG.every((value, i) => bytes[i] === value)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-')
    return 'application/pdf';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
  } catch {
    return false;
  }
  // Skip a BOM, the XML declaration, comments and a doctype; the root element must be <svg>.
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*(<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>))*/i, '')
    .trimStart();
  return /^<svg[\s>/]/i.test(rest) && /<\/svg\s*>\s*$|\/>\s*$/i.test(text.trimEnd());
}

const DANGEROUS_ELEMENTS = [
  'script',
  'foreignObject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
];

/**
 * Removes what can run code or reach outside the file: script-like elements, on* handlers,
 * javascript: and external references (href/src/url() not pointing inside the document, except
 * inline data: images), doctypes and processing instructions. Repeated until nothing changes so
 * nested tricks do not reassemble. The file is also served with a sandboxing CSP.
 */
export function sanitizeSvg(input: string): string {
  let previous: string;
  let text = input;
  do {
    previous = text;
    text = text
      .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '')
      .replace(/<\?(?!xml\s)[\s\S]*?\?>/gi, '')
      .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
    for (const name of DANGEROUS_ELEMENTS) {
      text = text
        .replace(new RegExp(`<(\\w+:)?${name}\\b[\\s\\S]*?<\\/(\\w+:)?${name}\\s*>`, 'gi'), '')
        .replace(new RegExp(`<(\\w+:)?${name}\\b[^>]*>`, 'gi'), '');
    }
    // Event handler attributes, quoted or not.
    text = text.replace(/\s(\w+:)?on[a-z-]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    // href / xlink:href / src pointing anywhere but inside the document or an inline image.
    text = text.replace(
      /\s((?:\w+:)?(?:href|src))\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi,
      (whole, _name: string, _v: string, dq?: string, sq?: string, bare?: string) =>
        safeReference(dq ?? sq ?? bare ?? '') ? whole : '',
    );
    // url(...) in styles and presentation attributes.
    text = text.replace(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi, (whole, _q: string, target: string) =>
      safeReference(target) ? whole : 'none',
    );
    text = text.replace(/@import\b[^;]*;?/gi, '').replace(/javascript\s*:/gi, '');
  } while (text !== previous);
  return text;
}

function safeReference(target: string): boolean {
  // eslint-disable-next-line no-control-regex -- strip control characters browsers ignore
  const value = target.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  return value.startsWith('#') || /^data:image\/(png|jpe?g|gif|webp);/.test(value);
}
