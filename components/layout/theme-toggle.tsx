import { Monitor, Moon, Sun } from '@/components/ui/icons';

const themes = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
] as const;

const panelId = 'theme-menu';

/**
 * Light, dark or the system's choice: a button that opens a small group of three pressed/unpressed
 * buttons. It is whole in the server's HTML and needs no React: the button opens the group as a
 * native popover (the browser opens and closes it, returns focus, closes it on Escape or a click
 * outside and says whether it is expanded), and the inline first-act script
 * (lib/site/first-act-script.ts) applies and stores a choice and sets the pressed states from
 * what is stored when the group opens. So it works from the first paint, before the page's
 * scripts have arrived. The button shows the sun or the moon by the theme on <html>, by CSS.
 * Without JavaScript a choice could not be applied nor kept: the button is there but invisible,
 * so the header does not move either way.
 */
export function ThemeToggle() {
  return (
    <div className="theme-menu">
      <button
        type="button"
        popoverTarget={panelId}
        aria-label="Change theme"
        className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted [html:not(.light,.dark)_&]:invisible"
      >
        <Sun className="size-4 dark:hidden" />
        <Moon className="hidden size-4 dark:block" />
      </button>
      <fieldset
        id={panelId}
        popover="auto"
        className="theme-panel min-w-36 rounded-lg border border-border bg-card p-1 text-foreground shadow-lg"
      >
        <legend className="sr-only">Theme</legend>
        {themes.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            data-theme-choice={value}
            aria-pressed={value === 'light'}
            className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted aria-pressed:font-semibold"
          >
            <Icon className="size-4" />
            {label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
