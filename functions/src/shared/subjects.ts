/**
 * The catalogue's common subjects in Arabic. Librarians tag books in English ("history"); the
 * search index adds each known tag's Arabic words, so a reader searching in Arabic finds a book by
 * its subject too, and the home page's collections search in the reader's language
 * (web/src/app/routes/home.tsx; its test checks every collection is found both ways).
 * A tag not listed here is found by its English word only.
 */
export const SUBJECTS_IN_ARABIC: Readonly<Record<string, string>> = {
  art: 'الفن',
  'arabic literature': 'الأدب العربي',
  biography: 'السيرة',
  business: 'الأعمال',
  children: 'الأطفال',
  classic: 'الكلاسيكيات',
  cooking: 'الطبخ',
  fantasy: 'الفانتازيا',
  fiction: 'الروايات',
  health: 'الصحة',
  history: 'التاريخ',
  literature: 'الأدب',
  memoir: 'المذكرات',
  mystery: 'الغموض',
  philosophy: 'الفلسفة',
  poetry: 'الشعر',
  politics: 'السياسة',
  psychology: 'علم النفس',
  romance: 'الرومانسية',
  science: 'العلوم',
  'science fiction': 'الخيال العلمي',
  technology: 'التكنولوجيا',
  travel: 'الرحلات',
};
