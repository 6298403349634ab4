/**
 * Fails when the committed __generated__ folders differ from what `npm run codegen` would write
 * from schema/graphql and the documents in web/src.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT, run } from './lib.ts';

const GENERATED = ['bff/src/__generated__', 'web/src/__generated__'];

const files = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile())
        .map((e) => relative(dir, join(e.parentPath, e.name)))
        .sort()
    : [];

const scratch = mkdtempSync(join(tmpdir(), 'codegen-'));
try {
  await run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
    env: { ...process.env, CODEGEN_OUT_DIR: scratch },
  });
  const stale: string[] = [];
  for (const dir of GENERATED) {
    const want = files(join(scratch, dir));
    const have = files(join(ROOT, dir));
    for (const f of new Set([...want, ...have])) {
      const a = existsSync(join(scratch, dir, f)) ? readFileSync(join(scratch, dir, f), 'utf8') : null;
      const b = existsSync(join(ROOT, dir, f)) ? readFileSync(join(ROOT, dir, f), 'utf8') : null;
      if (a !== b) stale.push(`${dir}/${f}`);
    }
  }
  if (stale.length) {
    process.stderr.write(
      `Generated code is stale; run \`npm run codegen\` and commit:\n${stale.map((s) => `  ${s}`).join('\n')}\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write('codegen: generated code is up to date\n');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
