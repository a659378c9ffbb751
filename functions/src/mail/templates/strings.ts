/**
 * The e-mails' words in the site's two languages (docs/i18n.md), beside the templates that use
 * them. Wording follows the web's (web/src/i18n/locales/<lang>/lending.json `notice`, common.json
 * branches and footer). The Arabic catalogue is typed by the English one: a key missing or extra
 * in either fails the build. Values are plain text: React escapes them in the HTML.
 */
import type { BranchId } from '../../shared/constants.js';
import type { MailKind } from '../../shared/documents/mail.js';

/** What one kind says: {title}, {branch}, {date} and {email} are filled in by renderMail. */
export interface KindWords {
  subject: string;
  preview: string;
  heading: string;
  body: string;
  /** The same e-mail for an e-book or audiobook (no branch), where it differs. */
  bodyDigital?: string;
  button: string;
}

export interface MailWords {
  library: string;
  greeting: string;
  greetingNamed: string;
  hours: string;
  branches: Record<BranchId, string>;
  /** Under the button: the link written out, for clients that hide buttons. */
  orOpen: string;
  noticeWhy: string;
  unsubscribe: string;
  settings: string;
  accountWhy: string;
  kinds: Record<MailKind, KindWords>;
}

const en: MailWords = {
  library: 'City Public Library',
  greeting: 'Hello,',
  greetingNamed: 'Hello {name},',
  hours: 'Our branches are open Sunday to Thursday, 8:00 AM to 8:00 PM.',
  branches: {
    main: 'Main Office',
    'al-rashidya': 'Al Rashidya',
    'al-twar': 'Al Twar',
    'al-mankhool': 'Al Mankhool',
    hatta: 'Hatta',
    'al-safa': 'Al Safa Art & Design Library',
    'hor-al-anz': 'Hor Al Anz',
  },
  orOpen: 'Or open this link:',
  noticeWhy: 'You get this e-mail because you borrow from the City Public Library. The notice is also on My Library.',
  unsubscribe: 'Stop these e-mails',
  settings: 'Choose which e-mails you get',
  accountWhy: "If you didn't ask for this, you can ignore this e-mail: nothing changes.",
  kinds: {
    holdReady: {
      subject: '{title} is ready for you at {branch}',
      preview: 'Pick it up by {date}.',
      heading: 'Your hold is ready',
      body: '{title} is waiting for you on the hold shelf at {branch}. Please pick it up by {date}; after that day it goes to the next reader.',
      bodyDigital:
        '{title} is ready for you to borrow. Borrow it by {date}; after that day it goes to the next reader.',
      button: 'See your hold',
    },
    holdTransit: {
      subject: '{title} is on its way to {branch}',
      preview: 'Expected around {date}.',
      heading: 'Your hold is on its way',
      body: 'A copy of {title} has left another branch for {branch}. We expect it around {date}, and we will write again when it is ready to pick up.',
      button: 'See your hold',
    },
    holdExpired: {
      subject: 'Your hold on {title} has expired',
      preview: 'You can place it again at any time.',
      heading: 'Your hold has expired',
      body: 'Your hold on {title} expired on {date}, so the copy has gone to the next reader. You can place a new hold at any time.',
      button: 'Go to My Library',
    },
    dueSoon: {
      subject: '{title} is due on {date}',
      preview: 'Renew it or bring it back.',
      heading: 'A loan is due soon',
      body: '{title} is due back on {date}. You can renew it on My Library unless someone is waiting for it, or return it at any branch.',
      button: 'See your loans',
    },
    overdue: {
      subject: '{title} is overdue',
      preview: 'It was due on {date}.',
      heading: 'A loan is overdue',
      body: '{title} was due back on {date}. The library charges no fines, but other readers may be waiting: please return it at any branch soon.',
      button: 'See your loans',
    },
    loanEnded: {
      subject: 'Your loan of {title} has ended',
      preview: 'It ended on {date}.',
      heading: 'Your loan has ended',
      body: 'Your loan of {title} ended on {date} and has been returned for you. You can borrow it again when a licence is free.',
      button: 'Go to My Library',
    },
    verifyEmail: {
      subject: 'Confirm your e-mail address',
      preview: 'One click and your account is ready.',
      heading: 'Confirm your e-mail address',
      body: 'Welcome to the City Public Library. Confirm this address to borrow e-books, place holds, join reading groups and post in the community.',
      button: 'Confirm my address',
    },
    resetPassword: {
      subject: 'Reset your password',
      preview: 'Choose a new password for your library account.',
      heading: 'Reset your password',
      body: 'Someone asked to reset the password of your library account. Use the button to choose a new one; the link works once and for a limited time.',
      button: 'Choose a new password',
    },
    changeEmail: {
      subject: 'Confirm your new e-mail address',
      preview: 'Your account moves to {email} when you confirm.',
      heading: 'Confirm your new e-mail address',
      body: 'Your library account asked to use {email} from now on. Confirm it and you will sign in with this address.',
      button: 'Confirm the new address',
    },
  },
};

const ar: MailWords = {
  library: 'مكتبة المدينة العامة',
  greeting: 'مرحبًا،',
  greetingNamed: 'مرحبًا {name}،',
  hours: 'فروعنا مفتوحة من الأحد إلى الخميس، من 8:00 صباحًا حتى 8:00 مساءً.',
  branches: {
    main: 'المقر الرئيسي',
    'al-rashidya': 'الراشدية',
    'al-twar': 'الطوار',
    'al-mankhool': 'المنخول',
    hatta: 'حتا',
    'al-safa': 'مكتبة الصفا للفنون والتصميم',
    'hor-al-anz': 'هور العنز',
  },
  orOpen: 'أو افتح هذا الرابط:',
  noticeWhy: 'تصلك هذه الرسالة لأنك تستعير من مكتبة المدينة العامة. يظهر الإشعار أيضًا في «مكتبتي».',
  unsubscribe: 'إيقاف هذه الرسائل',
  settings: 'اختر الرسائل التي تصلك',
  accountWhy: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.',
  kinds: {
    holdReady: {
      subject: '«{title}» جاهز لك في {branch}',
      preview: 'استلمه قبل نهاية يوم {date}.',
      heading: 'حجزك جاهز',
      body: '«{title}» بانتظارك على رف الحجوزات في {branch}. يُرجى استلامه حتى {date}؛ وبعد ذلك اليوم ينتقل إلى القارئ التالي.',
      bodyDigital: '«{title}» جاهز لتستعيره. استعره حتى {date}؛ وبعد ذلك اليوم ينتقل إلى القارئ التالي.',
      button: 'عرض حجزك',
    },
    holdTransit: {
      subject: '«{title}» في طريقه إلى {branch}',
      preview: 'من المتوقع وصوله نحو {date}.',
      heading: 'حجزك في الطريق',
      body: 'غادرت نسخة من «{title}» فرعًا آخر متجهة إلى {branch}. نتوقع وصولها نحو {date}، وسنراسلك مجددًا عندما تصبح جاهزة للاستلام.',
      button: 'عرض حجزك',
    },
    holdExpired: {
      subject: 'انتهت مدة حجزك على «{title}»',
      preview: 'يمكنك الحجز من جديد في أي وقت.',
      heading: 'انتهت مدة حجزك',
      body: 'انتهت مدة حجزك على «{title}» في {date}، فانتقلت النسخة إلى القارئ التالي. يمكنك وضع حجز جديد في أي وقت.',
      button: 'الانتقال إلى «مكتبتي»',
    },
    dueSoon: {
      subject: 'موعد إرجاع «{title}» هو {date}',
      preview: 'جدّد الإعارة أو أعد الكتاب.',
      heading: 'اقترب موعد إرجاع إعارة',
      body: 'موعد إرجاع «{title}» هو {date}. يمكنك تجديد الإعارة من «مكتبتي» ما لم يكن أحد ينتظره، أو إرجاعه في أي فرع.',
      button: 'عرض إعاراتك',
    },
    overdue: {
      subject: 'تأخر إرجاع «{title}»',
      preview: 'كان موعد إرجاعه {date}.',
      heading: 'إعارة متأخرة',
      body: 'كان موعد إرجاع «{title}» هو {date}. لا تفرض المكتبة غرامات، لكن قد يكون قرّاء آخرون بانتظاره: يُرجى إرجاعه في أي فرع قريبًا.',
      button: 'عرض إعاراتك',
    },
    loanEnded: {
      subject: 'انتهت إعارتك لـ«{title}»',
      preview: 'انتهت في {date}.',
      heading: 'انتهت إعارتك',
      body: 'انتهت إعارتك لـ«{title}» في {date} وأُعيدت نيابةً عنك. يمكنك استعارته مجددًا عندما يتوفر ترخيص.',
      button: 'الانتقال إلى «مكتبتي»',
    },
    verifyEmail: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      preview: 'نقرة واحدة ويصبح حسابك جاهزًا.',
      heading: 'أكّد عنوان بريدك الإلكتروني',
      body: 'مرحبًا بك في مكتبة المدينة العامة. أكّد هذا العنوان لتستعير الكتب الإلكترونية وتضع الحجوزات وتنضم إلى مجموعات القراءة وتشارك في المجتمع.',
      button: 'تأكيد عنواني',
    },
    resetPassword: {
      subject: 'إعادة تعيين كلمة المرور',
      preview: 'اختر كلمة مرور جديدة لحساب المكتبة.',
      heading: 'إعادة تعيين كلمة المرور',
      body: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في المكتبة. استخدم الزر لاختيار كلمة مرور جديدة؛ يعمل الرابط مرة واحدة ولمدة محدودة.',
      button: 'اختيار كلمة مرور جديدة',
    },
    changeEmail: {
      subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
      preview: 'ينتقل حسابك إلى {email} عند التأكيد.',
      heading: 'أكّد عنوان بريدك الإلكتروني الجديد',
      body: 'طلب حسابك في المكتبة استخدام {email} من الآن فصاعدًا. أكّده وستسجّل الدخول بهذا العنوان.',
      button: 'تأكيد العنوان الجديد',
    },
  },
};

export const MAIL_WORDS = { en, ar } as const;

/** Fills {placeholders}; an unknown one is left as written, so a typo shows in the snapshot. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
