import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Tabs as the WAI-ARIA Authoring Practices describe them (tablist, tab, tabpanel; the selected tab
 * is the one Tab stops on; arrow keys, in reading order, and Home and End move and select; only
 * the open panel is rendered). Written here rather than taken from @radix-ui/react-tabs: that
 * package and its roving-focus, collection and presence helpers were 9 KB (gzip) of /community's
 * first load, over the phone budget (docs/performance.md, docs/libraries.md).
 */
export function Tabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: ReadonlyArray<{ value: V; label: ReactNode }>;
  value: V;
  onChange: (value: V) => void;
  /** The open tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const { i18n } = useTranslation();
  const buttons = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (v: V) => `${id}-tab-${v}`;
  const panelId = (v: V) => `${id}-panel-${v}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.value === value);
    // Arrows follow the reading direction: in Arabic, ArrowLeft is "next".
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const next = {
      [forward]: (at + 1) % tabs.length,
      [back]: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next]!.value;
    onChange(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="tabs-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                if (el) buttons.current.set(tab.value, el);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className="tabs-trigger"
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0} className="tabs-content">
        {children}
      </div>
    </div>
  );
}
