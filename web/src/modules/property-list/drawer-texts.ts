import { defineTexts } from '@/i18n/feature-texts';

/** The phone's filter button and drawer, in every language ({0}: the number of active filters). */
export const drawerTexts = defineTexts({
  nl: { open: 'Filters', openCount: 'Filters ({0})', close: 'Filters sluiten' },
  fr: { open: 'Filtres', openCount: 'Filtres ({0})', close: 'Fermer les filtres' },
  en: { open: 'Filters', openCount: 'Filters ({0})', close: 'Close the filters' },
  de: { open: 'Filter', openCount: 'Filter ({0})', close: 'Filter schließen' },
});
