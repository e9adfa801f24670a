import { defineTexts } from '@/i18n/feature-texts';

/** The listing brochure (PDF) and the listing page's print additions. */
export const brochureTexts = defineTexts({
  nl: {
    download: 'Brochure downloaden (PDF)',
    downloadHint: 'Alle gegevens van dit pand op een paar pagina’s, om af te drukken of te bewaren.',
    keyFacts: 'Kerngegevens',
    contact: 'Contact',
    scanToView: 'Scan om dit pand online te bekijken',
    brochureTitle: 'Brochure {0}',
    page: 'Pagina {0} van {1}',
    floodClassD: 'Klasse D: effectief overstromingsgevoelig',
  },
  fr: {
    download: 'Télécharger la brochure (PDF)',
    downloadHint: 'Toutes les données de ce bien en quelques pages, à imprimer ou à conserver.',
    keyFacts: 'Données principales',
    contact: 'Contact',
    scanToView: 'Scannez pour voir ce bien en ligne',
    brochureTitle: 'Brochure {0}',
    page: 'Page {0} sur {1}',
    floodClassD: 'Classe D : zone effectivement inondable',
  },
  en: {
    download: 'Download brochure (PDF)',
    downloadHint: 'Everything about this property on a few pages, to print or keep.',
    keyFacts: 'Key facts',
    contact: 'Contact',
    scanToView: 'Scan to view this property online',
    brochureTitle: 'Brochure {0}',
    page: 'Page {0} of {1}',
    floodClassD: 'Class D: effectively flood-prone',
  },
  de: {
    download: 'Broschüre herunterladen (PDF)',
    downloadHint: 'Alle Angaben zu dieser Immobilie auf wenigen Seiten, zum Drucken oder Aufbewahren.',
    keyFacts: 'Eckdaten',
    contact: 'Kontakt',
    scanToView: 'Scannen, um diese Immobilie online anzusehen',
    brochureTitle: 'Broschüre {0}',
    page: 'Seite {0} von {1}',
    floodClassD: 'Klasse D: tatsächlich hochwassergefährdet',
  },
});
