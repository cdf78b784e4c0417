// MQTT door counters and counting gateways (docs/connectors.md): an organisation's broker, the
// topics Footfall subscribes to there, and the messages it reads. A message carries the same batch
// as POST /api/v1/ingest/door-counts or /counts (or a list of them); the location is the one whose
// API key is in the message (`api_key`) or, without a key, the one named by the topic
// (`<anything>/<location id>/door-counts`), trusted because only the broker's own users publish.
import { z } from 'zod';
import { batchIdField, doorCountsBatchSchema, gatewayCountsBatchSchema } from './ingest';

export const MQTT_KINDS = ['door-counts', 'counts'] as const;
export type MqttKind = (typeof MQTT_KINDS)[number];

/** Batches in one message. */
export const MQTT_MAX_BATCHES = 100;
/** Topic filters per organisation. */
export const MQTT_MAX_TOPICS = 20;
/** The topic filter suggested to new connections: every location's door counts and counts. */
export const MQTT_DEFAULT_TOPIC = 'footfall/#';

/** The topics a location's counters publish to without an API key in the message. */
export function mqttLocationTopics(locationId: number | string): Record<MqttKind, string> {
  return {
    'door-counts': `footfall/${locationId}/door-counts`,
    counts: `footfall/${locationId}/counts`,
  };
}

/** What a topic says: the kind (its last level) and the location (the level before, if a number). */
export function readMqttTopic(topic: string): { kind: MqttKind | null; locationId: number | null } {
  const levels = topic.split('/');
  const last = levels.at(-1) ?? '';
  const kind = (MQTT_KINDS as readonly string[]).includes(last) ? (last as MqttKind) : null;
  const before = levels.at(-2) ?? '';
  const locationId = /^[1-9][0-9]{0,9}$/.test(before) ? Number(before) : null;
  return {
    kind,
    locationId: locationId !== null && locationId <= 2_147_483_647 ? locationId : null,
  };
}

// In a message, batch_id is optional (a message sent again by the broker is the same batch even
// without one: the server derives it from the message), `type` may replace the topic's kind and
// `api_key` names the location.
const messageExtras = {
  batch_id: batchIdField.optional(),
  api_key: z.string().min(1).max(200).optional(),
};
export const mqttDoorCountsSchema = doorCountsBatchSchema.extend({
  ...messageExtras,
  type: z.literal('door-counts').optional(),
});
export const mqttGatewayCountsSchema = gatewayCountsBatchSchema.extend({
  ...messageExtras,
  type: z.literal('counts').optional(),
});
export type MqttDoorCounts = z.input<typeof mqttDoorCountsSchema>;
export type MqttGatewayCounts = z.input<typeof mqttGatewayCountsSchema>;

/** mqtt(s):// or ws(s):// with a host name or address, an optional port and path. */
const BROKER_URL =
  /^(mqtts?|wss?):\/\/([A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(\/[^\s]*)?$/;

/** A broker URL Footfall can connect to. */
const brokerUrlField = z
  .string({ error: 'broker_url is required' })
  .trim()
  .max(500, 'broker_url is too long')
  .refine(
    (value) => BROKER_URL.test(value),
    'broker_url must be an mqtt://, mqtts://, ws:// or wss:// URL with a host',
  );

/** An MQTT topic filter: levels split by "/", "+" a whole level, "#" only as the last level. */
const topicFilterField = z
  .string()
  .min(1, 'A topic filter must not be empty')
  .max(200, 'A topic filter is at most 200 characters')
  .refine(
    (value) =>
      !value.includes('\u0000') &&
      value
        .split('/')
        .every(
          (level, index, levels) =>
            (level === '#' && index === levels.length - 1) || level === '+' || !/[+#]/.test(level),
        ),
    'A topic filter uses "+" for a whole level and "#" only as the last level',
  );

export const mqttConnectionRequestSchema = z.strictObject({
  broker_url: brokerUrlField,
  username: z.string().max(200, 'username is too long').nullable().default(null),
  /** Omitted: keep the saved password; null: no password. */
  password: z.string().max(500, 'password is too long').nullable().optional(),
  topics: z
    .array(topicFilterField, { error: 'topics must be a list' })
    .min(1, 'Subscribe to at least one topic filter')
    .max(MQTT_MAX_TOPICS, `At most ${MQTT_MAX_TOPICS} topic filters`),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
});
export type MqttConnectionRequest = z.input<typeof mqttConnectionRequestSchema>;

export const MQTT_STATES = ['off', 'connecting', 'connected', 'disconnected'] as const;
export type MqttState = (typeof MQTT_STATES)[number];

/** An organisation's broker connection as the API shows it (never the password). */
export const mqttConnectionSchema = z.object({
  broker_url: z.string(),
  username: z.string().nullable(),
  has_password: z.boolean(),
  topics: z.array(z.string()),
  enabled: z.boolean(),
  /** The subscriber's state; `off` when disabled. */
  state: z.enum(MQTT_STATES),
  last_connected_at: z.string().nullable(),
  last_message_at: z.string().nullable(),
  messages_stored: z.number().int(),
  messages_dropped: z.number().int(),
  /** Why the last message was dropped or the last connection failed, with its topic. */
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
});
export type MqttConnection = z.infer<typeof mqttConnectionSchema>;

/** A location's three ways in, for the "Connect hardware" settings: where to send, and when each
 * last brought data. */
export const locationConnectionsSchema = z.object({
  api: z.object({
    /** The ingest API's base URL (docs/ingest.md). */
    ingest_url: z.string(),
    has_key: z.boolean(),
    last_received_at: z.string().nullable(),
    /** Data refused since the last key rotation because it came with the replaced key (the
     * ingest API, Meraki or MQTT); null when none was. */
    refused_old_key: z
      .object({
        count: z.number().int(),
        last_at: z.string(),
        /** The sender's address, or "MQTT". */
        last_from: z.string(),
        /** When the key was replaced. */
        replaced_at: z.string(),
      })
      .nullable(),
  }),
  meraki: z.object({
    receiver_url: z.string(),
    validator_set: z.boolean(),
    last_received_at: z.string().nullable(),
  }),
  mqtt: z.object({
    corporation_id: z.string(),
    /** The organisation's broker connection; null when none is set up. */
    connection: mqttConnectionSchema.nullable(),
    /** Whether the caller may change the organisation's broker connection. */
    can_edit: z.boolean(),
    /** The topics this location's counters publish to without an API key. */
    topics: z.object({ 'door-counts': z.string(), counts: z.string() }),
    last_received_at: z.string().nullable(),
  }),
});
export type LocationConnections = z.infer<typeof locationConnectionsSchema>;
