import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { BodyNode } from '@/content/article-schema';
import { pageContext } from '@/lib/page-key.server';
import { isWidgetFormat, registry } from '@/widgets/registry';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { DriversPageMeta } from '@/features/drivers/client/DriversPageMeta.client';
import styles from '../review.module.css';

interface Props {
  params: Promise<{ site: string; region: string; format: string }>;
}

/** Review pages render on first request and are then served from the cache (decision 004). */
export function generateStaticParams(): { format: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const { format } = await params;
  return { title: isWidgetFormat(format) ? `Widget: ${format}` : 'Unknown widget' };
}

/** Review page: every fixture of one widget, rendered through the same pipeline as articles. */
export default async function WidgetReviewPage({ params }: Props) {
  const [{ site, region }, { format }] = await Promise.all([pageContext(params), params]);
  if (!isWidgetFormat(format)) notFound();
  const fixtures = await registry[format].fixtures();
  return (
    <>
      <p>
        <Link href="/widgets">All widgets</Link>
      </p>
      <h1>Widget: {format}</h1>
      {Object.entries(fixtures).map(([name, fixture], i) => (
        <section key={name} className={styles.fixture} aria-label={`Fixture ${name}`} data-fixture={name}>
          <p className={styles.fixtureName}>Fixture: {name}</p>
          {/* A page number per fixture keeps in-page ids (sources, card anchors) unique across fixtures. */}
          <RenderWidgets body={[fixture as BodyNode]} site={site} region={region} canonicalPath={`/widgets/${format}`} page={i + 1} />
          {/* Each fixture is a page of its own for the drivers call (content index = page - 1), so placement widgets ask for their drivers. */}
          <DriversPageMeta contentIndex={i} meta={{ canonicalPath: `/widgets/${format}`, kMetas: [], pageType: 'static', categorySlugs: [], cesData: { mpdTags: [] }, excludeVideos: false }} />
        </section>
      ))}
    </>
  );
}
