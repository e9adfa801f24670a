import type { Locale } from '@coast/domain';
import { defineTexts } from '@/i18n/feature-texts';

/** The home search panel's texts (the input's label, placeholder and button are the site's common texts). */
export const searchTexts = defineTexts({
  nl: {
    projectsHeading: 'Nieuwbouwprojecten',
    typesHeading: 'Soorten panden',
    townsHeading: 'Gemeenten',
    listingsHeading: 'Panden',
    forSale: 'te koop',
    forRent: 'te huur',
    forSaleCount: '{0} te koop',
    forRentCount: '{0} te huur',
    optionLabel: '{0}: {1}',
    results: '{0} resultaten',
    oneResult: '1 resultaat',
    noMatch: 'Geen panden, soorten of gemeenten gevonden voor ‘{0}’.',
    register: 'Registreer je zoekopdracht',
    registerLead: 'en we laten je weten wanneer er iets binnenkomt.',
    failed: 'De suggesties kunnen nu niet geladen worden; druk op Enter om te zoeken.',
  },
  fr: {
    projectsHeading: 'Projets neufs',
    typesHeading: 'Types de biens',
    townsHeading: 'Communes',
    listingsHeading: 'Biens',
    forSale: 'à vendre',
    forRent: 'à louer',
    forSaleCount: '{0} à vendre',
    forRentCount: '{0} à louer',
    optionLabel: '{0} : {1}',
    results: '{0} résultats',
    oneResult: '1 résultat',
    noMatch: 'Aucun bien, type ou commune trouvé pour « {0} ».',
    register: 'Enregistrez votre recherche',
    registerLead: 'et nous vous prévenons dès qu’un bien correspond.',
    failed: 'Les suggestions ne peuvent pas être chargées ; appuyez sur Entrée pour rechercher.',
  },
  en: {
    projectsHeading: 'New-build projects',
    typesHeading: 'Property types',
    townsHeading: 'Towns',
    listingsHeading: 'Properties',
    forSale: 'for sale',
    forRent: 'for rent',
    forSaleCount: '{0} for sale',
    forRentCount: '{0} for rent',
    optionLabel: '{0}: {1}',
    results: '{0} results',
    oneResult: '1 result',
    noMatch: 'No properties, types or towns found for ‘{0}’.',
    register: 'Register your search',
    registerLead: 'and we will let you know when something comes in.',
    failed: 'Suggestions cannot be loaded right now; press Enter to search.',
  },
  de: {
    projectsHeading: 'Neubauprojekte',
    typesHeading: 'Objektarten',
    townsHeading: 'Gemeinden',
    listingsHeading: 'Immobilien',
    forSale: 'zu verkaufen',
    forRent: 'zu vermieten',
    forSaleCount: '{0} zu verkaufen',
    forRentCount: '{0} zu vermieten',
    optionLabel: '{0}: {1}',
    results: '{0} Ergebnisse',
    oneResult: '1 Ergebnis',
    noMatch: 'Keine Immobilien, Objektarten oder Gemeinden gefunden für „{0}“.',
    register: 'Suchauftrag registrieren',
    registerLead: 'und wir melden uns, sobald etwas Passendes hereinkommt.',
    failed: 'Die Vorschläge können gerade nicht geladen werden; drücken Sie Enter, um zu suchen.',
  },
});

/** The texts the panel island needs in the browser (the answers carry the rest). */
export function panelTexts(locale: Locale) {
  const { typesHeading, townsHeading, projectsHeading, listingsHeading, results, oneResult, noMatch, register, registerLead, failed } = searchTexts.all(locale);
  return { typesHeading, townsHeading, projectsHeading, listingsHeading, results, oneResult, noMatch, register, registerLead, failed };
}

export type PanelTexts = ReturnType<typeof panelTexts>;
