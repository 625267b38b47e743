'use client';

import { clsx } from 'clsx';
import { useTheme } from 'next-themes';
import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

const themes = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const;

export type ThemeIcons = Record<(typeof themes)[number]['value'], ReactNode>;

const subscribe = () => () => {};

/** True only after hydration, so the server HTML and the first client render agree. */
function useMounted() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Runs a theme change with CSS transitions off, so every colour switches in the same frame
 * (next-themes' own option for this also runs on every page load, where it costs two restyles).
 */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(style);
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

/**
 * Light, dark or the system's choice, as a small disclosure of three pressed/unpressed buttons.
 * Rendered only after mount: the stored choice is known only in the browser. The icons come
 * rendered from the server (ThemeToggle), so no icon code is in the script every page loads.
 */
export function ThemeMenu({ icons }: { icons: ThemeIcons }) {
  const mounted = useMounted();
  const { theme, resolvedTheme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof PointerEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!mounted) return <span className="inline-block size-10" aria-hidden="true" />;
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Theme: ${theme ?? 'light'}. Change theme`}
        onClick={() => setOpen(!open)}
        className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
      >
        {resolvedTheme === 'dark' ? icons.dark : icons.light}
      </button>
      <fieldset
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-1.5 min-w-36 rounded-lg border border-border bg-card p-1 text-foreground shadow-lg"
      >
        <legend className="sr-only">Theme</legend>
        {themes.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={theme === value}
            onClick={() => {
              withoutTransitions(() => setTheme(value));
              setOpen(false);
            }}
            className={clsx(
              'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted',
              theme === value && 'font-semibold',
            )}
          >
            {icons[value]}
            {label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
