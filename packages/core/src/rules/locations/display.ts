import type { LocationType } from './types';

/** The name to show for a location; docs/product.md sections 3 and 8 show a missing name as
 * "N/A". */
export function locationDisplayName(name: string | null | undefined): string {
  return name?.trim() ? name : 'N/A';
}

export type SpaceWord = 'store' | 'booth';

/**
 * The word for the space in texts: "store" for retail, "booth" for live events (docs/product.md
 * section 1). Decision: AT (attendee tracking at trade shows) also says "booth", since its child
 * locations are the booths of a show; RETAIL and MALL say "store".
 */
export function spaceWord(type: LocationType): SpaceWord {
  return type === 'XM' || type === 'AT' ? 'booth' : 'store';
}
