import { z } from 'zod';

/**
 * zod, as every schema of this package uses it. The forms' schemas are checked in visitors' browsers,
 * under a script policy without 'unsafe-eval' (web/src/security/): zod 4's faster object parser compiles
 * code with `new Function`, and even its test of whether it may is reported as a policy violation. So it
 * runs without that compiler, here and in the CMS alike (a form is a few dozen fields: no measurable cost).
 * This file is the package's one side effect (package.json `sideEffects`), so bundlers keep the call.
 */
z.config({ jitless: true });

export { z };
