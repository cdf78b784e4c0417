// One organisation's broker: connect with a session the broker keeps (clean: false, a fixed client
// id), subscribe to the topic filters at QoS 1, store each message, and only then acknowledge it.
// A message that cannot be used is dropped (acknowledged, logged with its topic, counted); a
// message that could not be stored for our own reasons (the database away) is not acknowledged:
// the client reconnects and the broker delivers it again.
import { connect, type IPublishPacket, type MqttClient } from 'mqtt';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { mqttConnections } from '../../db/schema';
import type { PipelineLog } from '../../pipeline/pipeline-pass';
import { DroppedMessage, storeMqttMessage } from './mqtt-message';

export type BrokerConnection = typeof mqttConnections.$inferSelect;

/** After a failure to store, the wait before connecting again (the broker redelivers then). */
const RETRY_AFTER_MS = 3_000;

type NoteEvent = {
  state?: 'connecting' | 'connected' | 'disconnected';
  connected?: boolean;
  stored?: boolean;
  dropped?: boolean;
  error?: string;
};

export class BrokerSubscriber {
  private client: MqttClient | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly connection: BrokerConnection,
    private readonly log: PipelineLog,
  ) {}

  start(): void {
    const { brokerUrl, clientId, username, password, topics } = this.connection;
    const client = connect(brokerUrl, {
      clientId,
      clean: false,
      protocolVersion: 4,
      reconnectPeriod: 2_000,
      connectTimeout: 10_000,
      ...(username ? { username } : {}),
      ...(password ? { password } : {}),
    });
    this.client = client;
    client.handleMessage = (packet, done) => {
      void this.receive(client, packet, done);
    };
    client.on('connect', () => {
      const filters = Object.fromEntries(topics.map((topic) => [topic, { qos: 1 as const }]));
      client.subscribe(filters, (error) => {
        if (error) void this.note({ error: `Subscribing failed: ${error.message}` });
      });
      void this.note({ state: 'connected', connected: true });
    });
    client.on('reconnect', () => void this.note({ state: 'connecting' }));
    client.on('offline', () => void this.note({ state: 'disconnected' }));
    client.on('error', (error) => void this.note({ error: `Broker: ${error.message}` }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) await new Promise<void>((resolve) => client.end(true, {}, () => resolve()));
    await this.writes;
  }

  private async receive(client: MqttClient, packet: IPublishPacket, done: () => void) {
    const topic = packet.topic;
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    try {
      const result = await storeMqttMessage(
        this.ctx,
        this.connection.corporationId,
        topic,
        payload,
      );
      await this.note({ stored: true });
      this.log.info({ topic, ...result }, 'mqtt: message stored');
      done();
    } catch (error) {
      if (error instanceof DroppedMessage) {
        this.log.error({ topic, reason: error.message }, 'mqtt: message dropped');
        await this.note({ dropped: true, error: `${topic}: ${error.message}` }).catch(
          () => undefined,
        );
        done();
        return;
      }
      // Not acknowledged: connect again and let the broker deliver it again.
      this.log.error({ topic, err: error }, 'mqtt: message not stored; reconnecting');
      client.end(true);
      if (this.client === client && !this.stopped) {
        this.client = null;
        this.retry = setTimeout(() => {
          this.retry = null;
          if (!this.stopped) this.start();
        }, RETRY_AFTER_MS);
        this.retry.unref();
      }
    }
  }

  /** Writes what happened to the connection's row (every server process shows it), one write
   * after the other: "connecting" then "connected" must not land in the other order. */
  private note(event: NoteEvent): Promise<void> {
    this.writes = this.writes.then(() => this.write(event));
    return this.writes;
  }

  private async write(event: NoteEvent): Promise<void> {
    if (this.stopped) return;
    const now = this.ctx.now();
    await this.ctx.db
      .update(mqttConnections)
      .set({
        ...(event.state ? { state: event.state } : {}),
        ...(event.connected ? { lastConnectedAt: now } : {}),
        ...(event.stored || event.dropped ? { lastMessageAt: now } : {}),
        ...(event.stored ? { messagesStored: sql`${mqttConnections.messagesStored} + 1` } : {}),
        ...(event.dropped ? { messagesDropped: sql`${mqttConnections.messagesDropped} + 1` } : {}),
        ...(event.error ? { lastError: event.error.slice(0, 500), lastErrorAt: now } : {}),
      })
      .where(
        and(
          eq(mqttConnections.corporationId, this.connection.corporationId),
          eq(mqttConnections.configuredAt, this.connection.configuredAt),
        ),
      )
      .catch((error: unknown) => this.log.error({ err: error }, 'mqtt: could not save the state'));
  }
}
