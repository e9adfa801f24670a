/**
 * A registered search's public endpoints, each guarded by its signed link (search-alerts/links.ts): the
 * double opt-in's confirmation, RFC 8058's one-click unsubscribe, and the manage page's read, save and
 * delete. The site's routes post here; registrations themselves are reachable only in the admin.
 */
export default {
  routes: [
    { method: 'POST', path: '/search-alerts/confirm', handler: 'saved-search.confirm', config: { auth: false } },
    { method: 'POST', path: '/search-alerts/unsubscribe', handler: 'saved-search.unsubscribe', config: { auth: false } },
    { method: 'POST', path: '/search-alerts/manage', handler: 'saved-search.read', config: { auth: false } },
    { method: 'POST', path: '/search-alerts/manage/save', handler: 'saved-search.save', config: { auth: false } },
    { method: 'POST', path: '/search-alerts/manage/delete', handler: 'saved-search.remove', config: { auth: false } },
  ],
};
