/** The site's view beacon (no login, no visitor data): one more view today for a listing. Counts are read only in the owner portal. */
export default {
  routes: [{ method: 'POST', path: '/views/:externalId', handler: 'listing-view.record', config: { auth: false } }],
};
