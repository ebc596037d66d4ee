/**
 * `salvo analyze` on examples/statki.yaml gives the inference engine's figures, salvo by salvo
 * (issue #6; ./helpers/rederive.ts). One file per example record, which vitest's workers share out.
 */
import { describe, expect, it } from 'vitest';
import { rederiveExample } from './helpers/rederive.js';

describe('analyze on examples/statki.yaml, re-derived from the engine', () => {
  it('every salvo: exact figures the engine’s, estimated ones marked and within their standard errors', async () => {
    const r = await rederiveExample('statki.yaml');
    expect(r.exact + r.estimated).toBeGreaterThan(0);
    // Past two standard errors no more often than noise would put them (about one chance in twenty).
    expect(r.pastTwo).toBeLessThanOrEqual(Math.max(2, Math.ceil(0.1 * r.chances)));
  }, 900_000);
});
