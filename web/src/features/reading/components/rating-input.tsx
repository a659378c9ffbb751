import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HALF_STARS_MAX } from '@shared/documents/reading';
import { cx } from '@/lib/cx';

/**
 * Half stars as a radio group: ten radios, each half of a star, so arrow keys move by half a star
 * and a screen reader says "3.5 stars". Each label shows its half of a star icon; logical CSS
 * properties put the first half at the start, so in Arabic the stars fill from the right.
 */
export function RatingInput({
  value,
  disabled,
  onChange,
}: {
  /** Half stars (1-10), or null: not rated. */
  value: number | null;
  disabled?: boolean;
  onChange: (halfStars: number) => void;
}) {
  const { t } = useTranslation('reading');
  const name = useId();
  return (
    <fieldset className="rating-input" disabled={disabled} data-testid="rating-input">
      <legend className="visually-hidden">{t('rating.yours')}</legend>
      {Array.from({ length: HALF_STARS_MAX }, (_, i) => {
        const halves = i + 1;
        const id = `${name}-${halves}`;
        return (
          <span key={halves} className="rating-half-wrap">
            <input
              type="radio"
              className="visually-hidden"
              id={id}
              name={name}
              value={halves}
              checked={value === halves}
              onChange={() => onChange(halves)}
            />
            <label
              htmlFor={id}
              className={cx(
                'rating-half',
                halves % 2 === 0 && 'rating-half-end',
                value !== null && halves <= value && 'on',
              )}
              title={t('rating.stars', { count: halves / 2 })}
            >
              <Star size={28} aria-hidden="true" />
              <span className="visually-hidden">{t('rating.stars', { count: halves / 2 })}</span>
            </label>
          </span>
        );
      })}
    </fieldset>
  );
}

/** A rating shown, not chosen: "★ 4.5". */
export function StarsShown({ halfStars }: { halfStars: number }) {
  const { t } = useTranslation('reading');
  const stars = halfStars / 2;
  return (
    <span className="rating-shown">
      <Star size={14} aria-hidden="true" className="rating-shown-star" />
      {t('rating.stars', { count: stars })}
    </span>
  );
}
