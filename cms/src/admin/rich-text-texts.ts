export type RichTextTexts = Record<
  | 'toolbar'
  | 'bold'
  | 'italic'
  | 'heading'
  | 'subheading'
  | 'bulletList'
  | 'orderedList'
  | 'link'
  | 'linkAddress'
  | 'linkHint'
  | 'applyLink'
  | 'removeLink'
  | 'cancel'
  | 'undo'
  | 'redo'
  | 'loading',
  string
>;

/** The rich-text editor's texts in the admin's languages (the editor's choice, as Strapi stores it). */
export const RICH_TEXT_TEXTS: Record<'en' | 'nl' | 'fr' | 'de', RichTextTexts> = {
  en: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading',
    subheading: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    linkAddress: 'Link address',
    linkHint: 'A page of the site (/nl/contact/), another website (https://…), mailto: or tel:',
    applyLink: 'Apply',
    removeLink: 'Remove link',
    cancel: 'Cancel',
    undo: 'Undo',
    redo: 'Redo',
    loading: 'Loading the editor…',
  },
  nl: {
    toolbar: 'Opmaak',
    bold: 'Vet',
    italic: 'Cursief',
    heading: 'Kop',
    subheading: 'Tussenkop',
    bulletList: 'Lijst met opsommingstekens',
    orderedList: 'Genummerde lijst',
    link: 'Link',
    linkAddress: 'Adres van de link',
    linkHint: 'Een pagina van de site (/nl/contact/), een andere website (https://…), mailto: of tel:',
    applyLink: 'Toepassen',
    removeLink: 'Link verwijderen',
    cancel: 'Annuleren',
    undo: 'Ongedaan maken',
    redo: 'Opnieuw',
    loading: 'De editor wordt geladen…',
  },
  fr: {
    toolbar: 'Mise en forme',
    bold: 'Gras',
    italic: 'Italique',
    heading: 'Titre',
    subheading: 'Sous-titre',
    bulletList: 'Liste à puces',
    orderedList: 'Liste numérotée',
    link: 'Lien',
    linkAddress: 'Adresse du lien',
    linkHint: 'Une page du site (/fr/contact/), un autre site (https://…), mailto: ou tel:',
    applyLink: 'Appliquer',
    removeLink: 'Supprimer le lien',
    cancel: 'Annuler',
    undo: 'Annuler la modification',
    redo: 'Rétablir',
    loading: 'Chargement de l’éditeur…',
  },
  de: {
    toolbar: 'Formatierung',
    bold: 'Fett',
    italic: 'Kursiv',
    heading: 'Überschrift',
    subheading: 'Zwischenüberschrift',
    bulletList: 'Aufzählung',
    orderedList: 'Nummerierte Liste',
    link: 'Link',
    linkAddress: 'Adresse des Links',
    linkHint: 'Eine Seite der Website (/de/kontakt/), eine andere Website (https://…), mailto: oder tel:',
    applyLink: 'Übernehmen',
    removeLink: 'Link entfernen',
    cancel: 'Abbrechen',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    loading: 'Der Editor wird geladen…',
  },
};
