export interface SitemapUrl {
  url: string;
  lastModified?: string;
  changeFrequency?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A sitemaps.org urlset; lastmod is written as an ISO date-time when it parses, else left out. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ url, lastModified, changeFrequency }) => {
    const time = lastModified ? Date.parse(lastModified) : Number.NaN;
    const parts = [`<loc>${escapeXml(url)}</loc>`];
    if (!Number.isNaN(time)) parts.push(`<lastmod>${new Date(time).toISOString()}</lastmod>`);
    if (changeFrequency) parts.push(`<changefreq>${changeFrequency}</changefreq>`);
    return `<url>\n${parts.join('\n')}\n</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
