/**
 * Child process of the browser tests' global setup: boots this repository's CMS from source (the same
 * createStrapi().start() that `strapi start` runs, without needing the admin panel build) on the
 * environment it was given, and stops it cleanly on SIGTERM.
 */
const path = require('path');

const appDir = path.resolve(__dirname, '../../../cms');
process.chdir(appDir);
const { createStrapi } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));
const { strapiContext } = require(path.join(appDir, 'scripts', 'strapi-context.js'));

(async () => {
  const context = await strapiContext(appDir);
  const app = createStrapi({ ...context, logLevel: 'warn' });
  await app.start();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.destroy().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
