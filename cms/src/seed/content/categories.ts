import type { CategorySeed } from './types';

/** Article categories. Keys are referenced by `ArticleSeed.categoryKey` and by category modules on pages. */
export const categories: CategorySeed[] = [
  {
    key: 'news',
    name: { nl: 'Nieuws', fr: 'Actualités', en: 'News', de: 'Neuigkeiten' },
    description: {
      nl: 'Nieuws over de vastgoedmarkt aan de kust, nieuw aanbod in Gistel en Oostende en wijzigingen in de regelgeving.',
      fr: 'L’actualité du marché immobilier à la Côte, nos nouveaux biens à Gistel et Ostende et les changements de réglementation.',
      en: 'News about the coastal property market, new listings in Gistel and Ostend, and changes in the rules.',
      de: 'Neues vom Immobilienmarkt an der Küste, neue Angebote in Gistel und Ostende und Änderungen der Vorschriften.',
    },
    sort: 1,
  },
  {
    key: 'services',
    name: { nl: 'Onze diensten', fr: 'Nos services', en: 'Our services', de: 'Unsere Leistungen' },
    description: {
      nl: 'Verkopen, verhuren of aankopen: zo begeleiden wij u van de eerste afspraak tot bij de notaris.',
      fr: 'Vendre, louer ou acheter : notre accompagnement, du premier rendez-vous jusque chez le notaire.',
      en: 'Selling, letting or buying: how we guide you from the first meeting to the notary’s office.',
      de: 'Verkaufen, vermieten oder kaufen: So begleiten wir Sie vom ersten Termin bis zum Notar.',
    },
    sort: 2,
  },
  {
    key: 'tips',
    name: { nl: 'Tips', fr: 'Conseils', en: 'Tips', de: 'Tipps' },
    description: {
      nl: 'Praktische tips voor kopers, verkopers, huurders en verhuurders.',
      fr: 'Conseils pratiques pour acheteurs, vendeurs, locataires et bailleurs.',
      en: 'Practical advice for buyers, sellers, tenants and landlords.',
      de: 'Praktische Tipps für Käufer, Verkäufer, Mieter und Vermieter.',
    },
    sort: 3,
  },
  {
    key: 'team',
    name: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' },
    description: {
      nl: 'Maak kennis met de mensen achter Kustvastgoed.',
      fr: 'Faites connaissance avec l’équipe de Kustvastgoed.',
      en: 'Meet the people behind Kustvastgoed.',
      de: 'Lernen Sie das Team von Kustvastgoed kennen.',
    },
    sort: 4,
  },
  {
    key: 'testimonials',
    name: { nl: 'Getuigenissen', fr: 'Témoignages', en: 'Testimonials', de: 'Kundenstimmen' },
    description: {
      nl: 'Wat klanten over onze begeleiding zeggen.',
      fr: 'Ce que nos clients disent de notre accompagnement.',
      en: 'What our clients say about working with us.',
      de: 'Was unsere Kunden über unsere Begleitung sagen.',
    },
    sort: 5,
  },
];
