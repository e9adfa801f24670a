import { takesUploads, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, type Locale, type SubmittableForm } from '@coast/domain';
import { defineTexts } from '@/i18n/feature-texts';

const MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The visitor forms' own interface texts (labels of fields are @coast/domain's FIELD_LABELS). */
export const formTexts = defineTexts({
  nl: {
    searchCheckMail: 'Bijna klaar: we stuurden u een e-mail. Open de link erin om uw zoekopdracht te bevestigen; pas daarna sturen we u panden.',
    send: 'Versturen',
    sending: 'Bezig met versturen…',
    requiredNote: 'Velden met een * zijn verplicht.',
    choose: 'Maak een keuze',
    notSent: 'Uw e-mail werd niet verzonden. Probeer het opnieuw.',
    rateLimited: 'U hebt dit formulier te vaak verstuurd. Probeer het over {0} minuten opnieuw.',
    captchaLegend: 'Controle dat u geen robot bent',
    aboutListing: 'Uw vraag gaat over',
    reference: 'ref.',
    propertyAddress: 'Adres van het pand',
    honeypot: 'Laat dit veld leeg',
    testimonialSent: 'Bedankt! Uw getuigenis werd verstuurd. We publiceren het na nazicht.',
    testimonialNotSent: 'Uw getuigenis werd niet verstuurd. Probeer het opnieuw.',
    newsletterCheckMail: 'Bijna klaar: we stuurden u een e-mail. Open de link erin om uw inschrijving te bevestigen.',
    errorsTitle: 'Uw formulier werd niet verstuurd',
    offerNeedsListing: 'Een bod doet u vanaf de pagina van het pand: kies een pand te koop en klik daar op “Een bod doen”.',
    appointmentNeedsListing: 'Een bezoek plant u vanaf de pagina van het pand: kies een pand te huur en klik daar op “Plan een bezoek”.',
    appointmentAbout: 'Uw bezoek aan',
    requestDocuments: 'Documenten per e-mail',
    requestDocumentsIntro: 'We mailen u een link naar elk document van dit pand.',
    documentsSent: 'Bedankt! De documenten worden u per e-mail toegestuurd.',
    documentsAlreadyRequested:
      'U hebt de documenten van dit pand onlangs al aangevraagd met dit e-mailadres: we hebben ze u toen gemaild. Niet ontvangen? Kijk ook bij uw ongewenste e-mail, of neem contact met ons op.',
    noDocuments: 'Er werden geen documenten gevonden voor dit pand.',
    documentsNotSent: 'Het aanvragen van de documenten is mislukt. Probeer het opnieuw.',
    applicationNeedsListing: 'U stelt zich kandidaat vanaf de pagina van het pand: kies een pand te huur en klik daar op “Kandidaat-huurder worden”.',
    documentsHint: `Bijvoorbeeld uw cv of een bewijs van inkomen (loonfiches). PDF, JPEG, PNG of Word (DOCX), hoogstens ${MB} MB per bestand en ${UPLOAD_MAX_FILES} bestanden. Niet verplicht.`,
  },
  fr: {
    searchCheckMail:
      'Presque terminé : nous vous avons envoyé un e-mail. Ouvrez le lien qu’il contient pour confirmer votre recherche ; ce n’est qu’ensuite que nous vous enverrons des biens.',
    send: 'Envoyer',
    sending: 'Envoi en cours…',
    requiredNote: 'Les champs marqués d’un * sont obligatoires.',
    choose: 'Faites un choix',
    notSent: 'Votre e-mail n’a pas été envoyé. Veuillez réessayer.',
    rateLimited: 'Vous avez envoyé ce formulaire trop souvent. Veuillez réessayer dans {0} minutes.',
    captchaLegend: 'Vérification que vous n’êtes pas un robot',
    aboutListing: 'Votre demande concerne',
    reference: 'réf.',
    propertyAddress: 'Adresse du bien',
    honeypot: 'Laissez ce champ vide',
    testimonialSent: 'Merci ! Votre témoignage a été envoyé. Nous le publierons après relecture.',
    testimonialNotSent: 'Votre témoignage n’a pas été envoyé. Veuillez réessayer.',
    newsletterCheckMail: 'Presque terminé : nous vous avons envoyé un e-mail. Ouvrez le lien qu’il contient pour confirmer votre inscription.',
    errorsTitle: 'Votre formulaire n’a pas été envoyé',
    offerNeedsListing: 'Une offre se fait depuis la page du bien : choisissez un bien à vendre et cliquez sur « Faire une offre ».',
    appointmentNeedsListing: 'Une visite se planifie depuis la page du bien : choisissez un bien à louer et cliquez sur « Planifier une visite ».',
    appointmentAbout: 'Votre visite de',
    requestDocuments: 'Documents par e-mail',
    requestDocumentsIntro: 'Nous vous envoyons par e-mail un lien vers chaque document de ce bien.',
    documentsSent: 'Merci ! Les documents vous seront envoyés par e-mail.',
    documentsAlreadyRequested:
      'Vous avez déjà demandé récemment les documents de ce bien avec cette adresse e-mail : nous vous les avons envoyés. Rien reçu ? Vérifiez vos courriers indésirables, ou contactez-nous.',
    noDocuments: 'Aucun document n’a été trouvé pour ce bien.',
    documentsNotSent: 'La demande de documents a échoué. Veuillez réessayer.',
    applicationNeedsListing: 'Vous posez votre candidature depuis la page du bien : choisissez un bien à louer et cliquez sur « Poser ma candidature ».',
    documentsHint: `Par exemple votre CV ou une preuve de revenus (fiches de paie). PDF, JPEG, PNG ou Word (DOCX), ${MB} Mo maximum par fichier et ${UPLOAD_MAX_FILES} fichiers. Facultatif.`,
  },
  en: {
    searchCheckMail: 'Almost done: we sent you an e-mail. Open the link in it to confirm your search; only then will we send you properties.',
    send: 'Send',
    sending: 'Sending…',
    requiredNote: 'Fields marked * are required.',
    choose: 'Please choose',
    notSent: 'Your e-mail was not sent. Please try again.',
    rateLimited: 'You have sent this form too often. Please try again in {0} minutes.',
    captchaLegend: 'Check that you are not a robot',
    aboutListing: 'Your request is about',
    reference: 'ref.',
    propertyAddress: 'Address of the property',
    honeypot: 'Leave this field empty',
    testimonialSent: 'Thank you! Your testimonial has been sent. We will publish it after reading it.',
    testimonialNotSent: 'Your testimonial was not sent. Please try again.',
    newsletterCheckMail: 'Almost done: we have sent you an e-mail. Open the link in it to confirm your subscription.',
    errorsTitle: 'Your form was not sent',
    offerNeedsListing: 'An offer is made from the page of the property: choose a property for sale and click “Make an offer” there.',
    appointmentNeedsListing: 'A viewing is booked from the page of the property: choose a property to let and click “Book a viewing” there.',
    appointmentAbout: 'Your viewing of',
    requestDocuments: 'Documents by e-mail',
    requestDocumentsIntro: 'We e-mail you a link to each document of this property.',
    documentsSent: 'Thank you! The documents will be sent to you by e-mail.',
    documentsAlreadyRequested:
      'You recently requested the documents of this property with this e-mail address already: we e-mailed them to you then. Not received? Check your junk mail, or contact us.',
    noDocuments: 'No documents were found for this property.',
    documentsNotSent: 'Request document error: your request was not sent. Please try again.',
    applicationNeedsListing: 'You apply from the page of the property: choose a property for rent and click “Apply to rent” there.',
    documentsHint: `For example your CV or proof of income (payslips). PDF, JPEG, PNG or Word (DOCX), at most ${MB} MB per file and ${UPLOAD_MAX_FILES} files. Optional.`,
  },
  de: {
    searchCheckMail:
      'Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Öffnen Sie den Link darin, um Ihren Suchauftrag zu bestätigen; erst danach senden wir Ihnen Immobilien.',
    send: 'Senden',
    sending: 'Wird gesendet…',
    requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
    choose: 'Bitte wählen',
    notSent: 'Ihre E-Mail wurde nicht gesendet. Bitte versuchen Sie es erneut.',
    rateLimited: 'Sie haben dieses Formular zu oft gesendet. Bitte versuchen Sie es in {0} Minuten erneut.',
    captchaLegend: 'Prüfung, dass Sie kein Roboter sind',
    aboutListing: 'Ihre Anfrage betrifft',
    reference: 'Ref.',
    propertyAddress: 'Adresse der Immobilie',
    honeypot: 'Dieses Feld leer lassen',
    testimonialSent: 'Vielen Dank! Ihr Erfahrungsbericht wurde gesendet. Wir veröffentlichen ihn nach Durchsicht.',
    testimonialNotSent: 'Ihr Erfahrungsbericht wurde nicht gesendet. Bitte versuchen Sie es erneut.',
    newsletterCheckMail: 'Fast geschafft: Wir haben Ihnen eine E-Mail gesendet. Öffnen Sie den Link darin, um Ihre Anmeldung zu bestätigen.',
    errorsTitle: 'Ihr Formular wurde nicht gesendet',
    offerNeedsListing:
      'Ein Angebot geben Sie auf der Seite der Immobilie ab: Wählen Sie eine Immobilie zum Kauf und klicken Sie dort auf „Ein Angebot abgeben“.',
    appointmentNeedsListing:
      'Eine Besichtigung planen Sie auf der Seite der Immobilie: Wählen Sie eine Immobilie zur Miete und klicken Sie dort auf „Besichtigung planen“.',
    appointmentAbout: 'Ihre Besichtigung von',
    requestDocuments: 'Dokumente per E-Mail',
    requestDocumentsIntro: 'Wir senden Ihnen per E-Mail einen Link zu jedem Dokument dieser Immobilie.',
    documentsSent: 'Vielen Dank! Die Dokumente werden Ihnen per E-Mail gesendet.',
    documentsAlreadyRequested:
      'Sie haben die Dokumente dieser Immobilie mit dieser E-Mail-Adresse bereits vor Kurzem angefordert: Wir haben sie Ihnen damals gesendet. Nichts erhalten? Sehen Sie im Spam-Ordner nach oder kontaktieren Sie uns.',
    noDocuments: 'Für diese Immobilie wurden keine Dokumente gefunden.',
    documentsNotSent: 'Die Anforderung der Dokumente ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    applicationNeedsListing: 'Sie bewerben sich auf der Seite der Immobilie: Wählen Sie eine Mietimmobilie und klicken Sie dort auf „Als Mieter bewerben“.',
    documentsHint: `Zum Beispiel Ihr Lebenslauf oder ein Einkommensnachweis (Gehaltsabrechnungen). PDF, JPEG, PNG oder Word (DOCX), höchstens ${MB} MB pro Datei und ${UPLOAD_MAX_FILES} Dateien. Freiwillig.`,
  },
});

export type FormTexts = ReturnType<typeof formTexts.all>;

/** Texts only some forms say; every other form's island goes without them. */
const ONLY_FOR: Partial<Record<keyof FormTexts, readonly SubmittableForm[]>> = {
  searchCheckMail: ['demand-register'],
  testimonialSent: ['testimonial'],
  testimonialNotSent: ['testimonial'],
  newsletterCheckMail: ['sign-newsletter'],
  offerNeedsListing: ['purchase-offer'],
  appointmentNeedsListing: ['contact-appointment'],
  appointmentAbout: ['contact-appointment'],
  applicationNeedsListing: ['rental-application'],
  requestDocuments: ['document-request'],
  requestDocumentsIntro: ['document-request'],
  documentsSent: ['document-request'],
  documentsAlreadyRequested: ['document-request'],
  noDocuments: ['document-request'],
  documentsNotSent: ['document-request'],
};

/**
 * The texts a form's island needs, the others empty: an island's props are written into the page's flight
 * data, and a listing's page or a contact page carried every form's messages (2 KB).
 */
export function textsForForm(locale: Locale, form: SubmittableForm): FormTexts {
  return textsForForms(locale, [form]);
}

const shared = new Map<string, FormTexts>();

/**
 * The texts one or several forms need, the other forms' own emptied: one frozen object per language and
 * set of forms, built once (a page that hands it to several islands has React write it once).
 */
export function textsForForms(locale: Locale, forms: readonly SubmittableForm[]): FormTexts {
  const key = `${locale}:${forms.join()}`;
  const known = shared.get(key);
  if (known) return known;
  const texts: Record<keyof FormTexts, string> = { ...formTexts.all(locale) };
  for (const [name, only] of Object.entries(ONLY_FOR) as [keyof FormTexts, readonly SubmittableForm[]][]) {
    if (!forms.some((form) => only.includes(form))) texts[name] = '';
  }
  if (!forms.some(takesUploads)) texts.documentsHint = '';
  const frozen = Object.freeze(texts);
  shared.set(key, frozen);
  return frozen;
}

/** A listing page's own forms: documents by e-mail and send to a friend. */
export const LISTING_PAGE_FORMS = ['document-request', 'send-to-friend'] as const satisfies readonly SubmittableForm[];
