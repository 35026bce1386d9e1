// A React 19 host of <patience-table> through its JSX types
// (patience-table-react.d.ts; tests/e2e/typescript.test.mjs type-checks it
// under tsconfig.react-*.json): every attribute from state, `ref`, and the
// events as React 19's `on…` props with their typed `detail`.

import { StrictMode, useRef, useState } from 'react';
import type { PatienceMoveDetail, PatienceTable } from './patience/patience-table.js';
import type {} from './patience/patience-table-react.js';

export function Host() {
  const ref = useRef<PatienceTable>(null);
  const [deal, setDeal] = useState(42);
  const [theme, setTheme] = useState<'light' | 'dark' | 'auto'>('auto');
  return (
    <StrictMode>
      <patience-table
        ref={ref}
        game="lucas-leaps"
        deal={deal}
        draw={3}
        spaces="any"
        autoplay="off"
        controls="undo redo hint"
        save="off"
        share-url="play.html"
        theme={theme}
        card-index="large"
        lang="fr"
        onpatience-move={(e) => {
          const d: PatienceMoveDetail = e.detail;
          console.log(d.move, ref.current?.api?.moves().length);
        }}
        onpatience-won={(e) => setDeal(e.detail.deal + 1)}
        onpatience-deal={(e) => console.log(e.detail.game, e.detail.grade)}
        onpatience-error={(e) => {
          if (e.detail.reason === 'solver') setTheme('dark');
        }}
      >
        Patience needs a current browser.
      </patience-table>
    </StrictMode>
  );
}

// @ts-expect-error: no such theme
export const badTheme = <patience-table theme="blue" />;
// @ts-expect-error: the detail of patience-move has no `grade`
export const badDetail = <patience-table onpatience-move={(e) => e.detail.grade} />;
