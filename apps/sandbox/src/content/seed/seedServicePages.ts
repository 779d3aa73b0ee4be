import type { SeedEntryWriter } from './seedEntryWriter.js';
import { blocks } from './seedEntryWriter.js';
import type { Texts } from './seedLocales.js';
import { t, v } from './seedLocales.js';

/** The demo company every legal text names; clearly not a real one (example.com domain, zero-filled numbers). */
const COMPANY = {
  name: 'Beautyshop Demo GmbH',
  street: 'Musterstraße 12',
  city: '10115 Berlin',
  vatId: 'DE000000000',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000 B',
  email: 'service@beautyshop.example',
  phone: '+49 30 0000000',
} as const;

interface Section {
  headline: Texts;
  text: Texts;
}

interface ServicePage {
  /** The footer category's German name, as the catalogue refs carry it. */
  category: string;
  key: string;
  title: Texts;
  sections: Section[];
  /** The contact page carries the contact form (spec 2.4) as a block of its own. */
  contactForm?: boolean;
}

const demoNote: Section = {
  headline: { de: 'Hinweis', en: 'Please note', fr: 'Remarque' },
  text: {
    de: 'Dies ist ein Demo-Shop. Firma, Anschrift und Nummern sind erfunden; es werden keine Waren verkauft.',
    en: 'This is a demo shop. Company, address and numbers are made up; no goods are sold.',
    fr: 'Ceci est une boutique de démonstration. Société, adresse et numéros sont fictifs\u00a0; aucun article n’est vendu.',
  },
};

const PAGES: readonly ServicePage[] = [
  {
    category: 'Versand & Lieferung',
    key: 'shipping',
    title: { de: 'Versand & Lieferung', en: 'Shipping & delivery', fr: 'Livraison' },
    sections: [
      {
        headline: { de: 'Versandkosten', en: 'Shipping costs', fr: 'Frais de livraison' },
        text: {
          de: 'Innerhalb Deutschlands liefern wir ab einem Bestellwert von 49 € versandkostenfrei, darunter berechnen wir 4,95 €. Nach Österreich liefern wir ab 49 € versandkostenfrei, darunter kostet die Lieferung 5,95 €. Lieferungen in die Schweiz kosten CHF 7.90, ab CHF 69 sind sie gratis.',
          en: 'Within Germany, delivery is free for orders from €49; below that we charge €4.95. Delivery to Austria is free from €49 and costs €5.95 below that. Delivery to Switzerland costs CHF 7.90 and is free from CHF 69.',
          fr: 'En France, la livraison est offerte dès 60\u00a0€ d’achat\u00a0; en dessous, elle coûte 6,95\u00a0€. La livraison en Suisse coûte CHF 7.90 et est offerte dès CHF 69.',
          ch: 'Innerhalb der Schweiz liefern wir ab CHF 69 gratis, darunter berechnen wir CHF 7.90. Die Preise verstehen sich inkl. MWST, Zollformalitäten übernehmen wir.',
          frCh: 'En Suisse, la livraison est offerte dès CHF 69 d’achat\u00a0; en dessous, elle coûte CHF 7.90. Les prix s’entendent TVA incluse, et nous nous chargeons des formalités douanières.',
        },
      },
      {
        headline: { de: 'Lieferzeit', en: 'Delivery time', fr: 'Délais de livraison' },
        text: {
          de: 'Bestellungen, die werktags bis 14 Uhr eingehen, verlassen unser Lager am selben Tag. Die Zustellung dauert in der Regel 1–3 Werktage, in die Schweiz 2–4 Werktage.',
          en: 'Orders placed on working days by 2 pm leave our warehouse the same day. Delivery usually takes 1–3 working days, 2–4 to Switzerland.',
          fr: 'Les commandes passées un jour ouvré avant 14 h quittent notre entrepôt le jour même. La livraison prend en général 2 à 4 jours ouvrés.',
          ch: 'Bestellungen, die werktags bis 14 Uhr eingehen, verlassen unser Lager am selben Tag. Die Zustellung in die Schweiz dauert in der Regel 2–4 Werktage.',
        },
      },
      {
        headline: { de: 'Versandarten', en: 'Shipping methods', fr: 'Modes de livraison' },
        text: {
          de: 'Wir versenden klimaneutral mit DHL, auf Wunsch auch an eine Packstation. Die Sendungsverfolgung bekommst du per E-Mail.',
          en: 'We ship carbon-neutral with DHL, to a parcel locker on request. You receive the tracking link by email.',
          fr: 'Nous expédions en compensant les émissions de CO₂, en point relais sur demande. Vous recevez le lien de suivi par e-mail.',
        },
      },
    ],
  },
  {
    category: 'Rückgabe',
    key: 'returns',
    title: { de: 'Rückgabe', en: 'Returns', fr: 'Retours' },
    sections: [
      {
        headline: { de: '30 Tage Rückgaberecht', en: '30-day returns', fr: '30 jours pour changer d’avis' },
        text: {
          de: 'Ungeöffnete Produkte kannst du innerhalb von 30 Tagen nach Erhalt kostenlos zurückgeben. Dein gesetzliches Widerrufsrecht von 14 Tagen bleibt davon unberührt.',
          en: 'You can return unopened products free of charge within 30 days of receipt. Your statutory 14-day right of withdrawal is unaffected.',
          fr: 'Vous pouvez retourner gratuitement les produits non ouverts dans les 30 jours suivant leur réception. Votre droit légal de rétractation de 14 jours reste inchangé.',
          // Swiss law grants no right of withdrawal for online purchases: the Swiss pages promise the shop's own.
          ch: 'Ungeöffnete Produkte kannst du innerhalb von 30 Tagen nach Erhalt kostenlos zurückgeben.',
          frCh: 'Vous pouvez retourner gratuitement les produits non ouverts dans les 30 jours suivant leur réception.',
        },
      },
      {
        headline: { de: 'So funktioniert’s', en: 'How it works', fr: 'Comment procéder' },
        text: {
          de: 'Melde die Rücksendung in deinem Kundenkonto unter „Bestellungen“ an, drucke das Rücksendeetikett aus und gib das Paket in einer Filiale ab.',
          en: 'Register the return under “Orders” in your account, print the return label and drop the parcel off at a post office.',
          fr: 'Déclarez le retour dans votre compte client, rubrique «\u00a0Commandes\u00a0», imprimez l’étiquette de retour et déposez le colis en bureau de poste.',
        },
      },
      {
        headline: { de: 'Erstattung', en: 'Refund', fr: 'Remboursement' },
        text: {
          de: 'Sobald die Ware bei uns eingetroffen ist, erstatten wir den Betrag innerhalb von 14 Tagen über die ursprüngliche Zahlungsart.',
          en: 'Once the goods have reached us, we refund the amount within 14 days to the original payment method.',
          fr: 'Dès réception de la marchandise, nous vous remboursons sous 14 jours via le moyen de paiement d’origine.',
        },
      },
    ],
  },
  {
    category: 'Kontakt',
    key: 'contact',
    title: { de: 'Kontakt', en: 'Contact', fr: 'Contact' },
    contactForm: true,
    sections: [
      {
        headline: { de: 'Unser Kundenservice', en: 'Our customer service', fr: 'Notre service client' },
        text: {
          de: `Montag bis Freitag, 9–18 Uhr, telefonisch unter ${COMPANY.phone} oder per E-Mail an ${COMPANY.email}. Wir antworten in der Regel innerhalb eines Werktags.`,
          en: `Monday to Friday, 9 am to 6 pm, by phone on ${COMPANY.phone} or by email to ${COMPANY.email}. We usually reply within one working day.`,
          fr: `Du lundi au vendredi, de 9 h à 18 h, par téléphone au ${COMPANY.phone} ou par e-mail à ${COMPANY.email}. Nous répondons en général sous un jour ouvré.`,
        },
      },
    ],
  },
  {
    category: 'Impressum',
    key: 'imprint',
    title: { de: 'Impressum', en: 'Imprint', fr: 'Mentions légales' },
    sections: [
      {
        headline: { de: 'Anbieter', en: 'Provider', fr: 'Éditeur' },
        text: {
          de: `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, Deutschland. Vertreten durch die Geschäftsführerin Maria Muster.`,
          en: `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, Germany. Represented by its managing director Maria Muster.`,
          fr: `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, Allemagne. Représentée par sa gérante Maria Muster.`,
        },
      },
      {
        headline: { de: 'Kontakt', en: 'Contact', fr: 'Contact' },
        text: {
          de: `Telefon ${COMPANY.phone}, E-Mail ${COMPANY.email}`,
          en: `Phone ${COMPANY.phone}, email ${COMPANY.email}`,
          fr: `Téléphone ${COMPANY.phone}, e-mail ${COMPANY.email}`,
        },
      },
      {
        headline: { de: 'Register und Steuern', en: 'Register and tax', fr: 'Registre et TVA' },
        text: {
          de: `Registergericht: ${COMPANY.register}. Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG: ${COMPANY.vatId}.`,
          en: `Register court: ${COMPANY.register}. VAT identification number: ${COMPANY.vatId}.`,
          fr: `Registre du commerce\u00a0: ${COMPANY.register}. Numéro de TVA intracommunautaire\u00a0: ${COMPANY.vatId}.`,
        },
      },
      {
        headline: { de: 'Streitbeilegung', en: 'Dispute resolution', fr: 'Règlement des litiges' },
        text: {
          de: 'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          en: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
          fr: 'Nous ne sommes ni disposés ni tenus de participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation.',
        },
      },
      demoNote,
    ],
  },
  {
    category: 'Datenschutz',
    key: 'privacy',
    title: { de: 'Datenschutz', en: 'Privacy', fr: 'Confidentialité' },
    sections: [
      {
        headline: { de: 'Verantwortlicher', en: 'Controller', fr: 'Responsable du traitement' },
        text: {
          de: `Verantwortlich für die Datenverarbeitung ist die ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, ${COMPANY.email}.`,
          en: `The controller is ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, ${COMPANY.email}.`,
          fr: `Le responsable du traitement est ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, ${COMPANY.email}.`,
        },
      },
      {
        headline: { de: 'Welche Daten wir verarbeiten', en: 'What data we process', fr: 'Données traitées' },
        text: {
          de: 'Wir verarbeiten die Daten, die du bei Bestellung, Registrierung oder Kontaktaufnahme angibst, ausschließlich zur Abwicklung deines Anliegens (Art. 6 Abs. 1 lit. b DSGVO).',
          en: 'We process the data you give when ordering, registering or contacting us solely to handle your request (Art. 6(1)(b) GDPR).',
          fr: 'Nous traitons les données que vous indiquez lors d’une commande, d’une inscription ou d’une prise de contact uniquement pour traiter votre demande (art. 6, par. 1, point b du RGPD).',
        },
      },
      {
        headline: {
          de: 'Cookies und Analyse',
          en: 'Cookies and analytics',
          fr: 'Cookies et mesure d’audience',
        },
        text: {
          de: 'Analyse- und Marketing-Cookies setzen wir nur mit deiner Einwilligung, die du jederzeit in den Cookie-Einstellungen widerrufen kannst.',
          en: 'We set analytics and marketing cookies only with your consent, which you can withdraw at any time in the cookie settings.',
          fr: 'Nous ne déposons de cookies de mesure d’audience et de marketing qu’avec votre consentement, que vous pouvez retirer à tout moment dans les paramètres des cookies.',
        },
      },
      {
        headline: { de: 'Deine Rechte', en: 'Your rights', fr: 'Vos droits' },
        text: {
          de: 'Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie auf Beschwerde bei einer Aufsichtsbehörde.',
          en: 'You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and to lodge a complaint with a supervisory authority.',
          fr: 'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit d’introduire une réclamation auprès d’une autorité de contrôle.',
        },
      },
      demoNote,
    ],
  },
  {
    category: 'AGB',
    key: 'terms',
    title: {
      de: 'Allgemeine Geschäftsbedingungen',
      en: 'Terms and conditions',
      fr: 'Conditions générales de vente',
    },
    sections: [
      {
        headline: { de: '§ 1 Geltungsbereich', en: '1. Scope', fr: 'Article 1 – Champ d’application' },
        text: {
          de: `Diese Bedingungen gelten für alle Bestellungen von Verbraucherinnen und Verbrauchern bei der ${COMPANY.name} über diesen Online-Shop.`,
          en: `These terms apply to all orders placed by consumers with ${COMPANY.name} through this online shop.`,
          fr: `Les présentes conditions s’appliquent à toutes les commandes passées par des consommateurs auprès de ${COMPANY.name} sur cette boutique en ligne.`,
        },
      },
      {
        headline: {
          de: '§ 2 Vertragsschluss',
          en: '2. Conclusion of contract',
          fr: 'Article 2 – Conclusion du contrat',
        },
        text: {
          de: 'Mit dem Klick auf „Zahlungspflichtig bestellen“ gibst du ein verbindliches Angebot ab. Der Vertrag kommt mit unserer Versandbestätigung zustande.',
          en: 'By clicking “Order with obligation to pay” you make a binding offer. The contract is concluded with our shipping confirmation.',
          fr: 'En cliquant sur «\u00a0Commander avec obligation de paiement\u00a0», vous faites une offre ferme. Le contrat est conclu par notre confirmation d’expédition.',
        },
      },
      {
        headline: {
          de: '§ 3 Preise und Zahlung',
          en: '3. Prices and payment',
          fr: 'Article 3 – Prix et paiement',
        },
        text: {
          de: 'Alle Preise verstehen sich inklusive der gesetzlichen Mehrwertsteuer, zuzüglich Versandkosten. Du zahlst per Karte, PayPal, Amazon Pay oder auf Rechnung.',
          en: 'All prices include statutory VAT, plus shipping. You pay by card, PayPal, Amazon Pay or invoice.',
          fr: 'Tous les prix s’entendent TVA comprise, hors frais de livraison. Vous payez par carte, PayPal, Amazon Pay ou sur facture.',
          ch: 'Alle Preise verstehen sich inklusive der gesetzlichen MWST, zuzüglich Versandkosten. Du zahlst per Karte, PayPal, Amazon Pay oder auf Rechnung.',
        },
      },
      {
        headline: {
          de: '§ 4 Widerrufsrecht',
          en: '4. Right of withdrawal',
          fr: 'Article 4 – Droit de rétractation',
        },
        text: {
          de: 'Du kannst deine Bestellung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Einzelheiten findest du auf der Seite „Rückgabe“.',
          en: 'You may withdraw from your order within 14 days without giving reasons. Details are on the “Returns” page.',
          fr: 'Vous pouvez vous rétracter dans un délai de 14 jours sans avoir à justifier de motifs. Les détails figurent sur la page «\u00a0Retours\u00a0».',
        },
      },
      demoNote,
    ],
  },
];

const entryIdOf = (key: string) => `service-page-${key}`;

/**
 * The six footer pages (issue 19): one `page` entry each whose url is the footer category's id form
 * (`/navigation/{id}/`, the address every locale resolves, spec 2.3), made of text sections, in German, English
 * and French. Footer categories the catalogue does not have (a small test catalogue) get no page.
 */
export function seedServicePages({ published, footerCategory }: SeedEntryWriter): void {
  for (const page of PAGES) {
    const category = footerCategory(page.category);
    if (category === undefined) continue;
    const sectionIds = page.sections.map((section, index) => {
      const id = `${entryIdOf(page.key)}-${index + 1}`;
      published(id, 'mediaTextTeaser', {
        internalDescription: v(`${page.key} page, section ${index + 1}`),
        headline: t(section.headline),
        description: t(section.text),
      });
      return id;
    });
    const formIds: string[] = [];
    if (page.contactForm) {
      const id = 'contact-form';
      published(id, 'contactForm', {
        internalDescription: v('contact form of the contact page'),
        headline: t({ de: 'Schreib uns', en: 'Write to us', fr: 'Écrivez-nous' }),
      });
      formIds.push(id);
    }
    published(entryIdOf(page.key), 'page', {
      title: t(page.title),
      url: v(`/navigation/${category.id}/`),
      pageContent: blocks(...sectionIds, ...formIds),
      metaTitle: t({
        de: `${page.title.de} | Beautyshop`,
        en: `${page.title.en} | Beautyshop`,
        fr: `${page.title.fr} | Beautyshop`,
      }),
    });
  }
}
