import { parseFeedCode } from './feed-code';
import type { Localized } from '../i18n/localized';

/**
 * The feed's Goal codes (Omnicasa): 0 sale, 1 rent, 2 takeover (a business taken over). The spec says
 * "'0' for sale, otherwise rent"; the domain notes take precedence: 2 is its own goal, not rent.
 */
export const GOAL_CODES = { sale: 0, rent: 1, takeover: 2 } as const;

export type Goal = keyof typeof GOAL_CODES;

/**
 * Reads a goal from a feed code (0, '1') or a product name ('sale'). Unknown codes give null rather
 * than "rent", so bad data never shows up as a rental.
 */
export function parseGoal(value: unknown): Goal | null {
  if (value === 'sale' || value === 'rent' || value === 'takeover') return value;
  const code = parseFeedCode(value);
  if (code === GOAL_CODES.sale) return 'sale';
  if (code === GOAL_CODES.rent) return 'rent';
  if (code === GOAL_CODES.takeover) return 'takeover';
  return null;
}

/** Every goal, in code order (the CMS listing's `goal` values). */
export const GOALS = Object.keys(GOAL_CODES) as readonly Goal[];

/**
 * The words that say a visitor wants to buy or to rent, per language (the home search reads them in
 * any language, accents and case ignored): 'te koop', 'à louer', 'for sale', 'zu vermieten'.
 */
export const GOAL_WORDS: Readonly<Record<'sale' | 'rent', Localized<readonly string[]>>> = {
  sale: {
    nl: ['te koop', 'koop', 'kopen'],
    fr: ['à vendre', 'vendre', 'vente', 'acheter', 'achat'],
    en: ['for sale', 'sale', 'buy', 'to buy'],
    de: ['zu verkaufen', 'kaufen', 'Kauf'],
  },
  rent: {
    nl: ['te huur', 'huur', 'huren'],
    fr: ['à louer', 'louer', 'location'],
    en: ['for rent', 'rent', 'to let', 'rental'],
    de: ['zu vermieten', 'mieten', 'Miete'],
  },
};
