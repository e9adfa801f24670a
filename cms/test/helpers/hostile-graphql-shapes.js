// For plain Node: the benchmark (bench/hostile-graphql.mjs) loads the shapes from here; they are in
// hostile-graphql-shapes.ts, read through tsx.
module.exports = require('tsx/cjs/api').require('./hostile-graphql-shapes.ts', __filename);
