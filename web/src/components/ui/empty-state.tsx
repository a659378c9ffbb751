import type { ReactNode } from 'react';

export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      {icon ? (
        <div className="empty-state-icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h2 className="empty-state-title">{title}</h2>
      {children ? <div className="empty-state-text">{children}</div> : null}
    </div>
  );
}
