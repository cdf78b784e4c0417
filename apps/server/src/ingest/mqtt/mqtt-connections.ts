// An organisation's MQTT broker connection: read from the database and shown by the API (never
// the password). Used by the broker routes and the location's "Connect hardware" view.
import type { MqttConnection } from '@footfall/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { mqttConnections } from '../../db/schema';

type ConnectionRow = typeof mqttConnections.$inferSelect;

export function toApi(row: ConnectionRow): MqttConnection {
  return {
    broker_url: row.brokerUrl,
    username: row.username,
    has_password: row.password !== null && row.password !== '',
    topics: row.topics,
    enabled: row.enabled,
    state: row.enabled ? (row.state as MqttConnection['state']) : 'off',
    last_connected_at: row.lastConnectedAt?.toISOString() ?? null,
    last_message_at: row.lastMessageAt?.toISOString() ?? null,
    messages_stored: row.messagesStored,
    messages_dropped: row.messagesDropped,
    last_error: row.lastError,
    last_error_at: row.lastErrorAt?.toISOString() ?? null,
  };
}

/** The organisation's connection, or null when it has none. */
export async function connectionOf(ctx: AppContext, corporationId: number) {
  const [row] = await ctx.db
    .select()
    .from(mqttConnections)
    .where(eq(mqttConnections.corporationId, corporationId));
  return row ?? null;
}
