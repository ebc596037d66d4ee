/**
 * `salvo analyze` on a record with a copying slip, a line written under the wrong side (Jutland:
 * red's salvo 4 written as blue's), gives the inference engine's figures salvo by salvo, with the
 * line read as check reads it, red's (./helpers/rederive.ts).
 */
import { describe, expect, it } from 'vitest';
import { rederiveExample } from './helpers/rederive.js';

describe('analyze on examples/jutland.yaml with a line under the wrong side, re-derived from the engine', () => {
  it('every salvo: exact figures the engine’s, estimated ones marked and within their standard errors', async () => {
    const r = await rederiveExample('jutland.yaml', (text) => text.replace('  - red: A5 A3 B3 B5 B4 D3', '  - blue: A5 A3 B3 B5 B4 D3'));
    expect(r.exact + r.estimated).toBeGreaterThan(0);
    // Each side's salvos as fired: red's 2nd is the line written under blue.
    expect(r.salvos).toEqual({ blue: 15, red: 14 });
    expect(r.pastTwo).toBeLessThanOrEqual(Math.max(2, Math.ceil(0.1 * r.chances)));
  }, 900_000);
});
