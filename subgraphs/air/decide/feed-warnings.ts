// What the waybill tells of the last airline answer's unreadable parts (Airwaybill.feed_warnings).

const MAX_FEED_WARNINGS = 20;
/** The last answer's warnings, each once, at most 20 (then one line counting the rest). */
export function feedWarnings(stored: readonly string[] | null | undefined): string[] {
  const distinct = [...new Set(stored ?? [])];
  if (distinct.length <= MAX_FEED_WARNINGS) return distinct;
  const more = distinct.length - (MAX_FEED_WARNINGS - 1);
  return [...distinct.slice(0, MAX_FEED_WARNINGS - 1), `${more} more warnings not listed`];
}
