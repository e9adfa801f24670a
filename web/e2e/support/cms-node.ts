/**
 * The Node the CMS runs on: the one pnpm itself runs on, which built the CMS's SQLite driver. The browser
 * tests run on the site's own Node (web/package.json pins it), whose driver ABI may differ.
 */
export const CMS_NODE = process.env.npm_node_execpath ?? process.execPath;
