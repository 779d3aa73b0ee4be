import { z } from 'zod';

/**
 * Spec 3's size/colour property group setting as the plugin configuration (GET /store-api/config) holds it: one
 * property group id per kind. Only the size group has a rule of its own (spec 5: its values sort by the first
 * number in their name).
 */
const sizeSettingSchema = z.looseObject({
  sizePropertyGroupId: z.string().trim().min(1).optional().catch(undefined),
});

/** The id of the property group that holds sizes, from the plugin configuration; undefined when it names none. */
export function sizePropertyGroupIdOf(pluginConfiguration: unknown): string | undefined {
  const parsed = sizeSettingSchema.safeParse(pluginConfiguration);
  return parsed.success ? parsed.data.sizePropertyGroupId : undefined;
}
