import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** What visitors see instead of the community actions. */
export function JoinPrompt() {
  const { t } = useTranslation('community');
  return (
    <section className="card join-prompt" aria-labelledby="join-prompt-title">
      <Users size={32} aria-hidden="true" className="join-prompt-icon" />
      <div>
        <h2 id="join-prompt-title">{t('joinPrompt.title')}</h2>
        <p>{t('joinPrompt.text')}</p>
        <Link to={paths.login} className="btn btn-primary">
          {t('joinPrompt.signIn')}
        </Link>
      </div>
    </section>
  );
}
