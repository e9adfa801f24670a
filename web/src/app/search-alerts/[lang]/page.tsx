import type { Metadata } from 'next';
import { toLocale } from '@coast/domain';
import { getCities } from '@/cms/properties';
import { formTexts } from '@/modules/contact/form/texts';
import { ManageSearch } from '@/search-alerts/manage-search';
import { searchAlertTexts } from '@/search-alerts/texts';
import '@/search-alerts/styles.css';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return { title: searchAlertTexts(toLocale((await params).lang, 'nl'), 'manageTitle') };
}

/**
 * /search-alerts/<lang>/?id=&exp=&token=: the manage page of a registered search (the link of its
 * mails). The page is the same for everyone (the towns to choose from are the CMS's, cached); the
 * island reads the link from the address and asks the CMS for the registration, which checks it.
 */
export default async function ManageSearchPage({ params }: { params: Promise<{ lang: string }> }) {
  const locale = toLocale((await params).lang, 'nl');
  const cities = await getCities('all').catch(() => []);
  const zones = [...cities]
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
    .map((c) => ({ value: c.name, label: c.zip ? `${c.name} [${c.zip}]` : c.name, zip: c.zip }));
  return (
    <main id="main" className="manage-search">
      <h1>{searchAlertTexts(locale, 'manageTitle')}</h1>
      <p>{searchAlertTexts(locale, 'manageIntro')}</p>
      <ManageSearch locale={locale} zones={zones} texts={searchAlertTexts.all(locale)} formTexts={formTexts.all(locale)} />
    </main>
  );
}
