// ALTCHA ships no declaration for its French texts (the other languages have one); the import only registers them.
declare module 'altcha/i18n/fr-fr';
