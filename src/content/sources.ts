import { z } from 'zod';
import { plainText, requiredText } from './fields';

/** One source: a title, who published it, the year, and exactly one of a DOI, a PubMed ID or a URL. */
export const sourceSchema = z
  .strictObject({
    title: requiredText(400).describe('Title of the paper, guideline or page, as published.'),
    authors: plainText(300).optional().describe('Authors as cited, e.g. "Whelton PK, Carey RM, et al."; optional.'),
    publisher: requiredText(200).describe('Journal, agency or organisation, e.g. "Hypertension" or "Centers for Disease Control and Prevention".'),
    year: z.number().int().min(1800).max(2100).describe('Year of publication (or of the last review of a web page).'),
    doi: z
      .string()
      .trim()
      .max(300)
      .regex(/^10\.\d{4,9}\/\S+$/, 'must be a DOI like 10.1161/HYP.0000000000000065 (without https://doi.org/)')
      .optional()
      .describe('Linked as https://doi.org/<doi>.'),
    pmid: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,8}$/, 'must be a PubMed ID: digits only, e.g. 25979105')
      .optional()
      .describe('PubMed ID; linked as https://pubmed.ncbi.nlm.nih.gov/<pmid>/.'),
    url: z
      .string()
      .trim()
      .max(2000)
      .regex(/^https?:\/\/[^\s/]+\.[^\s]*$/, 'must be an absolute http(s) URL')
      .optional()
      .describe('Address of a web page (a guideline or fact sheet) when there is no DOI or PubMed ID.'),
  })
  .superRefine((source, ctx) => {
    const ids = [source.doi, source.pmid, source.url].filter((v) => v !== undefined).length;
    if (ids !== 1) ctx.addIssue({ code: 'custom', path: [], message: 'a source needs exactly one of doi, pmid or url' });
  });

export type Source = z.output<typeof sourceSchema>;

export const maxSources = 100;

export const sourcesField = () => z.array(sourceSchema).max(maxSources);
