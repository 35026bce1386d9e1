// TypeScript declarations for patience-table.js: the <patience-table>
// element, its events, and the JavaScript API's entry point. The API's
// classes themselves are declared by wasm-bindgen in patience.d.ts (Game)
// and patience_solver.d.ts (Solver). See docs/embedding.md.
//
// It type-checks under `strict` with `moduleResolution` `bundler` and
// `nodenext`, with or without the ESNext lib (tests/e2e/typescript.test.mjs).

import type { Game as WasmGame, InitInput } from './patience.js';

/** Loads the WebAssembly module once (later calls share the promise). */
export default function init(moduleOrPath?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<unknown>;
export { init };

/**
 * Names the folder the element's run-time files are in (a URL, relative
 * to the page, or a full one): where a bundler moved patience-table.js
 * away from them (a `public/` folder they were copied to), or a CDN. Call
 * it before the first table starts. By default, the folder of
 * patience-table.js.
 */
export declare function setBasePath(url: string | URL): void;
/** The folder the element loads its run-time files from (see {@link setBasePath}). */
export declare function getBasePath(): string;

/**
 * The engine's game, over the position protocol. Calls before `init()` has
 * resolved, and calls on a game after its `free()`, throw an `Error` that
 * says so.
 */
export declare const Game: typeof WasmGame;
export type Game = WasmGame;

/** A game id of the position protocol. */
export type GameId = 'caprice' | 'capricieuse' | 'lucas-leaps' | 'double-canfield' | 'russian-patience';

/** The game and deal every event names (draw and spaces: Double Canfield only). */
export interface DealDetail {
  game: GameId;
  deal: number;
  draw?: 1 | 3;
  spaces?: 'waste' | 'any';
}

/** A deal's difficulty, from the no-peek player's odds (docs/winnability.md). */
export type Grade = 'easy' | 'medium' | 'hard' | 'very-hard';

/** `patience-deal`: a deal is on the table (new, restarted or resumed). */
export interface PatienceDealDetail extends DealDetail {
  /** Moves already made (a resumed game). */
  moves: number;
  /** The deal's difficulty, when known as it is dealt (else `patience-grade` may follow). */
  grade?: Grade;
}

/** `patience-grade`: the difficulty of the deal shown became known after its `patience-deal`. */
export interface PatienceGradeDetail extends DealDetail {
  grade: Grade;
}

/**
 * Where a move came from: the player (pointer, keys, the table's buttons),
 * autoplay (its safe moves and the auto-finish), the solver's demo, the
 * host page's script (`table.game`), or the replay viewer.
 */
export type MoveSource = 'player' | 'autoplay' | 'demo' | 'api' | 'replay';

/** `patience-move`: a move made, undone or redone (by the player, autoplay, the demo or a script). */
export interface PatienceMoveDetail extends DealDetail {
  /** Whose move it was. */
  source: MoveSource;
  /** The move's token, such as "t3-f2" or "s". */
  move: string;
  kind: 'move' | 'undo' | 'redo';
  /** Moves made so far. */
  moves: number;
  /** The position after it, in the protocol's one-line JSON. */
  position: string;
}

/** `patience-won` and `patience-lost`. */
export interface PatienceEndDetail extends DealDetail {
  moves: number;
  /** Whose move ended the game. */
  source: MoveSource;
  /** Seconds on the game's clock. */
  time: number;
}

/**
 * `patience-change-declined`: the player chose "Keep playing" when the
 * element's attributes asked for another deal. The attributes describe the
 * deal shown again; `requested` is what they had asked for.
 */
export interface PatienceChangeDeclinedDetail extends DealDetail {
  moves: number;
  requested: { game: GameId; deal: number | null; draw?: 1 | 3; spaces?: 'waste' | 'any' };
}

/** What `newGame()` deals: each member optional (this game, a random deal, the player's options). */
export interface NewGameOptions {
  /** A game id, in any case. */
  game?: GameId;
  deal?: number | string;
  draw?: 1 | 3;
  spaces?: 'waste' | 'any';
}

/** The game a table shows, to script it (`table.api`). */
export interface TableGame {
  /** The legal moves as tokens, in the protocol's order. */
  legalMoves(): string[];
  /** Plays a move on the table as a player would; throws an Error with the reason when it is refused. */
  move(token: string): void;
  /** Undoes the last move; false when there was none. */
  undo(): boolean;
  /** Redoes the last undone move; false when there was none. */
  redo(): boolean;
  /** The position in the protocol's one-line JSON. */
  position(): string;
  /** The position as a plain object (JSON.parse of position()). */
  state(): unknown;
  status(): 'playing' | 'won' | 'lost';
  /** The moves made so far, as tokens. */
  moves(): string[];
  /** The moves so far as a replay code. */
  replayCode(): string;
  /** The deal shown. */
  deal(): DealDetail;
}

/**
 * The `theme` attribute's values: light, dark, or the system's
 * `prefers-color-scheme` (the player's own choice in Settings wins).
 */
export type PatienceTheme = 'light' | 'dark' | 'auto';

/**
 * The `card-index` attribute's values: the large-index card face (a bigger
 * rank and suit in the corners, at least 14 px), or the standard one.
 */
export type PatienceCardIndex = 'standard' | 'large';

/**
 * The `loading` attribute's values: `lazy` (the default) starts the table
 * (its module, its worker, its deal) only when it comes within about a
 * viewport of being seen; `eager` starts it at once.
 */
export type PatienceLoading = 'lazy' | 'eager';

/**
 * `<patience-table>`. Attributes: `game`, `deal`, `draw` ("1" or "3"),
 * `spaces` ("waste" or "any"), `autoplay` ("on" or "off"), `controls`
 * (names of the controls to show: new restart undo redo hint demo daily
 * share stats settings rules help game options winnable status, or none),
 * `save` ("off", or a name for this table's saved game), `share-url` (the
 * address Share links point to), `theme` ({@link PatienceTheme}),
 * `card-index` ({@link PatienceCardIndex}), `loading`
 * ({@link PatienceLoading}), `poster` (the URL of an image shown until the
 * table is drawn), `lang` (the table's language
 * unless the player chose one: en, fr, de, es, it, ru, pl or ar; see
 * docs/embedding.md, Languages), `storage-prefix` (the first part of its
 * storage keys; see docs/embedding.md, Storage).
 */
export declare class PatienceTable extends HTMLElement {
  static readonly observedAttributes: string[];
  /**
   * The table's game, to script it; null until the table has started.
   * Throws once the table was removed from the page.
   *
   * Changed: this was `game`, which is now the `game` attribute's
   * property. Migrate with `table.game.move(m)` → `table.api.move(m)`.
   */
  readonly api: TableGame | null;
  // Each attribute's property: the attribute's text (null where absent);
  // setting one sets the attribute (null or undefined removes it).
  /** The `game` attribute: `table.game = "caprice"` deals Caprice. */
  get game(): string | null;
  set game(value: GameId | string | null | undefined);
  /** The `deal` attribute. */
  get deal(): string | null;
  set deal(value: number | string | null | undefined);
  /** The `draw` attribute (Double Canfield). */
  get draw(): string | null;
  set draw(value: 1 | 3 | '1' | '3' | null | undefined);
  /** The `spaces` attribute (Double Canfield). */
  get spaces(): string | null;
  set spaces(value: 'waste' | 'any' | null | undefined);
  /** The `autoplay` attribute ("on" or "off"). */
  get autoplay(): string | null;
  set autoplay(value: 'on' | 'off' | boolean | null | undefined);
  /** The `controls` attribute. */
  get controls(): string | null;
  set controls(value: string | null | undefined);
  /** The `save` attribute. */
  get save(): string | null;
  set save(value: string | null | undefined);
  /** The `share-url` attribute. */
  get shareUrl(): string | null;
  set shareUrl(value: string | null | undefined);
  /** The `theme` attribute. */
  get theme(): string | null;
  set theme(value: PatienceTheme | null | undefined);
  /** The `card-index` attribute. */
  get cardIndex(): string | null;
  set cardIndex(value: PatienceCardIndex | null | undefined);
  /** The `loading` attribute. */
  get loading(): string | null;
  set loading(value: PatienceLoading | null | undefined);
  /** The `poster` attribute. */
  get poster(): string | null;
  set poster(value: string | null | undefined);
  /**
   * The `storage-prefix` attribute: the first part of the table's storage
   * keys (`<prefix>:settings` …; `patience` by default), read when the
   * table starts.
   */
  get storagePrefix(): string | null;
  set storagePrefix(value: string | null | undefined);
  /**
   * Resolves to true once the table's first deal is drawn, whenever the
   * element is attached (it waits until then), or to false when the table
   * could not start. The first `patience-deal` follows it.
   */
  readonly ready: Promise<boolean>;
  /**
   * Deals at once, without the dialog a changed attribute brings (for hosts
   * that confirm their own way); the attributes then describe the deal.
   * Returns the deal shown; throws an Error for a bad game, deal or option.
   */
  newGame(options?: NewGameOptions): DealDetail;
}

/**
 * The table's events. They bubble and are composed: a listener on the
 * element, on any ancestor, on `document` or on `window` hears them.
 */
export interface PatienceEventMap {
  'patience-deal': CustomEvent<PatienceDealDetail>;
  'patience-move': CustomEvent<PatienceMoveDetail>;
  'patience-won': CustomEvent<PatienceEndDetail>;
  'patience-lost': CustomEvent<PatienceEndDetail>;
  'patience-change-declined': CustomEvent<PatienceChangeDeclinedDetail>;
  'patience-grade': CustomEvent<PatienceGradeDetail>;
  'patience-error': CustomEvent<PatienceErrorDetail>;
}

/**
 * Why a table cannot start (`no-wasm`, `file`, `csp`, `damaged`,
 * `download`, `timeout`, `other`), or `solver`: its solver was lost (the
 * table plays on).
 */
export type PatienceErrorReason = 'no-wasm' | 'file' | 'csp' | 'damaged' | 'download' | 'timeout' | 'other' | 'solver';

/** `patience-error`: the table cannot start, or lost its solver. */
export interface PatienceErrorDetail {
  reason: PatienceErrorReason;
  /** The sentence the player reads. */
  message: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'patience-table': PatienceTable;
  }
  interface HTMLElementEventMap extends PatienceEventMap {}
  interface DocumentEventMap extends PatienceEventMap {}
  interface WindowEventMap extends PatienceEventMap {}
  interface ShadowRootEventMap extends PatienceEventMap {}
  // wasm-bindgen's declarations (patience.d.ts, patience_solver.d.ts) give
  // their classes a `[Symbol.dispose]()` method: declared here too, so that
  // they type-check without the ESNext lib (`lib: ["ES2022", "DOM"]`). With
  // it, the two declarations are the same.
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}
