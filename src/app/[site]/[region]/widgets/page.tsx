import Link from 'next/link';
import { widgetFormats } from '@/widgets/registry';

export const metadata = { title: 'Widget review' };

export default function WidgetIndexPage() {
  return (
    <>
      <h1>Widget review</h1>
      <p>Every widget this build renders, with its fixtures.</p>
      <ul>
        {widgetFormats.map((format) => (
          <li key={format}>
            <Link href={`/widgets/${format}`}>{format}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
