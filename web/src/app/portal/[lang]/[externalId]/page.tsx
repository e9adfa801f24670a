import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { parseExternalId, toLocale, type Locale } from '@coast/domain';
import { ownerOfSession } from '@/cms/owner-account';
import { portalListingDetails } from '@/cms/owner-portal';
import { OWNER_SESSION_COOKIE } from '@/owner/session-cookie';
import { ListingViews } from '@/portal/listing-views';
import { loginPath } from '@/portal/login-paths';
import { loginRedirect } from '@/portal/login-redirect';
import { PortalHeader } from '@/portal/portal-header';
import { Broker, Documents, Publications, Sources } from '@/portal/record-lists';
import { Communications, Viewings } from '@/portal/record-tables';
import { recordTexts } from '@/portal/record-texts';
import { portalTexts } from '@/portal/texts';
import '@/portal/styles.css';

/**
 * /portal/<lang>/<externalId>/: everything about one of the owner's listings (statistics, viewings,
 * communications, online media, sources, documents, the broker). The CMS answers only when the listing
 * is the session owner's; any other listing gets the same "not linked to your account" page, with
 * nothing of it, and no valid session the login page.
 */
export default async function PortalListingPage({ params }: { params: Promise<{ lang: string; externalId: string }> }) {
  return <PortalListing params={params} />;
}

async function PortalListing({ params }: { readonly params: Promise<{ lang: string; externalId: string }> }) {
  const { lang, externalId: asked } = await params;
  const externalId = parseExternalId(asked);
  const locale: Locale = toLocale(lang, 'nl');
  const session = (await cookies()).get(OWNER_SESSION_COOKIE)?.value ?? '';
  const owner = await ownerOfSession(session);
  // Back to the address as it was asked for.
  if (!owner) redirect(loginRedirect(await loginPath(locale), externalId === null ? `/portal/${locale}/` : `/portal/${locale}/${asked}/`, session !== ''));
  const listing = externalId === null ? null : await portalListingDetails(session, externalId, locale);
  const text = (key: Parameters<typeof recordTexts>[1]) => recordTexts(locale, key);
  const back = (
    <p>
      <a href={`/portal/${locale}/`}>{text('back')}</a>
    </p>
  );
  if (!listing)
    return (
      <>
        <PortalHeader locale={locale} />
        <main id="main" className="portal">
          <h1>{portalTexts(locale, 'title')}</h1>
          <p role="alert">{text('notFound')}</p>
          {back}
        </main>
      </>
    );
  return (
    <>
      <PortalHeader locale={locale} externalId={listing.externalId} />
      <main id="main" className="portal" data-listing-id={listing.externalId}>
        {back}
        <h1>
          {listing.title || listing.city}{' '}
          <small>
            ({portalTexts(locale, 'reference')} {listing.externalId})
          </small>
        </h1>
        <ListingViews listing={listing} views={listing.views} locale={locale} title={text('statistics')} />
        <Viewings viewings={listing.viewings} locale={locale} />
        <Communications communications={listing.communications} locale={locale} />
        <Publications publications={listing.publications} locale={locale} />
        <Sources sources={listing.sources} locale={locale} />
        <Documents documents={listing.documents} externalId={listing.externalId} locale={locale} />
        <Broker broker={listing.broker} locale={locale} />
      </main>
    </>
  );
}
