/**
 * The words of Download my data (accounts/export-my-data.ts) in each language: the CSV files'
 * column headers, the fixed values in their cells (states, shelves, kinds) and the archive's
 * README. The server writes them, so they live here, as shared/branch-names.ts keeps the branches'
 * names; the interests are the web's own (profile:interestOptions), kept equal by
 * export-words.test.ts. Every value list is typed by the list it words, so a new state or kind
 * cannot go out unworded. No Latin letters in the Arabic (e2e/arabic.spec.ts holds the screens to
 * the same rule).
 */
import { INTERESTS, type Format, type NoticeKind } from '../shared/constants.js';
import type { ContentStatus, RsvpAnswer } from '../shared/documents/community.js';
import type { HoldState, LOAN_STATES } from '../shared/documents/lending.js';
import type { MailKind, MailOutcome } from '../shared/documents/mail.js';
import type { ProgressUnit, Shelf, Visibility } from '../shared/documents/reading.js';
import type { Language } from '../shared/languages.js';
import type { Role } from '../shared/roles.js';

/** The CSV files the archive may hold, in the README's order (a file goes in only with rows). */
export const EXPORT_CSV_FILES = [
  'profile',
  'loans',
  'holds',
  'reading-history',
  'shelves',
  'ratings',
  'reviews',
  'lists',
  'posts',
  'groups',
  'notices',
  'emails',
  'book-chats',
  'contact-messages',
] as const;
export type ExportCsvFile = (typeof EXPORT_CSV_FILES)[number];

/** Every column any CSV has; each file picks its own (export-my-data.ts). */
export const EXPORT_COLUMNS = [
  'field',
  'value',
  'title',
  'bookId',
  'format',
  'branch',
  'borrowedAt',
  'dueAt',
  'renewals',
  'state',
  'pickupBranch',
  'placedAt',
  'readyUntil',
  'pausedUntil',
  'notNeededAfter',
  'returnedAt',
  'shelf',
  'visibility',
  'startedOn',
  'finishedOn',
  'timesRead',
  'progress',
  'updatedAt',
  'stars',
  'text',
  'spoiler',
  'status',
  'helpfulCount',
  'createdAt',
  'editedAt',
  'list',
  'note',
  'kind',
  'id',
  'group',
  'groupId',
  'joinedAt',
  'displayName',
  'milestone',
  'rsvp',
  'at',
  'readAt',
  'subject',
  'language',
  'delivery',
  'from',
  'message',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** The rows of profile.csv, one per field. */
export const PROFILE_FIELDS = [
  'email',
  'emailVerified',
  'firstName',
  'lastName',
  'dateOfBirth',
  'fieldOfStudy',
  'interests',
  'avatarUrl',
  'language',
  'role',
  'readingVisibility',
  'keepReadingHistory',
  'emailOff',
  'cardNumber',
  'cardIssuedAt',
  'memberPage',
  'createdAt',
  'lastSignInAt',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type PostKind = 'discussion' | 'reply' | 'group';
type Interest = (typeof INTERESTS)[number];

export interface ExportWords {
  yes: string;
  no: string;
  columns: Record<ExportColumn, string>;
  profileFields: Record<ProfileField, string>;
  formats: Record<Format, string>;
  loanStates: Record<(typeof LOAN_STATES)[number], string>;
  holdStates: Record<HoldState, string>;
  shelves: Record<Shelf, string>;
  visibilities: Record<Visibility, string>;
  progressUnits: Record<ProgressUnit, string>;
  contentStatuses: Record<ContentStatus, string>;
  postKinds: Record<PostKind, string>;
  rsvpAnswers: Record<RsvpAnswer, string>;
  /** The e-mails' kinds, which include every in-app notice's (NoticeKind). */
  mailKinds: Record<MailKind | NoticeKind, string>;
  mailOutcomes: Record<MailOutcome, string>;
  chatFrom: Record<'user' | 'assistant', string>;
  languages: Record<Language, string>;
  roles: Record<Role, string>;
  interests: Record<Interest, string>;
  readme: {
    title: string;
    intro: string;
    json: string;
    files: Record<ExportCsvFile, string>;
    dates: string;
    bounds: string;
  };
}

export const EXPORT_WORDS: Record<Language, ExportWords> = {
  en: {
    yes: 'Yes',
    no: 'No',
    columns: {
      field: 'Field',
      value: 'Value',
      title: 'Title',
      bookId: 'Book id',
      format: 'Format',
      branch: 'Branch',
      borrowedAt: 'Borrowed',
      dueAt: 'Due',
      renewals: 'Renewals',
      state: 'State',
      pickupBranch: 'Pickup branch',
      placedAt: 'Placed',
      readyUntil: 'Ready until',
      pausedUntil: 'Paused until',
      notNeededAfter: 'Not needed after',
      returnedAt: 'Returned',
      shelf: 'Shelf',
      visibility: 'Who sees it',
      startedOn: 'Started',
      finishedOn: 'Finished',
      timesRead: 'Times read',
      progress: 'Progress',
      updatedAt: 'Last changed',
      stars: 'Stars',
      text: 'Text',
      spoiler: 'Spoiler',
      status: 'Status',
      helpfulCount: 'Found helpful by',
      createdAt: 'Created',
      editedAt: 'Edited',
      list: 'List',
      note: 'Note',
      kind: 'Kind',
      id: 'Id',
      group: 'Group',
      groupId: 'Group id',
      joinedAt: 'Joined',
      displayName: 'Name shown',
      milestone: 'Milestone reached',
      rsvp: 'Answer to the next meeting',
      at: 'Date',
      readAt: 'Read',
      subject: 'Subject',
      language: 'Language',
      delivery: 'Delivery',
      from: 'From',
      message: 'Message',
    },
    profileFields: {
      email: 'E-mail address',
      emailVerified: 'E-mail address confirmed',
      firstName: 'First name',
      lastName: 'Last name',
      dateOfBirth: 'Date of birth',
      fieldOfStudy: 'Field of study',
      interests: 'Interests',
      avatarUrl: 'Avatar URL',
      language: 'Site language',
      role: 'Role',
      readingVisibility: 'Who sees new shelf entries and ratings',
      keepReadingHistory: 'Reading history on',
      emailOff: 'E-mails turned off',
      cardNumber: 'Library card number',
      cardIssuedAt: 'Library card issued',
      memberPage: 'Name on my public page',
      createdAt: 'Member since',
      lastSignInAt: 'Last signed in',
    },
    formats: { physical: 'Printed book', ebook: 'E-book', audio: 'Audiobook' },
    loanStates: { active: 'On loan', returned: 'Returned' },
    holdStates: {
      waiting: 'Waiting',
      transit: 'On its way',
      ready: 'Ready',
      fulfilled: 'Collected',
      cancelled: 'Cancelled',
      expired: 'Expired',
    },
    shelves: { want: 'Want to read', reading: 'Reading', read: 'Read', dnf: 'Did not finish' },
    visibilities: { private: 'Only me', members: 'Library members', public: 'Everyone' },
    progressUnits: { pages: 'pages', percent: '%' },
    contentStatuses: { visible: 'Shown', held: 'Waiting for review', hidden: 'Hidden by a moderator' },
    postKinds: { discussion: 'Discussion', reply: 'Reply', group: 'Reading group I started' },
    rsvpAnswers: { going: 'Going', maybe: 'Maybe', notGoing: 'Not going' },
    mailKinds: {
      holdReady: 'Hold ready',
      holdTransit: 'Hold on its way',
      dueSoon: 'Loan due soon',
      overdue: 'Loan overdue',
      holdExpired: 'Hold expired',
      loanEnded: 'Loan ended',
      postHidden: 'Post hidden',
      postRestored: 'Post restored',
      meetingTomorrow: 'Meeting tomorrow',
      checkOutReceipt: 'Check-out receipt',
      checkInReceipt: 'Return receipt',
      verifyEmail: 'Confirm your e-mail address',
      resetPassword: 'Reset your password',
      changeEmail: 'Change of e-mail address',
    },
    mailOutcomes: { sending: 'Sending', sent: 'Sent', retrying: 'Failed, trying again', failed: 'Failed' },
    chatFrom: { user: 'Me', assistant: 'Library assistant' },
    languages: { en: 'English', ar: 'Arabic' },
    roles: { reader: 'Member', librarian: 'Librarian', admin: 'Administrator' },
    interests: Object.fromEntries(INTERESTS.map((i) => [i, i])) as Record<Interest, string>,
    readme: {
      title: 'Your data from the library',
      intro:
        'This archive holds everything the library keeps about you, as it was when you downloaded it. Only your own data is here: nothing about other members.',
      json: 'my-data.json: everything below in one file, with the field names as the library stores them (for moving your data to another service).',
      files: {
        profile: 'profile.csv: your profile, account and library card.',
        loans: 'loans.csv: the books you have on loan now.',
        holds: 'holds.csv: your holds that are still open.',
        'reading-history': 'reading-history.csv: the books you returned, kept because your reading history is on.',
        shelves: 'shelves.csv: the books on your shelves.',
        ratings: 'ratings.csv: your ratings.',
        reviews: 'reviews.csv: your reviews.',
        lists: 'lists.csv: your book lists, one row per book.',
        posts: 'posts.csv: your discussions, replies and the reading groups you started.',
        groups: 'groups.csv: the reading groups you belong to.',
        notices: 'notices.csv: the notices the library showed you on My Library.',
        emails: 'emails.csv: the e-mails the library sent you.',
        'book-chats': 'book-chats.csv: your conversations about books with the library assistant.',
        'contact-messages': 'contact-messages.csv: the messages you sent through the contact form while signed in.',
      },
      dates: 'Dates and times are in UTC (ISO 8601). Files without rows are left out.',
      bounds:
        'Each kind of record is read up to a limit (my-data.json lists the limits); a kind that reached its limit is named under "truncated". Ask at the library for anything beyond it.',
    },
  },
  ar: {
    yes: 'نعم',
    no: 'لا',
    columns: {
      field: 'الحقل',
      value: 'القيمة',
      title: 'العنوان',
      bookId: 'معرّف الكتاب',
      format: 'الشكل',
      branch: 'الفرع',
      borrowedAt: 'تاريخ الاستعارة',
      dueAt: 'موعد الإرجاع',
      renewals: 'مرات التجديد',
      state: 'الحالة',
      pickupBranch: 'فرع الاستلام',
      placedAt: 'تاريخ الحجز',
      readyUntil: 'جاهز حتى',
      pausedUntil: 'موقوف حتى',
      notNeededAfter: 'لا حاجة إليه بعد',
      returnedAt: 'تاريخ الإرجاع',
      shelf: 'الرف',
      visibility: 'من يراه',
      startedOn: 'بدأت في',
      finishedOn: 'أنهيت في',
      timesRead: 'مرات القراءة',
      progress: 'التقدّم',
      updatedAt: 'آخر تغيير',
      stars: 'النجوم',
      text: 'النص',
      spoiler: 'يكشف الأحداث',
      status: 'الوضع',
      helpfulCount: 'عدد من وجدوها مفيدة',
      createdAt: 'تاريخ الإنشاء',
      editedAt: 'تاريخ التعديل',
      list: 'القائمة',
      note: 'الملاحظة',
      kind: 'النوع',
      id: 'المعرّف',
      group: 'المجموعة',
      groupId: 'معرّف المجموعة',
      joinedAt: 'تاريخ الانضمام',
      displayName: 'الاسم الظاهر',
      milestone: 'المرحلة التي بلغتها',
      rsvp: 'الرد على الاجتماع القادم',
      at: 'التاريخ',
      readAt: 'تاريخ القراءة',
      subject: 'الموضوع',
      language: 'اللغة',
      delivery: 'التسليم',
      from: 'المرسِل',
      message: 'الرسالة',
    },
    profileFields: {
      email: 'البريد الإلكتروني',
      emailVerified: 'البريد الإلكتروني مؤكَّد',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      dateOfBirth: 'تاريخ الميلاد',
      fieldOfStudy: 'مجال الدراسة',
      interests: 'الاهتمامات',
      avatarUrl: 'رابط الصورة الشخصية',
      language: 'لغة الموقع',
      role: 'الدور',
      readingVisibility: 'من يرى إدخالات الرفوف والتقييمات الجديدة',
      keepReadingHistory: 'سجل القراءة مفعّل',
      emailOff: 'الرسائل المتوقفة',
      cardNumber: 'رقم بطاقة المكتبة',
      cardIssuedAt: 'تاريخ إصدار بطاقة المكتبة',
      memberPage: 'الاسم في صفحتي العامة',
      createdAt: 'عضو منذ',
      lastSignInAt: 'آخر تسجيل دخول',
    },
    formats: { physical: 'كتاب ورقي', ebook: 'كتاب إلكتروني', audio: 'كتاب صوتي' },
    loanStates: { active: 'مُعار', returned: 'مُعاد' },
    holdStates: {
      waiting: 'في قائمة الانتظار',
      transit: 'في الطريق',
      ready: 'جاهز',
      fulfilled: 'تم الاستلام',
      cancelled: 'ملغى',
      expired: 'منتهي',
    },
    shelves: { want: 'أريد قراءته', reading: 'أقرؤه الآن', read: 'قرأته', dnf: 'لم أكمله' },
    visibilities: { private: 'أنا فقط', members: 'أعضاء المكتبة', public: 'الجميع' },
    progressUnits: { pages: 'صفحة', percent: '٪' },
    contentStatuses: { visible: 'ظاهر', held: 'بانتظار المراجعة', hidden: 'أخفاه أحد المشرفين' },
    postKinds: { discussion: 'نقاش', reply: 'رد', group: 'مجموعة قراءة أنشأتها' },
    rsvpAnswers: { going: 'سأحضر', maybe: 'ربما', notGoing: 'لن أحضر' },
    mailKinds: {
      holdReady: 'حجز جاهز',
      holdTransit: 'حجز في الطريق',
      dueSoon: 'اقتراب موعد الإرجاع',
      overdue: 'إعارة متأخرة',
      holdExpired: 'انتهاء مدة حجز',
      loanEnded: 'انتهاء إعارة',
      postHidden: 'إخفاء مشاركة',
      postRestored: 'إعادة مشاركة',
      meetingTomorrow: 'اجتماع الغد',
      checkOutReceipt: 'إيصال استعارة',
      checkInReceipt: 'إيصال إرجاع',
      verifyEmail: 'تأكيد البريد الإلكتروني',
      resetPassword: 'إعادة تعيين كلمة المرور',
      changeEmail: 'تغيير البريد الإلكتروني',
    },
    mailOutcomes: {
      sending: 'قيد الإرسال',
      sent: 'أُرسلت',
      retrying: 'تعذّر الإرسال، تُعاد المحاولة',
      failed: 'تعذّر الإرسال',
    },
    chatFrom: { user: 'أنا', assistant: 'مساعد المكتبة' },
    languages: { en: 'الإنجليزية', ar: 'العربية' },
    roles: { reader: 'عضو', librarian: 'أمين مكتبة', admin: 'مسؤول' },
    interests: {
      Fiction: 'الروايات',
      'Non-Fiction': 'الكتب غير الروائية',
      'Science Fiction': 'الخيال العلمي',
      Fantasy: 'الفانتازيا',
      Mystery: 'الغموض والتشويق',
      Romance: 'الرومانسية',
      Biography: 'السير والتراجم',
      History: 'التاريخ',
      Science: 'العلوم',
      Technology: 'التكنولوجيا',
      Art: 'الفنون',
      Philosophy: 'الفلسفة',
      Psychology: 'علم النفس',
      Business: 'المال والأعمال',
      'Self-Help': 'تطوير الذات',
      Poetry: 'الشعر',
      Drama: 'المسرح',
      Travel: 'أدب الرحلات',
      Cooking: 'الطبخ',
      Health: 'الصحة',
    },
    readme: {
      title: 'بياناتك لدى المكتبة',
      intro:
        'يضم هذا الأرشيف كل ما تحتفظ به المكتبة عنك، كما كان لحظة تنزيله. لا يضم إلا بياناتك أنت: لا شيء عن الأعضاء الآخرين.',
      json: 'my-data.json: كل ما يلي في ملف واحد، بأسماء الحقول كما تخزّنها المكتبة (لنقل بياناتك إلى خدمة أخرى).',
      files: {
        profile: 'profile.csv: ملفك الشخصي وحسابك وبطاقة المكتبة.',
        loans: 'loans.csv: الكتب المُعارة إليك الآن.',
        holds: 'holds.csv: حجوزاتك التي لم تُغلق بعد.',
        'reading-history': 'reading-history.csv: الكتب التي أعدتها، محفوظة لأن سجل القراءة مفعّل لديك.',
        shelves: 'shelves.csv: الكتب على رفوفك.',
        ratings: 'ratings.csv: تقييماتك.',
        reviews: 'reviews.csv: مراجعاتك.',
        lists: 'lists.csv: قوائم كتبك، صف لكل كتاب.',
        posts: 'posts.csv: نقاشاتك وردودك ومجموعات القراءة التي أنشأتها.',
        groups: 'groups.csv: مجموعات القراءة التي أنت عضو فيها.',
        notices: 'notices.csv: الإشعارات التي عرضتها عليك المكتبة في مكتبتي.',
        emails: 'emails.csv: الرسائل التي أرسلتها إليك المكتبة بالبريد الإلكتروني.',
        'book-chats': 'book-chats.csv: محادثاتك عن الكتب مع مساعد المكتبة.',
        'contact-messages': 'contact-messages.csv: الرسائل التي أرسلتها عبر نموذج التواصل وأنت مسجّل الدخول.',
      },
      dates:
        'التواريخ والأوقات بالتوقيت العالمي المنسّق (بصيغة المعيار الدولي 8601). الملفات التي لا صفوف فيها غير مضمّنة.',
      bounds:
        'يُقرأ كل نوع من السجلات حتى حدّ معيّن (يذكر ملف my-data.json هذه الحدود)؛ وما بلغ حدّه مذكور تحت "truncated". اسأل المكتبة عمّا يتجاوز ذلك.',
    },
  },
};
