// JSON text passed on as it is (platform/raw-json.ts): written in place by stringify, byte for
// byte as it came; read as its value by every serializer that does not know it.
import { describe, expect, it } from 'vitest';
import { RawJson, jsonValue, stringify } from '../../platform/raw-json.js';

describe('raw JSON', () => {
  const text = '[{"date":"2026-11-01","p50":1.50},{"date":"2026-11-02","p50":null}]';

  it('is written in place by stringify, its bytes as they came (1.50 stays 1.50)', () => {
    const body = { data: { origin: 'CNSHA', points: new RawJson(text), more: [new RawJson('{}'), 'x'] } };
    expect(stringify(body)).toBe(`{"data":{"origin":"CNSHA","points":${text},"more":[{},"x"]}}`);
  });

  it('reads as its value anywhere else: JSON.stringify, jsonValue', () => {
    expect(JSON.stringify({ points: new RawJson(text) })).toBe(
      '{"points":[{"date":"2026-11-01","p50":1.5},{"date":"2026-11-02","p50":null}]}',
    );
    expect(jsonValue(new RawJson(text))).toEqual([
      { date: '2026-11-01', p50: 1.5 },
      { date: '2026-11-02', p50: null },
    ]);
    expect(jsonValue([1])).toEqual([1]);
  });

  it('leaves strings that merely look like its marker alone', () => {
    const lookalike = { s: '\u0000raw-json:0:0', t: 'raw-json:0' };
    expect(stringify(lookalike)).toBe(JSON.stringify(lookalike));
  });
});
