// Identify: the caller behind the credential, an API key or a token this platform signed
// (auth.ts). No credential is a 401, unless the call lets anonymous callers through (the
// gateway's open fields, the schedules keyless transition): then the caller is anonymous.
import type { Authenticator } from '../auth.js';
import type { TokenService } from '../token.js';
import { missingCredential } from '../access.js';
import type { EdgePlugin } from './chain.js';
import { presentedNothing } from './credential.js';

export const useIdentify = (auth: Authenticator, tokens: TokenService): EdgePlugin => ({
  name: 'identify',
  async onRequest(call) {
    if (!call.credential) throw new Error('identify runs after credential');
    if (presentedNothing(call)) {
      if (call.anonymous === 'refuse') throw missingCredential();
      call.principal = null;
      call.client = 'anonymous';
      return;
    }
    // A token the edge minted for an open route's hop has no principal: anonymous too.
    const { principal, client } = await auth.identify(call.credential, tokens);
    if (!principal && call.anonymous === 'refuse') throw missingCredential();
    call.principal = principal;
    call.client = client;
  },
});

/** Lets a caller without a credential through as anonymous (the chain's other plugins then treat it so). */
export const useAnonymous = (): EdgePlugin => ({
  name: 'anonymous',
  onRequest(call) {
    call.anonymous = 'allow';
  },
});
