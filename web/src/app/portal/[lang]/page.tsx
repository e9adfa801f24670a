import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { toLocale, type Locale } from '@coast/domain';
import { ownerOfSession, portalListings, portalListingViews } from '@/cms/owner-account';
import { OWNER_SESSION_COOKIE } from '@/owner/session-cookie';
import { ListingViews } from '@/portal/listing-views';
import { portalTexts } from '@/portal/texts';
import { recordTexts } from '@/portal/record-texts';
import { loginPath } from '@/portal/login-paths';
import { loginRedirect } from '@/portal/login-redirect';
import { PortalHeader } from '@/portal/portal-header';
import '@/portal/styles.css';

/**
 * /portal/<lang>/: the logged-in owner's listings and their statistics. Every read goes through the
 * CMS with the session, which answers only for the session's owner; without a valid session: the login page.
 */
export default async function PortalPage({ params }: { params: Promise<{ lang: string }> }) {
  const locale = toLocale((await params).lang, 'nl');
  return <Portal locale={locale} />;
}

/** It reads the session cookie: rendered for each request, whole (the layout's connection(), no shell to stream into). */
async function Portal({ locale }: { readonly locale: Locale }) {
  const session = (await cookies()).get(OWNER_SESSION_COOKIE)?.value ?? '';
  const owner = await ownerOfSession(session);
  if (!owner) redirect(loginRedirect(await loginPath(locale), `/portal/${locale}/`, session !== ''));
  const listings = await portalListings(session, locale);
  const views = await Promise.all(listings.map((l) => portalListingViews(session, l.externalId)));
  return (
    <>
      <PortalHeader locale={locale} />
      <main id="main" className="portal">
        <h1>{portalTexts(locale, 'title')}</h1>
        <p>{portalTexts(locale, 'intro', owner.name)}</p>
        {listings.length === 0 ? <p>{portalTexts(locale, 'none')}</p> : null}
        {listings.map((listing, i) => {
          const v = views[i];
          return v ? (
            <ListingViews key={listing.externalId} listing={listing} views={v} locale={locale}>
              <p>
                <a className="button" href={`/portal/${locale}/${listing.externalId}/`}>
                  {recordTexts(locale, 'details')}
                  <span className="visually-hidden">: {listing.title || listing.city}</span>
                </a>
              </p>
            </ListingViews>
          ) : null;
        })}
      </main>
    </>
  );
}
