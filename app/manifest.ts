import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site/config';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${siteConfig.name}: AI employees for contractors`,
    short_name: siteConfig.name,
    description: siteConfig.description,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: siteConfig.themeColor,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
