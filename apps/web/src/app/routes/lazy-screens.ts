// Every screen is a separate chunk, loaded when its route is first visited.
export const lazyScreens = {
  login: () =>
    import('../../features/auth/login/login-page').then((m) => ({ Component: m.LoginPage })),
  signUp: () =>
    import('../../features/auth/sign-up/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
  shell: () =>
    import('../../features/shell/app-shell-layout').then((m) => ({
      Component: m.AppShellLayout,
    })),
  overview: () =>
    import('../../features/overview/overview-page').then((m) => ({ Component: m.OverviewPage })),
  settingsLayout: () =>
    import('../../features/settings/settings-layout').then((m) => ({
      Component: m.SettingsLayout,
    })),
  profileLayout: () =>
    import('../../features/profile/profile-layout').then((m) => ({
      Component: m.ProfileLayout,
    })),
  accountInfo: () =>
    import('../../features/profile/account-info-page').then((m) => ({
      Component: m.AccountInfoPage,
    })),
  noDashboard: () =>
    import('../../features/dashboards/dashboard-index/no-dashboard-page').then((m) => ({
      Component: m.NoDashboardPage,
    })),
  // The dashboards of issue 6: one chunk per kind (DashboardKind of core).
  dashboardRetail: () =>
    import('../../features/dashboards/retail/retail-dashboard-page').then((m) => ({
      Component: m.RetailDashboardPage,
    })),
  dashboardXm: () =>
    import('../../features/dashboards/xm/xm-dashboard-page').then((m) => ({
      Component: m.XmDashboardPage,
    })),
  dashboardShow: () =>
    import('../../features/dashboards/show/show-dashboard-page').then((m) => ({
      Component: m.ShowDashboardPage,
    })),
  dashboardAttendeeTracking: () =>
    import('../../features/dashboards/attendee-tracking/attendee-tracking-dashboard-page').then(
      (m) => ({ Component: m.AttendeeTrackingDashboardPage }),
    ),
  dashboardAdam: () =>
    import('../../features/dashboards/adam/adam-dashboard-page').then((m) => ({
      Component: m.AdamDashboardPage,
    })),
  comingSoon: () =>
    import('../../features/placeholders/coming-soon-page').then((m) => ({
      Component: m.ComingSoonPage,
    })),
  standaloneComingSoon: () =>
    import('../../features/placeholders/standalone-coming-soon-page').then((m) => ({
      Component: m.StandaloneComingSoonPage,
    })),
  orgChart: () =>
    import('../../features/org-chart/org-chart-page').then((m) => ({
      Component: m.OrgChartPage,
    })),
  addLocation: () =>
    import('../../features/add-location/add-location-page').then((m) => ({
      Component: m.AddLocationPage,
    })),
  viewOnly: () =>
    import('../../features/view-only/view-only-page').then((m) => ({
      Component: m.ViewOnlyPage,
    })),
  settingsInfo: () =>
    import('../../features/settings/info/info-page').then((m) => ({ Component: m.InfoPage })),
  settingsOrganization: () =>
    import('../../features/settings/organization/organization-page').then((m) => ({
      Component: m.OrganizationPage,
    })),
  settingsNotifications: () =>
    import('../../features/settings/notifications/notifications-page').then((m) => ({
      Component: m.NotificationsPage,
    })),
  settingsBusinessHours: () =>
    import('../../features/settings/business-hours/business-hours-page').then((m) => ({
      Component: m.BusinessHoursPage,
    })),
  settingsApi: () =>
    import('../../features/settings/api/api-page').then((m) => ({ Component: m.ApiPage })),
  settingsSensors: () =>
    import('../../features/settings/sensors/sensors-page').then((m) => ({
      Component: m.SensorsPage,
    })),
  settingsTags: () =>
    import('../../features/settings/tags/tags-page').then((m) => ({ Component: m.TagsPage })),
  settingsDoorCounters: () =>
    import('../../features/settings/door-counters/door-counters-page').then((m) => ({
      Component: m.DoorCountersPage,
    })),
  notFound: () =>
    import('../../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};
