import type { Locale } from '@coast/domain';
import { defineTexts } from '@/i18n/feature-texts';

/** The listing page's full-screen gallery, location map and documents. */
export const mediaTexts = defineTexts({
  nl: {
    fullScreen: 'Foto’s op volledig scherm',
    fullScreenTitle: 'Foto’s: {0}',
    close: 'Sluiten',
    mapTitle: 'Ligging',
    mapRegion: 'Kaart met de ligging van het pand',
    mapMarker: 'Ligging van het pand: {0}',
    mapArea: 'Ligging bij benadering: het pand ligt in dit gebied van ongeveer 300 m (het adres wordt niet vermeld).',
    documentsTitle: 'Documenten',
  },
  fr: {
    fullScreen: 'Photos en plein écran',
    fullScreenTitle: 'Photos : {0}',
    close: 'Fermer',
    mapTitle: 'Situation',
    mapRegion: 'Carte de la situation du bien',
    mapMarker: 'Situation du bien : {0}',
    mapArea: 'Situation approximative : le bien se trouve dans cette zone d’environ 300 m (l’adresse n’est pas communiquée).',
    documentsTitle: 'Documents',
  },
  en: {
    fullScreen: 'Photos in full screen',
    fullScreenTitle: 'Photos: {0}',
    close: 'Close',
    mapTitle: 'Location',
    mapRegion: 'Map of the property’s location',
    mapMarker: 'Location of the property: {0}',
    mapArea: 'Approximate location: the property lies within this area of about 300 m (the address is not disclosed).',
    documentsTitle: 'Documents',
  },
  de: {
    fullScreen: 'Fotos im Vollbild',
    fullScreenTitle: 'Fotos: {0}',
    close: 'Schließen',
    mapTitle: 'Lage',
    mapRegion: 'Karte mit der Lage der Immobilie',
    mapMarker: 'Lage der Immobilie: {0}',
    mapArea: 'Ungefähre Lage: Die Immobilie liegt in diesem Gebiet von etwa 300 m (die Adresse wird nicht angegeben).',
    documentsTitle: 'Dokumente',
  },
});

/** What the gallery's full-screen view needs (a client island: only these texts reach the browser). */
export function galleryDialogTexts(locale: Locale) {
  const text = mediaTexts.all(locale);
  return { fullScreen: text.fullScreen, fullScreenTitle: text.fullScreenTitle, close: text.close };
}
