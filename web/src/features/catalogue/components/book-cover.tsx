import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/lib/cx';

/**
 * The cover image, or a placeholder icon when there is none (or it fails to load). `priority` is
 * for covers in the first screenful: they load at once instead of lazily, since the largest of
 * them is usually what the visitor waits for.
 */
export function BookCover({
  url,
  title,
  className,
  priority = false,
}: {
  url: string;
  title: string;
  className?: string;
  priority?: boolean;
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      width={300}
      height={450}
      onError={() => setFailed(true)}
      data-title={title}
    />
  );
}
