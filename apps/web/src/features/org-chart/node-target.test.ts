import { describe, expect, it } from 'vitest';
import { aLocation } from '../../test/fixtures';
import { nodeTarget } from './node-target';
import type { LocationNode } from './org-tree';

const node = (overrides: Parameters<typeof aLocation>[0]): LocationNode => {
  const location = aLocation(overrides);
  return { kind: 'location', key: `location:${location.id}`, name: 'x', location, children: [] };
};

describe('nodeTarget', () => {
  it("opens a location's dashboard", () => {
    expect(nodeTarget(node({ id: '4', type: 'XM' }))).toEqual({ to: '/main/dashboard/4/xm' });
    expect(nodeTarget(node({ id: '6', type: 'AT', child_ids: ['7'] }))).toEqual({
      to: '/main/dashboard/6/attendee-tracking',
    });
  });

  it("opens a mall's settings with a note instead", () => {
    expect(nodeTarget(node({ id: '3', type: 'MALL' }))).toEqual({
      to: '/main/settings/3/info',
      state: { notice: 'mallNoDashboard' },
    });
  });

  it('leads nowhere from a folder or the root', () => {
    expect(nodeTarget({ kind: 'root', key: 'root', name: 'Acme', children: [] })).toBeNull();
  });
});
