import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseHourParam } from './hour-label';

export interface HeatmapSelection {
  /** The local hour shown (0-23), or null for the whole day. */
  hour: number | null;
  /** The floor plan chosen (its id), or null for the first. */
  planId: string | null;
  setHour: (hour: number | null) => void;
  setPlanId: (planId: string) => void;
}

/** The heatmap's hour and floor plan, kept in the URL (`hour`, `plan`) so a view can be shared. */
export function useHeatmapSelection(): HeatmapSelection {
  const [params, setParams] = useSearchParams();
  const write = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const plan = params.get('plan');
  return {
    hour: parseHourParam(params.get('hour')),
    planId: plan && /^\d+$/.test(plan) ? plan : null,
    setHour: useCallback((hour) => write('hour', hour === null ? null : String(hour)), [write]),
    setPlanId: useCallback((planId) => write('plan', planId), [write]),
  };
}
