// The es catalogue: the main texts and each feature's own catalogue under its key.
import type { Catalogue } from '../catalogues';
import { withFigureLabels } from '../figure-labels';
import main from '../locales/es.json';
import dashboardsEs from '../locales/features/dashboards/es.json';
import retailEs from '../locales/features/retail/es.json';
import eventsEs from '../locales/features/events/es.json';
import overviewEs from '../locales/features/overview/es.json';
import journeysEs from '../locales/features/journeys/es.json';
import reportsEs from '../locales/features/reports/es.json';
import reportFilesEs from '../locales/features/report-files/es.json';
import comparisonEs from '../locales/features/comparison/es.json';
import accuracyEs from '../locales/features/accuracy/es.json';
import serverMessagesEs from '../locales/features/server-messages/es.json';

export const catalogue: Catalogue = {
  ...main,
  dashboards: dashboardsEs,
  journeys: journeysEs,
  reports: reportsEs,
  reportFiles: reportFilesEs,
  accuracy: accuracyEs,
  serverMessages: serverMessagesEs,
  ...withFigureLabels('es', {
    retail: retailEs,
    events: eventsEs,
    overview: overviewEs,
    comparison: comparisonEs,
  }),
};
