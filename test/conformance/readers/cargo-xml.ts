// Placeholder until this standard's reader lands (helper owning cargo-xml).
import type { Reader } from './reader.js';

export const cargoXml: Reader = {
  standard: 'cargo-xml',
  via: 'not yet',
  read: () => Promise.resolve(null),
};
