import { startSandbox } from './app.ts';
import { optionsFromEnv } from './config.ts';
import { dataPaths, defaultDataDir } from './data-dir.ts';
import { consoleLogger } from './logger.ts';

const options = optionsFromEnv(process.env);
const log = options.logger ?? consoleLogger;
const sandbox = await startSandbox(options);
const dataDir = options.dataDir ?? defaultDataDir;

log.info(`listening on ${sandbox.url}: /api, /dashboard-api, /storage, /push and /sandbox`);
log.info(`data in ${dataDir}`);
if (options.accessKey === undefined) log.info(`dashboard access key read from ${dataPaths(dataDir).accessKey}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error(`shutdown failed: ${String(error)}`);
        process.exit(1);
      },
    );
  });
}
