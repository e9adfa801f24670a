import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { CrmSyncButton } from './crm-sync-button';
import { VisitorDocuments } from './visitor-documents';
import { VisitorRequestFields } from './visitor-request-fields';
import { OwnerDocumentFile } from './owner-document-file';
import { listCellsInWords } from './list-cells';
import { SearchRegistrationTypes } from './search-registration-types';
import { addCopyLayoutAction } from './copy-layout-action';
import { PAGE_LINK_TEXTS } from './page-link-texts';
import { ChoiceInput } from './choice-input';
import { RichTextInput } from './rich-text-input';

export default {
  config: {
    // The agency works in these languages; the admin itself follows each editor's choice.
    locales: ['nl', 'fr', 'de'],
  },
  register(app: StrapiApp) {
    // Every enumeration's dropdown in staff's words instead of its stored codes.
    app.addFields({ type: 'enumeration', Component: ChoiceInput as unknown as ComponentType });
    // Every rich-text field as formatted text with a toolbar; it still stores the Markdown the site reads.
    app.addFields({ type: 'richtext', Component: RichTextInput as unknown as ComponentType });
    // A link's target: a page picked by name, or another address (the server registers the same name).
    app.customFields.register({
      name: 'page-link',
      type: 'string',
      intlLabel: { id: 'coast.page-link.label', defaultMessage: PAGE_LINK_TEXTS.en.fieldName },
      intlDescription: { id: 'coast.page-link.description', defaultMessage: PAGE_LINK_TEXTS.en.fieldDescription },
      // Strapi types an input as taking no props; it hands every field input its name, label, hint...
      components: { Input: async () => import('./page-link-input').then((module) => ({ default: module.PageLinkInput as unknown as ComponentType })) },
    });
  },
  bootstrap(app: StrapiApp) {
    // Codes, true/false and references in the list views, in staff's words.
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', listCellsInWords);
    // A visitor request's fields, read as label and value lines (the stored JSON is hidden).
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', { name: 'visitor-request-fields', Component: VisitorRequestFields });
    // A visitor request's documents (a rental application's CV, proof of income): download buttons in its side panel.
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', { name: 'visitor-documents', Component: VisitorDocuments });
    // An owner document's file (mandate, EPC...): upload and download, kept privately.
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', { name: 'owner-document-file', Component: OwnerDocumentFile });
    // A registered search's property types by name (the stored WebIDs are hidden).
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', { name: 'search-registration-types', Component: SearchRegistrationTypes });
    // The CRM sync's status: "Sync now" beside it.
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', { name: 'crm-sync', Component: CrmSyncButton });
    // Structure set once: a page's (top bar's, footer's...) layout copied to the other languages as drafts.
    addCopyLayoutAction(app);
  },
};
