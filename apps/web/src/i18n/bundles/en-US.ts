// The en-US catalogue: the main texts and each feature's own catalogue under its key.
import { withFigureLabels } from '../figure-labels';
import { englishServerMessages } from '../server-messages';
import main from '../locales/en-US.json';
import dashboardsEnUS from '../locales/features/dashboards/en-US.json';
import retailEnUS from '../locales/features/retail/en-US.json';
import eventsEnUS from '../locales/features/events/en-US.json';
import overviewEnUS from '../locales/features/overview/en-US.json';
import journeysEnUS from '../locales/features/journeys/en-US.json';
import reportsEnUS from '../locales/features/reports/en-US.json';
import reportFilesEnUS from '../locales/features/report-files/en-US.json';
import comparisonEnUS from '../locales/features/comparison/en-US.json';
import accuracyEnUS from '../locales/features/accuracy/en-US.json';

export const catalogue = {
  ...main,
  dashboards: dashboardsEnUS,
  journeys: journeysEnUS,
  reports: reportsEnUS,
  reportFiles: reportFilesEnUS,
  accuracy: accuracyEnUS,
  serverMessages: englishServerMessages(),
  ...withFigureLabels('en-US', {
    retail: retailEnUS,
    events: eventsEnUS,
    overview: overviewEnUS,
    comparison: comparisonEnUS,
  }),
};
