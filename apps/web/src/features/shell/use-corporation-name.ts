import { useCorporations } from '../../api/corporations';
import { useProfile } from '../../api/profile';

/** The name of the user's own corporation: the profile's, else the first listed. */
export function useCorporationName(): string | null {
  const profile = useProfile();
  const corporations = useCorporations();
  const list = corporations.data ?? [];
  const own = list.find((corporation) => corporation.id === profile.data?.corporation_id);
  return (own ?? list[0])?.name ?? null;
}
