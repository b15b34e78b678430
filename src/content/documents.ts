import type { ArticleDocument, CategoryDocument, NavigationDocument } from './article-schema';
import type { AuthorDocument } from './authors';
import type { CampaignDocument } from './campaigns/schema';
import type { SeriesDocument } from './series';

/** Every document type the content tools store: the three page documents, author records, content series and marketing campaigns. */
export type ContentDocument = ArticleDocument | CategoryDocument | NavigationDocument | AuthorDocument | SeriesDocument | CampaignDocument;

/** The documents stored in the content tables (campaigns have a table of their own). */
export type PageDocument = Exclude<ContentDocument, CampaignDocument>;
