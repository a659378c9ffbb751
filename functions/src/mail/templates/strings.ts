/**
 * The e-mails' words in the site's two languages (docs/i18n.md, docs/arabic-style.md), beside the
 * templates that use them. The wording follows the web's: the in-app notices
 * (web/src/i18n/locales/<lang>/lending.json `notice`), the library's name, opening hours and
 * branch names (common.json), the unsubscribe page (mail/unsubscribe-strings.ts). `ar` is typed by
 * `en`: a key missing or extra in it fails the build. Values are plain text with {{placeholders}}
 * (filled by `fill`); React escapes them in the HTML. A blank line in a body starts a paragraph.
 */
import { BRANCH_NAMES } from '../../shared/branch-names.js';
import type { BranchId } from '../../shared/constants.js';
import type { MailKind } from '../../shared/documents/mail.js';

/**
 * What one kind says. Placeholders: {{title}}, {{branch}}, {{date}} (notices; the community's
 * title is the discussion or the group), {{reason}} (a moderator's note), {{email}}
 * (changeEmail), {{days}} (overdue). The *Digital variants are for an e-book or audiobook (no
 * branch), where the physical wording would be wrong.
 */
export interface KindStrings {
  subject: string;
  subjectDigital?: string;
  /** The line a mail client shows after the subject in the inbox. */
  preview: string;
  heading: string;
  body: string;
  bodyDigital?: string;
  button: string;
}

interface Shape {
  library: string;
  greeting: string;
  greetingNamed: string;
  hours: string;
  branches: Record<BranchId, string>;
  /** Under the button: the link written out, for a client that shows no button. */
  orOpen: string;
  noticeWhy: string;
  communityWhy: string;
  receiptWhy: string;
  /** A moderator's decision without a note. */
  noReason: string;
  unsubscribe: string;
  settings: string;
  accountWhy: string;
  kinds: Record<MailKind, KindStrings>;
}

const en = {
  library: 'City Public Library',
  greeting: 'Hello,',
  greetingNamed: 'Hello {{name}},',
  hours: 'Open Sunday to Thursday 8:00 AM to 8:00 PM',
  branches: BRANCH_NAMES.en,
  orOpen: 'If the button does not work, open this link:',
  noticeWhy:
    'You get this e-mail because e-mail notices are turned on for your library account. This notice is also on My Library.',
  unsubscribe: 'Turn off these e-mails',
  settings: 'Notification settings',
  communityWhy: 'You get this e-mail because community e-mails are turned on for your library account.',
  noReason: 'none given.',
  receiptWhy: 'You get this e-mail because you asked for your receipt by e-mail at the desk.',
  accountWhy: "If you didn't ask for this, you can ignore this e-mail.",
  kinds: {
    holdReady: {
      subject: '{{title}} is ready for pickup at {{branch}}',
      subjectDigital: '{{title}} is ready to borrow',
      preview: 'We keep it for you until {{date}}.',
      heading: 'Your hold is ready',
      body: '{{title}} is ready for pickup at {{branch}} until {{date}}.\n\nThat is the last day: after it, the copy goes to the next reader in the queue.',
      bodyDigital:
        '{{title}} is ready to borrow until {{date}}.\n\nThat is the last day: after it, the book goes to the next reader in the queue.',
      button: 'See your hold',
    },
    holdTransit: {
      subject: '{{title}} is on its way to {{branch}}',
      preview: 'Expected around {{date}}.',
      heading: 'Your hold is on its way',
      body: 'A copy of {{title}} is on its way to {{branch}}, expected around {{date}}.\n\nWe will e-mail you again when it is ready for pickup.',
      button: 'See your hold',
    },
    holdExpired: {
      subject: 'Your hold on {{title}} has expired',
      preview: 'You can place it again on My Library.',
      heading: 'Your hold has expired',
      body: 'Your hold on {{title}} expired on {{date}}: it was not picked up in time, so it went to the next reader.\n\nIf you still want the book, you can place the hold again.',
      bodyDigital:
        'Your hold on {{title}} expired on {{date}}: it was not borrowed in time, so it went to the next reader.\n\nIf you still want the book, you can place the hold again.',
      button: 'See My Library',
    },
    dueSoon: {
      subject: '{{title}} is due on {{date}}',
      preview: 'Renew it or return it by then.',
      heading: 'A loan is due soon',
      body: '{{title}} is due on {{date}}.\n\nYou can renew it on My Library if nobody is waiting for it, or return it at any branch.',
      bodyDigital:
        '{{title}} is due on {{date}}, and it returns itself that day.\n\nYou can renew it on My Library if nobody is waiting for it.',
      button: 'See your loans',
    },
    overdue: {
      subject: '{{title}} is overdue',
      preview: 'It was due on {{date}}. Please return it.',
      heading: 'A loan is overdue',
      body: '{{title}} was due on {{date}} and is overdue. Please return it at any branch as soon as you can, so that the next reader can have it.\n\nThe library charges no fines. But while you have a loan more than {{days}} days overdue, you cannot borrow, renew or place holds.',
      button: 'See your loans',
    },
    loanEnded: {
      subject: 'Your loan of {{title}} has ended',
      preview: 'It ended on {{date}}; there is nothing to do.',
      heading: 'Your loan has ended',
      body: 'Your e-book or audiobook loan of {{title}} ended on {{date}} and was returned automatically: there is nothing for you to do.\n\nIf you want to keep reading, you can borrow it again or place a hold on My Library.',
      button: 'See My Library',
    },
    postHidden: {
      subject: 'A moderator hid your post in “{{title}}”',
      preview: 'The reason, and how to ask for a review.',
      heading: 'Your post was hidden',
      body: 'A moderator hid your post in “{{title}}”, so other readers no longer see it. The reason they gave: {{reason}}\n\nIf you think this was a mistake, ask for a review: write to us from the Contact page, naming the discussion, and a librarian will look at it again.',
      button: 'Ask for a review',
    },
    postRestored: {
      subject: 'Your post in “{{title}}” is visible again',
      preview: 'A moderator restored it.',
      heading: 'Your post is back',
      body: 'A moderator reviewed your post in “{{title}}” and restored it: other readers see it again. Their note: {{reason}}',
      button: 'See your post',
    },
    meetingTomorrow: {
      subject: '{{title}} meets tomorrow',
      preview: 'The meeting is on {{date}}.',
      heading: 'Your reading group meets tomorrow',
      body: 'A reminder from {{title}}: the group meets on {{date}}. The group page has the book and the discussions.',
      button: 'See the group',
    },
    checkOutReceipt: {
      subject: 'Receipt: {{title}}, due {{date}}',
      preview: 'Borrowed at {{branch}}.',
      heading: 'Your receipt',
      body: 'You borrowed {{title}} (copy {{barcode}}) at {{branch}}. Please return it by {{date}}, at any branch; you can renew it on My Library.',
      button: 'See your loans',
    },
    checkInReceipt: {
      subject: 'Receipt: {{title}} returned',
      preview: 'Returned at {{branch}}, thank you.',
      heading: 'Returned, thank you',
      body: '{{title}} (copy {{barcode}}) was returned at {{branch}} on {{date}}. It is no longer on your loans.',
      button: 'See My Library',
    },
    verifyEmail: {
      subject: 'Confirm your e-mail address',
      preview: 'One step left to finish your library account.',
      heading: 'Confirm your e-mail address',
      body: 'Welcome to the City Public Library. Please confirm that this is your e-mail address: then you can post in the community and get your library notices by e-mail.',
      button: 'Confirm my address',
    },
    resetPassword: {
      subject: 'Reset your password',
      preview: 'Choose a new password for your library account.',
      heading: 'Choose a new password',
      body: 'We got a request to reset the password of your library account. Choose a new one with the button below.\n\nThe link works once and only for a limited time. If it has expired, ask for a new one.',
      button: 'Choose a new password',
    },
    changeEmail: {
      subject: 'Confirm your new e-mail address',
      preview: "Confirm that {{email}} should become your account's address.",
      heading: 'Confirm your new e-mail address',
      body: 'Please confirm that {{email}} should become the e-mail address of your library account.\n\nUntil you confirm, you keep signing in with your current address.',
      button: 'Confirm the new address',
    },
  },
} as const satisfies Shape;

/** Every key of the English catalogue, each a string: what every other language must give. */
type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type MailStrings = Words<typeof en>;

const ar: MailStrings = {
  library: 'مكتبة المدينة العامة',
  greeting: 'مرحبًا،',
  greetingNamed: 'مرحبًا {{name}}،',
  hours: 'أبوابنا مفتوحة من الأحد إلى الخميس، من 8:00 صباحًا حتى 8:00 مساءً',
  branches: BRANCH_NAMES.ar,
  orOpen: 'إن لم يعمل الزر، فافتح هذا الرابط:',
  noticeWhy:
    'تصلك هذه الرسالة لأن إشعارات البريد الإلكتروني مفعّلة في حسابك بالمكتبة. يظهر هذا الإشعار أيضًا في «مكتبتي».',
  unsubscribe: 'إيقاف هذه الرسائل',
  settings: 'إعدادات الإشعارات',
  communityWhy: 'تصلك هذه الرسالة لأن رسائل المجتمع مفعّلة في حسابك بالمكتبة.',
  noReason: 'لم يُذكر.',
  receiptWhy: 'تصلك هذه الرسالة لأنك طلبت إيصالك بالبريد الإلكتروني عند مكتب الإعارة.',
  accountWhy: 'إن لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
  kinds: {
    holdReady: {
      subject: '«{{title}}» جاهز للاستلام في {{branch}}',
      subjectDigital: '«{{title}}» جاهز للاستعارة',
      preview: 'نحتفظ به لك حتى يوم {{date}}.',
      heading: 'حجزك جاهز',
      body: '«{{title}}» جاهز للاستلام في {{branch}} حتى يوم {{date}}.\n\nهذا هو اليوم الأخير، وبعده تنتقل النسخة إلى القارئ التالي في قائمة الانتظار.',
      bodyDigital:
        '«{{title}}» جاهز للاستعارة حتى يوم {{date}}.\n\nهذا هو اليوم الأخير، وبعده ينتقل الكتاب إلى القارئ التالي في قائمة الانتظار.',
      button: 'عرض حجزك',
    },
    holdTransit: {
      subject: '«{{title}}» في طريقه إلى {{branch}}',
      preview: 'من المتوقع وصوله نحو يوم {{date}}.',
      heading: 'حجزك في الطريق',
      body: 'نسخة من «{{title}}» في طريقها إلى {{branch}}، ومن المتوقع وصولها نحو يوم {{date}}.\n\nسنراسلك مجددًا عندما تصبح جاهزة للاستلام.',
      button: 'عرض حجزك',
    },
    holdExpired: {
      subject: 'انتهى حجزك على «{{title}}»',
      preview: 'يمكنك حجزه من جديد في «مكتبتي».',
      heading: 'انتهى حجزك',
      body: 'انتهى حجزك على «{{title}}» يوم {{date}}، إذ لم يُستلَم في الموعد، فانتقل إلى القارئ التالي.\n\nإن كنت لا تزال تريد الكتاب، يمكنك حجزه من جديد.',
      bodyDigital:
        'انتهى حجزك على «{{title}}» يوم {{date}}، إذ لم تتم استعارته في الموعد، فانتقل إلى القارئ التالي.\n\nإن كنت لا تزال تريد الكتاب، يمكنك حجزه من جديد.',
      button: 'الانتقال إلى «مكتبتي»',
    },
    dueSoon: {
      subject: 'موعد إرجاع «{{title}}» هو يوم {{date}}',
      preview: 'جدّد الإعارة أو أرجع الكتاب قبل ذلك.',
      heading: 'اقترب موعد الإرجاع',
      body: 'موعد إرجاع «{{title}}» هو يوم {{date}}.\n\nيمكنك تجديد الإعارة من «مكتبتي» إن لم يكن أحد في انتظاره، أو إرجاعه في أي فرع.',
      bodyDigital:
        'موعد إرجاع «{{title}}» هو يوم {{date}}، وفي ذلك اليوم يُرجَع تلقائيًا.\n\nيمكنك تجديد الإعارة من «مكتبتي» إن لم يكن أحد في انتظاره.',
      button: 'عرض إعاراتك',
    },
    overdue: {
      subject: 'تأخّر إرجاع «{{title}}»',
      preview: 'كان موعد إرجاعه يوم {{date}}. يُرجى إرجاعه.',
      heading: 'إعارة متأخرة',
      body: 'كان موعد إرجاع «{{title}}» يوم {{date}}، وقد تأخّر إرجاعه. يُرجى إرجاعه في أي فرع في أقرب وقت ليصل إلى القارئ التالي.\n\nلا تفرض المكتبة غرامات على التأخير، لكن ما دامت لديك إعارة متأخرة أكثر من {{days}} يومًا، لا يمكنك الاستعارة أو التجديد أو الحجز.',
      button: 'عرض إعاراتك',
    },
    loanEnded: {
      subject: 'انتهت إعارتك لـ«{{title}}»',
      preview: 'انتهت يوم {{date}}، ولا يلزمك فعل شيء.',
      heading: 'انتهت إعارتك',
      body: 'انتهت إعارة الكتاب الإلكتروني أو الصوتي «{{title}}» يوم {{date}}، وأُعيد تلقائيًا، فلا يلزمك فعل شيء.\n\nإن أردت مواصلة القراءة، يمكنك استعارته من جديد أو حجزه من «مكتبتي».',
      button: 'الانتقال إلى «مكتبتي»',
    },
    postHidden: {
      subject: 'أخفى أحد المشرفين مشاركتك في «{{title}}»',
      preview: 'السبب، وطريقة طلب المراجعة.',
      heading: 'أُخفيت مشاركتك',
      body: 'أخفى أحد المشرفين مشاركتك في «{{title}}»، فلم يعد القرّاء الآخرون يرونها. السبب الذي ذكره: {{reason}}\n\nإن رأيت أن ذلك خطأ، فاطلب مراجعتها: راسلنا من صفحة «اتصل بنا» مع ذكر النقاش، وسيعيد أحد أمناء المكتبة النظر فيها.',
      button: 'طلب المراجعة',
    },
    postRestored: {
      subject: 'مشاركتك في «{{title}}» ظاهرة من جديد',
      preview: 'أعادها أحد المشرفين.',
      heading: 'عادت مشاركتك',
      body: 'راجع أحد المشرفين مشاركتك في «{{title}}» وأعادها: يراها القرّاء الآخرون من جديد. ملاحظته: {{reason}}',
      button: 'عرض مشاركتك',
    },
    meetingTomorrow: {
      subject: 'تجتمع «{{title}}» غدًا',
      preview: 'موعد الاجتماع {{date}}.',
      heading: 'تجتمع مجموعة القراءة غدًا',
      body: 'تذكير من «{{title}}»: تجتمع المجموعة يوم {{date}}. تجد في صفحة المجموعة الكتاب والنقاشات.',
      button: 'عرض المجموعة',
    },
    checkOutReceipt: {
      subject: 'إيصال: «{{title}}»، موعد الإرجاع {{date}}',
      preview: 'استُعير من {{branch}}.',
      heading: 'إيصالك',
      body: 'استعرت «{{title}}» (النسخة {{barcode}}) من {{branch}}. يُرجى إرجاعه حتى {{date}} في أي فرع؛ ويمكنك تجديد الإعارة من «مكتبتي».',
      button: 'عرض إعاراتك',
    },
    checkInReceipt: {
      subject: 'إيصال: أُعيد «{{title}}»',
      preview: 'أُعيد في {{branch}}، شكرًا لك.',
      heading: 'أُعيد الكتاب، شكرًا لك',
      body: 'أُعيد «{{title}}» (النسخة {{barcode}}) في {{branch}} يوم {{date}}. لم يعد ضمن إعاراتك.',
      button: 'الانتقال إلى «مكتبتي»',
    },
    verifyEmail: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      preview: 'خطوة واحدة لإكمال حسابك في المكتبة.',
      heading: 'أكّد عنوان بريدك الإلكتروني',
      body: 'مرحبًا بك في مكتبة المدينة العامة. يُرجى تأكيد أن هذا العنوان هو عنوان بريدك الإلكتروني، لتتمكن بعدها من النشر في مجتمع القرّاء وتلقّي إشعارات المكتبة بالبريد الإلكتروني.',
      button: 'تأكيد عنواني',
    },
    resetPassword: {
      subject: 'إعادة تعيين كلمة المرور',
      preview: 'اختر كلمة مرور جديدة لحسابك في المكتبة.',
      heading: 'اختر كلمة مرور جديدة',
      body: 'وصلنا طلب لإعادة تعيين كلمة مرور حسابك في المكتبة. اختر كلمة مرور جديدة بالزر أدناه.\n\nيعمل الرابط مرة واحدة ولمدة محدودة. وإن انتهت صلاحيته، فاطلب رابطًا جديدًا.',
      button: 'اختيار كلمة مرور جديدة',
    },
    changeEmail: {
      subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
      preview: 'أكّد أنك تريد أن يصبح {{email}} عنوان حسابك.',
      heading: 'أكّد عنوان بريدك الإلكتروني الجديد',
      body: 'يُرجى تأكيد أنك تريد أن يصبح {{email}} عنوان البريد الإلكتروني لحسابك في المكتبة.\n\nوإلى أن تؤكّده، ستواصل تسجيل الدخول بعنوانك الحالي.',
      button: 'تأكيد العنوان الجديد',
    },
  },
};

export const MAIL_STRINGS = { en, ar } as const satisfies Record<string, MailStrings>;

/**
 * Fills {{placeholders}} with `values`, as plain text (React escapes it where it lands in HTML).
 * A placeholder with no value is left as written, so a typo shows in the snapshots.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A body's paragraphs (a blank line between two). */
export const paragraphs = (text: string) => text.split(/\n{2,}/).filter(Boolean);
