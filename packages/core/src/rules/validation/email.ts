// E-mail rule of docs/product.md section 5: at most 254 characters in total, local part at most 64,
// a domain with a top-level domain, UTF-8 local parts allowed.
//
// Decisions:
// - Lengths count Unicode code points of the trimmed value ("characters" as a user sees them
//   typed, not UTF-16 units and not UTF-8 octets), so 'jörg' counts 4.
// - Only the dot-atom form is accepted (no quoted local parts, no IP-literal domains): nobody
//   types those into a sign-up form, and they let spaces and '@' through.
// - Internationalised domains are accepted in Unicode form and in punycode ('xn--...') form.

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const DOMAIN_LABEL_MAX_LENGTH = 63;

// RFC 5322 atext, plus any non-ASCII character that is not white space or a control (RFC 6531).
const LOCAL_ATOM = String.raw`(?:[A-Za-z0-9!#$%&'*+/=?^_\x60{|}~-]|[^\x00-\x7F\p{White_Space}\p{Cc}])+`;
const LOCAL_PART = new RegExp(String.raw`^${LOCAL_ATOM}(?:\.${LOCAL_ATOM})*$`, 'u');

// Letters (any script), combining marks and digits; hyphens only inside a label.
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
// A top-level domain of at least 2 letters ('a@localhost' has none), or its punycode form.
const TOP_LEVEL_DOMAIN = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]*[a-z0-9])$/iu;

function codePointLength(text: string): number {
  return [...text].length;
}

function isValidLocalPart(local: string): boolean {
  return codePointLength(local) <= EMAIL_LOCAL_MAX_LENGTH && LOCAL_PART.test(local);
}

function isValidDomain(domain: string): boolean {
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every(
      (label) => codePointLength(label) <= DOMAIN_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label),
    ) &&
    TOP_LEVEL_DOMAIN.test(tld)
  );
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (codePointLength(email) > EMAIL_MAX_LENGTH) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  return isValidLocalPart(local) && isValidDomain(domain);
}
