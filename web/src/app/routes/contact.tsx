import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '@/features/contact/components/contact-form';
import '@/features/pages/pages.css';

interface Branch {
  name: string;
  address: string;
}

export function Component() {
  const { t } = useTranslation('pages');
  const branches = t('contact.branches', { returnObjects: true }) as Branch[];
  // Phone numbers read left to right in Arabic text too (dir="ltr" isolates them), or the digit
  // groups would be laid out right to left.
  const phone = t('contact.mainOffice.phone');
  const email = t('contact.mainOffice.email');
  const hours = t('contact.hours');

  return (
    <div className="page-stack">
      <title>{t('common:pageTitle', { page: t('contact.title') })}</title>
      <header>
        <h1 className="page-title">{t('contact.title')}</h1>
        <p className="page-lead">{t('contact.lead')}</p>
      </header>

      <div className="contact-layout">
        <section className="card contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
          <ContactForm />
        </section>

        <section className="card info-card" aria-labelledby="main-office-title">
          <h2 id="main-office-title">{t('contact.mainOfficeTitle')}</h2>
          <dl className="detail-list">
            <Detail icon={<MapPin size={20} />} label={t('contact.addressLabel')}>
              {t('contact.mainOffice.address')}
            </Detail>
            <Detail icon={<Phone size={20} />} label={t('contact.phoneLabel')}>
              <a href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr">
                {phone}
              </a>
            </Detail>
            <Detail icon={<Mail size={20} />} label={t('contact.emailLabel')}>
              <a href={`mailto:${email}`} dir="ltr">
                {email}
              </a>
            </Detail>
            <Detail icon={<Clock size={20} />} label={t('contact.hoursLabel')}>
              {hours}
            </Detail>
          </dl>
        </section>
      </div>

      <section aria-labelledby="branches-title">
        <h2 id="branches-title" className="section-title">
          {t('contact.branchesTitle')}
        </h2>
        <p className="page-lead">{t('contact.branchesLead')}</p>
        <ul className="branch-grid" role="list">
          {branches.map((branch) => (
            <li key={branch.name} className="card branch-card" data-testid="branch">
              <h3>{branch.name}</h3>
              <dl className="detail-list">
                <Detail icon={<MapPin size={18} />} label={t('contact.addressLabel')}>
                  {branch.address}
                </Detail>
                <Detail icon={<Phone size={18} />} label={t('contact.phoneLabel')}>
                  <a href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr">
                    {phone}
                  </a>
                </Detail>
                <Detail icon={<Clock size={18} />} label={t('contact.hoursLabel')}>
                  {hours}
                </Detail>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** One labelled line of contact details; the label is for screen readers, the icon for the eye. */
function Detail({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="detail">
      <dt>
        <span className="detail-icon" aria-hidden="true">
          {icon}
        </span>
        <span className="visually-hidden">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
