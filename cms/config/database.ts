import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * SQLite (better-sqlite3) is the embedded default so a fresh machine needs nothing else.
 * PostgreSQL is production: DATABASE_CLIENT=postgres plus DATABASE_URL or the DATABASE_* variables.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const url = env('DATABASE_URL');
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? {
              connectionString: url,
              ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
              schema: env('DATABASE_SCHEMA', 'public'),
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'coast'),
              user: env('DATABASE_USERNAME', 'postgres'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: {
          min: env.int('DATABASE_POOL_MIN', 0),
          max: env.int('DATABASE_POOL_MAX', 10),
          // No statement may hold a connection for long (hostile queries, a stuck lock): 10 s by default.
          afterCreate: (conn: { query: (sql: string, done: (error: Error | null) => void) => void }, done: (error: Error | null, conn: unknown) => void) =>
            conn.query(`SET statement_timeout = ${env.int('DATABASE_STATEMENT_TIMEOUT_MS', 10_000)}`, (error) => done(error, conn)),
        },
      },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    };
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      // Write-ahead log: a commit appends to the log and syncs it once instead of writing, syncing and
      // deleting a rollback journal (a third of the time per write transaction here; a visitor request is
      // one). synchronous=FULL said outright (better-sqlite3 builds WAL with NORMAL): a commit answered is on disk.
      pool: {
        afterCreate: (conn: { pragma: (sql: string) => unknown }, done: (error: Error | null, conn: unknown) => void) => {
          try {
            conn.pragma('journal_mode = WAL');
            conn.pragma('synchronous = FULL');
            done(null, conn);
          } catch (error) {
            done(error as Error, conn);
          }
        },
      },
    },
  };
};
