import { z } from 'zod';

/** components/schemas/MediaThumbnail (required: url, id, mediaId, width, height; the shop reads width and url). */
export const mediaThumbnailSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** components/schemas/Media (fields the shop reads; `url` and `id` are required there). */
export const mediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  alt: z.string().optional(),
  title: z.string().optional(),
  thumbnails: z.array(mediaThumbnailSchema).optional(),
});
export type Media = z.infer<typeof mediaSchema>;

/** components/schemas/ProductMedia (required: media, id, productId, mediaId). */
export const productMediaSchema = z.object({
  id: z.string(),
  mediaId: z.string(),
  position: z.number().int().optional(),
  media: mediaSchema,
});
