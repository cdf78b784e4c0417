// Containment across places (issue 12, docs/metrics.md): how a group of locations (a folder, the
// organisation, the main dashboard's listed rows) adds up a count. A show's Wi-Fi figures are
// those of everyone seen anywhere in the show, its booths included, so a booth listed with its
// show is already inside the show's figure and adding it again would count its people twice.
// Door counts stay each place's own doors: every member's add up.
import { METRIC_CATALOGUE, type MetricKey } from './metric-catalogue';

export interface GroupMember {
  id: string;
  /** A booth's show; null for any other location. */
  parentId: string | null;
}

/** Whether a show's own figure already holds its booths' (figures read from Wi-Fi gateways). */
export function showCoversBooths(metric: MetricKey): boolean {
  const { needs } = METRIC_CATALOGUE[metric];
  return !needs.includes('WALK-IN') && (needs.includes('FOOTTRAFFIC') || needs.includes('WALK-BY'));
}

/** The members whose figure a group adds up: all but the booths whose show is a member too. */
export function countedMembers<T extends GroupMember>(
  members: readonly T[],
  metric: MetricKey,
): T[] {
  if (!showCoversBooths(metric)) return [...members];
  const ids = new Set(members.map((member) => member.id));
  return members.filter((member) => member.parentId === null || !ids.has(member.parentId));
}

/** A group's total of an additive count: its counted members' sum; null when none has it. */
export function groupTotal(
  members: readonly (GroupMember & { value: number | null })[],
  metric: MetricKey,
): number | null {
  const values = countedMembers(members, metric)
    .map((member) => member.value)
    .filter((value) => value !== null);
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
}
