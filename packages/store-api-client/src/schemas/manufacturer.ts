import { z } from 'zod';
import { translatedSchema } from './common.js';
import { mediaSchema } from './media.js';

/** components/schemas/ProductManufacturer (required: id, name). */
export const manufacturerSchema = z.object({
  id: z.string(),
  name: z.string(),
  link: z.string().optional(),
  translated: translatedSchema.optional(),
  media: mediaSchema.optional(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;
