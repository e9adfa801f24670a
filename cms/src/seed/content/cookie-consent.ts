import type { CookieConsentSeed, CookieSeed, PerLocale } from './types';

/**
 * The cookie dialog's texts and the cookies of each category, in four
 * languages. The site lists the same cookies in the dialog and on the cookie policy page. Browser
 * storage entries the site itself writes (local storage) are listed with the cookies: the law treats
 * them alike.
 */

const FIRST_PARTY: PerLocale<string> = {
  nl: 'Kustvastgoed (eigen website)',
  fr: 'Kustvastgoed (notre site)',
  en: 'Kustvastgoed (this website)',
  de: 'Kustvastgoed (diese Website)',
};
const thirdParty = (name: string): PerLocale<string> => ({
  nl: `${name} (derde partij)`,
  fr: `${name} (tiers)`,
  en: `${name} (third party)`,
  de: `${name} (Drittanbieter)`,
});
const months = (n: number): PerLocale<string> => ({ nl: `${n} maanden`, fr: `${n} mois`, en: `${n} months`, de: `${n} Monate` });
const years = (n: number): PerLocale<string> => ({ nl: `${n} jaar`, fr: `${n} ans`, en: `${n} years`, de: `${n} Jahre` });
const SESSION: PerLocale<string> = {
  nl: 'tot u de browser sluit',
  fr: 'jusqu’à la fermeture du navigateur',
  en: 'until you close the browser',
  de: 'bis Sie den Browser schließen',
};

const necessary: CookieSeed[] = [
  {
    name: 'coast.consent',
    purpose: {
      nl: 'Onthoudt uw cookiekeuze (per categorie) en de versie waarvoor u koos (lokale opslag).',
      fr: 'Retient votre choix en matière de cookies (par catégorie) et la version concernée (stockage local).',
      en: 'Remembers your cookie choice (per category) and the version you chose for (local storage).',
      de: 'Speichert Ihre Cookie-Auswahl (je Kategorie) und die Version, für die Sie gewählt haben (lokaler Speicher).',
    },
    lifetime: months(6),
    party: FIRST_PARTY,
  },
  {
    name: 'coast.language',
    purpose: {
      nl: 'Onthoudt de taal die u koos (lokale opslag en een cookie), zodat een adres zonder taal in uw taal opent.',
      fr: 'Retient la langue choisie (stockage local et un cookie), pour qu’une adresse sans langue s’ouvre dans votre langue.',
      en: 'Remembers the language you chose (local storage and a cookie), so an address without a language opens in yours.',
      de: 'Speichert die gewählte Sprache (lokaler Speicher und ein Cookie), damit eine Adresse ohne Sprache in Ihrer Sprache öffnet.',
    },
    lifetime: years(1),
    party: FIRST_PARTY,
  },
  {
    name: 'coast.favourites',
    purpose: {
      nl: 'Bewaart de panden die u als favoriet aanduidde, alleen in uw browser (lokale opslag); we ontvangen ze niet.',
      fr: 'Garde les biens que vous avez mis en favoris, uniquement dans votre navigateur (stockage local) ; nous ne les recevons pas.',
      en: 'Keeps the properties you saved as favourites, in your browser only (local storage); they are never sent to us.',
      de: 'Speichert die Immobilien, die Sie als Favoriten markiert haben, nur in Ihrem Browser (lokaler Speicher); wir erhalten sie nicht.',
    },
    lifetime: { nl: 'tot u ze wist', fr: 'jusqu’à ce que vous l’effaciez', en: 'until you clear it', de: 'bis Sie sie löschen' },
    party: FIRST_PARTY,
  },
  {
    name: '__prerender_bypass',
    purpose: {
      nl: 'Alleen voor medewerkers van het kantoor: toont de voorvertoning van niet-gepubliceerde pagina’s.',
      fr: 'Uniquement pour le personnel de l’agence : affiche l’aperçu des pages non publiées.',
      en: 'Agency staff only: shows the preview of unpublished pages.',
      de: 'Nur für Mitarbeiter des Büros: zeigt die Vorschau unveröffentlichter Seiten.',
    },
    lifetime: SESSION,
    party: FIRST_PARTY,
  },
];

const analytical: CookieSeed[] = [
  {
    name: '_ga',
    purpose: {
      nl: 'Google Analytics: onderscheidt bezoekers om het aantal bezoeken en de bekeken pagina’s te tellen.',
      fr: 'Google Analytics : distingue les visiteurs pour compter les visites et les pages consultées.',
      en: 'Google Analytics: tells visitors apart to count visits and the pages viewed.',
      de: 'Google Analytics: unterscheidet Besucher, um Besuche und aufgerufene Seiten zu zählen.',
    },
    lifetime: years(2),
    party: thirdParty('Google'),
  },
  {
    name: '_ga_<id>',
    purpose: {
      nl: 'Google Analytics: houdt bij welke pagina’s bij één bezoek horen.',
      fr: 'Google Analytics : relie les pages consultées au cours d’une même visite.',
      en: 'Google Analytics: keeps track of which pages belong to one visit.',
      de: 'Google Analytics: ordnet die Seiten eines Besuchs einander zu.',
    },
    lifetime: years(2),
    party: thirdParty('Google'),
  },
];

const marketing: CookieSeed[] = [
  {
    name: '_gcl_au',
    purpose: {
      nl: 'Google Ads: meet of een bezoek via een advertentie tot een aanvraag leidt.',
      fr: 'Google Ads : mesure si une visite venue d’une annonce mène à une demande.',
      en: 'Google Ads: measures whether a visit from an advert leads to an enquiry.',
      de: 'Google Ads: misst, ob ein Besuch über eine Anzeige zu einer Anfrage führt.',
    },
    lifetime: months(3),
    party: thirdParty('Google'),
  },
  {
    name: 'IDE',
    purpose: {
      nl: 'Google (doubleclick.net): toont advertenties die aansluiten bij uw interesse.',
      fr: 'Google (doubleclick.net) : affiche des annonces adaptées à vos centres d’intérêt.',
      en: 'Google (doubleclick.net): shows adverts that match your interests.',
      de: 'Google (doubleclick.net): zeigt Anzeigen passend zu Ihren Interessen.',
    },
    lifetime: months(13),
    party: thirdParty('Google'),
  },
  {
    name: '_fbp',
    purpose: {
      nl: 'Meta-pixel: herkent uw browser om advertenties op Facebook en Instagram af te stemmen en te meten.',
      fr: 'Pixel Meta : reconnaît votre navigateur pour adapter et mesurer les annonces sur Facebook et Instagram.',
      en: 'Meta pixel: recognises your browser to tailor and measure adverts on Facebook and Instagram.',
      de: 'Meta-Pixel: erkennt Ihren Browser, um Anzeigen auf Facebook und Instagram anzupassen und zu messen.',
    },
    lifetime: months(3),
    party: thirdParty('Meta'),
  },
];

const socialMedia: CookieSeed[] = [
  {
    name: 'YSC, VISITOR_INFO1_LIVE',
    purpose: {
      nl: 'YouTube: speelt een ingebouwde video af en meet de kwaliteit van de verbinding.',
      fr: 'YouTube : lit une vidéo intégrée et mesure la qualité de la connexion.',
      en: 'YouTube: plays an embedded video and measures the connection quality.',
      de: 'YouTube: spielt ein eingebettetes Video ab und misst die Verbindungsqualität.',
    },
    lifetime: { nl: 'sessie tot 6 maanden', fr: 'session à 6 mois', en: 'session to 6 months', de: 'Sitzung bis 6 Monate' },
    party: thirdParty('YouTube (Google)'),
  },
  {
    name: 'vuid',
    purpose: {
      nl: 'Vimeo: onthoudt hoe u een ingebouwde video bekijkt.',
      fr: 'Vimeo : retient comment vous regardez une vidéo intégrée.',
      en: 'Vimeo: remembers how you watch an embedded video.',
      de: 'Vimeo: speichert, wie Sie ein eingebettetes Video ansehen.',
    },
    lifetime: years(2),
    party: thirdParty('Vimeo'),
  },
  {
    name: 'datr, fr',
    purpose: {
      nl: 'Facebook: beveiligt en toont een ingebouwde Facebook-video; gebruikt voor advertenties van Meta.',
      fr: 'Facebook : sécurise et affiche une vidéo Facebook intégrée ; utilisé pour les publicités de Meta.',
      en: 'Facebook: secures and shows an embedded Facebook video; used for Meta’s adverts.',
      de: 'Facebook: sichert und zeigt ein eingebettetes Facebook-Video; für Anzeigen von Meta genutzt.',
    },
    lifetime: { nl: '3 maanden tot 2 jaar', fr: '3 mois à 2 ans', en: '3 months to 2 years', de: '3 Monate bis 2 Jahre' },
    party: thirdParty('Meta'),
  },
];

export const cookieConsent: CookieConsentSeed = {
  texts: {
    nl: {
      title: 'Cookies op onze website',
      description:
        'Wij gebruiken strikt noodzakelijke cookies om de site te laten werken. Met uw toestemming gebruiken we ook cookies om het bezoek te meten, onze advertenties af te stemmen en video’s en virtuele rondleidingen te tonen. U kiest zelf: alles aanvaarden, weigeren of per categorie.',
      acceptAllLabel: 'Alles aanvaarden',
      declineLabel: 'Weigeren',
      settingsLabel: 'Instellingen wijzigen',
      preferencesTitle: 'Cookie-instellingen',
      preferencesDescription:
        'Kies per categorie welke cookies u toestaat. U kunt uw keuze op elk moment wijzigen via “Cookie-instellingen” onderaan elke pagina.',
      saveLabel: 'Keuze opslaan',
    },
    fr: {
      title: 'Les cookies sur notre site',
      description:
        'Nous utilisons des cookies strictement nécessaires au fonctionnement du site. Avec votre consentement, nous utilisons aussi des cookies pour mesurer les visites, adapter nos publicités et afficher vidéos et visites virtuelles. À vous de choisir : tout accepter, refuser ou choisir par catégorie.',
      acceptAllLabel: 'Tout accepter',
      declineLabel: 'Refuser',
      settingsLabel: 'Modifier les paramètres',
      preferencesTitle: 'Paramètres des cookies',
      preferencesDescription:
        'Choisissez par catégorie les cookies que vous autorisez. Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de chaque page.',
      saveLabel: 'Enregistrer mon choix',
    },
    en: {
      title: 'Cookies on our website',
      description:
        'We use strictly necessary cookies to make the site work. With your consent we also use cookies to measure visits, tailor our adverts and show videos and virtual tours. The choice is yours: accept all, decline, or choose per category.',
      acceptAllLabel: 'Accept all',
      declineLabel: 'Decline',
      settingsLabel: 'Change settings',
      preferencesTitle: 'Cookie settings',
      preferencesDescription:
        'Choose which cookies you allow, per category. You can change your choice at any time through “Cookie settings” at the bottom of every page.',
      saveLabel: 'Save my choice',
    },
    de: {
      title: 'Cookies auf unserer Website',
      description:
        'Wir verwenden unbedingt erforderliche Cookies, damit die Website funktioniert. Mit Ihrer Einwilligung verwenden wir außerdem Cookies, um Besuche zu messen, unsere Werbung anzupassen und Videos sowie virtuelle Rundgänge zu zeigen. Sie entscheiden: alles annehmen, ablehnen oder je Kategorie wählen.',
      acceptAllLabel: 'Alle annehmen',
      declineLabel: 'Ablehnen',
      settingsLabel: 'Einstellungen ändern',
      preferencesTitle: 'Cookie-Einstellungen',
      preferencesDescription:
        'Wählen Sie je Kategorie, welche Cookies Sie erlauben. Sie können Ihre Auswahl jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
      saveLabel: 'Auswahl speichern',
    },
  },
  categories: [
    {
      category: 'necessary',
      title: { nl: 'Strikt noodzakelijk', fr: 'Strictement nécessaires', en: 'Strictly necessary', de: 'Unbedingt erforderlich' },
      description: {
        nl: 'Zonder deze werkt de site niet goed: ze onthouden uw taal en uw cookiekeuze. Ze staan altijd aan.',
        fr: 'Sans eux, le site ne fonctionne pas correctement : ils retiennent votre langue et votre choix en matière de cookies. Ils sont toujours actifs.',
        en: 'The site does not work properly without these: they remember your language and your cookie choice. They are always on.',
        de: 'Ohne sie funktioniert die Website nicht richtig: Sie speichern Ihre Sprache und Ihre Cookie-Auswahl. Sie sind immer aktiv.',
      },
      cookies: necessary,
    },
    {
      category: 'analytical',
      title: { nl: 'Analytisch', fr: 'Analytiques', en: 'Analytical', de: 'Analyse' },
      description: {
        nl: 'Met Google Analytics en Google Tag Manager meten we hoeveel bezoekers we hebben en welke pagina’s ze bekijken.',
        fr: 'Avec Google Analytics et Google Tag Manager, nous mesurons le nombre de visiteurs et les pages consultées.',
        en: 'With Google Analytics and Google Tag Manager we measure how many people visit and which pages they view.',
        de: 'Mit Google Analytics und Google Tag Manager messen wir, wie viele Besucher wir haben und welche Seiten sie aufrufen.',
      },
      cookies: analytical,
    },
    {
      category: 'marketing',
      title: { nl: 'Marketing', fr: 'Marketing', en: 'Marketing', de: 'Marketing' },
      description: {
        nl: 'Google Ads en de Meta-pixel stemmen onze advertenties af op uw interesse en meten hun resultaat.',
        fr: 'Google Ads et le pixel Meta adaptent nos publicités à vos centres d’intérêt et en mesurent le résultat.',
        en: 'Google Ads and the Meta pixel tailor our adverts to your interests and measure their results.',
        de: 'Google Ads und das Meta-Pixel passen unsere Werbung an Ihre Interessen an und messen ihren Erfolg.',
      },
      cookies: marketing,
    },
    {
      category: 'social-media',
      title: { nl: 'Sociale media', fr: 'Réseaux sociaux', en: 'Social media', de: 'Soziale Medien' },
      description: {
        nl: 'Video’s van YouTube, Vimeo en Facebook, virtuele rondleidingen en kaarten worden pas geladen als u dit toestaat; hun aanbieders plaatsen eigen cookies.',
        fr: 'Les vidéos YouTube, Vimeo et Facebook, les visites virtuelles et les cartes ne se chargent qu’avec votre accord ; leurs fournisseurs déposent leurs propres cookies.',
        en: 'Videos from YouTube, Vimeo and Facebook, virtual tours and maps load only if you allow it; their providers set their own cookies.',
        de: 'Videos von YouTube, Vimeo und Facebook, virtuelle Rundgänge und Karten werden erst mit Ihrer Zustimmung geladen; ihre Anbieter setzen eigene Cookies.',
      },
      cookies: socialMedia,
    },
    {
      category: 'unclassified',
      title: { nl: 'Niet-geclassificeerd', fr: 'Non classés', en: 'Unclassified', de: 'Nicht klassifiziert' },
      description: {
        nl: 'Cookies die we samen met de leverancier nog aan een categorie moeten toewijzen. Ze worden alleen geplaatst als u ze toestaat.',
        fr: 'Des cookies que nous devons encore attribuer à une catégorie avec leur fournisseur. Ils ne sont déposés que si vous les autorisez.',
        en: 'Cookies that we and the supplier still have to assign to a category. They are only set if you allow them.',
        de: 'Cookies, die wir gemeinsam mit dem Anbieter noch einer Kategorie zuordnen müssen. Sie werden nur gesetzt, wenn Sie zustimmen.',
      },
      cookies: [],
    },
  ],
};
