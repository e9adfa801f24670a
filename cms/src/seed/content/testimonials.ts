import type { TestimonialSeed } from './types';

/** Client testimonials (fictional). Each was written in one language and translated for the others. */
export const testimonials: TestimonialSeed[] = [
  {
    key: 'marc-hilde-gistel',
    author: 'Marc en Hilde D.',
    city: 'Gistel',
    rating: 5,
    text: {
      nl: 'Onze rijwoning was binnen zes weken verkocht, aan de vraagprijs. Kristof legde van bij de schatting duidelijk uit hoe hij tot zijn prijs kwam, en Sofie regelde alle attesten. Wij moesten eigenlijk alleen de deur openen.',
      fr: 'Notre maison mitoyenne a été vendue en six semaines, au prix demandé. Dès l’estimation, Kristof nous a clairement expliqué comment il arrivait à son prix, et Sofie s’est occupée de toutes les attestations. Nous n’avions plus qu’à ouvrir la porte.',
      en: 'Our terraced house sold within six weeks, at the asking price. From the valuation onwards Kristof explained exactly how he arrived at his figure, and Sofie handled all the certificates. All we really had to do was open the door.',
      de: 'Unser Reihenhaus war innerhalb von sechs Wochen verkauft, zum Angebotspreis. Schon bei der Bewertung erklärte Kristof genau, wie er auf seinen Preis kam, und Sofie kümmerte sich um alle Bescheinigungen. Wir mussten eigentlich nur die Tür öffnen.',
    },
    date: '2026-03-14',
  },
  {
    key: 'isabelle-oostende',
    author: 'Isabelle V.',
    city: 'Oostende',
    rating: 5,
    text: {
      nl: 'Als Brusselse die een appartement aan zee zocht, kon ik niet elk weekend naar de kust komen. Ellen maakte video’s van de bezoeken, stuurde me de EPC’s en de syndicusverslagen en was eerlijk over de minpunten. Een echte vertrouwenspersoon.',
      fr: 'Bruxelloise à la recherche d’un appartement à la mer, je ne pouvais pas venir à la Côte chaque week-end. Ellen filmait les visites, m’envoyait les certificats PEB et les procès-verbaux du syndic, et n’a jamais caché les points faibles. Une vraie personne de confiance.',
      en: 'Living in Brussels and looking for a flat by the sea, I couldn’t come to the coast every weekend. Ellen filmed the viewings, sent me the EPCs and the building manager’s minutes, and was honest about the drawbacks. Someone you can really trust.',
      de: 'Als Brüsselerin auf der Suche nach einer Wohnung am Meer konnte ich nicht jedes Wochenende an die Küste fahren. Ellen filmte die Besichtigungen, schickte mir die Energieausweise und die Protokolle der Hausverwaltung und verschwieg auch die Schwachpunkte nicht. Eine echte Vertrauensperson.',
    },
    date: '2026-05-02',
  },
  {
    key: 'johan-middelkerke',
    author: 'Johan P.',
    city: 'Middelkerke',
    rating: 4,
    text: {
      nl: 'Wij verhuren twee studio’s via Kustvastgoed. Pieter-Jan screent de kandidaten grondig en de plaatsbeschrijvingen zijn zeer gedetailleerd. Soms duurt het even voor een herstelling ingepland is in het hoogseizoen, maar we worden altijd op de hoogte gehouden.',
      fr: 'Nous louons deux studios par l’intermédiaire de Kustvastgoed. Pieter-Jan examine les candidats avec soin et les états des lieux sont très détaillés. En haute saison, il faut parfois un peu de patience pour une réparation, mais nous sommes toujours tenus au courant.',
      en: 'We let two studio flats through Kustvastgoed. Pieter-Jan screens applicants thoroughly and the check-in reports are very detailed. In high season a repair can take a little while to schedule, but we are always kept informed.',
      de: 'Wir vermieten zwei Studios über Kustvastgoed. Pieter-Jan prüft die Bewerber gründlich, und die Übergabeprotokolle sind sehr detailliert. In der Hochsaison dauert es manchmal etwas, bis eine Reparatur eingeplant ist, aber wir werden immer auf dem Laufenden gehalten.',
    },
    date: '2025-10-21',
  },
  {
    key: 'sarah-tom-snaaskerke',
    author: 'Sarah en Tom',
    city: 'Snaaskerke',
    rating: 5,
    text: {
      nl: 'Eerste aankoop, veel vragen. Het team nam de tijd om het EPC, de overstromingsscore en de stedenbouwkundige info met ons door te nemen voor we een bod deden. Bij de notaris waren er geen verrassingen meer.',
      fr: 'Premier achat, beaucoup de questions. L’équipe a pris le temps de passer en revue avec nous le certificat PEB, le score d’inondation et les renseignements urbanistiques avant notre offre. Chez le notaire, plus aucune surprise.',
      en: 'First purchase, lots of questions. The team took the time to go through the EPC, the flood score and the planning information with us before we made an offer. At the notary’s there were no surprises left.',
      de: 'Erster Kauf, viele Fragen. Das Team nahm sich die Zeit, den Energieausweis, den Hochwasser-Score und die städtebaulichen Auskünfte mit uns durchzugehen, bevor wir ein Angebot machten. Beim Notar gab es keine Überraschungen mehr.',
    },
    date: '2026-07-09',
  },
  {
    key: 'familie-kruger-bredene',
    author: 'Familie Krüger',
    city: 'Bredene',
    rating: 4,
    text: {
      nl: 'Vanuit Aken hebben we een vakantieappartement in Bredene gekocht. Alles werd ons ook in het Duits uitgelegd en de documenten kwamen netjes per e-mail. De overdracht bij de notaris liep vlot; alleen het parkeren bij het kantoor is op zaterdag wat lastig.',
      fr: 'Depuis Aix-la-Chapelle, nous avons acheté un appartement de vacances à Bredene. Tout nous a aussi été expliqué en allemand et les documents sont arrivés en ordre par e-mail. La signature chez le notaire s’est bien passée ; seul le stationnement près de l’agence est un peu compliqué le samedi.',
      en: 'We bought a holiday flat in Bredene from Aachen. Everything was explained to us in German too, and the documents arrived neatly by e-mail. The transfer at the notary’s went smoothly; the only downside is parking near the office on a Saturday.',
      de: 'Von Aachen aus haben wir eine Ferienwohnung in Bredene gekauft. Alles wurde uns auch auf Deutsch erklärt, und die Unterlagen kamen ordentlich per E-Mail. Die Beurkundung beim Notar lief reibungslos; nur das Parken am Büro ist samstags etwas mühsam.',
    },
    date: '2026-09-27',
  },
];
