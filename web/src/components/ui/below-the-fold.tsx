import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { readerPresent } from '@/lib/reader-present';

/**
 * A section below the first screen: rendered (its code loaded, its data asked for) once its place
 * comes within a screen's height of the viewport, or once the reader shows up (a key, a pointer, a
 * focus, or a quiet moment: lib/reader-present.ts), so a keyboard or screen reader user finds it
 * before scrolling. Until then a slow phone spends nothing on what the reader cannot see yet
 * (issue 28). An address with a #fragment renders it at once: the fragment may name something in it.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof window !== 'undefined' && window.location.hash.length > 1);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    let live = true;
    // A transition: the section's first render yields to the browser instead of being one long task.
    const show = () => live && startTransition(() => setShown(true));
    void readerPresent().then(show);
    const observer =
      place.current && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin: '100% 0px',
          })
        : null;
    if (place.current) observer?.observe(place.current);
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [shown]);
  return shown ? children : <div ref={place} />;
}
