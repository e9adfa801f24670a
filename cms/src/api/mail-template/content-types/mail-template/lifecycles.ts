import { forgetMailTemplates } from '../../../../forms/render-mail';

/** A template saved, published or removed: this instance's mails use it from the next request on. */
export default {
  afterCreate: forgetMailTemplates,
  afterUpdate: forgetMailTemplates,
  afterUpdateMany: forgetMailTemplates,
  afterDelete: forgetMailTemplates,
  afterDeleteMany: forgetMailTemplates,
};
