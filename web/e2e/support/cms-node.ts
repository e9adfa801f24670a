import fs from 'node:fs';
import path from 'node:path';

/** The first `node` on PATH outside node_modules: the machine's, not the site's pinned one. */
function machineNode(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir || dir.includes('node_modules')) continue;
    const candidate = path.join(dir, 'node');
    if (fs.existsSync(candidate)) return candidate;
  }
  return process.execPath;
}

/**
 * The Node the CMS runs on: the one pnpm runs on (or the machine's), which built the CMS's SQLite driver.
 * The browser tests themselves run on the site's Node (web/package.json pins it), whose driver ABI differs.
 */
export const CMS_NODE = process.env.npm_node_execpath ?? machineNode();
