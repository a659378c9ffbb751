/**
 * The branches' names in each language, for text the server writes (e-mails, the library's
 * answers). The web app's are in its i18n (common:branches.<id>), kept equal by a test.
 */
import type { BranchId } from './constants.js';
import type { Language } from './languages.js';

export const BRANCH_NAMES: Record<Language, Record<BranchId, string>> = {
  en: {
    main: 'Main Office',
    'al-rashidya': 'Al Rashidya',
    'al-twar': 'Al Twar',
    'al-mankhool': 'Al Mankhool',
    hatta: 'Hatta',
    'al-safa': 'Al Safa Art & Design Library',
    'hor-al-anz': 'Hor Al Anz',
  },
  ar: {
    main: 'المقر الرئيسي',
    'al-rashidya': 'الراشدية',
    'al-twar': 'الطوار',
    'al-mankhool': 'المنخول',
    hatta: 'حتا',
    'al-safa': 'مكتبة الصفا للفنون والتصميم',
    'hor-al-anz': 'هور العنز',
  },
};
