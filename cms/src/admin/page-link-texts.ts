export type PageLinkTexts = Record<'choose' | 'otherAddress' | 'address' | 'notPublished' | 'loading' | 'fieldName' | 'fieldDescription', string>;

/** The page picker's texts in the admin's languages (the editor's choice, as Strapi stores it). */
export const PAGE_LINK_TEXTS: Record<'en' | 'nl' | 'fr' | 'de', PageLinkTexts> = {
  en: {
    choose: 'Choose a page…',
    otherAddress: 'Another address (another website, phone, e-mail)',
    address: 'Address',
    notPublished: 'not published',
    loading: 'Loading the pages…',
    fieldName: 'Page or address',
    fieldDescription: 'A page of the site, picked by name, or another address',
  },
  nl: {
    choose: 'Kies een pagina…',
    otherAddress: 'Ander adres (andere website, telefoon, e-mail)',
    address: 'Adres',
    notPublished: 'niet gepubliceerd',
    loading: 'De pagina’s worden geladen…',
    fieldName: 'Pagina of adres',
    fieldDescription: 'Een pagina van de site, gekozen op naam, of een ander adres',
  },
  fr: {
    choose: 'Choisissez une page…',
    otherAddress: 'Autre adresse (autre site, téléphone, e-mail)',
    address: 'Adresse',
    notPublished: 'non publiée',
    loading: 'Chargement des pages…',
    fieldName: 'Page ou adresse',
    fieldDescription: 'Une page du site, choisie par son nom, ou une autre adresse',
  },
  de: {
    choose: 'Seite wählen…',
    otherAddress: 'Andere Adresse (andere Website, Telefon, E-Mail)',
    address: 'Adresse',
    notPublished: 'nicht veröffentlicht',
    loading: 'Seiten werden geladen…',
    fieldName: 'Seite oder Adresse',
    fieldDescription: 'Eine Seite der Website, nach Namen gewählt, oder eine andere Adresse',
  },
};
