import { LOCALES, type Locale } from '@coast/domain';

/** One part of a page's address: lowercase letters and digits, words joined by single hyphens. */
const PART = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A refusal in the two languages every editor reads (the server does not know the admin's language). */
export const both = (en: string, nl: string) => `${en} — ${nl}`;

/**
 * Why a page's address in `locale` cannot be used, or null. The shape (its language first, parts ending
 * in /), then what the site itself reads in an address: a `preview` part opens the draft preview,
 * /{language}/property/... and a last part that is a number are listing addresses.
 */
export function addressShapeProblem(path: string, locale: Locale): string | null {
  if (!new RegExp(`^/${locale}/(?:${PART}/)*$`).test(path)) {
    const other = LOCALES.find((l) => l !== locale && path.startsWith(`/${l}/`));
    if (other)
      return both(
        `${path} is an address in another language (/${other}/): this page's ${locale} address starts with /${locale}/.`,
        `${path} is een adres in een andere taal (/${other}/): het ${locale}-adres van deze pagina begint met /${locale}/.`,
      );
    return both(
      `Not a valid address: start with /${locale}/, then lowercase words separated by hyphens, each part ending with / (e.g. /${locale}/contact/ or /${locale}/services/our-team/). No capitals, accents, spaces, ?, # or //.`,
      `Geen geldig adres: begin met /${locale}/, dan woorden in kleine letters met koppeltekens, elk deel eindigt op / (bv. /${locale}/contact/ of /${locale}/diensten/ons-team/). Geen hoofdletters, accenten, spaties, ?, # of //.`,
    );
  }
  const parts = path.split('/').filter(Boolean);
  if (parts.includes('preview'))
    return both(
      'The site uses "preview" in an address for draft previews: choose another word.',
      'De site gebruikt "preview" in een adres voor voorbeelden van concepten: kies een ander woord.',
    );
  if (parts[1] === 'property' || (parts.length > 1 && /^\d+$/.test(parts[parts.length - 1]!)))
    return both(
      `The site keeps ${path} for listings (their addresses end with their number, or start with /${locale}/property/): choose another address.`,
      `De site houdt ${path} vrij voor panden (hun adres eindigt op hun nummer of begint met /${locale}/property/): kies een ander adres.`,
    );
  return null;
}

/**
 * Why an original path (the old site's address, the same in every language) cannot be used, or null.
 * The old site's spelling is kept (capitals included: /Aankoop/); only what breaks an address is refused.
 */
export function originalPathProblem(path: string): string | null {
  if (/^\/(?:[^/?#\s]+\/)*$/.test(path)) return null;
  return both(
    'Not a valid original path: it starts and ends with /, each part ending with / (e.g. /for-sale/). No spaces, ?, # or //.',
    'Geen geldig oorspronkelijk pad: het begint en eindigt met /, elk deel eindigt op / (bv. /te-koop/). Geen spaties, ?, # of //.',
  );
}

/** The refusal when another page already holds the address. */
export function addressTakenProblem(path: string, holder: { name: string; locale: string }, field: 'path' | 'originalPath'): string {
  const what = field === 'path' ? ['The address', 'Het adres'] : ['The original path', 'Het oorspronkelijke pad'];
  return both(
    `${what[0]} ${path} is already used by the page "${holder.name}" (${holder.locale}): choose another one, or change that page first.`,
    `${what[1]} ${path} is al in gebruik door de pagina "${holder.name}" (${holder.locale}): kies een ander, of wijzig eerst die pagina.`,
  );
}
