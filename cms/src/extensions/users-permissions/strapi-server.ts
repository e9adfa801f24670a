type Action = (ctx: unknown) => Promise<unknown>;
type Controller = Record<string, Action>;
// The plugin ships some controllers as a factory of ({ strapi }), others as a plain object.
type ControllerDefinition = Controller | ((deps: { strapi: unknown }) => Controller);
type Plugin = {
  controllers: Record<string, ControllerDefinition>;
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
};

/**
 * Users & Permissions' own account API is closed: every action of its `auth` controller (login,
 * register, forgot, reset and change password, e-mail confirmation, providers, refresh, sessions) and
 * of its `user` controller (/api/users*) refuses. Its REST routes and its GraphQL mutations (login,
 * register, forgotPassword, resetPassword, changePassword, emailConfirmation: public by the plugin's
 * own resolver config) all end in these controllers, so none opens a second door beside the owner
 * portal's login with its one lockout per account (src/api/owner-account). The admin keeps its own
 * routes (roles, settings, the content manager's users).
 */
class ClosedError extends Error {
  // The shape Strapi's error middleware answers as an HTTP status, and its name GraphQL answers as FORBIDDEN.
  readonly name = 'ForbiddenError';
  readonly status = 403;
  readonly statusCode = 403;
  readonly expose = true;
}

const refuse = async () => {
  throw new ClosedError('Forbidden');
};
const closedCopy = (controller: Controller): Controller => Object.fromEntries(Object.keys(controller).map((name) => [name, refuse]));
const closed = (definition: ControllerDefinition): ControllerDefinition =>
  typeof definition === 'function' ? (deps) => closedCopy(definition(deps)) : closedCopy(definition);

export default (plugin: Plugin) => {
  // The owner's language: the portal's mails are written in it (staff choose it in the admin).
  plugin.contentTypes.user.schema.attributes.language = { type: 'enumeration', enum: ['nl', 'fr', 'en', 'de'], default: 'nl', private: true };
  for (const name of ['auth', 'user'] as const) {
    const definition = plugin.controllers[name];
    if (definition) plugin.controllers[name] = closed(definition);
  }
  return plugin;
};
