import pg from 'pg';

/*
 * The benchmarks' own PostgreSQL connections. Dropping a case's database ends
 * every connection still open to it (pg's Pool.end() resolves before they have
 * closed), and such a connection then reports an error that, unheard, would
 * end the whole run. A query that fails still rejects its own promise.
 */
const connectionLost = () => undefined;

export function benchPool(connectionString: string | undefined, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', connectionLost));
  return pool;
}

export async function benchClient(connectionString: string | undefined): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  client.on('error', connectionLost);
  await client.connect();
  return client;
}
