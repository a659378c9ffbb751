import { useTranslation } from 'react-i18next';
import type { Milestone } from '@shared/documents/community';
import { Field } from '@/components/ui/field';
import { milestoneLabel } from '../lib/milestones';

/**
 * "How far does this read?": a post's milestone, from `floor` (a reply's discussion) up to where
 * the author is. The server checks the same bounds (clubs.ts, milestoneToPostAt).
 */
export function MilestoneSelect({
  milestones,
  floor,
  highest,
  value,
  onChange,
}: {
  milestones: readonly Milestone[];
  floor: number;
  highest: number;
  value: number;
  onChange: (milestone: number) => void;
}) {
  const { t } = useTranslation('community');
  const choices = Array.from({ length: highest - floor + 1 }, (_, i) => floor + i);
  return (
    <Field label={t('club.postAt')} hint={t('club.postAtHint')}>
      <select className="select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {choices.map((m) => (
          <option key={m} value={m}>
            {milestoneLabel(t, milestones, m)}
          </option>
        ))}
      </select>
    </Field>
  );
}
