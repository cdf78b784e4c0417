import { defaultSelectedLocation, type Location } from '@footfall/core';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useLocations } from '../../api/locations';
import { locationSwitchPath } from './location-switch-path';

interface SelectedLocation {
  locations: readonly Location[];
  isPending: boolean;
  isError: boolean;
  /** The location in the URL, else the one picked last, else core's default (first featured). */
  selected: Location | null;
  select: (id: string) => void;
}

const SelectedLocationContext = createContext<SelectedLocation | null>(null);

export function SelectedLocationProvider({ children }: { children: ReactNode }) {
  const query = useLocations();
  const locations = query.data ?? [];
  const routeId = useMatches().at(-1)?.params.id;
  const [pickedId, setPickedId] = useState<string | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const byId = (id: string | null | undefined) => locations.find((location) => location.id === id);
  const selected = byId(routeId) ?? byId(pickedId) ?? defaultSelectedLocation(locations);

  const select = (id: string) => {
    const next = byId(id);
    if (!next) return;
    setPickedId(id);
    const path = locationSwitchPath(pathname, next);
    if (path) navigate(path);
  };

  const value = { locations, isPending: query.isPending, isError: query.isError, selected, select };
  return <SelectedLocationContext value={value}>{children}</SelectedLocationContext>;
}

export function useSelectedLocation(): SelectedLocation {
  const value = useContext(SelectedLocationContext);
  if (!value) throw new Error('useSelectedLocation needs a SelectedLocationProvider');
  return value;
}
