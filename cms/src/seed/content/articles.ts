import type { ArticleSeed } from './types';

/**
 * Articles in four languages (markdown bodies).
 * Page articles (home-intro, services-intro, ...) carry no category unless they belong to 'services';
 * news items use 'news', the two advice items use 'tips'.
 */
export const articles: ArticleSeed[] = [
  // ---------------------------------------------------------------------------------------------
  // Page articles
  // ---------------------------------------------------------------------------------------------
  {
    key: 'home-intro',
    title: {
      nl: 'Welkom bij Kustvastgoed Gistel-Oostende',
      fr: 'Bienvenue chez Kustvastgoed Gistel-Oostende',
      en: 'Welcome to Kustvastgoed Gistel-Oostende',
      de: 'Willkommen bei Kustvastgoed Gistel-Oostende',
    },
    summary: {
      nl: 'Uw vastgoedkantoor in Gistel voor verkoop, verhuur en aankoop tussen polder en zee.',
      fr: 'Votre agence immobilière à Gistel pour vendre, louer ou acheter entre polders et mer.',
      en: 'Your estate agent in Gistel for selling, letting and buying between the polders and the sea.',
      de: 'Ihr Immobilienbüro in Gistel für Verkauf, Vermietung und Kauf zwischen Polder und Meer.',
    },
    body: {
      nl: `Zoekt u een gezinswoning in Gistel, een appartement met zeezicht in Oostende of een bouwgrond in de polders? Of wilt u uw eigen woning verkopen of verhuren? Dan bent u bij ons aan het juiste adres. Al meer dan vijftien jaar helpen we mensen uit de streek, en iedereen die hier graag wil komen wonen, aan de juiste sleutel.

Ons kantoor ligt in de Stationsstraat in Gistel, op een kwartiertje van de Oostendse dijk. Die ligging is geen toeval: we kennen de rustige dorpskernen van Moere, Snaaskerke en Zevekote even goed als de drukke appartementsmarkt aan de kust.

**Wat u van ons mag verwachten**

- een eerlijke, onderbouwde schatting, gratis en vrijblijvend;
- een volledig verkoopdossier: EPC, asbestattest, bodemattest, keuring van de elektriciteit en stedenbouwkundige inlichtingen;
- professionele foto’s en een duidelijke advertentie in vier talen;
- persoonlijke opvolging, van het eerste bezoek tot de akte bij de notaris.

Hieronder vindt u ons nieuwste aanbod. Staat uw droomwoning er nog niet tussen? Registreer dan uw zoekopdracht: u hoort het als eerste wanneer er een pand binnenkomt dat bij u past.`,
      fr: `Vous cherchez une maison familiale à Gistel, un appartement avec vue sur mer à Ostende ou un terrain à bâtir dans les polders ? Vous souhaitez vendre ou mettre en location votre propre bien ? Vous êtes au bon endroit. Depuis plus de quinze ans, nous aidons les habitants de la région, et tous ceux qui rêvent de s’y installer, à trouver la bonne clé.

Notre agence se trouve dans la Stationsstraat à Gistel, à un quart d’heure de la digue d’Ostende. Cet emplacement n’est pas un hasard : nous connaissons aussi bien les villages paisibles de Moere, Snaaskerke et Zevekote que le marché très animé des appartements à la Côte.

**Ce que nous vous garantissons**

- une estimation honnête et argumentée, gratuite et sans engagement ;
- un dossier de vente complet : certificat PEB, attestation amiante, attestation du sol, contrôle de l’installation électrique et renseignements urbanistiques ;
- des photos professionnelles et une annonce claire en quatre langues ;
- un suivi personnel, de la première visite jusqu’à l’acte chez le notaire.

Découvrez ci-dessous nos biens les plus récents. Votre coup de cœur n’y figure pas encore ? Enregistrez votre recherche : vous serez le premier averti dès qu’un bien correspondant arrive chez nous.`,
      en: `Looking for a family home in Gistel, a sea-view flat in Ostend or a building plot out in the polders? Or would you like to sell or let your own property? Then you have come to the right place. For more than fifteen years we have been helping local people, and everyone who would love to live here, find the right key.

Our office is on Stationsstraat in Gistel, fifteen minutes from the Ostend seafront. That is no accident: we know the quiet villages of Moere, Snaaskerke and Zevekote just as well as the busy apartment market on the coast.

**What you can expect from us**

- an honest, well-argued valuation, free and without obligation;
- a complete sale file: EPC, asbestos certificate, soil certificate, electrical inspection and planning information;
- professional photographs and a clear listing in four languages;
- personal follow-up, from the first viewing to the deed at the notary’s office.

Below you will find our latest properties. Is your dream home not among them yet? Register your search and you will be the first to hear when something suitable comes in.`,
      de: `Sie suchen ein Familienhaus in Gistel, eine Wohnung mit Meerblick in Ostende oder ein Baugrundstück im Polderland? Oder möchten Sie Ihre eigene Immobilie verkaufen oder vermieten? Dann sind Sie bei uns richtig. Seit mehr als fünfzehn Jahren helfen wir Menschen aus der Region – und allen, die gerne hierher ziehen möchten – den passenden Schlüssel zu finden.

Unser Büro liegt in der Stationsstraat in Gistel, eine Viertelstunde von der Strandpromenade in Ostende entfernt. Das ist kein Zufall: Wir kennen die ruhigen Dorfkerne von Moere, Snaaskerke und Zevekote ebenso gut wie den lebhaften Wohnungsmarkt an der Küste.

**Darauf können Sie sich verlassen**

- eine ehrliche, nachvollziehbare Bewertung, kostenlos und unverbindlich;
- vollständige Verkaufsunterlagen: Energieausweis (EPC), Asbestbescheinigung, Bodenbescheinigung, Elektroprüfung und städtebauliche Auskünfte;
- professionelle Fotos und eine klare Anzeige in vier Sprachen;
- persönliche Betreuung von der ersten Besichtigung bis zur Beurkundung beim Notar.

Unten finden Sie unsere neuesten Angebote. Ihr Traumhaus ist noch nicht dabei? Speichern Sie Ihren Suchauftrag – dann erfahren Sie als Erste, wenn ein passendes Objekt hereinkommt.`,
    },
    publishedDate: '2026-01-05',
  },
  {
    // The home page's teaser for the renovation calculator; its link is the page's original path, which each language's page localizes.
    key: 'renovation-teaser',
    title: {
      nl: 'Wat kost de renovatie van uw woning?',
      fr: 'Combien coûte la rénovation de votre habitation ?',
      en: 'What would renovating your home cost?',
      de: 'Was kostet die Renovierung Ihres Hauses?',
    },
    summary: {
      nl: 'Bereken in een paar klikken de kosten van isolatie, beglazing of een warmtepomp en het EPC-label dat u daarmee haalt.',
      fr: 'Calculez en quelques clics le coût de l’isolation, du vitrage ou d’une pompe à chaleur et le label PEB que vous atteindrez.',
      en: 'Work out in a few clicks what insulation, glazing or a heat pump would cost and the EPC label your home would reach.',
      de: 'Berechnen Sie mit wenigen Klicks, was Dämmung, Verglasung oder eine Wärmepumpe kosten und welches EPC-Label Sie damit erreichen.',
    },
    body: {
      nl: 'Een woning met een E- of F-label moet binnen vijf jaar na de aankoop gerenoveerd worden. Met onze calculator ziet u meteen wat de werken ongeveer kosten en welk label u daarna haalt.\n\n[Bereken uw renovatie](/renovation-calculator/)',
      fr: 'Une habitation avec un label E ou F doit être rénovée dans les cinq ans suivant l’achat. Notre calculateur vous montre tout de suite le coût approximatif des travaux et le label atteint ensuite.\n\n[Calculez votre rénovation](/renovation-calculator/)',
      en: 'A home with an E or F label must be renovated within five years of its purchase. Our calculator shows you straight away roughly what the works cost and the label you reach afterwards.\n\n[Work out your renovation](/renovation-calculator/)',
      de: 'Ein Haus mit dem Label E oder F muss innerhalb von fünf Jahren nach dem Kauf renoviert werden. Unser Rechner zeigt Ihnen sofort, was die Arbeiten ungefähr kosten und welches Label Sie danach erreichen.\n\n[Berechnen Sie Ihre Renovierung](/renovation-calculator/)',
    },
    publishedDate: '2026-01-15',
  },
  {
    key: 'services-intro',
    title: {
      nl: 'Service op maat, van schatting tot sleuteloverdracht',
      fr: 'Un service sur mesure, de l’estimation à la remise des clés',
      en: 'Tailored service, from valuation to handing over the keys',
      de: 'Service nach Maß – von der Bewertung bis zur Schlüsselübergabe',
    },
    summary: {
      nl: 'Verkoop, verhuur, beheer en aankoopbegeleiding door een klein team dat de kust kent.',
      fr: 'Vente, location, gestion et accompagnement à l’achat par une petite équipe qui connaît la Côte.',
      en: 'Sales, lettings, management and buying support from a small team that knows the coast.',
      de: 'Verkauf, Vermietung, Verwaltung und Kaufbegleitung durch ein kleines Team mit Ortskenntnis.',
    },
    body: {
      nl: `Vastgoed is altijd persoonlijk. Daarom werkt u bij Kustvastgoed van begin tot einde met dezelfde makelaar, die uw pand en uw situatie kent. Wij zijn een klein team, maar we bestrijken alle stappen zelf.

- **Verkoop**: we schatten uw woning gratis, stellen het wettelijk verplichte dossier samen, maken de advertentie en begeleiden elk bezoek en elk bod.
- **Verhuur en beheer**: we zoeken en screenen huurders, stellen het huurcontract en de plaatsbeschrijving op en volgen, als u dat wenst, ook het dagelijkse beheer op.
- **Aankoopbegeleiding**: we zoeken mee naar het juiste pand, lichten de documenten toe en helpen u bij het bod, het compromis en de akte.
- **Gratis schatting**: benieuwd wat uw woning vandaag waard is? Een van onze makelaars komt langs en bezorgt u een gemotiveerd verslag.

Hieronder leest u ons laatste nieuws, maakt u kennis met het team en ontdekt u wat klanten over ons zeggen. Vragen? Bel 059 27 84 50 of kom langs op kantoor.`,
      fr: `L’immobilier est toujours une affaire personnelle. Chez Kustvastgoed, vous traitez donc du début à la fin avec le même agent, qui connaît votre bien et votre situation. Nous sommes une petite équipe, mais nous assurons nous-mêmes chaque étape.

- **Vente** : nous estimons gratuitement votre bien, constituons le dossier légal obligatoire, rédigeons l’annonce et vous accompagnons à chaque visite et à chaque offre.
- **Location et gestion** : nous cherchons et sélectionnons les locataires, rédigeons le bail et l’état des lieux et, si vous le souhaitez, prenons en charge la gestion au quotidien.
- **Accompagnement à l’achat** : nous cherchons avec vous le bien qui convient, vous expliquons les documents et vous aidons pour l’offre, le compromis et l’acte.
- **Estimation gratuite** : curieux de connaître la valeur actuelle de votre bien ? Un de nos agents passe chez vous et vous remet un rapport motivé.

Vous trouverez ci-dessous nos dernières actualités, notre équipe et l’avis de nos clients. Une question ? Appelez le 059 27 84 50 ou passez à l’agence.`,
      en: `Property is always personal. That is why at Kustvastgoed you deal with the same agent from start to finish, someone who knows your home and your situation. We are a small team, but we handle every step ourselves.

- **Selling**: we value your home free of charge, put together the legally required file, write the listing and accompany every viewing and every offer.
- **Letting and management**: we find and screen tenants, draw up the lease and the check-in inventory and, if you wish, take care of day-to-day management.
- **Buying support**: we help you look for the right property, explain the documents and assist you with the offer, the sale agreement and the deed.
- **Free valuation**: curious what your home is worth today? One of our agents will visit and give you a written, reasoned report.

Further down this page you can read our latest news, meet the team and see what our clients say about us. Any questions? Call +32 59 27 84 50 or drop by the office.`,
      de: `Immobilien sind immer eine persönliche Angelegenheit. Deshalb haben Sie bei Kustvastgoed von Anfang bis Ende denselben Makler, der Ihre Immobilie und Ihre Situation kennt. Wir sind ein kleines Team, erledigen aber jeden Schritt selbst.

- **Verkauf**: Wir bewerten Ihre Immobilie kostenlos, stellen die gesetzlich vorgeschriebenen Unterlagen zusammen, erstellen die Anzeige und begleiten jede Besichtigung und jedes Angebot.
- **Vermietung und Verwaltung**: Wir suchen und prüfen Mieter, erstellen Mietvertrag und Übergabeprotokoll und übernehmen auf Wunsch auch die laufende Verwaltung.
- **Kaufbegleitung**: Wir suchen mit Ihnen die passende Immobilie, erklären die Unterlagen und unterstützen Sie beim Angebot, beim Vorvertrag und bei der notariellen Urkunde.
- **Kostenlose Bewertung**: Sie möchten wissen, was Ihre Immobilie heute wert ist? Einer unserer Makler kommt vorbei und erstellt einen begründeten Bericht.

Weiter unten lesen Sie unsere aktuellen Neuigkeiten, lernen das Team kennen und erfahren, was Kunden über uns sagen. Fragen? Rufen Sie uns an unter +32 59 27 84 50 oder besuchen Sie uns im Büro.`,
    },
    publishedDate: '2026-01-05',
  },
  {
    key: 'u-verkoopt',
    categoryKey: 'services',
    title: {
      nl: 'U verkoopt',
      fr: 'Vous vendez',
      en: 'Selling your property',
      de: 'Sie verkaufen',
    },
    summary: {
      nl: 'Van gratis schatting tot akte: zo verkopen we uw woning vlot en correct.',
      fr: 'De l’estimation gratuite à l’acte : comment nous vendons votre bien rapidement et dans les règles.',
      en: 'From free valuation to deed: how we sell your home quickly and by the book.',
      de: 'Von der kostenlosen Bewertung bis zur Urkunde: So verkaufen wir Ihre Immobilie zügig und korrekt.',
    },
    body: {
      nl: `Een woning verkopen is meer dan een bord aan de gevel hangen. Zo pakken we het samen aan.

**1. Schatting.** We bezoeken uw pand, vergelijken met recente verkopen in de buurt en bezorgen u een gemotiveerde prijsindicatie. Gratis en zonder verplichting.

**2. Het verkoopdossier.** Een koper heeft recht op volledige informatie, en in Vlaanderen moet die al in de advertentie staan. Wij vragen alles voor u op:

- het **EPC** met label en unieke code;
- het **asbestattest**, verplicht voor gebouwen van vóór 2001;
- de **stedenbouwkundige inlichtingen** bij de gemeente: vergunningen, bestemming, eventuele overtredingen, voorkooprecht en verkaveling;
- het **bodemattest** van OVAM, de **keuring van de elektrische installatie** en de **overstromingsscores**;
- bij een appartement de informatie van de syndicus.

**3. Foto’s en publicatie.** Een professionele fotograaf zet uw woning op haar best in beeld. We publiceren op onze website en de grote vastgoedportalen en verwittigen meteen de kandidaten uit onze zoekregistraties.

**4. Bezoeken.** Wij plannen en begeleiden elk bezoek, ook ’s avonds of op zaterdag, en bezorgen u na elk bezoek feedback. Via de eigenaarslogin volgt u de statistieken van uw pand.

**5. Bod en compromis.** We bespreken elk schriftelijk bod met u. Aanvaardt u, dan stellen we het compromis op; de koper betaalt een voorschot van 10% op onze derdenrekening.

**6. Notaris.** We bezorgen het volledige dossier aan de notarissen en zijn aanwezig bij het verlijden van de akte, in principe binnen vier maanden na het compromis.`,
      fr: `Vendre une maison, c’est bien plus que suspendre un panneau à la façade. Voici comment nous procédons ensemble.

**1. L’estimation.** Nous visitons votre bien, le comparons aux ventes récentes du quartier et vous remettons une estimation motivée. Gratuitement et sans engagement.

**2. Le dossier de vente.** L’acheteur a droit à une information complète et, en Flandre, celle-ci doit déjà figurer dans l’annonce. Nous rassemblons tout pour vous :

- le **certificat PEB**, avec son label et son code unique ;
- l’**attestation amiante**, obligatoire pour les bâtiments construits avant 2001 ;
- les **renseignements urbanistiques** auprès de la commune : permis, affectation, infractions éventuelles, droit de préemption et lotissement ;
- l’**attestation du sol** de l’OVAM, le **contrôle de l’installation électrique** et les **scores d’inondation** ;
- pour un appartement, les informations du syndic.

**3. Photos et publication.** Un photographe professionnel met votre bien en valeur. Nous le publions sur notre site et sur les grands portails immobiliers, et prévenons immédiatement les candidats inscrits chez nous.

**4. Les visites.** Nous organisons et accompagnons chaque visite, y compris en soirée ou le samedi, et vous faisons un retour après chacune d’elles. Grâce à l’espace propriétaires, vous suivez les statistiques de votre bien.

**5. Offre et compromis.** Nous examinons avec vous chaque offre écrite. Si vous l’acceptez, nous rédigeons le compromis ; l’acheteur verse un acompte de 10 % sur notre compte de tiers.

**6. Le notaire.** Nous transmettons le dossier complet aux notaires et sommes présents à la signature de l’acte, en principe dans les quatre mois qui suivent le compromis.`,
      en: `Selling a home takes more than putting a sign on the front. This is how we tackle it together.

**1. Valuation.** We visit your property, compare it with recent sales nearby and give you a reasoned price estimate. Free of charge and without obligation.

**2. The sale file.** Buyers are entitled to full information, and in Flanders much of it must already appear in the advert. We obtain everything for you:

- the **EPC** (energy performance certificate) with its label and unique code;
- the **asbestos certificate**, mandatory for buildings from before 2001;
- the **planning information** from the local council: permits, zoning, any breaches, right of pre-emption and subdivision;
- the OVAM **soil certificate**, the **electrical inspection** report and the **flood scores**;
- for a flat, the information from the building manager (syndic).

**3. Photos and marketing.** A professional photographer shows your home at its best. We publish it on our website and the major property portals, and immediately alert the buyers registered with us.

**4. Viewings.** We schedule and accompany every viewing, evenings and Saturdays included, and send you feedback after each one. In the owner portal you can follow your property’s statistics.

**5. Offer and sale agreement.** We discuss every written offer with you. Once you accept, we draw up the sale agreement (compromis); the buyer pays a 10% deposit into our third-party client account.

**6. Notary.** We send the complete file to the notaries and attend the signing of the deed, normally within four months of the sale agreement.`,
      de: `Eine Immobilie zu verkaufen ist mehr, als ein Schild an die Fassade zu hängen. So gehen wir gemeinsam vor.

**1. Bewertung.** Wir besichtigen Ihre Immobilie, vergleichen sie mit aktuellen Verkäufen in der Umgebung und nennen Ihnen einen begründeten Preis. Kostenlos und unverbindlich.

**2. Die Verkaufsunterlagen.** Käufer haben Anspruch auf vollständige Information, und in Flandern muss vieles davon bereits in der Anzeige stehen. Wir beschaffen alles für Sie:

- den **Energieausweis (EPC)** mit Label und eindeutigem Code;
- die **Asbestbescheinigung**, Pflicht für Gebäude, die vor 2001 errichtet wurden;
- die **städtebaulichen Auskünfte** der Gemeinde: Genehmigungen, Zweckbestimmung, etwaige Verstöße, Vorkaufsrecht und Parzellierung;
- die **Bodenbescheinigung** der OVAM, die **Prüfung der Elektroinstallation** und die **Hochwasser-Scores**;
- bei einer Wohnung die Angaben der Hausverwaltung (Syndikus).

**3. Fotos und Veröffentlichung.** Ein professioneller Fotograf setzt Ihre Immobilie ins beste Licht. Wir veröffentlichen sie auf unserer Website und den großen Immobilienportalen und informieren sofort die bei uns registrierten Interessenten.

**4. Besichtigungen.** Wir planen und begleiten jede Besichtigung, auch abends oder samstags, und geben Ihnen danach jeweils Rückmeldung. Im Eigentümerbereich verfolgen Sie die Statistiken Ihrer Immobilie.

**5. Angebot und Vorvertrag.** Jedes schriftliche Angebot besprechen wir mit Ihnen. Nehmen Sie an, erstellen wir den Vorvertrag (Compromis); der Käufer zahlt eine Anzahlung von 10 % auf unser Treuhandkonto.

**6. Notar.** Wir übermitteln die vollständigen Unterlagen an die Notare und sind bei der Beurkundung dabei, in der Regel innerhalb von vier Monaten nach dem Vorvertrag.`,
    },
    publishedDate: '2026-01-05',
  },
  {
    key: 'u-verhuurt',
    categoryKey: 'services',
    title: {
      nl: 'U verhuurt',
      fr: 'Vous louez',
      en: 'Letting your property',
      de: 'Sie vermieten',
    },
    summary: {
      nl: 'Betrouwbare huurders, een sluitend contract en zorgeloos beheer van uw huurpand.',
      fr: 'Des locataires fiables, un bail solide et une gestion sans souci de votre bien.',
      en: 'Reliable tenants, a sound lease and worry-free management of your rental property.',
      de: 'Zuverlässige Mieter, ein solider Mietvertrag und sorgenfreie Verwaltung Ihrer Immobilie.',
    },
    body: {
      nl: `Verhuren levert een mooi rendement op, op voorwaarde dat alles van bij de start correct geregeld is. Wij nemen dat graag van u over.

**Huurprijs en advertentie.** We adviseren u over een marktconforme huurprijs. In Vlaanderen moet elke huuradvertentie de huurprijs, de gemeenschappelijke kosten en het EPC vermelden; wij zorgen dat dit klopt.

**Screening van kandidaten.** We plannen de bezoeken en vragen van elke kandidaat-huurder de gegevens op die de wet toelaat: identiteit, gezinssamenstelling, bewijs van inkomen. Zo stellen we u een solvabele en betrouwbare huurder voor, zonder discriminatie.

**Huurcontract en registratie.** We stellen een huurovereenkomst op volgens het Vlaamse Woninghuurdecreet en registreren ze binnen de wettelijke termijn van twee maanden via MyRent. De registratie is gratis, maar wel verplicht.

**Huurwaarborg.** De waarborg bedraagt maximaal drie maanden huur en wordt geblokkeerd op een rekening op naam van de huurder. Wij volgen de opening van die rekening op.

**Plaatsbeschrijving.** Bij de intrek maakt een onafhankelijke deskundige een gedetailleerde plaatsbeschrijving met foto’s op, die samen met het contract geregistreerd wordt. Bij het einde van de huur vergelijkt hij met de uittredende plaatsbeschrijving.

**Beheer.** Wilt u er helemaal geen omkijken naar? Dan volgen wij de huurbetalingen, de jaarlijkse indexering en de brandverzekering van de huurder op, laten we herstellingen uitvoeren en zijn we het aanspreekpunt voor uw huurder.`,
      fr: `La location offre un beau rendement, à condition que tout soit réglé correctement dès le départ. Nous nous en chargeons volontiers.

**Loyer et annonce.** Nous vous conseillons sur un loyer conforme au marché. En Flandre, toute annonce de location doit mentionner le loyer, les charges communes et le certificat PEB ; nous veillons à ce qu’elle soit en ordre.

**Sélection des candidats.** Nous organisons les visites et demandons à chaque candidat locataire les informations que la loi autorise : identité, composition de ménage, preuve de revenus. Nous vous présentons ainsi un locataire solvable et fiable, sans aucune discrimination.

**Bail et enregistrement.** Nous rédigeons le bail conformément au décret flamand sur la location d’habitations et l’enregistrons via MyRent dans le délai légal de deux mois. L’enregistrement est gratuit, mais obligatoire.

**Garantie locative.** La garantie s’élève au maximum à trois mois de loyer et est bloquée sur un compte au nom du locataire. Nous suivons l’ouverture de ce compte.

**État des lieux.** À l’entrée, un expert indépendant dresse un état des lieux détaillé, photos à l’appui, qui est enregistré avec le bail. En fin de location, il le compare à l’état des lieux de sortie.

**Gestion.** Vous préférez ne plus vous en soucier ? Nous suivons alors le paiement des loyers, l’indexation annuelle et l’assurance incendie du locataire, faisons exécuter les réparations et restons l’interlocuteur de votre locataire.`,
      en: `Letting can give you a good return, as long as everything is arranged properly from the start. We are happy to take that off your hands.

**Rent and listing.** We advise you on a realistic market rent. In Flanders every rental advert must state the rent, the shared charges and the EPC; we make sure yours is correct.

**Tenant screening.** We organise the viewings and ask each applicant for the information the law allows: identity, household composition, proof of income. That way we can put forward a solvent, reliable tenant, without any discrimination.

**Lease and registration.** We draw up the lease in line with the Flemish residential tenancy decree and register it via MyRent within the statutory two months. Registration is free of charge, but compulsory.

**Deposit.** The deposit is capped at three months’ rent and is held in a blocked account in the tenant’s name. We check that the account is opened.

**Check-in inventory.** When the tenant moves in, an independent surveyor draws up a detailed inventory of condition (plaatsbeschrijving) with photographs, registered together with the lease. At the end of the tenancy it is compared with the check-out report.

**Management.** Would you rather not worry about it at all? Then we monitor rent payments, the annual indexation and the tenant’s fire insurance, arrange repairs and act as your tenant’s point of contact.`,
      de: `Vermieten bringt eine gute Rendite – vorausgesetzt, von Anfang an ist alles korrekt geregelt. Das übernehmen wir gern für Sie.

**Miete und Anzeige.** Wir beraten Sie zu einer marktgerechten Miete. In Flandern muss jede Mietanzeige die Miete, die Nebenkosten und den Energieausweis (EPC) nennen; wir sorgen dafür, dass alles stimmt.

**Prüfung der Interessenten.** Wir organisieren die Besichtigungen und erfragen bei jedem Mietinteressenten die gesetzlich zulässigen Angaben: Identität, Haushaltszusammensetzung, Einkommensnachweis. So schlagen wir Ihnen einen zahlungsfähigen und zuverlässigen Mieter vor – ohne jede Diskriminierung.

**Mietvertrag und Registrierung.** Wir erstellen den Mietvertrag nach dem flämischen Wohnungsmietdekret und registrieren ihn innerhalb der gesetzlichen Frist von zwei Monaten über MyRent. Die Registrierung ist kostenlos, aber Pflicht.

**Mietkaution.** Die Kaution beträgt höchstens drei Monatsmieten und wird auf einem Sperrkonto auf den Namen des Mieters hinterlegt. Wir überwachen die Eröffnung dieses Kontos.

**Übergabeprotokoll.** Beim Einzug erstellt ein unabhängiger Sachverständiger ein ausführliches Protokoll mit Fotos, das zusammen mit dem Vertrag registriert wird. Beim Auszug vergleicht er es mit dem Auszugsprotokoll.

**Verwaltung.** Sie möchten sich um nichts mehr kümmern? Dann überwachen wir die Mietzahlungen, die jährliche Indexierung und die Brandversicherung des Mieters, lassen Reparaturen ausführen und sind Ansprechpartner für Ihren Mieter.`,
    },
    publishedDate: '2026-01-05',
  },
  {
    key: 'aankoop',
    categoryKey: 'services',
    title: {
      nl: 'Aankoop: wij begeleiden u naar uw nieuwe woning',
      fr: 'Achat : nous vous accompagnons vers votre nouveau chez-vous',
      en: 'Buying: we guide you to your new home',
      de: 'Kauf: Wir begleiten Sie zu Ihrem neuen Zuhause',
    },
    summary: {
      nl: 'Zoeken, bezoeken, bieden, compromis en akte: zo verloopt een aankoop via ons kantoor.',
      fr: 'Recherche, visites, offre, compromis et acte : le déroulement d’un achat avec notre agence.',
      en: 'Searching, viewing, making an offer, the sale agreement and the deed: buying through our office.',
      de: 'Suchen, besichtigen, bieten, Vorvertrag und Urkunde: So läuft ein Kauf über unser Büro.',
    },
    body: {
      nl: `Een woning kopen doet u niet elke dag. Wij zorgen ervoor dat u elke stap begrijpt, zodat u met een gerust gevoel tekent.

**Zoeken.** Vertel ons wat u zoekt: type, gemeente, budget, aantal slaapkamers. Registreer uw zoekopdracht en u krijgt meteen bericht wanneer een nieuw pand aan uw wensen voldoet, vaak nog voor het online staat.

**Bezoeken.** Een makelaar leidt u rond en beantwoordt al uw vragen. Vooraf krijgt u de belangrijkste documenten: EPC, asbestattest, stedenbouwkundige inlichtingen, overstromingsscores en, bij een appartement, de gegevens van de syndicus. Zo weet u ook welke renovaties u mag verwachten.

**Bod.** Bent u overtuigd, dan brengt u een schriftelijk bod uit met ons biedingsformulier. Let op: zodra de verkoper uw bod aanvaardt, is de koop gesloten. Voeg dus eventuele opschortende voorwaarden toe, zoals het verkrijgen van een hypothecaire lening.

**Voorschot en compromis.** Na aanvaarding stellen we het compromis op. U betaalt een voorschot van 10% van de verkoopprijs op de derdenrekening van ons kantoor. Dat bedrag blijft daar veilig staan tot de akte en wordt dan in mindering gebracht van de prijs.

**Akte bij de notaris.** U kiest vrij uw eigen notaris. Hij kijkt het dossier na, berekent de registratiebelasting en de kosten, en binnen vier maanden na het compromis ondertekent u de authentieke akte. Daarna krijgt u de sleutels.

Ook na de akte staan we voor u klaar, met adressen van aannemers en tips voor uw renovatie.`,
      fr: `On n’achète pas une maison tous les jours. Nous veillons à ce que vous compreniez chaque étape, pour signer l’esprit tranquille.

**La recherche.** Dites-nous ce que vous cherchez : type de bien, commune, budget, nombre de chambres. Enregistrez votre recherche et vous serez prévenu dès qu’un nouveau bien correspond à vos critères, souvent avant même sa mise en ligne.

**Les visites.** Un agent vous fait visiter et répond à toutes vos questions. Vous recevez au préalable les documents essentiels : certificat PEB, attestation amiante, renseignements urbanistiques, scores d’inondation et, pour un appartement, les informations du syndic. Vous savez ainsi quels travaux prévoir.

**L’offre.** Vous êtes convaincu ? Vous remettez une offre écrite au moyen de notre formulaire. Attention : dès que le vendeur accepte votre offre, la vente est conclue. Ajoutez donc les éventuelles conditions suspensives, comme l’obtention d’un crédit hypothécaire.

**Acompte et compromis.** Après acceptation, nous rédigeons le compromis de vente. Vous versez un acompte de 10 % du prix de vente sur le compte de tiers de notre agence. Ce montant y reste en sécurité jusqu’à l’acte, où il est déduit du prix.

**L’acte chez le notaire.** Vous choisissez librement votre notaire. Il vérifie le dossier, calcule les droits d’enregistrement et les frais, et vous signez l’acte authentique dans les quatre mois qui suivent le compromis. Ensuite, les clés sont à vous.

Après l’acte aussi, nous restons à votre disposition, avec des adresses d’entrepreneurs et des conseils pour vos travaux.`,
      en: `Buying a home is not something you do every day. We make sure you understand every step, so you can sign with peace of mind.

**Searching.** Tell us what you are looking for: type of property, town, budget, number of bedrooms. Register your search and we will let you know as soon as a new property matches, often before it goes online.

**Viewings.** An agent shows you round and answers all your questions. Beforehand you receive the key documents: EPC, asbestos certificate, planning information, flood scores and, for a flat, the building manager’s details. So you also know what renovation work to expect.

**Making an offer.** Convinced? Then you make a written offer using our offer form. Please note: in Belgium, once the seller accepts your offer, the sale is concluded. So add any conditions precedent you need, such as obtaining a mortgage.

**Deposit and sale agreement.** After acceptance we draw up the sale agreement (compromis). You pay an advance of 10% of the sale price into our office’s third-party client account. The money stays there safely until the deed and is then deducted from the price.

**The deed at the notary’s.** You are free to choose your own notary, who checks the file, calculates the registration tax and costs. Within four months of the sale agreement you sign the notarial deed, and the keys are yours.

Even after the deed we are here for you, with contacts for contractors and advice on your renovation.`,
      de: `Ein Hauskauf ist nichts Alltägliches. Wir sorgen dafür, dass Sie jeden Schritt verstehen und mit gutem Gefühl unterschreiben.

**Suche.** Sagen Sie uns, was Sie suchen: Objektart, Gemeinde, Budget, Anzahl der Schlafzimmer. Speichern Sie Ihren Suchauftrag, und Sie erhalten sofort Nachricht, wenn eine neue Immobilie passt – oft noch bevor sie online steht.

**Besichtigungen.** Ein Makler führt Sie durch die Immobilie und beantwortet alle Fragen. Vorab erhalten Sie die wichtigsten Unterlagen: Energieausweis (EPC), Asbestbescheinigung, städtebauliche Auskünfte, Hochwasser-Scores und bei Wohnungen die Angaben der Hausverwaltung. So wissen Sie auch, welche Renovierungen auf Sie zukommen.

**Angebot.** Sind Sie überzeugt, geben Sie mit unserem Formular ein schriftliches Angebot ab. Wichtig: In Belgien ist der Kauf geschlossen, sobald der Verkäufer Ihr Angebot annimmt. Nehmen Sie also nötige aufschiebende Bedingungen auf, etwa die Zusage eines Hypothekendarlehens.

**Anzahlung und Vorvertrag.** Nach der Annahme erstellen wir den Vorvertrag (Compromis). Sie zahlen eine Anzahlung von 10 % des Kaufpreises auf das Treuhandkonto (Anderkonto) unseres Büros. Der Betrag bleibt dort sicher bis zur Beurkundung und wird dann vom Preis abgezogen.

**Urkunde beim Notar.** Ihren Notar wählen Sie frei. Er prüft die Unterlagen, berechnet die Registrierungssteuer und die Kosten, und innerhalb von vier Monaten nach dem Vorvertrag unterzeichnen Sie die notarielle Urkunde. Danach gehören die Schlüssel Ihnen.

Auch nach der Beurkundung sind wir für Sie da – mit Adressen von Handwerkern und Tipps für Ihre Renovierung.`,
    },
    publishedDate: '2026-01-05',
  },
  {
    key: 'tips',
    title: {
      nl: 'Tips voor kopers en verkopers',
      fr: 'Conseils pour acheteurs et vendeurs',
      en: 'Tips for buyers and sellers',
      de: 'Tipps für Käufer und Verkäufer',
    },
    summary: {
      nl: 'Renovatieplicht bij EPC-label E of F, overstromingsscores en de stedenbouwkundige afkortingen uitgelegd.',
      fr: 'Obligation de rénovation pour les labels PEB E et F, scores d’inondation et abréviations urbanistiques expliqués.',
      en: 'The renovation obligation for EPC labels E and F, flood scores and the planning abbreviations explained.',
      de: 'Renovierungspflicht bei EPC-Label E oder F, Hochwasser-Scores und die städtebaulichen Abkürzungen erklärt.',
    },
    body: {
      nl: `Wie in Vlaanderen een woning koopt of verkoopt, krijgt heel wat documenten en afkortingen te zien. Drie onderwerpen leveren bij ons de meeste vragen op.

## Renovatieplicht bij EPC-label E of F

Koopt u sinds 1 januari 2023 een woning of appartement met EPC-label E of F? Dan moet u die binnen **5 jaar** na het verlijden van de akte renoveren tot minstens **label D**. Een nieuw EPC na de werken is het bewijs. Voor verkopers betekent dit dat een slecht label op de prijs weegt, want kopers rekenen de renovatie mee. Kopers vragen best vooraf een raming van de werken en informeren naar de Vlaamse premies en renovatieleningen.

## Overstromingsscores: P en G

Elke advertentie vermeldt de **P-score** (perceel) en de **G-score** (gebouw), telkens van A tot D. A betekent dat het pand niet in overstromingsgevoelig gebied ligt, B een kleine, C een middelgrote en D een grote kans op overstroming; bij D staat ook het overstromingssymbool. In de polders rond Gistel is een C-score niet uitzonderlijk. Vraag ernaar bij het bezoek en bij uw verzekeraar.

## Stedenbouwkundige afkortingen

Elke verkoopadvertentie bevat vijf stedenbouwkundige gegevens, meestal afgekort:

- **Vg**: stedenbouwkundige vergunning uitgereikt
- **Gvg**: geen stedenbouwkundige vergunning uitgereikt
- **Wg**: bestemming woongebied
- **Dv**: dagvaarding uitgebracht
- **Ho**: rechterlijke herstelmaatregel opgelegd
- **Bo**: bestuursdwang opgelegd
- **Lod**: last onder dwangsom opgelegd
- **Ms**: minnelijke schikking aangegaan
- **Gmo**: geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd
- **Vkr**: voorkooprecht van toepassing
- **Gvkr**: geen voorkooprecht
- **Vv**: verkavelingsvergunning afgeleverd
- **Gvv**: geen verkavelingsvergunning

Twijfelt u over een attest of een afkorting? Bel ons gerust, we lichten het graag toe.`,
      fr: `Acheter ou vendre un bien en Flandre, c’est découvrir une foule de documents et d’abréviations. Trois sujets suscitent la plupart de vos questions.

## Obligation de rénovation pour les labels PEB E et F

Vous avez acheté depuis le 1er janvier 2023 une maison ou un appartement dont le certificat PEB affiche le label E ou F ? Vous devez alors le rénover pour atteindre au moins le **label D** dans les **5 ans** qui suivent la passation de l’acte. Un nouveau certificat PEB après travaux en apporte la preuve. Pour le vendeur, un mauvais label pèse donc sur le prix, car l’acheteur tient compte des travaux. Côté acheteur, demandez un devis à l’avance et renseignez-vous sur les primes et prêts à la rénovation flamands.

## Scores d’inondation P et G

Chaque annonce mentionne le **score P** (parcelle) et le **score G** (bâtiment), de A à D. A signifie que le bien ne se trouve pas en zone inondable ; B, C et D indiquent un risque faible, moyen ou élevé. En cas de score D, le symbole d’inondation figure aussi dans l’annonce. Dans les polders autour de Gistel, un score C n’a rien d’exceptionnel : posez la question lors de la visite et à votre assureur.

## Abréviations urbanistiques

Chaque annonce de vente comporte cinq informations urbanistiques, souvent abrégées en néerlandais :

- **Vg** : permis d’urbanisme délivré
- **Gvg** : aucun permis d’urbanisme délivré
- **Wg** : affectation en zone d’habitat
- **Dv** : citation en justice signifiée
- **Ho** : mesure de réparation judiciaire imposée
- **Bo** : contrainte administrative imposée
- **Lod** : ordre sous astreinte
- **Ms** : transaction à l’amiable conclue
- **Gmo** : aucune mesure de réparation judiciaire ni mesure administrative
- **Vkr** : droit de préemption applicable
- **Gvkr** : pas de droit de préemption
- **Vv** : permis de lotir délivré
- **Gvv** : pas de permis de lotir

Un doute sur une attestation ou une abréviation ? Appelez-nous, nous vous l’expliquerons volontiers.`,
      en: `Buying or selling a home in Flanders means facing a pile of documents and abbreviations. Three topics account for most of the questions we get.

## Renovation obligation for EPC labels E and F

Have you bought a house or flat with an EPC label of E or F since 1 January 2023? Then you must renovate it to at least **label D** within **5 years** of signing the deed. A new EPC after the works serves as proof. For sellers, this means a poor label affects the price, because buyers factor in the cost of the works. Buyers should get an estimate of the works in advance and ask about Flemish renovation grants and loans.

## Flood scores: P and G

Every listing states the **P-score** (plot) and the **G-score** (building), each graded A to D. A means the property is not in a flood-prone area; B, C and D mean a small, medium or high chance of flooding. A D-score also carries the flood symbol. In the polders around Gistel a C-score is nothing unusual, so ask about it at the viewing and check with your insurer.

## Planning abbreviations

Every sale listing contains five items of planning information, usually abbreviated in Dutch:

- **Vg**: planning permission granted
- **Gvg**: no planning permission granted
- **Wg**: zoned as residential area
- **Dv**: summons issued
- **Ho**: court-ordered remedial measure imposed
- **Bo**: administrative enforcement imposed
- **Lod**: order subject to a penalty payment
- **Ms**: out-of-court settlement reached
- **Gmo**: no court-ordered or administrative measure imposed
- **Vkr**: right of pre-emption applies
- **Gvkr**: no right of pre-emption
- **Vv**: subdivision permit granted
- **Gvv**: no subdivision permit

Unsure about a certificate or an abbreviation? Just give us a call and we will gladly explain.`,
      de: `Wer in Flandern eine Immobilie kauft oder verkauft, bekommt viele Unterlagen und Abkürzungen zu sehen. Drei Themen sorgen bei uns für die meisten Fragen.

## Renovierungspflicht bei EPC-Label E oder F

Sie haben seit dem 1. Januar 2023 ein Haus oder eine Wohnung mit dem Energielabel E oder F gekauft? Dann müssen Sie es innerhalb von **5 Jahren** nach der notariellen Beurkundung auf mindestens **Label D** renovieren. Ein neuer Energieausweis nach den Arbeiten dient als Nachweis. Für Verkäufer heißt das: Ein schlechtes Label drückt den Preis, weil Käufer die Renovierung einrechnen. Käufer sollten vorab einen Kostenvoranschlag einholen und sich über flämische Renovierungsprämien und -darlehen informieren.

## Hochwasser-Scores: P und G

Jede Anzeige nennt den **P-Score** (Parzelle) und den **G-Score** (Gebäude), jeweils von A bis D. A bedeutet, dass die Immobilie nicht in einem hochwassergefährdeten Gebiet liegt; B, C und D stehen für eine geringe, mittlere oder hohe Überschwemmungswahrscheinlichkeit. Bei D erscheint zusätzlich das Hochwassersymbol. Im Polderland um Gistel ist ein C-Score nichts Ungewöhnliches – fragen Sie bei der Besichtigung und bei Ihrer Versicherung nach.

## Städtebauliche Abkürzungen

Jede Verkaufsanzeige enthält fünf städtebauliche Angaben, meist mit niederländischen Abkürzungen:

- **Vg**: Baugenehmigung erteilt
- **Gvg**: keine Baugenehmigung erteilt
- **Wg**: Zweckbestimmung Wohngebiet
- **Dv**: Vorladung vor Gericht erfolgt
- **Ho**: gerichtliche Wiederherstellungsmaßnahme angeordnet
- **Bo**: Verwaltungszwang angeordnet
- **Lod**: Anordnung unter Zwangsgeld
- **Ms**: gütlicher Vergleich geschlossen
- **Gmo**: keine gerichtliche oder behördliche Maßnahme angeordnet
- **Vkr**: Vorkaufsrecht besteht
- **Gvkr**: kein Vorkaufsrecht
- **Vv**: Parzellierungsgenehmigung erteilt
- **Gvv**: keine Parzellierungsgenehmigung

Unsicher bei einer Bescheinigung oder Abkürzung? Rufen Sie uns an, wir erklären es gern.`,
    },
    publishedDate: '2026-02-02',
  },
  {
    key: 'privacy',
    title: {
      nl: 'Privacyverklaring',
      fr: 'Déclaration de confidentialité',
      en: 'Privacy statement',
      de: 'Datenschutzerklärung',
    },
    summary: {
      nl: 'Hoe Kustvastgoed uw persoonsgegevens verwerkt en welke rechten u hebt.',
      fr: 'Comment Kustvastgoed traite vos données personnelles et quels sont vos droits.',
      en: 'How Kustvastgoed processes your personal data and what your rights are.',
      de: 'Wie Kustvastgoed Ihre personenbezogenen Daten verarbeitet und welche Rechte Sie haben.',
    },
    body: {
      nl: `Kustvastgoed Gistel-Oostende, Stationsstraat 42, 8470 Gistel (ondernemingsnummer 0712.345.678), is verantwoordelijk voor de verwerking van uw persoonsgegevens. Wij behandelen ze volgens de Algemene Verordening Gegevensbescherming (AVG).

## Welke gegevens?

- wat u ons zelf bezorgt via een formulier, per e-mail of telefoon: naam, adres, e-mailadres, telefoonnummer, uw zoekcriteria of gegevens over uw pand;
- als eigenaar met een login: uw inloggegevens;
- bij een verkoop of verhuur: de identiteitsgegevens die de antiwitwaswetgeving ons verplicht op te vragen;
- via cookies, en alleen met uw toestemming: gegevens over uw gebruik van de website.

## Waarvoor en op welke grond?

- uw vraag beantwoorden, bezoeken en schattingen plannen en onze opdracht uitvoeren (overeenkomst of precontractuele maatregelen);
- u verwittigen wanneer een pand aan uw zoekopdracht voldoet (toestemming);
- onze wettelijke verplichtingen nakomen, zoals de antiwitwaswet en de boekhouding (wettelijke verplichting);
- onze website verbeteren (toestemming via de cookie-instellingen).

Wij verkopen uw gegevens nooit.

## Met wie delen we ze?

Alleen met wie nodig is voor uw dossier, zoals notarissen, syndici, keurders en deskundigen, en met onze IT-leveranciers, die contractueel tot vertrouwelijkheid verplicht zijn.

## Hoe lang bewaren we ze?

Zoekopdrachten tot u zich uitschrijft, contactaanvragen tot twee jaar na het laatste contact en verkoop- of verhuurdossiers zo lang als de wet voorschrijft, in de regel tien jaar.

## Uw rechten

U hebt recht op inzage, verbetering, wissing, beperking van de verwerking, overdraagbaarheid en bezwaar, en u kunt uw toestemming altijd intrekken. Stuur daarvoor een e-mail naar privacy@kustvastgoed.be. Niet tevreden over ons antwoord? Dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel.`,
      fr: `Kustvastgoed Gistel-Oostende, Stationsstraat 42, 8470 Gistel (numéro d’entreprise 0712.345.678), est responsable du traitement de vos données personnelles. Nous les traitons conformément au Règlement général sur la protection des données (RGPD).

## Quelles données ?

- celles que vous nous communiquez via un formulaire, par e-mail ou par téléphone : nom, adresse, adresse e-mail, numéro de téléphone, critères de recherche ou informations sur votre bien ;
- si vous êtes propriétaire avec un accès personnel : vos identifiants de connexion ;
- lors d’une vente ou d’une location : les données d’identité que la législation anti-blanchiment nous oblige à demander ;
- via les cookies, et uniquement avec votre consentement : des données sur votre utilisation du site.

## Dans quel but et sur quelle base ?

- répondre à votre demande, organiser visites et estimations et exécuter notre mission (contrat ou mesures précontractuelles) ;
- vous avertir lorsqu’un bien correspond à votre recherche (consentement) ;
- respecter nos obligations légales, comme la loi anti-blanchiment et la comptabilité (obligation légale) ;
- améliorer notre site (consentement via les paramètres de cookies).

Nous ne vendons jamais vos données.

## Avec qui les partageons-nous ?

Uniquement avec les personnes nécessaires à votre dossier, comme les notaires, syndics, certificateurs et experts, ainsi qu’avec nos prestataires informatiques, tenus contractuellement à la confidentialité.

## Combien de temps ?

Les recherches enregistrées jusqu’à votre désinscription, les demandes de contact jusqu’à deux ans après le dernier contact et les dossiers de vente ou de location aussi longtemps que la loi l’exige, en règle générale dix ans.

## Vos droits

Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, et vous pouvez retirer votre consentement à tout moment. Écrivez-nous à privacy@kustvastgoed.be. Notre réponse ne vous satisfait pas ? Vous pouvez introduire une plainte auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles.`,
      en: `Kustvastgoed Gistel-Oostende, Stationsstraat 42, 8470 Gistel, Belgium (company number 0712.345.678), is the controller of your personal data. We process it in accordance with the General Data Protection Regulation (GDPR).

## What data?

- what you give us yourself through a form, by e-mail or by phone: name, address, e-mail address, phone number, your search criteria or details of your property;
- if you are an owner with a login: your login details;
- when selling or letting: the identity details that anti-money-laundering law requires us to collect;
- through cookies, and only with your consent: information about how you use the website.

## For what purpose and on what basis?

- answering your question, arranging viewings and valuations and carrying out our assignment (contract or pre-contractual steps);
- alerting you when a property matches your registered search (consent);
- meeting our legal obligations, such as anti-money-laundering rules and bookkeeping (legal obligation);
- improving our website (consent through the cookie settings).

We never sell your data.

## Who do we share it with?

Only with the parties your file requires, such as notaries, building managers, inspectors and surveyors, and with our IT suppliers, who are contractually bound to confidentiality.

## How long do we keep it?

Registered searches until you unsubscribe, contact requests for up to two years after the last contact, and sale or letting files for as long as the law requires, usually ten years.

## Your rights

You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and you can withdraw your consent at any time. Simply e-mail privacy@kustvastgoed.be. Not satisfied with our reply? You can lodge a complaint with the Belgian Data Protection Authority, Drukpersstraat 35, 1000 Brussels.`,
      de: `Kustvastgoed Gistel-Oostende, Stationsstraat 42, 8470 Gistel, Belgien (Unternehmensnummer 0712.345.678), ist Verantwortlicher für die Verarbeitung Ihrer personenbezogenen Daten. Wir verarbeiten sie gemäß der Datenschutz-Grundverordnung (DSGVO).

## Welche Daten?

- Angaben, die Sie uns selbst über ein Formular, per E-Mail oder Telefon mitteilen: Name, Anschrift, E-Mail-Adresse, Telefonnummer, Ihre Suchkriterien oder Angaben zu Ihrer Immobilie;
- als Eigentümer mit Zugang: Ihre Anmeldedaten;
- bei einem Verkauf oder einer Vermietung: die Identitätsdaten, die wir nach dem Geldwäschegesetz erheben müssen;
- über Cookies, und nur mit Ihrer Einwilligung: Daten zur Nutzung der Website.

## Zu welchem Zweck und auf welcher Grundlage?

- Ihre Anfrage beantworten, Besichtigungen und Bewertungen planen und unseren Auftrag ausführen (Vertrag oder vorvertragliche Maßnahmen);
- Sie benachrichtigen, wenn eine Immobilie Ihrem Suchauftrag entspricht (Einwilligung);
- unsere gesetzlichen Pflichten erfüllen, etwa nach dem Geldwäschegesetz und dem Buchhaltungsrecht (rechtliche Verpflichtung);
- unsere Website verbessern (Einwilligung über die Cookie-Einstellungen).

Wir verkaufen Ihre Daten niemals.

## An wen geben wir sie weiter?

Nur an die für Ihre Akte nötigen Stellen, etwa Notare, Hausverwalter, Prüfer und Sachverständige, sowie an unsere IT-Dienstleister, die vertraglich zur Vertraulichkeit verpflichtet sind.

## Wie lange speichern wir sie?

Suchaufträge bis zu Ihrer Abmeldung, Kontaktanfragen bis zu zwei Jahre nach dem letzten Kontakt und Verkaufs- oder Vermietungsakten so lange, wie das Gesetz es verlangt, in der Regel zehn Jahre.

## Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch und können Ihre Einwilligung jederzeit widerrufen. Schreiben Sie dazu an privacy@kustvastgoed.be. Sind Sie mit unserer Antwort nicht zufrieden, können Sie Beschwerde bei der belgischen Datenschutzbehörde einlegen, Rue de la Presse 35, 1000 Brüssel.`,
    },
    publishedDate: '2026-09-01',
  },
  {
    key: 'cookie-policy',
    title: {
      nl: 'Cookiebeleid',
      fr: 'Politique en matière de cookies',
      en: 'Cookie policy',
      de: 'Cookie-Richtlinie',
    },
    summary: {
      nl: 'Welke cookies onze website gebruikt, waarom, en hoe u uw keuze aanpast.',
      fr: 'Les cookies utilisés par notre site, leur utilité et comment modifier votre choix.',
      en: 'Which cookies our website uses, why, and how to change your choice.',
      de: 'Welche Cookies unsere Website verwendet, warum und wie Sie Ihre Auswahl ändern.',
    },
    body: {
      nl: `Cookies zijn kleine bestanden die een website op uw toestel bewaart. Bij uw eerste bezoek vragen we uw toestemming. U kunt alles aanvaarden, alles weigeren of per categorie kiezen. Alleen de strikt noodzakelijke cookies staan altijd aan.

## De vijf categorieën

1. **Strikt noodzakelijk.** Zonder deze cookies werkt de site niet goed: ze onthouden uw taalkeuze, uw cookievoorkeuren en, als eigenaar, uw aanmelding. Hiervoor is geen toestemming nodig.
2. **Analytisch.** Met Google Analytics meten we hoeveel bezoekers we hebben en welke pagina’s ze bekijken. Zo verbeteren we de site. De gegevens worden geanonimiseerd.
3. **Marketing.** Deze cookies, onder meer van Google Ads en Meta, laten ons toe onze advertenties af te stemmen op uw interesse, bijvoorbeeld panden die u eerder bekeek.
4. **Sociale media.** Wanneer u een pand deelt of een ingebouwde video of virtuele rondleiding bekijkt, kunnen YouTube, Facebook en vergelijkbare platformen cookies plaatsen.
5. **Niet-geclassificeerd.** Cookies die we samen met de leverancier nog aan een categorie moeten toewijzen. Ze worden alleen geplaatst als u ze toestaat.

## Uw keuze wijzigen

U kunt uw toestemming op elk moment aanpassen of intrekken via de cookie-instellingen op onze website. U kunt cookies ook wissen of blokkeren in uw browser; bij uw volgende bezoek vragen we dan opnieuw uw keuze.

Meer over hoe we met persoonsgegevens omgaan, leest u in onze privacyverklaring.`,
      fr: `Les cookies sont de petits fichiers qu’un site enregistre sur votre appareil. Lors de votre première visite, nous vous demandons votre consentement. Vous pouvez tout accepter, tout refuser ou choisir par catégorie. Seuls les cookies strictement nécessaires sont toujours actifs.

## Les cinq catégories

1. **Strictement nécessaires.** Sans eux, le site ne fonctionne pas correctement : ils retiennent votre langue, vos préférences en matière de cookies et, si vous êtes propriétaire, votre connexion. Ils ne requièrent pas de consentement.
2. **Analytiques.** Google Analytics nous permet de mesurer le nombre de visiteurs et les pages consultées, afin d’améliorer le site. Les données sont anonymisées.
3. **Marketing.** Ces cookies, notamment de Google Ads et de Meta, nous permettent d’adapter nos publicités à vos centres d’intérêt, par exemple aux biens que vous avez déjà consultés.
4. **Réseaux sociaux.** Lorsque vous partagez un bien ou regardez une vidéo ou une visite virtuelle intégrée, YouTube, Facebook ou d’autres plateformes similaires peuvent déposer des cookies.
5. **Non classés.** Des cookies que nous devons encore attribuer à une catégorie avec leur fournisseur. Ils ne sont déposés que si vous les autorisez.

## Modifier votre choix

Vous pouvez à tout moment modifier ou retirer votre consentement via les paramètres de cookies de notre site. Vous pouvez aussi supprimer ou bloquer les cookies dans votre navigateur ; lors de votre prochaine visite, nous vous redemanderons votre choix.

Pour en savoir plus sur le traitement de vos données personnelles, consultez notre déclaration de confidentialité.`,
      en: `Cookies are small files that a website stores on your device. On your first visit we ask for your consent. You can accept everything, decline everything or choose per category. Only strictly necessary cookies are always on.

## The five categories

1. **Strictly necessary.** The site does not work properly without these: they remember your language, your cookie preferences and, if you are an owner, your login. They do not require consent.
2. **Analytical.** Google Analytics lets us measure how many people visit and which pages they view, so we can improve the site. The data is anonymised.
3. **Marketing.** These cookies, including those from Google Ads and Meta, let us tailor our adverts to your interests, for example properties you looked at before.
4. **Social media.** When you share a property or watch an embedded video or virtual tour, YouTube, Facebook and similar platforms may set cookies.
5. **Unclassified.** Cookies that we and the supplier still have to assign to a category. They are only set if you allow them.

## Changing your choice

You can change or withdraw your consent at any time through the cookie settings on our website. You can also delete or block cookies in your browser; on your next visit we will simply ask for your choice again.

To find out more about how we handle personal data, please read our privacy statement.`,
      de: `Cookies sind kleine Dateien, die eine Website auf Ihrem Gerät speichert. Bei Ihrem ersten Besuch bitten wir um Ihre Einwilligung. Sie können alles annehmen, alles ablehnen oder nach Kategorien wählen. Nur die unbedingt erforderlichen Cookies sind immer aktiv.

## Die fünf Kategorien

1. **Unbedingt erforderlich.** Ohne sie funktioniert die Website nicht richtig: Sie speichern Ihre Sprache, Ihre Cookie-Einstellungen und, wenn Sie Eigentümer sind, Ihre Anmeldung. Dafür ist keine Einwilligung nötig.
2. **Analyse.** Mit Google Analytics messen wir, wie viele Besucher wir haben und welche Seiten sie aufrufen, um die Website zu verbessern. Die Daten werden anonymisiert.
3. **Marketing.** Diese Cookies, unter anderem von Google Ads und Meta, ermöglichen es uns, unsere Werbung auf Ihre Interessen abzustimmen, etwa auf Immobilien, die Sie sich bereits angesehen haben.
4. **Soziale Medien.** Wenn Sie eine Immobilie teilen oder ein eingebettetes Video oder einen virtuellen Rundgang ansehen, können YouTube, Facebook und ähnliche Plattformen Cookies setzen.
5. **Nicht klassifiziert.** Cookies, die wir gemeinsam mit dem Anbieter noch einer Kategorie zuordnen müssen. Sie werden nur gesetzt, wenn Sie zustimmen.

## Ihre Auswahl ändern

Sie können Ihre Einwilligung jederzeit über die Cookie-Einstellungen unserer Website ändern oder widerrufen. Sie können Cookies auch in Ihrem Browser löschen oder blockieren; bei Ihrem nächsten Besuch fragen wir Sie dann erneut.

Mehr darüber, wie wir mit personenbezogenen Daten umgehen, lesen Sie in unserer Datenschutzerklärung.`,
    },
    publishedDate: '2026-09-01',
  },
  {
    key: 'disclaimer',
    title: {
      nl: 'Disclaimer',
      fr: 'Clause de non-responsabilité',
      en: 'Disclaimer',
      de: 'Haftungsausschluss',
    },
    summary: {
      nl: 'De voorwaarden voor het gebruik van deze website en de informatie over ons aanbod.',
      fr: 'Les conditions d’utilisation de ce site et des informations sur nos biens.',
      en: 'The terms for using this website and the information about our properties.',
      de: 'Die Bedingungen für die Nutzung dieser Website und der Angaben zu unseren Immobilien.',
    },
    body: {
      nl: `Deze website wordt beheerd door Kustvastgoed Gistel-Oostende, Stationsstraat 42, 8470 Gistel, erkend vastgoedmakelaar-bemiddelaar (BIV 512.345), btw BE 0712.345.678.

**Informatie over panden.** We stellen de beschrijvingen, prijzen, oppervlaktes en plannen met de grootste zorg op, op basis van de gegevens van de eigenaars en de officiële attesten. Ze zijn louter informatief en vormen geen aanbod in juridische zin. Foto’s en plannen kunnen afwijken van de werkelijkheid en meubilair is niet inbegrepen. Een pand kan intussen verkocht of verhuurd zijn. Alleen de documenten die u bij de ondertekening ontvangt, zijn bindend.

**Prijzen.** Vermelde verkoopprijzen zijn exclusief registratiebelasting, notariskosten en andere aktekosten, tenzij anders vermeld. Huurprijzen zijn exclusief kosten en lasten, die afzonderlijk vermeld worden.

**Aansprakelijkheid.** Ondanks onze zorg kan de informatie onvolledig of onjuist zijn. Wij zijn niet aansprakelijk voor schade die voortvloeit uit het gebruik van deze website of van websites waarnaar we verwijzen.

**Intellectuele eigendom.** Teksten, foto’s en logo’s op deze site zijn beschermd. Overname is alleen toegestaan met onze schriftelijke toestemming.

Op deze website is het Belgisch recht van toepassing; bij geschillen zijn de rechtbanken van West-Vlaanderen bevoegd.`,
      fr: `Ce site est géré par Kustvastgoed Gistel-Oostende, Stationsstraat 42, 8470 Gistel, agent immobilier intermédiaire agréé (IPI/BIV 512.345), TVA BE 0712.345.678.

**Informations sur les biens.** Nous rédigeons les descriptions, prix, superficies et plans avec le plus grand soin, sur la base des données fournies par les propriétaires et des attestations officielles. Ils sont purement informatifs et ne constituent pas une offre au sens juridique. Les photos et plans peuvent différer de la réalité et le mobilier n’est pas compris. Un bien peut entre-temps avoir été vendu ou loué. Seuls les documents remis lors de la signature engagent les parties.

**Prix.** Sauf mention contraire, les prix de vente s’entendent hors droits d’enregistrement, frais de notaire et autres frais d’acte. Les loyers s’entendent hors frais et charges, mentionnés séparément.

**Responsabilité.** Malgré notre vigilance, les informations peuvent être incomplètes ou inexactes. Nous déclinons toute responsabilité pour un dommage résultant de l’utilisation de ce site ou des sites vers lesquels nous renvoyons.

**Propriété intellectuelle.** Les textes, photos et logos de ce site sont protégés. Toute reproduction requiert notre accord écrit.

Ce site est soumis au droit belge ; en cas de litige, les tribunaux de Flandre occidentale sont compétents.`,
      en: `This website is run by Kustvastgoed Gistel-Oostende, Stationsstraat 42, 8470 Gistel, Belgium, a licensed real-estate agent (BIV 512.345), VAT BE 0712.345.678.

**Property information.** We prepare descriptions, prices, floor areas and plans with the greatest care, based on information from the owners and the official certificates. They are for information only and do not constitute an offer in the legal sense. Photos and plans may differ from reality, and furniture is not included. A property may already have been sold or let. Only the documents you receive at signing are binding.

**Prices.** Unless stated otherwise, sale prices exclude registration tax, notary’s fees and other conveyancing costs. Rents exclude costs and charges, which are listed separately.

**Liability.** Despite our care, the information may be incomplete or inaccurate. We accept no liability for any loss arising from the use of this website or of websites we link to.

**Intellectual property.** The texts, photos and logos on this site are protected. They may only be reproduced with our written consent.

This website is governed by Belgian law; any dispute falls under the jurisdiction of the courts of West Flanders.`,
      de: `Diese Website wird betrieben von Kustvastgoed Gistel-Oostende, Stationsstraat 42, 8470 Gistel, Belgien, zugelassener Immobilienmakler (BIV 512.345), MwSt.-Nr. BE 0712.345.678.

**Angaben zu Immobilien.** Beschreibungen, Preise, Flächen und Pläne erstellen wir mit größter Sorgfalt auf Grundlage der Angaben der Eigentümer und der amtlichen Bescheinigungen. Sie dienen nur der Information und stellen kein Angebot im rechtlichen Sinne dar. Fotos und Pläne können von der Wirklichkeit abweichen, Möbel sind nicht inbegriffen. Eine Immobilie kann inzwischen verkauft oder vermietet sein. Verbindlich sind allein die Unterlagen, die Sie bei der Unterzeichnung erhalten.

**Preise.** Sofern nicht anders angegeben, verstehen sich Kaufpreise ohne Registrierungssteuer, Notargebühren und sonstige Beurkundungskosten. Mieten verstehen sich ohne Neben- und Betriebskosten, die gesondert angegeben werden.

**Haftung.** Trotz aller Sorgfalt können die Angaben unvollständig oder fehlerhaft sein. Wir haften nicht für Schäden, die aus der Nutzung dieser Website oder der verlinkten Websites entstehen.

**Geistiges Eigentum.** Texte, Fotos und Logos dieser Website sind geschützt. Eine Übernahme ist nur mit unserer schriftlichen Zustimmung erlaubt.

Für diese Website gilt belgisches Recht; bei Streitigkeiten sind die Gerichte von Westflandern zuständig.`,
    },
    publishedDate: '2026-09-01',
  },
  {
    key: 'free-valuation-intro',
    title: {
      nl: 'Gratis schatting van uw woning',
      fr: 'Estimation gratuite de votre bien',
      en: 'Free valuation of your property',
      de: 'Kostenlose Bewertung Ihrer Immobilie',
    },
    summary: {
      nl: 'Weet wat uw woning waard is: een makelaar komt ter plaatse, gratis en vrijblijvend.',
      fr: 'Découvrez la valeur de votre bien : un agent se déplace, gratuitement et sans engagement.',
      en: 'Find out what your home is worth: an agent visits, free of charge and without obligation.',
      de: 'Erfahren Sie, was Ihre Immobilie wert ist: Ein Makler kommt vorbei, kostenlos und unverbindlich.',
    },
    body: {
      nl: `Overweegt u te verkopen of te verhuren, of wilt u gewoon weten wat uw woning vandaag waard is? Vraag dan een gratis schatting aan.

Een online rekentool geeft u een ruwe schatting. Wij doen meer: een van onze makelaars komt langs, bekijkt de staat van uw woning, de ligging, de tuin, het EPC en de mogelijkheden, en vergelijkt met panden die recent in uw buurt verkocht of verhuurd werden. Binnen de week krijgt u een schriftelijk, gemotiveerd verslag met een realistische verkoopprijs of huurprijs.

**Zo gaat het in zijn werk**

1. Vul het formulier hieronder in met het adres van uw pand en uw contactgegevens.
2. We bellen u binnen twee werkdagen om een afspraak te maken.
3. Na het bezoek ontvangt u onze schatting.

De schatting is volledig gratis en verplicht u tot niets. Houd, als u die hebt, het EPC, de plannen en het kadastraal inkomen bij de hand: dat maakt de schatting nauwkeuriger.`,
      fr: `Vous envisagez de vendre ou de louer, ou vous voulez simplement connaître la valeur actuelle de votre bien ? Demandez une estimation gratuite.

Un simulateur en ligne vous donne une idée approximative. Nous allons plus loin : un de nos agents se rend sur place, examine l’état de votre bien, sa situation, le jardin, le certificat PEB et les possibilités, puis compare avec les biens récemment vendus ou loués dans votre quartier. Dans la semaine, vous recevez un rapport écrit et motivé, avec un prix de vente ou un loyer réaliste.

**Comment cela se passe-t-il ?**

1. Complétez le formulaire ci-dessous avec l’adresse du bien et vos coordonnées.
2. Nous vous appelons dans les deux jours ouvrables pour fixer un rendez-vous.
3. Après la visite, vous recevez notre estimation.

L’estimation est entièrement gratuite et sans engagement. Si vous les avez, préparez le certificat PEB, les plans et le revenu cadastral : l’estimation n’en sera que plus précise.`,
      en: `Thinking of selling or letting, or simply curious what your home is worth today? Ask for a free valuation.

An online calculator gives you a rough idea. We go further: one of our agents visits, looks at the condition of your home, its location, the garden, the EPC and the potential, and compares it with properties recently sold or let in your area. Within a week you receive a written, reasoned report with a realistic sale price or rent.

**How it works**

1. Fill in the form below with the address of your property and your contact details.
2. We call you within two working days to arrange a visit.
3. After the visit you receive our valuation.

The valuation is completely free and puts you under no obligation. If you have them, keep the EPC, the plans and the cadastral income to hand: it makes the valuation more accurate.`,
      de: `Sie denken über einen Verkauf oder eine Vermietung nach oder möchten einfach wissen, was Ihre Immobilie heute wert ist? Fordern Sie eine kostenlose Bewertung an.

Ein Online-Rechner liefert nur einen groben Richtwert. Wir gehen weiter: Einer unserer Makler kommt vorbei, sieht sich Zustand, Lage, Garten, Energieausweis und Möglichkeiten Ihrer Immobilie an und vergleicht sie mit Objekten, die kürzlich in Ihrer Umgebung verkauft oder vermietet wurden. Innerhalb einer Woche erhalten Sie einen schriftlichen, begründeten Bericht mit einem realistischen Kaufpreis oder einer realistischen Miete.

**So läuft es ab**

1. Füllen Sie das Formular unten mit der Adresse der Immobilie und Ihren Kontaktdaten aus.
2. Wir rufen Sie innerhalb von zwei Werktagen an, um einen Termin zu vereinbaren.
3. Nach dem Besuch erhalten Sie unsere Bewertung.

Die Bewertung ist völlig kostenlos und unverbindlich. Halten Sie, falls vorhanden, Energieausweis, Pläne und Katastereinkommen bereit – das macht die Bewertung genauer.`,
    },
    publishedDate: '2026-01-05',
  },
  {
    key: 'demand-register-intro',
    title: {
      nl: 'Registreer uw zoekopdracht',
      fr: 'Enregistrez votre recherche',
      en: 'Register your search',
      de: 'Speichern Sie Ihren Suchauftrag',
    },
    summary: {
      nl: 'Laat ons weten wat u zoekt en ontvang als eerste bericht van nieuwe panden.',
      fr: 'Dites-nous ce que vous cherchez et soyez le premier informé des nouveaux biens.',
      en: 'Tell us what you are looking for and be the first to hear about new properties.',
      de: 'Sagen Sie uns, was Sie suchen, und erfahren Sie als Erste von neuen Immobilien.',
    },
    body: {
      nl: `De beste panden zijn vaak verkocht of verhuurd voor ze lang online staan. Wie zijn zoekopdracht bij ons registreert, is er sneller bij.

Vertel ons in het formulier hieronder wat u zoekt: kopen of huren, het type woning, de gemeenten of postcodes die u interesseren, uw budget en het minimum aantal slaapkamers. Kies minstens één type pand en één gemeente of regio.

Komt er een nieuw pand binnen dat aan uw criteria voldoet, dan sturen we u meteen een e-mail met de foto’s en de belangrijkste gegevens. Vindt u iets interessants, dan plannen we graag een bezoek.

Uw gegevens gebruiken we alleen om u over passende panden te informeren, zoals beschreven in onze privacyverklaring. Uw zoekopdracht aanpassen of stopzetten kan op elk moment: onderaan elke e-mail staat een link om u uit te schrijven, of u laat het ons gewoon even weten.`,
      fr: `Les meilleurs biens sont souvent vendus ou loués avant d’être restés longtemps en ligne. En enregistrant votre recherche chez nous, vous prenez une longueur d’avance.

Indiquez dans le formulaire ci-dessous ce que vous cherchez : achat ou location, type de bien, communes ou codes postaux qui vous intéressent, budget et nombre minimum de chambres. Choisissez au moins un type de bien et une commune ou une région.

Dès qu’un nouveau bien correspond à vos critères, nous vous envoyons un e-mail avec les photos et les informations essentielles. Un bien vous intéresse ? Nous organisons volontiers une visite.

Nous utilisons vos données uniquement pour vous informer des biens qui vous correspondent, comme décrit dans notre déclaration de confidentialité. Vous pouvez modifier ou arrêter votre recherche à tout moment : chaque e-mail contient un lien de désinscription, ou il vous suffit de nous le signaler.`,
      en: `The best properties are often sold or let before they have been online for long. Register your search with us and you will be one step ahead.

Use the form below to tell us what you are looking for: buying or renting, the type of property, the towns or postcodes you are interested in, your budget and the minimum number of bedrooms. Choose at least one property type and one town or area.

As soon as a new property matches your criteria, we send you an e-mail with the photos and the key details. Found something interesting? We will be happy to arrange a viewing.

We only use your details to tell you about suitable properties, as described in our privacy statement. You can change or stop your search at any time: every e-mail contains an unsubscribe link, or simply let us know.`,
      de: `Die besten Immobilien sind oft verkauft oder vermietet, bevor sie lange online stehen. Wer seinen Suchauftrag bei uns speichert, ist schneller.

Teilen Sie uns im Formular unten mit, was Sie suchen: Kauf oder Miete, Objektart, die Gemeinden oder Postleitzahlen, die Sie interessieren, Ihr Budget und die Mindestzahl an Schlafzimmern. Wählen Sie mindestens eine Objektart und eine Gemeinde oder Region.

Sobald eine neue Immobilie Ihren Kriterien entspricht, schicken wir Ihnen eine E-Mail mit Fotos und den wichtigsten Angaben. Ist etwas Interessantes dabei, vereinbaren wir gern eine Besichtigung.

Ihre Daten verwenden wir ausschließlich, um Sie über passende Immobilien zu informieren, wie in unserer Datenschutzerklärung beschrieben. Sie können Ihren Suchauftrag jederzeit ändern oder beenden: Jede E-Mail enthält einen Abmeldelink, oder Sie geben uns einfach kurz Bescheid.`,
    },
    publishedDate: '2026-01-05',
  },
  {
    key: 'contact-intro',
    title: {
      nl: 'Contacteer ons',
      fr: 'Contactez-nous',
      en: 'Get in touch',
      de: 'Kontakt',
    },
    summary: {
      nl: 'Bel, mail of kom langs op ons kantoor in de Stationsstraat in Gistel.',
      fr: 'Appelez-nous, écrivez-nous ou passez à notre agence de la Stationsstraat à Gistel.',
      en: 'Call, e-mail or visit our office on Stationsstraat in Gistel.',
      de: 'Rufen Sie an, schreiben Sie uns oder besuchen Sie unser Büro in der Stationsstraat in Gistel.',
    },
    body: {
      nl: `Hebt u een vraag over een pand, wilt u een bezoek plannen of uw eigen woning laten schatten? We helpen u graag verder.

**Kustvastgoed Gistel-Oostende**
Stationsstraat 42, 8470 Gistel
Telefoon: 059 27 84 50
E-mail: info@kustvastgoed.be

**Kantooruren**
Maandag tot vrijdag van 9u00 tot 12u30 en van 13u30 tot 18u00, zaterdag van 10u00 tot 12u00. Bezoeken en schattingen plannen we ook ’s avonds en op zaterdagnamiddag, op afspraak.

Liever schrijven? Vul het formulier hieronder in. Vermeld bij een vraag over een pand zeker de referentie, dan kan de juiste makelaar u meteen antwoorden. Op werkdagen krijgt u binnen één werkdag reactie.

Woont u verder weg of in het buitenland? Geen probleem: we doen ook videobezoeken en bezorgen u alle documenten digitaal. We spreken Nederlands, Frans, Engels en Duits.`,
      fr: `Vous avez une question sur un bien, vous souhaitez organiser une visite ou faire estimer votre propre habitation ? Nous vous aidons volontiers.

**Kustvastgoed Gistel-Oostende**
Stationsstraat 42, 8470 Gistel
Téléphone : 059 27 84 50
E-mail : info@kustvastgoed.be

**Heures d’ouverture**
Du lundi au vendredi de 9h00 à 12h30 et de 13h30 à 18h00, le samedi de 10h00 à 12h00. Visites et estimations également en soirée et le samedi après-midi, sur rendez-vous.

Vous préférez écrire ? Complétez le formulaire ci-dessous. Pour une question sur un bien, indiquez sa référence : l’agent concerné pourra vous répondre directement. Les jours ouvrables, vous recevez une réponse dans la journée qui suit.

Vous habitez loin ou à l’étranger ? Aucun souci : nous organisons aussi des visites vidéo et vous transmettons tous les documents par voie électronique. Nous parlons néerlandais, français, anglais et allemand.`,
      en: `Do you have a question about a property, would you like to book a viewing or have your own home valued? We are happy to help.

**Kustvastgoed Gistel-Oostende**
Stationsstraat 42, 8470 Gistel, Belgium
Phone: +32 59 27 84 50
E-mail: info@kustvastgoed.be

**Office hours**
Monday to Friday from 9.00 am to 12.30 pm and from 1.30 pm to 6.00 pm, Saturday from 10.00 am to 12.00 pm. Viewings and valuations can also be arranged in the evening and on Saturday afternoons.

Prefer to write? Fill in the form below. If your question is about a property, please mention its reference so the right agent can reply straight away. On working days you will hear from us within one working day.

Living further away or abroad? No problem: we also offer video viewings and send you all documents digitally. We speak Dutch, French, English and German.`,
      de: `Sie haben eine Frage zu einer Immobilie, möchten eine Besichtigung vereinbaren oder Ihre eigene Immobilie bewerten lassen? Wir helfen Ihnen gern weiter.

**Kustvastgoed Gistel-Oostende**
Stationsstraat 42, 8470 Gistel, Belgien
Telefon: +32 59 27 84 50
E-Mail: info@kustvastgoed.be

**Öffnungszeiten**
Montag bis Freitag von 9.00 bis 12.30 Uhr und von 13.30 bis 18.00 Uhr, Samstag von 10.00 bis 12.00 Uhr. Besichtigungen und Bewertungen nach Vereinbarung auch abends und am Samstagnachmittag.

Sie schreiben lieber? Füllen Sie das Formular unten aus. Geben Sie bei einer Frage zu einer Immobilie bitte die Referenz an, dann kann Ihnen der zuständige Makler direkt antworten. An Werktagen erhalten Sie innerhalb eines Werktages eine Antwort.

Sie wohnen weiter weg oder im Ausland? Kein Problem: Wir bieten auch Videobesichtigungen an und senden Ihnen alle Unterlagen digital. Wir sprechen Niederländisch, Französisch, Englisch und Deutsch.`,
    },
    publishedDate: '2026-01-05',
  },
  {
    key: 'login-intro',
    title: {
      nl: 'Eigenaars login',
      fr: 'Espace propriétaires',
      en: 'Owner login',
      de: 'Eigentümer-Login',
    },
    summary: {
      nl: 'Volg als eigenaar de statistieken, bezoeken en communicatie van uw pand online op.',
      fr: 'En tant que propriétaire, suivez en ligne les statistiques, visites et échanges concernant votre bien.',
      en: 'As an owner, follow your property’s statistics, viewings and communications online.',
      de: 'Verfolgen Sie als Eigentümer Statistiken, Besichtigungen und Kommunikation zu Ihrer Immobilie online.',
    },
    body: {
      nl: `Verkoopt of verhuurt u via Kustvastgoed? Dan volgt u in uw persoonlijke eigenaarsomgeving op de voet wat er met uw pand gebeurt.

Per pand ziet u:

- **het aantal bezoeken aan uw advertentie**: vandaag, deze week, deze maand en in totaal, met een grafiek van de voorbije 30 dagen;
- **de bezoeken ter plaatse** in een kalender, met de feedback van de kandidaten;
- **alle communicatie**: datum, type, contactpersoon, onderwerp, opmerking en status;
- **de online media** waarop uw pand gepubliceerd is en van waar de bezoekers komen;
- **de documenten** van uw dossier, zoals het EPC, de attesten en het compromis.

Uw login ontvangt u per e-mail zodra de opdracht van start gaat. Wachtwoord vergeten? Vraag via het formulier een nieuw aan; we sturen het naar het e-mailadres dat bij ons gekend is.

Ziet u iets wat u niet begrijpt, of wilt u de vraagprijs of de aanpak bespreken? Uw makelaar maakt graag tijd voor u.`,
      fr: `Vous vendez ou louez votre bien par l’intermédiaire de Kustvastgoed ? Dans votre espace propriétaire personnel, vous suivez de près tout ce qui se passe.

Pour chaque bien, vous voyez :

- **le nombre de consultations de votre annonce** : aujourd’hui, cette semaine, ce mois-ci et au total, avec un graphique des 30 derniers jours ;
- **les visites sur place** dans un calendrier, avec le retour des candidats ;
- **tous les échanges** : date, type, contact, objet, commentaire et statut ;
- **les médias en ligne** où votre bien est publié et la provenance des visiteurs ;
- **les documents** de votre dossier, comme le certificat PEB, les attestations et le compromis.

Vous recevez vos identifiants par e-mail dès le début de la mission. Mot de passe oublié ? Demandez-en un nouveau via le formulaire ; nous l’envoyons à l’adresse e-mail que nous connaissons.

Un élément n’est pas clair, ou vous souhaitez discuter du prix demandé ou de notre approche ? Votre agent prendra volontiers le temps d’en parler avec vous.`,
      en: `Are you selling or letting through Kustvastgoed? Then your personal owner portal lets you follow exactly what is happening with your property.

For each property you can see:

- **how often your listing is viewed**: today, this week, this month and in total, with a graph of the last 30 days;
- **the viewings on site** in a calendar, with feedback from the visitors;
- **all communications**: date, type, contact, subject, comment and status;
- **the online media** where your property is published and where visitors come from;
- **the documents** in your file, such as the EPC, the certificates and the sale agreement.

You receive your login by e-mail as soon as the assignment starts. Forgotten your password? Request a new one through the form and we will send it to the e-mail address we have on file.

Something you do not understand, or would you like to discuss the asking price or our approach? Your agent will gladly make time for you.`,
      de: `Sie verkaufen oder vermieten über Kustvastgoed? Dann verfolgen Sie in Ihrem persönlichen Eigentümerbereich genau, was mit Ihrer Immobilie geschieht.

Für jede Immobilie sehen Sie:

- **wie oft Ihre Anzeige aufgerufen wurde**: heute, diese Woche, diesen Monat und insgesamt, mit einer Grafik der letzten 30 Tage;
- **die Besichtigungen vor Ort** in einem Kalender, mit der Rückmeldung der Interessenten;
- **die gesamte Kommunikation**: Datum, Art, Kontakt, Betreff, Bemerkung und Status;
- **die Online-Medien**, auf denen Ihre Immobilie veröffentlicht ist, und woher die Besucher kommen;
- **die Unterlagen** Ihrer Akte, etwa Energieausweis, Bescheinigungen und Vorvertrag.

Ihre Zugangsdaten erhalten Sie per E-Mail, sobald der Auftrag beginnt. Passwort vergessen? Fordern Sie über das Formular ein neues an; wir senden es an die bei uns hinterlegte E-Mail-Adresse.

Ist Ihnen etwas unklar oder möchten Sie den Angebotspreis oder unser Vorgehen besprechen? Ihr Makler nimmt sich gern Zeit für Sie.`,
    },
    publishedDate: '2026-01-05',
  },

  // ---------------------------------------------------------------------------------------------
  // News (category 'news')
  // ---------------------------------------------------------------------------------------------
  {
    key: 'news-registratiebelasting-2-procent',
    categoryKey: 'news',
    title: {
      nl: 'Een jaar 2% registratiebelasting: wat kopers ervan merken',
      fr: 'Un an de droits d’enregistrement à 2 % : ce que les acheteurs y gagnent',
      en: 'One year of 2% registration tax: what buyers notice',
      de: 'Ein Jahr 2 % Registrierungssteuer: Was Käufer davon haben',
    },
    summary: {
      nl: 'Sinds 1 januari 2025 betaalt u in Vlaanderen 2% in plaats van 3% voor uw enige eigen woning.',
      fr: 'Depuis le 1er janvier 2025, vous payez en Flandre 2 % au lieu de 3 % pour votre seule habitation propre.',
      en: 'Since 1 January 2025, buyers in Flanders pay 2% instead of 3% on their only own home.',
      de: 'Seit dem 1. Januar 2025 zahlen Sie in Flandern für Ihre einzige eigene Wohnung 2 % statt 3 %.',
    },
    body: {
      nl: `Sinds 1 januari 2025 bedraagt de registratiebelasting in Vlaanderen 2% wanneer u uw enige eigen woning koopt, in plaats van 3%. Een jaar later zien we op ons kantoor wat dat in de praktijk betekent.

Voor een rijwoning van 300.000 euro betaalt u 6.000 euro registratiebelasting in plaats van 9.000 euro. Dat verschil gaat bij veel jonge kopers naar de eerste renovatiewerken, zoals dakisolatie of nieuwe ramen, en dat is welkom met de renovatieplicht voor woningen met een slecht EPC-label.

Het verlaagde tarief geldt niet automatisch. In principe mag u op de dag van de akte geen andere woning volledig in eigendom hebben, of u moet die binnen een bepaalde termijn verkopen. Bovendien moet u er binnen de wettelijke termijn uw hoofdverblijfplaats vestigen. Koopt u een tweede verblijf aan zee of een opbrengsteigendom, dan blijft het gewone tarief van 12% van toepassing.

Uw notaris controleert de voorwaarden en berekent het exacte bedrag. Wilt u vooraf weten wat uw aankoop in totaal kost, aktekosten inbegrepen? Vraag het gerust aan een van onze makelaars.`,
      fr: `Depuis le 1er janvier 2025, les droits d’enregistrement en Flandre s’élèvent à 2 % lorsque vous achetez votre seule habitation propre, au lieu de 3 %. Un an plus tard, nous voyons à l’agence ce que cela change concrètement.

Pour une maison mitoyenne de 300.000 euros, vous payez 6.000 euros de droits d’enregistrement au lieu de 9.000 euros. Beaucoup de jeunes acheteurs consacrent cette différence aux premiers travaux, comme l’isolation de la toiture ou de nouveaux châssis, ce qui tombe à point avec l’obligation de rénovation pour les biens au mauvais label PEB.

Le taux réduit n’est pas automatique. En principe, le jour de l’acte, vous ne pouvez pas être pleinement propriétaire d’une autre habitation, sauf à la vendre dans un certain délai. Vous devez en outre y établir votre résidence principale dans le délai légal. Pour une seconde résidence à la mer ou un immeuble de rapport, le taux ordinaire de 12 % reste d’application.

Votre notaire vérifie les conditions et calcule le montant exact. Vous voulez connaître à l’avance le coût total de votre achat, frais d’acte compris ? N’hésitez pas à le demander à l’un de nos agents.`,
      en: `Since 1 January 2025, the registration tax in Flanders has been 2% instead of 3% when you buy your only own home. A year on, we can see at our office what that means in practice.

On a terraced house costing 300,000 euros, you pay 6,000 euros in registration tax instead of 9,000 euros. Many young buyers spend that difference on their first renovation works, such as roof insulation or new windows, which is welcome given the renovation obligation for homes with a poor EPC label.

The reduced rate does not apply automatically. In principle, on the day of the deed you may not fully own another home, unless you sell it within a set period. You must also make the property your main residence within the statutory period. If you buy a second home by the sea or a buy-to-let property, the standard rate of 12% still applies.

Your notary checks the conditions and calculates the exact amount. Would you like to know the total cost of your purchase in advance, conveyancing costs included? Just ask one of our agents.`,
      de: `Seit dem 1. Januar 2025 beträgt die Registrierungssteuer in Flandern beim Kauf Ihrer einzigen eigenen Wohnung 2 % statt 3 %. Ein Jahr später sehen wir in unserem Büro, was das in der Praxis bedeutet.

Für ein Reihenhaus zu 300.000 Euro zahlen Sie 6.000 Euro Registrierungssteuer statt 9.000 Euro. Viele junge Käufer stecken diese Differenz in erste Renovierungsarbeiten wie Dachdämmung oder neue Fenster – willkommen angesichts der Renovierungspflicht für Häuser mit schlechtem Energielabel.

Der ermäßigte Satz gilt nicht automatisch. Grundsätzlich dürfen Sie am Tag der Beurkundung keine andere Wohnung vollständig besitzen, es sei denn, Sie verkaufen sie innerhalb einer bestimmten Frist. Außerdem müssen Sie innerhalb der gesetzlichen Frist Ihren Hauptwohnsitz dort anmelden. Kaufen Sie eine Zweitwohnung am Meer oder eine Renditeimmobilie, gilt weiterhin der normale Satz von 12 %.

Ihr Notar prüft die Voraussetzungen und berechnet den genauen Betrag. Sie möchten vorab wissen, was Ihr Kauf insgesamt kostet, Beurkundungskosten inbegriffen? Fragen Sie einfach einen unserer Makler.`,
    },
    publishedDate: '2025-12-09',
  },
  {
    key: 'news-hypotheekrente-2026',
    categoryKey: 'news',
    title: {
      nl: 'Woonkrediet in 2026: vergelijken loont',
      fr: 'Crédit hypothécaire en 2026 : comparer, ça paie',
      en: 'Mortgages in 2026: it pays to compare',
      de: 'Wohnungskredit 2026: Vergleichen lohnt sich',
    },
    summary: {
      nl: 'De rente is stabiel, maar de verschillen tussen banken blijven groot. Onze tips voor uw woonkrediet.',
      fr: 'Les taux sont stables, mais les écarts entre banques restent importants. Nos conseils pour votre crédit.',
      en: 'Rates are stable, but the differences between banks remain large. Our tips for your mortgage.',
      de: 'Die Zinsen sind stabil, doch die Unterschiede zwischen den Banken bleiben groß. Unsere Tipps.',
    },
    body: {
      nl: `Wie vandaag een woning koopt, kijkt meteen naar de rente. Na de sterke stijging van enkele jaren geleden is de hypotheekrente al een tijd vrij stabiel. Toch zien we bij onze kopers nog altijd opvallende verschillen tussen de voorstellen van banken, soms tot een halve procent voor hetzelfde dossier.

**Onze tips**

- Vraag minstens drie offertes aan, bij uw eigen bank én bij andere kredietverstrekkers of via een onafhankelijke kredietmakelaar.
- Vergelijk niet alleen de rentevoet, maar ook de verplichte verzekeringen, de dossierkosten en de voorwaarden om over te stappen.
- Reken op eigen inbreng. Banken financieren zelden meer dan 90% van de aankoopprijs; registratiebelasting en notariskosten betaalt u meestal zelf.
- Plant u een energetische renovatie? Sommige banken bieden een lagere rente als uw woning na de werken een beter EPC-label haalt.

Een renteaanbod is meestal enkele weken geldig. Zet daarom uw papieren klaar voor u een bod uitbrengt en neem een opschortende voorwaarde voor de financiering op. Wij zetten de documenten van het pand, zoals het EPC en de stedenbouwkundige inlichtingen, graag voor uw bank op een rij.`,
      fr: `Quand on achète aujourd’hui, on regarde d’abord le taux. Après la forte hausse d’il y a quelques années, les taux hypothécaires sont assez stables depuis un moment. Pourtant, nous constatons encore chez nos acheteurs des écarts étonnants entre les propositions des banques, parfois jusqu’à un demi-pour cent pour un même dossier.

**Nos conseils**

- Demandez au moins trois offres, auprès de votre banque et d’autres prêteurs, ou passez par un courtier en crédit indépendant.
- Ne comparez pas seulement le taux, mais aussi les assurances obligatoires, les frais de dossier et les conditions de changement de banque.
- Prévoyez un apport personnel. Les banques financent rarement plus de 90 % du prix d’achat ; les droits d’enregistrement et les frais de notaire sont en général à votre charge.
- Vous prévoyez une rénovation énergétique ? Certaines banques accordent un taux plus bas si votre bien atteint un meilleur label PEB après travaux.

Une offre de crédit n’est généralement valable que quelques semaines. Rassemblez donc vos documents avant de remettre une offre et prévoyez une condition suspensive d’obtention du financement. Nous préparons volontiers pour votre banque les documents du bien, comme le certificat PEB et les renseignements urbanistiques.`,
      en: `Anyone buying a home today looks at interest rates first. After the steep rise a few years ago, mortgage rates have been fairly stable for some time. Even so, our buyers still see striking differences between banks’ offers, sometimes as much as half a percentage point for the same application.

**Our tips**

- Ask for at least three quotes, from your own bank and from other lenders, or use an independent mortgage broker.
- Compare not only the interest rate but also the compulsory insurance, the arrangement fees and the conditions for switching lenders.
- Plan for a deposit of your own. Banks rarely lend more than 90% of the purchase price, and you usually pay the registration tax and notary’s fees yourself.
- Planning an energy renovation? Some banks offer a lower rate if your home reaches a better EPC label after the works.

A mortgage offer is usually valid for only a few weeks. So get your paperwork ready before you make an offer, and include a condition precedent for financing. We are happy to put together the property documents your bank will ask for, such as the EPC and the planning information.`,
      de: `Wer heute eine Immobilie kauft, schaut zuerst auf die Zinsen. Nach dem kräftigen Anstieg vor einigen Jahren sind die Hypothekenzinsen seit einiger Zeit recht stabil. Dennoch sehen wir bei unseren Käufern noch immer erstaunliche Unterschiede zwischen den Angeboten der Banken, teils bis zu einem halben Prozentpunkt für dieselbe Finanzierung.

**Unsere Tipps**

- Holen Sie mindestens drei Angebote ein – bei Ihrer Hausbank und bei anderen Kreditgebern oder über einen unabhängigen Kreditvermittler.
- Vergleichen Sie nicht nur den Zinssatz, sondern auch Pflichtversicherungen, Bearbeitungsgebühren und die Bedingungen für einen Wechsel.
- Planen Sie Eigenkapital ein. Banken finanzieren selten mehr als 90 % des Kaufpreises; Registrierungssteuer und Notarkosten zahlen Sie meist selbst.
- Sie planen eine energetische Renovierung? Manche Banken gewähren einen niedrigeren Zins, wenn Ihre Immobilie danach ein besseres Energielabel erreicht.

Ein Kreditangebot gilt meist nur wenige Wochen. Legen Sie Ihre Unterlagen also bereit, bevor Sie ein Angebot abgeben, und nehmen Sie eine aufschiebende Finanzierungsbedingung auf. Die Unterlagen zur Immobilie, etwa Energieausweis und städtebauliche Auskünfte, stellen wir gern für Ihre Bank zusammen.`,
    },
    publishedDate: '2026-02-17',
  },
  {
    key: 'news-nieuw-aanbod-gistel',
    categoryKey: 'news',
    title: {
      nl: 'Nieuw in Gistel: gezinswoningen en een bouwgrond in Snaaskerke',
      fr: 'Nouveau à Gistel : maisons familiales et un terrain à bâtir à Snaaskerke',
      en: 'New in Gistel: family homes and a building plot in Snaaskerke',
      de: 'Neu in Gistel: Familienhäuser und ein Baugrundstück in Snaaskerke',
    },
    summary: {
      nl: 'Deze lente kwamen er in Gistel en de deelgemeenten enkele mooie gezinswoningen bij.',
      fr: 'Ce printemps, plusieurs belles maisons familiales sont arrivées à Gistel et dans ses sections.',
      en: 'This spring several attractive family homes came on the market in Gistel and its villages.',
      de: 'In diesem Frühjahr sind in Gistel und seinen Ortsteilen einige schöne Familienhäuser hinzugekommen.',
    },
    body: {
      nl: `De lente brengt traditioneel nieuw aanbod, en dat merken we dit jaar ook in Gistel. Een greep uit wat er de voorbije weken binnenkwam:

- **Een halfopen woning in Moere** met drie slaapkamers, een zuidgerichte tuin en een garage. Het EPC-label is C, dankzij recente dakisolatie en nieuwe ramen.
- **Een gerenoveerde rijwoning op wandelafstand van het centrum**, ideaal voor een jong gezin: scholen, winkels en de bushalte naar Oostende liggen om de hoek.
- **Een bouwgrond van ruim 600 m² in Snaaskerke**, in woongebied en zonder voorkooprecht, met vrij te kiezen architect.
- **Een landelijke woning in Zevekote** met een stuk weiland, te renoveren, voor wie rust en ruimte zoekt.

Gistel blijft populair bij gezinnen die betaalbaarder willen wonen dan aan de kust, maar toch op een kwartier van zee en de ring van Oostende. Panden met een goede prijs-kwaliteitverhouding vinden er vaak binnen enkele weken een koper.

Alle details, foto’s en verplichte gegevens zoals EPC, overstromingsscores en stedenbouwkundige info vindt u bij elk pand in ons aanbod. Registreer uw zoekopdracht om geen nieuw pand te missen.`,
      fr: `Le printemps apporte traditionnellement de nouveaux biens, et cette année Gistel ne fait pas exception. Voici un aperçu de ce qui est arrivé ces dernières semaines :

- **Une maison trois façades à Moere** avec trois chambres, un jardin orienté sud et un garage. Son label PEB est C, grâce à une isolation récente de la toiture et à de nouveaux châssis.
- **Une maison mitoyenne rénovée, à deux pas du centre**, idéale pour une jeune famille : écoles, commerces et arrêt de bus vers Ostende sont au coin de la rue.
- **Un terrain à bâtir de plus de 600 m² à Snaaskerke**, en zone d’habitat et sans droit de préemption, architecte au libre choix.
- **Une maison de campagne à Zevekote** avec une prairie, à rénover, pour qui recherche calme et espace.

Gistel reste prisée par les familles qui veulent se loger à un prix plus abordable qu’à la Côte, tout en étant à un quart d’heure de la mer et d’Ostende. Les biens au bon rapport qualité-prix y trouvent souvent acquéreur en quelques semaines.

Tous les détails, photos et informations obligatoires, comme le certificat PEB, les scores d’inondation et les renseignements urbanistiques, figurent dans la fiche de chaque bien. Enregistrez votre recherche pour ne manquer aucune nouveauté.`,
      en: `Spring traditionally brings new properties to the market, and Gistel is no exception this year. A selection of what has come in over the past few weeks:

- **A semi-detached house in Moere** with three bedrooms, a south-facing garden and a garage. It has EPC label C, thanks to recent roof insulation and new windows.
- **A renovated terraced house within walking distance of the town centre**, ideal for a young family: schools, shops and the bus stop for Ostend are just around the corner.
- **A building plot of just over 600 m² in Snaaskerke**, zoned residential with no right of pre-emption and a free choice of architect.
- **A rural house in Zevekote** with a paddock, in need of renovation, for anyone looking for peace and space.

Gistel remains popular with families who want a more affordable home than on the coast, while staying fifteen minutes from the sea and Ostend. Well-priced properties here often find a buyer within a few weeks.

You will find all the details, photos and mandatory information such as the EPC, flood scores and planning information with each property in our listings. Register your search so you never miss a new one.`,
      de: `Der Frühling bringt traditionell neue Angebote, und das merken wir auch dieses Jahr in Gistel. Eine Auswahl dessen, was in den letzten Wochen hereingekommen ist:

- **Eine Doppelhaushälfte in Moere** mit drei Schlafzimmern, Südgarten und Garage. Das Energielabel ist C, dank neuer Dachdämmung und neuer Fenster.
- **Ein renoviertes Reihenhaus in Gehweite zum Ortszentrum**, ideal für eine junge Familie: Schulen, Geschäfte und die Bushaltestelle Richtung Ostende liegen um die Ecke.
- **Ein Baugrundstück von gut 600 m² in Snaaskerke**, im Wohngebiet, ohne Vorkaufsrecht und mit freier Architektenwahl.
- **Ein Landhaus in Zevekote** mit Weide, renovierungsbedürftig, für alle, die Ruhe und Platz suchen.

Gistel bleibt bei Familien beliebt, die günstiger wohnen möchten als direkt an der Küste und trotzdem nur eine Viertelstunde vom Meer und von Ostende entfernt sind. Immobilien mit gutem Preis-Leistungs-Verhältnis finden hier oft innerhalb weniger Wochen einen Käufer.

Alle Details, Fotos und Pflichtangaben wie Energieausweis, Hochwasser-Scores und städtebauliche Auskünfte finden Sie bei jeder Immobilie in unserem Angebot. Speichern Sie Ihren Suchauftrag, damit Ihnen nichts entgeht.`,
    },
    publishedDate: '2026-04-08',
  },
  {
    key: 'news-kustmarkt-2026',
    categoryKey: 'news',
    title: {
      nl: 'De kustmarkt halfweg 2026: wat we op ons kantoor zien',
      fr: 'Le marché de la Côte à mi-2026 : ce que nous observons à l’agence',
      en: 'The coastal market in mid-2026: what we see at our office',
      de: 'Der Küstenmarkt Mitte 2026: Was wir in unserem Büro beobachten',
    },
    summary: {
      nl: 'Energiezuinige appartementen gaan snel, panden met een slecht EPC vragen een scherpe prijs.',
      fr: 'Les appartements économes en énergie partent vite ; les biens au mauvais label PEB exigent un prix juste.',
      en: 'Energy-efficient flats sell quickly; properties with a poor EPC need a sharp price.',
      de: 'Energieeffiziente Wohnungen gehen schnell weg, Immobilien mit schlechtem EPC brauchen einen fairen Preis.',
    },
    body: {
      nl: `Het eerste halfjaar zit erop, tijd voor een korte terugblik op basis van de verkopen en verhuringen van ons eigen kantoor in Gistel, Oostende en omgeving.

**Energiezuinig verkoopt sneller.** Appartementen en woningen met EPC-label A, B of C vonden gemiddeld duidelijk sneller een koper dan panden met label E of F. Kopers rekenen de renovatieplicht en de kosten van de werken nauwkeurig mee en onderhandelen daar ook op.

**Tweede verblijven blijven in trek.** Vooral kopers uit Brussel, Wallonië en Duitsland zoeken een appartement met terras, op wandelafstand van het strand. Zicht op zee blijft gegeerd, maar een goede syndicus en een gezond reservefonds wegen steeds zwaarder door.

**Gistel trekt gezinnen aan.** Wie aan de kust geen betaalbare gezinswoning vindt, komt naar Gistel en de deelgemeenten. Bouwgronden zijn schaars en gaan snel.

**Huurmarkt onder druk.** De vraag naar huurwoningen blijft groter dan het aanbod. Goed onderhouden appartementen met één of twee slaapkamers zijn vaak binnen enkele dagen verhuurd.

Wilt u weten wat dit voor uw woning betekent? Vraag een gratis schatting aan: we vertellen u eerlijk wat er vandaag haalbaar is.`,
      fr: `Le premier semestre est derrière nous : l’occasion d’un bref bilan, basé sur les ventes et locations de notre agence à Gistel, Ostende et environs.

**Un bien économe se vend plus vite.** Les appartements et maisons avec un label PEB A, B ou C ont trouvé acquéreur nettement plus rapidement, en moyenne, que les biens au label E ou F. Les acheteurs intègrent avec précision l’obligation de rénovation et le coût des travaux, et négocient en conséquence.

**Les secondes résidences restent prisées.** Des acheteurs de Bruxelles, de Wallonie et d’Allemagne surtout recherchent un appartement avec terrasse, à quelques pas de la plage. La vue sur mer reste recherchée, mais un bon syndic et un fonds de réserve sain pèsent de plus en plus dans la balance.

**Gistel attire les familles.** Qui ne trouve pas de maison familiale abordable à la Côte se tourne vers Gistel et ses sections. Les terrains à bâtir sont rares et partent vite.

**Un marché locatif sous tension.** La demande de logements à louer reste supérieure à l’offre. Les appartements bien entretenus d’une ou deux chambres sont souvent loués en quelques jours.

Vous voulez savoir ce que cela signifie pour votre bien ? Demandez une estimation gratuite : nous vous dirons franchement ce qui est réaliste aujourd’hui.`,
      en: `The first half of the year is behind us, so here is a brief look back, based on the sales and lettings handled by our own office in Gistel, Ostend and the surrounding area.

**Energy-efficient homes sell faster.** Flats and houses with EPC label A, B or C found a buyer noticeably faster on average than properties with label E or F. Buyers carefully factor in the renovation obligation and the cost of the works, and negotiate accordingly.

**Second homes remain popular.** Buyers from Brussels, Wallonia and Germany in particular are looking for a flat with a terrace within walking distance of the beach. Sea views are still sought after, but a good building manager and a healthy reserve fund carry more and more weight.

**Gistel attracts families.** Those who cannot find an affordable family home on the coast come to Gistel and its villages. Building plots are scarce and go quickly.

**Rental market under pressure.** Demand for rented homes still outstrips supply. Well-kept flats with one or two bedrooms are often let within days.

Would you like to know what this means for your home? Ask for a free valuation and we will tell you honestly what is achievable today.`,
      de: `Das erste Halbjahr liegt hinter uns – Zeit für einen kurzen Rückblick auf Grundlage der Verkäufe und Vermietungen unseres eigenen Büros in Gistel, Ostende und Umgebung.

**Energieeffizient verkauft sich schneller.** Wohnungen und Häuser mit Energielabel A, B oder C fanden im Schnitt deutlich schneller einen Käufer als Immobilien mit Label E oder F. Käufer rechnen die Renovierungspflicht und die Kosten der Arbeiten genau ein und verhandeln entsprechend.

**Zweitwohnungen bleiben gefragt.** Vor allem Käufer aus Brüssel, der Wallonie und Deutschland suchen eine Wohnung mit Terrasse in Gehweite zum Strand. Meerblick bleibt begehrt, doch eine gute Hausverwaltung und eine gesunde Rücklage fallen immer stärker ins Gewicht.

**Gistel zieht Familien an.** Wer an der Küste kein bezahlbares Familienhaus findet, kommt nach Gistel und in seine Ortsteile. Baugrundstücke sind knapp und schnell vergeben.

**Angespannter Mietmarkt.** Die Nachfrage nach Mietwohnungen übersteigt weiterhin das Angebot. Gepflegte Wohnungen mit einem oder zwei Schlafzimmern sind oft innerhalb weniger Tage vermietet.

Sie möchten wissen, was das für Ihre Immobilie bedeutet? Fordern Sie eine kostenlose Bewertung an – wir sagen Ihnen ehrlich, was heute realistisch ist.`,
    },
    publishedDate: '2026-06-23',
  },
  {
    key: 'news-epc-renovatieplicht',
    categoryKey: 'news',
    title: {
      nl: 'EPC en renovatieplicht: waar kopers in 2026 op letten',
      fr: 'PEB et obligation de rénovation : les points d’attention pour les acheteurs en 2026',
      en: 'EPC and the renovation obligation: what buyers should watch in 2026',
      de: 'Energieausweis und Renovierungspflicht: Worauf Käufer 2026 achten',
    },
    summary: {
      nl: 'Label E of F? Dan moet u binnen 5 jaar na de akte naar label D of beter renoveren.',
      fr: 'Label E ou F ? Vous devez rénover pour atteindre le label D ou mieux dans les 5 ans suivant l’acte.',
      en: 'Label E or F? Then you must renovate to label D or better within 5 years of the deed.',
      de: 'Label E oder F? Dann müssen Sie innerhalb von 5 Jahren nach der Beurkundung auf Label D oder besser renovieren.',
    },
    body: {
      nl: `Het EPC is uitgegroeid tot een van de eerste dingen waar kopers naar kijken. Terecht, want het label bepaalt mee hoeveel u na de aankoop nog moet investeren.

**Wat staat er in de advertentie?** Elke verkoop- of verhuuradvertentie in Vlaanderen vermeldt het energielabel, het kengetal in kWh/m² per jaar en de unieke code van het EPC. Een EPC blijft tien jaar geldig, tenzij er intussen een nieuw wordt opgemaakt.

**De renovatieplicht.** Koopt u een woning of appartement met label E of F, dan moet u binnen **5 jaar** na het verlijden van de akte renoveren tot minstens label D. Dat toont u aan met een nieuw EPC. Haalt u dat niet, dan riskeert u een administratieve boete.

**Wat betekent dat concreet?** Vaak volstaan dakisolatie, hoogrendementsglas en een zuinige verwarmingsketel of warmtepomp om van F naar D te gaan. Bij oudere rijwoningen komt daar soms gevel- of vloerisolatie bij. Laat vóór uw bod een aannemer of energiedeskundige meekijken en reken de kosten mee in uw budget.

Twijfelt u over een pand uit ons aanbod? We bezorgen u het volledige EPC met de aanbevelingen van de energiedeskundige, zodat u weet waar u aan begint.`,
      fr: `Le certificat PEB est devenu l’un des premiers éléments que regardent les acheteurs. À juste titre, car le label détermine en partie ce que vous devrez encore investir après l’achat.

**Que mentionne l’annonce ?** En Flandre, toute annonce de vente ou de location indique le label énergétique, l’indicateur en kWh/m² par an et le code unique du certificat PEB. Un certificat PEB reste valable dix ans, sauf si un nouveau est établi entre-temps.

**L’obligation de rénovation.** Si vous achetez une maison ou un appartement au label E ou F, vous devez le rénover pour atteindre au moins le label D dans les **5 ans** suivant la passation de l’acte. Vous le prouvez au moyen d’un nouveau certificat PEB. À défaut, vous risquez une amende administrative.

**Concrètement ?** Souvent, l’isolation de la toiture, un vitrage à haut rendement et une chaudière performante ou une pompe à chaleur suffisent pour passer de F à D. Pour les maisons mitoyennes plus anciennes, il faut parfois y ajouter l’isolation des façades ou du sol. Avant votre offre, faites venir un entrepreneur ou un expert en énergie et intégrez les coûts à votre budget.

Un bien de notre offre vous fait hésiter ? Nous vous transmettons le certificat PEB complet avec les recommandations du certificateur, pour que vous sachiez à quoi vous attendre.`,
      en: `The EPC has become one of the first things buyers look at. Rightly so, because the label partly determines how much you will still need to invest after buying.

**What does the listing show?** Every sale or rental advert in Flanders states the energy label, the score in kWh/m² per year and the EPC’s unique code. An EPC remains valid for ten years, unless a new one is drawn up in the meantime.

**The renovation obligation.** If you buy a house or flat with label E or F, you must renovate it to at least label D within **5 years** of signing the deed. You prove this with a new EPC. If you fail to do so, you risk an administrative fine.

**What does that mean in practice?** Roof insulation, high-efficiency glazing and an efficient boiler or heat pump are often enough to go from F to D. Older terraced houses sometimes also need wall or floor insulation. Before making an offer, have a contractor or energy assessor take a look and include the cost in your budget.

Unsure about one of our properties? We will send you the full EPC with the energy assessor’s recommendations, so you know exactly what you are taking on.`,
      de: `Der Energieausweis (EPC) gehört inzwischen zu den ersten Dingen, auf die Käufer schauen. Zu Recht, denn das Label bestimmt mit, wie viel Sie nach dem Kauf noch investieren müssen.

**Was steht in der Anzeige?** Jede Verkaufs- oder Mietanzeige in Flandern nennt das Energielabel, den Kennwert in kWh/m² pro Jahr und den eindeutigen Code des Energieausweises. Ein Energieausweis gilt zehn Jahre, sofern nicht zwischenzeitlich ein neuer erstellt wird.

**Die Renovierungspflicht.** Kaufen Sie ein Haus oder eine Wohnung mit Label E oder F, müssen Sie innerhalb von **5 Jahren** nach der notariellen Beurkundung auf mindestens Label D renovieren. Den Nachweis erbringen Sie mit einem neuen Energieausweis. Andernfalls droht eine Verwaltungsstrafe.

**Was heißt das konkret?** Oft genügen Dachdämmung, Wärmeschutzverglasung und ein sparsamer Heizkessel oder eine Wärmepumpe, um von F auf D zu kommen. Bei älteren Reihenhäusern kommt manchmal Fassaden- oder Bodendämmung hinzu. Lassen Sie vor Ihrem Angebot einen Handwerker oder Energieberater mitschauen und planen Sie die Kosten in Ihr Budget ein.

Unsicher bei einer Immobilie aus unserem Angebot? Wir schicken Ihnen den vollständigen Energieausweis mit den Empfehlungen des Energieberaters, damit Sie wissen, worauf Sie sich einlassen.`,
    },
    publishedDate: '2026-09-10',
  },
  {
    key: 'news-huurmarkt-oostende',
    categoryKey: 'news',
    title: {
      nl: 'Huurmarkt Oostende: grote vraag naar kleine appartementen',
      fr: 'Marché locatif à Ostende : forte demande pour les petits appartements',
      en: 'Ostend rental market: strong demand for small flats',
      de: 'Mietmarkt Ostende: große Nachfrage nach kleinen Wohnungen',
    },
    summary: {
      nl: 'Huurders staan in de rij voor studio’s en appartementen met één slaapkamer. Wat betekent dat voor verhuurders?',
      fr: 'Les locataires se pressent pour les studios et appartements une chambre. Qu’est-ce que cela implique pour les bailleurs ?',
      en: 'Tenants are queuing for studios and one-bedroom flats. What does that mean for landlords?',
      de: 'Mieter stehen Schlange für Studios und Einzimmerwohnungen. Was bedeutet das für Vermieter?',
    },
    body: {
      nl: `Wie deze herfst in Oostende een studio of een appartement met één slaapkamer te huur zet, krijgt binnen enkele dagen tientallen aanvragen. Alleenstaanden, jonge koppels en werknemers in de haven en de zorg zoeken een betaalbare woning dicht bij het werk en het openbaar vervoer.

**Wat betekent dat voor verhuurders?** Een snelle verhuring, maar ook een grotere verantwoordelijkheid. Wij screenen elke kandidaat op dezelfde, objectieve manier en houden ons strikt aan de regels tegen discriminatie. Zo kiest u op basis van solvabiliteit en betrouwbaarheid, niet op basis van een eerste indruk.

**Denk aan de regels.** De advertentie vermeldt de huurprijs, de kosten en het EPC. De huurwaarborg bedraagt maximaal drie maanden huur, het contract registreert u binnen twee maanden en een tegensprekelijke plaatsbeschrijving is verplicht. Sommige gemeenten vragen bovendien een conformiteitsattest; wij kijken na wat voor uw pand geldt.

**Indexering.** De huurprijs mag jaarlijks op de verjaardag van het contract geïndexeerd worden op basis van de gezondheidsindex. Wij berekenen de nieuwe huurprijs en bezorgen de huurder een correcte aanvraag.

Hebt u een appartement dat u wilt verhuren, of wilt u het beheer uitbesteden? Pieter-Jan bekijkt graag samen met u de mogelijkheden.`,
      fr: `Qui met en location cet automne un studio ou un appartement une chambre à Ostende reçoit des dizaines de demandes en quelques jours. Personnes seules, jeunes couples, travailleurs du port et du secteur des soins cherchent un logement abordable, proche de leur travail et des transports en commun.

**Qu’est-ce que cela implique pour les bailleurs ?** Une location rapide, mais aussi une plus grande responsabilité. Nous examinons chaque candidature de la même manière, objective, dans le strict respect des règles anti-discrimination. Vous choisissez ainsi sur la base de la solvabilité et de la fiabilité, pas d’une première impression.

**Pensez aux règles.** L’annonce mentionne le loyer, les charges et le certificat PEB. La garantie locative est limitée à trois mois de loyer, le bail doit être enregistré dans les deux mois et un état des lieux contradictoire est obligatoire. Certaines communes exigent en outre une attestation de conformité ; nous vérifions ce qui s’applique à votre bien.

**Indexation.** Le loyer peut être indexé chaque année à la date anniversaire du bail, sur la base de l’indice santé. Nous calculons le nouveau loyer et adressons au locataire une demande en bonne et due forme.

Vous avez un appartement à mettre en location ou vous souhaitez confier sa gestion ? Pieter-Jan examinera volontiers les possibilités avec vous.`,
      en: `Anyone putting a studio or one-bedroom flat up for rent in Ostend this autumn receives dozens of enquiries within days. Single people, young couples and workers in the port and the care sector are looking for an affordable home close to work and public transport.

**What does that mean for landlords?** A quick letting, but also more responsibility. We screen every applicant in the same objective way and stick strictly to the anti-discrimination rules. That way you choose on the basis of solvency and reliability, not a first impression.

**Mind the rules.** The advert must show the rent, the charges and the EPC. The deposit is capped at three months’ rent, the lease must be registered within two months and a joint check-in inventory is compulsory. Some municipalities also require a certificate of conformity; we check what applies to your property.

**Indexation.** The rent may be indexed every year on the anniversary of the lease, based on the health index. We calculate the new rent and send the tenant a correct indexation request.

Do you have a flat to let, or would you like to outsource its management? Pieter-Jan will be glad to go through the options with you.`,
      de: `Wer diesen Herbst in Ostende ein Studio oder eine Einzimmerwohnung zur Miete anbietet, erhält innerhalb weniger Tage Dutzende Anfragen. Alleinstehende, junge Paare und Beschäftigte im Hafen und im Gesundheitswesen suchen eine bezahlbare Wohnung nahe an Arbeitsplatz und öffentlichem Nahverkehr.

**Was bedeutet das für Vermieter?** Eine schnelle Vermietung, aber auch mehr Verantwortung. Wir prüfen jede Bewerbung auf dieselbe, objektive Weise und halten uns strikt an die Regeln gegen Diskriminierung. So entscheiden Sie nach Zahlungsfähigkeit und Zuverlässigkeit, nicht nach dem ersten Eindruck.

**Denken Sie an die Regeln.** Die Anzeige nennt Miete, Nebenkosten und Energieausweis. Die Mietkaution beträgt höchstens drei Monatsmieten, der Vertrag muss innerhalb von zwei Monaten registriert werden, und ein gemeinsam erstelltes Übergabeprotokoll ist Pflicht. Manche Gemeinden verlangen zudem eine Konformitätsbescheinigung; wir prüfen, was für Ihre Immobilie gilt.

**Indexierung.** Die Miete darf jährlich zum Jahrestag des Vertrags auf Grundlage des Gesundheitsindex angepasst werden. Wir berechnen die neue Miete und senden dem Mieter ein korrektes Anpassungsschreiben.

Sie haben eine Wohnung zu vermieten oder möchten die Verwaltung abgeben? Pieter-Jan bespricht gern die Möglichkeiten mit Ihnen.`,
    },
    publishedDate: '2026-11-05',
  },

  // ---------------------------------------------------------------------------------------------
  // Tips (category 'tips')
  // ---------------------------------------------------------------------------------------------
  {
    key: 'tip-woning-fotoklaar',
    categoryKey: 'tips',
    title: {
      nl: 'Vijf tips om uw woning fotoklaar te maken',
      fr: 'Cinq conseils pour préparer votre maison à la séance photo',
      en: 'Five tips to get your home ready for the photographer',
      de: 'Fünf Tipps, um Ihr Zuhause fotofertig zu machen',
    },
    summary: {
      nl: 'De foto’s bepalen of kopers op bezoek komen. Zo zet u uw woning op haar best in beeld.',
      fr: 'Les photos décident si les acheteurs viendront visiter. Voici comment mettre votre bien en valeur.',
      en: 'The photos decide whether buyers come to view. Here is how to show your home at its best.',
      de: 'Die Fotos entscheiden, ob Käufer zur Besichtigung kommen. So zeigen Sie Ihr Zuhause von seiner besten Seite.',
    },
    body: {
      nl: `De meeste kopers beslissen binnen enkele seconden of ze een pand willen bezoeken, en dat doen ze op basis van de foto’s. Onze fotograaf doet het technische werk; met deze vijf tips zorgt u voor de rest.

1. **Ruim op en maak plaats.** Berg persoonlijke spullen, stapels papier, speelgoed en kleine toestellen op. Minder spullen laten een ruimte groter lijken.
2. **Laat licht binnen.** Open alle gordijnen en rolluiken, vervang doorgebrande lampen en zet overal het licht aan. Een lichte woning oogt warmer en ruimer.
3. **Kleine herstellingen.** Een loszittende deurklink, een lekkende kraan of een kapotte plint valt op foto sneller op dan u denkt. Een namiddag klussen loont.
4. **De tuin en het terras tellen mee.** Maai het gras, veeg het terras en zet de tuinmeubelen netjes klaar. Bij een appartement aan zee is het terras vaak de belangrijkste foto.
5. **Denk aan de eerste foto.** De voorgevel of het zicht vanaf het terras is meestal de hoofdfoto. Zet vuilnisbakken en auto’s uit beeld.

Twijfelt u wat u best laat staan? Bij de voorbereiding van de fotosessie overlopen we samen elke ruimte.`,
      fr: `La plupart des acheteurs décident en quelques secondes s’ils veulent visiter un bien, et ils le font sur la base des photos. Notre photographe s’occupe de la technique ; avec ces cinq conseils, vous faites le reste.

1. **Rangez et libérez l’espace.** Mettez de côté les objets personnels, les piles de papiers, les jouets et les petits appareils. Moins d’objets, c’est une pièce qui paraît plus grande.
2. **Faites entrer la lumière.** Ouvrez rideaux et volets, remplacez les ampoules grillées et allumez partout. Un intérieur lumineux paraît plus chaleureux et plus spacieux.
3. **Les petites réparations.** Une poignée de porte qui branle, un robinet qui goutte ou une plinthe abîmée se remarquent davantage en photo qu’on ne le pense. Un après-midi de bricolage en vaut la peine.
4. **Le jardin et la terrasse comptent aussi.** Tondez la pelouse, balayez la terrasse et disposez joliment le mobilier de jardin. Pour un appartement à la mer, la terrasse est souvent la photo la plus importante.
5. **Pensez à la première photo.** La façade ou la vue depuis la terrasse fait généralement office de photo principale. Éloignez poubelles et voitures du champ.

Vous hésitez sur ce qu’il faut laisser en place ? En préparant la séance photo, nous passons ensemble chaque pièce en revue.`,
      en: `Most buyers decide within seconds whether they want to view a property, and they do so based on the photos. Our photographer handles the technical side; with these five tips you can take care of the rest.

1. **Declutter and create space.** Put away personal items, piles of paper, toys and small appliances. Fewer things make a room look bigger.
2. **Let the light in.** Open all curtains and shutters, replace any dead bulbs and switch the lights on everywhere. A bright home looks warmer and more spacious.
3. **Small repairs.** A loose door handle, a dripping tap or a damaged skirting board shows up on camera more than you might think. An afternoon of odd jobs pays off.
4. **The garden and terrace count too.** Mow the lawn, sweep the terrace and set out the garden furniture neatly. For a flat by the sea, the terrace is often the most important picture.
5. **Think about the first photo.** The front of the house or the view from the terrace is usually the main photo. Move bins and cars out of shot.

Not sure what to leave out? When we prepare the photo shoot, we go through every room together.`,
      de: `Die meisten Käufer entscheiden in wenigen Sekunden, ob sie eine Immobilie besichtigen möchten – und zwar anhand der Fotos. Unser Fotograf kümmert sich um die Technik; mit diesen fünf Tipps erledigen Sie den Rest.

1. **Aufräumen und Platz schaffen.** Räumen Sie persönliche Gegenstände, Papierstapel, Spielzeug und Kleingeräte weg. Weniger Dinge lassen einen Raum größer wirken.
2. **Licht hereinlassen.** Öffnen Sie alle Vorhänge und Rollläden, ersetzen Sie defekte Glühbirnen und schalten Sie überall das Licht ein. Ein helles Zuhause wirkt wärmer und geräumiger.
3. **Kleine Reparaturen.** Eine lockere Türklinke, ein tropfender Wasserhahn oder eine beschädigte Fußleiste fallen auf Fotos mehr auf, als man denkt. Ein Nachmittag Heimwerken lohnt sich.
4. **Garten und Terrasse zählen mit.** Mähen Sie den Rasen, fegen Sie die Terrasse und stellen Sie die Gartenmöbel ordentlich auf. Bei einer Wohnung am Meer ist die Terrasse oft das wichtigste Foto.
5. **An das erste Foto denken.** Die Vorderfassade oder der Blick von der Terrasse ist meist das Titelbild. Stellen Sie Mülltonnen und Autos aus dem Bild.

Unsicher, was stehen bleiben soll? Bei der Vorbereitung des Fototermins gehen wir gemeinsam jeden Raum durch.`,
    },
    publishedDate: '2026-03-12',
  },
  {
    key: 'tip-eerste-bezoek',
    categoryKey: 'tips',
    title: {
      nl: 'Op bezoek: acht vragen die elke koper best stelt',
      fr: 'En visite : huit questions que tout acheteur devrait poser',
      en: 'At the viewing: eight questions every buyer should ask',
      de: 'Bei der Besichtigung: acht Fragen, die jeder Käufer stellen sollte',
    },
    summary: {
      nl: 'Een checklist voor uw bezoek, van het EPC tot het reservefonds van de syndicus.',
      fr: 'Une liste de contrôle pour votre visite, du certificat PEB au fonds de réserve du syndic.',
      en: 'A checklist for your viewing, from the EPC to the building’s reserve fund.',
      de: 'Eine Checkliste für Ihre Besichtigung, vom Energieausweis bis zur Rücklage der Hausverwaltung.',
    },
    body: {
      nl: `Een eerste bezoek is vaak een kwestie van gevoel. Maar wie de juiste vragen stelt, vermijdt verrassingen achteraf. Neem deze lijst mee.

1. **Welk EPC-label heeft het pand?** Bij label E of F geldt de renovatieplicht: label D of beter binnen 5 jaar na de akte.
2. **Wat zegt het asbestattest?** Voor gebouwen van vóór 2001 is het verplicht. Kijk vooral naar de materialen met een hoog risico en de adviezen om ze te verwijderen.
3. **Hoe oud zijn het dak, de ramen en de verwarming?** Staat er een stookolietank, vraag dan naar het attest.
4. **Wat zijn de overstromingsscores?** De P- en G-score tonen het risico voor het perceel en het gebouw.
5. **Zijn alle verbouwingen vergund?** De stedenbouwkundige inlichtingen tonen vergunningen, bestemming en eventuele overtredingen.
6. **Hoe hoog is het kadastraal inkomen?** Daarop wordt de jaarlijkse onroerende voorheffing berekend.
7. **Bij een appartement: hoe gezond is de vereniging van mede-eigenaars?** Vraag naar het reservefonds, de gemeenschappelijke kosten en de werken die de algemene vergadering al goedkeurde.
8. **Wat blijft er achter?** Keukentoestellen, gordijnen of tuinhuis: laat het in het compromis opnemen.

Wij geven u deze informatie graag vooraf mee, zodat u het bezoek zelf kunt gebruiken om rustig rond te kijken.`,
      fr: `Une première visite, c’est souvent une question de ressenti. Mais en posant les bonnes questions, vous évitez les mauvaises surprises. Emportez cette liste.

1. **Quel est le label PEB du bien ?** Avec un label E ou F, l’obligation de rénovation s’applique : label D ou mieux dans les 5 ans suivant l’acte.
2. **Que dit l’attestation amiante ?** Elle est obligatoire pour les bâtiments d’avant 2001. Regardez surtout les matériaux à risque élevé et les conseils d’enlèvement.
3. **Quel âge ont la toiture, les châssis et le chauffage ?** S’il y a une citerne à mazout, demandez l’attestation.
4. **Quels sont les scores d’inondation ?** Les scores P et G indiquent le risque pour la parcelle et pour le bâtiment.
5. **Toutes les transformations sont-elles autorisées ?** Les renseignements urbanistiques mentionnent permis, affectation et infractions éventuelles.
6. **Quel est le revenu cadastral ?** C’est sur cette base qu’est calculé le précompte immobilier annuel.
7. **Pour un appartement : l’association des copropriétaires est-elle saine ?** Demandez le fonds de réserve, les charges communes et les travaux déjà votés par l’assemblée générale.
8. **Qu’est-ce qui reste dans le bien ?** Électroménagers, rideaux ou abri de jardin : faites-le préciser dans le compromis.

Nous vous transmettons volontiers ces informations à l’avance, pour que vous puissiez consacrer la visite à regarder tranquillement.`,
      en: `A first viewing is often about gut feeling. But asking the right questions helps you avoid surprises later. Take this list with you.

1. **What is the EPC label?** With label E or F the renovation obligation applies: label D or better within 5 years of the deed.
2. **What does the asbestos certificate say?** It is mandatory for buildings from before 2001. Look in particular at high-risk materials and the advice on removing them.
3. **How old are the roof, the windows and the heating?** If there is an oil tank, ask for its inspection certificate.
4. **What are the flood scores?** The P-score and G-score show the risk for the plot and for the building.
5. **Were all alterations approved?** The planning information shows permits, zoning and any breaches.
6. **What is the cadastral income?** The annual property tax is calculated on it.
7. **For a flat: how healthy is the owners’ association?** Ask about the reserve fund, the service charges and any works already approved by the general meeting.
8. **What stays in the property?** Kitchen appliances, curtains or the garden shed: have it written into the sale agreement.

We are happy to give you this information beforehand, so you can use the viewing itself to take a relaxed look around.`,
      de: `Bei einer ersten Besichtigung entscheidet oft das Bauchgefühl. Doch wer die richtigen Fragen stellt, erlebt später keine Überraschungen. Nehmen Sie diese Liste mit.

1. **Welches Energielabel hat die Immobilie?** Bei Label E oder F gilt die Renovierungspflicht: Label D oder besser innerhalb von 5 Jahren nach der Beurkundung.
2. **Was steht in der Asbestbescheinigung?** Für Gebäude von vor 2001 ist sie Pflicht. Achten Sie vor allem auf Materialien mit hohem Risiko und die Empfehlungen zur Entfernung.
3. **Wie alt sind Dach, Fenster und Heizung?** Gibt es einen Heizöltank, fragen Sie nach der Prüfbescheinigung.
4. **Wie lauten die Hochwasser-Scores?** P- und G-Score zeigen das Risiko für Parzelle und Gebäude.
5. **Sind alle Umbauten genehmigt?** Die städtebaulichen Auskünfte zeigen Genehmigungen, Zweckbestimmung und etwaige Verstöße.
6. **Wie hoch ist das Katastereinkommen?** Danach berechnet sich die jährliche Immobiliensteuer.
7. **Bei einer Wohnung: Wie gesund ist die Eigentümergemeinschaft?** Fragen Sie nach der Rücklage, den gemeinsamen Kosten und den Arbeiten, die die Eigentümerversammlung bereits beschlossen hat.
8. **Was bleibt in der Immobilie?** Küchengeräte, Vorhänge oder Gartenhaus: Lassen Sie es im Vorvertrag festhalten.

Diese Informationen geben wir Ihnen gern vorab mit, damit Sie die Besichtigung selbst in Ruhe nutzen können.`,
    },
    publishedDate: '2026-05-20',
  },
];
