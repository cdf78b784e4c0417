// What a failed delivery tells the report's viewers (report_deliveries.last_error, the API's
// `error`): short sentences with no host, address, server reply or SQL in them. The raw error goes
// to the server log with the delivery id.

export const DELIVERY_ERRORS = {
  creatorGone: "The report's creator no longer exists",
  creatorDenied: "The report's creator may no longer view it",
  scheduleOff: 'The schedule was turned off before the report could be sent',
  noLocation: 'The report covers no location',
  figures: "The report's figures could not be computed",
  pdf: 'The PDF could not be made',
  unreachable: 'The mail server could not be reached',
  login: 'The mail server refused the login',
  refused: 'The mail server refused the message',
  mail: 'The mail could not be sent',
  internal: 'The report could not be sent because of an internal error',
} as const;

/** A failure told to viewers as `message`; `final`: no retry can mend it. */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly final: boolean,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

// nodemailer's codes (and Node's, when a socket error comes through unwrapped) for a server that
// could not be reached or went silent.
const UNREACHABLE = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** The viewer's words for an error of the mailer (retried). */
export function mailFailure(error: unknown): DeliveryFailure {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  let message: string = DELIVERY_ERRORS.mail;
  if (typeof code === 'string' && UNREACHABLE.has(code)) message = DELIVERY_ERRORS.unreachable;
  else if (code === 'EAUTH' || code === 'ENOAUTH') message = DELIVERY_ERRORS.login;
  else if (code === 'EENVELOPE' || code === 'EMESSAGE' || typeof responseCode === 'number')
    message = DELIVERY_ERRORS.refused;
  return new DeliveryFailure(message, false, error);
}

/** Runs one step of a delivery; if it fails, viewers read `onError` (a message: retried). */
export async function deliveryStep<T>(
  onError: string | ((error: unknown) => DeliveryFailure),
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DeliveryFailure) throw error;
    throw typeof onError === 'string' ? new DeliveryFailure(onError, false, error) : onError(error);
  }
}

/** What is stored and shown for any error of a delivery. */
export const viewerMessage = (error: unknown): string =>
  error instanceof DeliveryFailure ? error.message : DELIVERY_ERRORS.internal;
