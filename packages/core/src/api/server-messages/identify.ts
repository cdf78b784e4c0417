// From an English message back to its code and values: the server calls it on every refusal, so
// no throw site has to carry a code and the English text stays where the rule is written.
import { SERVER_MESSAGE_TEMPLATES, templateParams, type ServerMessageCode } from './templates';

export interface ServerMessageId {
  code: ServerMessageCode;
  params: Record<string, string>;
}

interface CompiledTemplate {
  code: ServerMessageCode;
  pattern: RegExp;
  params: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, ServerMessageCode>();
const patterns: CompiledTemplate[] = [];
for (const [code, template] of Object.entries(SERVER_MESSAGE_TEMPLATES) as [
  ServerMessageCode,
  string,
][]) {
  const params = templateParams(template);
  if (params.length === 0) {
    exact.set(template, code);
    continue;
  }
  const source = template
    .split(/\{\w+\}/)
    .map(escape)
    .join('(.+?)');
  patterns.push({ code, pattern: new RegExp(`^${source}$`, 's'), params });
}
// The most specific template first: "{label} must be a whole hour from {min} to {max} (24 and
// above ...)" before "{label} must be between ...", by the length of its fixed text.
const fixedLength = (template: CompiledTemplate) =>
  SERVER_MESSAGE_TEMPLATES[template.code].replace(/\{\w+\}/g, '').length;
patterns.sort((a, b) => fixedLength(b) - fixedLength(a));

/** The code and values of one of the server's English messages; null for any other text. */
export function identifyServerMessage(message: string): ServerMessageId | null {
  const code = exact.get(message);
  if (code) return { code, params: {} };
  for (const template of patterns) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params: Record<string, string> = {};
    template.params.forEach((name, index) => (params[name] = match[index + 1] as string));
    return { code: template.code, params };
  }
  return null;
}

/** The code members of an error envelope (docs/product.md section 10) for its message and
 * fields. */
export function envelopeMessageCodes(message: string, fields?: Readonly<Record<string, string>>) {
  const identified = identifyServerMessage(message);
  const fieldCodes = Object.fromEntries(
    Object.entries(fields ?? {}).flatMap(([field, text]) => {
      const id = identifyServerMessage(text);
      return id ? [[field, id] as const] : [];
    }),
  );
  return {
    ...(identified ? { message_code: identified.code, message_params: identified.params } : {}),
    ...(Object.keys(fieldCodes).length > 0 ? { field_codes: fieldCodes } : {}),
  };
}
