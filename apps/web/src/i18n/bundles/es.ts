// The es catalogue: the main texts and each feature's own catalogue under its key.
import type { Catalogue } from '../catalogues';
import main from '../locales/es.json';
import dashboardsEs from '../locales/features/dashboards/es.json';
import retailEs from '../locales/features/retail/es.json';
import eventsEs from '../locales/features/events/es.json';
import overviewEs from '../locales/features/overview/es.json';
import journeysEs from '../locales/features/journeys/es.json';
import reportsEs from '../locales/features/reports/es.json';
import reportFilesEs from '../locales/features/report-files/es.json';
import comparisonEs from '../locales/features/comparison/es.json';

export const catalogue: Catalogue = {
  ...main,
  dashboards: dashboardsEs,
  retail: retailEs,
  events: eventsEs,
  dashboardOverview: overviewEs,
  journeys: journeysEs,
  reports: reportsEs,
  reportFiles: reportFilesEs,
  comparison: comparisonEs,
};
