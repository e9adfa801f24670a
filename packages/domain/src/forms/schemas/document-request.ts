import * as z from '../zod';
import { propertyIdField } from '../fields';
import { personShape, publicFormShape } from './shared';

/** Request for a listing's documents, which the agency sends by e-mail. */
export const documentRequestSchema = z.object({
  ...personShape(),
  propertyId: propertyIdField(),
  ...publicFormShape(),
});
