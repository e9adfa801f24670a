/** The login page per language (where the portal sends a visitor without a valid session). */
export const LOGIN_PATHS = { nl: '/nl/login/', fr: '/fr/connexion/', en: '/en/login/', de: '/de/anmelden/' } as const;
