// A host page's script using <patience-table> through its declarations
// (tests/e2e/typescript.test.mjs copies the built .d.ts files into
// ./patience/ and type-checks this under each tsconfig.*.json).

import init, {
  Game,
  type MoveSource,
  type PatienceCardIndex,
  type PatienceTable,
  type PatienceMoveDetail,
  type PatienceTheme,
  type TableGame,
} from './patience/patience-table.js';

const table: PatienceTable | null = document.querySelector('patience-table');
const made: PatienceTable = document.createElement('patience-table');
made.setAttribute('game', 'caprice');
// The look's attributes, typed: a typo in a value is a type error.
const theme: PatienceTheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
const index: PatienceCardIndex = 'large';
made.setAttribute('theme', theme);
made.setAttribute('card-index', index);

// Listeners on the element, on the document and on the window: the
// detail is typed on each.
table?.addEventListener('patience-move', (e) => {
  const detail: PatienceMoveDetail = e.detail;
  console.log(detail.move, detail.kind, detail.position.length);
  // Whose move it was (issue 22): a typo in a source is a type error.
  const mine: boolean = detail.source === 'player' || detail.source === 'api';
  console.log(mine);
});
document.addEventListener('patience-won', (e) => console.log(e.detail.moves, e.detail.time, e.detail.source));
window.addEventListener('patience-deal', (e) => console.log(e.detail.game, e.detail.deal, e.detail.moves));
document.addEventListener('patience-lost', (e) => {
  const d: number = e.detail.deal;
  console.log(d);
});
made.shadowRoot?.addEventListener('patience-move', (e) => {
  const source: MoveSource = e.detail.source;
  console.log(e.detail.moves, source);
});

async function play(): Promise<void> {
  if (!table) return;
  if (!(await table.ready)) return;
  const game: TableGame | null = table.api;
  // Each attribute's property reflects it.
  table.game = 'caprice';
  table.deal = 42;
  table.autoplay = 'off';
  table.cardIndex = 'large';
  const named: string | null = table.game;
  console.log(named, table.shareUrl);
  const moves: string[] = game?.legalMoves() ?? [];
  if (moves[0] !== undefined) game?.move(moves[0]);
  const status: 'playing' | 'won' | 'lost' | undefined = game?.status();
  console.log(status);
}

// A host that confirms its own way, and hears the player decline a change.
document.addEventListener('patience-change-declined', (e) => {
  const asked: number | null = e.detail.requested.deal;
  console.log(e.detail.deal, asked);
});
// A host that shows each deal's difficulty, known at once or later.
document.addEventListener('patience-deal', (e) => {
  const grade: 'easy' | 'medium' | 'hard' | 'very-hard' | undefined = e.detail.grade;
  console.log(e.detail.deal, grade ?? 'not known yet');
});
window.addEventListener('patience-grade', (e) => {
  const grade: 'easy' | 'medium' | 'hard' | 'very-hard' = e.detail.grade;
  console.log(e.detail.game, e.detail.deal, grade);
});
async function deal(): Promise<void> {
  if (table && (await table.ready)) {
    const shown = table.newGame({ game: 'lucas-leaps', deal: 42 });
    console.log(shown.game, shown.deal);
    table.newGame();
  }
}
void deal();

async function api(): Promise<void> {
  await init();
  const g = Game.deal('double-canfield', 7, { draw: 1, spaces: 'any' });
  console.log(g.legalMoves(), g.position(), g.status());
  g.free();
}

void play();
void api();

// patience-error's detail.
document.addEventListener('patience-error', (e) => {
  const reason: 'no-wasm' | 'file' | 'csp' | 'damaged' | 'download' | 'timeout' | 'other' | 'solver' = e.detail.reason;
  console.log(reason, e.detail.message);
});
