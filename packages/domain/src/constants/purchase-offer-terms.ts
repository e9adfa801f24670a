import type { Localized } from '../i18n/localized';
import { PURCHASE_ADVANCE_RATE } from './deposit-advance';

const percent = `${Math.round(PURCHASE_ADVANCE_RATE * 100)}%`;

/**
 * What a buyer agrees to by making an offer: the sellers' acceptance concludes the
 * sale, and the buyer then pays an advance of 10% of the price to the agent's third-party account.
 * Shown above the offer's send button and repeated in the mails.
 */
export const PURCHASE_OFFER_TERMS: Localized<string> = {
  nl: `Aanvaarden de verkopers dit bod, dan is de verkoop gesloten. De koper betaalt dan een voorschot van ${percent} van de verkoopprijs op de derdenrekening van het vastgoedkantoor.`,
  fr: `L’acceptation de cette offre par les vendeurs conclut la vente. L’acheteur verse alors un acompte de ${percent} du prix de vente sur le compte de tiers de l’agence immobilière.`,
  en: `Once the sellers accept this offer, the sale is concluded. The buyer then pays an advance of ${percent} of the sale price into the estate agent’s third-party account.`,
  de: `Mit der Annahme dieses Angebots durch die Verkäufer ist der Verkauf abgeschlossen. Der Käufer zahlt dann eine Anzahlung von ${percent} des Verkaufspreises auf das Treuhandkonto des Immobilienbüros.`,
};
