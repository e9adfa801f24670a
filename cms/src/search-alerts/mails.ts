import type { Core } from '@strapi/strapi';
import { PROPERTY_CATEGORIES, SEARCH_CRITERIA_FIELDS, describeFieldValue, fieldLabel, formatEuro, type Locale } from '@coast/domain';
import { formsConfig } from '../forms/config';
import { listingUrl } from '../forms/listing';
import { headerText } from '../forms/render-mail';
import { sealSecrets } from '../outbox/sealed-secrets';
import { GIVE_UP_AFTER_MS } from '../outbox/settings';
import { CONFIRM_LINK_MS, MANAGE_LINK_MS, searchLinkUrls, signSearchLink } from './links';
import { SEARCH_MAIL_TEXTS, type SearchMailKind } from './mail-texts';

/** A registration as its mails need it. */
export interface MailedRegistration {
  readonly id: number;
  readonly documentId: string;
  readonly email: string;
  readonly name: string | null;
  readonly language: Locale;
  readonly submissionDocumentId?: string | null;
}

/** One listing of an alert, read when the mail is written. */
export interface AlertListing {
  readonly externalId: number;
  readonly reason: 'new' | 'price-drop';
  readonly webId: number | null;
  readonly typeName: string;
  readonly town: string;
  readonly price: number | null;
  readonly oldPrice: number | null;
  readonly photoUrl: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** RFC 8058: the one-click address mail programs POST to, and the header saying they may. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function linksFor(registration: MailedRegistration, now: number) {
  const { siteUrl, linkSecret } = formsConfig();
  const locale = registration.language;
  return {
    unsubscribe: searchLinkUrls.unsubscribe(siteUrl, locale, signSearchLink('unsubscribe', registration.documentId, linkSecret)),
    manage: searchLinkUrls.manage(siteUrl, locale, signSearchLink('manage', registration.documentId, linkSecret, now + MANAGE_LINK_MS)),
  };
}

/** Puts one mail of a registration in the outbox (inside the caller's transaction); returns its documentId. */
async function enqueue(
  strapi: Core.Strapi,
  registration: MailedRegistration,
  kind: SearchMailKind,
  mail: { subject: string; body: string; html: string; headers: Record<string, string> },
  linkUrls: readonly string[],
  now: Date,
): Promise<string> {
  const config = formsConfig();
  // The links' tokens are stored sealed and filled in at send time (outbox/sealed-secrets.ts).
  const sealed = sealSecrets(
    { body: mail.body, html: mail.html, headers: mail.headers },
    linkUrls.map((url) => new URL(url).searchParams.get('token') ?? ''),
  );
  const queuedAt = new Date(Math.min(now.getTime(), Date.now()));
  const created = await strapi.documents('api::outbox-mail.outbox-mail').create({
    data: {
      kind,
      language: registration.language,
      toAddress: registration.email,
      toName: registration.name,
      replyToAddress: config.agencyEmail,
      replyToName: config.agencyName,
      subject: headerText(mail.subject),
      ...sealed,
      delivery: 'pending',
      attempts: 0,
      // Due at once, whatever moment the caller reasons about (a digest job may be given another clock).
      nextAttemptAt: queuedAt.toISOString(),
      giveUpAt: new Date(queuedAt.getTime() + GIVE_UP_AFTER_MS).toISOString(),
      searchRegistration: registration.documentId,
      ...(registration.submissionDocumentId ? { submission: registration.submissionDocumentId } : {}),
    } as never,
  });
  return created.documentId;
}

const page = (inner: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2b36;max-width:640px;margin:0 auto;padding:16px">${inner}</body></html>`;
const paragraphs = (text: string) =>
  text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
const footer = (links: { manage: string; unsubscribe: string }, locale: Locale) => {
  const t = SEARCH_MAIL_TEXTS[locale];
  return `<hr><p style="font-size:13px"><a href="${escapeHtml(links.manage)}">${escapeHtml(t.manage)}</a> · <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t.unsubscribe)}</a></p>`;
};

/** The criteria as lines 'Label: value' in the registration's language. */
export function criteriaText(criteria: Readonly<Record<string, unknown>>, locale: Locale): string {
  const names = [...SEARCH_CRITERIA_FIELDS, 'frequency'];
  return names
    .map((name) => [name, describeFieldValue(name, criteria[name], locale)] as const)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${fieldLabel(name, locale)}: ${value}`)
    .join('\n');
}

/** The double opt-in's mail: the confirmation link (7 days), the criteria, and the manage and unsubscribe links like every mail of a search. */
export async function enqueueConfirmationMail(
  strapi: Core.Strapi,
  registration: MailedRegistration,
  criteria: Readonly<Record<string, unknown>>,
  now = new Date(),
) {
  const config = formsConfig();
  const locale = registration.language;
  const t = SEARCH_MAIL_TEXTS[locale];
  const confirm = searchLinkUrls.confirm(
    config.siteUrl,
    locale,
    signSearchLink('confirm', registration.documentId, config.linkSecret, now.getTime() + CONFIRM_LINK_MS),
  );
  const links = linksFor(registration, now.getTime());
  const name = registration.name || registration.email;
  const summary = criteriaText(criteria, locale);
  const body = `${t.confirmIntro(name, config.agencyName)}\n\n${t.confirmAction}:\n${confirm}\n\n${t.confirmNote}\n\n${t.criteria}:\n${summary}\n\n${t.signature(config.agencyName)}\n\n${t.manage}: ${links.manage}\n${t.unsubscribe}: ${links.unsubscribe}`;
  const html = page(
    `${paragraphs(t.confirmIntro(name, config.agencyName))}<p><a href="${escapeHtml(confirm)}" style="display:inline-block;padding:10px 16px;background:#0b5a7a;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t.confirmAction)}</a></p>` +
      `${paragraphs(t.confirmNote)}<h2 style="font-size:16px">${escapeHtml(t.criteria)}</h2>${paragraphs(summary)}${paragraphs(t.signature(config.agencyName))}` +
      footer(links, locale),
  );
  return enqueue(
    strapi,
    registration,
    'search-confirmation',
    { subject: t.confirmSubject(config.agencyName), body, html, headers: unsubscribeHeaders(links.unsubscribe) },
    [confirm, links.manage, links.unsubscribe],
    now,
  );
}

/** How many listings one alert shows; the rest are counted with a link to the site. */
export const ALERT_MAX_LISTINGS = 20;

const typeName = (listing: AlertListing, locale: Locale) => PROPERTY_CATEGORIES.find((c) => c.webId === listing.webId)?.names[locale] ?? listing.typeName;

/**
 * One alert: the listings new to the search, then those whose price dropped (the old price struck
 * through beside the new one), each with photo, type, town, price and link; the manage and unsubscribe
 * links at the foot and in the headers.
 */
export async function enqueueAlertMail(strapi: Core.Strapi, registration: MailedRegistration, listings: readonly AlertListing[], now = new Date()) {
  const config = formsConfig();
  const locale = registration.language;
  const t = SEARCH_MAIL_TEXTS[locale];
  const links = linksFor(registration, now.getTime());
  const shown = listings.slice(0, ALERT_MAX_LISTINGS);
  const euro = (amount: number | null) => (amount === null ? t.priceOnRequest : (formatEuro(amount, locale) ?? t.priceOnRequest));
  const textOf = (l: AlertListing) =>
    `- ${typeName(l, locale)}, ${l.town}: ${euro(l.price)}${l.reason === 'price-drop' && l.oldPrice !== null ? ` (${t.priceWas} ${euro(l.oldPrice)})` : ''}\n  ${listingUrl(config.siteUrl, locale, l.externalId)}`;
  const htmlOf = (l: AlertListing) => {
    const url = escapeHtml(listingUrl(config.siteUrl, locale, l.externalId));
    const label = escapeHtml(`${typeName(l, locale)}, ${l.town}`);
    const was = l.reason === 'price-drop' && l.oldPrice !== null ? `<s>${escapeHtml(euro(l.oldPrice))}</s> ` : '';
    const photo = l.photoUrl ? `<img src="${escapeHtml(l.photoUrl)}" alt="${label}" width="200" style="display:block;width:200px;height:auto;border:0">` : '';
    return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${photo ? `<a href="${url}">${photo}</a>` : ''}</td><td style="padding:8px 0;vertical-align:top"><strong>${label}</strong><br>${was}<strong>${escapeHtml(euro(l.price))}</strong><br><a href="${url}">${escapeHtml(t.view)}</a></td></tr>`;
  };
  const groups = (['new', 'price-drop'] as const)
    .map((reason) => ({ heading: reason === 'new' ? t.newHeading : t.dropHeading, items: shown.filter((l) => l.reason === reason) }))
    .filter((g) => g.items.length);
  const more = listings.length > shown.length ? t.more(listings.length - shown.length) : '';
  const name = registration.name || registration.email;
  const body =
    `${t.alertIntro(name)}\n\n` +
    groups.map((g) => `${g.heading}\n${g.items.map(textOf).join('\n')}`).join('\n\n') +
    (more ? `\n\n${more}` : '') +
    `\n\n${t.signature(config.agencyName)}\n\n${t.manage}: ${links.manage}\n${t.unsubscribe}: ${links.unsubscribe}`;
  const html = page(
    paragraphs(t.alertIntro(name)) +
      groups
        .map(
          (g) =>
            `<h2 style="font-size:18px">${escapeHtml(g.heading)}</h2><table role="presentation" cellspacing="0" cellpadding="0">${g.items.map(htmlOf).join('')}</table>`,
        )
        .join('') +
      (more ? paragraphs(more) : '') +
      paragraphs(t.signature(config.agencyName)) +
      footer(links, locale),
  );
  return enqueue(
    strapi,
    registration,
    'search-alert',
    { subject: t.alertSubject(listings.length, config.agencyName), body, html, headers: unsubscribeHeaders(links.unsubscribe) },
    [links.manage, links.unsubscribe],
    now,
  );
}
