import { dashboardPath } from '@footfall/core';
import type { OrgNode } from './org-tree';

export interface NodeTarget {
  to: string;
  /** Tells the settings page why it opened instead of a dashboard. */
  state?: { notice: 'mallNoDashboard' };
}

/**
 * Where a node leads: a location opens its dashboard (core's dashboardPath); a mall, which has
 * no dashboard, opens its settings with a note. Folders and the root lead nowhere.
 */
export function nodeTarget(node: OrgNode): NodeTarget | null {
  if (node.kind !== 'location') return null;
  const path = dashboardPath(node.location);
  if (path) return { to: path };
  return {
    to: `/main/settings/${encodeURIComponent(node.location.id)}/info`,
    state: { notice: 'mallNoDashboard' },
  };
}
