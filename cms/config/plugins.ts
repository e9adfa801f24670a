import type { Core } from '@strapi/strapi';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { operationCostPlugin, type CostLimits } from '../src/graphql/operation-cost';
import { clientErrorStatusPlugin, formatPublicError } from '../src/graphql/public-errors';
import { documentGuardPlugin } from '../src/graphql/document-guard';
import { timeBudgetPlugin } from '../src/graphql/time-budget';

const COUNT = 20; // one count query over the listings
/** GraphQL cost limits (src/graphql/operation-cost.ts); test/suites/hostile-traffic.ts keeps the site's operations under them. */
export const GRAPHQL_LIMITS: CostLimits & { maxSelections: number; budgetMs: number } = {
  maxCost: 10_000,
  defaultLimit: 25,
  maxLimit: 200,
  // Fields of one operation with its fragments spread (the site's largest has about 300).
  maxSelections: 2_000,
  // CMS time one anonymous operation may take (the site's own reads are not bounded: src/graphql/time-budget.ts);
  // GRAPHQL_TIME_BUDGET_MS overrides it (the CMS tests, which read whole lists on a busy machine, raise it).
  budgetMs: 1_000,
  fieldCosts: {
    'Query.listingTotals': 3 * COUNT,
    'Query.citiesWithListings': 10 * COUNT,
    'PropertyType.countSaleProperty': COUNT,
    'PropertyType.countRentProperty': COUNT,
    'City.propertyCount': COUNT,
    'City.saleCount': COUNT,
    'City.rentCount': COUNT,
  },
};

/**
 * The media library's files: on the CMS's disk (public/uploads/) unless S3_BUCKET is set, then in that
 * S3-compatible bucket (several CMS instances, containers without a shared disk). S3_PUBLIC_URL is where
 * browsers and the site fetch them (a CDN, or the endpoint with the bucket in its path); keys start with
 * uploads/, so a picture's address still ends in /uploads/<hash>.<ext>.
 */
function mediaStorage(env: Core.Config.Shared.ConfigParams['env']) {
  const bucket = env('S3_BUCKET', '');
  if (!bucket) return {};
  const endpoint = env('S3_ENDPOINT', '');
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: env('S3_PUBLIC_URL', '') || undefined,
      rootPath: 'uploads',
      s3Options: {
        region: env('S3_REGION', 'us-east-1'),
        ...(endpoint ? { endpoint } : {}),
        // MinIO, s3rver and most non-AWS stores address the bucket in the path, not the host name.
        forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', Boolean(endpoint)),
        credentials: { accessKeyId: env('S3_ACCESS_KEY_ID', ''), secretAccessKey: env('S3_SECRET_ACCESS_KEY', '') },
        // No ACL header: buckets made since 2023 refuse ACLs; the bucket's own policy makes it readable.
        params: { Bucket: bucket, ACL: env('S3_ACL', '') || undefined },
      },
    },
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  i18n: { enabled: true },
  // Colour fields (a top-bar button, a module's background) are picked, not typed (plugin::color-picker.color).
  'color-picker': { enabled: true },
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
      defaultLimit: GRAPHQL_LIMITS.defaultLimit,
      maxLimit: GRAPHQL_LIMITS.maxLimit,
      // The committed schema is printed by `pnpm codegen` (packages/graphql), not by the server.
      generateArtifacts: false,
      // No sandbox page in production (not even Apollo's minimal one); introspection follows Apollo's
      // default (off in production): the site uses the committed schema, never introspection.
      landingPage: env('NODE_ENV', 'development') === 'production' ? () => ApolloServerPluginLandingPageDisabled() : true,
      // Added to Strapi's Apollo options (arrays are appended): a guard against fragment cycles and
      // fan-out (run before Strapi's depth limit, which loops on them), the cost limit, a time budget,
      // malformed input answered 400, errors without internals
      // or field suggestions, and a bound on the query text before it is even parsed (the site's largest
      // operation is about 3 KB and 700 tokens). No CORS of its own (it would answer every origin with
      // '*'): strapi::cors decides for /graphql as for the rest of the CMS (config/middlewares.ts).
      apolloServer: {
        plugins: [
          documentGuardPlugin(GRAPHQL_LIMITS),
          operationCostPlugin(GRAPHQL_LIMITS),
          timeBudgetPlugin({ budgetMs: env.int('GRAPHQL_TIME_BUDGET_MS', GRAPHQL_LIMITS.budgetMs) }),
          clientErrorStatusPlugin,
        ],
        formatError: formatPublicError,
        parseOptions: { maxTokens: 5_000 },
        bodyParserConfig: { jsonLimit: '32kb' },
        cors: false,
      },
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
      ...mediaStorage(env),
    },
  },
});
