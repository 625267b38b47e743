import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = ((props: IconProps) => React.JSX.Element) & { iconName: string };

/**
 * Where the icons are drawn: one SVG sprite of every icon below (app/icons.svg/route.ts), fetched
 * once and cached. Its version changes with this file, with icon-sprite.ts and with Lucide
 * (next.config.ts), so the sprite can be cached for good.
 */
export const iconSprite = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION}`;

/**
 * Lucide's icons as plain SVG elements that draw a symbol of the sprite. Their path data and
 * drawing attributes are in the sprite and the stylesheet, not in each page's HTML and again in its
 * RSC payload (they were a quarter of the longest page), nor in any script. They have no state and render the same on the server and in
 * client components. They are decorative (aria-hidden) everywhere on this site: the text or label
 * next to an icon names it.
 */
function SvgIcon({ name, className, ...props }: IconProps & { name: string }) {
  // Size, stroke and caps come from the .lucide rule (app/globals.css).
  return (
    <svg className={className ? `lucide ${className}` : 'lucide'} {...props} aria-hidden="true">
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}

/**
 * One icon component per Lucide icon, named as Lucide names it. Called once per icon when this
 * module loads (the exports below), never while rendering, so each icon keeps one identity.
 * `#__PURE__` on each call lets the bundler drop the icons a page does not import.
 */
function icon(name: string): Icon {
  const component = function LucideIcon(props: IconProps) {
    return <SvgIcon name={name} {...props} />;
  };
  return Object.assign(component, { iconName: name });
}

export const ArrowDownRight = /* #__PURE__ */ icon('ArrowDownRight');
export const ArrowLeft = /* #__PURE__ */ icon('ArrowLeft');
export const ArrowRight = /* #__PURE__ */ icon('ArrowRight');
export const ArrowUpRight = /* #__PURE__ */ icon('ArrowUpRight');
export const BadgeCheck = /* #__PURE__ */ icon('BadgeCheck');
export const BadgeDollarSign = /* #__PURE__ */ icon('BadgeDollarSign');
export const BellRing = /* #__PURE__ */ icon('BellRing');
export const BookOpen = /* #__PURE__ */ icon('BookOpen');
export const Bot = /* #__PURE__ */ icon('Bot');
export const Calculator = /* #__PURE__ */ icon('Calculator');
export const CalendarCheck = /* #__PURE__ */ icon('CalendarCheck');
export const CalendarClock = /* #__PURE__ */ icon('CalendarClock');
export const CalendarDays = /* #__PURE__ */ icon('CalendarDays');
export const CalendarX2 = /* #__PURE__ */ icon('CalendarX2');
export const ChartColumn = /* #__PURE__ */ icon('ChartColumn');
export const Check = /* #__PURE__ */ icon('Check');
export const ChevronDown = /* #__PURE__ */ icon('ChevronDown');
export const ChevronRight = /* #__PURE__ */ icon('ChevronRight');
export const CircleCheck = /* #__PURE__ */ icon('CircleCheck');
export const CircleDollarSign = /* #__PURE__ */ icon('CircleDollarSign');
export const CirclePlay = /* #__PURE__ */ icon('CirclePlay');
export const CircleX = /* #__PURE__ */ icon('CircleX');
export const ClipboardList = /* #__PURE__ */ icon('ClipboardList');
export const Clock = /* #__PURE__ */ icon('Clock');
export const Clock3 = /* #__PURE__ */ icon('Clock3');
export const Download = /* #__PURE__ */ icon('Download');
export const Droplets = /* #__PURE__ */ icon('Droplets');
export const FileText = /* #__PURE__ */ icon('FileText');
export const Flame = /* #__PURE__ */ icon('Flame');
export const FlaskConical = /* #__PURE__ */ icon('FlaskConical');
export const Hammer = /* #__PURE__ */ icon('Hammer');
export const Handshake = /* #__PURE__ */ icon('Handshake');
export const HardHat = /* #__PURE__ */ icon('HardHat');
export const Headset = /* #__PURE__ */ icon('Headset');
export const Inbox = /* #__PURE__ */ icon('Inbox');
export const Layers = /* #__PURE__ */ icon('Layers');
export const LayoutTemplate = /* #__PURE__ */ icon('LayoutTemplate');
export const LifeBuoy = /* #__PURE__ */ icon('LifeBuoy');
export const Link2 = /* #__PURE__ */ icon('Link2');
export const Mail = /* #__PURE__ */ icon('Mail');
export const Megaphone = /* #__PURE__ */ icon('Megaphone');
export const Menu = /* #__PURE__ */ icon('Menu');
export const MessageSquareText = /* #__PURE__ */ icon('MessageSquareText');
export const MessagesSquare = /* #__PURE__ */ icon('MessagesSquare');
export const Monitor = /* #__PURE__ */ icon('Monitor');
export const MonitorSmartphone = /* #__PURE__ */ icon('MonitorSmartphone');
export const Moon = /* #__PURE__ */ icon('Moon');
export const Newspaper = /* #__PURE__ */ icon('Newspaper');
export const PhoneCall = /* #__PURE__ */ icon('PhoneCall');
export const PhoneForwarded = /* #__PURE__ */ icon('PhoneForwarded');
export const PhoneIncoming = /* #__PURE__ */ icon('PhoneIncoming');
export const PhoneMissed = /* #__PURE__ */ icon('PhoneMissed');
export const Play = /* #__PURE__ */ icon('Play');
export const PlugZap = /* #__PURE__ */ icon('PlugZap');
export const RefreshCcw = /* #__PURE__ */ icon('RefreshCcw');
export const Rocket = /* #__PURE__ */ icon('Rocket');
export const RotateCcw = /* #__PURE__ */ icon('RotateCcw');
export const Ruler = /* #__PURE__ */ icon('Ruler');
export const Search = /* #__PURE__ */ icon('Search');
export const Settings2 = /* #__PURE__ */ icon('Settings2');
export const ShieldCheck = /* #__PURE__ */ icon('ShieldCheck');
export const Signal = /* #__PURE__ */ icon('Signal');
export const Siren = /* #__PURE__ */ icon('Siren');
export const Smartphone = /* #__PURE__ */ icon('Smartphone');
export const Snowflake = /* #__PURE__ */ icon('Snowflake');
export const Sparkles = /* #__PURE__ */ icon('Sparkles');
export const Sun = /* #__PURE__ */ icon('Sun');
export const Target = /* #__PURE__ */ icon('Target');
export const ThermometerSnowflake = /* #__PURE__ */ icon('ThermometerSnowflake');
export const TrendingUp = /* #__PURE__ */ icon('TrendingUp');
export const TriangleAlert = /* #__PURE__ */ icon('TriangleAlert');
export const UserCheck = /* #__PURE__ */ icon('UserCheck');
export const Users = /* #__PURE__ */ icon('Users');
export const Voicemail = /* #__PURE__ */ icon('Voicemail');
export const WavesHorizontal = /* #__PURE__ */ icon('WavesHorizontal');
export const Wind = /* #__PURE__ */ icon('Wind');
export const Wrench = /* #__PURE__ */ icon('Wrench');
export const X = /* #__PURE__ */ icon('X');
export const Zap = /* #__PURE__ */ icon('Zap');
