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
  | 'linkText'
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
    linkText: 'Text of the link',
    linkHint:
      'A page of the site, picked from the list by name (stored as its original path, e.g. /contact/, shown in each language), or another address: https://…, mailto: or tel:',
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
    linkText: 'Tekst van de link',
    linkHint:
      'Een pagina van de site, gekozen in de lijst op naam (bewaard als haar oorspronkelijke pad, bv. /contact/, getoond in elke taal), of een ander adres: https://…, mailto: of tel:',
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
    linkText: 'Texte du lien',
    linkHint:
      'Une page du site, choisie par son nom dans la liste (gardée comme son chemin d’origine, p. ex. /contact/, montrée dans chaque langue), ou une autre adresse : https://…, mailto: ou tel:',
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
    linkText: 'Text des Links',
    linkHint:
      'Eine Seite der Website, in der Liste nach Namen gewählt (gespeichert als ihr ursprünglicher Pfad, z. B. /contact/, in jeder Sprache gezeigt), oder eine andere Adresse: https://…, mailto: oder tel:',
    applyLink: 'Übernehmen',
    removeLink: 'Link entfernen',
    cancel: 'Abbrechen',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    loading: 'Der Editor wird geladen…',
  },
};
