// The foot-traffic and door-counter queries of every listed location: the dashboards' own queries
// (so an opened dashboard finds its answer cached), fetched a few at a time.
import {
  doorCounterQuery as doorCounter,
  footTrafficQuery as footTraffic,
  type AnalyticsParams,
} from '../../api/analytics';
import { createLimiter } from './request-limiter';

/** Requests in flight at once for the whole table: enough to fill it quickly, few enough to
 * leave the browser's six connections per host for the rest of the page. */
const MAX_PARALLEL = 4;
const limit = createLimiter(MAX_PARALLEL);

export const footTrafficQuery = (locationId: string, params: AnalyticsParams) =>
  footTraffic(locationId, params, limit);

export const doorCounterQuery = (locationId: string, params: AnalyticsParams) =>
  doorCounter(locationId, params, limit);
