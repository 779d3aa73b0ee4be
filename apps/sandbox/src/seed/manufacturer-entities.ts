import { MANUFACTURERS } from './manufacturers.js';
import { manufacturerIdFor } from './products.js';
import { slugify } from './slug.js';
import { type EntityWriter, translate } from './writer.js';

export function seedManufacturers(writer: EntityWriter): void {
  MANUFACTURERS.forEach((manufacturer, position) => {
    writer.put(
      'product_manufacturer',
      manufacturerIdFor(manufacturer.key),
      position,
      {
        mediaId: null,
        link: `https://${slugify(manufacturer.name).toLowerCase()}.example`,
        apiAlias: 'product_manufacturer',
        _lines: manufacturer.lines,
      },
      translate({
        name: { de: manufacturer.name, en: manufacturer.name, fr: manufacturer.name },
        description: {
          de: `${manufacturer.name} steht für durchdachte Pflege ${manufacturer.origin[0]}.`,
          en: `${manufacturer.name} stands for thoughtful care ${manufacturer.origin[1]}.`,
          fr: `${manufacturer.name}, des soins pensés avec exigence, ${manufacturer.origin[2]}.`,
        },
      }),
    );
  });
}
