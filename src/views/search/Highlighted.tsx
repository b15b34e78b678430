import { highlightSegments } from '@/features/search/query';

/** Engine output with marked matches as text and <mark> elements (no HTML is ever injected). */
export function Highlighted({ marked }: { marked: string }) {
  return highlightSegments(marked).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text));
}
