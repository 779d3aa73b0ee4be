const de = {
  'error.label': 'Fehler',
  'error.goHome': 'Zurück zur Startseite',
  'error.notFoundTitle': 'Seite nicht gefunden',
  'error.notFoundDescription': 'Die Seite {path} gibt es nicht (mehr).',
  'error.message404': 'Diese Seite konnten wir leider nicht finden.',
  'error.message408': 'Die Anfrage hat zu lange gedauert. Bitte versuche es noch einmal.',
  'error.malformedPath':
    'Diese Adresse ist fehlerhaft geschrieben. Bitte prüfe den Link oder beginne auf der Startseite.',
  'error.message500': 'Da ist etwas schiefgelaufen. Wir kümmern uns darum.',
  'error.message502': 'Der Shop ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
  'error.message503': 'Der Shop wird gerade gewartet. Bitte schau bald wieder vorbei.',
};

const en: Readonly<Record<keyof typeof de, string>> = {
  'error.label': 'Error',
  'error.goHome': 'Go back home',
  'error.notFoundTitle': 'Page Not Found',
  'error.notFoundDescription': 'The page {path} does not exist (any more).',
  'error.message404': 'Sorry, we could not find this page.',
  'error.message408': 'The request took too long. Please try again.',
  'error.malformedPath':
    'This address is not written correctly. Please check the link or start from the home page.',
  'error.message500': 'Something went wrong. We are on it.',
  'error.message502': 'The shop cannot be reached right now. Please try again in a moment.',
  'error.message503': 'The shop is under maintenance. Please come back soon.',
};

const fr: Readonly<Record<keyof typeof de, string>> = {
  'error.label': 'Erreur',
  'error.goHome': 'Retour à l’accueil',
  'error.notFoundTitle': 'Page introuvable',
  'error.notFoundDescription': 'La page {path} n’existe pas (ou plus).',
  'error.message404': 'Désolé, nous n’avons pas trouvé cette page.',
  'error.message408': 'La requête a pris trop de temps. Veuillez réessayer.',
  'error.malformedPath': 'Cette adresse est mal écrite. Vérifiez le lien ou repartez de la page d’accueil.',
  'error.message500': 'Une erreur s’est produite. Nous nous en occupons.',
  'error.message502': 'La boutique est momentanément inaccessible. Veuillez réessayer dans un instant.',
  'error.message503': 'La boutique est en maintenance. Revenez bientôt.',
};

/**
 * The error page's texts (spec 2.5). An area of their own because the error page also renders when a form's
 * action failed before any page data was loaded: it then reads them from here (components/ErrorPage.tsx). Plain
 * objects rather than defineMessages, which the lazy error page would otherwise share as a chunk of its own, one
 * more preload in every page's shell.
 */
export const errorPageMessages = { de, en, fr };
