// The events the alert job raises and which notification setting (issue 3: sensor offline, daily
// summary, traffic drop) lets a person hear about each.
import type { AlertKind } from '@footfall/core';

export const EVENT_KINDS = [
  'gateway_offline',
  'gateway_online',
  'door_counter_silent',
  'door_counter_reporting',
  'low_traffic',
  'daily_summary',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

const SETTING_OF_KIND: Record<EventKind, AlertKind> = {
  gateway_offline: 'sensor_offline',
  gateway_online: 'sensor_offline',
  door_counter_silent: 'sensor_offline',
  door_counter_reporting: 'sensor_offline',
  low_traffic: 'traffic_drop',
  daily_summary: 'daily_summary',
};

export function isEventKind(kind: string): kind is EventKind {
  return (EVENT_KINDS as readonly string[]).includes(kind);
}

/** The notification setting that governs an event kind; null for kinds this module does not know. */
export function settingOf(kind: string): AlertKind | null {
  return isEventKind(kind) ? SETTING_OF_KIND[kind] : null;
}

/** Condition subjects (unique across locations): one open condition per gateway or door
 * counter, one per location-hour of low traffic, one per location-day of daily summary. */
export const gatewaySubject = (sensorId: number) => `gateway:${sensorId}`;
export const doorCounterSubject = (tagId: number) => `door_counter:${tagId}`;
export const lowTrafficSubject = (locationId: number, hourStart: Date) =>
  `traffic:${locationId}:${hourStart.toISOString()}`;
export const dailySummarySubject = (locationId: number, localDate: string) =>
  `daily_summary:${locationId}:${localDate}`;
