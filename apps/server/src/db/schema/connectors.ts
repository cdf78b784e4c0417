// Connections to customers' own hardware that Footfall keeps open itself: an organisation's MQTT
// broker (ingest/mqtt). The subscriber writes its state here so every server process can show it.
import type { MqttState } from '@footfall/core';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, ownedBy } from './columns';
import { corporations } from './accounts';

/** An organisation's MQTT broker: where to connect, what to subscribe to, and how it is going. */
export const mqttConnections = pgTable('mqtt_connections', {
  corporationId: ownedBy('corporation_id', () => corporations.id).primaryKey(),
  brokerUrl: text('broker_url').notNull(),
  username: text('username'),
  password: text('password'),
  topics: text('topics').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The broker keeps this client's QoS 1 session (messages not yet acknowledged) across
   * reconnects: it never changes for a connection. */
  clientId: text('client_id').notNull(),
  /** Changed by each save: subscribers reconnect when it differs from what they run. */
  configuredAt: instant('configured_at').notNull(),
  /** connecting | connected | disconnected (the subscriber's last word). */
  state: text('state').$type<MqttState>().notNull().default('connecting'),
  lastConnectedAt: instant('last_connected_at'),
  lastMessageAt: instant('last_message_at'),
  messagesStored: integer('messages_stored').notNull().default(0),
  messagesDropped: integer('messages_dropped').notNull().default(0),
  lastError: text('last_error'),
  lastErrorAt: instant('last_error_at'),
});
