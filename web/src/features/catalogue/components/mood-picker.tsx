import { useTranslation } from 'react-i18next';
import { MOODS, type Mood } from '@shared/constants';
import { isMoodDisabled, toggleMood } from '../lib/mood-picker';

/** Toggle buttons for the six moods; at most two, after which the rest are disabled. */
export function MoodPicker({ value, onChange }: { value: Mood[]; onChange: (moods: Mood[]) => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mood-picker">
      {MOODS.map((mood) => {
        const on = value.includes(mood);
        return (
          <button
            key={mood}
            type="button"
            className={on ? 'mood-option mood-option-on' : 'mood-option'}
            aria-pressed={on}
            disabled={isMoodDisabled(value, mood)}
            onClick={() => onChange(toggleMood(value, mood))}
          >
            {t(`mood.${mood}`)}
          </button>
        );
      })}
    </div>
  );
}
