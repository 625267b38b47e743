import {
  ArrowDownRight as arrowDownRightNode,
  ArrowLeft as arrowLeftNode,
  ArrowRight as arrowRightNode,
  ArrowUpRight as arrowUpRightNode,
  BadgeCheck as badgeCheckNode,
  BadgeDollarSign as badgeDollarSignNode,
  BellRing as bellRingNode,
  BookOpen as bookOpenNode,
  Bot as botNode,
  Calculator as calculatorNode,
  CalendarCheck as calendarCheckNode,
  CalendarClock as calendarClockNode,
  CalendarDays as calendarDaysNode,
  CalendarX2 as calendarX2Node,
  ChartColumn as chartColumnNode,
  Check as checkNode,
  ChevronDown as chevronDownNode,
  ChevronRight as chevronRightNode,
  CircleCheck as circleCheckNode,
  CircleDollarSign as circleDollarSignNode,
  CirclePlay as circlePlayNode,
  CircleX as circleXNode,
  ClipboardList as clipboardListNode,
  Clock3 as clock3Node,
  Clock as clockNode,
  Download as downloadNode,
  Droplets as dropletsNode,
  FileText as fileTextNode,
  Flame as flameNode,
  FlaskConical as flaskConicalNode,
  Hammer as hammerNode,
  Handshake as handshakeNode,
  HardHat as hardHatNode,
  Headset as headsetNode,
  type IconNode,
  Inbox as inboxNode,
  Layers as layersNode,
  LayoutTemplate as layoutTemplateNode,
  LifeBuoy as lifeBuoyNode,
  Link2 as link2Node,
  Mail as mailNode,
  Megaphone as megaphoneNode,
  Menu as menuNode,
  MessageSquareText as messageSquareTextNode,
  MessagesSquare as messagesSquareNode,
  Monitor as monitorNode,
  MonitorSmartphone as monitorSmartphoneNode,
  Moon as moonNode,
  Newspaper as newspaperNode,
  PhoneCall as phoneCallNode,
  PhoneForwarded as phoneForwardedNode,
  PhoneIncoming as phoneIncomingNode,
  PhoneMissed as phoneMissedNode,
  Play as playNode,
  PlugZap as plugZapNode,
  RefreshCcw as refreshCcwNode,
  Rocket as rocketNode,
  RotateCcw as rotateCcwNode,
  Ruler as rulerNode,
  Search as searchNode,
  Settings2 as settings2Node,
  ShieldCheck as shieldCheckNode,
  Signal as signalNode,
  Siren as sirenNode,
  Smartphone as smartphoneNode,
  Snowflake as snowflakeNode,
  Sparkles as sparklesNode,
  Sun as sunNode,
  Target as targetNode,
  ThermometerSnowflake as thermometerSnowflakeNode,
  TrendingUp as trendingUpNode,
  TriangleAlert as triangleAlertNode,
  UserCheck as userCheckNode,
  Users as usersNode,
  Voicemail as voicemailNode,
  WavesHorizontal as wavesHorizontalNode,
  Wind as windNode,
  Wrench as wrenchNode,
  X as xNode,
  Zap as zapNode,
} from 'lucide';
import { createElement, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => React.JSX.Element;

/**
 * Lucide's icons as plain SVG elements. lucide-react 1.x renders every icon through a client
 * component (for its context provider), so each icon on a server-rendered page was a client
 * boundary: its path data travelled twice (HTML and payload) and React hydrated it. These have no
 * state and render the same on the server and in client components. They are decorative
 * (aria-hidden) everywhere on this site: the text or label next to an icon names it.
 */
function SvgIcon({ node, className, ...props }: IconProps & { node: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide ${className}` : 'lucide'}
      {...props}
      aria-hidden="true"
    >
      {node.map(([tag, attributes]) =>
        createElement(tag, { key: attributes.d ?? JSON.stringify(attributes), ...attributes }),
      )}
    </svg>
  );
}

/**
 * One icon component per Lucide icon node. `#__PURE__` on each call lets the bundler drop the
 * icons a page does not import (a plain call at module level would keep all of them).
 */
function icon(node: IconNode): Icon {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon when this module loads (the exports below), never while rendering, so each icon keeps one identity.
  return function LucideIcon(props: IconProps) {
    return <SvgIcon node={node} {...props} />;
  };
}

export const ArrowDownRight = /* #__PURE__ */ icon(arrowDownRightNode);
export const ArrowLeft = /* #__PURE__ */ icon(arrowLeftNode);
export const ArrowRight = /* #__PURE__ */ icon(arrowRightNode);
export const ArrowUpRight = /* #__PURE__ */ icon(arrowUpRightNode);
export const BadgeCheck = /* #__PURE__ */ icon(badgeCheckNode);
export const BadgeDollarSign = /* #__PURE__ */ icon(badgeDollarSignNode);
export const BellRing = /* #__PURE__ */ icon(bellRingNode);
export const BookOpen = /* #__PURE__ */ icon(bookOpenNode);
export const Bot = /* #__PURE__ */ icon(botNode);
export const Calculator = /* #__PURE__ */ icon(calculatorNode);
export const CalendarCheck = /* #__PURE__ */ icon(calendarCheckNode);
export const CalendarClock = /* #__PURE__ */ icon(calendarClockNode);
export const CalendarDays = /* #__PURE__ */ icon(calendarDaysNode);
export const CalendarX2 = /* #__PURE__ */ icon(calendarX2Node);
export const ChartColumn = /* #__PURE__ */ icon(chartColumnNode);
export const Check = /* #__PURE__ */ icon(checkNode);
export const ChevronDown = /* #__PURE__ */ icon(chevronDownNode);
export const ChevronRight = /* #__PURE__ */ icon(chevronRightNode);
export const CircleCheck = /* #__PURE__ */ icon(circleCheckNode);
export const CircleDollarSign = /* #__PURE__ */ icon(circleDollarSignNode);
export const CirclePlay = /* #__PURE__ */ icon(circlePlayNode);
export const CircleX = /* #__PURE__ */ icon(circleXNode);
export const ClipboardList = /* #__PURE__ */ icon(clipboardListNode);
export const Clock = /* #__PURE__ */ icon(clockNode);
export const Clock3 = /* #__PURE__ */ icon(clock3Node);
export const Download = /* #__PURE__ */ icon(downloadNode);
export const Droplets = /* #__PURE__ */ icon(dropletsNode);
export const FileText = /* #__PURE__ */ icon(fileTextNode);
export const Flame = /* #__PURE__ */ icon(flameNode);
export const FlaskConical = /* #__PURE__ */ icon(flaskConicalNode);
export const Hammer = /* #__PURE__ */ icon(hammerNode);
export const Handshake = /* #__PURE__ */ icon(handshakeNode);
export const HardHat = /* #__PURE__ */ icon(hardHatNode);
export const Headset = /* #__PURE__ */ icon(headsetNode);
export const Inbox = /* #__PURE__ */ icon(inboxNode);
export const Layers = /* #__PURE__ */ icon(layersNode);
export const LayoutTemplate = /* #__PURE__ */ icon(layoutTemplateNode);
export const LifeBuoy = /* #__PURE__ */ icon(lifeBuoyNode);
export const Link2 = /* #__PURE__ */ icon(link2Node);
export const Mail = /* #__PURE__ */ icon(mailNode);
export const Megaphone = /* #__PURE__ */ icon(megaphoneNode);
export const Menu = /* #__PURE__ */ icon(menuNode);
export const MessageSquareText = /* #__PURE__ */ icon(messageSquareTextNode);
export const MessagesSquare = /* #__PURE__ */ icon(messagesSquareNode);
export const Monitor = /* #__PURE__ */ icon(monitorNode);
export const MonitorSmartphone = /* #__PURE__ */ icon(monitorSmartphoneNode);
export const Moon = /* #__PURE__ */ icon(moonNode);
export const Newspaper = /* #__PURE__ */ icon(newspaperNode);
export const PhoneCall = /* #__PURE__ */ icon(phoneCallNode);
export const PhoneForwarded = /* #__PURE__ */ icon(phoneForwardedNode);
export const PhoneIncoming = /* #__PURE__ */ icon(phoneIncomingNode);
export const PhoneMissed = /* #__PURE__ */ icon(phoneMissedNode);
export const Play = /* #__PURE__ */ icon(playNode);
export const PlugZap = /* #__PURE__ */ icon(plugZapNode);
export const RefreshCcw = /* #__PURE__ */ icon(refreshCcwNode);
export const Rocket = /* #__PURE__ */ icon(rocketNode);
export const RotateCcw = /* #__PURE__ */ icon(rotateCcwNode);
export const Ruler = /* #__PURE__ */ icon(rulerNode);
export const Search = /* #__PURE__ */ icon(searchNode);
export const Settings2 = /* #__PURE__ */ icon(settings2Node);
export const ShieldCheck = /* #__PURE__ */ icon(shieldCheckNode);
export const Signal = /* #__PURE__ */ icon(signalNode);
export const Siren = /* #__PURE__ */ icon(sirenNode);
export const Smartphone = /* #__PURE__ */ icon(smartphoneNode);
export const Snowflake = /* #__PURE__ */ icon(snowflakeNode);
export const Sparkles = /* #__PURE__ */ icon(sparklesNode);
export const Sun = /* #__PURE__ */ icon(sunNode);
export const Target = /* #__PURE__ */ icon(targetNode);
export const ThermometerSnowflake = /* #__PURE__ */ icon(thermometerSnowflakeNode);
export const TrendingUp = /* #__PURE__ */ icon(trendingUpNode);
export const TriangleAlert = /* #__PURE__ */ icon(triangleAlertNode);
export const UserCheck = /* #__PURE__ */ icon(userCheckNode);
export const Users = /* #__PURE__ */ icon(usersNode);
export const Voicemail = /* #__PURE__ */ icon(voicemailNode);
export const WavesHorizontal = /* #__PURE__ */ icon(wavesHorizontalNode);
export const Wind = /* #__PURE__ */ icon(windNode);
export const Wrench = /* #__PURE__ */ icon(wrenchNode);
export const X = /* #__PURE__ */ icon(xNode);
export const Zap = /* #__PURE__ */ icon(zapNode);
