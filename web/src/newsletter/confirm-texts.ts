import { defineTexts } from '@/i18n/feature-texts';

/** The page the newsletter's confirmation link opens: it asks before anything is confirmed. */
export const newsletterConfirmTexts = defineTexts({
  nl: {
    title: 'Uw inschrijving op de nieuwsbrief bevestigen?',
    text: 'Bevestig met de knop hieronder. Pas daarna ontvangt u onze nieuwsbrief.',
    button: 'Inschrijving bevestigen',
    toHome: 'Naar de startpagina',
  },
  fr: {
    title: 'Confirmer votre inscription à la newsletter ?',
    text: 'Confirmez avec le bouton ci-dessous. Ce n’est qu’ensuite que vous recevrez notre newsletter.',
    button: 'Confirmer mon inscription',
    toHome: 'Vers la page d’accueil',
  },
  en: {
    title: 'Confirm your newsletter subscription?',
    text: 'Confirm with the button below. Only then will you receive our newsletter.',
    button: 'Confirm my subscription',
    toHome: 'To the home page',
  },
  de: {
    title: 'Ihre Anmeldung zum Newsletter bestätigen?',
    text: 'Bestätigen Sie mit der Schaltfläche unten. Erst dann erhalten Sie unseren Newsletter.',
    button: 'Anmeldung bestätigen',
    toHome: 'Zur Startseite',
  },
});
