// First: V8 settings that must hold before the rest of the BFF is loaded.
import './gc-tuning.ts';
import { ConfigError, configSecrets, loadConfig } from './config.ts';
import { asyncStdout, createLogger, prettyStdout } from './logger.ts';
import { missingNodeFlags } from './node-flags.ts';
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

// Development: lines for people (LOG_PRETTY=0 keeps JSON); production and tests: JSON lines.
const destination = config.logPretty ? await prettyStdout() : asyncStdout();
const log = createLogger(config.logLevel, destination, { secrets: configSecrets(config) });
const missing = missingNodeFlags(process.execArgv, process.env.NODE_OPTIONS);
if (missing.length)
  log.warn(
    { missing },
    'started without the Node options of bff/src/node-flags.ts: garbage collection costs more (decision 047)',
  );
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
