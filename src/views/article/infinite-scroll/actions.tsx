'use server';

import type { ReactNode } from 'react';
import { z } from 'zod';
import { canonicalPathField } from '@/content/fields';
import { getArticle, getCategories } from '@/content/queries.server';
import { ArticleView } from '../ArticleView';
import { currentSite } from '@/lib/current-site.server';
import { currentRegion } from '@/lib/region.server';
import { siteOrigin } from '@/lib/site-origin';
import { allowedInfScrollTarget } from './queue';

const argsSchema = z.tuple([canonicalPathField, canonicalPathField]);

/**
 * Server Function: the next infinite-scroll article below `rootPath`, server-rendered with its
 * widgets. Only a link from the root article's own infScrollArticles on the same site is rendered;
 * anything else (unknown root, a path not in the list, a missing article) gives null. A POST per
 * reader, so it may read the request's Host and country (pages may not, decision 004).
 */
export async function loadInfScrollArticle(rootPath: unknown, link: unknown): Promise<ReactNode> {
  const args = argsSchema.safeParse([rootPath, link]);
  if (!args.success) return null;
  const site = await currentSite();
  const root = await getArticle(site.id, args.data[0]);
  const target = root ? allowedInfScrollTarget(root, args.data[1]) : null;
  const article = target ? await getArticle(site.id, target.path) : null;
  if (!article) return null;
  const [region, categories] = await Promise.all([currentRegion(), getCategories(site.id)]);
  return <ArticleView article={article} site={site} region={region.regime} origin={siteOrigin(site.id)} categories={categories} appended page={target!.page} />;
}
