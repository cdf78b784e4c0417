// The server refuses in English and names its message by a code (core server-messages); the reader
// gets the sentence in their language, or the English one when the catalogue has no such code.
import { LABEL_PARAMS, serverLabelCode, type ErrorEnvelope } from '@footfall/core';
import type { i18n as I18n } from 'i18next';
import { getI18n } from 'react-i18next';

export interface ServerMessageId {
  code: string;
  params?: Record<string, string>;
}

/** One server message in the UI's language; `english` when it has no code or no translation. */
export function serverText(english: string, id: ServerMessageId | undefined): string {
  const i18n = getI18n() as I18n | undefined;
  if (!id || !i18n) return english;
  const key = `serverMessages.messages.${id.code}`;
  if (!i18n.exists(key)) return english;
  const values = Object.fromEntries(
    Object.entries(id.params ?? {}).map(([name, value]) => [
      name,
      LABEL_PARAMS.has(name) ? labelText(i18n, value) : value,
    ]),
  );
  return (i18n.t as (key: string, values: Record<string, string>) => string)(key, values);
}

function labelText(i18n: I18n, english: string): string {
  const code = serverLabelCode(english);
  const key = `serverMessages.labels.${code}`;
  return code && i18n.exists(key) ? (i18n.t as (key: string) => string)(key) : english;
}

/** The envelope's message and field messages, each in the UI's language. */
export function translatedEnvelope(meta: ErrorEnvelope['meta']) {
  const message = serverText(
    meta.error_message,
    meta.message_code ? { code: meta.message_code, params: meta.message_params } : undefined,
  );
  const fields = meta.fields
    ? Object.fromEntries(
        Object.entries(meta.fields).map(([field, text]) => [
          field,
          serverText(text, meta.field_codes?.[field]),
        ]),
      )
    : undefined;
  return { message, fields };
}
