// The channel accounts changes are broadcast on.
/** Accounts changes are broadcast so every process drops cached principals at once. */
export const ACCOUNTS_CHANNEL = 'fg_accounts';
