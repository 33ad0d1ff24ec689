import { type ComponentType, type ReactElement, useEffect, useRef, useState } from 'react';

type ComponentLoader = () => Promise<ComponentType>;

const loaded = new Map<ComponentLoader, ComponentType>();
const loading = new Map<ComponentLoader, Promise<ComponentType>>();

/** Loads a component once, however many times it is asked for. */
function loadComponent(loader: ComponentLoader): Promise<ComponentType> {
  let promise = loading.get(loader);
  if (!promise) {
    promise = loader().then((component) => {
      loaded.set(loader, component);
      return component;
    });
    promise.catch(() => loading.delete(loader));
    loading.set(loader, promise);
  }
  return promise;
}

/** Runs `work` once the browser is idle after the first screen (or after a second at most). */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 300);
  return () => window.clearTimeout(handle);
}

/**
 * Opens the just-loaded control the way the user tried to open its stand-in. Radix menus and
 * selects open on Enter, popovers on click: try the key first, then the click.
 */
function openTrigger(container: HTMLElement | null) {
  const trigger = container?.querySelector<HTMLElement>('button, [role="combobox"]');
  if (!trigger) return;
  trigger.focus();
  trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  if (trigger.getAttribute('aria-expanded') !== 'true') trigger.click();
}

type DeferredProps = {
  /** The real control, kept out of the first download (its Radix code is the heavy part). */
  load: ComponentLoader;
  /** A look-alike of the control's button, rendered from the entry's own code until it arrives. */
  fallback: ReactElement;
};

/**
 * Shows `fallback` at once and swaps in the real control when the browser is idle, or as soon as
 * the pointer or focus reaches it. A click on the stand-in opens the real control once loaded.
 */
export function Deferred({ load, fallback }: DeferredProps) {
  const [Component, setComponent] = useState<ComponentType | undefined>(() => loaded.get(load));
  const containerRef = useRef<HTMLSpanElement>(null);
  const isOpenRequested = useRef(false);

  useEffect(() => {
    if (Component) return;
    let isCurrent = true;
    const start = () =>
      void loadComponent(load)
        .then((next) => isCurrent && setComponent(() => next))
        .catch((error: unknown) => console.warn('[shell] a header control failed to load', error));
    const cancel = whenIdle(start);
    const container = containerRef.current;
    container?.addEventListener('pointerover', start, { once: true });
    container?.addEventListener('focusin', start, { once: true });
    return () => {
      isCurrent = false;
      cancel();
      container?.removeEventListener('pointerover', start);
      container?.removeEventListener('focusin', start);
    };
  }, [Component, load]);

  useEffect(() => {
    if (!Component || !isOpenRequested.current) return;
    isOpenRequested.current = false;
    openTrigger(containerRef.current);
  }, [Component]);

  return (
    <span
      ref={containerRef}
      className="contents"
      onClickCapture={
        Component
          ? undefined
          : () => {
              isOpenRequested.current = true;
            }
      }
    >
      {Component ? <Component /> : fallback}
    </span>
  );
}
