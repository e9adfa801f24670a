import type { Core, Schema, Struct } from '@strapi/strapi';
import type createExtension from '@strapi/plugin-graphql/dist/server/src/services/extension/extension';
import { READ_ACTIONS } from './schema-model';

/** Booleans by which editors switch a component off without deleting it (a module, a top-bar link, a footer column). */
export const SWITCHES = ['isPublished', 'isPublic'] as const;

type Entry = Record<string, unknown>;
type Model = { attributes: Record<string, Schema.Attribute.AnyAttribute> };
type GraphqlExtension = ReturnType<typeof createExtension>;

const isEntry = (v: unknown): v is Entry => !!v && typeof v === 'object' && !Array.isArray(v);
/** A component entry an editor switched off: its switch is false (null or missing means on, the default). */
const isSwitchedOff = (entry: Entry) => SWITCHES.some((name) => entry[name] === false);

function componentsOf(attribute: Schema.Attribute.AnyAttribute): string[] {
  if (attribute.type === 'component') return [attribute.component];
  if (attribute.type === 'dynamiczone') return attribute.components;
  return [];
}

/**
 * Content switched off in the admin is not part of the public API: a module whose `isPublished` is off
 * (and its text), a link or footer column switched off. The site skipped them, but any client could
 * read them. Removed from every content-API read (REST, with populate at any depth, and GraphQL); the
 * admin panel and internal calls still see them, so editors can switch them back on.
 */
export function hideSwitchedOffContent(strapi: Core.Strapi) {
  const models = (): Record<string, Model> => ({
    ...(strapi.contentTypes as unknown as Record<string, Model>),
    ...(strapi.components as unknown as Record<string, Model>),
  });
  const hasSwitch = (uid: string) => SWITCHES.some((name) => models()[uid]?.attributes[name]?.type === 'boolean');

  /** Removes switched-off components from an entry read with populate, at any depth (in place). */
  const prune = <T>(uid: string, data: T): T => {
    if (Array.isArray(data)) {
      for (const item of data) prune(uid, item);
      return data;
    }
    const model = models()[uid];
    if (!isEntry(data) || !model) return data;
    const entry: Entry = data;
    for (const [name, attribute] of Object.entries(model.attributes)) {
      const value = entry[name];
      if (value === undefined || value === null) continue;
      if (attribute.type === 'relation' && 'target' in attribute && attribute.target) prune(attribute.target, value);
      else if (attribute.type === 'component' || attribute.type === 'dynamiczone') entry[name] = pruneComponents(attribute, value);
    }
    return data;
  };
  const pruneComponents = (attribute: Schema.Attribute.AnyAttribute, value: unknown): unknown => {
    const single = attribute.type === 'component' ? attribute.component : undefined;
    const keep = (item: unknown) => !isEntry(item) || !isSwitchedOff(item);
    const visit = (item: unknown) => (isEntry(item) ? prune(single ?? String(item.__component), item) : item);
    if (Array.isArray(value)) return value.filter(keep).map(visit);
    return keep(value) ? visit(value) : null;
  };

  /** A populate that picks `fields` of a component with a switch reads the switch too, so it can be pruned. */
  const withSwitches = (uid: string, populate: unknown): unknown => {
    if (!isEntry(populate)) return populate;
    const model = models()[uid];
    const out: Entry = { ...populate };
    for (const [name, value] of Object.entries(populate)) {
      const attribute = model?.attributes[name];
      if (!attribute || !isEntry(value)) continue;
      if (attribute.type === 'relation' && 'target' in attribute && attribute.target) {
        out[name] = { ...value, populate: withSwitches(attribute.target, value.populate) };
      } else if (attribute.type === 'component') {
        out[name] = withSwitchFields(attribute.component, value);
      } else if (attribute.type === 'dynamiczone' && isEntry(value.on)) {
        out[name] = {
          ...value,
          on: Object.fromEntries(Object.entries(value.on).map(([component, v]) => [component, isEntry(v) ? withSwitchFields(component, v) : v])),
        };
      }
    }
    return out;
  };
  const withSwitchFields = (component: string, value: Entry): Entry => {
    const fields = typeof value.fields === 'string' ? value.fields.split(',') : Array.isArray(value.fields) ? (value.fields as unknown[]) : null;
    const switches = SWITCHES.filter((name) => models()[component]?.attributes[name]?.type === 'boolean');
    return {
      ...value,
      ...(fields ? { fields: [...new Set([...fields, ...switches])] } : {}),
      populate: withSwitches(component, value.populate),
    };
  };

  strapi.documents.use(async (ctx, next) => {
    if (!READ_ACTIONS.has(ctx.action) || ctx.action === 'count') return next();
    const request = strapi.requestContext.get();
    if (!request || request.state?.isAuthenticatedAdmin || String(request.request?.url ?? '').startsWith('/content-manager')) return next();
    const params = ctx.params as { populate?: unknown };
    if (params.populate) params.populate = withSwitches(ctx.uid, params.populate);
    return prune(ctx.uid, await next());
  });

  // GraphQL reads components and dynamic zones itself (not through the document service): the same rule
  // on each field that holds a component with a switch.
  const extension = strapi.plugin('graphql').service<GraphqlExtension>('extension');
  const naming = strapi.plugin('graphql').service('utils').naming as {
    getTypeName: (model: Struct.Schema) => string;
    getComponentName: (model: Struct.Schema) => string;
  };
  const resolversConfig: Record<string, { middlewares: Array<(next: (...args: unknown[]) => Promise<unknown>, ...args: unknown[]) => Promise<unknown>> }> = {};
  for (const [uid, model] of Object.entries(models())) {
    const isComponent = !uid.includes('::');
    for (const [name, attribute] of Object.entries(model.attributes)) {
      if (!componentsOf(attribute).some(hasSwitch)) continue;
      const typeName = isComponent ? naming.getComponentName(model as Struct.Schema) : naming.getTypeName(model as Struct.Schema);
      resolversConfig[`${typeName}.${name}`] = {
        middlewares: [async (resolve, ...args) => pruneComponents(attribute, await resolve(...args))],
      };
    }
  }
  extension.use(() => ({ resolversConfig }));
}
