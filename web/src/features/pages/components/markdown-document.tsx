import { createElement } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** Moves every heading down `offset` levels so a document fits under the page's own h1. */
function shiftedHeadings(offset: number): Components {
  const components: Components = {};
  for (const level of [1, 2, 3, 4, 5, 6] as Level[]) {
    const tag = `h${Math.min(level + offset, 6)}`;
    components[`h${level}`] = ({ node: _node, ...props }) => createElement(tag, props);
  }
  return components;
}

/**
 * Renders markdown from our content files. Raw HTML is not rendered (react-markdown's default),
 * and defaultUrlTransform keeps only http, https, irc, ircs, mailto and xmpp links (and relative
 * ones): a javascript: or data: URL becomes an empty, inert href.
 */
export function MarkdownDocument({ source, headingOffset = 0 }: { source: string; headingOffset?: number }) {
  return (
    <div className="markdown-body">
      <Markdown
        urlTransform={defaultUrlTransform}
        components={headingOffset ? shiftedHeadings(headingOffset) : undefined}
      >
        {source}
      </Markdown>
    </div>
  );
}
