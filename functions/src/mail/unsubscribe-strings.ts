/** The unsubscribe page's words (mail/unsubscribe.ts), in the site's two languages. */
import type { MemberMailKind } from '../shared/mail-kinds.js';
import type { Language } from '../shared/languages.js';

export interface UnsubscribeStrings {
  library: string;
  title: string;
  kinds: Record<MemberMailKind, string>;
  question: (what: string) => string;
  confirm: string;
  done: (what: string) => string;
  invalid: string;
  settings: string;
}

export const UNSUBSCRIBE_STRINGS: Record<Language, UnsubscribeStrings> = {
  en: {
    library: 'City Public Library',
    title: 'E-mail notices',
    kinds: {
      holdReady: 'a hold ready for pickup',
      holdTransit: 'a hold on its way to your branch',
      dueSoon: 'a loan due soon',
      overdue: 'an overdue loan',
      holdExpired: 'a hold that expired',
      loanEnded: 'an e-book or audiobook loan that ended',
      postHidden: 'a moderator hiding your post',
      postRestored: 'a moderator restoring your post',
      meetingTomorrow: "your reading group's meeting tomorrow",
    },
    question: (what) => `Stop e-mails about ${what}? You will still see these notices on My Library.`,
    confirm: 'Turn off these e-mails',
    done: (what) =>
      `Done: you will no longer get e-mails about ${what}. These notices still appear on My Library, and you can turn the e-mails back on in your notification settings.`,
    invalid: 'This unsubscribe link is not valid. You can choose which e-mails you get in your notification settings.',
    settings: 'Notification settings',
  },
  ar: {
    library: 'مكتبة المدينة العامة',
    title: 'الإشعارات بالبريد الإلكتروني',
    kinds: {
      holdReady: 'حجز جاهز للاستلام',
      holdTransit: 'حجز في طريقه إلى فرعك',
      dueSoon: 'إعارة يقترب موعد إرجاعها',
      overdue: 'إعارة متأخرة',
      holdExpired: 'حجز انتهت مدته',
      loanEnded: 'إعارة كتاب إلكتروني أو صوتي انتهت',
      postHidden: 'إخفاء أحد المشرفين لمشاركتك',
      postRestored: 'إعادة أحد المشرفين لمشاركتك',
      meetingTomorrow: 'اجتماع مجموعة القراءة غدًا',
    },
    question: (what) => `هل تريد إيقاف رسائل البريد الإلكتروني عن: ${what}؟ ستبقى هذه الإشعارات ظاهرة في «مكتبتي».`,
    confirm: 'إيقاف هذه الرسائل',
    done: (what) =>
      `تم: لن تصلك بعد الآن رسائل بريد إلكتروني عن: ${what}. ستبقى هذه الإشعارات ظاهرة في «مكتبتي»، ويمكنك إعادة تشغيل الرسائل من إعدادات الإشعارات.`,
    invalid: 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك اختيار الرسائل التي تصلك من إعدادات الإشعارات.',
    settings: 'إعدادات الإشعارات',
  },
};
