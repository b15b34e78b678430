import { ConsentGatedFrame } from '@/widgets/kits/embeds/components/leaves';
import { Transcript } from './Transcript';
import { youTubeEmbedUrl, type YouTubeRef } from './video-url';

interface Props {
  videoRef: YouTubeRef;
  title: string;
  /** CSS aspect-ratio, e.g. "16 / 9". */
  aspectRatio: string;
  transcripts: string[];
  idPrefix: string;
  /** A poster on our own site; never a YouTube thumbnail (no request to a third party before consent). */
  thumbnail?: string;
}

/**
 * A YouTube video through the shared consent-gated click-to-load facade (src/widgets/kits/embeds): a
 * first-party placeholder until the reader has social-media consent and clicks, then the player
 * from www.youtube-nocookie.com starting at the URL's start second.
 */
export function YouTubeVideo({ videoRef, title, aspectRatio, transcripts, idPrefix, thumbnail }: Props) {
  const transcript = transcripts.filter(Boolean).join('\n\n');
  return (
    <>
      <ConsentGatedFrame provider="youtube" src={youTubeEmbedUrl(videoRef, { autoplay: true })} title={title} aspectRatio={aspectRatio} thumbnail={thumbnail} />
      {transcript && <Transcript text={transcript} id={`${idPrefix}-transcript`} />}
    </>
  );
}
