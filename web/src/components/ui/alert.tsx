import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** An inline message box; errors are announced to screen readers. */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={cx('alert', `alert-${tone}`)} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
