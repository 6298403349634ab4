export type Logger = { info(line: string): void; error(line: string): void };

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };

export const consoleLogger: Logger = {
  info: (line) => console.log(`[sandbox] ${line}`),
  error: (line) => console.error(`[sandbox] ${line}`),
};
