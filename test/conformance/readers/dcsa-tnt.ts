// Placeholder until this standard's reader lands (helper owning dcsa-tnt).
import type { Reader } from './reader.js';

export const dcsaTnt: Reader = {
  standard: 'dcsa-tnt',
  via: 'not yet',
  read: () => Promise.resolve(null),
};
