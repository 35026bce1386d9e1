// JSX types for <patience-table> in React 19 (`React.JSX.IntrinsicElements`):
// its attributes with their types, its properties, `ref`, and its events as
// React 19 maps them (`onpatience-move` listens to `patience-move`).
//
//   import 'patience-table';            // defines the element
//   import type {} from 'patience-table/react';   // once, in any .ts(x) file
//
// Needs @types/react 19. See docs/embedding.md, "With a bundler or framework".

import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  GameId,
  PatienceCardIndex,
  PatienceLoading,
  PatienceChangeDeclinedDetail,
  PatienceDealDetail,
  PatienceEndDetail,
  PatienceErrorDetail,
  PatienceGradeDetail,
  PatienceMoveDetail,
  PatienceTable,
  PatienceTheme,
} from './patience-table.js';

/** The element's own attributes and events, as JSX props. */
export interface PatienceTableProps {
  game?: GameId | (string & {});
  deal?: number | string;
  draw?: 1 | 3 | '1' | '3';
  spaces?: 'waste' | 'any';
  autoplay?: 'on' | 'off' | boolean;
  controls?: string;
  save?: string;
  'share-url'?: string;
  shareUrl?: string;
  theme?: PatienceTheme;
  'card-index'?: PatienceCardIndex;
  cardIndex?: PatienceCardIndex;
  'storage-prefix'?: string;
  storagePrefix?: string;
  loading?: PatienceLoading;
  poster?: string;
  'onpatience-deal'?: (event: CustomEvent<PatienceDealDetail>) => void;
  'onpatience-move'?: (event: CustomEvent<PatienceMoveDetail>) => void;
  'onpatience-won'?: (event: CustomEvent<PatienceEndDetail>) => void;
  'onpatience-lost'?: (event: CustomEvent<PatienceEndDetail>) => void;
  'onpatience-change-declined'?: (event: CustomEvent<PatienceChangeDeclinedDetail>) => void;
  'onpatience-grade'?: (event: CustomEvent<PatienceGradeDetail>) => void;
  'onpatience-error'?: (event: CustomEvent<PatienceErrorDetail>) => void;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'patience-table': DetailedHTMLProps<HTMLAttributes<PatienceTable>, PatienceTable> & PatienceTableProps;
    }
  }
}
