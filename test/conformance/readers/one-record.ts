// Placeholder until this standard's reader lands (helper owning one-record).
import type { Reader } from './reader.js';

export const oneRecord: Reader = {
  standard: 'one-record',
  via: 'not yet',
  read: () => Promise.resolve(null),
};
