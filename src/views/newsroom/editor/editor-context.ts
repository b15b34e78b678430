import type { RJSFSchema } from '@rjsf/utils';
import { createContext, useContext } from 'react';
import type { ListRef } from './block-ops';
import type { Block } from './block-tree';
import type { BlockType } from './catalogue';
import type { PathKey } from './paths';
import type { Issue, JsonSchema, ReviewComment } from './types';

/** What every block of the body reads and does, without passing it down each level. */
export interface WidgetForm {
  schema: RJSFSchema;
  /** Top-level fields the form leaves out: widgetFormat and the child lists. */
  omit: string[];
  fields: Set<string>;
}

export interface BodyEditor {
  widgets: Record<string, JsonSchema>;
  types: readonly BlockType[];
  formFor: (format: string) => WidgetForm | null;
  /** Validation errors, publish checks and a refused action's issues, together. */
  issues: readonly Issue[];
  warnings: readonly Issue[];
  comments: readonly ReviewComment[];
  paths: ReadonlyMap<string, PathKey[]>;
  /** The article's sources ([[ref:N]] targets); null when its references list is empty. */
  sources: number | null;
  readOnly: boolean;
  canComment: boolean;
  canUpload: boolean;
  reducedMotion: boolean;
  isExpanded: (key: string) => boolean;
  setExpanded: (key: string, open: boolean) => void;
  changeNode: (key: string, node: Record<string, unknown>) => void;
  add: (list: ListRef, index: number, where: string) => void;
  move: (list: ListRef, from: number, to: number, label: string) => void;
  duplicate: (list: ListRef, index: number) => void;
  remove: (list: ListRef, index: number, block: Block, label: string) => void;
  comment: (block: string | null, body: string) => Promise<string | null>;
  resolve: (commentId: number) => void;
}

export const BodyEditorContext = createContext<BodyEditor | null>(null);

export function useBodyEditor(): BodyEditor {
  const value = useContext(BodyEditorContext);
  if (!value) throw new Error('useBodyEditor outside the document editor');
  return value;
}

export const blockDomId = (key: string) => `block-${key}`;
export const blockToggleId = (key: string) => `block-${key}-toggle`;
export const htmlFieldId = (key: string) => `block-${key}-html`;
