import { displayPhone, formatLocalDate, formatNumber, initials, ownerFormLabel, ownerRecordLabels, phoneHref, type Locale } from '@coast/domain';
import type { PortalBroker, PortalDocument, PortalPublication, PortalSource } from '@/cms/owner-portal';
import { CmsImage } from '@/ui/cms-image';
import { fileSize } from './format';
import { PortalSection } from './portal-section';
import { recordTexts } from './record-texts';

type Text = Parameters<typeof recordTexts>[1];

/** Online media: where the listing is published, each with its link. */
export function Publications({ publications, locale }: { readonly publications: readonly PortalPublication[]; readonly locale: Locale }) {
  const text = (key: Text, ...values: string[]) => recordTexts(locale, key, ...values);
  return (
    <PortalSection id="media" title={text('media')} empty={publications.length === 0 ? text('mediaNone') : null}>
      <ul className="portal-list">
        {publications.map((p) => (
          <li key={p.url}>
            <a href={p.url} target="_blank" rel="noopener noreferrer">
              {text('link', p.medium)} <span className="visually-hidden">{text('newWindow')}</span>
            </a>
            {p.publishedOn ? (
              <span className="portal-muted">
                {' '}
                · {text('since')} {formatLocalDate(p.publishedOn, locale)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </PortalSection>
  );
}

/** Where the requests came from: the site's forms by type and the sources staff recorded, with counts. */
export function Sources({ sources, locale }: { readonly sources: readonly PortalSource[]; readonly locale: Locale }) {
  const text = (key: Text, ...values: string[]) => recordTexts(locale, key, ...values);
  const labels = ownerRecordLabels(locale);
  return (
    <PortalSection id="sources" title={text('sources')} empty={sources.length === 0 ? text('sourcesNone') : null}>
      <table className="portal-table">
        <caption className="visually-hidden">{text('sources')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('source')}</th>
            <th scope="col">{text('requests')}</th>
          </tr>
        </thead>
        <tbody>
          {sources.map((s) => (
            <tr key={`${s.kind}-${s.id}`} data-source={`${s.kind}:${s.id}`}>
              <th scope="row">{s.kind === 'form' ? text('siteForm', ownerFormLabel(locale, s.id)) : labels.source[s.id]}</th>
              <td>{formatNumber(s.count, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PortalSection>
  );
}

/** The owner's private documents, each a download through the site (which asks the CMS with the session). */
export function Documents({
  documents,
  externalId,
  locale,
}: {
  readonly documents: readonly PortalDocument[];
  readonly externalId: number;
  readonly locale: Locale;
}) {
  const text = (key: Text, ...values: string[]) => recordTexts(locale, key, ...values);
  const labels = ownerRecordLabels(locale);
  return (
    <PortalSection id="documents" title={text('documents')} empty={documents.length === 0 ? text('documentsNone') : null}>
      <ul className="portal-list">
        {documents.map((d) => (
          <li key={d.documentId}>
            <a href={`/api/owner/documents/${externalId}/${d.documentId}/`} download>
              {text('download', d.title)}
            </a>{' '}
            <span className="portal-muted">
              ({labels.kind[d.kind]}, {d.type.toUpperCase()}, {fileSize(d.size)}, {formatLocalDate(d.addedAt, locale)})
            </span>
          </li>
        ))}
      </ul>
    </PortalSection>
  );
}

/** "Your broker": the team member in charge of the listing. */
export function Broker({ broker, locale }: { readonly broker: PortalBroker | null; readonly locale: Locale }) {
  const text = (key: Text) => recordTexts(locale, key);
  return (
    <PortalSection id="broker" title={text('broker')} empty={broker ? null : text('brokerNone')}>
      {broker ? (
        <div className="portal-broker">
          <div className="portal-broker__photo">
            {broker.photo ? <CmsImage media={broker.photo} fill sizes="96px" alt="" /> : <span aria-hidden="true">{initials(broker.name)}</span>}
          </div>
          <div>
            <p className="portal-broker__name">{broker.name}</p>
            {broker.role ? <p className="portal-muted">{broker.role}</p> : null}
            {broker.phone ? (
              <p>
                {text('phone')}: <a href={phoneHref(broker.phone)}>{displayPhone(broker.phone, locale)}</a>
              </p>
            ) : null}
            {broker.email ? (
              <p>
                {text('email')}: <a href={`mailto:${broker.email}`}>{broker.email}</a>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </PortalSection>
  );
}
