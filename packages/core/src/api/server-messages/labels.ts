// The field labels and things the server names in its messages ("{label} is empty", "{what} was
// not found"), each with a code the web translates. A label missing here is shown in English
// inside the translated sentence; the core test lists every label the schemas use.
export const SERVER_LABELS = {
  // Fields of forms.
  name: 'Name',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  currentPassword: 'Current password',
  firstName: 'First name',
  lastName: 'Last name',
  timeZone: 'Time zone',
  address: 'Address',
  organisationName: 'Organisation name',
  note: 'Note',
  door: 'Door',
  description: 'Description',
  x: 'X',
  y: 'Y',
  height: 'Height',
  width: 'Width',
  scale: 'Scale',
  compare: 'Compare',
  businessHours: 'Business hours',
  recipient: 'Recipient',
  startDate: 'Start date',
  endDate: 'End date',
  dateFormat: 'Date format',
  locale: 'Locale',
  language: 'Language',
  webhookUrl: 'Webhook URL',
  days: 'Days',
  services: 'Services',
  service: 'Service',
  type: 'Type',
  addon: 'Add-on',
  role: 'Role',
  country: 'Country',
  destination: 'Destination',
  parentFolder: 'Parent folder',
  folder: 'Folder',
  group: 'Group',
  floorPlan: 'Floor plan',
  booth: 'Booth',
  location: 'Location',
  corporation: 'Corporation',
  code: 'Code',
  command: 'Command',
  file: 'File',
  metric: 'Metric',
  period: 'Period',
  background: 'Background',
  comparison: 'Comparison',
  closed: 'Closed',
  openingHour: 'Opening hour',
  closingHour: 'Closing hour',
  serial: 'Serial',
  csv: 'CSV',
  cursor: 'Cursor',
  pageSize: 'Page size',
  visitGap: 'Visit gap',
  visitorSignal: 'Visitor signal',
  ignoredSignal: 'Ignored signal',
  minimumVisit: 'Minimum visit',
  engagerTime: 'Engager time',
  fqvTime: 'FQV time',
  engagerAreas: 'Engager areas',
  rawRetention: 'Raw data retention',
  signalAt1m: 'Signal at 1 m',
  pathLossExponent: 'Path-loss exponent',

  // Things not found ("The location was not found").
  theResource: 'The resource',
  theLocation: 'The location',
  thePerson: 'The person',
  theFile: 'The file',
  theReport: 'The report',
  theReportItem: 'The report item',
  theInvitation: 'The invitation',
  theCorporation: 'The corporation',
  theTag: 'The tag',
  theSensor: 'The sensor',
  theFolder: 'The folder',
  theUser: 'The user',
  theReportFile: 'The report file',
  theFloorPlan: 'The floor plan',
  theArea: 'The area',
  theAreaGroup: 'The area group',
  theDemoLogin: 'The demo login',
  theOutbox: 'The outbox',
  theMerakiReceiver: 'The Meraki receiver',
  theMqttConnection: "The organisation's MQTT connection",
} as const;

export type ServerLabelCode = keyof typeof SERVER_LABELS;

const CODE_OF_LABEL = new Map<string, ServerLabelCode>(
  Object.entries(SERVER_LABELS).map(([code, label]) => [label, code as ServerLabelCode]),
);

/** The code of an English label, or null when it has none. */
export function serverLabelCode(label: string): ServerLabelCode | null {
  return CODE_OF_LABEL.get(label) ?? null;
}

/** The values of a message that are labels, translated by SERVER_LABELS. */
export const LABEL_PARAMS: ReadonlySet<string> = new Set(['label', 'what']);
