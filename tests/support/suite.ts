/**
 * One stack for the enclosing `describe` block (or the whole file at its top level): started in a
 * `before` hook, closed in an `after` hook. Files stay independent of each other: each call starts
 * its own sandbox and BFF on free ports.
 */
import { after, before } from 'node:test';
import { sandboxControl } from './sandbox-control.ts';
import { startStack, type Stack, type StackOptions } from './stack.ts';

export type SandboxControl = ReturnType<typeof sandboxControl>;

export interface SuiteStack {
  /** The running stack (usable inside the tests and hooks, once the suite's `before` hook ran). */
  stack: Stack;
  /** The sandbox's control endpoints of that stack. */
  control: SandboxControl;
}

/**
 * `const { stack, control } = suiteStack(options)` at the top of a `describe` block: both read
 * through to the stack the block's `before` hook starts (reading them before that throws).
 */
export const suiteStack = (options: StackOptions = {}): SuiteStack => {
  let started: SuiteStack | undefined;
  before(async () => {
    const stack = await startStack(options);
    started = { stack, control: sandboxControl(stack.sandboxUrl) };
  });
  after(() => started?.stack.close());
  const readThrough = <K extends keyof SuiteStack>(key: K): SuiteStack[K] =>
    new Proxy({} as SuiteStack[K], {
      get: (_target, property) => {
        if (!started) throw new Error(`the suite's ${key} is read before its before() hook started it`);
        return Reflect.get(started[key], property);
      },
    });
  return { stack: readThrough('stack'), control: readThrough('control') };
};
