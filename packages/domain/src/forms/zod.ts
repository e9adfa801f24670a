import { config } from 'zod';

/**
 * zod, as every schema of this package uses it (`import * as z from './zod'`).
 *
 * Only the functions the schemas use are named here. zod's own `z` object holds all of zod, its error
 * messages in some forty languages included (the site writes its own, in its four): a bundle that
 * imports it keeps all of that, 76 KB gzip in every page with a form. Named imports let bundlers keep
 * only what is used.
 *
 * The forms' schemas are checked in visitors' browsers, under a script policy without 'unsafe-eval'
 * (web/src/security/): zod 4's faster object parser compiles code with `new Function`, and even its test
 * of whether it may is reported as a policy violation. So it runs without that compiler, here and in the
 * CMS alike (a form is a few dozen fields: no measurable cost). This file is the package's one side
 * effect (package.json `sideEffects`), so bundlers keep the call.
 */
config({ jitless: true });

export { array, boolean, email, enum, literal, number, object, preprocess, record, string, unknown } from 'zod';
export type { input, output, ZodString, ZodType } from 'zod';
