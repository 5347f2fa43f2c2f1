import type { ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { FontFamily, PageBuilder } from '../draw';
import type { GroundTruth } from '../truth';
import type { Block } from './compose';

/** What a type's grammar produces for one document: the blocks to compose and their ground truth. */
export interface GrammarOutput {
  blocks: Block[];
  truth: GroundTruth;
  font: FontFamily;
  margin: number;
  footer?: (page: number, pages: number) => string;
  runningHeader?: (p: PageBuilder, pageIndex: number) => void;
}

/** Families written as one render function each, by type and family name. */
export type WrittenFamilies = Partial<
  Record<ExtractableTypeCode, Record<string, (seed: number) => GrammarOutput>>
>;
