'use client';

import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { DropdownMenu } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

const themes = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
] as const;

const subscribe = () => () => {};

/** True only after hydration, so the server HTML and the first client render agree. */
function useMounted() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export function ThemeToggle() {
  const mounted = useMounted();
  const { theme, resolvedTheme, setTheme } = useTheme();
  // The toggle depends on the stored choice, which only the browser knows: render a same-size
  // empty slot until mounted.
  if (!mounted) return <span className="inline-block size-10" aria-hidden="true" />;
  const CurrentIcon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Theme: ${theme ?? 'light'}. Change theme`}>
          <CurrentIcon aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-lg border border-border bg-card p-1 text-foreground shadow-lg"
        >
          <DropdownMenu.RadioGroup value={theme} onValueChange={setTheme}>
            {themes.map(({ value, label, Icon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold"
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
