import path from 'path';
import fs from 'fs/promises';
import type { Core } from '@strapi/strapi';
import { importCommittedFeed, SNAPSHOT_PATH } from '../feed/committed-feed';
import { importFeed } from '../feed/import-feed';
import { drawnPictures } from '../feed/pictures';
import { seedCookieConsent, seedSiteContent } from './site-content';

/**
 * The first start on an empty database seeds itself: the site's pages, texts and configuration in four
 * languages, the listings of the committed snapshot and the new-build projects with their units (the
 * committed project feed). Anything already there is left alone.
 */
export async function seedIfEmpty(strapi: Core.Strapi) {
  if ((await strapi.documents('api::menu-page.menu-page').count({})) === 0) {
    strapi.log.info('Empty CMS: seeding the site content (nl, fr, en, de)');
    await seedSiteContent(strapi);
  }
  // Its own check: a site seeded before the cookie dialog existed gets its texts on the next start.
  if ((await strapi.documents('api::cookie-consent.cookie-consent').count({})) === 0) {
    strapi.log.info('No cookie consent texts: seeding them (nl, fr, en, de)');
    await seedCookieConsent(strapi);
  }
  if ((await strapi.documents('api::property.property').count({})) === 0) {
    // SEED_FEED_FILE lets a developer seed from a smaller or newer feed (listings only); the default is
    // the snapshot with the committed projects and their units.
    if (!process.env.SEED_FEED_FILE) {
      strapi.log.info(`Empty CMS: importing the listing feed ${SNAPSHOT_PATH} and the new-build projects`);
      await importCommittedFeed(strapi, { pictures: drawnPictures });
      return;
    }
    const file = path.resolve(strapi.dirs.app.root, process.env.SEED_FEED_FILE);
    strapi.log.info(`Empty CMS: importing the listing feed ${path.relative(strapi.dirs.app.root, file)}`);
    const feed = JSON.parse(await fs.readFile(file, 'utf8'));
    await importFeed(strapi, feed, { pictures: drawnPictures });
  }
}
