import type { ContactForm } from '@coast/domain';
import { group } from '../../admin-layout/types';
import { MODULE_FIELDS, MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from '../common';
import { defineModule } from '../define';

/** A visitor form (or the owner login, the search registration) with the agency's card. */
export default defineModule('contact', {
  fields: { ...MODULE_FIELDS, view: 'public', form: 'public' },
  admin: {
    fields: {
      ...moduleCommonFields('the form'),
      view: {
        label: 'Form style',
        description: "form: the standard layout, with the agency's contact details beside the form. compact: a tighter layout for a side column.",
      },
      form: {
        label: 'Which form',
        description:
          'Which form the module holds. site-contact: general question. contact-demand: free valuation. demand-register: register a search profile. owner-login: owner log-in. contact-me, contact-appointment, contact-construction: about one listing or project. send-to-friend: share a listing or page. sign-newsletter: newsletter sign-up (confirmed by a link in a mail). testimonial: a client writes a testimonial, stored unpublished for staff. purchase-offer: a written offer on a listing for sale. rental-application: a candidate tenant applies for a listing for rent, with documents (CV, proof of income) kept privately. The last two need the listing: their page is opened from its button.',
      },
    },
    edit: [
      group('Module', ...MODULE_HEADER_ROWS),
      group('Form', [
        ['form', 6],
        ['view', 6],
      ]),
      group('Texts', ...MODULE_TEXT_ROWS),
      group('Layout', ...MODULE_LAYOUT_ROWS),
    ],
  },
  seed: (entry: { form: ContactForm }) => ({ form: entry.form }),
});
