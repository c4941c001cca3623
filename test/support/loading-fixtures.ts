// Cargo the loading tests and the fairness bench share.

/** 5,000 pieces of 50 sizes, more than a 40' takes: every construction of the search is long. */
export const LONG_PLAN_CARGO = Array.from({ length: 50 }, (_, i) => ({
  id: `SKU-${i}`,
  length: 300 + ((i * 37) % 500),
  width: 200 + ((i * 53) % 400),
  height: 150 + ((i * 71) % 350),
  weight: 5 + (i % 20),
  quantity: 100,
}));
