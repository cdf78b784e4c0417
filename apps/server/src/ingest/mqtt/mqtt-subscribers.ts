// The MQTT job: one subscriber per organisation whose broker connection is enabled, started,
// restarted after a change of its settings (saved by any server process) and stopped when it is
// disabled or removed. Runs in one process only (docs/operations.md: MQTT_SUBSCRIBERS=0 on the
// others), since a broker allows one connection per client id.
import type { AppContext } from '../../app-context';
import { mqttConnections } from '../../db/schema';
import { consoleLog, type PipelineLog } from '../../pipeline/pipeline-pass';
import { BrokerSubscriber } from './broker-subscriber';

export const MQTT_SETTINGS_EVERY_MS = 5_000;

type Running = { configuredAt: number; subscriber: BrokerSubscriber };

export function startMqttSubscribers(
  ctx: AppContext,
  options: { log?: PipelineLog; everyMs?: number } = {},
): () => Promise<void> {
  const log = options.log ?? consoleLog;
  const running = new Map<number, Running>();
  let stopped = false;
  let syncing: Promise<void> = Promise.resolve();

  const sync = async () => {
    const rows = await ctx.db.select().from(mqttConnections);
    if (stopped) return;
    const wanted = new Map(
      rows.filter((row) => row.enabled).map((row) => [row.corporationId, row]),
    );
    for (const [corporationId, current] of running) {
      const row = wanted.get(corporationId);
      if (row && row.configuredAt.getTime() === current.configuredAt) continue;
      running.delete(corporationId);
      await current.subscriber.stop();
    }
    for (const [corporationId, row] of wanted) {
      if (running.has(corporationId)) continue;
      const subscriber = new BrokerSubscriber(ctx, row, log);
      running.set(corporationId, { configuredAt: row.configuredAt.getTime(), subscriber });
      subscriber.start();
    }
  };
  const tick = () => {
    syncing = syncing
      .then(sync)
      .catch((error: unknown) => log.error({ err: error }, 'mqtt: reading the connections failed'));
  };
  tick();
  const timer = setInterval(tick, options.everyMs ?? MQTT_SETTINGS_EVERY_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await syncing;
    await Promise.all([...running.values()].map(({ subscriber }) => subscriber.stop()));
    running.clear();
  };
}
