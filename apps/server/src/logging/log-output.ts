// Where and how the server and the worker write their log: readable lines when a person runs
// `npm start` in a terminal (pino-pretty, one line per event, requests only at debug level), JSON
// lines otherwise (a service manager, a container, a file) or when LOG_FORMAT=json asks for them.
import pretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT=json|pretty; unset: pretty on a terminal, JSON elsewhere. */
export function readLogFormat(value: string | undefined, stdoutIsTTY: boolean): LogFormat {
  if (value === undefined || value === '') return stdoutIsTTY ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT must be "json" or "pretty", not "${value}"`);
}

/** The stream pino writes to: `destination` (stdout when absent) as is for JSON, or through
 * pino-pretty for readable lines. */
export function logStreamFor(
  format: LogFormat,
  destination?: NodeJS.WritableStream,
): NodeJS.WritableStream | undefined {
  if (format !== 'pretty') return destination;
  return pretty({
    colorize: destination === undefined,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    // Synchronous, so the last lines before an exit are not lost.
    sync: true,
    ...(destination ? { destination } : {}),
  });
}
