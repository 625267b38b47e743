import { Monitor, Moon, Sun } from '@/components/ui/icons';
import { ThemeMenu } from './theme-menu';

/** The theme menu, with its icons rendered here on the server. */
export function ThemeToggle() {
  return (
    <ThemeMenu
      icons={{
        light: <Sun className="size-4" />,
        dark: <Moon className="size-4" />,
        system: <Monitor className="size-4" />,
      }}
    />
  );
}
