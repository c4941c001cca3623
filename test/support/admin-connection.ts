// A PostgreSQL connection of the test's own, outside the service's pool (as an operator's or a
// failover's would be), from which the service's connections are terminated: a pool statement
// sent right after a termination could meet a backend that is still exiting.
import pg from 'pg';

export interface AdminConnection {
  client: pg.Client;
  /** Terminates every client connection to the database but this one's; how many it terminated. */
  terminateAll(): Promise<number>;
  end(): Promise<void>;
}

export async function connectAdmin(databaseUrl: string): Promise<AdminConnection> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    client,
    terminateAll: async () =>
      (
        await client.query<{ n: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        )
      ).rows[0]!.n,
    end: () => client.end(),
  };
}
