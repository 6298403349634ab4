import type { CallLog } from './shared/call-log.ts';
import type { SandboxConfig } from './config.ts';
import type { Logger } from './logger.ts';
import type { PushHub } from './shared/push-hub.ts';
import type { Store } from './store/database.ts';

export type SandboxContext = {
  store: Store;
  config: SandboxConfig;
  storageDir: string;
  log: Logger;
  now: () => number;
  calls: CallLog;
  push: PushHub;
};
