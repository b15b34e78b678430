import type { ArticleDocument, CategoryDocument } from '../article-schema';
import type { CampaignDocument } from '../campaigns/schema';
import type { DocumentIssue } from './states';

/** What the preview of a document shows (src/publishing/lifecycle/preview.server.ts decides it). */
export type PreviewContent =
  | { kind: 'article'; document: ArticleDocument; revision: number }
  | { kind: 'category'; document: CategoryDocument; revision: number }
  | { kind: 'campaign'; document: CampaignDocument; revision: number }
  | { kind: 'not-a-page'; title: string; documentType: string }
  | { kind: 'invalid'; title: string; issues: DocumentIssue[] }
  | { kind: 'other-site'; title: string; site: string };
