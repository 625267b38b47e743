import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/site/config';

export const alt = `${siteConfig.name}: ${siteConfig.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The default social card, rendered once at build time. */
export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #134e4a 0%, #0f172a 100%)',
        color: '#fff',
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}
      >
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: '#5eead4',
            display: 'flex',
          }}
        />
        {siteConfig.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.1 }}>
          Never miss another lead.
        </div>
        <div style={{ fontSize: 34, color: '#ccfbf1', lineHeight: 1.3 }}>
          24/7 AI employees that answer calls and texts, qualify leads and book jobs for
          contractors.
        </div>
      </div>
    </div>,
    size,
  );
}
