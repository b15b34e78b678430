import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { BodyNode } from '@/content/article-schema';
import { currentSiteId } from '@/lib/current-site.server';
import { isWidgetFormat, registry } from '@/widgets/registry';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import styles from '../review.module.css';

interface Props {
  params: Promise<{ format: string }>;
}

export async function generateMetadata({ params }: Props) {
  const { format } = await params;
  return { title: isWidgetFormat(format) ? `Widget: ${format}` : 'Unknown widget' };
}

/** Review page: every fixture of one widget, rendered through the same pipeline as articles. */
export default async function WidgetReviewPage({ params }: Props) {
  const { format } = await params;
  if (!isWidgetFormat(format)) notFound();
  const [fixtures, site] = await Promise.all([registry[format].fixtures(), currentSiteId()]);
  return (
    <>
      <p>
        <Link href="/widgets">All widgets</Link>
      </p>
      <h1>Widget: {format}</h1>
      {Object.entries(fixtures).map(([name, fixture]) => (
        <section key={name} className={styles.fixture} aria-label={`Fixture ${name}`} data-fixture={name}>
          <p className={styles.fixtureName}>Fixture: {name}</p>
          <RenderWidgets body={[fixture as BodyNode]} site={site} canonicalPath={`/widgets/${format}`} />
        </section>
      ))}
    </>
  );
}
