import { ImageResponse } from 'next/og';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#0f766e',
      }}
    >
      <svg width="120" height="120" viewBox="0 0 32 32" aria-hidden="true">
        <path
          d="M19 8v10.5a5 5 0 0 1-9.6 2"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="23.5" cy="9" r="2" fill="#f59e0b" />
      </svg>
    </div>,
    size,
  );
}
