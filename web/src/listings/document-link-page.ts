import type { Locale } from '@coast/domain';
import { defineTexts } from '@/i18n/feature-texts';
import { escapeHtml, messagePage } from '@/ui/message-page';

/** Why a document request's link opens no document (the CMS's answer, or the CMS out of reach). */
export type DocumentLinkProblem = 'expired' | 'invalid' | 'gone' | 'unavailable';

export const documentLinkTexts = defineTexts({
  nl: {
    expiredTitle: 'Deze link is verlopen',
    expiredText: 'De links in de e-mail met documenten werken maar een beperkte tijd. Vraag de documenten opnieuw aan op de pagina van het pand.',
    invalidTitle: 'Deze link is ongeldig',
    invalidText:
      'De link is onvolledig of werd gewijzigd. Open hem zoals hij in uw e-mail staat, of vraag de documenten opnieuw aan op de pagina van het pand.',
    goneTitle: 'Dit document is niet meer beschikbaar',
    goneText: 'Het document of het pand staat niet meer op onze website.',
    unavailableTitle: 'Het document kan nu niet worden geopend',
    unavailableText: 'Probeer het over enkele minuten opnieuw.',
    toListing: 'Naar het pand',
    toHome: 'Naar de startpagina',
  },
  fr: {
    expiredTitle: 'Ce lien a expiré',
    expiredText: 'Les liens de l’e-mail avec les documents ne fonctionnent que pendant un temps limité. Redemandez les documents sur la page du bien.',
    invalidTitle: 'Ce lien n’est pas valable',
    invalidText: 'Le lien est incomplet ou a été modifié. Ouvrez-le tel qu’il figure dans votre e-mail, ou redemandez les documents sur la page du bien.',
    goneTitle: 'Ce document n’est plus disponible',
    goneText: 'Le document ou le bien ne figure plus sur notre site.',
    unavailableTitle: 'Le document ne peut pas être ouvert pour le moment',
    unavailableText: 'Veuillez réessayer dans quelques minutes.',
    toListing: 'Voir le bien',
    toHome: 'Vers la page d’accueil',
  },
  en: {
    expiredTitle: 'This link has expired',
    expiredText: 'The links in the e-mail with documents only work for a limited time. Request the documents again on the property’s page.',
    invalidTitle: 'This link is not valid',
    invalidText: 'The link is incomplete or has been changed. Open it as it appears in your e-mail, or request the documents again on the property’s page.',
    goneTitle: 'This document is no longer available',
    goneText: 'The document or the property is no longer on our website.',
    unavailableTitle: 'The document cannot be opened right now',
    unavailableText: 'Please try again in a few minutes.',
    toListing: 'To the property',
    toHome: 'To the home page',
  },
  de: {
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredText:
      'Die Links in der E-Mail mit Dokumenten funktionieren nur für begrenzte Zeit. Fordern Sie die Dokumente auf der Seite der Immobilie erneut an.',
    invalidTitle: 'Dieser Link ist ungültig',
    invalidText:
      'Der Link ist unvollständig oder wurde geändert. Öffnen Sie ihn so, wie er in Ihrer E-Mail steht, oder fordern Sie die Dokumente auf der Seite der Immobilie erneut an.',
    goneTitle: 'Dieses Dokument ist nicht mehr verfügbar',
    goneText: 'Das Dokument oder die Immobilie ist nicht mehr auf unserer Website.',
    unavailableTitle: 'Das Dokument kann gerade nicht geöffnet werden',
    unavailableText: 'Bitte versuchen Sie es in einigen Minuten erneut.',
    toListing: 'Zur Immobilie',
    toHome: 'Zur Startseite',
  },
});

/** The HTTP status of each problem: refused (403), no longer there (410), try again (503). */
export const DOCUMENT_LINK_STATUS: Readonly<Record<DocumentLinkProblem, number>> = { invalid: 403, expired: 410, gone: 410, unavailable: 503 };

/**
 * The page a document link shows when it opens no document: a title, what happened and where to go
 * next, in the visitor's language. A small page of its own (a route handler sets the 403/410 status,
 * which an App Router page cannot); every text is the site's own, escaped.
 */
export function documentLinkPage(problem: DocumentLinkProblem, locale: Locale, next: { readonly href: string; readonly listing: boolean }): string {
  const text = (key: Parameters<typeof documentLinkTexts>[1]) => escapeHtml(documentLinkTexts(locale, key));
  const title = text(`${problem}Title`);
  return messagePage(locale, title, text(`${problem}Text`), `<p><a href="${escapeHtml(next.href)}">${text(next.listing ? 'toListing' : 'toHome')}</a></p>`);
}
