import type { BodyNode, WidgetNode } from '@/content/article-schema';
import type { FactExtra, GivenFacts, PageFact, PageContributions } from './define';
import { resolveWidget } from './resolve-widget';
import { slotNodes } from './slots';

/**
 * What the body's top-level widgets give the page for one fact (definition `page`, define.ts), in
 * body order, with each giver's body index. Nodes that are not valid widgets give nothing. So the
 * parts of a page that gather a fact (the article's sources, the compare tool, the recipe's
 * JSON-LD, the video sitemap) never name a format.
 */
export function pageFacts<K extends PageFact>(body: readonly BodyNode[], fact: K, ...extra: FactExtra<K>): GivenFacts<K> {
  const found: GivenFacts<K> = [];
  body.forEach((node, index) => {
    if (!('widgetFormat' in node)) return;
    const resolved = resolveWidget(node);
    if (resolved.status !== 'ok') return;
    const give = resolved.def.page?.[fact] as ((data: unknown, ...rest: FactExtra<K>) => ReturnType<PageContributions<unknown>[K]>) | undefined;
    if (give) found.push({ index, value: give(resolved.data, ...extra) });
  });
  return found;
}

/** Deeper than any valid document (containers nest at most 4 deep): the walk stops there. */
const maxWalkDepth = 12;

/**
 * Whether the body plays a video of its own anywhere, containers included (the drivers' page meta
 * excludeVideos, spec hasEmbeddedJWPlayer): a widget whose definition says it plays one.
 */
export function playsVideo(body: readonly unknown[], depth = 0): boolean {
  if (depth > maxWalkDepth) return false;
  return body.some((node) => {
    if (typeof node !== 'object' || node === null || typeof (node as { widgetFormat?: unknown }).widgetFormat !== 'string') return false;
    const resolved = resolveWidget(node as WidgetNode);
    if (resolved.status !== 'ok') return false;
    if (resolved.def.page?.playsVideo?.(resolved.data)) return true;
    return slotNodes(resolved.def, resolved.data).some(({ nodes }) => playsVideo(nodes, depth + 1));
  });
}
