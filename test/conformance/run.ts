// npm run conformance: per standard, how many samples of the corpus the project reads right and
// how many fields it gets wrong; `--verbose` lists each wrong field. Exits 1 when any is wrong.
import { READERS, check, samplesOf } from './corpus.js';

const verbose = process.argv.includes('--verbose');
let failed = 0;
console.log('standard      samples  read right  fields wrong  read with');
for (const reader of READERS) {
  const samples = await samplesOf(reader.standard);
  let right = 0;
  let wrong = 0;
  const lines: string[] = [];
  for (const s of samples) {
    const w = await check(reader, s);
    if (w.length === 0) right++;
    wrong += w.length;
    for (const line of w) lines.push(`  ${s.file}: ${line}`);
  }
  await reader.close?.();
  failed += wrong;
  console.log(
    `${reader.standard.padEnd(13)} ${String(samples.length).padStart(7)} ${String(right).padStart(11)} ${String(wrong).padStart(13)}  ${reader.via}`,
  );
  if (verbose) for (const l of lines) console.log(l);
}
process.exitCode = failed === 0 ? 0 : 1;
