import { useId, type ReactElement, cloneElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A labelled form field. `error` is an i18n key from the shared zod schemas ("validation.*") or a
 * plain message; the control gets aria-invalid and aria-describedby wired to it.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const message = error ? (error.startsWith('validation.') ? t(error.replace('.', ':')) : error) : null;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
