/**
 * The company's name and the agent's name, typed once. `siteConfig` (./config) carries them to
 * every page, email and JSON-LD block; modules that also reach the browser (the plans, which the
 * ROI calculator imports) read them from here, so the browser bundle does not pull in the
 * environment module that ./config needs.
 */
export const brand = {
  name: 'Jackie AI',
  agentName: 'Jackie',
} as const;
