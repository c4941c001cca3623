// Keyless transition: a keyed route that still answers callers without a key until a last day
// (the schedules data routes, SCHEDULES_KEYLESS_UNTIL). A keyless call goes through as anonymous
// (limited per address) and its answer says the way is closing: Deprecation: true and Sunset,
// the day after the last. Whether it is answered (free, through the last day) or refused (401,
// after it) is the subgraph's decision, which knows the day.
import type { EdgePlugin } from './chain.js';
import { presentedNothing } from './credential.js';

/** When keyless access ends: midnight UTC after `lastDay` (YYYY-MM-DD), as an HTTP date. */
export const sunsetOf = (lastDay: string): string =>
  new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000).toUTCString();

export const useKeylessTransition = (lastDay: string): EdgePlugin => {
  const sunset = sunsetOf(lastDay);
  return {
    name: 'keyless transition',
    onRequest(call) {
      if (presentedNothing(call)) call.anonymous = 'allow';
    },
    onAdmitted(call) {
      if (call.principal) return;
      call.setHeader('Deprecation', 'true');
      call.setHeader('Sunset', sunset);
    },
  };
};
