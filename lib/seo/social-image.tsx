import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fillMetadataSegment } from 'next/dist/lib/metadata/get-metadata-route';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/site/config';

/**
 * Social cards (Open Graph and Twitter), drawn at build time: the site's default one and one per
 * guide, post and glossary term with its title. Inter comes from the @fontsource package on disk;
 * nothing is downloaded.
 */
export const socialImageSize = { width: 1200, height: 630 };
export const socialImageType = 'image/png';

export type SocialCard = { eyebrow?: string; title: string; text: string };

function interFont(weight: 400 | 800) {
  return readFile(
    join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
  );
}

export async function socialCardImage({ eyebrow, title, text }: SocialCard) {
  const [regular, heavy] = await Promise.all([interFont(400), interFont(800)]);
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
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 800 }}
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
        {eyebrow ? (
          <div style={{ marginLeft: 'auto', fontSize: 28, fontWeight: 400, color: '#99f6e4' }}>
            {eyebrow}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: title.length > 60 ? 58 : 68, fontWeight: 800, lineHeight: 1.1 }}>
          {title}
        </div>
        <div style={{ fontSize: 32, color: '#ccfbf1', lineHeight: 1.3 }}>{text}</div>
      </div>
    </div>,
    {
      ...socialImageSize,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: heavy, weight: 800, style: 'normal' },
      ],
    },
  );
}

/** Alt text of a document's card: what it shows. */
export function socialImageAlt(kind: string, title: string): string {
  return `${siteConfig.name} ${kind.toLowerCase()}: ${title}`;
}

/**
 * The opengraph-image.tsx exports for a dynamic segment with one document per param: the cards
 * are prerendered for every param, and each carries its own alt text.
 */
export function documentSocialImages<P extends string>(input: {
  param: P;
  kind: string;
  documents: () => { slug: string; title: string; description: string }[];
}) {
  const find = (slug: string) => input.documents().find((doc) => doc.slug === slug);
  return {
    generateStaticParams: () =>
      input.documents().map((doc) => ({ [input.param]: doc.slug }) as Record<P, string>),
    generateImageMetadata: ({ params }: { params: Record<P, string> }) => {
      const doc = find(params[input.param]);
      return doc
        ? [
            {
              id: 'card',
              alt: socialImageAlt(input.kind, doc.title),
              size: socialImageSize,
              contentType: socialImageType,
            },
          ]
        : [];
    },
    image: async ({ params }: { params: Promise<Record<P, string>> }) => {
      const doc = find((await params)[input.param]);
      if (!doc) throw new Error(`No ${input.kind} "${(await params)[input.param]}"`);
      return socialCardImage({ eyebrow: input.kind, title: doc.title, text: doc.description });
    },
  };
}

/**
 * Where Next.js serves the card of a page whose segment has an opengraph-image file, for the
 * JSON-LD `image` (Next.js adds a hash of the route group to the name). `segment` is the route's
 * folder under app/, e.g. '/(marketing)/blog/[slug]'.
 */
export function documentSocialImagePath(segment: string, params: Record<string, string>): string {
  return `${fillMetadataSegment(segment, params, 'opengraph-image', false)}/card`;
}
