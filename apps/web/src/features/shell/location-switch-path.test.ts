import { describe, expect, it } from 'vitest';
import { aLocation } from '../../test/fixtures';
import { locationSwitchPath } from './location-switch-path';

const retail = aLocation({ id: '9', type: 'RETAIL' });
const mall = aLocation({ id: '3', type: 'MALL' });

describe('locationSwitchPath', () => {
  it('keeps the settings page for the new location', () => {
    expect(locationSwitchPath('/main/settings/5/areas', retail)).toBe('/main/settings/9/areas');
    expect(locationSwitchPath('/main/settings/5', retail)).toBe('/main/settings/9/info');
  });

  it("opens the new location's dashboard from a dashboard", () => {
    expect(locationSwitchPath('/main/dashboard/5/xm', retail)).toBe('/main/dashboard/9/retail');
  });

  it('opens the no-dashboard page for a mall', () => {
    expect(locationSwitchPath('/main/dashboard/5/retail', mall)).toBe('/main/dashboard/3');
  });

  it('stays on pages that are not about one location', () => {
    expect(locationSwitchPath('/main', retail)).toBeNull();
    expect(locationSwitchPath('/main/reports', retail)).toBeNull();
    expect(locationSwitchPath('/main/settings-x', retail)).toBeNull();
  });
});
