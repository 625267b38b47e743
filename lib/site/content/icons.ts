/**
 * Icons the content modules may name; components/marketing/content-icon.tsx draws each one. Data
 * names an icon instead of importing a component, so content stays plain, validated data.
 */
export const iconNames = [
  'bell',
  'calendar',
  'calendar-check',
  'chart',
  'circle-dollar',
  'clipboard',
  'clock',
  'dollar',
  'droplets',
  'file-text',
  'flame',
  'flask',
  'hammer',
  'headset',
  'inbox',
  'layers',
  'layout',
  'megaphone',
  'message',
  'phone-call',
  'phone-forwarded',
  'phone-missed',
  'refresh',
  'shield',
  'siren',
  'smartphone',
  'snowflake',
  'sun',
  'target',
  'trending-up',
  'user-check',
  'users',
  'voicemail',
  'waves',
  'wrench',
  'zap',
] as const;

export type IconName = (typeof iconNames)[number];
