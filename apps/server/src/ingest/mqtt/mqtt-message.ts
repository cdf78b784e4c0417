// One MQTT message from an organisation's broker (docs/connectors.md): a door-counts or counts
// batch, or a list of them, for the location whose API key it carries or, without a key, the
// location its topic names. The whole message is checked before anything is stored; a message the
// broker delivers again is the same batches (batch_id, or one derived from the message) and counts
// once. What cannot be used is a DroppedMessage: the subscriber logs it and goes on.
import { createHash } from 'node:crypto';
import {
  INGEST_BODY_LIMIT_BYTES,
  MQTT_KINDS,
  MQTT_MAX_BATCHES,
  mqttDoorCountsSchema,
  mqttGatewayCountsSchema,
  readMqttTopic,
  type MqttKind,
  type ParsedDoorCountsBatch,
  type ParsedGatewayCountsBatch,
} from '@footfall/core';
import type { AppContext } from '../../app-context';
import { ApiError, zodFields } from '../../http/errors';
import { noteReplacedKey } from '../../keys/api-key-store';
import { callerByKey, callerByLocation, type IngestCaller } from '../api-key-auth';
import { storeDoorCounts, storeGatewayCounts } from '../count-batches';

/** A message that cannot be used, and why (in words for the settings page and the log). */
export class DroppedMessage extends Error {}

export type MessageResult = { batches: number; accepted: number; duplicates: number };

type Checked =
  | { kind: 'door-counts'; caller: IngestCaller; batch: ParsedDoorCountsBatch }
  | { kind: 'counts'; caller: IngestCaller; batch: ParsedGatewayCountsBatch };

export async function storeMqttMessage(
  ctx: AppContext,
  corporationId: number,
  topic: string,
  payload: Buffer,
): Promise<MessageResult> {
  if (payload.length > INGEST_BODY_LIMIT_BYTES)
    throw new DroppedMessage('The message is too large');
  let value: unknown;
  try {
    value = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new DroppedMessage('The message is not JSON');
  }
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0 || items.length > MQTT_MAX_BATCHES)
    throw new DroppedMessage(`A message holds 1 to ${MQTT_MAX_BATCHES} batches`);
  const messageHash = createHash('sha256').update(topic).update('\n').update(payload).digest('hex');

  const checked: Checked[] = [];
  for (const [index, item] of items.entries()) {
    const where = items.length > 1 ? `batch ${index + 1}: ` : '';
    checked.push(await check(ctx, corporationId, topic, item, `${messageHash}.${index}`, where));
  }
  const result: MessageResult = { batches: checked.length, accepted: 0, duplicates: 0 };
  for (const { kind, caller, batch } of checked) {
    try {
      const ack =
        kind === 'door-counts'
          ? await storeDoorCounts(ctx, caller, batch, 'mqtt')
          : await storeGatewayCounts(ctx, caller, batch, 'mqtt');
      result.accepted += ack.accepted;
      if (ack.duplicate) result.duplicates += 1;
    } catch (error) {
      // Times out of range, a batch_id used for other data: the sender's error, not ours.
      if (error instanceof ApiError) throw new DroppedMessage(error.message);
      throw error;
    }
  }
  return result;
}

async function check(
  ctx: AppContext,
  corporationId: number,
  topic: string,
  item: unknown,
  derivedId: string,
  where: string,
): Promise<Checked> {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw new DroppedMessage(`${where}a batch must be a JSON object`);
  const fromTopic = readMqttTopic(topic);
  const type = (item as { type?: unknown }).type;
  const kind = (MQTT_KINDS as readonly unknown[]).includes(type)
    ? (type as MqttKind)
    : fromTopic.kind;
  if (!kind)
    throw new DroppedMessage(
      `${where}say "type": "door-counts" or "counts", or publish to a topic ending in /door-counts or /counts`,
    );
  const parsed = (
    kind === 'door-counts' ? mqttDoorCountsSchema : mqttGatewayCountsSchema
  ).safeParse(item);
  if (!parsed.success) {
    const [field, message] = Object.entries(zodFields(parsed.error))[0] ?? ['_', 'not valid'];
    throw new DroppedMessage(`${where}${field === '_' ? '' : `${field}: `}${message}`);
  }
  const { api_key: apiKey, type: _type, batch_id: batchId, ...batch } = parsed.data;
  const caller = await callerFor(ctx, corporationId, fromTopic.locationId, apiKey, where);
  const batch_id = batchId ?? `mqtt:${derivedId}`.slice(0, 100);
  return 'tag' in batch
    ? { kind: 'door-counts', caller, batch: { ...batch, batch_id } }
    : { kind: 'counts', caller, batch: { ...batch, batch_id } };
}

async function callerFor(
  ctx: AppContext,
  corporationId: number,
  topicLocation: number | null,
  apiKey: string | undefined,
  where: string,
): Promise<IngestCaller> {
  if (apiKey !== undefined) {
    const caller = await callerByKey(ctx, apiKey);
    if (!caller && (await noteReplacedKey(ctx.db, apiKey, { at: ctx.now(), from: 'MQTT' })))
      throw new DroppedMessage(`${where}api_key was replaced by the location's new key`);
    // Another organisation's key on this broker is refused like an unknown one.
    if (!caller || caller.corporationId !== corporationId)
      throw new DroppedMessage(
        `${where}api_key is not the API key of a location of this organisation`,
      );
    return caller;
  }
  if (topicLocation === null)
    throw new DroppedMessage(
      `${where}no location: send api_key, or publish to footfall/<location id>/door-counts or /counts`,
    );
  const caller = await callerByLocation(ctx, corporationId, topicLocation);
  if (!caller)
    throw new DroppedMessage(
      `${where}location ${topicLocation} is not a location of this organisation`,
    );
  return caller;
}
