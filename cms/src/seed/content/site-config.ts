import type { SiteConfigSeed } from './types';

/**
 * Site-wide settings of the (fictional) agency: identity, home search block, top bar, footer, 404 texts.
 * Links in the top bar are original (language-neutral) paths; the site resolves them per language.
 * The search-block descriptions use the placeholders {totalForSale} and {totalForRent}, replaced by counts.
 */
export const siteConfig: SiteConfigSeed = {
  agency: {
    name: 'Kustvastgoed Gistel-Oostende',
    street: 'Stationsstraat',
    houseNumber: '42',
    zip: '8470',
    city: 'Gistel',
    phone: '059 27 84 50',
    email: 'info@kustvastgoed.be',
    bivNumber: 'BIV 512.345',
    vatNumber: 'BE 0712.345.678',
  },

  searchBlock: {
    title: {
      nl: 'Uw thuis tussen polder en zee',
      fr: 'Votre chez-vous entre polders et mer',
      en: 'Your home between the polders and the sea',
      de: 'Ihr Zuhause zwischen Polder und Meer',
    },
    description: {
      nl: 'Ontdek onze {totalForSale} panden te koop en {totalForRent} panden te huur in Gistel, Oostende en omgeving.',
      fr: 'Découvrez nos {totalForSale} biens à vendre et nos {totalForRent} biens à louer à Gistel, Ostende et environs.',
      en: 'Discover our {totalForSale} properties for sale and {totalForRent} properties for rent in Gistel, Ostend and the surrounding area.',
      de: 'Entdecken Sie unsere {totalForSale} Immobilien zum Kauf und {totalForRent} Immobilien zur Miete in Gistel, Ostende und Umgebung.',
    },
    description2: {
      nl: 'Zoek op referentie, type of gemeente. Wilt u zelf verkopen of verhuren? Vraag dan een gratis schatting aan.',
      fr: 'Cherchez par référence, type de bien ou commune. Vous souhaitez vendre ou louer ? Demandez une estimation gratuite.',
      en: 'Search by reference, property type or town. Thinking of selling or letting? Ask for a free valuation.',
      de: 'Suchen Sie nach Referenz, Objektart oder Gemeinde. Sie möchten verkaufen oder vermieten? Fordern Sie eine kostenlose Bewertung an.',
    },
  },

  topBar: [
    {
      side: 'left',
      label: { nl: '059 27 84 50', fr: '059 27 84 50', en: '+32 59 27 84 50', de: '+32 59 27 84 50' },
      link: 'tel:+3259278450',
      icon: 'phone',
    },
    {
      side: 'left',
      label: { nl: 'info@kustvastgoed.be', fr: 'info@kustvastgoed.be', en: 'info@kustvastgoed.be', de: 'info@kustvastgoed.be' },
      link: 'mailto:info@kustvastgoed.be',
      icon: 'mail',
    },
    {
      side: 'right',
      label: { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation', de: 'Kostenlose Bewertung' },
      link: '/contact-demand/',
      icon: 'home',
      color: '#d9822b',
    },
    {
      side: 'right',
      label: { nl: 'Eigenaars login', fr: 'Espace propriétaires', en: 'Owner login', de: 'Eigentümer-Login' },
      link: '/login/',
      icon: 'user',
    },
  ],

  footerColumns: [
    {
      title: {
        nl: 'Over Kustvastgoed',
        fr: 'À propos de Kustvastgoed',
        en: 'About Kustvastgoed',
        de: 'Über Kustvastgoed',
      },
      intro: {
        nl: 'Uw vastgoedkantoor in Gistel, actief van Oostende tot in de polders.',
        fr: 'Votre agence immobilière à Gistel, active d’Ostende jusque dans les polders.',
        en: 'Your estate agent in Gistel, working from Ostend to the polders.',
        de: 'Ihr Immobilienbüro in Gistel, tätig von Ostende bis in die Polder.',
      },
      text: {
        nl: 'Wij verkopen, verhuren en beheren woningen, appartementen en bouwgronden in Gistel, Oostende, Middelkerke, Bredene, Jabbeke en Ichtegem. Persoonlijk, eerlijk en met kennis van de streek.\n\nStationsstraat 42, 8470 Gistel\nT 059 27 84 50 · info@kustvastgoed.be',
        fr: 'Nous vendons, louons et gérons maisons, appartements et terrains à bâtir à Gistel, Ostende, Middelkerke, Bredene, Jabbeke et Ichtegem. Un service personnel, honnête, par des gens qui connaissent la région.\n\nStationsstraat 42, 8470 Gistel\nT 059 27 84 50 · info@kustvastgoed.be',
        en: 'We sell, let and manage houses, flats and building plots in Gistel, Ostend, Middelkerke, Bredene, Jabbeke and Ichtegem. Personal, straightforward advice from people who know the area.\n\nStationsstraat 42, 8470 Gistel, Belgium\nT +32 59 27 84 50 · info@kustvastgoed.be',
        de: 'Wir verkaufen, vermieten und verwalten Häuser, Wohnungen und Baugrundstücke in Gistel, Ostende, Middelkerke, Bredene, Jabbeke und Ichtegem. Persönlich, ehrlich und mit Ortskenntnis.\n\nStationsstraat 42, 8470 Gistel, Belgien\nT +32 59 27 84 50 · info@kustvastgoed.be',
      },
      isPublic: true,
    },
    {
      title: { nl: 'Kantooruren', fr: 'Heures d’ouverture', en: 'Office hours', de: 'Öffnungszeiten' },
      intro: {
        nl: 'Loop gerust binnen of maak een afspraak.',
        fr: 'Passez nous voir ou prenez rendez-vous.',
        en: 'Drop in or book an appointment.',
        de: 'Kommen Sie vorbei oder vereinbaren Sie einen Termin.',
      },
      text: {
        nl: 'Maandag tot vrijdag: 9u00 – 12u30 en 13u30 – 18u00\nZaterdag: 10u00 – 12u00\nZon- en feestdagen: gesloten\n\nBezoeken en schattingen ook ’s avonds en op zaterdagnamiddag, op afspraak.',
        fr: 'Du lundi au vendredi : 9h00 – 12h30 et 13h30 – 18h00\nSamedi : 10h00 – 12h00\nDimanches et jours fériés : fermé\n\nVisites et estimations également en soirée et le samedi après-midi, sur rendez-vous.',
        en: 'Monday to Friday: 9.00 am – 12.30 pm and 1.30 pm – 6.00 pm\nSaturday: 10.00 am – 12.00 pm\nSundays and public holidays: closed\n\nViewings and valuations also in the evening and on Saturday afternoons, by appointment.',
        de: 'Montag bis Freitag: 9.00 – 12.30 Uhr und 13.30 – 18.00 Uhr\nSamstag: 10.00 – 12.00 Uhr\nSonn- und Feiertage: geschlossen\n\nBesichtigungen und Bewertungen nach Vereinbarung auch abends und am Samstagnachmittag.',
      },
      isPublic: true,
    },
    {
      title: {
        nl: 'Wettelijke informatie',
        fr: 'Mentions légales',
        en: 'Legal information',
        de: 'Rechtliche Angaben',
      },
      intro: {
        nl: 'Kustvastgoed Gistel-Oostende is erkend vastgoedmakelaar-bemiddelaar.',
        fr: 'Kustvastgoed Gistel-Oostende est agent immobilier intermédiaire agréé.',
        en: 'Kustvastgoed Gistel-Oostende is a licensed real-estate agent (intermediary).',
        de: 'Kustvastgoed Gistel-Oostende ist zugelassener Immobilienmakler (Vermittler).',
      },
      text: {
        nl: 'BIV-nummer: BIV 512.345 (erkend in België)\nOnderworpen aan de deontologische code van het BIV\nToezichthoudende autoriteit: Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16b, 1000 Brussel\nBtw: BE 0712.345.678',
        fr: 'Numéro IPI (BIV) : 512.345 (agréé en Belgique)\nSoumis au code de déontologie de l’IPI\nAutorité de contrôle : Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16b, 1000 Bruxelles\nTVA : BE 0712.345.678',
        en: 'BIV number: BIV 512.345 (licensed in Belgium)\nSubject to the BIV code of conduct\nSupervisory authority: Professional Institute of Real Estate Agents (BIV), Luxemburgstraat 16b, 1000 Brussels\nVAT: BE 0712.345.678',
        de: 'BIV-Nummer: BIV 512.345 (zugelassen in Belgien)\nUnterliegt dem Berufskodex des BIV\nAufsichtsbehörde: Berufsinstitut der Immobilienmakler (BIV), Luxemburgstraat 16b, 1000 Brüssel\nMwSt.-Nr.: BE 0712.345.678',
      },
      isPublic: true,
    },
    {
      // Staff draft: prepared by the office, not published yet.
      title: {
        nl: 'Vacature',
        fr: 'Offre d’emploi',
        en: 'We are hiring',
        de: 'Stellenangebot',
      },
      intro: {
        nl: 'Wij zoeken een vastgoedmakelaar verhuur en beheer (m/v/x).',
        fr: 'Nous recherchons un agent immobilier location et gestion (h/f/x).',
        en: 'We are looking for a letting and property management agent (m/f/x).',
        de: 'Wir suchen einen Immobilienmakler für Vermietung und Verwaltung (m/w/d).',
      },
      text: {
        nl: 'Ben je erkend vastgoedmakelaar of in stage bij het BIV, en ken je de kust als je broekzak? Stuur je cv en een korte motivatie naar info@kustvastgoed.be.',
        fr: 'Vous êtes agent immobilier agréé ou stagiaire IPI et vous connaissez la Côte comme votre poche ? Envoyez votre CV et quelques lignes de motivation à info@kustvastgoed.be.',
        en: 'Are you a licensed agent or a BIV trainee who knows the coast inside out? Send your CV and a short cover note to info@kustvastgoed.be.',
        de: 'Sie sind zugelassener Immobilienmakler oder BIV-Praktikant und kennen die Küste wie Ihre Westentasche? Senden Sie Ihren Lebenslauf und ein kurzes Anschreiben an info@kustvastgoed.be.',
      },
      isPublic: false,
    },
  ],

  // The footer's links: the legal pages and the content pages no menu leads to.
  footerLinks: [
    { label: { nl: 'Onze diensten', fr: 'Nos services', en: 'Our services', de: 'Unsere Leistungen' }, link: '/onze-diensten/' },
    { label: { nl: 'Tips', fr: 'Conseils', en: 'Tips', de: 'Tipps' }, link: '/tips/' },
    { label: { nl: 'Privacy', fr: 'Vie privée', en: 'Privacy', de: 'Datenschutz' }, link: '/privacy/' },
    { label: { nl: 'Cookiebeleid', fr: 'Politique cookies', en: 'Cookie policy', de: 'Cookie-Richtlinie' }, link: '/Cookie-policy/' },
    { label: { nl: 'Disclaimer', fr: 'Clause de non-responsabilité', en: 'Disclaimer', de: 'Haftungsausschluss' }, link: '/Disclaimer/' },
  ],

  copyright: {
    nl: '© 2026 Kustvastgoed Gistel-Oostende · Alle rechten voorbehouden',
    fr: '© 2026 Kustvastgoed Gistel-Oostende · Tous droits réservés',
    en: '© 2026 Kustvastgoed Gistel-Oostende · All rights reserved',
    de: '© 2026 Kustvastgoed Gistel-Oostende · Alle Rechte vorbehalten',
  },

  notFound: {
    title: {
      nl: 'Pagina niet gevonden',
      fr: 'Page introuvable',
      en: 'Page not found',
      de: 'Seite nicht gefunden',
    },
    text: {
      nl: 'Oeps, deze pagina bestaat niet meer',
      fr: 'Oups, cette page n’existe plus',
      en: 'Oops, this page no longer exists',
      de: 'Hoppla, diese Seite gibt es nicht mehr',
    },
  },
};
