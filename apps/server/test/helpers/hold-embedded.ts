// Runs the embedded database of a DATA_DIR in its own process, as a Footfall server would, until
// it is signalled: the life-cycle tests kill it to leave a server behind, or keep it to hold the
// folder. Prints one line `ready <url> <postmaster pid>` once the database answers.
import { startEmbeddedPostgres } from '../../src/db/embedded/cluster';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-embedded.ts <DATA_DIR>');
const cluster = await startEmbeddedPostgres({ dataDir, durable: false, log: () => undefined });
console.log(`ready ${cluster.url} ${cluster.pid()}`);
process.once('SIGTERM', () => void cluster.stop().then(() => process.exit(0)));
