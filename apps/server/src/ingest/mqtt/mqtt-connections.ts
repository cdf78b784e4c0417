// An organisation's MQTT broker connection as stored, and as the API shows it (never the
// password). Used by the broker routes and the location's "Connect hardware" view.
import type { MqttConnection } from '@footfall/core';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { findRowWhere } from '../../db/one-row';
import { mqttConnections } from '../../db/schema';

type ConnectionRow = typeof mqttConnections.$inferSelect;

/** What the organisation sets; a password left out keeps the saved one. */
export type ConnectionSettings = Pick<
  ConnectionRow,
  'brokerUrl' | 'username' | 'topics' | 'enabled' | 'configuredAt' | 'state'
> &
  Partial<Pick<ConnectionRow, 'password'>>;

export function toApi(row: ConnectionRow): MqttConnection {
  return {
    broker_url: row.brokerUrl,
    username: row.username,
    has_password: row.password !== null && row.password !== '',
    topics: row.topics,
    enabled: row.enabled,
    state: row.enabled ? row.state : 'off',
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
  const ofCorporation = eq(mqttConnections.corporationId, corporationId);
  return (await findRowWhere(ctx.db, mqttConnections, ofCorporation)) ?? null;
}

/** Creates the connection (with a client id of its own) or replaces its settings. */
export async function saveConnection(
  db: Database,
  corporationId: number,
  settings: ConnectionSettings,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .insert(mqttConnections)
    .values({
      corporationId,
      clientId: `footfall-${corporationId}-${randomBytes(6).toString('hex')}`,
      password: null,
      ...settings,
    })
    .onConflictDoUpdate({ target: mqttConnections.corporationId, set: settings })
    .returning();
  return row;
}

/** Forgets the connection; false when there was none. */
export async function deleteConnection(db: Database, corporationId: number): Promise<boolean> {
  const gone = await db
    .delete(mqttConnections)
    .where(eq(mqttConnections.corporationId, corporationId))
    .returning({ id: mqttConnections.corporationId });
  return gone.length > 0;
}
