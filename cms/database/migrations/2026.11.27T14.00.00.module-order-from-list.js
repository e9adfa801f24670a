'use strict';

/**
 * A module's place on a page was a number ("Layout > Order") that won over the order of the page's module
 * list, the one staff see and drag: dragging changed nothing on the site. The number is gone; the list's
 * order is the one order. Before Strapi drops the column (migrations run before it syncs the schema),
 * every page's module list is put in the order the site showed: by that number, then by the list.
 */
const PAGE_ZONE = 'menu_pages_cmps';
const LAYOUTS = 'components_shared_module_layout';
/** The module kinds of that time and their tables (each with its `_cmps` join to its layout). */
const MODULE_TABLES = {
  'modules.article': 'components_modules_article',
  'modules.category': 'components_modules_category',
  'modules.contact': 'components_modules_contact',
  'modules.cookie-list': 'components_modules_cookie_lists',
  'modules.favourites': 'components_modules_favourites',
  'modules.project-list': 'components_modules_project_lists',
  'modules.property-list': 'components_modules_property_list',
  'modules.renovation-calculator': 'components_modules_renovation_calculators',
};

/** The old number of each module of one kind, by the module's id. */
async function sortsOf(knex, table) {
  const join = `${table}_cmps`;
  if (!(await knex.schema.hasTable(join))) return new Map();
  const rows = await knex(join)
    .join(LAYOUTS, `${LAYOUTS}.id`, `${join}.cmp_id`)
    .where({ [`${join}.field`]: 'layout', [`${join}.component_type`]: 'shared.module-layout' })
    .select(`${join}.entity_id as module`, `${LAYOUTS}.sort as sort`);
  return new Map(rows.map((r) => [Number(r.module), Number(r.sort) || 0]));
}

async function up(knex) {
  if (!(await knex.schema.hasTable(PAGE_ZONE)) || !(await knex.schema.hasTable(LAYOUTS))) return;
  if (!(await knex.schema.hasColumn(LAYOUTS, 'sort'))) return;
  const sorts = new Map();
  for (const [kind, table] of Object.entries(MODULE_TABLES)) sorts.set(kind, await sortsOf(knex, table));
  const entries = await knex(PAGE_ZONE).where({ field: 'modules' }).select('id', 'entity_id', 'cmp_id', 'component_type', 'order');
  const byPage = new Map();
  for (const e of entries) byPage.set(e.entity_id, [...(byPage.get(e.entity_id) ?? []), e]);
  for (const list of byPage.values()) {
    const shown = [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    const numberOf = (e) => sorts.get(e.component_type)?.get(Number(e.cmp_id)) ?? 0;
    const wanted = [...shown].sort((a, b) => numberOf(a) - numberOf(b) || (a.order ?? 0) - (b.order ?? 0));
    for (let i = 0; i < wanted.length; i += 1) {
      if (wanted[i].order !== i + 1)
        await knex(PAGE_ZONE)
          .where({ id: wanted[i].id })
          .update({ order: i + 1 });
    }
  }
}

module.exports = { up };
