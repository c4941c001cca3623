// Rates resolves no entity references yet, so it batches nothing.
export function createLoaders() {
  return {};
}
