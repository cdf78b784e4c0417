// `npm run import -- <kind> <file...> --location <id>`: sends a real dataset to a running server
// through the ingest API, as gateways and door counters would (docs/importers.md).
// Exit codes: 0 done, 1 wrong arguments, 2 the import failed (re-running it is safe).
import { existsSync } from 'node:fs';
import { IngestError, login, type ApiSession } from '../client';
import { parseImportArgs, USAGE, UsageError, type ImportArgs } from './import/args';
import { melbourneJobs, melbourneSelection } from './import/melbourne-plan';
import { planFor } from './import/plans';
import { BatchFailure, sendJobs, type SendJob, type SendSummary } from './import/send';

const print = (line: string) => console.log(line);
const warn = (line: string) => console.error(line);

function rotationWarning(locations: string[]): string {
  return `WARNING: the API key of location${locations.length > 1 ? 's' : ''} ${locations.join(', ')} was rotated to send this import. Gateways and door counters that used the old key must be given the new one (Settings > API key).`;
}

async function signIn(args: ImportArgs): Promise<ApiSession> {
  try {
    return await login(args.url, args.email ?? '', args.password ?? '');
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`Signing in as ${args.email} at ${args.url} failed: ${why}`);
  }
}

/** --dry-run: what the files hold and what would be sent, without a server. */
function dryRun(args: ImportArgs): void {
  if (args.kind === 'melbourne') {
    for (const sensor of melbourneSelection(args, print).sensors)
      print(
        `  sensor ${sensor.sensorId} "${sensor.sensorName}": ${sensor.intervals.length} hourly counts`,
      );
  } else {
    const plan = planFor(args, args.locations[0] ?? '0');
    for (const note of plan.notes) print(note);
    const items = plan.batches.reduce((sum, batch) => sum + batch.items.length, 0);
    print(`Dry run: ${plan.batches.length} batches of ${items} items would be sent.`);
  }
}

async function prepareJobs(args: ImportArgs): Promise<SendJob[]> {
  if (args.kind === 'melbourne') {
    const session = await signIn(args);
    const { jobs, rotated } = await melbourneJobs(args, session, print);
    warn(rotationWarning(rotated));
    return jobs;
  }
  const [locationId] = args.locations;
  if (!locationId) throw new UsageError('--location <id> is required');
  // Parse before touching any key: a wrong file must not rotate anything.
  const plan = planFor(args, locationId);
  for (const note of plan.notes) print(note);
  let apiKey = args.apiKey;
  if (!apiKey) {
    const session = await signIn(args);
    apiKey = await session.rotateApiKey(locationId);
    warn(rotationWarning([locationId]));
  }
  return [{ label: `location ${locationId}`, apiKey, batches: plan.batches }];
}

function summaryLine(summary: SendSummary, seconds: number): string {
  return `${summary.batches} batches sent (${summary.duplicates} already received before), ${summary.items} items, ${summary.accepted} accepted as new, ${seconds.toFixed(1)} s`;
}

async function main(argv: string[]): Promise<number> {
  let args: ImportArgs | 'help';
  try {
    args = parseImportArgs(argv, process.env, process.env.INIT_CWD ?? process.cwd());
    if (args !== 'help') {
      const missing = args.files.filter((file) => !existsSync(file));
      if (missing.length > 0) throw new UsageError(`No such file: ${missing.join(', ')}`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    warn(`Error: ${error.message}\nRun "npm run import -- --help" for the options.`);
    return 1;
  }
  if (args === 'help') {
    print(USAGE);
    return 0;
  }
  const started = Date.now();
  try {
    if (args.dryRun) {
      dryRun(args);
      return 0;
    }
    print(`Importing ${args.kind} into ${args.url}`);
    const jobs = await prepareJobs(args);
    const summary = await sendJobs(args.url, jobs, print);
    print(`Done: ${summaryLine(summary, (Date.now() - started) / 1000)}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      warn(`Error: ${error.message}`);
      return 1;
    }
    if (error instanceof BatchFailure) {
      warn(`Error: ${error.message}`);
      if (error.reason instanceof IngestError && error.reason.fields)
        for (const [field, message] of Object.entries(error.reason.fields))
          warn(`  ${field}: ${message}`);
      warn(`Before the failure: ${summaryLine(error.summary, (Date.now() - started) / 1000)}`);
      warn('Re-running the same command is safe: batches already received are counted once.');
      return 2;
    }
    warn(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
