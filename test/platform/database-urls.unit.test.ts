// The database settings past one server (docs/scaling.md): the LISTEN session's own URL, for a
// pooler in transaction mode in front of everything else, and the read replica with its bound.
import { describe, it, expect } from 'vitest';
import { kernelConfig } from '../../platform/config.js';

const PRIMARY = 'postgres://app@pgbouncer:6432/fg';

describe('DATABASE_LISTEN_URL and DATABASE_REPLICA_URL', () => {
  it('listens where DATABASE_URL points unless DATABASE_LISTEN_URL names the server', () => {
    expect(kernelConfig({ DATABASE_URL: PRIMARY }).databaseListenUrl).toBe(PRIMARY);
    const direct = 'postgres://app@postgres:5432/fg';
    expect(kernelConfig({ DATABASE_URL: PRIMARY, DATABASE_LISTEN_URL: direct }).databaseListenUrl).toBe(direct);
    expect(kernelConfig({}).databaseListenUrl).toBeNull();
  });

  it('has no replica unless DATABASE_REPLICA_URL is set, and a bound of 1,000 ms by default', () => {
    expect(kernelConfig({ DATABASE_URL: PRIMARY }).databaseReplica).toBeNull();
    const replica = 'postgres://app@replica:5432/fg';
    expect(kernelConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: replica }).databaseReplica).toEqual({
      url: replica,
      maxLagMs: 1000,
    });
    expect(
      kernelConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: replica, REPLICA_MAX_LAG_MS: '250' }).databaseReplica,
    ).toEqual({ url: replica, maxLagMs: 250 });
  });

  it('refuses a replica without a primary, and a bound that is not a positive whole number', () => {
    expect(() => kernelConfig({ DATABASE_REPLICA_URL: 'postgres://r/fg' })).toThrow(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
    expect(() =>
      kernelConfig({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: 'postgres://r/fg', REPLICA_MAX_LAG_MS: '-5' }),
    ).toThrow(/REPLICA_MAX_LAG_MS/);
  });
});
