import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@shared/languages';
import { useAuth } from '@/lib/auth/auth-context';
import { remember } from '@/i18n/language-choice';

// Firestore stays out of the entry chunk: the profile module loads only when a member's choice is read or saved.
const ownProfile = () => import('@/lib/profile/own-profile');

/**
 * The header's language switch (docs/i18n.md): one button naming the other language in that
 * language ("العربية" on English pages, "English" on Arabic ones). The choice is remembered in this
 * browser and, for a signed-in member, on their profile; when a member signs in, the language saved
 * on their profile (chosen on another device, say) is applied.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const current: Language = i18n.language === 'ar' ? 'ar' : 'en';
  const other: Language = current === 'ar' ? 'en' : 'ar';

  // A sign-in is the session going from signed out to a member; a session restored at page load
  // (undefined first) keeps the language this browser opened in, so a ?lang= link is honoured.
  const previous = useRef(user);
  useEffect(() => {
    const was = previous.current;
    previous.current = user;
    if (was !== null || !user) return;
    let cancelled = false;
    ownProfile()
      .then(({ getOwnLanguage }) => getOwnLanguage(user.uid))
      .then((saved) => {
        if (cancelled || !isLanguage(saved) || saved === i18n.language) return;
        remember(saved);
        return i18n.changeLanguage(saved);
      })
      .catch((err: unknown) => console.warn('could not read the saved language', err));
    return () => {
      cancelled = true;
    };
  }, [user, i18n]);

  const choose = () => {
    remember(other);
    void i18n.changeLanguage(other);
    if (user) {
      void ownProfile()
        .then(({ saveOwnLanguage }) => saveOwnLanguage(user.uid, other))
        // A profile the member has not made yet (an account made by an admin) keeps the choice locally.
        .catch((err: unknown) => console.warn('could not save the language', err));
    }
  };

  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      dir={other === 'ar' ? 'rtl' : 'ltr'}
      onClick={choose}
      data-testid="language-switch"
    >
      {t(`language.name.${other}`)}
    </button>
  );
}
