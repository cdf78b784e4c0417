import 'i18next';
import type { Catalogue } from './catalogues';

// Translation keys are checked at compile time against the en-US catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
