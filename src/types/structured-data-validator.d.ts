/** @adobe/structured-data-validator ships no types; the part the recipe JSON-LD test uses. */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: unknown[];
    fieldNames?: string[];
    rootType?: string;
    dataFormat?: string;
  }
  /** Input in @marbec/web-auto-extractor's shape: items by format and root type. */
  export type ExtractedData = Partial<Record<'jsonld' | 'microdata' | 'rdfa', Record<string, unknown[]>>>;
  export default class Validator {
    /** Without the schema.org vocabulary JSON only the Google rich-result rules run (offline). */
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
