import { describe, expect, it } from 'vitest';
import { isAppPage } from './page-paths';

describe('isAppPage', () => {
  it('knows the pages of the app, with their parameters', () => {
    for (const path of [
      '/',
      '/login',
      '/sign-up/',
      '/main',
      '/main/dashboard/12/retail',
      '/main/dashboard/12/heatmap',
      '/main/settings/7/business-hours',
      '/main/profile/account-info',
      '/main/comparison-report/4',
      '/view-only/journey',
      '/location/3/attendee-tracking/floor-plan/9',
      '/Main/Reports',
    ])
      expect(isAppPage(path), path).toBe(true);
  });

  it('refuses any other path', () => {
    for (const path of [
      '/no/such/page',
      '/view-only',
      '/main/dashboard/12/nothing',
      '/main/dashboard',
      '/login/extra',
      '/main/settings/7/info/more',
    ])
      expect(isAppPage(path), path).toBe(false);
  });
});
