export * from './types';
export { siteConfig } from './site-config';
export { categories } from './categories';
export { articles } from './articles';
export { team } from './team';
export { testimonials } from './testimonials';
export { pages } from './pages';
export { cookieConsent } from './cookie-consent';
