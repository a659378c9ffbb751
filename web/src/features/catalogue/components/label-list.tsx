import { useTranslation } from 'react-i18next';

/** A titled row of badges (formats, tags, moods); "None listed" when empty. */
export function LabelList({ heading, labels }: { heading: string; labels: readonly string[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="label-list">
      <h2 className="label-list-heading">{heading}</h2>
      {labels.length > 0 ? (
        <ul className="label-list-items">
          {labels.map((label) => (
            <li key={label} className="badge" dir="auto">
              {label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="label-list-empty">{t('none')}</p>
      )}
    </div>
  );
}
