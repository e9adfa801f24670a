import { formatLocalDate, ownerFormLabel, ownerRecordLabels, type Locale } from '@coast/domain';
import type { PortalCommunication, PortalViewing } from '@/cms/owner-portal';
import { timeOfDay } from './format';
import { recordTexts } from './record-texts';
import { PortalSection } from './portal-section';

type Text = Parameters<typeof recordTexts>[1];

/**
 * Calendar visits: date, time, status, feedback. On a phone each row is a card of label/value lines
 * (styles.css reads the label from data-label): no column hides behind a sideways scroll.
 */
export function Viewings({ viewings, locale }: { readonly viewings: readonly PortalViewing[]; readonly locale: Locale }) {
  const text = (key: Text) => recordTexts(locale, key);
  const labels = ownerRecordLabels(locale);
  return (
    <PortalSection id="viewings" title={text('viewings')} empty={viewings.length === 0 ? text('viewingsNone') : null}>
      <div className="portal-table-wrap">
        <table className="portal-table portal-table--cards">
          <caption className="visually-hidden">{text('viewings')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('date')}</th>
              <th scope="col">{text('time')}</th>
              <th scope="col">{text('status')}</th>
              <th scope="col">{text('feedback')}</th>
            </tr>
          </thead>
          <tbody>
            {viewings.map((v, i) => (
              <tr key={`${v.startsAt}-${i}`}>
                <td data-label={text('date')}>{formatLocalDate(v.startsAt, locale)}</td>
                <td data-label={text('time')}>{timeOfDay(v.startsAt)}</td>
                <td data-label={text('status')} data-status={v.status}>
                  {labels.viewing[v.status]}
                </td>
                <td data-label={text('feedback')}>{v.feedback}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PortalSection>
  );
}

/** Communications: date, type, contact, subject, comment, status (the site's requests among them). */
export function Communications({ communications, locale }: { readonly communications: readonly PortalCommunication[]; readonly locale: Locale }) {
  const text = (key: Text) => recordTexts(locale, key);
  const labels = ownerRecordLabels(locale);
  return (
    <PortalSection id="communications" title={text('communications')} empty={communications.length === 0 ? text('communicationsNone') : null}>
      <div className="portal-table-wrap">
        <table className="portal-table portal-table--cards">
          <caption className="visually-hidden">{text('communications')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('date')}</th>
              <th scope="col">{text('type')}</th>
              <th scope="col">{text('contact')}</th>
              <th scope="col">{text('subject')}</th>
              <th scope="col">{text('comment')}</th>
              <th scope="col">{text('status')}</th>
            </tr>
          </thead>
          <tbody>
            {communications.map((c, i) => (
              <tr key={`${c.occurredAt}-${i}`} data-form={c.form ?? undefined}>
                <td data-label={text('date')}>{formatLocalDate(c.occurredAt, locale)}</td>
                <td data-label={text('type')}>{labels.type[c.type]}</td>
                <td data-label={text('contact')}>{c.contact}</td>
                <td data-label={text('subject')}>{c.form ? ownerFormLabel(locale, c.form) : c.subject}</td>
                <td data-label={text('comment')}>{c.comment}</td>
                <td data-label={text('status')}>{labels.status[c.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PortalSection>
  );
}
