import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import { useAiProvider } from '../hooks/use-ai-provider';
import './ai-offline-notice.css';

/**
 * Says honestly that answers come from the offline helper, not an AI model, or that the assistant
 * is unavailable (no AI configured: every AI call fails). Renders nothing when a real provider is
 * configured (or while the status is unknown). Reusable by any AI feature.
 */
export function AiOfflineNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  // Nothing while the status is unknown (loading, or the status call failed).
  const provider = useAiProvider().data;
  if (provider !== 'offline' && provider !== 'unavailable') return null;
  return (
    <p className={cx('ai-offline-notice', className)} role="note">
      <CloudOff size={16} aria-hidden="true" className="ai-offline-notice-icon" />
      <span>{provider === 'offline' ? t('ai.offline') : t('ai.unavailable')}</span>
    </p>
  );
}
