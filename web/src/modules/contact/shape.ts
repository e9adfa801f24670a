import { contactFormFromEnum, type ContactForm } from '@coast/domain';
import { moduleFields, type ModuleFragment } from '@/cms/module-fields';
import type { ModuleCommon } from '@/cms/types';

export interface ContactModule extends ModuleCommon<'contact'> {
  readonly view: 'form' | 'compact';
  readonly form: ContactForm;
}

/** The CMS's own default form of a contact module. */
const DEFAULT_CONTACT_FORM: ContactForm = 'site-contact';

export const contactShape = (m: ModuleFragment<'contact'>): ContactModule => ({
  ...moduleFields('contact', m),
  view: m.contactView ?? 'form',
  form: contactFormFromEnum(m.form) ?? DEFAULT_CONTACT_FORM,
});
