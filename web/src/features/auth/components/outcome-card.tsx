import type { ReactNode } from 'react';
import '../auth.css';

/**
 * The end of an auth flow: an icon, a title, the outcome announced to screen readers, then what
 * to do next (Registration Successful, reset link sent, password changed, link no longer valid).
 */
export function OutcomeCard({
  icon,
  title,
  text,
  warning = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  warning?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <div className="card auth-card auth-success">
        <div className={warning ? 'auth-success-icon auth-warning-icon' : 'auth-success-icon'} aria-hidden="true">
          {icon}
        </div>
        <h1 className="page-title">{title}</h1>
        <p role="status">{text}</p>
        {children}
      </div>
    </div>
  );
}
