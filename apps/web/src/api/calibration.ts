import { locationCalibrationSchema } from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { perLocationQuery } from './endpoint';
import { queryKeys } from './query-keys';

/** GET system/locations/{id}/calibration: how sure the location's Wi-Fi figures are (its own
 * calibration against its door counters, or what it borrows instead). Read-only: the pipeline
 * refits it as days are processed. */
export const calibrationQuery = (locationId: string) =>
  perLocationQuery(queryKeys.calibration, locationId, 'calibration', locationCalibrationSchema);

export const useCalibration = (locationId: string) => useQuery(calibrationQuery(locationId));
