// First: V8 settings that must hold before the rest of the BFF is loaded.
import './gc-tuning.ts';
import { ConfigError, loadConfig } from './config.ts';
import { asyncStdout, createLogger } from './logger.ts';
import { startServer } from './server.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`bff: ${err.message}\n`);
    process.exit(78);
  }
  throw err;
}

const log = createLogger(config.logLevel, asyncStdout());
const server = await startServer(config, log).catch((err: Error) => {
  log.fatal({ err: err.message }, 'could not start');
  process.exit(1);
});
log.info({ url: server.url, redis: Boolean(config.redisUrl), env: config.env }, 'bff listening');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
