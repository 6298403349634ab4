import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BFF_NODE_FLAGS, missingNodeFlags } from './node-flags.ts';

describe('the Node options the BFF is started with', () => {
  it('caps the young generation', () => {
    assert.deepEqual(BFF_NODE_FLAGS, ['--max-semi-space-size=8']);
  });

  it('finds them on the command line or in NODE_OPTIONS, with any value and either spelling', () => {
    assert.deepEqual(missingNodeFlags(['--max-semi-space-size=8'], undefined), []);
    assert.deepEqual(missingNodeFlags([], '--expose-gc --max-semi-space-size=16'), []);
    assert.deepEqual(missingNodeFlags(['--max_semi_space_size=4'], ''), []);
  });

  it('names the ones that are missing', () => {
    assert.deepEqual(missingNodeFlags([], undefined), ['--max-semi-space-size=8']);
    assert.deepEqual(
      missingNodeFlags(['--max-old-space-size=512', '--disable-warning=ExperimentalWarning'], '--import x.ts'),
      ['--max-semi-space-size=8'],
    );
    assert.deepEqual(missingNodeFlags(['--max-semi-space-sizes=8'], undefined), ['--max-semi-space-size=8']);
  });
});
