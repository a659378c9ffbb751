import { Bot } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHAT_PANEL_HEIGHT_PX } from '@shared/constants';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import '../book-chat.css';

// Members only, inside a panel of fixed height (no layout shift when it arrives).
const Conversation = lazy(() => import('./book-chat-conversation').then((m) => ({ default: m.Conversation })));

/** The per-book chat (spec: 400 px panel on /books/{id}); visitors get a sign-in prompt. */
export function BookChatPanel({ bookId }: { bookId: string }) {
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  const titleId = useId();
  return (
    <section className="card book-chat" style={{ height: CHAT_PANEL_HEIGHT_PX }} aria-labelledby={titleId}>
      <h2 id={titleId} className="book-chat-title">
        <Bot size={20} aria-hidden="true" />
        {t('title')}
      </h2>
      {user === undefined ? (
        <Spinner />
      ) : user ? (
        <Suspense fallback={<Spinner />}>
          <Conversation uid={user.uid} bookId={bookId} />
        </Suspense>
      ) : (
        <div className="book-chat-signin">
          <p>{t('signInPrompt')}</p>
          <Link className="btn btn-primary" to={paths.login}>
            {t('signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}
