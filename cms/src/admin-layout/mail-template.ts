import { MAIL_PLACEHOLDERS } from '../forms/mail-kinds';
import { contentType, group } from './types';

const placeholders = Object.entries(MAIL_PLACEHOLDERS)
  .map(([kind, names]) => `${kind}: ${names.map((n) => `{${n}}`).join(' ')}`)
  .join('. ');

export default contentType({
  uid: 'api::mail-template.mail-template',
  settings: { mainField: 'key', defaultSortBy: 'key', defaultSortOrder: 'ASC' },
  list: ['key', 'subject'],
  fields: {
    key: { label: 'Mail', description: 'Which mail this is the text of (one per language). The mails are sent as plain text.', editable: false },
    subject: {
      label: 'Subject',
      description: `The subject line, one line; {placeholders} are filled in. Placeholders per mail: ${placeholders}.`,
    },
    body: {
      label: 'Text',
      description:
        'The text of the mail (plain text, blank lines for paragraphs); the same placeholders as the subject, e.g. {details}: every field the visitor sent.',
    },
  },
  edit: [group('Template', [['key', 12]], [['subject', 12]], [['body', 12]])],
});
