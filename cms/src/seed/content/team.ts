import type { TeamMemberSeed } from './types';

/** The (fictional) team of Kustvastgoed Gistel-Oostende, shown by the 'team' category module on /services/. */
export const team: TeamMemberSeed[] = [
  {
    key: 'kristof-vandamme',
    name: 'Kristof Vandamme',
    role: {
      nl: 'Zaakvoerder – erkend vastgoedmakelaar',
      fr: 'Gérant – agent immobilier agréé',
      en: 'Managing director – licensed estate agent',
      de: 'Geschäftsführer – zugelassener Immobilienmakler',
    },
    bio: {
      nl: 'Kristof groeide op in Gistel en richtte Kustvastgoed op in 2009, na tien jaar bij een notariskantoor in Oostende. Hij doet zelf de meeste schattingen en volgt elke verkoop op tot bij de notaris. Zijn stokpaardje: een correcte vraagprijs vanaf dag één.',
      fr: 'Kristof a grandi à Gistel. Après dix ans dans une étude notariale à Ostende, il fonde Kustvastgoed en 2009. Il réalise lui-même la plupart des estimations et suit chaque vente jusqu’à la signature chez le notaire. Son credo : un prix juste dès le premier jour.',
      en: 'Kristof grew up in Gistel and founded Kustvastgoed in 2009, after ten years at a notary’s office in Ostend. He carries out most valuations himself and sees every sale through to the notary. His golden rule: the right asking price from day one.',
      de: 'Kristof ist in Gistel aufgewachsen und gründete Kustvastgoed 2009, nach zehn Jahren in einem Notariat in Ostende. Die meisten Bewertungen übernimmt er selbst und begleitet jeden Verkauf bis zum Notartermin. Sein Grundsatz: der richtige Angebotspreis vom ersten Tag an.',
    },
    email: 'kristof@kustvastgoed.be',
    phone: '0475 31 62 08',
    sort: 1,
  },
  {
    key: 'ellen-desmet',
    name: 'Ellen Desmet',
    role: {
      nl: 'Vastgoedmakelaar verkoop',
      fr: 'Agent immobilier – vente',
      en: 'Sales agent',
      de: 'Immobilienmaklerin Verkauf',
    },
    bio: {
      nl: 'Ellen begeleidt verkopers en kopers in Oostende, Bredene en Middelkerke. Ze kent elke straat achter de dijk en weet welke appartementen goed scoren bij tweedeverblijvers. Ze spreekt vlot Nederlands, Frans en Engels.',
      fr: 'Ellen accompagne vendeurs et acheteurs à Ostende, Bredene et Middelkerke. Elle connaît chaque rue derrière la digue et sait quels appartements plaisent aux amateurs de seconde résidence. Elle parle couramment néerlandais, français et anglais.',
      en: 'Ellen looks after sellers and buyers in Ostend, Bredene and Middelkerke. She knows every street behind the promenade and which flats appeal to second-home buyers. She speaks Dutch, French and English fluently.',
      de: 'Ellen betreut Verkäufer und Käufer in Ostende, Bredene und Middelkerke. Sie kennt jede Straße hinter dem Deich und weiß, welche Wohnungen bei Zweitwohnungskäufern gefragt sind. Sie spricht fließend Niederländisch, Französisch und Englisch.',
    },
    email: 'ellen@kustvastgoed.be',
    phone: '0486 22 41 97',
    sort: 2,
  },
  {
    key: 'pieter-jan-verhaeghe',
    name: 'Pieter-Jan Verhaeghe',
    role: {
      nl: 'Vastgoedmakelaar verhuur en beheer',
      fr: 'Agent immobilier – location et gestion',
      en: 'Letting and property management agent',
      de: 'Immobilienmakler Vermietung und Verwaltung',
    },
    bio: {
      nl: 'Pieter-Jan zoekt de juiste huurders, stelt huurcontracten en plaatsbeschrijvingen op en is het aanspreekpunt voor de panden die we beheren. Lekkende kraan op zondag? Hij regelt een vakman.',
      fr: 'Pieter-Jan trouve les bons locataires, rédige les baux et les états des lieux et reste l’interlocuteur des biens que nous gérons. Une fuite un dimanche ? Il envoie un artisan.',
      en: 'Pieter-Jan finds the right tenants, draws up leases and check-in reports and is the point of contact for the properties we manage. A leaking tap on a Sunday? He sends a tradesman.',
      de: 'Pieter-Jan findet passende Mieter, erstellt Mietverträge und Übergabeprotokolle und ist Ansprechpartner für die von uns verwalteten Objekte. Ein tropfender Wasserhahn am Sonntag? Er schickt einen Handwerker.',
    },
    email: 'pieterjan@kustvastgoed.be',
    phone: '0472 58 13 40',
    sort: 3,
  },
  {
    key: 'sofie-lambrecht',
    name: 'Sofie Lambrecht',
    role: {
      nl: 'Administratief medewerker',
      fr: 'Assistante administrative',
      en: 'Administrative assistant',
      de: 'Verwaltungsassistentin',
    },
    bio: {
      nl: 'Sofie is de eerste stem die u hoort als u ons belt. Ze plant bezoeken, vraagt attesten en stedenbouwkundige inlichtingen op bij de gemeente en zorgt dat elk dossier compleet bij de notaris ligt.',
      fr: 'Sofie est la première voix que vous entendez en nous appelant. Elle planifie les visites, demande les attestations et les renseignements urbanistiques à la commune et veille à ce que chaque dossier arrive complet chez le notaire.',
      en: 'Sofie is the first voice you hear when you call us. She schedules viewings, requests certificates and planning information from the local council, and makes sure every file reaches the notary complete.',
      de: 'Sofie ist die erste Stimme, die Sie hören, wenn Sie uns anrufen. Sie plant Besichtigungen, beantragt Bescheinigungen und städtebauliche Auskünfte bei der Gemeinde und sorgt dafür, dass jede Akte vollständig beim Notar ankommt.',
    },
    email: 'sofie@kustvastgoed.be',
    phone: '059 27 84 50',
    sort: 4,
  },
];
