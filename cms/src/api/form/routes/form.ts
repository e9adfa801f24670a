/**
 * The visitor forms' public endpoints (no login; each guarded in its controller): a captcha challenge,
 * a form's submission, the newsletter's confirmation link and a document request's links. Nothing else about submissions is
 * reachable from outside the admin (src/access/private-types.ts).
 */
export default {
  routes: [
    { method: 'GET', path: '/forms/challenge', handler: 'form.challenge', config: { auth: false } },
    { method: 'POST', path: '/forms/sign-newsletter/confirm', handler: 'form.confirm', config: { auth: false } },
    { method: 'POST', path: '/forms/document-request/open', handler: 'form.openDocument', config: { auth: false } },
    { method: 'POST', path: '/forms/:form', handler: 'form.submit', config: { auth: false } },
  ],
};
