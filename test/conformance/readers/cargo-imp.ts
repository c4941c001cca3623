// Placeholder until this standard's reader lands (helper owning cargo-imp).
import type { Reader } from './reader.js';

export const cargoImp: Reader = {
  standard: 'cargo-imp',
  via: 'not yet',
  read: () => Promise.resolve(null),
};
