import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactMessageSchema, type ContactMessageInput } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorDetails, errorCode } from '@/lib/callable-errors';
import { useSendContactMessage } from '../hooks/use-send-contact-message';
import '../contact.css';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** The i18n key of the message to show for a failed send. */
function failureKey(err: unknown): string {
  const details = errorDetails(err);
  if (details?.reason === 'rate-limited') return 'errors:rateLimited';
  if (details?.reason === 'validation' && details.messageKey) return details.messageKey.replace('.', ':');
  if (errorCode(err) === 'unavailable') return 'errors:network';
  return 'contact:form.failed';
}

/**
 * The contact form of spec section 4: idle -> sending (at least CONTACT_SEND_DELAY_MS, as on the
 * old site) -> sent, with a thank-you and "Send another message" back to the cleared form. Unlike
 * the old site the message is really sent, so a failure is shown and the fields are kept.
 */
export function ContactForm() {
  const { t } = useTranslation(['contact', 'errors', 'validation']);
  const sendMessage = useSendContactMessage();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });

  // Move focus with the state change so keyboard and screen-reader users follow it.
  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
  }, [status]);

  const onSubmit = async (values: ContactMessageInput) => {
    setFailure(null);
    setStatus('sending');
    try {
      await sendMessage.run(values);
      reset(EMPTY);
      setStatus('sent');
    } catch (err) {
      setFailure(failureKey(err));
      setStatus('idle');
    }
  };

  if (status === 'sent') {
    return (
      <div className="contact-sent" role="status">
        <CheckCircle2 size={48} aria-hidden="true" className="contact-sent-icon" />
        <h3 ref={thanksRef} tabIndex={-1}>
          {t('form.sentTitle')}
        </h3>
        <p>{t('form.sentText')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setStatus('idle');
            // The form mounts again on the next render; focus its first field then.
            setTimeout(() => firstFieldRef.current?.focus());
          }}
        >
          {t('form.sendAnother')}
        </Button>
      </div>
    );
  }

  const sending = status === 'sending';
  const nameField = register('name');
  return (
    <form className="form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} aria-busy={sending}>
      <p className="field-hint">{t('form.requiredNote')}</p>
      {failure ? <Alert>{t(failure)}</Alert> : null}
      <div className="form-row">
        <Field label={t('form.name')} error={errors.name?.message}>
          <input
            className="input"
            autoComplete="name"
            required
            {...nameField}
            ref={(el) => {
              nameField.ref(el);
              firstFieldRef.current = el;
            }}
          />
        </Field>
        <Field label={t('form.email')} error={errors.email?.message}>
          <input className="input" type="email" autoComplete="email" required {...register('email')} />
        </Field>
      </div>
      <div className="form-row">
        <Field label={t('form.phone')} error={errors.phone?.message}>
          <input className="input" type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label={t('form.subject')} error={errors.subject?.message}>
          <input className="input" required {...register('subject')} />
        </Field>
      </div>
      <Field label={t('form.message')} error={errors.message?.message}>
        <textarea className="textarea" rows={4} required {...register('message')} />
      </Field>
      <div className="form-actions">
        <Button type="submit" busy={sending}>
          <Send size={18} aria-hidden="true" className="flip-rtl" />
          {sending ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}
