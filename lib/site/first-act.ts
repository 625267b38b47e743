declare global {
  interface Window {
    /** Set by the inline first-act script (lib/site/first-act-script.ts). */
    jackieActs?: (control: Element) => number;
  }
}

/**
 * For a component with a [data-act] control, once it has hydrated (call it from an effect): how
 * many acts the person made on the control before the page's scripts arrived, held by the inline
 * first-act script (lib/site/first-act-script.ts). From now on the control's acts go to React.
 * The component then does once what the act asked for, however many times it was made.
 */
export function takeFirstActs(control: Element | null): number {
  if (!control || typeof window === 'undefined') return 0;
  return window.jackieActs?.(control) ?? 0;
}
