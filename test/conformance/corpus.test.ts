// Every sample of the corpus (test/fixtures/<standard>/) yields the fields its expected.json
// states; npm run conformance prints the same as a table.
import { describe, it, expect, afterAll } from 'vitest';
import { READERS, check, samplesOf } from './corpus.js';

for (const reader of READERS) {
  const samples = await samplesOf(reader.standard);
  describe(`${reader.standard} corpus, read with ${reader.via}`, () => {
    afterAll(() => reader.close?.());
    for (const s of samples) {
      it(`${s.file}: ${s.taught}`, async () => {
        expect(await check(reader, s)).toEqual([]);
      });
    }
  });
}
