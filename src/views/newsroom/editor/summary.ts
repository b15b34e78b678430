import { formatOf, isHtmlNode } from './block-tree';
import { htmlFormat, widgetLabel } from './catalogue';
import type { JsonSchema } from './types';

/** What a collapsed block shows: its type's name and a line of its content. */

export function blockLabel(node: Record<string, unknown>, widgets: Record<string, JsonSchema>): string {
  if (isHtmlNode(node)) return 'Text (HTML)';
  const format = formatOf(node);
  if (!format) return 'Unknown block';
  return widgets[format] ? widgetLabel(format, widgets[format]) : `${format} (not known to this build)`;
}

export const blockFormat = (node: Record<string, unknown>) => (isHtmlNode(node) ? htmlFormat : formatOf(node) ?? '');

export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const preferred = ['title', 'heading', 'header', 'headerTitle', 'headline', 'name', 'productName', 'question', 'label', 'text', 'quote', 'description'];

function firstText(value: unknown, depth = 0): string {
  if (typeof value === 'string') return plainText(value);
  if (depth > 3 || value === null || typeof value !== 'object') return '';
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item, depth + 1);
      if (text) return text;
    }
    return '';
  }
  const record = value as Record<string, unknown>;
  for (const key of preferred) {
    const text = typeof record[key] === 'string' ? plainText(record[key] as string) : '';
    if (text) return text;
  }
  for (const [key, item] of Object.entries(record)) {
    if (key === 'widgetFormat' || key === 'type' || /url|src|href|id$|class|color|variant|format/i.test(key)) continue;
    const text = firstText(item, depth + 1);
    if (text && !/^[\w-]+$/.test(text)) return text;
  }
  return '';
}

export function blockSummary(node: Record<string, unknown>): string {
  if (isHtmlNode(node)) return clip(plainText(typeof node.html === 'string' ? node.html : '')) || 'Empty';
  return clip(firstText(node)) || 'Nothing filled in yet';
}
