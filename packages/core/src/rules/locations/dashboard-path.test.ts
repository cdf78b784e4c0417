import { describe, expect, it } from 'vitest';
import { DASHBOARD_KINDS, dashboardPath } from './dashboard-path';

describe('dashboardPath', () => {
  it('sends XM and RETAIL to their dashboards', () => {
    expect(dashboardPath({ id: 7, type: 'XM' })).toBe('/main/dashboard/7/xm');
    expect(dashboardPath({ id: '12', type: 'RETAIL' })).toBe('/main/dashboard/12/retail');
  });

  it('sends AT with child locations to attendee tracking', () => {
    expect(dashboardPath({ id: 3, type: 'AT', child_ids: [4] })).toBe(
      '/main/dashboard/3/attendee-tracking',
    );
  });

  it('sends AT without child locations to the show dashboard', () => {
    expect(dashboardPath({ id: 3, type: 'AT', child_ids: [] })).toBe('/main/dashboard/3/show');
    expect(dashboardPath({ id: 3, type: 'AT', child_ids: null })).toBe('/main/dashboard/3/show');
    expect(dashboardPath({ id: 3, type: 'AT' })).toBe('/main/dashboard/3/show');
  });

  it('gives a mall no dashboard', () => {
    expect(dashboardPath({ id: 5, type: 'MALL', child_ids: [6] })).toBeNull();
  });

  it('lists the dashboard route children', () => {
    expect(DASHBOARD_KINDS).toEqual(['retail', 'xm', 'adam', 'show', 'attendee-tracking']);
  });
});
