import type { Core } from '@strapi/strapi';
import { forgotPasswordSchema, ownerLoginSchema, passwordResetSchema } from '@coast/domain';
import { clientAddress } from '../../../forms/client-address';
import { formsConfig } from '../../../forms/config';
import { findOwner, findOwnerByEmail, passwordMatches, setOwnerPassword } from '../../../owner-portal/accounts';
import { ownedListing, ownedListingRowId, ownedListings } from '../../../owner-portal/listings';
import { sendFile, storedFile } from '../../../owner-portal/document-files';
import { allowForgotPassword } from '../../../owner-portal/forgot-limit';
import { mailResetLinkAfterAnswer } from '../../../owner-portal/forgot-password';
import { clearLoginFailures, loginBlocked, recordLoginFailure } from '../../../owner-portal/login-limit';
import { spendSetPasswordLink } from '../../../owner-portal/reset-links';
import { sessionSecretOf } from '../../../owner-portal/session-header';
import { endOwnerSessions, endSession, openSession, resumeSession } from '../../../owner-portal/sessions';

interface Context {
  params?: { externalId?: string; documentId?: string };
  query?: Record<string, unknown>;
  request: { body?: Record<string, unknown>; ip: string; get(name: string): string };
  res?: { writableFinished?: boolean; once(event: 'finish', listener: () => void): unknown };
  status: number;
  body: unknown;
}

/** Errors as a name the site translates; never which part of a login was wrong. */
const fail = (ctx: Context, status: number, name: string, fields?: Record<string, string>) => {
  ctx.status = status;
  ctx.body = { error: { status, name, ...(fields ? { fields } : {}) } };
};

const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]));

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    const parsed = ownerLoginSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) return fail(ctx, 400, 'ValidationError', fieldErrors(parsed.error.issues));
    const { email, password } = parsed.data;
    const address = clientAddress(ctx.request, formsConfig().siteToken);
    if (loginBlocked(email, address)) return fail(ctx, 429, 'TooManyAttempts');
    const owner = await findOwnerByEmail(strapi, email);
    // The same bcrypt work whether or not the account exists (accounts.ts).
    const valid = await passwordMatches(strapi, owner, password);
    if (!owner || !valid) {
      recordLoginFailure(email, address);
      return fail(ctx, 401, 'LoginFailed');
    }
    clearLoginFailures(email);
    const session = await openSession(strapi, owner.id);
    ctx.body = { session, language: owner.language };
  },

  async logout(ctx: Context) {
    await endSession(strapi, sessionSecretOf(ctx.request));
    ctx.status = 204;
  },

  async session(ctx: Context) {
    const session = await resumeSession(strapi, sessionSecretOf(ctx.request));
    const owner = session && (await findOwner(strapi, session.ownerId));
    if (!owner) return fail(ctx, 401, 'NotLoggedIn');
    ctx.body = { owner: { email: owner.email, name: owner.username, language: owner.language } };
  },

  /**
   * "Forgot password": limited per visitor address here, per account in the outbox; the same answer at
   * once whatever the address (owner-portal/forgot-password.ts).
   */
  async forgotPassword(ctx: Context) {
    const parsed = forgotPasswordSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) return fail(ctx, 400, 'ValidationError', fieldErrors(parsed.error.issues));
    const address = clientAddress(ctx.request, formsConfig().siteToken);
    if (!allowForgotPassword(address)) return fail(ctx, 429, 'TooManyAttempts');
    ctx.body = { ok: true };
    mailResetLinkAfterAnswer(strapi, parsed.data.email, ctx.res);
  },

  /** The invitation's and forgot-password's link: sets the password, spends the link, ends every session. */
  async setPassword(ctx: Context) {
    const body = ctx.request.body ?? {};
    const parsed = passwordResetSchema.safeParse(body);
    if (!parsed.success) return fail(ctx, 400, 'ValidationError', fieldErrors(parsed.error.issues));
    const ownerId = await spendSetPasswordLink(strapi, typeof body.code === 'string' ? body.code : '');
    if (ownerId === null) return fail(ctx, 400, 'LinkInvalid');
    await setOwnerPassword(strapi, ownerId, parsed.data.password);
    await endOwnerSessions(strapi, ownerId);
    // The mailed link proves the account: a lockout from someone else's guesses ends with it.
    const owner = await findOwner(strapi, ownerId);
    if (owner) clearLoginFailures(owner.email);
    ctx.body = { ok: true };
  },

  /** The logged-in owner's listings; every portal read starts from the session, never from an id sent. */
  async listings(ctx: Context) {
    const session = await resumeSession(strapi, sessionSecretOf(ctx.request));
    if (!session) return fail(ctx, 401, 'NotLoggedIn');
    ctx.body = { listings: await ownedListings(strapi, session.ownerId, ctx.query?.locale) };
  },

  /** One listing's portal data (`?parts=views`: the statistics only), only if it is the owner's: another's answers 404, as a missing one does. */
  async listing(ctx: Context) {
    const session = await resumeSession(strapi, sessionSecretOf(ctx.request));
    if (!session) return fail(ctx, 401, 'NotLoggedIn');
    const listing = await ownedListing(strapi, session.ownerId, Number(ctx.params?.externalId), {
      locale: ctx.query?.locale,
      viewsOnly: ctx.query?.parts === 'views',
    });
    if (!listing) return fail(ctx, 404, 'NotFound');
    ctx.body = { listing };
  },

  /** One of the listing's private documents, only for its owner; any other answer is the same 404. */
  async document(ctx: Context) {
    const session = await resumeSession(strapi, sessionSecretOf(ctx.request));
    if (!session) return fail(ctx, 401, 'NotLoggedIn');
    const listingRowId = await ownedListingRowId(strapi, session.ownerId, Number(ctx.params?.externalId));
    const documentId = String(ctx.params?.documentId ?? '');
    const entry =
      listingRowId !== null && /^[a-z0-9]{1,64}$/.test(documentId)
        ? ((await strapi.db
            .query('api::owner-document.owner-document')
            .findOne({ where: { documentId, listing: { id: listingRowId } }, select: ['file'] })) as {
            file: unknown;
          } | null)
        : null;
    if (!(await sendFile(strapi, ctx as never, storedFile(entry?.file)))) return fail(ctx, 404, 'NotFound');
  },
});
