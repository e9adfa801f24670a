// For plain Node: a benchmark (bench/owner-login-timing.mjs) loads the test databases from here; they
// are in database.ts, read through tsx.
module.exports = require('tsx/cjs/api').require('./database.ts', __filename);
