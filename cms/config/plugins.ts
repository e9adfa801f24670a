import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';

export default ({ env }: { env: any }) => ({
  i18n: { enabled: true },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: '7d' },
      // Owners are created by the agency; the public cannot choose extra fields.
      register: { allowedFields: [] },
      ratelimit: { interval: 60000, max: env.int('LOGIN_RATE_LIMIT', 10) },
    },
  },
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      // Guard against abusive queries: page tree + modules + media is about 8 levels deep.
      depthLimit: 10,
      defaultLimit: 25,
      maxLimit: 200,
      // The committed schema is printed by `pnpm codegen` (packages/graphql), not by the server.
      generateArtifacts: false,
      // No sandbox page in production (not even Apollo's minimal one); introspection follows Apollo's
      // default (off in production): the site uses the committed schema, never introspection.
      landingPage: env('NODE_ENV', 'development') === 'production' ? () => ApolloServerPluginLandingPageDisabled() : true,
      // No CORS of its own (it would answer every origin with '*'): strapi::cors decides for /graphql as
      // for the rest of the CMS (config/middlewares.ts).
      apolloServer: { cors: false },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 2525),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: env.bool('SMTP_IGNORE_TLS', true),
        auth: env('SMTP_USERNAME') ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } : undefined,
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'website@kustvastgoed.be'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'info@kustvastgoed.be'),
      },
    },
  },
  upload: {
    config: {
      sizeLimit: 20 * 1024 * 1024,
      breakpoints: { large: 1360, medium: 600, small: 400 },
    },
  },
});
