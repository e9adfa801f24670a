import type { Locale } from '@coast/domain';
import { getSiteConfiguration } from '@/cms/site';
import { getRoutingContext } from '@/routing/context';
import { thankYouPath } from '@/routing/thank-you-path';
import { Icon } from '@/ui/icon';
import { extrasTexts } from './extras-texts';
import { SendToFriend } from './send-to-friend';
import { ShareActions } from './share-actions';
import { shareLinks } from './share-links';

interface Props {
  readonly listing: { readonly externalId: number };
  /** The listing's canonical URL (absolute). */
  readonly url: string;
  /** The listing's heading. */
  readonly title: string;
  readonly locale: Locale;
}

/**
 * Share a listing: the system's share sheet where the browser has one and copy link (a small island),
 * plain links for a mail, WhatsApp and Facebook (no third-party script; they work without JavaScript),
 * and the send-to-a-friend form behind a disclosure.
 */
export async function ListingShare({ listing, url, title, locale }: Props) {
  const [{ table }, config] = await Promise.all([getRoutingContext(), getSiteConfiguration(locale)]);
  const text = (key: Parameters<typeof extrasTexts>[1], ...values: string[]) => extrasTexts(locale, key, ...values);
  const sender = config?.agency?.name || new URL(url).host;
  const links = shareLinks({ url, title, mailSubject: text('mailSubject', title), mailBody: text('mailBody', sender, url) });
  const newWindow = <span className="visually-hidden"> {text('newWindow')}</span>;
  return (
    <section className="listing-share" aria-labelledby="listing-share-title" data-share-url={url}>
      <h2 id="listing-share-title" className="listing-share__title">
        {text('share')}
      </h2>
      <div className="listing-share__row">
        <ShareActions
          url={url}
          title={title}
          texts={{ shareButton: text('shareButton'), copyLink: text('copyLink'), copied: text('copied'), copyFailed: text('copyFailed') }}
        />
        <ul className="listing-share__links" aria-label={text('shareVia')}>
          <li>
            <a className="listing-share__link" href={links.email} data-share="email">
              <Icon name="mail" size={18} /> {text('email')}
            </a>
          </li>
          <li>
            <a className="listing-share__link" href={links.whatsapp} target="_blank" rel="noopener noreferrer" data-share="whatsapp">
              {text('whatsapp')}
              {newWindow}
            </a>
          </li>
          <li>
            <a className="listing-share__link" href={links.facebook} target="_blank" rel="noopener noreferrer" data-share="facebook">
              {text('facebook')}
              {newWindow}
            </a>
          </li>
        </ul>
      </div>
      <SendToFriend locale={locale} externalId={listing.externalId} thankYouPath={thankYouPath(table, 'send-to-friend', locale)} label={text('sendToFriend')} />
    </section>
  );
}
