'use strict';

/**
 * The queues' state column was `status`, a name Strapi 5 reserves for draft/published: the admin showed
 * "Published" instead of the value and refused to change it ("Invalid status"), so staff could not set a
 * failed mail back to pending. It is now `delivery`. Renamed before Strapi syncs the schema (migrations
 * run first), so every mail keeps its state; a database that never had the column gets it from the sync.
 */
async function up(knex) {
  for (const table of ['outbox_mails', 'crm_messages']) {
    if (!(await knex.schema.hasTable(table))) continue;
    if ((await knex.schema.hasColumn(table, 'status')) && !(await knex.schema.hasColumn(table, 'delivery'))) {
      await knex.schema.alterTable(table, (t) => t.renameColumn('status', 'delivery'));
    }
  }
}

module.exports = { up };
