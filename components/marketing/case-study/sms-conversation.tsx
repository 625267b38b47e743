import { Bot, Signal } from '@/components/ui/icons';
import { siteConfig } from '@/lib/site/config';
import { cn } from '@/lib/utils';

export type SmsMessage =
  | { from: 'lead' | 'jackie'; text: string }
  | { from: 'system'; text: string };

type SmsConversationProps = {
  /** A generic label such as 'Lead #1'; never a real name or number. */
  leadLabel: string;
  /** How the lead is addressed in the mock-up, e.g. 'Homeowner'. */
  leadRole: string;
  messages: SmsMessage[];
  caption: string;
};

/**
 * A phone-style text thread built in HTML. Every bubble is real text with its sender spelled out
 * for screen readers; the phone frame itself is decoration.
 */
export function SmsConversation({ leadLabel, leadRole, messages, caption }: SmsConversationProps) {
  return (
    <figure className="flex flex-col">
      <div className="mx-auto w-full max-w-sm overflow-hidden rounded-[2rem] border-8 border-slate-800 bg-card shadow-xl dark:border-slate-700">
        <div
          aria-hidden="true"
          className="flex items-center justify-between bg-slate-800 px-5 pt-1 pb-2 text-slate-100 text-xs dark:bg-slate-700"
        >
          <span>Messages</span>
          <Signal className="size-3.5" />
        </div>
        <div className="border-border border-b px-4 py-3 text-center">
          <p className="font-semibold">{leadLabel}</p>
          <p className="text-muted-foreground text-xs">{leadRole} · text conversation</p>
        </div>
        <ol className="space-y-3 bg-background px-3 py-4 text-sm">
          {messages.map((message) => {
            if (message.from === 'system') {
              return (
                <li key={message.text} className="text-center text-muted-foreground text-xs">
                  {message.text}
                </li>
              );
            }
            const fromJackie = message.from === 'jackie';
            return (
              <li
                key={message.text}
                className={cn('flex', fromJackie ? 'justify-end' : 'justify-start')}
              >
                <p
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 leading-snug',
                    fromJackie
                      ? 'rounded-br-sm bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950'
                      : 'rounded-bl-sm bg-muted text-foreground',
                  )}
                >
                  <span className="sr-only">{fromJackie ? siteConfig.agentName : leadRole}: </span>
                  {fromJackie ? (
                    <Bot aria-hidden="true" className="mr-1 mb-0.5 inline size-3.5" />
                  ) : null}
                  {message.text}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
      <figcaption className="mx-auto mt-4 max-w-sm text-muted-foreground text-sm">
        {caption}
      </figcaption>
    </figure>
  );
}
