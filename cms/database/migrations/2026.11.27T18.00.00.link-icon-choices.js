'use strict';

/**
 * A link's icon was a name staff typed ("Phone", "arrow-up", "rocket"); it is now a choice among the
 * site's icons, and the admin refuses to save an entry holding any other value. Each stored name is put
 * in the site's spelling when it names one of its icons (case, hyphens, spaces and underscores aside),
 * and emptied otherwise (the site showed no icon for it either). The column stays a string column.
 */
const { ICON_NAMES } = require('@coast/domain');

const LINKS = 'components_shared_link';

/** 'Arrow-up', 'arrow_up', ' ArrowUp ' -> 'arrowup': how a typed name is compared with the icons' names. */
const loose = (name) => name.replace(/[\s_-]+/g, '').toLowerCase();

/** The site's icon a typed name means, or null. */
function iconOf(typed) {
  const key = loose(String(typed));
  return ICON_NAMES.find((name) => loose(name) === key) ?? null;
}

async function up(knex) {
  if (!(await knex.schema.hasTable(LINKS)) || !(await knex.schema.hasColumn(LINKS, 'icon'))) return;
  const rows = await knex(LINKS).whereNotNull('icon').select('id', 'icon');
  for (const row of rows) {
    const icon = iconOf(row.icon);
    if (icon !== row.icon) await knex(LINKS).where({ id: row.id }).update({ icon });
  }
}

module.exports = { up };
