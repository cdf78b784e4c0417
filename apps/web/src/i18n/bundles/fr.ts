// The fr catalogue: the main texts and each feature's own catalogue under its key.
import type { Catalogue } from '../catalogues';
import { withFigureLabels } from '../figure-labels';
import main from '../locales/fr.json';
import dashboardsFr from '../locales/features/dashboards/fr.json';
import retailFr from '../locales/features/retail/fr.json';
import eventsFr from '../locales/features/events/fr.json';
import overviewFr from '../locales/features/overview/fr.json';
import journeysFr from '../locales/features/journeys/fr.json';
import reportsFr from '../locales/features/reports/fr.json';
import reportFilesFr from '../locales/features/report-files/fr.json';
import comparisonFr from '../locales/features/comparison/fr.json';
import accuracyFr from '../locales/features/accuracy/fr.json';
import serverMessagesFr from '../locales/features/server-messages/fr.json';

export const catalogue: Catalogue = {
  ...main,
  dashboards: dashboardsFr,
  journeys: journeysFr,
  reports: reportsFr,
  reportFiles: reportFilesFr,
  accuracy: accuracyFr,
  serverMessages: serverMessagesFr,
  ...withFigureLabels('fr', {
    retail: retailFr,
    events: eventsFr,
    overview: overviewFr,
    comparison: comparisonFr,
  }),
};
