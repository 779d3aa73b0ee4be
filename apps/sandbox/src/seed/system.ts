import { idFor } from '../ids.js';
import {
  CURRENCY_IDS,
  CUSTOMER_GROUP_ID,
  DELIVERY_TIME_IDS,
  FOOTER_ROOT_ID,
  LANGUAGE_CODES,
  LANGUAGES,
  MARKETS,
  NAVIGATION_ROOT_ID,
  SERVICE_ROOT_ID,
  TAX_ID_REDUCED,
  TAX_ID_STANDARD,
  UNIT_ID_G,
  UNIT_ID_ML,
  UNIT_ID_PIECE,
} from './markets.js';
import { type EntityWriter, text, translate } from './writer.js';

const rounding = (interval: number) => ({
  decimals: 2,
  interval,
  roundForNet: true,
  apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
});

/** The schema types addressFormat as an object: lines keyed by position, each a list of snippet names. */
const ADDRESS_FORMAT = {
  0: ['symbol/company', 'symbol/department'],
  1: ['symbol/salutation', 'symbol/title', 'symbol/firstName', 'symbol/lastName'],
  2: ['symbol/street'],
  3: ['symbol/zipcode', 'symbol/city'],
  4: ['symbol/country'],
};

interface CountrySeed {
  iso: string;
  iso3: string;
  name: [string, string, string];
  /** Short code and name, or short code and its names in German, English and French. */
  states: ([string, string] | [string, string, string, string])[];
}

const COUNTRIES: CountrySeed[] = [
  {
    iso: 'DE',
    iso3: 'DEU',
    name: ['Deutschland', 'Germany', 'Allemagne'],
    states: [
      ['BW', 'Baden-Württemberg'],
      ['BY', 'Bayern'],
      ['BE', 'Berlin'],
      ['BB', 'Brandenburg'],
      ['HB', 'Bremen'],
      ['HH', 'Hamburg'],
      ['HE', 'Hessen'],
      ['MV', 'Mecklenburg-Vorpommern'],
      ['NI', 'Niedersachsen'],
      ['NW', 'Nordrhein-Westfalen'],
      ['RP', 'Rheinland-Pfalz'],
      ['SL', 'Saarland'],
      ['SN', 'Sachsen'],
      ['ST', 'Sachsen-Anhalt'],
      ['SH', 'Schleswig-Holstein'],
      ['TH', 'Thüringen'],
    ],
  },
  {
    iso: 'AT',
    iso3: 'AUT',
    name: ['Österreich', 'Austria', 'Autriche'],
    states: [
      ['1', 'Burgenland'],
      ['2', 'Kärnten'],
      ['3', 'Niederösterreich'],
      ['4', 'Oberösterreich'],
      ['5', 'Salzburg'],
      ['6', 'Steiermark'],
      ['7', 'Tirol'],
      ['8', 'Vorarlberg'],
      ['9', 'Wien'],
    ],
  },
  {
    iso: 'CH',
    iso3: 'CHE',
    name: ['Schweiz', 'Switzerland', 'Suisse'],
    // The 26 cantons in the federal order, named in German, English and French.
    states: [
      ['ZH', 'Zürich', 'Zurich', 'Zurich'],
      ['BE', 'Bern', 'Bern', 'Berne'],
      ['LU', 'Luzern', 'Lucerne', 'Lucerne'],
      ['UR', 'Uri', 'Uri', 'Uri'],
      ['SZ', 'Schwyz', 'Schwyz', 'Schwytz'],
      ['OW', 'Obwalden', 'Obwalden', 'Obwald'],
      ['NW', 'Nidwalden', 'Nidwalden', 'Nidwald'],
      ['GL', 'Glarus', 'Glarus', 'Glaris'],
      ['ZG', 'Zug', 'Zug', 'Zoug'],
      ['FR', 'Freiburg', 'Fribourg', 'Fribourg'],
      ['SO', 'Solothurn', 'Solothurn', 'Soleure'],
      ['BS', 'Basel-Stadt', 'Basel-City', 'Bâle-Ville'],
      ['BL', 'Basel-Landschaft', 'Basel-Country', 'Bâle-Campagne'],
      ['SH', 'Schaffhausen', 'Schaffhausen', 'Schaffhouse'],
      ['AR', 'Appenzell Ausserrhoden', 'Appenzell Outer Rhodes', 'Appenzell Rhodes-Extérieures'],
      ['AI', 'Appenzell Innerrhoden', 'Appenzell Inner Rhodes', 'Appenzell Rhodes-Intérieures'],
      ['SG', 'St. Gallen', 'St. Gallen', 'Saint-Gall'],
      ['GR', 'Graubünden', 'Grisons', 'Grisons'],
      ['AG', 'Aargau', 'Aargau', 'Argovie'],
      ['TG', 'Thurgau', 'Thurgau', 'Thurgovie'],
      ['TI', 'Tessin', 'Ticino', 'Tessin'],
      ['VD', 'Waadt', 'Vaud', 'Vaud'],
      ['VS', 'Wallis', 'Valais', 'Valais'],
      ['NE', 'Neuenburg', 'Neuchâtel', 'Neuchâtel'],
      ['GE', 'Genf', 'Geneva', 'Genève'],
      ['JU', 'Jura', 'Jura', 'Jura'],
    ],
  },
  {
    iso: 'FR',
    iso3: 'FRA',
    name: ['Frankreich', 'France', 'France'],
    states: [
      ['ARA', 'Auvergne-Rhône-Alpes'],
      ['BFC', 'Bourgogne-Franche-Comté'],
      ['BRE', 'Bretagne'],
      ['CVL', 'Centre-Val de Loire'],
      ['GES', 'Grand Est'],
      ['HDF', 'Hauts-de-France'],
      ['IDF', 'Île-de-France'],
      ['NOR', 'Normandie'],
      ['NAQ', 'Nouvelle-Aquitaine'],
      ['OCC', 'Occitanie'],
      ['PDL', 'Pays de la Loire'],
      ['PAC', "Provence-Alpes-Côte d'Azur"],
      ['COR', 'Corse'],
    ],
  },
  { iso: 'NL', iso3: 'NLD', name: ['Niederlande', 'Netherlands', 'Pays-Bas'], states: [] },
  { iso: 'BE', iso3: 'BEL', name: ['Belgien', 'Belgium', 'Belgique'], states: [] },
  { iso: 'LU', iso3: 'LUX', name: ['Luxemburg', 'Luxembourg', 'Luxembourg'], states: [] },
  { iso: 'IT', iso3: 'ITA', name: ['Italien', 'Italy', 'Italie'], states: [] },
];

export const countryIdFor = (iso: string) => idFor(`country:${iso}`);

export const SHIPPING_METHODS = [
  {
    key: 'standard',
    technicalName: 'shipping_standard',
    deliveryTimeId: DELIVERY_TIME_IDS.fast,
    name: text('Standardversand', 'Standard delivery', 'Livraison standard'),
    description: text(
      'Lieferung mit DHL in 1–3 Werktagen.',
      'Delivered by DHL within 1–3 working days.',
      'Livraison par DHL sous 1 à 3 jours ouvrés.',
    ),
  },
  {
    key: 'express',
    technicalName: 'shipping_express',
    deliveryTimeId: DELIVERY_TIME_IDS.express,
    name: text('Expressversand', 'Express delivery', 'Livraison express'),
    description: text(
      'Bestellungen bis 14 Uhr werden am nächsten Werktag zugestellt.',
      'Orders placed before 2 pm arrive the next working day.',
      'Commandé avant 14 h, livré le jour ouvré suivant.',
    ),
  },
  {
    key: 'packstation',
    technicalName: 'shipping_packstation',
    deliveryTimeId: DELIVERY_TIME_IDS.slow,
    name: text('Packstation', 'Parcel locker', 'Consigne automatique'),
    description: text(
      'Lieferung an eine Packstation deiner Wahl.',
      'Delivered to a parcel locker of your choice.',
      'Livraison dans la consigne de votre choix.',
    ),
  },
] as const;

export const PAYMENT_METHODS = [
  {
    key: 'invoice',
    technicalName: 'payment_invoice',
    asynchronous: false,
    name: text('Rechnung', 'Invoice', 'Facture'),
    description: text(
      'Bequem per Rechnung in 14 Tagen zahlen.',
      'Pay by invoice within 14 days.',
      'Payez sur facture sous 14 jours.',
    ),
  },
  {
    key: 'card',
    technicalName: 'payment_card',
    asynchronous: true,
    name: text('Kreditkarte', 'Credit card', 'Carte bancaire'),
    description: text(
      'Visa, Mastercard und American Express, bestätigt mit 3-D Secure.',
      'Visa, Mastercard and American Express, confirmed with 3-D Secure.',
      'Visa, Mastercard et American Express, confirmés par 3-D Secure.',
    ),
  },
  {
    key: 'prepayment',
    technicalName: 'payment_prepayment',
    asynchronous: false,
    name: text('Vorkasse', 'Prepayment', 'Paiement anticipé'),
    // The bank account, where Shopware's merchants name it for the shopper: the method's description. The IBANs
    // are the banks' published examples, no real account.
    description: text(
      'Überweise den Betrag vor dem Versand an Beautyshop GmbH, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX (in Franken: IBAN CH93 0076 2011 6238 5295 7).',
      'Transfer the amount before we ship to Beautyshop GmbH, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX (in Swiss francs: IBAN CH93 0076 2011 6238 5295 7).',
      'Virez le montant avant l’expédition à Beautyshop GmbH, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX (en francs suisses\u00a0: IBAN CH93 0076 2011 6238 5295 7).',
    ),
  },
  {
    key: 'redirect',
    technicalName: 'payment_online_banking',
    asynchronous: true,
    name: text('Online-Überweisung', 'Online bank transfer', 'Virement en ligne'),
    description: text(
      'Du wirst zu deiner Bank weitergeleitet.',
      'You are redirected to your bank.',
      'Vous êtes redirigé vers votre banque.',
    ),
  },
  {
    key: 'wallet-apple',
    technicalName: 'payment_wallet_apple',
    asynchronous: true,
    name: text('Apple Pay', 'Apple Pay', 'Apple Pay'),
    description: text('Mit Apple Pay bezahlen.', 'Pay with Apple Pay.', 'Payer avec Apple Pay.'),
  },
  {
    key: 'wallet-google',
    technicalName: 'payment_wallet_google',
    asynchronous: true,
    name: text('Google Pay', 'Google Pay', 'Google Pay'),
    description: text('Mit Google Pay bezahlen.', 'Pay with Google Pay.', 'Payer avec Google Pay.'),
  },
  // The two express-checkout wallets (see src/payment/wallets): asynchronous as their Shopware plugins' handlers.
  {
    key: 'paypal',
    technicalName: 'payment_paypal',
    asynchronous: true,
    name: text('PayPal', 'PayPal', 'PayPal'),
    description: text(
      'Schnell und sicher mit deinem PayPal-Konto bezahlen.',
      'Pay quickly and safely with your PayPal account.',
      'Payez rapidement et en toute sécurité avec votre compte PayPal.',
    ),
  },
  {
    key: 'amazon-pay',
    technicalName: 'payment_amazon_pay',
    asynchronous: true,
    name: text('Amazon Pay', 'Amazon Pay', 'Amazon Pay'),
    description: text(
      'Mit den Zahlungs- und Adressdaten deines Amazon-Kontos bezahlen.',
      'Pay with the payment and address details of your Amazon account.',
      'Payez avec les données de paiement et d’adresse de votre compte Amazon.',
    ),
  },
] as const;

export const shippingMethodIdFor = (key: string) => idFor(`shipping-method:${key}`);
export const paymentMethodIdFor = (key: string) => idFor(`payment-method:${key}`);

export function seedSystem(writer: EntityWriter): void {
  LANGUAGE_CODES.forEach((code, position) => {
    const language = LANGUAGES[code];
    const localeId = idFor(`locale:${language.localeCode}`);
    const locale = {
      id: localeId,
      code: language.localeCode,
      name: language.name,
      territory: language.territory,
      translated: { name: language.name, territory: language.territory },
      apiAlias: 'locale',
    };
    writer.put('language', language.id, position, {
      parentId: null,
      localeId,
      translationCodeId: localeId,
      name: language.name,
      active: true,
      locale,
      translationCode: locale,
      apiAlias: 'language',
    });
  });

  const currencies = [
    { iso: 'EUR' as const, factor: 1, symbol: '€', total: 0.01, name: text('Euro', 'Euro', 'Euro') },
    {
      iso: 'CHF' as const,
      factor: 0.94,
      symbol: 'CHF',
      total: 0.05,
      name: text('Schweizer Franken', 'Swiss franc', 'Franc suisse'),
    },
  ];
  currencies.forEach((currency, position) => {
    writer.put(
      'currency',
      CURRENCY_IDS[currency.iso],
      position,
      {
        factor: currency.factor,
        symbol: currency.symbol,
        isoCode: currency.iso,
        position,
        isSystemDefault: currency.iso === 'EUR',
        taxFreeFrom: 0,
        itemRounding: rounding(0.01),
        totalRounding: rounding(currency.total),
        apiAlias: 'currency',
      },
      translate({ name: currency.name, shortName: text(currency.iso, currency.iso, currency.iso) }),
    );
  });

  COUNTRIES.forEach((country, position) => {
    const countryId = countryIdFor(country.iso);
    writer.put(
      'country',
      countryId,
      position,
      {
        iso: country.iso,
        iso3: country.iso3,
        position: position + 1,
        active: true,
        shippingAvailable: true,
        displayStateInRegistration: country.states.length > 0,
        forceStateInRegistration: false,
        checkVatIdPattern: false,
        vatIdRequired: false,
        postalCodeRequired: true,
        checkPostalCodePattern: false,
        checkAdvancedPostalCodePattern: false,
        defaultPostalCodePattern: country.iso === 'CH' || country.iso === 'AT' ? '\\d{4}' : '\\d{5}',
        isEu: country.iso !== 'CH',
        customerTax: { enabled: false, currencyId: CURRENCY_IDS.EUR, amount: 0 },
        companyTax: { enabled: false, currencyId: CURRENCY_IDS.EUR, amount: 0 },
        addressFormat: ADDRESS_FORMAT,
        apiAlias: 'country',
      },
      translate({ name: { de: country.name[0], en: country.name[1], fr: country.name[2] } }),
    );
    country.states.forEach(([shortCode, de, en = de, fr = de], statePosition) => {
      writer.put(
        'country_state',
        idFor(`country-state:${country.iso}-${shortCode}`),
        statePosition,
        {
          countryId,
          shortCode: `${country.iso}-${shortCode}`,
          position: statePosition + 1,
          active: true,
          apiAlias: 'country_state',
        },
        translate({ name: text(de, en, fr) }),
      );
    });
  });

  const salutations = [
    {
      key: 'mrs',
      display: text('Frau', 'Mrs.', 'Madame'),
      letter: text('Sehr geehrte Frau', 'Dear Mrs.', 'Chère Madame'),
    },
    {
      key: 'mr',
      display: text('Herr', 'Mr.', 'Monsieur'),
      letter: text('Sehr geehrter Herr', 'Dear Mr.', 'Cher Monsieur'),
    },
    {
      key: 'not_specified',
      display: text('Keine Angabe', 'Not specified', 'Non précisé'),
      letter: text('Guten Tag', 'Hello', 'Bonjour'),
    },
  ];
  salutations.forEach((salutation, position) => {
    writer.put(
      'salutation',
      idFor(`salutation:${salutation.key}`),
      position,
      { salutationKey: salutation.key, position: position + 1, apiAlias: 'salutation' },
      translate({ displayName: salutation.display, letterName: salutation.letter }),
    );
  });

  const deliveryTimes = [
    { id: DELIVERY_TIME_IDS.express, min: 1, max: 1, name: text('1 Tag', '1 day', '1 jour') },
    { id: DELIVERY_TIME_IDS.fast, min: 1, max: 3, name: text('1–3 Tage', '1–3 days', '1 à 3 jours') },
    { id: DELIVERY_TIME_IDS.slow, min: 3, max: 5, name: text('3–5 Tage', '3–5 days', '3 à 5 jours') },
  ];
  deliveryTimes.forEach((time, position) => {
    writer.put(
      'delivery_time',
      time.id,
      position,
      { min: time.min, max: time.max, unit: 'day', apiAlias: 'delivery_time' },
      translate({ name: time.name }),
    );
  });

  SHIPPING_METHODS.forEach((method, position) => {
    writer.put(
      'shipping_method',
      shippingMethodIdFor(method.key),
      position,
      {
        technicalName: method.technicalName,
        active: true,
        position: position + 1,
        deliveryTimeId: method.deliveryTimeId,
        taxType: 'auto',
        trackingUrl: 'https://tracking.beautyshop.invalid/%s',
        _marketIsos: method.key === 'packstation' ? ['DE'] : ['DE', 'AT', 'CH', 'FR'],
        _price: method.key === 'express' ? 9.95 : method.key === 'packstation' ? 3.95 : 4.95,
        apiAlias: 'shipping_method',
      },
      translate({ name: method.name, description: method.description }),
    );
  });

  PAYMENT_METHODS.forEach((method, position) => {
    writer.put(
      'payment_method',
      paymentMethodIdFor(method.key),
      position,
      {
        technicalName: method.technicalName,
        active: true,
        position: position + 1,
        afterOrderEnabled: method.asynchronous,
        asynchronous: method.asynchronous,

        shortName: method.technicalName.replace('payment_', ''),
        _marketIsos: method.key === 'invoice' ? ['DE', 'AT', 'CH'] : ['DE', 'AT', 'CH', 'FR'],
        apiAlias: 'payment_method',
      },
      translate({ name: method.name, distinguishableName: method.name, description: method.description }),
    );
  });

  writer.put('tax', TAX_ID_STANDARD, 0, { taxRate: 19, name: 'Standard rate', position: 1, apiAlias: 'tax' });
  writer.put('tax', TAX_ID_REDUCED, 1, { taxRate: 7, name: 'Reduced rate', position: 2, apiAlias: 'tax' });

  const units = [
    { id: UNIT_ID_ML, shortCode: 'ml', name: text('Milliliter', 'Millilitre', 'Millilitre') },
    { id: UNIT_ID_G, shortCode: 'g', name: text('Gramm', 'Gram', 'Gramme') },
    { id: UNIT_ID_PIECE, shortCode: 'Stk.', name: text('Stück', 'Piece', 'Pièce') },
  ];
  units.forEach((unit, position) => {
    writer.put(
      'unit',
      unit.id,
      position,
      { apiAlias: 'unit' },
      translate({
        shortCode: text(
          unit.shortCode,
          unit.shortCode === 'Stk.' ? 'pc.' : unit.shortCode,
          unit.shortCode === 'Stk.' ? 'pce' : unit.shortCode,
        ),
        name: unit.name,
      }),
    );
  });

  MARKETS.forEach((market, position) => {
    const mainLanguage = LANGUAGES[market.languages[0] ?? 'de'];
    writer.put(
      'sales_channel',
      market.salesChannelId,
      position,
      {
        languageId: mainLanguage.id,
        _languageIds: market.languages.map((code) => LANGUAGES[code].id),
        customerGroupId: CUSTOMER_GROUP_ID,
        currencyId: CURRENCY_IDS[market.currency],
        paymentMethodId: paymentMethodIdFor(market.code === 'FR' ? 'card' : 'invoice'),
        shippingMethodId: shippingMethodIdFor('standard'),
        countryId: countryIdFor(market.countryIso),
        navigationCategoryId: NAVIGATION_ROOT_ID,
        navigationCategoryDepth: 3,
        footerCategoryId: FOOTER_ROOT_ID,
        serviceCategoryId: SERVICE_ROOT_ID,
        _accessKey: market.accessKey,
        _code: market.code,
        name: market.name,
        shortName: market.code,
        taxCalculationType: 'horizontal',
        businessTimeZone: market.code === 'FR' ? 'Europe/Paris' : 'Europe/Berlin',
        active: true,
        hreflangActive: true,
        maintenance: false,
        measurementUnits: { system: 'metric', units: { length: 'mm', weight: 'kg' } },
        configuration: {},
        apiAlias: 'sales_channel',
      },
      translate({ name: text(market.name, market.name, market.name) }),
    );
  });
}
