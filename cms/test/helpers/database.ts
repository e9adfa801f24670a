/**
 * Throw-away databases for the integration tests: a SQLite file in a temp folder, or a fresh PostgreSQL
 * database (TEST_DATABASE=postgres; 127.0.0.1:5432, user postgres, trust auth unless PG* variables say
 * otherwise) dropped afterwards.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { Client } from 'pg';

export interface TestDatabase {
  /** The DATABASE_* variables that point Strapi at it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: string): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const base = {
      host: process.env.PGHOST ?? '127.0.0.1',
      port: Number(process.env.PGPORT ?? 5432),
      user: process.env.PGUSER ?? 'postgres',
      password: process.env.PGPASSWORD ?? '',
    };
    const name = `coast_test_${process.pid}_${Date.now()}`;
    const admin = new Client({ ...base, database: 'postgres' });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    return {
      env: {
        DATABASE_CLIENT: 'postgres',
        DATABASE_HOST: base.host,
        DATABASE_PORT: String(base.port),
        DATABASE_NAME: name,
        DATABASE_USERNAME: base.user,
        DATABASE_PASSWORD: base.password,
        DATABASE_URL: '',
      },
      async drop() {
        const c = new Client({ ...base, database: 'postgres' });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-cms-test-'));
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'test.db') },
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True when a PostgreSQL server answers on the configured host and port. */
export async function postgresReachable(): Promise<boolean> {
  const c = new Client({
    host: process.env.PGHOST ?? '127.0.0.1',
    port: Number(process.env.PGPORT ?? 5432),
    user: process.env.PGUSER ?? 'postgres',
    password: process.env.PGPASSWORD ?? '',
    database: 'postgres',
    connectionTimeoutMillis: 2000,
  });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
