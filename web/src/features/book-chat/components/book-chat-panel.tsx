import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHAT_PANEL_HEIGHT_PX } from '@shared/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';

/** The book chat panel (placeholder until the AI issue builds the chat itself). */
export function BookChatPanel({ bookId: _bookId }: { bookId: string }) {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  return (
    <section className="card" style={{ height: CHAT_PANEL_HEIGHT_PX, padding: 'var(--space-4)' }} aria-label="Book chat">
      {user ? null : <Link to={paths.login}>{t('nav.login')}</Link>}
    </section>
  );
}
