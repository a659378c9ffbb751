import './profile-details-fields.css';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERESTS } from '@shared/constants';
import type { ProfileSettings } from '@shared/profile-schemas';
import { Field } from '@/components/ui/field';
import { ToggleChips } from '@/components/ui/toggle-chips';

/**
 * The profile fields shared by sign-up step 2 (auth) and Profile Settings (profile), which is why
 * they live outside both features: names, date of birth, field of study, avatar URL and the 20
 * interest chips. Each screen brings its own schema (sign-up requires more of them).
 */
export function ProfileDetailsFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<ProfileSettings>;
  control: Control<ProfileSettings>;
  errors: FieldErrors<ProfileSettings>;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      <div className="form-row">
        <Field label={t('fields.firstName')} error={errors.firstName?.message}>
          <input className="input" autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={t('fields.lastName')} error={errors.lastName?.message}>
          <input className="input" autoComplete="family-name" {...register('lastName')} />
        </Field>
      </div>
      <div className="form-row">
        <Field label={t('fields.dateOfBirth')} error={errors.dateOfBirth?.message}>
          <input className="input" type="date" autoComplete="bday" {...register('dateOfBirth')} />
        </Field>
        <Field label={t('fields.fieldOfStudy')} error={errors.fieldOfStudy?.message}>
          <input className="input" {...register('fieldOfStudy')} />
        </Field>
      </div>
      <Field label={t('fields.avatarUrl')} hint={t('fields.avatarUrlHint')} error={errors.avatarUrl?.message}>
        <input className="input" type="url" inputMode="url" autoComplete="photo" {...register('avatarUrl')} />
      </Field>
      <Controller
        control={control}
        name="interests"
        render={({ field }) => (
          <ToggleChips
            legend={t('fields.interests')}
            options={INTERESTS}
            selected={field.value as (typeof INTERESTS)[number][]}
            onChange={field.onChange}
            // The stored value stays the English name (the schema's list); the chip shows it translated.
            labelOf={(interest) => t(`interestOptions.${interest}`)}
          />
        )}
      />
    </>
  );
}

export const EMPTY_PROFILE_DETAILS: ProfileSettings = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  fieldOfStudy: '',
  avatarUrl: '',
  interests: [],
};
