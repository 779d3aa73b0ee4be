import { z } from 'zod';
import { translatedSchema } from './common.js';

/** components/schemas/PropertyGroupOption (product options and properties). */
export const propertyGroupOptionSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  position: z.number().int().optional(),
  colorHexCode: z.string().optional(),
  translated: translatedSchema,
});
export type PropertyGroupOption = z.infer<typeof propertyGroupOptionSchema>;
