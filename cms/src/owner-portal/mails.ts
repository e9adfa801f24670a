import type { Core } from '@strapi/strapi';
import { isLocale, DEFAULT_LOCALE, PAGE_KEYS, type Locale } from '@coast/domain';
import { formsConfig } from '../forms/config';
import { sealSecrets } from '../outbox/sealed-secrets';
import { GIVE_UP_AFTER_MS } from '../outbox/settings';
import { OWNER_MAIL_TEXTS, setPasswordUrl, type OwnerMailKind } from './mail-texts';
import { issueSetPasswordLink } from './reset-links';
import { INVITATION_LINK_MS, RESET_LINK_MS } from './settings';

interface Owner {
  readonly id: number;
  readonly email: string;
  readonly username: string;
  readonly language?: string | null;
}

/**
 * The login page's published path in a language (staff name each language's page), else in the default
 * language: the link in a mail must open a page that exists.
 */
async function loginPath(strapi: Core.Strapi, locale: Locale): Promise<string> {
  for (const language of new Set([locale, DEFAULT_LOCALE])) {
    const [page] = await strapi.documents('api::menu-page.menu-page').findMany({
      locale: language,
      status: 'published',
      filters: { key: PAGE_KEYS.ownerLogin },
      fields: ['path'],
      limit: 1,
    });
    if (page?.path) return page.path;
  }
  throw new Error('No published owner login page: a set-password link would lead nowhere');
}

/** Issues a set-password link and puts its mail in the outbox (sent and retried by the outbox worker; its code sealed). */
export async function mailSetPasswordLink(strapi: Core.Strapi, owner: Owner, kind: OwnerMailKind, now = new Date()) {
  const config = formsConfig();
  const locale = owner.language && isLocale(owner.language) ? owner.language : DEFAULT_LOCALE;
  const code = await issueSetPasswordLink(strapi, owner.id, kind === 'owner-invitation' ? INVITATION_LINK_MS : RESET_LINK_MS, now);
  const text = OWNER_MAIL_TEXTS[kind][locale];
  const body = sealSecrets({ body: text.body(owner.username, setPasswordUrl(config.siteUrl, await loginPath(strapi, locale), code), config.agencyName) }, [
    code,
  ]);
  await strapi.documents('api::outbox-mail.outbox-mail').create({
    data: {
      kind,
      language: locale,
      toAddress: owner.email,
      toName: owner.username,
      subject: text.subject(config.agencyName),
      ...body,
      delivery: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString(),
    } as never,
  });
}
