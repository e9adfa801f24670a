/**
 * What every suite of test/suites shares: the one Strapi that test/cms.test.ts boots for the whole run
 * (seeding takes minutes, so suites never start their own), the feed snapshot, the importer and the
 * CMS's compiled code.
 */
import assert from 'node:assert/strict';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { Core, Schema, UID } from '@strapi/strapi';
import { appDir, type RunningCms } from './strapi-instance';

/**
 * A listing of the feed, with the fields the suites read (the importer takes the record whole). Numbers
 * stand for the CRM's codes: Goal 0 for sale, 1 for rent; PublishPrice 0 hides the price.
 */
export interface FeedItem {
  ID: number;
  WebID: number;
  Goal: number;
  Status: number;
  Price: number;
  PublishPrice: number;
  PublishAddress: number;
  Title: string;
  Description: string;
  TypeDescription: string;
  MainTypeName: string;
  Street: string;
  Zip: string;
  City: string;
  NumberOfBedRooms: number | null;
  Floor: number | null;
  HasLift: boolean | null;
  HasFurnished: boolean | null;
  PetsAllowed: boolean | null;
  ConditionID: number | null;
  CadastralIncome: number | null;
  RegistrationRights: number | null;
  FreeAvailable: number | null;
  FreeAvailableDate: string | null;
  VirtualTourUrl: string | null;
  LargePictureItems: Record<string, unknown>[];
  Documents: unknown[];
  /** On a project's units only. */
  ProjectID?: number;
  [field: string]: unknown;
}

/** A project of the CRM's GetProjectList, as the committed project feed has it. */
export interface ProjectRow {
  ID: number;
  Name: string;
  City: string;
  Street: string;
  PublishAddress: boolean;
  Description: string;
  LanguageTexts: { Language: string; Description: string }[];
  [field: string]: unknown;
}

interface ProjectFeedFile {
  GetProjectListJsonResult: { Value: { Items: ProjectRow[] } };
  GetPropertyListJsonResult: { Value: { Items: FeedItem[] } };
}
interface SnapshotFile {
  GetPropertyListJsonResult: { Items: FeedItem[]; RowCount: number };
  [field: string]: unknown;
}

export const database = process.env.TEST_DATABASE ?? 'sqlite';
/** The committed feed files are the shapes above. */
const readFeed = <File>(name: string): File => JSON.parse(fs.readFileSync(path.join(appDir, 'data', 'feed', name), 'utf8')) as File;
/** The committed project feed: GetProjectList's rows and their units (listing rows naming a ProjectID). */
const projectFeed = readFeed<ProjectFeedFile>('projects.nl.json');
export const projectRows = projectFeed.GetProjectListJsonResult.Value.Items;
export const unitItems = projectFeed.GetPropertyListJsonResult.Value.Items;
/** What the seed imports: the snapshot's listings and the projects' units as one feed (as `pnpm import:feed`). */
const snapshotFile = readFeed<SnapshotFile>('snapshot.nl.json');
export const snapshotItems: FeedItem[] = [...snapshotFile.GetPropertyListJsonResult.Items, ...unitItems];
export const snapshot = { ...snapshotFile, GetPropertyListJsonResult: { Items: snapshotItems, RowCount: snapshotItems.length } };
export const LOCALES = ['nl', 'fr', 'en', 'de'];

let instance: RunningCms | undefined;
/** The running CMS ({ url, strapi, distDir, siteReadToken, ... }); set by test/cms.test.ts before any suite runs. */
export const cms = (): RunningCms => {
  if (!instance) throw new Error('The CMS is not started: run the suites through test/cms.test.ts');
  return instance;
};
export const setCms = (value: RunningCms): void => {
  instance = value;
};

const isContentType = (uid: UID.ContentType | UID.Component): uid is UID.ContentType => uid.includes('::');
/** An attribute of a content type (`api::…`) or a component (`modules.contact`) in the running CMS's schema. */
export const attributeOf = (uid: UID.ContentType | UID.Component, name: string): Schema.Attribute.AnyAttribute | undefined => {
  const attributes: Record<string, Schema.Attribute.AnyAttribute> = (isContentType(uid) ? cms().strapi.contentType(uid) : cms().strapi.components[uid])
    .attributes;
  return attributes[name];
};
/** An enumeration's values, as the schema spells them. */
export const enumOf = (uid: UID.ContentType | UID.Component, name: string): string[] => {
  const field = attributeOf(uid, name);
  assert.ok(field?.type === 'enumeration', `${uid}.${name} is an enumeration`);
  return field.enum;
};

type QueryParams = NonNullable<Parameters<ReturnType<Core.Strapi['db']['query']>['findMany']>[0]>;
/** Strapi's query engine, with its rows typed as the fields a suite reads (Strapi types them `any`). */
export interface Rows<Row> {
  findOne(params?: QueryParams): Promise<Row | null>;
  findMany(params?: QueryParams): Promise<Row[]>;
  count(params?: QueryParams): Promise<number>;
  create(params: QueryParams): Promise<Row>;
  update(params: QueryParams): Promise<Row | null>;
  updateMany(params: QueryParams): Promise<{ count: number }>;
  delete(params: QueryParams): Promise<Row | null>;
  deleteMany(params?: QueryParams): Promise<{ count: number }>;
}
/** The running CMS's rows of one content type: `rows<{ state: string }>('api::submission.submission').findOne(...)`. */
export const rows = <Row>(uid: UID.Schema): Rows<Row> => cms().strapi.db.query(uid);

/** The modules of the CMS's compiled code (dist/) the suites call, by their path there, typed as their source. */
interface CompiledModules {
  'config/plugins': typeof import('../../config/plugins');
  'src/access/field-decisions': typeof import('../../src/access/field-decisions');
  'src/access/private-fields': typeof import('../../src/access/private-fields');
  'src/access/public-fields': typeof import('../../src/access/public-fields');
  'src/admin-layout/index': typeof import('../../src/admin-layout/index');
  'src/admin-layout/value-labels': typeof import('../../src/admin-layout/value-labels');
  'src/bootstrap/admin-layout': typeof import('../../src/bootstrap/admin-layout');
  'src/crm/client': typeof import('../../src/crm/client');
  'src/crm/schedule-claim': typeof import('../../src/crm/schedule-claim');
  'src/crm/send-back/worker': typeof import('../../src/crm/send-back/worker');
  'src/crm/settings': typeof import('../../src/crm/settings');
  'src/crm/sync': typeof import('../../src/crm/sync');
  'src/crm/sync-state': typeof import('../../src/crm/sync-state');
  'src/feed/committed-feed': typeof import('../../src/feed/committed-feed');
  'src/feed/import-feed': typeof import('../../src/feed/import-feed');
  'src/feed/pictures': typeof import('../../src/feed/pictures');
  'src/forms/config': typeof import('../../src/forms/config');
  'src/forms/document-links': typeof import('../../src/forms/document-links');
  'src/forms/mail-kinds': typeof import('../../src/forms/mail-kinds');
  'src/graphql/document-guard': typeof import('../../src/graphql/document-guard');
  'src/graphql/operation-cost': typeof import('../../src/graphql/operation-cost');
  'src/graphql/time-budget': typeof import('../../src/graphql/time-budget');
  'src/outbox/enqueue': typeof import('../../src/outbox/enqueue');
  'src/outbox/scrub-plain-secrets': typeof import('../../src/outbox/scrub-plain-secrets');
  'src/outbox/settings': typeof import('../../src/outbox/settings');
  'src/outbox/transport': typeof import('../../src/outbox/transport');
  'src/outbox/worker': typeof import('../../src/outbox/worker');
  'src/owner-portal/mail-texts': typeof import('../../src/owner-portal/mail-texts');
  'src/preview/site-path': typeof import('../../src/preview/site-path');
  'src/retention/erase-expired': typeof import('../../src/retention/erase-expired');
  'src/retention/schedule': typeof import('../../src/retention/schedule');
  'src/search-alerts/dispatch': typeof import('../../src/search-alerts/dispatch');
  'src/search-alerts/links': typeof import('../../src/search-alerts/links');
  'src/search-alerts/manage': typeof import('../../src/search-alerts/manage');
  'src/search-alerts/mail-texts': typeof import('../../src/search-alerts/mail-texts');
  'src/search-alerts/match': typeof import('../../src/search-alerts/match');
  'src/search-alerts/schedule': typeof import('../../src/search-alerts/schedule');
  'src/uploads/storage': typeof import('../../src/uploads/storage');
  'src/views/visitor-rule': typeof import('../../src/views/visitor-rule');
}

const load = createRequire(__filename);
/**
 * A module of the running CMS's compiled code (what Strapi itself runs, not the TypeScript source):
 * `compiled('src/feed/pictures')` is dist/src/feed/pictures.js.
 */
export function compiled<Name extends keyof CompiledModules>(name: Name): CompiledModules[Name] {
  return load(path.join(cms().distDir, `${name}.js`)) as CompiledModules[Name];
}

type ImportOptions = Parameters<CompiledModules['src/feed/import-feed']['importFeed']>[2];

/** Runs the feed importer of the running CMS (the compiled one) with drawn pictures and a quiet log. */
export function importFeed(feed: unknown, options: Partial<ImportOptions> = {}) {
  const { importFeed: run } = compiled('src/feed/import-feed');
  const { drawnPictures } = compiled('src/feed/pictures');
  const quiet = { info() {}, warn() {} };
  return run(cms().strapi, feed, { pictures: drawnPictures, log: quiet, ...options });
}

export const feedOf = (items: unknown[]) => ({ ...snapshot, GetPropertyListJsonResult: { Items: items, RowCount: items.length } });
