const path = require('path');

/**
 * What createStrapi() needs to boot this CMS: its TypeScript compiled to dist/ first, unless
 * CMS_COMPILED=1 says dist/ is current. npm test compiles once before its lanes start, because a compile
 * in one lane rewrites dist/ while another lane's CMS loads it (a half-written module fails to boot).
 */
async function strapiContext(appDir) {
  if (process.env.CMS_COMPILED === '1') return { appDir, distDir: path.join(appDir, 'dist') };
  const { compileStrapi } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));
  return compileStrapi({ appDir });
}

module.exports = { strapiContext };
