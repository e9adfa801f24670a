import type { Locale } from '@coast/domain';
import type { ProjectCard, ProjectDetail } from '@/cms/types';
import { placeLine, streetLine } from '@/listings/address';

/** '8400 Oostende' (with the country abroad), as a listing's town line. */
export const projectPlace = (p: ProjectCard & Partial<Pick<ProjectDetail, 'countryId'>>, locale: Locale): string =>
  placeLine({ zip: p.zip, cityName: p.city, countryId: p.countryId ?? null, countryName: p.countryName }, locale);

/** 'Zeedijk 120 bus 3', or null when the project hides its address (the CMS then gives no street at all). */
export const projectStreet = (p: ProjectDetail, locale: Locale): string | null =>
  streetLine({ street: p.street, houseNumber: p.houseNumber, boxNr: p.boxNr, publishAddress: p.publicAddress }, locale);
