import type { Metadata } from 'next';
import { toLocale } from '@coast/domain';
import { formTexts } from '@/modules/contact/form/texts';
import { ManageSearch } from '@/search-alerts/manage-search';
import { searchAlertTexts } from '@/search-alerts/texts';
import '@/search-alerts/styles.css';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return { title: searchAlertTexts(toLocale((await params).lang, 'nl'), 'manageTitle') };
}

/**
 * /search-alerts/<lang>/?id=&exp=&token=: the manage page of a registered search (the link of its
 * mails). The page is the same for everyone (built once per language); the island reads the link from
 * the address and asks the CMS for the registration, which checks it, and the towns to choose from.
 */
export default async function ManageSearchPage({ params }: { params: Promise<{ lang: string }> }) {
  const locale = toLocale((await params).lang, 'nl');
  return (
    <main id="main" className="manage-search">
      <h1>{searchAlertTexts(locale, 'manageTitle')}</h1>
      <p>{searchAlertTexts(locale, 'manageIntro')}</p>
      <ManageSearch locale={locale} texts={searchAlertTexts.all(locale)} formTexts={formTexts.all(locale)} />
    </main>
  );
}
