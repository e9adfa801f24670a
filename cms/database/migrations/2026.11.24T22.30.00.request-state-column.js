'use strict';

/**
 * A visitor request's and a registered search's state was in a column `status`, a name Strapi 5
 * reserves for draft/published: the admin showed "Published" instead and would not let staff change it
 * (a request set to handled, which the owner's portal shows). It is now `state`. Renamed before Strapi
 * syncs the schema (migrations run first), so every row keeps its state.
 */
async function up(knex) {
  for (const table of ['submissions', 'search_registrations']) {
    if (!(await knex.schema.hasTable(table))) continue;
    if ((await knex.schema.hasColumn(table, 'status')) && !(await knex.schema.hasColumn(table, 'state'))) {
      await knex.schema.alterTable(table, (t) => t.renameColumn('status', 'state'));
    }
  }
}

module.exports = { up };
