// The en-GB catalogue: the main texts and each feature's own catalogue under its key.
import type { Catalogue } from '../catalogues';
import { withFigureLabels } from '../figure-labels';
import { englishServerMessages } from '../server-messages';
import main from '../locales/en-GB.json';
import dashboardsEnGB from '../locales/features/dashboards/en-GB.json';
import retailEnGB from '../locales/features/retail/en-GB.json';
import eventsEnGB from '../locales/features/events/en-GB.json';
import overviewEnGB from '../locales/features/overview/en-GB.json';
import journeysEnGB from '../locales/features/journeys/en-GB.json';
import reportsEnGB from '../locales/features/reports/en-GB.json';
import reportFilesEnGB from '../locales/features/report-files/en-GB.json';
import comparisonEnGB from '../locales/features/comparison/en-GB.json';
import accuracyEnGB from '../locales/features/accuracy/en-GB.json';

export const catalogue: Catalogue = {
  ...main,
  dashboards: dashboardsEnGB,
  journeys: journeysEnGB,
  reports: reportsEnGB,
  reportFiles: reportFilesEnGB,
  accuracy: accuracyEnGB,
  serverMessages: englishServerMessages(),
  ...withFigureLabels('en-GB', {
    retail: retailEnGB,
    events: eventsEnGB,
    overview: overviewEnGB,
    comparison: comparisonEnGB,
  }),
};
