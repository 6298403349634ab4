import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { runConformance } from './run.ts';

const USAGE = `usage: npm run conformance -- --main <main API URL> --legacy <legacy dashboard API URL> [--timeout <ms>]

The credentials come from the environment only:
  CONFORMANCE_USERNAME, CONFORMANCE_PASSWORD   one read-only account of the main API
  DASHBOARD_API_KEY                            the legacy API's access key
  DASHBOARD_API_KEY_HEADER, DASHBOARD_AUTH_ID_HEADER   its header names, as the BFF reads them
  CONFORMANCE_REPORT_LINK                      optional: a public report link, to check the public report`;

/** Option names that would carry a secret: refused, so that no secret lands in a shell history or `ps`. */
const SECRET_OPTION = /pass|secret|token|key|auth|cred|user/i;

export class UsageError extends Error {}

export interface CliInput {
  mainUrl: string;
  legacyUrl: string;
  timeoutMs: number | undefined;
}

/** The arguments: the two URLs and a timeout; anything that looks like a secret is refused. */
export const parseCliArgs = (args: readonly string[], env: Record<string, string | undefined>): CliInput => {
  // A value shorter than 6 characters would match ordinary text of a URL.
  const secrets = [env.CONFORMANCE_PASSWORD, env.DASHBOARD_API_KEY].filter(
    (s): s is string => s !== undefined && s.length >= 6,
  );
  for (const arg of args) {
    const option = /^--?([^=]+)/.exec(arg)?.[1];
    if (option && SECRET_OPTION.test(option))
      throw new UsageError(
        `${arg.split('=')[0]} is refused: secrets are read from the environment, never from arguments`,
      );
    if (secrets.some((secret) => arg.includes(secret)))
      throw new UsageError('an argument carries a secret: secrets are read from the environment, never from arguments');
    if (/^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(arg))
      throw new UsageError(
        'a URL with credentials is refused: secrets are read from the environment, never from arguments',
      );
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { main: { type: 'string' }, legacy: { type: 'string' }, timeout: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (!values.main || !values.legacy) throw new UsageError('--main and --legacy are required');
  const timeout = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeout !== undefined && (!Number.isInteger(timeout) || timeout < 100 || timeout > 120_000))
    throw new UsageError('--timeout must be a whole number of milliseconds from 100 to 120000');
  return { mainUrl: values.main, legacyUrl: values.legacy, timeoutMs: timeout };
};

/** Runs the kit for `npm run conformance`; answers the exit code (2: the command was wrong). */
export const main = async (
  args: readonly string[],
  env: Record<string, string | undefined>,
  write: (line: string) => void,
): Promise<number> => {
  try {
    const input = parseCliArgs(args, env);
    if (!env.CONFORMANCE_USERNAME || !env.CONFORMANCE_PASSWORD)
      throw new UsageError('CONFORMANCE_USERNAME and CONFORMANCE_PASSWORD must be set (one read-only account)');
    // The URLs, the access key and its header names are validated as the BFF validates them.
    const config = loadConfig({
      ...env,
      MAIN_API_URL: input.mainUrl,
      DASHBOARD_API_URL: input.legacyUrl,
      ...(input.timeoutMs === undefined ? {} : { UPSTREAM_TIMEOUT_MS: String(input.timeoutMs) }),
    });
    const { exitCode } = await runConformance({
      mainUrl: config.mainApiUrl,
      legacyUrl: config.dashboardApiUrl,
      username: env.CONFORMANCE_USERNAME,
      password: env.CONFORMANCE_PASSWORD,
      accessKey: config.dashboardApiKey,
      keyHeader: config.dashboardApiKeyHeader,
      authIdHeader: config.dashboardAuthIdHeader,
      timeoutMs: config.upstreamTimeoutMs,
      reportLink: env.CONFORMANCE_REPORT_LINK,
      write,
    });
    return exitCode;
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      write(`conformance: ${err.message}`);
      write(USAGE);
      return 2;
    }
    throw err;
  }
};

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2), process.env, (line) => console.log(line));
}
