#!/usr/bin/env node
/**
 * `pnpm codegen`: boots the real CMS (throw-away SQLite database, no seed) so the GraphQL plugin prints
 * its schema into schema.graphql, then generates the typed operations into src/generated/.
 * `--check` writes both into a temporary folder and fails when the committed files differ (CI).
 */
const { execFileSync } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');

const pkgDir = path.resolve(__dirname, '..');
const cmsDir = path.resolve(pkgDir, '../../cms');
const check = process.argv.includes('--check');

async function writeSchema(target) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-schema-'));
  const secret = () => crypto.randomBytes(16).toString('base64url');
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(work, 'schema.db'),
    GRAPHQL_WRITE_SCHEMA: 'true',
    GRAPHQL_SCHEMA_PATH: target,
    SEED_ON_START: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  });
  // The CMS's own .env must not point this run at a real database.
  for (const key of ['DATABASE_URL', 'DATABASE_HOST', 'DATABASE_NAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SITE_READ_TOKEN']) process.env[key] = '';
  process.chdir(cmsDir);
  const { compileStrapi, createStrapi } = require(require.resolve('@strapi/strapi', { paths: [cmsDir] }));
  const context = await compileStrapi({ appDir: cmsDir });
  const app = await createStrapi({ ...context, logLevel: 'error' }).load();
  await app.destroy();
  fs.rmSync(work, { recursive: true, force: true });
  if (!fs.existsSync(target)) throw new Error(`The CMS did not write ${target}`);
}

function runCodegen(env) {
  execFileSync(process.execPath, [require.resolve('@graphql-codegen/cli/cjs/bin.js', { paths: [pkgDir] }), '--config', 'codegen.ts', '--silent'], {
    cwd: pkgDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

async function main() {
  const committedSchema = path.join(pkgDir, 'schema.graphql');
  const committedTypes = path.join(pkgDir, 'src', 'generated', 'graphql.ts');
  if (!check) {
    await writeSchema(committedSchema);
    runCodegen({});
    console.log('Wrote schema.graphql and src/generated/graphql.ts');
    return;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-codegen-'));
  const schema = path.join(tmp, 'schema.graphql');
  await writeSchema(schema);
  runCodegen({ CODEGEN_SCHEMA: schema, CODEGEN_OUT: path.join(tmp, 'generated') });
  const stale = [];
  if (fs.readFileSync(schema, 'utf8') !== fs.readFileSync(committedSchema, 'utf8')) stale.push('packages/graphql/schema.graphql');
  if (fs.readFileSync(path.join(tmp, 'generated', 'graphql.ts'), 'utf8') !== fs.readFileSync(committedTypes, 'utf8')) stale.push('packages/graphql/src/generated/graphql.ts');
  fs.rmSync(tmp, { recursive: true, force: true });
  if (stale.length) {
    console.error(`Stale generated GraphQL files (run \`pnpm codegen\` and commit): ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log('GraphQL schema and generated operations are up to date.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
