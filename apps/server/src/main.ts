// `npm start`: one process serving the web app, the origin routes and the API.
import { readConfig } from './config';
import { startServer } from './server';
import { DEMO_LOGIN } from './seed/demo-organisation';

const config = readConfig();
const server = await startServer(config);
const log = server.app.log;
log.info({ database: server.database.kind }, `Footfall is running at ${config.publicUrl}`);
if (server.seeded || (config.demo ?? server.database.kind === 'embedded')) {
  // Printed plainly as well as logged, so a person starting the demo sees how to sign in.
  console.log(
    `\n  Footfall: ${config.publicUrl}\n  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info(`received ${signal}, shutting down`);
    void server.close().then(() => process.exit(0));
  });
}
