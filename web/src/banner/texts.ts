import { defineTexts } from '@/i18n/feature-texts';

/** The home banner's controls: the gallery's and the video's. */
export const bannerTexts = defineTexts({
  nl: {
    galleryLabel: 'Fotoreeks',
    previous: 'Vorige foto',
    next: 'Volgende foto',
    pause: 'Fotoreeks pauzeren',
    play: 'Fotoreeks afspelen',
    photoOf: 'Foto {0} van {1}',
    pauseVideo: 'Video pauzeren',
    playVideo: 'Video afspelen',
  },
  fr: {
    galleryLabel: 'Diaporama',
    previous: 'Photo précédente',
    next: 'Photo suivante',
    pause: 'Mettre le diaporama en pause',
    play: 'Lancer le diaporama',
    photoOf: 'Photo {0} sur {1}',
    pauseVideo: 'Mettre la vidéo en pause',
    playVideo: 'Lire la vidéo',
  },
  en: {
    galleryLabel: 'Slideshow',
    previous: 'Previous photo',
    next: 'Next photo',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    photoOf: 'Photo {0} of {1}',
    pauseVideo: 'Pause the video',
    playVideo: 'Play the video',
  },
  de: {
    galleryLabel: 'Diashow',
    previous: 'Vorheriges Foto',
    next: 'Nächstes Foto',
    pause: 'Diashow anhalten',
    play: 'Diashow abspielen',
    photoOf: 'Foto {0} von {1}',
    pauseVideo: 'Video anhalten',
    playVideo: 'Video abspielen',
  },
});
