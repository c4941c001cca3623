// Placeholder until this standard's reader lands (helper owning dcsa-cs).
import type { Reader } from './reader.js';

export const dcsaCs: Reader = {
  standard: 'dcsa-cs',
  via: 'not yet',
  read: () => Promise.resolve(null),
};
