import { de } from './de';
import { defineMessages } from './defineMessages';
import { en } from './en';
import { fr } from './fr';

/** Texts every page shares: meta, error page, search, content blocks. */
export const coreMessages = defineMessages({ de, en, fr });
