// The catalogue of the server's refusal messages (core server-messages): English comes from core's
// templates themselves, so the web does not keep a second copy; fr and es are
// locales/features/server-messages/<locale>.json with the same keys.
import { SERVER_LABELS, SERVER_MESSAGE_TEMPLATES } from '@footfall/core';

type Nested = { [key: string]: string | Nested };

/** "field.empty" -> messages.field.empty, "{label}" -> "{{label}}" (i18next's placeholders). */
export function englishServerMessages() {
  const messages: Nested = {};
  for (const [code, template] of Object.entries(SERVER_MESSAGE_TEMPLATES)) {
    const [group, name] = code.split('.') as [string, string];
    const texts = (messages[group] ??= {}) as Nested;
    texts[name] = template.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return { messages, labels: { ...SERVER_LABELS } as Record<string, string> };
}
