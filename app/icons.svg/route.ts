import { iconSpriteSvg } from '@/components/ui/icon-sprite';

// Built once, at build time; cached by browsers for good (next.config.ts): its address carries a
// version that changes with the icons.
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSpriteSvg(), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
