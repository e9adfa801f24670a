import { MODULE_ADMIN_LAYOUTS } from '../modules/registry';
import type { ModelLayout } from './types';
import article from './article';
import category from './category';
import city from './city';
import cookieConsent from './cookie-consent';
import menuPage from './menu-page';
import project from './project';
import property from './property';
import propertyType from './property-type';
import siteConfiguration from './site-configuration';
import teamMember from './team-member';
import testimonial from './testimonial';
import submission from './submission';
import outboxMail from './outbox-mail';
import mailTemplate from './mail-template';
import appointmentSetting from './appointment-setting';
import crmSync from './crm-sync';
import crmMessage from './crm-message';
import listingView from './listing-view';
import ownerSession from './owner-session';
import searchRegistration from './search-registration';
import searchCriterion from './search-criterion';
import searchAlert from './search-alert';
import listingViewing from './listing-viewing';
import listingCommunication from './listing-communication';
import listingPublication from './listing-publication';
import ownerDocument from './owner-document';
import renovationWorkCost from './components/renovation-work-cost';
import consentCategory from './components/consent-category';
import consentCookie from './components/consent-cookie';
import sharedAgency from './components/shared-agency';
import sharedAnalytics from './components/shared-analytics';
import sharedDocument from './components/shared-document';
import sharedFooterColumn from './components/shared-footer-column';
import sharedHomeBanner from './components/shared-home-banner';
import sharedLanguageUse from './components/shared-language-use';
import sharedLink from './components/shared-link';
import sharedListingText from './components/shared-listing-text';
import sharedProjectText from './components/shared-project-text';
import sharedMapTiles from './components/shared-map-tiles';
import sharedModuleLayout from './components/shared-module-layout';
import sharedSearchOptions from './components/shared-search-options';
import sharedSeo from './components/shared-seo';

/**
 * The admin help of every content type and component: labels and hints per field, edit-view rows, list
 * columns. A new field needs its entry here (the CMS tests fail without one); a new content type or
 * component needs a file and a line below. A module kind's help is in its folder (cms/src/modules).
 */
export const ADMIN_LAYOUTS: readonly ModelLayout[] = [
  article,
  category,
  city,
  cookieConsent,
  menuPage,
  project,
  property,
  propertyType,
  siteConfiguration,
  teamMember,
  testimonial,
  submission,
  outboxMail,
  mailTemplate,
  appointmentSetting,
  crmSync,
  crmMessage,
  listingView,
  ownerSession,
  searchRegistration,
  searchCriterion,
  searchAlert,
  listingViewing,
  listingCommunication,
  listingPublication,
  ownerDocument,
  ...MODULE_ADMIN_LAYOUTS,
  renovationWorkCost,
  consentCategory,
  consentCookie,
  sharedAgency,
  sharedAnalytics,
  sharedDocument,
  sharedFooterColumn,
  sharedHomeBanner,
  sharedLanguageUse,
  sharedLink,
  sharedListingText,
  sharedProjectText,
  sharedMapTiles,
  sharedModuleLayout,
  sharedSearchOptions,
  sharedSeo,
];
