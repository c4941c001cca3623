// Accounts changes (revocations, plans, entitlements) reach the edges by NOTIFY, which on
// PostgreSQL arrives after the writer's commit, on its own connection. A test that checks the
// next request after a change first waits until this process has heard it.
import type { Db } from '../../platform/db.js';
import { ACCOUNTS_CHANNEL } from '../../subgraphs/accounts/store/index.js';

/**
 * Makes an accounts change and resolves once this process has heard it (for `about`, when given):
 * handlers of a channel run in the order they subscribed, so when ours runs the authenticator's
 * (subscribed at start) has run.
 */
export async function accountsChangeHeard(db: Db, change: () => Promise<unknown>, about?: string): Promise<void> {
  let done!: () => void;
  const arrived = new Promise<void>((r) => (done = r));
  const unlisten = await db.listen(ACCOUNTS_CHANNEL, (payload) => (about === undefined || payload === about) && done());
  try {
    await change();
    await arrived;
  } finally {
    await unlisten();
  }
}
