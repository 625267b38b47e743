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

export function ArrowDownRight(props: IconProps) {
  return <SvgIcon node={arrowDownRightNode} {...props} />;
}

export function ArrowLeft(props: IconProps) {
  return <SvgIcon node={arrowLeftNode} {...props} />;
}

export function ArrowRight(props: IconProps) {
  return <SvgIcon node={arrowRightNode} {...props} />;
}

export function ArrowUpRight(props: IconProps) {
  return <SvgIcon node={arrowUpRightNode} {...props} />;
}

export function BadgeCheck(props: IconProps) {
  return <SvgIcon node={badgeCheckNode} {...props} />;
}

export function BadgeDollarSign(props: IconProps) {
  return <SvgIcon node={badgeDollarSignNode} {...props} />;
}

export function BellRing(props: IconProps) {
  return <SvgIcon node={bellRingNode} {...props} />;
}

export function BookOpen(props: IconProps) {
  return <SvgIcon node={bookOpenNode} {...props} />;
}

export function Bot(props: IconProps) {
  return <SvgIcon node={botNode} {...props} />;
}

export function Calculator(props: IconProps) {
  return <SvgIcon node={calculatorNode} {...props} />;
}

export function CalendarCheck(props: IconProps) {
  return <SvgIcon node={calendarCheckNode} {...props} />;
}

export function CalendarClock(props: IconProps) {
  return <SvgIcon node={calendarClockNode} {...props} />;
}

export function CalendarDays(props: IconProps) {
  return <SvgIcon node={calendarDaysNode} {...props} />;
}

export function CalendarX2(props: IconProps) {
  return <SvgIcon node={calendarX2Node} {...props} />;
}

export function ChartColumn(props: IconProps) {
  return <SvgIcon node={chartColumnNode} {...props} />;
}

export function Check(props: IconProps) {
  return <SvgIcon node={checkNode} {...props} />;
}

export function ChevronDown(props: IconProps) {
  return <SvgIcon node={chevronDownNode} {...props} />;
}

export function ChevronRight(props: IconProps) {
  return <SvgIcon node={chevronRightNode} {...props} />;
}

export function CircleCheck(props: IconProps) {
  return <SvgIcon node={circleCheckNode} {...props} />;
}

export function CircleDollarSign(props: IconProps) {
  return <SvgIcon node={circleDollarSignNode} {...props} />;
}

export function CirclePlay(props: IconProps) {
  return <SvgIcon node={circlePlayNode} {...props} />;
}

export function CircleX(props: IconProps) {
  return <SvgIcon node={circleXNode} {...props} />;
}

export function ClipboardList(props: IconProps) {
  return <SvgIcon node={clipboardListNode} {...props} />;
}

export function Clock(props: IconProps) {
  return <SvgIcon node={clockNode} {...props} />;
}

export function Clock3(props: IconProps) {
  return <SvgIcon node={clock3Node} {...props} />;
}

export function Download(props: IconProps) {
  return <SvgIcon node={downloadNode} {...props} />;
}

export function Droplets(props: IconProps) {
  return <SvgIcon node={dropletsNode} {...props} />;
}

export function FileText(props: IconProps) {
  return <SvgIcon node={fileTextNode} {...props} />;
}

export function Flame(props: IconProps) {
  return <SvgIcon node={flameNode} {...props} />;
}

export function FlaskConical(props: IconProps) {
  return <SvgIcon node={flaskConicalNode} {...props} />;
}

export function Hammer(props: IconProps) {
  return <SvgIcon node={hammerNode} {...props} />;
}

export function Handshake(props: IconProps) {
  return <SvgIcon node={handshakeNode} {...props} />;
}

export function HardHat(props: IconProps) {
  return <SvgIcon node={hardHatNode} {...props} />;
}

export function Headset(props: IconProps) {
  return <SvgIcon node={headsetNode} {...props} />;
}

export function Inbox(props: IconProps) {
  return <SvgIcon node={inboxNode} {...props} />;
}

export function Layers(props: IconProps) {
  return <SvgIcon node={layersNode} {...props} />;
}

export function LayoutTemplate(props: IconProps) {
  return <SvgIcon node={layoutTemplateNode} {...props} />;
}

export function LifeBuoy(props: IconProps) {
  return <SvgIcon node={lifeBuoyNode} {...props} />;
}

export function Link2(props: IconProps) {
  return <SvgIcon node={link2Node} {...props} />;
}

export function Mail(props: IconProps) {
  return <SvgIcon node={mailNode} {...props} />;
}

export function Megaphone(props: IconProps) {
  return <SvgIcon node={megaphoneNode} {...props} />;
}

export function Menu(props: IconProps) {
  return <SvgIcon node={menuNode} {...props} />;
}

export function MessageSquareText(props: IconProps) {
  return <SvgIcon node={messageSquareTextNode} {...props} />;
}

export function MessagesSquare(props: IconProps) {
  return <SvgIcon node={messagesSquareNode} {...props} />;
}

export function Monitor(props: IconProps) {
  return <SvgIcon node={monitorNode} {...props} />;
}

export function MonitorSmartphone(props: IconProps) {
  return <SvgIcon node={monitorSmartphoneNode} {...props} />;
}

export function Moon(props: IconProps) {
  return <SvgIcon node={moonNode} {...props} />;
}

export function Newspaper(props: IconProps) {
  return <SvgIcon node={newspaperNode} {...props} />;
}

export function PhoneCall(props: IconProps) {
  return <SvgIcon node={phoneCallNode} {...props} />;
}

export function PhoneForwarded(props: IconProps) {
  return <SvgIcon node={phoneForwardedNode} {...props} />;
}

export function PhoneIncoming(props: IconProps) {
  return <SvgIcon node={phoneIncomingNode} {...props} />;
}

export function PhoneMissed(props: IconProps) {
  return <SvgIcon node={phoneMissedNode} {...props} />;
}

export function Play(props: IconProps) {
  return <SvgIcon node={playNode} {...props} />;
}

export function PlugZap(props: IconProps) {
  return <SvgIcon node={plugZapNode} {...props} />;
}

export function RefreshCcw(props: IconProps) {
  return <SvgIcon node={refreshCcwNode} {...props} />;
}

export function Rocket(props: IconProps) {
  return <SvgIcon node={rocketNode} {...props} />;
}

export function RotateCcw(props: IconProps) {
  return <SvgIcon node={rotateCcwNode} {...props} />;
}

export function Ruler(props: IconProps) {
  return <SvgIcon node={rulerNode} {...props} />;
}

export function Search(props: IconProps) {
  return <SvgIcon node={searchNode} {...props} />;
}

export function Settings2(props: IconProps) {
  return <SvgIcon node={settings2Node} {...props} />;
}

export function ShieldCheck(props: IconProps) {
  return <SvgIcon node={shieldCheckNode} {...props} />;
}

export function Signal(props: IconProps) {
  return <SvgIcon node={signalNode} {...props} />;
}

export function Siren(props: IconProps) {
  return <SvgIcon node={sirenNode} {...props} />;
}

export function Smartphone(props: IconProps) {
  return <SvgIcon node={smartphoneNode} {...props} />;
}

export function Snowflake(props: IconProps) {
  return <SvgIcon node={snowflakeNode} {...props} />;
}

export function Sparkles(props: IconProps) {
  return <SvgIcon node={sparklesNode} {...props} />;
}

export function Sun(props: IconProps) {
  return <SvgIcon node={sunNode} {...props} />;
}

export function Target(props: IconProps) {
  return <SvgIcon node={targetNode} {...props} />;
}

export function ThermometerSnowflake(props: IconProps) {
  return <SvgIcon node={thermometerSnowflakeNode} {...props} />;
}

export function TrendingUp(props: IconProps) {
  return <SvgIcon node={trendingUpNode} {...props} />;
}

export function TriangleAlert(props: IconProps) {
  return <SvgIcon node={triangleAlertNode} {...props} />;
}

export function UserCheck(props: IconProps) {
  return <SvgIcon node={userCheckNode} {...props} />;
}

export function Users(props: IconProps) {
  return <SvgIcon node={usersNode} {...props} />;
}

export function Voicemail(props: IconProps) {
  return <SvgIcon node={voicemailNode} {...props} />;
}

export function WavesHorizontal(props: IconProps) {
  return <SvgIcon node={wavesHorizontalNode} {...props} />;
}

export function Wind(props: IconProps) {
  return <SvgIcon node={windNode} {...props} />;
}

export function Wrench(props: IconProps) {
  return <SvgIcon node={wrenchNode} {...props} />;
}

export function X(props: IconProps) {
  return <SvgIcon node={xNode} {...props} />;
}

export function Zap(props: IconProps) {
  return <SvgIcon node={zapNode} {...props} />;
}
