import { mkdirSync, rmSync } from 'node:fs';
import { optionsFromEnv } from './config.ts';
import { dataPaths, defaultDataDir } from './data-dir.ts';
import { consoleLogger } from './logger.ts';
import { seed } from './seed.ts';
import { openStore } from './store/database.ts';

const options = optionsFromEnv(process.env);
const log = options.logger ?? consoleLogger;
const dataDir = options.dataDir ?? defaultDataDir;
const paths = dataPaths(dataDir);

for (const file of [paths.database, `${paths.database}-wal`, `${paths.database}-shm`, paths.storage]) {
  rmSync(file, { recursive: true, force: true });
}
mkdirSync(dataDir, { recursive: true });
const store = openStore(paths.database);
try {
  seed(store, paths.storage, Date.now(), { campaigns: options.seedCampaigns });
} finally {
  store.close();
}
log.info(`reset the sandbox data in ${dataDir}; restart a running sandbox or use POST /sandbox/reset`);
