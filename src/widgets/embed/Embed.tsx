import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { ConsentGatedFrame } from '@/widgets/kits/embeds/components/leaves';
import { resolveEmbed } from '@/widgets/kits/embeds/providers';
import type { WidgetProps } from '../define';
import type { embedSchema } from './schema';
import styles from './Embed.module.css';

/**
 * An outside service's post, video or chart behind the consent-gated click-to-load facade. The
 * schema has already refused anything off the allowlist; the URL is resolved again here so only
 * the frame URL we build ever reaches the page.
 */
export function Embed({ data }: WidgetProps<typeof embedSchema>) {
  const resolved = resolveEmbed(data.url || data.embedCode);
  if (!resolved) return null;
  return (
    <figure className={styles.embed}>
      <ConsentGatedFrame provider={resolved.provider} src={resolved.src} title={data.title} aspectRatio={data.aspectRatio} thumbnail={data.thumbnail} />
      {data.caption && (
        <figcaption className={styles.caption}>
          <EditorHtml html={data.caption} />
        </figcaption>
      )}
    </figure>
  );
}
