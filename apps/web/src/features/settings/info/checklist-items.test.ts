import { parsePermissions } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { aLocation } from '../../../test/fixtures';
import { checklistRows } from './checklist-items';

const services = aLocation().services;

describe('checklistRows', () => {
  const items = [
    { key: 'business_hours', done: true, applicable: true },
    { key: 'floor_plan', done: false, applicable: true },
    { key: 'door_counters', done: false, applicable: false },
    { key: 'invited_users', done: false, applicable: true },
  ] as const;

  it('puts missing items first and links them to the page that sets them up', () => {
    const rows = checklistRows(
      items,
      '5',
      parsePermissions('locations_view,locations_floorplan_view,locations_businesshours_view'),
      services,
    );
    expect(rows).toEqual([
      { key: 'floor_plan', state: 'missing', link: '/main/settings/5/floor-plans' },
      { key: 'invited_users', state: 'missing', link: '/main/settings/5/organization' },
      { key: 'business_hours', state: 'done', link: '/main/settings/5/business-hours' },
      { key: 'door_counters', state: 'notApplicable', link: null },
    ]);
  });

  it('gives no link to a page the user may not open', () => {
    const rows = checklistRows(items, '5', parsePermissions('locations_view'), services);
    expect(rows.find((row) => row.key === 'floor_plan')?.link).toBeNull();
    expect(rows.find((row) => row.key === 'invited_users')?.link).toBe(
      '/main/settings/5/organization',
    );
  });
});
