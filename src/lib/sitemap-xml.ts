/** One <video:video> of a page (Google video sitemaps); needs a thumbnail, title, description and a content or player URL. */
export interface SitemapVideo {
  thumbnailLoc: string;
  title: string;
  description: string;
  contentLoc?: string;
  playerLoc?: string;
  /** Seconds. */
  duration?: number;
  publicationDate?: string;
}

export interface SitemapUrl {
  url: string;
  lastModified?: string;
  changeFrequency?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  videos?: readonly SitemapVideo[];
}

function videoXml(video: SitemapVideo): string {
  const parts = [
    `<video:thumbnail_loc>${escapeXml(video.thumbnailLoc)}</video:thumbnail_loc>`,
    `<video:title>${escapeXml(video.title.slice(0, 100))}</video:title>`,
    `<video:description>${escapeXml(video.description.slice(0, 2048))}</video:description>`,
  ];
  if (video.contentLoc) parts.push(`<video:content_loc>${escapeXml(video.contentLoc)}</video:content_loc>`);
  if (video.playerLoc) parts.push(`<video:player_loc>${escapeXml(video.playerLoc)}</video:player_loc>`);
  if (video.duration) parts.push(`<video:duration>${Math.min(28_800, Math.max(1, Math.round(video.duration)))}</video:duration>`);
  const published = video.publicationDate ? Date.parse(video.publicationDate) : Number.NaN;
  if (!Number.isNaN(published)) parts.push(`<video:publication_date>${new Date(published).toISOString()}</video:publication_date>`);
  return `<video:video>\n${parts.join('\n')}\n</video:video>`;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A sitemaps.org urlset (with Google's video namespace when a page has videos); lastmod is written as an ISO date-time when it parses, else left out. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ url, lastModified, changeFrequency, videos }) => {
    const time = lastModified ? Date.parse(lastModified) : Number.NaN;
    const parts = [`<loc>${escapeXml(url)}</loc>`];
    if (!Number.isNaN(time)) parts.push(`<lastmod>${new Date(time).toISOString()}</lastmod>`);
    if (changeFrequency) parts.push(`<changefreq>${changeFrequency}</changefreq>`);
    for (const video of videos ?? []) parts.push(videoXml(video));
    return `<url>\n${parts.join('\n')}\n</url>`;
  });
  const videoNs = urls.some((u) => u.videos?.length) ? ' xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${videoNs}>\n${entries.join('\n')}\n</urlset>\n`;
}
