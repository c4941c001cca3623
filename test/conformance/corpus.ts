// The corpus of real-world material (test/fixtures/<standard>/): each standard's samples, what
// each must yield, and the reader that puts a sample through the project's own client or parser.
//
// A standard's folder holds README.md (where each sample was published, under which licence),
// samples/ (the material as published) and expected.json:
//   { "<file in samples/>": { "source": "where it was published", "taught": "what it showed",
//                             "expect": { …the fields it must yield… } } }
// `expect` is compared with the reader's answer by compare.ts (partial objects, whole lists).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { wrongFields } from './compare.js';
import type { Reader } from './readers/reader.js';
import { cargoImp } from './readers/cargo-imp.js';
import { cargoXml } from './readers/cargo-xml.js';
import { oneRecord } from './readers/one-record.js';
import { dcsaTnt } from './readers/dcsa-tnt.js';
import { dcsaCs } from './readers/dcsa-cs.js';

export const READERS: readonly Reader[] = [cargoImp, cargoXml, oneRecord, dcsaTnt, dcsaCs];

export interface Sample {
  file: string;
  source: string;
  taught: string;
  expect: unknown;
}

const fixtures = (standard: string, ...rest: string[]) =>
  fileURLToPath(new URL(['../fixtures', standard, ...rest].join('/'), import.meta.url));

export async function samplesOf(standard: string): Promise<Sample[]> {
  const expected = JSON.parse(await readFile(fixtures(standard, 'expected.json'), 'utf8')) as Record<
    string,
    Omit<Sample, 'file'>
  >;
  return Object.entries(expected).map(([file, s]) => ({ file, ...s }));
}

export function sampleText(standard: string, file: string): Promise<string> {
  return readFile(fixtures(standard, 'samples', file), 'utf8');
}

/** Reads one sample and compares; a reader that throws is every field wrong, never a crash. */
export async function check(reader: Reader, sample: Sample): Promise<string[]> {
  try {
    const actual = await reader.read(await sampleText(reader.standard, sample.file), sample.file);
    return wrongFields(sample.expect, actual);
  } catch (e) {
    return [`reader threw: ${(e as Error).message}`];
  }
}
