// Every test asserts: a test that ends without a single expect() fails (both vitest projects load
// this file). Helpers that expect inside count; a test that only awaits a promise does not.
import { beforeEach, expect } from 'vitest';

beforeEach(() => {
  expect.hasAssertions();
});
