import { Link } from 'react-router-dom';
import { siteLinkSegments } from '@shared/site-links';

/**
 * Text the AI assistant wrote, as plain text: only links to this site (relative paths such as
 * /books/dune, or this origin) become in-app links; any other URL, domain or e-mail address stays
 * unclickable text. The functions refuse such answers anyway (ai/output-check.ts): this is the
 * second line. Members' own text is never linked (render it as a plain string).
 */
export function AssistantText({ text, origin = currentOrigin() }: { text: string; origin?: string }) {
  const segments = siteLinkSegments(text, origin ? [origin] : []);
  return (
    <>
      {segments.map((s, i) =>
        s.kind === 'link' ? (
          <Link key={i} to={s.path}>
            {s.text}
          </Link>
        ) : (
          s.text
        ),
      )}
    </>
  );
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}
