/** The committed JSON Schema is the one generated from the zod source, and it says what editors need. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { variantSchemaText } from '../../src/cli/commands/variant.js';
import { variantJsonSchema } from '../../src/variant/spec-schema.js';

describe('schema/variant.schema.json', () => {
  it('is up to date (regenerate: npx tsx src/cli/run.ts variant schema -o schema/variant.schema.json)', () => {
    const committed = readFileSync(join(import.meta.dirname, '..', '..', 'schema', 'variant.schema.json'), 'utf8');
    expect(committed).toBe(variantSchemaText());
  });

  it('is draft-7, closed to unknown keys, with the required keys and the board limits', () => {
    const s = variantJsonSchema() as {
      $schema: string;
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, { properties?: Record<string, { minimum?: number; maximum?: number; default?: unknown }>; additionalProperties?: boolean }>;
    };
    expect(s.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(s.additionalProperties).toBe(false);
    expect([...s.required].sort()).toEqual(['fleet', 'id', 'languages', 'name', 'words']);
    const board = s.properties['board']!;
    expect(board.additionalProperties).toBe(false);
    expect(board.properties!['rows']).toMatchObject({ minimum: 2, maximum: 26, default: 10 });
    expect(Object.keys(s.properties).sort()).toEqual(
      ['board', 'fleet', 'id', 'languages', 'name', 'placement', 'report', 'rules', 'summary', 'turns', 'words'].sort(),
    );
  });
});
