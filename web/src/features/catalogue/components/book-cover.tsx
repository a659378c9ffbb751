import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/lib/cx';

/**
 * The cover image, or a placeholder icon when there is none (or it fails to load). `load`: 'lazy'
 * below the first screenful; 'eager' for covers in it, which load at once; 'first' for the one the
 * visitor waits for (the page's largest image, its LCP), which the browser also fetches before
 * everything but the page's styles (fetchpriority high; the server's page preloads it in its head).
 * Only one such cover per page: every high-priority image shares a phone's bandwidth with it.
 */
export function BookCover({
  url,
  title,
  className,
  load = 'lazy',
}: {
  url: string;
  title: string;
  className?: string;
  load?: 'first' | 'eager' | 'lazy';
}) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div className={cx('book-cover', 'book-cover-placeholder', className)} aria-hidden="true">
        <BookOpen size={48} />
      </div>
    );
  }
  return (
    <img
      className={cx('book-cover', className)}
      src={url}
      alt=""
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' ? 'high' : 'auto'}
      decoding="async"
      width={300}
      height={450}
      onError={() => setFailed(true)}
      data-title={title}
    />
  );
}
