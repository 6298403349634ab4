import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const seedPassword = 'Sandbox#2026';

const cost = { N: 16384, r: 8, p: 1 } satisfies ScryptOptions;
// The seed password is published in the README, so its hash only needs to be cheap to check.
const publicSeedCost = { N: 1024, r: 8, p: 1 } satisfies ScryptOptions;
const keyLength = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encode(params: ScryptOptions, salt: Buffer, key: Buffer): string {
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(cost, salt, await derive(password, salt, cost));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let seedHash: string | undefined;

export function seedPasswordHash(): string {
  if (seedHash === undefined) {
    const salt = createHash('sha256').update('sandbox-seed').digest().subarray(0, 16);
    seedHash = encode(publicSeedCost, salt, scryptSync(seedPassword, salt, keyLength, publicSeedCost));
  }
  return seedHash;
}

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[\d\W]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    !/^[.\n]/.test(password)
  );
}
