import type { ContactForm } from '@coast/domain';
import type { ModuleSeed, PageSeed, PerLocale, SeoSeed } from './types';

/**
 * Menu pages of the site.
 *
 * Localized paths: '/{locale}/' + lowercase, accent-stripped, hyphenated slug + '/'. The Dutch aliases of the
 * spec are used as-is (te-koop, te-huur, service, zoekopdracht, gratis-schatting). Thank-you pages keep the
 * slug of their original path under a localized "thank you" segment: /nl/bedankt/, /fr/merci/, /en/thank-you/,
 * /de/danke/. Main menu: home (hidden), for-sale, for-rent, services, Aankoop, demand-register, contact (sort 1..7).
 */

/** Thank-you page for one contact form: '/feedback/{slug}/'. */
function thankYouPage(slug: ContactForm, sort: number, description: PerLocale<string>, seo: PerLocale<SeoSeed>): PageSeed {
  return {
    key: `feedback-${slug}`,
    originalPath: `/feedback/${slug}/`,
    paths: {
      nl: `/nl/bedankt/${slug}/`,
      fr: `/fr/merci/${slug}/`,
      en: `/en/thank-you/${slug}/`,
      de: `/de/danke/${slug}/`,
    },
    sort,
    showInMenu: false,
    name: { nl: 'Bedankt', fr: 'Merci', en: 'Thank you', de: 'Danke' },
    title: { nl: 'Bedankt', fr: 'Merci', en: 'Thank you', de: 'Danke' },
    description,
    seo,
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'thank-you',
    modules: [newestProperties],
  };
}

/** Shown under each thank-you text: the newest listings, so the visitor can browse on. */
const newestProperties: ModuleSeed = {
  kind: 'property-list',
  title: {
    nl: 'Ontdek ook ons nieuwste aanbod',
    fr: 'Découvrez aussi nos derniers biens',
    en: 'Have a look at our latest properties',
    de: 'Entdecken Sie auch unsere neuesten Angebote',
  },
  showTitle: true,
  goal: 'all',
  view: 'newest',
  maxItems: 4,
  itemsPerRow: 4,
};

export const pages: PageSeed[] = [
  // ---------------------------------------------------------------------------------------------
  // Main menu
  // ---------------------------------------------------------------------------------------------
  {
    key: 'home',
    originalPath: '/',
    paths: { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' },
    sort: 1,
    showInMenu: false,
    isHome: true,
    name: { nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' },
    title: {
      nl: 'Vastgoed in Gistel, Oostende en omgeving',
      fr: 'Immobilier à Gistel, Ostende et environs',
      en: 'Property in Gistel, Ostend and the surrounding area',
      de: 'Immobilien in Gistel, Ostende und Umgebung',
    },
    seo: {
      nl: {
        metaTitle: 'Vastgoed in Gistel en Oostende | Kustvastgoed',
        metaDescription:
          'Huizen, appartementen en bouwgronden te koop en te huur in Gistel, Oostende en omgeving. Gratis schatting door uw erkende makelaar uit de streek.',
      },
      fr: {
        metaTitle: 'Immobilier à Gistel et Ostende | Kustvastgoed',
        metaDescription:
          'Maisons, appartements et terrains à vendre et à louer à Gistel, Ostende et environs. Estimation gratuite par votre agent immobilier agréé local.',
      },
      en: {
        metaTitle: 'Property in Gistel and Ostend | Kustvastgoed',
        metaDescription:
          'Houses, flats and building plots for sale and to rent in Gistel, Ostend and nearby. Free valuation by your local licensed estate agent.',
      },
      de: {
        metaTitle: 'Immobilien in Gistel und Ostende | Kustvastgoed',
        metaDescription:
          'Häuser, Wohnungen und Baugrundstücke zum Kauf und zur Miete in Gistel, Ostende und Umgebung. Kostenlose Bewertung durch Ihren Makler vor Ort.',
      },
    },
    showBreadcrumb: false,
    showPageBanner: false,
    type: 'page',
    modules: [
      { kind: 'article', articleKey: 'home-intro', view: 'full' },
      {
        kind: 'property-list',
        title: {
          nl: 'Nieuw in ons aanbod',
          fr: 'Nouveautés',
          en: 'New on the market',
          de: 'Neu im Angebot',
        },
        showTitle: true,
        goal: 'all',
        view: 'newest',
        maxItems: 4,
        itemsPerRow: 4,
      },
      { kind: 'article', articleKey: 'renovation-teaser', view: 'full' },
    ],
  },
  {
    key: 'for-sale',
    originalPath: '/for-sale/',
    paths: { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' },
    sort: 2,
    showInMenu: true,
    name: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
    title: {
      nl: 'Panden te koop',
      fr: 'Biens à vendre',
      en: 'Properties for sale',
      de: 'Immobilien zu verkaufen',
    },
    seo: {
      nl: {
        metaTitle: 'Te koop in Gistel, Oostende en omgeving | Kustvastgoed',
        metaDescription:
          'Alle woningen, appartementen, bouwgronden en handelspanden te koop bij Kustvastgoed, met EPC, overstromingsscores en stedenbouwkundige info.',
      },
      fr: {
        metaTitle: 'À vendre à Gistel, Ostende et environs | Kustvastgoed',
        metaDescription:
          'Toutes nos maisons, appartements, terrains et surfaces commerciales à vendre, avec certificat PEB, scores d’inondation et renseignements urbanistiques.',
      },
      en: {
        metaTitle: 'For sale in Gistel, Ostend and nearby | Kustvastgoed',
        metaDescription:
          'All our houses, flats, building plots and commercial premises for sale, with EPC, flood scores and planning information for every property.',
      },
      de: {
        metaTitle: 'Kaufen in Gistel, Ostende und Umgebung | Kustvastgoed',
        metaDescription:
          'Alle Häuser, Wohnungen, Baugrundstücke und Gewerbeflächen zum Kauf, mit Energieausweis, Hochwasser-Scores und städtebaulichen Auskünften.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: true,
    bannerTitle: {
      nl: 'Te koop',
      fr: 'À vendre',
      en: 'For sale',
      de: 'Zu verkaufen',
    },
    bannerDescription: {
      nl: 'Van rijwoning in Gistel tot appartement aan de Oostendse dijk.',
      fr: 'De la maison mitoyenne à Gistel à l’appartement sur la digue d’Ostende.',
      en: 'From a terraced house in Gistel to a flat on the Ostend seafront.',
      de: 'Vom Reihenhaus in Gistel bis zur Wohnung an der Strandpromenade von Ostende.',
    },
    type: 'page',
    modules: [{ kind: 'property-list', goal: 'sale', view: 'grid', paging: true, itemsPerRow: 3 }],
  },
  {
    key: 'for-rent',
    originalPath: '/for-rent/',
    paths: { nl: '/nl/te-huur/', fr: '/fr/a-louer/', en: '/en/for-rent/', de: '/de/zu-vermieten/' },
    sort: 3,
    showInMenu: true,
    name: { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' },
    title: {
      nl: 'Panden te huur',
      fr: 'Biens à louer',
      en: 'Properties for rent',
      de: 'Immobilien zu vermieten',
    },
    seo: {
      nl: {
        metaTitle: 'Te huur in Gistel, Oostende en omgeving | Kustvastgoed',
        metaDescription: 'Appartementen, studio’s en woningen te huur aan de kust, met huurprijs, kosten en EPC duidelijk vermeld. Plan online uw bezoek.',
      },
      fr: {
        metaTitle: 'À louer à Gistel, Ostende et environs | Kustvastgoed',
        metaDescription:
          'Appartements, studios et maisons à louer à la Côte, avec loyer, charges et certificat PEB clairement indiqués. Planifiez votre visite en ligne.',
      },
      en: {
        metaTitle: 'To rent in Gistel, Ostend and nearby | Kustvastgoed',
        metaDescription: 'Flats, studios and houses to rent on the Belgian coast, with rent, charges and EPC clearly stated. Book your viewing online.',
      },
      de: {
        metaTitle: 'Mieten in Gistel, Ostende und Umgebung | Kustvastgoed',
        metaDescription:
          'Wohnungen, Studios und Häuser zur Miete an der belgischen Küste, mit Miete, Nebenkosten und Energieausweis. Besichtigung online anfragen.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: true,
    bannerTitle: {
      nl: 'Te huur',
      fr: 'À louer',
      en: 'For rent',
      de: 'Zu vermieten',
    },
    bannerDescription: {
      nl: 'Huurwoningen en appartementen in Gistel, Oostende en omgeving.',
      fr: 'Maisons et appartements à louer à Gistel, Ostende et environs.',
      en: 'Houses and flats to rent in Gistel, Ostend and the surrounding area.',
      de: 'Mietwohnungen und Häuser in Gistel, Ostende und Umgebung.',
    },
    type: 'page',
    modules: [{ kind: 'property-list', goal: 'rent', view: 'grid', paging: true, itemsPerRow: 3 }],
  },
  {
    key: 'services',
    originalPath: '/services/',
    paths: { nl: '/nl/service/', fr: '/fr/services/', en: '/en/services/', de: '/de/dienstleistungen/' },
    sort: 4,
    showInMenu: true,
    name: { nl: 'Service', fr: 'Services', en: 'Services', de: 'Dienstleistungen' },
    title: {
      nl: 'Service, nieuws en ons team',
      fr: 'Services, actualités et équipe',
      en: 'Services, news and our team',
      de: 'Leistungen, Neuigkeiten und Team',
    },
    seo: {
      nl: {
        metaTitle: 'Service en vastgoednieuws | Kustvastgoed Gistel',
        metaDescription:
          'Verkoop, verhuur, beheer en aankoopbegeleiding aan de kust. Lees ons vastgoednieuws, maak kennis met het team en ontdek wat klanten zeggen.',
      },
      fr: {
        metaTitle: 'Services et actualités immobilières | Kustvastgoed',
        metaDescription:
          'Vente, location, gestion et accompagnement à l’achat à la Côte. Lisez nos actualités, rencontrez l’équipe et découvrez l’avis de nos clients.',
      },
      en: {
        metaTitle: 'Services and property news | Kustvastgoed',
        metaDescription: 'Sales, lettings, management and buying support on the Belgian coast. Read our property news, meet the team and see what clients say.',
      },
      de: {
        metaTitle: 'Leistungen und Immobilien-News | Kustvastgoed',
        metaDescription:
          'Verkauf, Vermietung, Verwaltung und Kaufbegleitung an der belgischen Küste. Lesen Sie unsere News, lernen Sie das Team und Kundenstimmen kennen.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: true,
    bannerTitle: {
      nl: 'Onze service',
      fr: 'Nos services',
      en: 'Our services',
      de: 'Unsere Leistungen',
    },
    bannerDescription: {
      nl: 'Eén aanspreekpunt, van schatting tot sleuteloverdracht.',
      fr: 'Un seul interlocuteur, de l’estimation à la remise des clés.',
      en: 'One point of contact, from valuation to handing over the keys.',
      de: 'Ein Ansprechpartner – von der Bewertung bis zur Schlüsselübergabe.',
    },
    type: 'page',
    modules: [
      { kind: 'article', articleKey: 'services-intro', view: 'full' },
      {
        kind: 'category',
        title: { nl: 'Nieuws', fr: 'Actualités', en: 'News', de: 'Neuigkeiten' },
        showTitle: true,
        categoryKey: 'news',
        view: 'news',
        maxItems: 9,
      },
      {
        kind: 'contact',
        title: { nl: 'Onze nieuwsbrief', fr: 'Notre newsletter', en: 'Our newsletter', de: 'Unser Newsletter' },
        showTitle: true,
        description: {
          nl: 'Ontvang ons nieuwste aanbod en het vastgoednieuws uit de streek in uw mailbox. U bevestigt uw inschrijving via de link in onze e-mail en kunt altijd uitschrijven.',
          fr: 'Recevez nos nouveaux biens et l’actualité immobilière de la région dans votre boîte mail. Vous confirmez votre inscription via le lien de notre e-mail et pouvez vous désinscrire à tout moment.',
          en: 'Get our latest properties and local property news in your inbox. You confirm your subscription with the link in our e-mail and can unsubscribe at any time.',
          de: 'Erhalten Sie unsere neuesten Angebote und Immobilien-News aus der Region per E-Mail. Sie bestätigen Ihre Anmeldung über den Link in unserer E-Mail und können sich jederzeit abmelden.',
        },
        form: 'sign-newsletter',
      },
      {
        kind: 'category',
        title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' },
        showTitle: true,
        categoryKey: 'team',
        view: 'team',
        maxItems: 4,
      },
      {
        kind: 'category',
        title: {
          nl: 'Wat klanten zeggen',
          fr: 'Ce que disent nos clients',
          en: 'What our clients say',
          de: 'Was unsere Kunden sagen',
        },
        showTitle: true,
        categoryKey: 'testimonials',
        view: 'testimonials',
      },
    ],
  },
  {
    key: 'aankoop',
    originalPath: '/Aankoop/',
    paths: { nl: '/nl/aankoop/', fr: '/fr/achat/', en: '/en/buying/', de: '/de/kaufbegleitung/' },
    sort: 5,
    showInMenu: true,
    name: { nl: 'Aankoop', fr: 'Achat', en: 'Buying', de: 'Kaufbegleitung' },
    title: {
      nl: 'Aankoopbegeleiding',
      fr: 'Accompagnement à l’achat',
      en: 'Buying with us',
      de: 'Kaufbegleitung',
    },
    seo: {
      nl: {
        metaTitle: 'Een woning kopen aan de kust | Kustvastgoed',
        metaDescription:
          'Zoeken, bezoeken, bieden, compromis en akte: zo begeleiden we uw aankoop in Gistel en Oostende, met 10% voorschot op onze derdenrekening.',
      },
      fr: {
        metaTitle: 'Acheter un bien à la Côte | Kustvastgoed',
        metaDescription:
          'Recherche, visites, offre, compromis et acte : notre accompagnement pour votre achat à Gistel et Ostende, acompte de 10 % sur notre compte de tiers.',
      },
      en: {
        metaTitle: 'Buying a home on the Belgian coast | Kustvastgoed',
        metaDescription:
          'Searching, viewings, offer, sale agreement and deed: how we guide your purchase in Gistel and Ostend, with a 10% deposit in our client account.',
      },
      de: {
        metaTitle: 'Immobilie an der Küste kaufen | Kustvastgoed',
        metaDescription:
          'Suche, Besichtigung, Angebot, Vorvertrag und Urkunde: So begleiten wir Ihren Kauf in Gistel und Ostende, mit 10 % Anzahlung auf unser Treuhandkonto.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [{ kind: 'article', articleKey: 'aankoop', view: 'full' }],
  },
  {
    key: 'demand-register',
    originalPath: '/demand-register/',
    paths: { nl: '/nl/zoekopdracht/', fr: '/fr/recherche/', en: '/en/search-alert/', de: '/de/suchauftrag/' },
    sort: 6,
    showInMenu: true,
    name: { nl: 'Zoekopdracht', fr: 'Votre recherche', en: 'Search alert', de: 'Suchauftrag' },
    title: {
      nl: 'Registreer uw zoekopdracht',
      fr: 'Enregistrez votre recherche',
      en: 'Register your search',
      de: 'Suchauftrag speichern',
    },
    seo: {
      nl: {
        metaTitle: 'Zoekopdracht registreren | Kustvastgoed',
        metaDescription:
          'Registreer wat u zoekt en krijg als eerste een e-mail bij nieuwe panden te koop of te huur in Gistel, Oostende en omgeving. Uitschrijven kan altijd.',
      },
      fr: {
        metaTitle: 'Enregistrer votre recherche | Kustvastgoed',
        metaDescription:
          'Indiquez ce que vous cherchez et recevez en premier un e-mail pour chaque nouveau bien à vendre ou à louer près de Gistel et Ostende. Désinscription libre.',
      },
      en: {
        metaTitle: 'Register your property search | Kustvastgoed',
        metaDescription:
          'Tell us what you are looking for and be the first to get an e-mail about new homes for sale or rent around Gistel and Ostend. Unsubscribe any time.',
      },
      de: {
        metaTitle: 'Suchauftrag speichern | Kustvastgoed',
        metaDescription:
          'Sagen Sie uns, was Sie suchen, und erhalten Sie als Erste eine E-Mail zu neuen Immobilien in Gistel und Ostende. Abmeldung jederzeit möglich.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [
      { kind: 'article', articleKey: 'demand-register-intro', view: 'full' },
      {
        kind: 'contact',
        title: {
          nl: 'Wat zoekt u?',
          fr: 'Que cherchez-vous ?',
          en: 'What are you looking for?',
          de: 'Was suchen Sie?',
        },
        showTitle: true,
        form: 'demand-register',
      },
    ],
  },
  {
    key: 'contact',
    originalPath: '/contact/',
    paths: { nl: '/nl/contact/', fr: '/fr/contact/', en: '/en/contact/', de: '/de/kontakt/' },
    sort: 7,
    showInMenu: true,
    name: { nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' },
    title: {
      nl: 'Contact',
      fr: 'Contact',
      en: 'Contact',
      de: 'Kontakt',
    },
    seo: {
      nl: {
        metaTitle: 'Contact | Kustvastgoed, Stationsstraat Gistel',
        metaDescription:
          'Bel 059 27 84 50, mail info@kustvastgoed.be of kom langs in de Stationsstraat 42 in Gistel. Bekijk onze kantooruren of stuur ons een bericht.',
      },
      fr: {
        metaTitle: 'Contact | Kustvastgoed, Stationsstraat Gistel',
        metaDescription:
          'Appelez le 059 27 84 50, écrivez à info@kustvastgoed.be ou passez au Stationsstraat 42 à Gistel. Nos heures d’ouverture et formulaire de contact.',
      },
      en: {
        metaTitle: 'Contact us | Kustvastgoed, Gistel',
        metaDescription:
          'Call +32 59 27 84 50, e-mail info@kustvastgoed.be or visit us at Stationsstraat 42, Gistel. See our office hours or send us a message.',
      },
      de: {
        metaTitle: 'Kontakt | Kustvastgoed, Gistel',
        metaDescription: 'Rufen Sie +32 59 27 84 50 an, schreiben Sie an info@kustvastgoed.be oder besuchen Sie uns in der Stationsstraat 42 in Gistel.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [
      { kind: 'article', articleKey: 'contact-intro', view: 'full' },
      {
        kind: 'contact',
        title: {
          nl: 'Stuur ons een bericht',
          fr: 'Envoyez-nous un message',
          en: 'Send us a message',
          de: 'Schreiben Sie uns',
        },
        showTitle: true,
        form: 'site-contact',
      },
    ],
  },

  // New-build projects: seeded out of the menu: the German desktop menu has no room for a seventh
  // entry at 1280 px; staff switch "Show in menu" on (and shorten a name) when they want it there. The
  // page, each project below it, the sitemap and the home search reach them anyway.
  {
    key: 'projects',
    originalPath: '/projects/',
    paths: { nl: '/nl/projecten/', fr: '/fr/projets/', en: '/en/projects/', de: '/de/projekte/' },
    sort: 15,
    showInMenu: false,
    name: { nl: 'Nieuwbouw', fr: 'Projets neufs', en: 'New builds', de: 'Neubau' },
    title: {
      nl: 'Nieuwbouwprojecten',
      fr: 'Projets de construction neuve',
      en: 'New-build projects',
      de: 'Neubauprojekte',
    },
    seo: {
      nl: {
        metaTitle: 'Nieuwbouwprojecten aan de kust | Kustvastgoed',
        metaDescription:
          'Nieuwbouwappartementen en -woningen in Gistel, Oostende en omgeving: bekijk de projecten, hun beschikbare units en vraag de brochure aan.',
      },
      fr: {
        metaTitle: 'Projets neufs à la côte | Kustvastgoed',
        metaDescription:
          'Appartements et maisons neufs à Gistel, Ostende et environs : découvrez les projets, leurs unités disponibles et demandez la brochure.',
      },
      en: {
        metaTitle: 'New-build projects on the coast | Kustvastgoed',
        metaDescription:
          'New-build flats and houses in Gistel, Ostend and the surrounding area: see the projects, their available units and ask for the brochure.',
      },
      de: {
        metaTitle: 'Neubauprojekte an der Küste | Kustvastgoed',
        metaDescription: 'Neubauwohnungen und -häuser in Gistel, Ostende und Umgebung: Projekte, verfügbare Einheiten und die Broschüre auf Anfrage.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [{ kind: 'project-list' }],
  },

  // ---------------------------------------------------------------------------------------------
  // Other pages (not in the main menu)
  // ---------------------------------------------------------------------------------------------
  {
    key: 'contact-demand',
    originalPath: '/contact-demand/',
    paths: {
      nl: '/nl/gratis-schatting/',
      fr: '/fr/estimation-gratuite/',
      en: '/en/free-valuation/',
      de: '/de/kostenlose-bewertung/',
    },
    sort: 8,
    showInMenu: false,
    name: {
      nl: 'Gratis schatting',
      fr: 'Estimation gratuite',
      en: 'Free valuation',
      de: 'Kostenlose Bewertung',
    },
    title: {
      nl: 'Gratis schatting van uw woning',
      fr: 'Estimation gratuite de votre bien',
      en: 'Free valuation of your home',
      de: 'Kostenlose Bewertung Ihrer Immobilie',
    },
    seo: {
      nl: {
        metaTitle: 'Gratis schatting van uw woning | Kustvastgoed',
        metaDescription:
          'Wat is uw woning waard? Een erkende makelaar schat uw huis of appartement in Gistel, Oostende en omgeving ter plaatse, gratis en vrijblijvend.',
      },
      fr: {
        metaTitle: 'Estimation gratuite de votre bien | Kustvastgoed',
        metaDescription:
          'Combien vaut votre bien ? Un agent agréé estime sur place votre maison ou appartement à Gistel, Ostende et environs, gratuitement et sans engagement.',
      },
      en: {
        metaTitle: 'Free home valuation | Kustvastgoed',
        metaDescription:
          'What is your home worth? A licensed agent values your house or flat in Gistel, Ostend or nearby on site, free of charge and without obligation.',
      },
      de: {
        metaTitle: 'Kostenlose Immobilienbewertung | Kustvastgoed',
        metaDescription:
          'Was ist Ihre Immobilie wert? Ein zugelassener Makler bewertet Ihr Haus oder Ihre Wohnung in Gistel und Ostende vor Ort, kostenlos und unverbindlich.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: true,
    bannerTitle: {
      nl: 'Wat is uw woning waard?',
      fr: 'Combien vaut votre bien ?',
      en: 'What is your home worth?',
      de: 'Was ist Ihre Immobilie wert?',
    },
    bannerDescription: {
      nl: 'Gratis en vrijblijvend, door een makelaar die uw buurt kent.',
      fr: 'Gratuitement et sans engagement, par un agent qui connaît votre quartier.',
      en: 'Free and without obligation, by an agent who knows your area.',
      de: 'Kostenlos und unverbindlich, von einem Makler, der Ihre Gegend kennt.',
    },
    type: 'page',
    modules: [
      { kind: 'article', articleKey: 'free-valuation-intro', view: 'full' },
      {
        kind: 'contact',
        title: {
          nl: 'Vraag uw schatting aan',
          fr: 'Demandez votre estimation',
          en: 'Request your valuation',
          de: 'Bewertung anfordern',
        },
        showTitle: true,
        form: 'contact-demand',
      },
    ],
  },
  {
    key: 'purchase-offer',
    originalPath: '/purchase-offer/',
    paths: {
      nl: '/nl/bod-doen/',
      fr: '/fr/faire-une-offre/',
      en: '/en/make-an-offer/',
      de: '/de/angebot-abgeben/',
    },
    sort: 29,
    showInMenu: false,
    name: {
      nl: 'Een bod doen',
      fr: 'Faire une offre',
      en: 'Make an offer',
      de: 'Ein Angebot abgeben',
    },
    title: {
      nl: 'Een bod doen op een pand',
      fr: 'Faire une offre sur un bien',
      en: 'Make an offer on a property',
      de: 'Ein Angebot für eine Immobilie abgeben',
    },
    seo: {
      nl: {
        metaTitle: 'Een bod doen | Kustvastgoed',
        metaDescription:
          'Doe online een schriftelijk bod op een pand van Kustvastgoed: bedrag, geldigheid, voorwaarden en kopers. Wij bezorgen het aan de verkopers.',
      },
      fr: {
        metaTitle: 'Faire une offre | Kustvastgoed',
        metaDescription:
          'Faites en ligne une offre écrite sur un bien de Kustvastgoed : montant, validité, conditions et acheteurs. Nous la transmettons aux vendeurs.',
      },
      en: {
        metaTitle: 'Make an offer | Kustvastgoed',
        metaDescription: 'Make a written offer online on a Kustvastgoed property: amount, validity, conditions and buyers. We pass it on to the sellers.',
      },
      de: {
        metaTitle: 'Ein Angebot abgeben | Kustvastgoed',
        metaDescription:
          'Geben Sie online ein schriftliches Angebot für eine Immobilie von Kustvastgoed ab: Betrag, Gültigkeit, Bedingungen und Käufer. Wir leiten es an die Verkäufer weiter.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [
      {
        kind: 'contact',
        title: {
          nl: 'Uw schriftelijk bod',
          fr: 'Votre offre écrite',
          en: 'Your written offer',
          de: 'Ihr schriftliches Angebot',
        },
        showTitle: true,
        description: {
          nl: 'Vul het bedrag in cijfers in: het bedrag in letters schrijven we voor u uit. Wij bezorgen uw bod aan de verkopers en houden u op de hoogte.',
          fr: 'Indiquez le montant en chiffres : nous l’écrivons en lettres pour vous. Nous transmettons votre offre aux vendeurs et vous tenons informé.',
          en: 'Enter the amount in figures: we write it out in words for you. We pass your offer on to the sellers and keep you informed.',
          de: 'Geben Sie den Betrag in Ziffern ein: Wir schreiben ihn für Sie in Worten aus. Wir leiten Ihr Angebot an die Verkäufer weiter und halten Sie auf dem Laufenden.',
        },
        form: 'purchase-offer',
      },
    ],
  },
  {
    key: 'contact-appointment',
    originalPath: '/contact-appointment/',
    paths: {
      nl: '/nl/bezoek-plannen/',
      fr: '/fr/planifier-une-visite/',
      en: '/en/book-a-viewing/',
      de: '/de/besichtigung-planen/',
    },
    sort: 31,
    showInMenu: false,
    name: {
      nl: 'Plan een bezoek',
      fr: 'Planifier une visite',
      en: 'Book a viewing',
      de: 'Besichtigung planen',
    },
    title: {
      nl: 'Plan een bezoek aan een pand',
      fr: 'Planifier la visite d’un bien',
      en: 'Book a viewing of a property',
      de: 'Eine Besichtigung planen',
    },
    seo: {
      nl: {
        metaTitle: 'Plan een bezoek | Kustvastgoed',
        metaDescription: 'Kies online een dag en een tijdstip om een pand van Kustvastgoed te bezoeken. U krijgt meteen een bevestiging per e-mail.',
      },
      fr: {
        metaTitle: 'Planifier une visite | Kustvastgoed',
        metaDescription:
          'Choisissez en ligne un jour et une plage horaire pour visiter un bien de Kustvastgoed. Vous recevez aussitôt une confirmation par e-mail.',
      },
      en: {
        metaTitle: 'Book a viewing | Kustvastgoed',
        metaDescription: 'Choose a day and a time slot online to view a Kustvastgoed property. You receive a confirmation by e-mail straight away.',
      },
      de: {
        metaTitle: 'Besichtigung planen | Kustvastgoed',
        metaDescription:
          'Wählen Sie online einen Tag und ein Zeitfenster für die Besichtigung einer Immobilie von Kustvastgoed. Sie erhalten sofort eine Bestätigung per E-Mail.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [
      {
        kind: 'contact',
        title: {
          nl: 'Kies uw dag en tijdstip',
          fr: 'Choisissez votre jour et votre plage horaire',
          en: 'Choose your day and time',
          de: 'Wählen Sie Tag und Uhrzeit',
        },
        showTitle: true,
        description: {
          nl: 'Uw bezoek ligt vast zodra u het formulier verstuurt; u krijgt een bevestiging per e-mail. Lukt het toch niet, bel ons dan even.',
          fr: 'Votre visite est fixée dès l’envoi du formulaire ; vous recevez une confirmation par e-mail. Un empêchement ? Appelez-nous.',
          en: 'Your viewing is booked as soon as you send the form; you receive a confirmation by e-mail. Cannot make it after all? Just give us a call.',
          de: 'Ihre Besichtigung steht fest, sobald Sie das Formular senden; Sie erhalten eine Bestätigung per E-Mail. Kommt etwas dazwischen, rufen Sie uns einfach an.',
        },
        form: 'contact-appointment',
      },
    ],
  },
  {
    key: 'rental-application',
    originalPath: '/rental-application/',
    paths: {
      nl: '/nl/kandidaat-huurder/',
      fr: '/fr/candidature-locataire/',
      en: '/en/apply-to-rent/',
      de: '/de/mietbewerbung/',
    },
    sort: 32,
    showInMenu: false,
    name: {
      nl: 'Kandidaat-huurder worden',
      fr: 'Poser ma candidature',
      en: 'Apply to rent',
      de: 'Als Mieter bewerben',
    },
    title: {
      nl: 'Kandidaat-huurder worden',
      fr: 'Poser sa candidature pour une location',
      en: 'Apply to rent a property',
      de: 'Als Mieter bewerben',
    },
    seo: {
      nl: {
        metaTitle: 'Kandidaat-huurder worden | Kustvastgoed',
        metaDescription:
          'Stel u online kandidaat voor een huurpand van Kustvastgoed: uw gezin, huisdieren, verhuisdatum en inkomen, met uw cv of bewijs van inkomen.',
      },
      fr: {
        metaTitle: 'Poser ma candidature de locataire | Kustvastgoed',
        metaDescription:
          'Posez en ligne votre candidature pour un bien à louer de Kustvastgoed : ménage, animaux, date d’emménagement et revenus, avec CV ou preuve de revenus.',
      },
      en: {
        metaTitle: 'Apply to rent | Kustvastgoed',
        metaDescription: 'Apply online for a Kustvastgoed rental: your household, pets, moving date and income, with your CV or proof of income attached.',
      },
      de: {
        metaTitle: 'Als Mieter bewerben | Kustvastgoed',
        metaDescription:
          'Bewerben Sie sich online für eine Mietimmobilie von Kustvastgoed: Haushalt, Haustiere, Einzugsdatum und Einkommen, mit Lebenslauf oder Einkommensnachweis.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [
      {
        kind: 'contact',
        title: {
          nl: 'Uw kandidatuur',
          fr: 'Votre candidature',
          en: 'Your application',
          de: 'Ihre Bewerbung',
        },
        showTitle: true,
        description: {
          nl: 'Vertel ons wie er komt wonen en voeg gerust uw cv of een bewijs van inkomen toe. Uw documenten zien alleen onze medewerkers; we wissen ze samen met uw kandidatuur.',
          fr: 'Dites-nous qui viendra habiter le bien et joignez si vous le souhaitez votre CV ou une preuve de revenus. Seule notre équipe voit vos documents ; nous les effaçons avec votre candidature.',
          en: 'Tell us who will live in the property and feel free to add your CV or proof of income. Only our staff see your documents; we erase them together with your application.',
          de: 'Sagen Sie uns, wer einziehen wird, und fügen Sie gern Ihren Lebenslauf oder einen Einkommensnachweis bei. Nur unser Team sieht Ihre Unterlagen; wir löschen sie zusammen mit Ihrer Bewerbung.',
        },
        form: 'rental-application',
      },
    ],
  },
  {
    key: 'favourites',
    originalPath: '/favourites/',
    paths: {
      nl: '/nl/favorieten/',
      fr: '/fr/favoris/',
      en: '/en/favourites/',
      de: '/de/favoriten/',
    },
    sort: 33,
    showInMenu: false,
    name: { nl: 'Favorieten', fr: 'Favoris', en: 'Favourites', de: 'Favoriten' },
    title: { nl: 'Mijn favorieten', fr: 'Mes favoris', en: 'My favourites', de: 'Meine Favoriten' },
    seo: {
      nl: {
        metaTitle: 'Mijn favorieten | Kustvastgoed',
        metaDescription: 'De panden die u met het hartje bewaarde, en ze naast elkaar vergelijken. Uw favorieten blijven in uw eigen browser.',
      },
      fr: {
        metaTitle: 'Mes favoris | Kustvastgoed',
        metaDescription: 'Les biens que vous avez gardés avec le cœur, et leur comparaison côte à côte. Vos favoris restent dans votre propre navigateur.',
      },
      en: {
        metaTitle: 'My favourites | Kustvastgoed',
        metaDescription: 'The properties you saved with the heart, and comparing them side by side. Your favourites stay in your own browser.',
      },
      de: {
        metaTitle: 'Meine Favoriten | Kustvastgoed',
        metaDescription:
          'Die Immobilien, die Sie mit dem Herz gemerkt haben, und ihr Vergleich nebeneinander. Ihre Favoriten bleiben in Ihrem eigenen Browser.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [
      {
        kind: 'favourites',
        description: {
          nl: 'Uw favorieten worden alleen in deze browser bewaard: we krijgen ze niet te zien en u hebt geen account nodig. Kies er tot vier om ze naast elkaar te vergelijken.',
          fr: 'Vos favoris sont gardés uniquement dans ce navigateur : nous ne les voyons pas et aucun compte n’est nécessaire. Choisissez-en jusqu’à quatre pour les comparer côte à côte.',
          en: 'Your favourites are kept in this browser only: we never see them and you need no account. Choose up to four to compare them side by side.',
          de: 'Ihre Favoriten werden nur in diesem Browser gespeichert: Wir sehen sie nicht, und Sie brauchen kein Konto. Wählen Sie bis zu vier aus, um sie nebeneinander zu vergleichen.',
        },
      },
    ],
  },
  {
    key: 'renovation-calculator',
    originalPath: '/renovation-calculator/',
    paths: {
      nl: '/nl/renovatiecalculator/',
      fr: '/fr/calculateur-renovation/',
      en: '/en/renovation-calculator/',
      de: '/de/renovierungsrechner/',
    },
    parentKey: 'services',
    sort: 34,
    showInMenu: true,
    name: { nl: 'Renovatiecalculator', fr: 'Calculateur de rénovation', en: 'Renovation calculator', de: 'Renovierungsrechner' },
    title: {
      nl: 'Wat kost een renovatie?',
      fr: 'Combien coûte une rénovation ?',
      en: 'What does a renovation cost?',
      de: 'Was kostet eine Renovierung?',
    },
    seo: {
      nl: {
        metaTitle: 'Renovatiecalculator: kosten en EPC-label | Kustvastgoed',
        metaDescription:
          'Bereken wat isolatie, beglazing, een warmtepomp of zonnepanelen kosten, welk EPC-label uw woning daarna haalt en wat de renovatieplicht vraagt.',
      },
      fr: {
        metaTitle: 'Calculateur de rénovation : coût et label PEB | Kustvastgoed',
        metaDescription:
          'Calculez le coût de l’isolation, du vitrage, d’une pompe à chaleur ou de panneaux solaires, le label PEB atteint et ce qu’exige l’obligation de rénovation.',
      },
      en: {
        metaTitle: 'Renovation cost calculator: costs and EPC label | Kustvastgoed',
        metaDescription:
          'Work out what insulation, glazing, a heat pump or solar panels cost, the EPC label your home reaches afterwards and what the renovation obligation asks.',
      },
      de: {
        metaTitle: 'Renovierungsrechner: Kosten und EPC-Label | Kustvastgoed',
        metaDescription:
          'Berechnen Sie, was Dämmung, Verglasung, eine Wärmepumpe oder Solarmodule kosten, welches EPC-Label Ihr Haus danach erreicht und was die Renovierungspflicht verlangt.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [
      {
        kind: 'renovation-calculator',
        description: {
          nl: 'Kies uw woning en de werken die u overweegt. U krijgt een prijsvork, het verwachte EPC-label na de werken en wat de renovatieplicht voor u betekent. Het is een raming, geen offerte.',
          fr: 'Choisissez votre habitation et les travaux envisagés. Vous obtenez une fourchette de prix, le label PEB attendu après les travaux et ce que l’obligation de rénovation implique pour vous. C’est une estimation, pas un devis.',
          en: 'Choose your home and the works you are considering. You get a price range, the EPC label to expect after the works and what the renovation obligation means for you. It is an estimate, not a quote.',
          de: 'Wählen Sie Ihre Wohnung und die geplanten Arbeiten. Sie erhalten eine Preisspanne, das nach den Arbeiten zu erwartende EPC-Label und was die Renovierungspflicht für Sie bedeutet. Es ist eine Schätzung, kein Angebot.',
        },
      },
    ],
  },
  {
    key: 'team',
    originalPath: '/services/team/',
    paths: { nl: '/nl/service/ons-team/', fr: '/fr/services/notre-equipe/', en: '/en/services/our-team/', de: '/de/dienstleistungen/unser-team/' },
    parentKey: 'services',
    sort: 35,
    showInMenu: true,
    name: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' },
    title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' },
    description: {
      nl: 'Maak kennis met de mensen achter Kustvastgoed: wie schat uw woning, wie begeleidt uw verkoop of verhuur en wie neemt de telefoon op.',
      fr: 'Faites connaissance avec l’équipe de Kustvastgoed : qui estime votre bien, qui accompagne votre vente ou location et qui décroche le téléphone.',
      en: 'Meet the people behind Kustvastgoed: who values your home, who looks after your sale or letting and who answers the phone.',
      de: 'Lernen Sie das Team von Kustvastgoed kennen: wer Ihr Haus bewertet, wer Ihren Verkauf oder Ihre Vermietung begleitet und wer ans Telefon geht.',
    },
    seo: {
      nl: {
        metaTitle: 'Ons team | Kustvastgoed Gistel',
        metaDescription:
          'De makelaars en medewerkers van Kustvastgoed in Gistel: hun rol, telefoonnummer en e-mailadres. Bel of mail rechtstreeks de juiste persoon.',
      },
      fr: {
        metaTitle: 'Notre équipe | Kustvastgoed',
        metaDescription:
          'Les agents et collaborateurs de Kustvastgoed à Gistel : leur rôle, leur téléphone et leur e-mail. Contactez directement la bonne personne.',
      },
      en: {
        metaTitle: 'Our team | Kustvastgoed',
        metaDescription:
          'The agents and staff of Kustvastgoed in Gistel: their role, phone number and e-mail address. Call or e-mail the right person directly.',
      },
      de: {
        metaTitle: 'Unser Team | Kustvastgoed',
        metaDescription:
          'Die Makler und Mitarbeiter von Kustvastgoed in Gistel: ihre Aufgabe, Telefonnummer und E-Mail-Adresse. Erreichen Sie direkt die richtige Person.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [{ kind: 'category', categoryKey: 'team', view: 'team', itemsPerRow: 4 }],
  },
  {
    key: 'testimonials',
    originalPath: '/services/testimonials/',
    paths: {
      nl: '/nl/service/getuigenissen/',
      fr: '/fr/services/temoignages/',
      en: '/en/services/testimonials/',
      de: '/de/dienstleistungen/kundenstimmen/',
    },
    parentKey: 'services',
    sort: 36,
    showInMenu: true,
    name: { nl: 'Getuigenissen', fr: 'Témoignages', en: 'Testimonials', de: 'Kundenstimmen' },
    title: { nl: 'Wat klanten zeggen', fr: 'Ce que disent nos clients', en: 'What our clients say', de: 'Was unsere Kunden sagen' },
    description: {
      nl: 'Verkopers, kopers en verhuurders over hun ervaring met Kustvastgoed. Werkten we ook voor u? Laat hieronder uw getuigenis achter.',
      fr: 'Vendeurs, acheteurs et bailleurs racontent leur expérience avec Kustvastgoed. Nous avons travaillé pour vous ? Laissez votre témoignage ci-dessous.',
      en: 'Sellers, buyers and landlords on their experience with Kustvastgoed. Have we worked for you too? Leave your testimonial below.',
      de: 'Verkäufer, Käufer und Vermieter über ihre Erfahrungen mit Kustvastgoed. Haben wir auch für Sie gearbeitet? Hinterlassen Sie unten Ihren Erfahrungsbericht.',
    },
    seo: {
      nl: {
        metaTitle: 'Getuigenissen van klanten | Kustvastgoed Gistel',
        metaDescription: 'Lees wat verkopers, kopers en verhuurders uit Gistel, Oostende en omgeving over Kustvastgoed zeggen, en deel zelf uw ervaring.',
      },
      fr: {
        metaTitle: 'Témoignages de clients | Kustvastgoed',
        metaDescription:
          'Découvrez ce que vendeurs, acheteurs et bailleurs de Gistel, Ostende et environs disent de Kustvastgoed, et partagez votre expérience.',
      },
      en: {
        metaTitle: 'Client testimonials | Kustvastgoed',
        metaDescription: 'Read what sellers, buyers and landlords from Gistel, Ostend and the area say about Kustvastgoed, and share your own experience.',
      },
      de: {
        metaTitle: 'Kundenstimmen | Kustvastgoed',
        metaDescription:
          'Lesen Sie, was Verkäufer, Käufer und Vermieter aus Gistel, Ostende und Umgebung über Kustvastgoed sagen, und teilen Sie Ihre Erfahrung.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [
      { kind: 'category', categoryKey: 'testimonials', view: 'testimonials', maxItems: 12 },
      {
        kind: 'contact',
        title: { nl: 'Deel uw ervaring', fr: 'Partagez votre expérience', en: 'Share your experience', de: 'Teilen Sie Ihre Erfahrung' },
        showTitle: true,
        description: {
          nl: 'We lezen elke getuigenis na voor we ze publiceren. Uw e-mailadres publiceren we nooit.',
          fr: 'Nous relisons chaque témoignage avant de le publier. Nous ne publions jamais votre adresse e-mail.',
          en: 'We read every testimonial before publishing it. We never publish your e-mail address.',
          de: 'Wir lesen jeden Erfahrungsbericht, bevor wir ihn veröffentlichen. Ihre E-Mail-Adresse veröffentlichen wir nie.',
        },
        form: 'testimonial',
      },
    ],
  },
  {
    key: 'onze-diensten',
    originalPath: '/onze-diensten/',
    paths: {
      nl: '/nl/onze-diensten/',
      fr: '/fr/nos-services/',
      en: '/en/our-services/',
      de: '/de/unsere-leistungen/',
    },
    sort: 9,
    showInMenu: false,
    name: { nl: 'Onze diensten', fr: 'Nos services', en: 'Our services', de: 'Unsere Leistungen' },
    title: { nl: 'Onze diensten', fr: 'Nos services', en: 'Our services', de: 'Unsere Leistungen' },
    seo: {
      nl: {
        metaTitle: 'Onze diensten: verkopen, verhuren, kopen | Kustvastgoed',
        metaDescription:
          'Ontdek hoe Kustvastgoed u helpt bij het verkopen, verhuren of aankopen van vastgoed in Gistel, Oostende en omgeving. Persoonlijk en volledig.',
      },
      fr: {
        metaTitle: 'Nos services : vendre, louer, acheter | Kustvastgoed',
        metaDescription:
          'Découvrez comment Kustvastgoed vous aide à vendre, louer ou acheter un bien à Gistel, Ostende et environs. Un accompagnement personnel et complet.',
      },
      en: {
        metaTitle: 'Our services: selling, letting, buying | Kustvastgoed',
        metaDescription:
          'See how Kustvastgoed helps you sell, let or buy property in Gistel, Ostend and the surrounding area. Personal, complete support from start to finish.',
      },
      de: {
        metaTitle: 'Verkaufen, vermieten, kaufen | Kustvastgoed',
        metaDescription:
          'So hilft Ihnen Kustvastgoed beim Verkauf, bei der Vermietung oder beim Kauf einer Immobilie in Gistel, Ostende und Umgebung. Persönlich und umfassend.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: true,
    bannerTitle: { nl: 'Onze diensten', fr: 'Nos services', en: 'Our services', de: 'Unsere Leistungen' },
    bannerDescription: {
      nl: 'Verkopen, verhuren of kopen: wij begeleiden u bij elke stap.',
      fr: 'Vendre, louer ou acheter : nous vous accompagnons à chaque étape.',
      en: 'Selling, letting or buying: we guide you every step of the way.',
      de: 'Verkaufen, vermieten oder kaufen: Wir begleiten Sie bei jedem Schritt.',
    },
    type: 'page',
    modules: [{ kind: 'category', categoryKey: 'services', view: 'list' }],
  },
  {
    key: 'u-verhuurt',
    originalPath: '/onze-diensten/u-verhuurt/',
    paths: {
      nl: '/nl/onze-diensten/u-verhuurt/',
      fr: '/fr/nos-services/vous-louez/',
      en: '/en/our-services/letting/',
      de: '/de/unsere-leistungen/vermieten/',
    },
    parentKey: 'onze-diensten',
    sort: 1,
    showInMenu: false,
    name: { nl: 'U verhuurt', fr: 'Vous louez', en: 'Letting', de: 'Sie vermieten' },
    title: {
      nl: 'U verhuurt',
      fr: 'Vous mettez votre bien en location',
      en: 'Letting your property',
      de: 'Sie vermieten',
    },
    seo: {
      nl: {
        metaTitle: 'Uw woning verhuren aan de kust | Kustvastgoed',
        metaDescription:
          'Screening van huurders, huurcontract en registratie, waarborg van maximaal 3 maanden, plaatsbeschrijving en beheer: wij regelen uw verhuur.',
      },
      fr: {
        metaTitle: 'Mettre votre bien en location | Kustvastgoed',
        metaDescription:
          'Sélection des locataires, bail et enregistrement, garantie de 3 mois maximum, état des lieux et gestion : nous nous occupons de votre location.',
      },
      en: {
        metaTitle: 'Letting your property on the coast | Kustvastgoed',
        metaDescription:
          'Tenant screening, lease and registration, a deposit of up to 3 months’ rent, check-in inventory and management: we take care of your letting.',
      },
      de: {
        metaTitle: 'Ihre Immobilie vermieten | Kustvastgoed',
        metaDescription:
          'Mieterprüfung, Mietvertrag und Registrierung, Kaution bis 3 Monatsmieten, Übergabeprotokoll und Verwaltung: Wir kümmern uns um Ihre Vermietung.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [{ kind: 'article', articleKey: 'u-verhuurt', view: 'full' }],
  },
  {
    key: 'u-verkoopt',
    originalPath: '/onze-diensten/u-verkoopt/',
    paths: {
      nl: '/nl/onze-diensten/u-verkoopt/',
      fr: '/fr/nos-services/vous-vendez/',
      en: '/en/our-services/selling/',
      de: '/de/unsere-leistungen/verkaufen/',
    },
    parentKey: 'onze-diensten',
    sort: 2,
    showInMenu: false,
    name: { nl: 'U verkoopt', fr: 'Vous vendez', en: 'Selling', de: 'Sie verkaufen' },
    title: {
      nl: 'U verkoopt',
      fr: 'Vous vendez votre bien',
      en: 'Selling your property',
      de: 'Sie verkaufen',
    },
    seo: {
      nl: {
        metaTitle: 'Uw woning verkopen in Gistel of Oostende | Kustvastgoed',
        metaDescription: 'Gratis schatting, EPC, asbestattest, stedenbouwkundige info, foto’s, bezoeken, compromis en notaris: zo verkopen wij uw woning.',
      },
      fr: {
        metaTitle: 'Vendre votre bien à Gistel ou Ostende | Kustvastgoed',
        metaDescription:
          'Estimation gratuite, PEB, attestation amiante, renseignements urbanistiques, photos, visites, compromis et notaire : voici comment nous vendons votre bien.',
      },
      en: {
        metaTitle: 'Selling your home in Gistel or Ostend | Kustvastgoed',
        metaDescription:
          'Free valuation, EPC, asbestos certificate, planning information, photos, viewings, sale agreement and notary: this is how we sell your home.',
      },
      de: {
        metaTitle: 'Immobilie in Gistel oder Ostende verkaufen | Kustvastgoed',
        metaDescription:
          'Bewertung, Energieausweis, Asbestbescheinigung, städtebauliche Auskünfte, Fotos, Besichtigungen, Vorvertrag, Notar: So verkaufen wir Ihre Immobilie.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [{ kind: 'article', articleKey: 'u-verkoopt', view: 'full' }],
  },
  {
    key: 'tips',
    originalPath: '/tips/',
    paths: { nl: '/nl/tips/', fr: '/fr/conseils/', en: '/en/tips/', de: '/de/tipps/' },
    sort: 10,
    showInMenu: false,
    name: { nl: 'Tips', fr: 'Conseils', en: 'Tips', de: 'Tipps' },
    title: {
      nl: 'Tips voor kopers en verkopers',
      fr: 'Conseils pour acheteurs et vendeurs',
      en: 'Tips for buyers and sellers',
      de: 'Tipps für Käufer und Verkäufer',
    },
    seo: {
      nl: {
        metaTitle: 'EPC, overstromingsscores en afkortingen | Kustvastgoed',
        metaDescription:
          'Renovatieplicht bij label E of F (label D binnen 5 jaar), de P- en G-score en de stedenbouwkundige afkortingen Vg, Wg, Vkr en Vv uitgelegd.',
      },
      fr: {
        metaTitle: 'PEB, scores d’inondation et abréviations | Kustvastgoed',
        metaDescription:
          'Obligation de rénovation pour les labels E et F (label D en 5 ans), scores P et G et abréviations urbanistiques Vg, Wg, Vkr et Vv expliqués.',
      },
      en: {
        metaTitle: 'EPC, flood scores and planning terms | Kustvastgoed',
        metaDescription:
          'The renovation obligation for labels E and F (label D within 5 years), the P- and G-scores and planning abbreviations like Vg, Wg, Vkr and Vv explained.',
      },
      de: {
        metaTitle: 'EPC, Hochwasser-Scores, Abkürzungen | Kustvastgoed',
        metaDescription:
          'Renovierungspflicht bei Label E oder F (Label D innerhalb von 5 Jahren), P- und G-Score und die Abkürzungen Vg, Wg, Vkr und Vv erklärt.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [{ kind: 'article', articleKey: 'tips', view: 'full' }],
  },
  {
    key: 'login',
    originalPath: '/login/',
    paths: { nl: '/nl/login/', fr: '/fr/connexion/', en: '/en/login/', de: '/de/anmelden/' },
    sort: 11,
    showInMenu: false,
    name: { nl: 'Eigenaars login', fr: 'Espace propriétaires', en: 'Owner login', de: 'Eigentümer-Login' },
    title: {
      nl: 'Eigenaars login',
      fr: 'Espace propriétaires',
      en: 'Owner login',
      de: 'Eigentümer-Login',
    },
    seo: {
      nl: {
        metaTitle: 'Eigenaars login | Kustvastgoed',
        metaDescription:
          'Log in als eigenaar en volg per pand de bezoeken aan uw advertentie, de geplande bezoeken, de communicatie en de documenten van uw dossier.',
      },
      fr: {
        metaTitle: 'Espace propriétaires | Kustvastgoed',
        metaDescription:
          'Connectez-vous en tant que propriétaire et suivez, bien par bien, les consultations de votre annonce, les visites, les échanges et vos documents.',
      },
      en: {
        metaTitle: 'Owner login | Kustvastgoed',
        metaDescription:
          'Log in as an owner to follow your listing’s views, scheduled viewings, communications and the documents in your file, property by property.',
      },
      de: {
        metaTitle: 'Eigentümer-Login | Kustvastgoed',
        metaDescription:
          'Melden Sie sich als Eigentümer an und verfolgen Sie je Immobilie Aufrufe Ihrer Anzeige, Besichtigungen, Kommunikation und Unterlagen.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'login',
    // The form first: an owner comes to log in; the intro (what the portal shows) follows it.
    modules: [
      { kind: 'contact', form: 'owner-login' },
      { kind: 'article', articleKey: 'login-intro', view: 'full' },
    ],
  },
  {
    key: 'privacy',
    originalPath: '/privacy/',
    paths: { nl: '/nl/privacy/', fr: '/fr/vie-privee/', en: '/en/privacy/', de: '/de/datenschutz/' },
    sort: 12,
    showInMenu: false,
    name: { nl: 'Privacy', fr: 'Vie privée', en: 'Privacy', de: 'Datenschutz' },
    title: {
      nl: 'Privacyverklaring',
      fr: 'Déclaration de confidentialité',
      en: 'Privacy statement',
      de: 'Datenschutzerklärung',
    },
    seo: {
      nl: {
        metaTitle: 'Privacyverklaring | Kustvastgoed',
        metaDescription: 'Welke persoonsgegevens Kustvastgoed verwerkt, waarom, hoe lang we ze bewaren en hoe u uw rechten onder de AVG uitoefent.',
      },
      fr: {
        metaTitle: 'Déclaration de confidentialité | Kustvastgoed',
        metaDescription:
          'Quelles données personnelles Kustvastgoed traite, pourquoi, combien de temps nous les conservons et comment exercer vos droits selon le RGPD.',
      },
      en: {
        metaTitle: 'Privacy statement | Kustvastgoed',
        metaDescription: 'Which personal data Kustvastgoed processes, why, how long we keep it and how to exercise your rights under the GDPR.',
      },
      de: {
        metaTitle: 'Datenschutzerklärung | Kustvastgoed',
        metaDescription:
          'Welche personenbezogenen Daten Kustvastgoed verarbeitet, warum, wie lange wir sie speichern und wie Sie Ihre Rechte nach der DSGVO ausüben.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [{ kind: 'article', articleKey: 'privacy', view: 'full' }],
  },
  {
    key: 'cookie-policy',
    originalPath: '/Cookie-policy/',
    paths: {
      nl: '/nl/cookiebeleid/',
      fr: '/fr/politique-cookies/',
      en: '/en/cookie-policy/',
      de: '/de/cookie-richtlinie/',
    },
    sort: 13,
    showInMenu: false,
    name: { nl: 'Cookiebeleid', fr: 'Politique cookies', en: 'Cookie policy', de: 'Cookie-Richtlinie' },
    title: {
      nl: 'Cookiebeleid',
      fr: 'Politique en matière de cookies',
      en: 'Cookie policy',
      de: 'Cookie-Richtlinie',
    },
    seo: {
      nl: {
        metaTitle: 'Cookiebeleid | Kustvastgoed',
        metaDescription:
          'Strikt noodzakelijke, analytische, marketing-, socialemedia- en niet-geclassificeerde cookies: wat ze doen en hoe u uw keuze wijzigt.',
      },
      fr: {
        metaTitle: 'Politique en matière de cookies | Kustvastgoed',
        metaDescription: 'Cookies strictement nécessaires, analytiques, marketing, réseaux sociaux et non classés : leur rôle et comment modifier votre choix.',
      },
      en: {
        metaTitle: 'Cookie policy | Kustvastgoed',
        metaDescription:
          'Strictly necessary, analytical, marketing, social media and unclassified cookies: what they do and how to change your choice at any time.',
      },
      de: {
        metaTitle: 'Cookie-Richtlinie | Kustvastgoed',
        metaDescription:
          'Unbedingt erforderliche, Analyse-, Marketing-, Social-Media- und nicht klassifizierte Cookies: wozu sie dienen und wie Sie Ihre Wahl ändern.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [
      { kind: 'article', articleKey: 'cookie-policy', view: 'full' },
      {
        kind: 'cookie-list',
        title: { nl: 'Welke cookies gebruiken we?', fr: 'Quels cookies utilisons-nous ?', en: 'Which cookies do we use?', de: 'Welche Cookies verwenden wir?' },
      },
    ],
  },
  {
    key: 'disclaimer',
    originalPath: '/Disclaimer/',
    paths: {
      nl: '/nl/disclaimer/',
      fr: '/fr/clause-de-non-responsabilite/',
      en: '/en/disclaimer/',
      de: '/de/haftungsausschluss/',
    },
    sort: 14,
    showInMenu: false,
    name: {
      nl: 'Disclaimer',
      fr: 'Clause de non-responsabilité',
      en: 'Disclaimer',
      de: 'Haftungsausschluss',
    },
    title: {
      nl: 'Disclaimer',
      fr: 'Clause de non-responsabilité',
      en: 'Disclaimer',
      de: 'Haftungsausschluss',
    },
    seo: {
      nl: {
        metaTitle: 'Disclaimer | Kustvastgoed',
        metaDescription:
          'Voorwaarden voor het gebruik van de website van Kustvastgoed: informatie over panden, prijzen, aansprakelijkheid en intellectuele eigendom.',
      },
      fr: {
        metaTitle: 'Clause de non-responsabilité | Kustvastgoed',
        metaDescription: 'Conditions d’utilisation du site de Kustvastgoed : informations sur les biens, prix, responsabilité et propriété intellectuelle.',
      },
      en: {
        metaTitle: 'Disclaimer | Kustvastgoed',
        metaDescription: 'Terms of use of the Kustvastgoed website: property information, prices, liability and intellectual property.',
      },
      de: {
        metaTitle: 'Haftungsausschluss | Kustvastgoed',
        metaDescription: 'Nutzungsbedingungen der Website von Kustvastgoed: Angaben zu Immobilien, Preise, Haftung und geistiges Eigentum.',
      },
    },
    showBreadcrumb: true,
    showPageBanner: false,
    type: 'page',
    modules: [{ kind: 'article', articleKey: 'disclaimer', view: 'full' }],
  },

  // ---------------------------------------------------------------------------------------------
  // Thank-you pages (one per contact form)
  // ---------------------------------------------------------------------------------------------
  thankYouPage(
    'contact-me',
    20,
    {
      nl: 'We hebben uw vraag goed ontvangen. Een van onze makelaars belt u terug in het tijdslot dat u koos, meestal binnen één werkdag. Houd de referentie van het pand bij de hand.',
      fr: 'Nous avons bien reçu votre demande. Un de nos agents vous rappellera dans la plage horaire choisie, en général dans un délai d’un jour ouvrable. Gardez la référence du bien à portée de main.',
      en: 'We have received your request. One of our agents will call you back in the time slot you chose, usually within one working day. Please keep the property reference to hand.',
      de: 'Wir haben Ihre Anfrage erhalten. Einer unserer Makler ruft Sie im gewählten Zeitfenster zurück, in der Regel innerhalb eines Werktages. Halten Sie bitte die Referenz der Immobilie bereit.',
    },
    {
      nl: {
        metaTitle: 'Bedankt, we bellen u terug | Kustvastgoed',
        metaDescription: 'Uw vraag over een pand is goed ontvangen. Een makelaar van Kustvastgoed belt u terug in het tijdslot dat u koos.',
      },
      fr: {
        metaTitle: 'Merci, nous vous rappelons | Kustvastgoed',
        metaDescription: 'Votre demande concernant un bien nous est bien parvenue. Un agent de Kustvastgoed vous rappelle dans la plage horaire choisie.',
      },
      en: {
        metaTitle: 'Thank you, we will call you back | Kustvastgoed',
        metaDescription: 'We have received your question about a property. A Kustvastgoed agent will call you back in the time slot you chose.',
      },
      de: {
        metaTitle: 'Danke, wir rufen Sie zurück | Kustvastgoed',
        metaDescription: 'Ihre Anfrage zu einer Immobilie ist angekommen. Ein Makler von Kustvastgoed ruft Sie im gewählten Zeitfenster zurück.',
      },
    },
  ),
  thankYouPage(
    'contact-appointment',
    21,
    {
      nl: 'Uw bezoek is vastgelegd op de dag en het tijdstip die u koos. U krijgt een bevestiging per e-mail. Kunt u toch niet komen, laat het ons dan weten: zo geven we uw plaats aan een andere kandidaat.',
      fr: 'Votre visite est fixée au jour et à la plage horaire choisis. Vous recevez une confirmation par e-mail. Un empêchement ? Prévenez-nous : nous donnerons votre place à un autre candidat.',
      en: 'Your viewing is booked on the day and in the time slot you chose. You will receive a confirmation by e-mail. If you cannot come after all, please let us know so we can give your place to another candidate.',
      de: 'Ihre Besichtigung ist für den gewählten Tag und das gewählte Zeitfenster eingeplant. Sie erhalten eine Bestätigung per E-Mail. Können Sie doch nicht kommen, sagen Sie uns bitte Bescheid: Dann geben wir Ihren Platz an einen anderen Interessenten.',
    },
    {
      nl: {
        metaTitle: 'Bedankt, uw bezoek is vastgelegd | Kustvastgoed',
        metaDescription: 'Uw bezoek is vastgelegd. U krijgt een bevestiging per e-mail.',
      },
      fr: {
        metaTitle: 'Merci, votre visite est fixée | Kustvastgoed',
        metaDescription: 'Votre visite est fixée. Vous recevez une confirmation par e-mail.',
      },
      en: {
        metaTitle: 'Thank you, your viewing is booked | Kustvastgoed',
        metaDescription: 'Your viewing is booked. You will receive a confirmation by e-mail.',
      },
      de: {
        metaTitle: 'Danke, Ihre Besichtigung ist eingeplant | Kustvastgoed',
        metaDescription: 'Ihre Besichtigung ist eingeplant. Sie erhalten eine Bestätigung per E-Mail.',
      },
    },
  ),

  thankYouPage(
    'contact-construction',
    22,
    {
      nl: 'Bedankt voor uw interesse in dit nieuwbouwproject. We sturen u zo snel mogelijk de brochure, de prijslijst en een overzicht van de beschikbare units, en nemen daarna contact met u op voor een afspraak.',
      fr: 'Merci de votre intérêt pour ce projet de construction neuve. Nous vous envoyons au plus vite la brochure, la liste de prix et les unités encore disponibles, puis nous vous contactons pour fixer un rendez-vous.',
      en: 'Thank you for your interest in this new-build project. We will send you the brochure, the price list and an overview of the available units as soon as possible, and then contact you to arrange a meeting.',
      de: 'Vielen Dank für Ihr Interesse an diesem Neubauprojekt. Wir senden Ihnen so bald wie möglich die Broschüre, die Preisliste und eine Übersicht der verfügbaren Einheiten und melden uns dann für einen Termin.',
    },
    {
      nl: {
        metaTitle: 'Bedankt voor uw interesse | Kustvastgoed',
        metaDescription: 'Uw vraag over ons nieuwbouwproject is goed ontvangen. U krijgt de brochure, de prijslijst en de beschikbare units.',
      },
      fr: {
        metaTitle: 'Merci pour votre intérêt | Kustvastgoed',
        metaDescription: 'Votre demande sur notre projet neuf nous est bien parvenue. Vous recevrez la brochure, la liste de prix et les unités disponibles.',
      },
      en: {
        metaTitle: 'Thank you for your interest | Kustvastgoed',
        metaDescription: 'We have received your enquiry about our new-build project. You will receive the brochure, price list and available units.',
      },
      de: {
        metaTitle: 'Danke für Ihr Interesse | Kustvastgoed',
        metaDescription: 'Ihre Anfrage zu unserem Neubauprojekt ist angekommen. Sie erhalten Broschüre, Preisliste und die verfügbaren Einheiten.',
      },
    },
  ),
  thankYouPage(
    'contact-demand',
    23,
    {
      nl: 'Uw aanvraag voor een gratis schatting is goed aangekomen. We bellen u binnen twee werkdagen om een afspraak ter plaatse te maken. Leg, als u die hebt, het EPC, de plannen en het kadastraal inkomen alvast klaar.',
      fr: 'Votre demande d’estimation gratuite nous est bien parvenue. Nous vous appelons dans les deux jours ouvrables pour fixer un rendez-vous sur place. Si vous les avez, préparez le certificat PEB, les plans et le revenu cadastral.',
      en: 'Your request for a free valuation has arrived. We will call you within two working days to arrange a visit. If you have them, please have the EPC, the plans and the cadastral income ready.',
      de: 'Ihre Anfrage für eine kostenlose Bewertung ist angekommen. Wir rufen Sie innerhalb von zwei Werktagen an, um einen Termin vor Ort zu vereinbaren. Legen Sie, falls vorhanden, Energieausweis, Pläne und Katastereinkommen bereit.',
    },
    {
      nl: {
        metaTitle: 'Bedankt voor uw schattingsaanvraag | Kustvastgoed',
        metaDescription: 'Uw aanvraag voor een gratis schatting is goed ontvangen. We bellen u binnen twee werkdagen voor een afspraak ter plaatse.',
      },
      fr: {
        metaTitle: 'Merci pour votre demande d’estimation | Kustvastgoed',
        metaDescription: 'Votre demande d’estimation gratuite est bien arrivée. Nous vous appelons dans les deux jours ouvrables pour un rendez-vous.',
      },
      en: {
        metaTitle: 'Thank you for your valuation request | Kustvastgoed',
        metaDescription: 'Your free valuation request has arrived. We will call you within two working days to arrange a visit to your property.',
      },
      de: {
        metaTitle: 'Danke für Ihre Bewertungsanfrage | Kustvastgoed',
        metaDescription: 'Ihre Anfrage für eine kostenlose Bewertung ist angekommen. Wir rufen Sie innerhalb von zwei Werktagen für einen Termin an.',
      },
    },
  ),
  thankYouPage(
    'demand-register',
    24,
    {
      nl: 'Uw zoekopdracht is geregistreerd. Zodra een nieuw pand aan uw criteria voldoet, krijgt u een e-mail. Uw zoekopdracht aanpassen of u uitschrijven kan op elk moment via de link onderaan elke e-mail.',
      fr: 'Votre recherche est enregistrée. Dès qu’un nouveau bien correspond à vos critères, vous recevez un e-mail. Vous pouvez modifier votre recherche ou vous désinscrire à tout moment via le lien en bas de chaque e-mail.',
      en: 'Your search has been registered. As soon as a new property matches your criteria, you will receive an e-mail. You can change your search or unsubscribe at any time using the link at the bottom of every e-mail.',
      de: 'Ihr Suchauftrag ist gespeichert. Sobald eine neue Immobilie Ihren Kriterien entspricht, erhalten Sie eine E-Mail. Über den Link am Ende jeder E-Mail können Sie Ihren Suchauftrag jederzeit ändern oder sich abmelden.',
    },
    {
      nl: {
        metaTitle: 'Bedankt, uw zoekopdracht is geregistreerd | Kustvastgoed',
        metaDescription: 'Uw zoekopdracht is geregistreerd. U krijgt een e-mail zodra een nieuw pand bij uw criteria past. Uitschrijven kan altijd.',
      },
      fr: {
        metaTitle: 'Merci, votre recherche est enregistrée | Kustvastgoed',
        metaDescription: 'Votre recherche est enregistrée. Vous recevrez un e-mail dès qu’un nouveau bien correspond à vos critères. Désinscription libre.',
      },
      en: {
        metaTitle: 'Thank you, your search is registered | Kustvastgoed',
        metaDescription: 'Your search has been registered. We will e-mail you as soon as a new property matches your criteria. Unsubscribe any time.',
      },
      de: {
        metaTitle: 'Danke, Ihr Suchauftrag ist gespeichert | Kustvastgoed',
        metaDescription: 'Ihr Suchauftrag ist gespeichert. Sie erhalten eine E-Mail, sobald eine neue Immobilie passt. Abmeldung jederzeit möglich.',
      },
    },
  ),
  thankYouPage(
    'send-to-friend',
    25,
    {
      nl: 'Uw bericht is verstuurd. Uw vriend of vriendin ontvangt een e-mail met uw boodschap en de link naar het pand. Wilt u het pand zelf bezoeken? Plan dan gerust een bezoek.',
      fr: 'Votre message a bien été envoyé. Votre ami ou amie reçoit un e-mail avec votre message et le lien vers le bien. Vous souhaitez visiter ce bien vous-même ? N’hésitez pas à prendre rendez-vous.',
      en: 'Your message has been sent. Your friend will receive an e-mail with your note and a link to the property. Would you like to see it yourself? Feel free to book a viewing.',
      de: 'Ihre Nachricht wurde gesendet. Ihr Freund oder Ihre Freundin erhält eine E-Mail mit Ihrer Nachricht und dem Link zur Immobilie. Möchten Sie die Immobilie selbst besichtigen? Vereinbaren Sie gern einen Termin.',
    },
    {
      nl: {
        metaTitle: 'Bedankt, uw bericht is verstuurd | Kustvastgoed',
        metaDescription: 'Uw vriend of vriendin ontvangt een e-mail met de link naar het pand. Zelf interesse? Plan een bezoek bij Kustvastgoed.',
      },
      fr: {
        metaTitle: 'Merci, votre message est envoyé | Kustvastgoed',
        metaDescription: 'Votre ami ou amie reçoit un e-mail avec le lien vers le bien. Intéressé vous-même ? Planifiez une visite avec Kustvastgoed.',
      },
      en: {
        metaTitle: 'Thank you, your message has been sent | Kustvastgoed',
        metaDescription: 'Your friend will receive an e-mail with a link to the property. Interested yourself? Book a viewing with Kustvastgoed.',
      },
      de: {
        metaTitle: 'Danke, Ihre Nachricht wurde gesendet | Kustvastgoed',
        metaDescription: 'Ihr Kontakt erhält eine E-Mail mit dem Link zur Immobilie. Selbst interessiert? Vereinbaren Sie eine Besichtigung.',
      },
    },
  ),
  thankYouPage(
    'site-contact',
    26,
    {
      nl: 'Bedankt voor uw bericht. We beantwoorden het binnen één werkdag, per e-mail of telefonisch. Is het dringend? Bel ons kantoor dan op 059 27 84 50.',
      fr: 'Merci pour votre message. Nous y répondons dans un délai d’un jour ouvrable, par e-mail ou par téléphone. C’est urgent ? Appelez l’agence au 059 27 84 50.',
      en: 'Thank you for your message. We will reply within one working day, by e-mail or by phone. Is it urgent? Call our office on +32 59 27 84 50.',
      de: 'Vielen Dank für Ihre Nachricht. Wir antworten innerhalb eines Werktages per E-Mail oder telefonisch. Ist es dringend? Rufen Sie unser Büro an unter +32 59 27 84 50.',
    },
    {
      nl: {
        metaTitle: 'Bedankt voor uw bericht | Kustvastgoed',
        metaDescription: 'Uw bericht is goed ontvangen. Kustvastgoed antwoordt binnen één werkdag. Dringend? Bel 059 27 84 50.',
      },
      fr: {
        metaTitle: 'Merci pour votre message | Kustvastgoed',
        metaDescription: 'Votre message nous est bien parvenu. Kustvastgoed vous répond dans un délai d’un jour ouvrable. Urgent ? Appelez le 059 27 84 50.',
      },
      en: {
        metaTitle: 'Thank you for your message | Kustvastgoed',
        metaDescription: 'We have received your message. Kustvastgoed will reply within one working day. Urgent? Call +32 59 27 84 50.',
      },
      de: {
        metaTitle: 'Danke für Ihre Nachricht | Kustvastgoed',
        metaDescription: 'Ihre Nachricht ist angekommen. Kustvastgoed antwortet innerhalb eines Werktages. Dringend? Rufen Sie +32 59 27 84 50 an.',
      },
    },
  ),
  thankYouPage(
    'sign-newsletter',
    27,
    {
      nl: 'U bent ingeschreven op onze nieuwsbrief. Voortaan ontvangt u ons nieuwste aanbod en vastgoednieuws uit de streek. Uitschrijven kan altijd via de link onderaan elke nieuwsbrief.',
      fr: 'Vous êtes inscrit à notre newsletter. Vous recevrez désormais nos nouveaux biens et l’actualité immobilière de la région. Vous pouvez vous désinscrire à tout moment via le lien en bas de chaque newsletter.',
      en: 'You are now subscribed to our newsletter. From now on you will receive our latest properties and local property news. You can unsubscribe at any time using the link at the bottom of each newsletter.',
      de: 'Sie haben unseren Newsletter abonniert. Ab sofort erhalten Sie unsere neuesten Angebote und Immobilien-News aus der Region. Abmelden können Sie sich jederzeit über den Link am Ende jedes Newsletters.',
    },
    {
      nl: {
        metaTitle: 'Bedankt voor uw inschrijving | Kustvastgoed',
        metaDescription: 'U bent ingeschreven op de nieuwsbrief van Kustvastgoed: nieuw aanbod en vastgoednieuws uit Gistel, Oostende en omgeving.',
      },
      fr: {
        metaTitle: 'Merci pour votre inscription | Kustvastgoed',
        metaDescription: 'Vous êtes inscrit à la newsletter de Kustvastgoed : nouveaux biens et actualité immobilière de Gistel, Ostende et environs.',
      },
      en: {
        metaTitle: 'Thank you for subscribing | Kustvastgoed',
        metaDescription: 'You are subscribed to the Kustvastgoed newsletter: new properties and property news from Gistel, Ostend and the area.',
      },
      de: {
        metaTitle: 'Danke für Ihre Anmeldung | Kustvastgoed',
        metaDescription: 'Sie haben den Newsletter von Kustvastgoed abonniert: neue Angebote und Immobilien-News aus Gistel, Ostende und Umgebung.',
      },
    },
  ),

  thankYouPage(
    'testimonial',
    28,
    {
      nl: 'Bedankt om uw ervaring met ons te delen. We lezen uw getuigenis na en publiceren het daarna op onze website.',
      fr: 'Merci d’avoir partagé votre expérience. Nous relisons votre témoignage puis le publions sur notre site.',
      en: 'Thank you for sharing your experience with us. We read your testimonial and then publish it on our website.',
      de: 'Danke, dass Sie Ihre Erfahrung mit uns teilen. Wir lesen Ihren Erfahrungsbericht und veröffentlichen ihn dann auf unserer Website.',
    },
    {
      nl: {
        metaTitle: 'Bedankt voor uw getuigenis | Kustvastgoed',
        metaDescription: 'Uw getuigenis over Kustvastgoed is goed ontvangen. We lezen het na en publiceren het op onze website.',
      },
      fr: {
        metaTitle: 'Merci pour votre témoignage | Kustvastgoed',
        metaDescription: 'Votre témoignage sur Kustvastgoed a bien été reçu. Nous le relisons puis le publions sur notre site.',
      },
      en: {
        metaTitle: 'Thank you for your testimonial | Kustvastgoed',
        metaDescription: 'Your testimonial about Kustvastgoed has been received. We read it and then publish it on our website.',
      },
      de: {
        metaTitle: 'Danke für Ihren Erfahrungsbericht | Kustvastgoed',
        metaDescription: 'Ihr Erfahrungsbericht über Kustvastgoed ist eingegangen. Wir lesen ihn und veröffentlichen ihn dann auf unserer Website.',
      },
    },
  ),

  thankYouPage(
    'purchase-offer',
    28,
    {
      nl: 'Uw bod is goed ontvangen. We bezorgen het vandaag nog aan de verkopers en laten u hun antwoord zo snel mogelijk weten. U krijgt een bevestiging per e-mail.',
      fr: 'Votre offre a bien été reçue. Nous la transmettons aujourd’hui encore aux vendeurs et vous communiquons leur réponse au plus vite. Vous recevez une confirmation par e-mail.',
      en: 'Your offer has been received. We pass it on to the sellers today and let you know their answer as soon as we can. You will receive a confirmation by e-mail.',
      de: 'Ihr Angebot ist eingegangen. Wir leiten es noch heute an die Verkäufer weiter und teilen Ihnen ihre Antwort so schnell wie möglich mit. Sie erhalten eine Bestätigung per E-Mail.',
    },
    {
      nl: { metaTitle: 'Bedankt voor uw bod | Kustvastgoed', metaDescription: 'Uw bod is ontvangen: Kustvastgoed bezorgt het aan de verkopers.' },
      fr: { metaTitle: 'Merci pour votre offre | Kustvastgoed', metaDescription: 'Votre offre a été reçue : Kustvastgoed la transmet aux vendeurs.' },
      en: { metaTitle: 'Thank you for your offer | Kustvastgoed', metaDescription: 'Your offer has been received: Kustvastgoed passes it on to the sellers.' },
      de: {
        metaTitle: 'Danke für Ihr Angebot | Kustvastgoed',
        metaDescription: 'Ihr Angebot ist eingegangen: Kustvastgoed leitet es an die Verkäufer weiter.',
      },
    },
  ),

  thankYouPage(
    'rental-application',
    33,
    {
      nl: 'Uw kandidatuur is goed ontvangen. We bekijken ze en nemen contact met u op voor de volgende stap. U krijgt een bevestiging per e-mail.',
      fr: 'Votre candidature a bien été reçue. Nous l’examinons et vous contactons pour la suite. Vous recevez une confirmation par e-mail.',
      en: 'Your application has been received. We will look at it and contact you about the next step. You will receive a confirmation by e-mail.',
      de: 'Ihre Bewerbung ist eingegangen. Wir prüfen sie und melden uns für den nächsten Schritt bei Ihnen. Sie erhalten eine Bestätigung per E-Mail.',
    },
    {
      nl: {
        metaTitle: 'Bedankt voor uw kandidatuur | Kustvastgoed',
        metaDescription: 'Uw kandidatuur als huurder is ontvangen: Kustvastgoed neemt contact met u op.',
      },
      fr: {
        metaTitle: 'Merci pour votre candidature | Kustvastgoed',
        metaDescription: 'Votre candidature de locataire a été reçue : Kustvastgoed vous recontacte.',
      },
      en: {
        metaTitle: 'Thank you for your application | Kustvastgoed',
        metaDescription: 'Your rental application has been received: Kustvastgoed will contact you.',
      },
      de: { metaTitle: 'Danke für Ihre Bewerbung | Kustvastgoed', metaDescription: 'Ihre Mietbewerbung ist eingegangen: Kustvastgoed meldet sich bei Ihnen.' },
    },
  ),

  // ---------------------------------------------------------------------------------------------
  // Page not found
  // ---------------------------------------------------------------------------------------------
  {
    key: 'page-not-found',
    originalPath: '/page-not-found/',
    paths: {
      nl: '/nl/pagina-niet-gevonden/',
      fr: '/fr/page-introuvable/',
      en: '/en/page-not-found/',
      de: '/de/seite-nicht-gefunden/',
    },
    sort: 30,
    showInMenu: false,
    name: {
      nl: 'Pagina niet gevonden',
      fr: 'Page introuvable',
      en: 'Page not found',
      de: 'Seite nicht gefunden',
    },
    title: {
      nl: 'Pagina niet gevonden',
      fr: 'Page introuvable',
      en: 'Page not found',
      de: 'Seite nicht gefunden',
    },
    description: {
      nl: 'Oeps, deze pagina bestaat niet meer. Zoek hieronder op referentie, type of gemeente, of ga terug naar de startpagina.',
      fr: 'Oups, cette page n’existe plus. Cherchez ci-dessous par référence, type de bien ou commune, ou retournez à la page d’accueil.',
      en: 'Oops, this page no longer exists. Search below by reference, property type or town, or go back to the home page.',
      de: 'Hoppla, diese Seite gibt es nicht mehr. Suchen Sie unten nach Referenz, Objektart oder Gemeinde, oder kehren Sie zur Startseite zurück.',
    },
    seo: {
      nl: {
        metaTitle: 'Pagina niet gevonden | Kustvastgoed',
        metaDescription: 'Deze pagina bestaat niet meer. Zoek in ons aanbod te koop en te huur in Gistel en Oostende of ga terug naar de startpagina.',
      },
      fr: {
        metaTitle: 'Page introuvable | Kustvastgoed',
        metaDescription: 'Cette page n’existe plus. Cherchez parmi nos biens à vendre et à louer à Gistel et Ostende ou retournez à l’accueil.',
      },
      en: {
        metaTitle: 'Page not found | Kustvastgoed',
        metaDescription: 'This page no longer exists. Search our properties for sale and to rent in Gistel and Ostend, or return to the home page.',
      },
      de: {
        metaTitle: 'Seite nicht gefunden | Kustvastgoed',
        metaDescription: 'Diese Seite gibt es nicht mehr. Durchsuchen Sie unsere Immobilien in Gistel und Ostende oder kehren Sie zur Startseite zurück.',
      },
    },
    showBreadcrumb: false,
    showPageBanner: false,
    type: 'not-found',
    modules: [],
  },
];
