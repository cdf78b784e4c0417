import { useCorporations } from '../../api/corporations';
import { useProfile } from '../../api/profile';
import { useSelectedLocation } from './selected-location';

/** The corporation the user is looking at: the selected location's (someone invited to another
 * organisation's store works in that organisation), else the profile's, else the first listed. */
export function useCorporationName(): string | null {
  const profile = useProfile();
  const corporations = useCorporations();
  const { selected } = useSelectedLocation();
  if (selected?.corporation) return selected.corporation;
  const list = corporations.data ?? [];
  const own = list.find((corporation) => corporation.id === profile.data?.corporation_id);
  return (own ?? list[0])?.name ?? null;
}
