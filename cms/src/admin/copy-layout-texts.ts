export type CopyLayoutTexts = Record<'label' | 'title' | 'body' | 'saveFirst' | 'confirm' | 'done' | 'toTranslate' | 'failed', string>;

/** The copy action's texts in the admin's languages (the editor's choice, as Strapi stores it). */
const TEXTS: Record<'en' | 'nl' | 'fr' | 'de', CopyLayoutTexts> = {
  en: {
    label: 'Copy layout to the other languages',
    title: 'Copy the layout to the other languages?',
    body: 'The other languages get this language’s modules, links and settings, in this order. Their own texts are kept; a module they do not have yet gets this language’s texts, to translate. They are saved as drafts: nothing is published.',
    saveFirst: 'Save first: the saved version is copied.',
    confirm: 'Copy layout',
    done: 'Layout copied as drafts to: {languages}.',
    toTranslate: 'To translate: {items}.',
    failed: 'The layout could not be copied.',
  },
  nl: {
    label: 'Indeling naar de andere talen kopiëren',
    title: 'De indeling naar de andere talen kopiëren?',
    body: 'De andere talen krijgen de modules, links en instellingen van deze taal, in deze volgorde. Hun eigen teksten blijven; een module die ze nog niet hebben, krijgt de teksten van deze taal, om te vertalen. Ze worden als concept bewaard: er wordt niets gepubliceerd.',
    saveFirst: 'Sla eerst op: de bewaarde versie wordt gekopieerd.',
    confirm: 'Indeling kopiëren',
    done: 'Indeling als concept gekopieerd naar: {languages}.',
    toTranslate: 'Te vertalen: {items}.',
    failed: 'De indeling kon niet worden gekopieerd.',
  },
  fr: {
    label: 'Copier la mise en page vers les autres langues',
    title: 'Copier la mise en page vers les autres langues ?',
    body: 'Les autres langues reçoivent les modules, liens et réglages de cette langue, dans cet ordre. Leurs propres textes sont conservés ; un module qu’elles n’ont pas encore reçoit les textes de cette langue, à traduire. Tout est enregistré en brouillon : rien n’est publié.',
    saveFirst: 'Enregistrez d’abord : c’est la version enregistrée qui est copiée.',
    confirm: 'Copier la mise en page',
    done: 'Mise en page copiée en brouillon vers : {languages}.',
    toTranslate: 'À traduire : {items}.',
    failed: 'La mise en page n’a pas pu être copiée.',
  },
  de: {
    label: 'Layout in die anderen Sprachen kopieren',
    title: 'Das Layout in die anderen Sprachen kopieren?',
    body: 'Die anderen Sprachen erhalten die Module, Links und Einstellungen dieser Sprache, in dieser Reihenfolge. Ihre eigenen Texte bleiben erhalten; ein Modul, das sie noch nicht haben, erhält die Texte dieser Sprache zum Übersetzen. Alles wird als Entwurf gespeichert: Es wird nichts veröffentlicht.',
    saveFirst: 'Zuerst speichern: Kopiert wird die gespeicherte Fassung.',
    confirm: 'Layout kopieren',
    done: 'Layout als Entwurf kopiert nach: {languages}.',
    toTranslate: 'Zu übersetzen: {items}.',
    failed: 'Das Layout konnte nicht kopiert werden.',
  },
};

/** The texts in the admin's interface language (English when it is another one). */
export function copyLayoutTexts(): CopyLayoutTexts {
  const chosen = typeof window === 'undefined' ? null : window.localStorage.getItem('strapi-admin-language');
  return chosen && chosen in TEXTS ? TEXTS[chosen as keyof typeof TEXTS] : TEXTS.en;
}
