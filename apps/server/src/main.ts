// `npm start`: one process serving the web app, the origin routes and the API.
import { readConfig } from './config';
import { startServer } from './server';
import { DEMO_LOGIN } from './seed/demo-organisation';

const config = readConfig();
const server = await startServer(config).catch((error: unknown) => {
  // Start-up failures a person can fix (DATA_DIR in use, a port taken, a folder the database
  // cannot enter) are said plainly, without a stack trace.
  console.error(`\n  Footfall could not start: ${(error as Error).message}\n`);
  if (config.logLevel === 'debug') console.error(error);
  process.exit(1);
});
const log = server.app.log;
log.info({ database: server.database.kind }, `Footfall is running at ${config.publicUrl}`);
if (server.seeded || (config.demo ?? server.database.kind === 'embedded')) {
  // Printed plainly as well as logged, so a person starting the demo sees how to sign in.
  console.log(
    `\n  Footfall: ${config.publicUrl}\n  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`,
  );
}

// Requests in flight finish, then the jobs and the database stop. A close that hangs is cut at
// 8 s; the embedded database still gets its shutdown signal as the process exits. The signal often
// comes twice (Ctrl-C or a process-group kill reaches start.mjs too, which passes it on): a
// repeat must not end the process before its database is stopped.
let shuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info(`received ${signal}, shutting down`);
    const deadline = setTimeout(() => {
      log.warn('shutdown took more than 8 s; exiting');
      process.exit(1);
    }, 8_000);
    void server.close().then(() => {
      clearTimeout(deadline);
      process.exit(0);
    });
  });
}
