import type { Metadata } from 'next';
import { ServicePage } from '@/components/marketing/service-page';
import { VideoEmbed } from '@/components/marketing/video-embed';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageVideo } from '@/lib/site/services';
import { voiceAi } from '@/lib/site/services/voice-ai';

/**
 * The one service page with a video. Its content and sections are data like every other service
 * page; it has its own route only to hand ServicePage the player, a client component that would
 * otherwise load on every page under services/[slug].
 */
export const metadata: Metadata = pageMetadata({ ...voiceAi.metadata, path: voiceAi.href });

export default function VoiceAiRoute() {
  const video = pageVideo(voiceAi);
  return <ServicePage page={voiceAi} media={video ? <VideoEmbed {...video} /> : null} />;
}
