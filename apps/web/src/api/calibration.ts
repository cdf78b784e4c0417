import { locationCalibrationSchema } from '@footfall/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

/** GET system/locations/{id}/calibration: how sure the location's Wi-Fi figures are (its own
 * calibration against its door counters, or what it borrows instead). Read-only: the pipeline
 * refits it as days are processed. */
export const calibrationQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.calibration.of(locationId),
    queryFn: ({ signal }) =>
      request(apiUrl(`system/locations/${encodeURIComponent(locationId)}/calibration`), {
        schema: locationCalibrationSchema,
        signal,
      }),
  });

export const useCalibration = (locationId: string) => useQuery(calibrationQuery(locationId));
