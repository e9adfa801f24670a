import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { FORM_NAMES, isSubmittableForm, statusesForForm } from '@coast/domain';
import { CHOICE_LABELS } from '../admin-layout/value-labels';

const SUBMISSION = 'api::submission.submission';

/**
 * A request's status must fit its form (@coast/domain statusesForForm): a contact request cannot be
 * "confirmed", a booked visit cannot be "new". Checked on every save, the admin's included, so staff get
 * a message saying which statuses the request allows instead of a status the site would misread.
 */
export function checkStatusPerForm(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== SUBMISSION || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!data || (!('state' in data) && !('form' in data))) return next();
    const stored =
      params.documentId && (!('state' in data) || !('form' in data))
        ? ((await strapi.db.query(SUBMISSION).findOne({ where: { documentId: params.documentId }, select: ['form', 'state'] })) as {
            form?: string;
            state?: string;
          } | null)
        : null;
    const form = 'form' in data ? data.form : stored?.form;
    const state = 'state' in data ? data.state : stored?.state;
    if (!isSubmittableForm(form) || typeof state !== 'string') return next();
    const allowed = statusesForForm(form);
    if (!(allowed as readonly string[]).includes(state)) {
      // In the words of the admin's status dropdown.
      const word = (code: string) => CHOICE_LABELS.state?.[code] ?? code;
      throw new errors.ValidationError(`A request of the form "${FORM_NAMES.en[form]}" cannot be "${word(state)}": choose ${allowed.map(word).join(', ')}.`);
    }
    return next();
  });
}
