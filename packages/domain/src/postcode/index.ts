export { BELGIAN_REGIONS, regionFromPostcode } from './belgian-region';
export type { BelgianRegion } from './belgian-region';
