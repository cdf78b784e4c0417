// The venue and sensor simulator (src/sim, docs/simulator.md), the ingest and API clients
// (src/client) and the real-data importers (src/importers, CLI in src/cli).

export { Random, hashSeed } from './sim/random';
export { buildVenue, defaultHours, VENUE_SIZING } from './sim/venue';
export type {
  Venue,
  VenueInput,
  VenueType,
  VenueArea,
  VenueGateway,
  VenueDoor,
  WeeklyHours,
} from './sim/venue';
export {
  simulateDay,
  dayPlan,
  uptimeSeconds,
  DOOR_INTERVAL_MS,
  HEARTBEAT_INTERVAL_MS,
} from './sim/day';
export type { SimulatedDay, SimDetection, SimDoorInterval, SimulationOptions } from './sim/day';
export { DEFAULT_RADIO, heardRssi, meanRssi } from './sim/radio';
export type { RadioModel } from './sim/radio';
export { DayCache, windowOutput } from './sim/window';
export { historyWindows, splitByDay, windowRequests } from './sim/feed-plan';
export type { FeedRequest, FeedWindow } from './sim/feed-plan';
export { venueFromApi, venueFromSetup } from './sim/venue-from-api';
export { accessPointMac, merakiPosts, simulatedClientMac } from './sim/meraki';
