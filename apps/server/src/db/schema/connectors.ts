// Connections to customers' own hardware that Footfall keeps open itself: an organisation's MQTT
// broker (ingest/mqtt). The subscriber writes its state here so every server process can show it.
import type { MqttState } from '@footfall/core';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { corporations } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An organisation's MQTT broker: where to connect, what to subscribe to, and how it is going. */
export const mqttConnections = pgTable('mqtt_connections', {
  corporationId: integer('corporation_id')
    .primaryKey()
    .references(() => corporations.id, { onDelete: 'cascade' }),
  brokerUrl: text('broker_url').notNull(),
  username: text('username'),
  password: text('password'),
  topics: text('topics').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The broker keeps this client's QoS 1 session (messages not yet acknowledged) across
   * reconnects: it never changes for a connection. */
  clientId: text('client_id').notNull(),
  /** Changed by each save: subscribers reconnect when it differs from what they run. */
  configuredAt: ts('configured_at').notNull(),
  /** connecting | connected | disconnected (the subscriber's last word). */
  state: text('state').$type<MqttState>().notNull().default('connecting'),
  lastConnectedAt: ts('last_connected_at'),
  lastMessageAt: ts('last_message_at'),
  messagesStored: integer('messages_stored').notNull().default(0),
  messagesDropped: integer('messages_dropped').notNull().default(0),
  lastError: text('last_error'),
  lastErrorAt: ts('last_error_at'),
});
