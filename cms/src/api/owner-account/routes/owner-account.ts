/**
 * The owner portal's account endpoints, the only way into an owner account (Users & Permissions' own
 * auth routes are closed: src/extensions/users-permissions/strapi-server.ts). Each checks its own input;
 * the site's server calls them and keeps the session secret in an httpOnly cookie.
 */
export default {
  routes: [
    { method: 'POST', path: '/owner/login', handler: 'owner-account.login', config: { auth: false } },
    { method: 'POST', path: '/owner/logout', handler: 'owner-account.logout', config: { auth: false } },
    { method: 'GET', path: '/owner/session', handler: 'owner-account.session', config: { auth: false } },
    { method: 'POST', path: '/owner/forgot-password', handler: 'owner-account.forgotPassword', config: { auth: false } },
    { method: 'POST', path: '/owner/set-password', handler: 'owner-account.setPassword', config: { auth: false } },
    { method: 'GET', path: '/owner/listings', handler: 'owner-account.listings', config: { auth: false } },
    { method: 'GET', path: '/owner/listings/:externalId', handler: 'owner-account.listing', config: { auth: false } },
    { method: 'GET', path: '/owner/listings/:externalId/documents/:documentId', handler: 'owner-account.document', config: { auth: false } },
  ],
};
