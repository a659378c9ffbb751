import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, react-hook-form, Radix Dialog) loads when it is first opened, so
 * the page that offers it starts with less JavaScript. `preload` lets the opening button fetch the
 * chunk on hover or focus, before the click. Once opened, the dialog stays mounted, as a plain
 * dialog would, so Radix can return focus to the button on close.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Dialog = lazy(preload) as unknown as ComponentType<P>;

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
