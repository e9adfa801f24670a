import type { Core } from '@strapi/strapi';
import { FORM_BODY_MAX_BYTES, isSubmittableForm } from '@coast/domain';
import { newChallenge } from '../../../forms/captcha';
import { admitPost } from '../../../forms/admit';
import { hashAddress } from '../../../forms/client-address';
import { formsConfig } from '../../../forms/config';
import { openDocumentLink } from '../../../forms/document-links';
import { confirmNewsletter } from '../../../forms/newsletter-confirm';
import { submitForm } from '../../../forms/submit';

type Context = Parameters<Core.MiddlewareHandler>[0];

const bodySize = (ctx: Context): number => {
  const declared = Number(ctx.get('content-length'));
  return Number.isFinite(declared) && declared > 0 ? declared : Buffer.byteLength(JSON.stringify(ctx.request.body ?? null));
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = () => formsConfig((message) => strapi.log.warn(message));

  return {
    /** A fresh proof-of-work challenge for the ALTCHA widget; never cached. */
    async challenge(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await newChallenge(config());
    },

    /**
     * POST /api/forms/{form}: JSON only, at most FORM_BODY_MAX_BYTES, within the rate limit of the form
     * and the visitor's address; then checked and stored (forms/submit.ts). Every refusal is a 4xx with
     * a reason and message keys per field, which the site shows in the visitor's language. (A form that
     * takes documents is posted as multipart, answered before this by src/middlewares/form-uploads.ts.)
     */
    async submit(ctx: Context) {
      const settings = config();
      ctx.set('Cache-Control', 'no-store');
      if (!ctx.is('application/json')) {
        ctx.status = 415;
        ctx.body = { ok: false, reason: 'invalid', errors: {} };
        return;
      }
      if (bodySize(ctx) > FORM_BODY_MAX_BYTES) {
        ctx.status = 413;
        ctx.body = { ok: false, reason: 'tooLarge', errors: {} };
        return;
      }
      const form = String(ctx.params.form ?? '');
      if (!isSubmittableForm(form)) {
        ctx.status = 404;
        ctx.body = { ok: false, reason: 'unknownForm', errors: {} };
        return;
      }
      const address = admitPost(ctx, settings, form);
      if (address === null) return;
      const outcome = await submitForm(strapi, settings, form, ctx.request.body, hashAddress(address, settings.hashSalt));
      ctx.status = outcome.status;
      ctx.body = outcome.body;
    },

    /** The newsletter's confirmation (the site's /api/forms/confirm/ route posts the link's id and token here). */
    async confirm(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const body = (ctx.request.body ?? {}) as { id?: unknown; token?: unknown };
      const ok = await confirmNewsletter(strapi, config(), String(body.id ?? ''), String(body.token ?? ''));
      ctx.status = ok ? 200 : 400;
      ctx.body = { ok };
    },

    /**
     * A document request's link (the site's /api/documents/ posts its listing, doc, expires and sig here):
     * 200 with the public document's address, 403 for a link that was not signed here, 410 for one that
     * expired or whose document is no longer public on the site (forms/document-links.ts).
     */
    async openDocument(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const outcome = await openDocumentLink(strapi, config().linkSecret, ctx.request.body);
      ctx.status = outcome.status;
      ctx.body = outcome.body;
    },
  };
};
