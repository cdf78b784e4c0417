import { describe, expect, it } from 'vitest';
import {
  mqttConnectionRequestSchema,
  mqttDoorCountsSchema,
  mqttLocationTopics,
  readMqttTopic,
} from './mqtt';

describe('MQTT topics and messages', () => {
  it('reads the kind from the last level and the location from the level before', () => {
    expect(readMqttTopic('footfall/12/door-counts')).toEqual({
      kind: 'door-counts',
      locationId: 12,
    });
    expect(readMqttTopic('site/a/b/7/counts')).toEqual({ kind: 'counts', locationId: 7 });
    expect(readMqttTopic('footfall/paris/door-counts')).toEqual({
      kind: 'door-counts',
      locationId: null,
    });
    expect(readMqttTopic('footfall/12/weather')).toEqual({ kind: null, locationId: 12 });
    expect(readMqttTopic('footfall/012/counts').locationId).toBeNull();
    expect(readMqttTopic('footfall/99999999999/counts').locationId).toBeNull();
    expect(readMqttTopic(mqttLocationTopics(3).counts)).toEqual({ kind: 'counts', locationId: 3 });
  });

  it('accepts MQTT topic filters and broker URLs, and refuses others', () => {
    const ok = mqttConnectionRequestSchema.safeParse({
      broker_url: 'mqtts://broker.example.com:8883',
      topics: ['footfall/#', 'sites/+/door-counts', '#'],
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ enabled: true, username: null });
    for (const topics of [['a/#/b'], ['a+/b'], ['a/b#'], [''], []]) {
      expect(
        mqttConnectionRequestSchema.safeParse({ broker_url: 'mqtt://h', topics }).success,
        JSON.stringify(topics),
      ).toBe(false);
    }
    for (const broker_url of ['http://h', 'mqtt://', 'not a url']) {
      expect(
        mqttConnectionRequestSchema.safeParse({ broker_url, topics: ['a'] }).success,
        broker_url,
      ).toBe(false);
    }
  });

  it('reads the ingest batch with an optional batch_id, type and api_key, and nothing else', () => {
    const counts = [{ start: '2026-11-21T09:00:00Z', end: '2026-11-21T09:15:00Z', in: 3, out: 2 }];
    expect(mqttDoorCountsSchema.safeParse({ tag: 'DC-1', counts }).success).toBe(true);
    expect(
      mqttDoorCountsSchema.safeParse({ tag: 'DC-1', counts, type: 'door-counts', api_key: 'k' })
        .success,
    ).toBe(true);
    expect(mqttDoorCountsSchema.safeParse({ tag: 'DC-1', counts, extra: 1 }).success).toBe(false);
    expect(mqttDoorCountsSchema.safeParse({ tag: 'DC-1', counts, type: 'counts' }).success).toBe(
      false,
    );
  });
});
