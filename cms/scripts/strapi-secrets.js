/**
 * Fresh random values for every secret Strapi needs. One list for the generated cms/.env, the tests,
 * the browser tests and codegen, so a secret Strapi starts to require is added in one place.
 */
const crypto = require('crypto');

const randomSecret = (bytes = 24) => crypto.randomBytes(bytes).toString('base64url');

function strapiSecrets() {
  return {
    APP_KEYS: [randomSecret(), randomSecret(), randomSecret(), randomSecret()].join(','),
    API_TOKEN_SALT: randomSecret(),
    ADMIN_JWT_SECRET: randomSecret(),
    TRANSFER_TOKEN_SALT: randomSecret(),
    JWT_SECRET: randomSecret(),
    ENCRYPTION_KEY: randomSecret(32),
    ...formSecrets(),
  };
}

/** The visitor forms' secrets (src/forms/config.ts): the captcha's HMAC key, the salt of client-address hashes, the newsletter links' key. */
function formSecrets() {
  return {
    ALTCHA_HMAC_KEY: randomSecret(32),
    SUBMISSION_HASH_SALT: randomSecret(24),
    FORM_LINK_SECRET: randomSecret(32),
  };
}

module.exports = { strapiSecrets, formSecrets, randomSecret };
