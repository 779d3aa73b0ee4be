import type { StoredContentType, StoredLocale, StoredTag } from './contentStore.js';
import { link } from './serializeEntity.js';

export interface SpaceRef {
  spaceId: string;
  environment: string;
}

export const collection = <T>(items: T[], total = items.length, skip = 0, limit = 1000) => ({
  sys: { type: 'Array' },
  total,
  skip,
  limit,
  items,
});

export const contentTypeJson = (type: StoredContentType, ref: SpaceRef) => ({
  sys: {
    space: link('Space', ref.spaceId),
    id: type.id,
    type: 'ContentType',
    createdAt: type.createdAt,
    updatedAt: type.updatedAt,
    environment: link('Environment', ref.environment),
    revision: type.revision,
  },
  displayField: type.displayField,
  name: type.name,
  description: type.description,
  fields: type.fields.map((field) => ({ ...field, disabled: false, omitted: false })),
});

export const tagJson = (tag: StoredTag, ref: SpaceRef) => ({
  sys: {
    id: tag.id,
    type: 'Tag',
    createdAt: tag.createdAt,
    updatedAt: tag.updatedAt,
    environment: link('Environment', ref.environment),
    visibility: tag.visibility,
    version: 1,
  },
  name: tag.name,
});

export const localeJson = (locale: StoredLocale) => ({
  code: locale.code,
  name: locale.name,
  default: locale.isDefault,
  fallbackCode: locale.fallbackCode,
  sys: { id: locale.code.toLowerCase(), type: 'Locale', version: 1 },
});
