// Every English sentence the server can refuse a person's request with, as a template per message
// code. The server keeps writing English (error_message, the API's language); the envelope also
// carries the code and the template's values, so the web shows the sentence in the reader's
// language (apps/web/src/i18n/locales/features/server-messages) with the English as fallback.
//
// `{name}` marks a value taken from the English text: `label` is a field's label and `what` a
// thing not found, both translated through SERVER_LABELS; the others (numbers, lists, names) are
// shown as they are. Texts for machines only (the ingest, Meraki and MQTT protocols) stay English.
export const SERVER_MESSAGE_TEMPLATES = {
  // Fields (core/api/fields.ts, validators.ts): the label says which one.
  'field.empty': '{label} is empty',
  'field.notValid': '{label} is not valid',
  'field.notNumber': '{label} is not an number',
  'field.notInteger': '{label} is not an integer',
  'field.notPositive': '{label} is not positive',
  'field.tooLong': '{label} is too long (at most {max} characters)',
  'field.notText': '{label} must be text',
  'field.minCharacters': '{label} must have at least {min} characters',
  'field.outOfRange': '{label} is out of range',
  'field.between': '{label} must be between {min} and {max}',
  'field.date': '{label} must be a date (YYYY-MM-DD)',
  'field.trueOrFalse': '{label} must be true or false',
  'field.oneOf': '{label} must be one of {list}',
  'field.atMost': '{label} must be at most {max}',
  'field.unknown': '{field} is not a known field',
  'field.required': '{field} is required',
  'field.list': '{field} must be a list',
  'field.fieldTooLong': '{field} is too long',
  'field.id': 'must be an id',
  'field.number': '{label} must be a number',
  'field.zeroOrOne': '{label} must be 0 or 1',
  'field.wholePixels': '{label} must be a whole number of pixels',
  'field.onePixel': '{label} must be at least 1 pixel',
  'field.controlCharacters': 'Text must not contain control characters',
  'field.endBeforeStart': 'End date must not be before the start date',

  // Requests as a whole.
  'request.notValid': 'The request is not valid',
  'request.noChange': 'Send at least one field to change',
  'request.bodyTooLarge': 'The request body is too large',
  'request.sendJson': 'Send the request body as JSON',
  'request.notJson': 'The request body is not valid JSON',
  'request.tooMany': 'Too many requests',
  'request.notFound': '{what} was not found',
  'request.unavailable': 'The database is restarting. Try again in a moment.',

  // Signing in and access.
  'auth.wrongCredentials': 'The email or password is not correct',
  'auth.signInExpired': 'The sign-in request has expired. Start again.',
  'auth.locked': 'This account is locked after too many wrong passwords. Try again later.',
  'auth.tooManyFromAddress': 'Too many sign-in attempts from this address. Try again later.',
  'auth.tooManyForAccount': 'Too many sign-in attempts for this account. Try again later.',
  'auth.signIn': 'Sign in to continue',
  'auth.tokenNotValid': 'The access token is not valid',
  'auth.tokenRevoked': 'The access token has been revoked',
  'auth.tokenExpired': 'The access token has expired',
  'auth.tokenInHeader': 'Send the access token in the Authorization header, not in the address',
  'auth.readOnlyLink': 'A read-only link cannot do this',
  'auth.readOnlyOtherLocation': 'A read-only link can read only its own location',
  'access.forbidden': 'You do not have permission to do this',
  'access.uploadNeedsFloorPlans': 'Uploading needs permission to edit floor plans',
  'access.noOrganisation': 'You do not belong to an organisation',
  'access.ownerMail': 'Only an owner of the organisation may read its mail',

  // People and invitations.
  'people.emailRegistered': 'Email is already registered',
  'people.currentPasswordWrong': 'Current password is not correct',
  'people.ownRole': 'You cannot change your own role',
  'people.ownAccess': 'You cannot remove your own access',
  'people.strongerRole': 'You cannot give a role stronger than your own',
  'people.accessFromOrganisation': 'This access comes from the organisation; change it there',
  'people.accessFromFolder': 'This access comes from the folder; change it there',
  'invite.accountExists': 'An account with this email already exists: log in instead',
  'invite.used': 'This invitation was already used',
  'invite.hasAccount': 'This person already has an account: invite them from the location',
  'invite.codeExpired': 'Code has expired: ask for a new code',
  'invite.codeWrong': 'Code is not correct',
  'invite.justSent': 'The invitation was just sent. Wait a minute before sending it again.',
  'invite.codeJustSent': 'A code was just sent. Wait a little before asking again.',
  'invite.tooManyCodes': 'Too many codes were sent for this invitation. Ask for a new invitation.',
  'invite.tooManyWrongCodes': 'Too many wrong codes: ask for a new code.',

  // Organisation, folders and locations.
  'organisation.boothParent':
    'Parent must be an attendee-tracking show, and the new location an AT booth',
  'organisation.boothMoves': 'A booth moves with its show',
  'organisation.folderIntoItself': 'A folder cannot move into itself or a folder inside it',
  'organisation.folderNotEmpty':
    'Only an empty folder can be deleted: move its folders and locations first',

  // Floor plans, areas, uploads.
  'areas.boothOutline': 'This booth already has an outline on this floor plan',
  'areas.notHere': 'Area is not an area of this location',
  'floorPlans.notHere': 'Floor plan is not a floor plan of this location',
  'floorPlans.scalePositive': 'Scale must be greater than 0',
  'floorPlans.scalePlausible': 'Scale is not plausible (at most {max} m per pixel)',
  'polygon.tooFew': 'Polygon needs at least {min} points',
  'polygon.tooMany': 'Polygon has too many points (at most {max})',
  'polygon.notNumbers': 'Polygon points must be pairs of numbers',
  'polygon.selfIntersecting': 'Polygon must not cross itself',
  'polygon.noArea': 'Polygon must enclose an area',
  'uploads.badKey': 'The upload key is not valid',
  'uploads.badSignature': 'The upload signature is not valid',
  'uploads.expired': 'The upload signature has expired; ask for new upload credentials',
  'uploads.tooLarge': 'The file is larger than {max} MB',
  'uploads.pdf':
    'Upload the PDF from the floor plans page: its first page is converted to an image',
  'uploads.wrongType': 'The file must be a PNG, JPEG or SVG image',
  'uploads.badStore': 'Store must be "1" (keep) or "0" (temporary)',
  'uploads.notStored': 'The file could not be stored; try again later',
  'uploads.badMultipart': 'The multipart body is not valid',

  // Sensors and tags.
  'tags.noService': 'This location does not have the {service} tag service',
  'tags.serialTaken': 'A tag with this serial already exists',
  'sensors.services': 'Services are not valid',
  'sensors.changed': 'The sensor changed meanwhile; try again',
  'sensors.heightTooLarge': 'Height is too large (at most {max} cm)',
  'sensors.unavailable': 'The sensor is unavailable to the user',
  'sensors.alreadyHere': 'The sensor is already connected to this location',
  'sensors.notFound': 'The sensor was not found',
  'sensors.elsewhere':
    'The sensor is already connected to {location}, select it to change its location',

  // Business hours and definitions.
  'hours.wholeHour': '{label} must be a whole hour from {min} to {max}',
  'hours.wholeHourNextDay':
    '{label} must be a whole hour from {min} to {max} (24 and above are the next day)',
  'hours.closeAfterOpen': '{label} must be after the opening hour',
  'hours.emptyWhenClosed': '{label} must be empty on a closed day',
  'hours.weekday': 'Weekday must be a whole number from 0 (Monday) to 6 (Sunday)',
  'hours.weekdayTwice': 'Each weekday can be given only once',
  'hours.weekCount': 'Business hours need exactly one entry for each of the 7 weekdays',
  'hours.date': 'Date is not valid (use YYYY-MM-DD)',
  'hours.dateTwice': 'Each date can have only one exception',
  'hours.tooManyExceptions': 'At most {max} exceptions can be kept',
  'hours.exceptionsList': 'Exceptions must be a list',
  'definitions.ignoreBelowVisitor': 'Ignored signal must be below the visitor signal',
  'mqtt.noTopic': 'Subscribe to at least one topic filter',
  'mqtt.tooManyTopics': 'At most {max} topic filters',
  'mqtt.brokerUrl': 'broker_url must be an mqtt://, mqtts://, ws:// or wss:// URL with a host',
  'meraki.validator': 'validator must be the letters and digits Meraki shows',
  'keys.new': 'api_key must be "new"',

  // Reports, files and date ranges.
  'range.notValid': 'The date range is not valid',
  'range.tooLong': 'The date range must not be longer than {max} days',
  'range.bothDates': 'Give both the start and the end date, or neither',
  'analytics.granularity': 'Granularity must be hour, day, week or month',
  'analytics.area': 'Area must be an area id',
  'analytics.pageSize': 'Page size must be a whole number',
  'analytics.hour': 'Hour must be a whole number from 0 to 23',
  'reports.noScope': 'Choose at least one location or folder',
  'reports.noMetric': 'Choose at least one metric',
  'reports.periodTooLong': 'Period must be at most {max} days',
  'reports.rollingDays': 'Rolling period must be 7, 14, 30 or 90 days',
  'reports.granularity': 'Granularity must be day, week or month',
  'reports.frequency': 'Frequency must be none, daily, weekly or monthly',
  'reports.otherCorporation': 'A report cannot move to another corporation',
  'reports.locationNotInReport': 'The location is not in this report',
  'reports.itemExists': 'This report already has an item for that location',
  'reports.oneCorporation': 'All locations must belong to one corporation',
  'reports.emptyFolders': 'The folders hold no locations',
  'reportFiles.dates': 'Dates must hold one period',
  'reportFiles.fileFormat': 'File format must be pdf, csv or xlsx',
  'reportFiles.chooseLocation': 'Choose a location',
  'reportFiles.chooseReport': 'Choose a report',
  'reportFiles.oneDay':
    'An event-daily report covers one day: the start and end dates must be equal',
  'reportFiles.noBooths': 'The location has no booths: choose a show with booths',
  'reportFiles.tooMany': 'You already have {max} files being made: wait for one to finish',
  'reportFiles.notReady': 'The file is not ready yet: try again in a moment',
  'reportFiles.failed': 'The file could not be made: {reason}',
} as const;

export type ServerMessageCode = keyof typeof SERVER_MESSAGE_TEMPLATES;

/** The placeholders of a template, in order ("{label} is empty" -> ["label"]). */
export function templateParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The English sentence of a code with its values (the inverse of identifyServerMessage). */
export function formatServerMessage(
  code: ServerMessageCode,
  params: Readonly<Record<string, string>> = {},
): string {
  return SERVER_MESSAGE_TEMPLATES[code].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );
}
