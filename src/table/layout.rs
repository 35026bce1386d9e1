//! Where every pile sits on the table, and where each of its cards goes.
//!
//! Each game offers a few arrangements (rows of piles); of those that keep
//! every pile inside the table's width (on the narrowest tables, at the
//! smallest cards, only the arrangements in more rows do), the one that
//! gives the largest cards for the table's size wins. Cards are 1 : 1.4. Tableau
//! piles fan downwards within their row's height and squeeze their fan when
//! they grow tall; the waste fans its top three cards to the right. Double
//! Canfield's reserve is squared (only its top card plays), and fans down
//! like a tableau pile while the player looks through it
//! ([`Layout::look_reserve`]). Everything here is plain arithmetic on the
//! engine's game definition: no DOM.

use crate::engine::{PileId, Position};

/// Card height over card width.
pub const ASPECT: f64 = 1.4;
/// Gap between piles and around the table, as a fraction of the card width.
const GAP: f64 = 0.14;
/// The widest a card gets, in CSS pixels.
const MAX_CARD_W: f64 = 128.0;
/// The narrowest a card gets (small screens squeeze the table instead).
const MIN_CARD_W: f64 = 24.0;
/// Cards may shrink to fit a long column, but never below this width (px):
/// narrower, the table scrolls instead.
const SHRINK_MIN: f64 = 40.0;
/// The usual fan step of a tableau pile, as a fraction of the card height.
const FAN: f64 = 0.26;
/// The waste's fan step to the right, as a fraction of the card width
/// (wider for the large-index face, whose index is wider).
const WASTE_FAN: f64 = 0.3;
const WASTE_FAN_LARGE: f64 = 0.5;
/// How many waste cards show fanned.
const WASTE_SHOWN: usize = 3;
/// The corner index of a card (`.card::before` in style.css): its top edge
/// and its font size as fractions of the card width, the smallest font size
/// in pixels, and a little room under it. A fanned card never covers the
/// index of the card under it.
const INDEX_TOP: f64 = 0.035;
const INDEX_FONT: f64 = 0.27;
const INDEX_FONT_MIN: f64 = 11.0;
const INDEX_ROOM: f64 = 2.0;
/// The large-index face's font (`.patience[data-card-index="large"]
/// .card::before`): bigger, and at least 14 px however small the card.
const INDEX_FONT_LARGE: f64 = 0.42;
const INDEX_FONT_LARGE_MIN: f64 = 14.0;

/// The height (px) from a card's top edge to below its corner index: the
/// smallest fan step of a tableau pile.
pub fn index_height(card_w: f64, large: bool) -> f64 {
    let font = if large {
        (card_w * INDEX_FONT_LARGE).max(INDEX_FONT_LARGE_MIN)
    } else {
        (card_w * INDEX_FONT).max(INDEX_FONT_MIN)
    };
    (card_w * INDEX_TOP + font + INDEX_ROOM).ceil()
}

/// The usual fan step (px) of a tableau pile: a share of the card height,
/// and with the large index never less than the index's height.
fn usual_fan(card_w: f64, card_h: f64, large: bool) -> f64 {
    let usual = card_h * FAN;
    if large {
        usual.max(index_height(card_w, true))
    } else {
        usual
    }
}

fn waste_fan(large: bool) -> f64 {
    if large {
        WASTE_FAN_LARGE
    } else {
        WASTE_FAN
    }
}

/// How a pile spreads its cards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Spread {
    /// All cards on one spot (foundations, stock).
    Squared,
    /// Downwards, each card below the one under it (tableau, reserve).
    Down,
    /// The top few cards to the right (waste).
    Right,
}

/// A pile's place: its top-left corner and the area it may use, in CSS
/// pixels from the table's top-left corner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    pub pile: PileId,
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
    pub spread: Spread,
}

/// The whole table's geometry.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub card_w: f64,
    pub card_h: f64,
    pub slots: Vec<Slot>,
    pub width: f64,
    pub height: f64,
    /// The cards wear the large-index face (their fan steps make room for it).
    pub large_index: bool,
}

/// The player's card size (a setting). Large cards are as large as the
/// table allows (up to 176 px); medium ones nine tenths of that (up to
/// 128 px), small ones eight tenths (up to 96 px), so the three differ
/// wherever the table has room. Where the room is short (cards under 64 px,
/// as on a phone), medium cards take the whole room too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CardSize {
    Small,
    #[default]
    Medium,
    Large,
}

impl CardSize {
    /// The share of the fitting size used, the width (px) below which the
    /// whole fitting size is used, and the widest card (px).
    fn scale(self) -> (f64, f64, f64) {
        match self {
            CardSize::Small => (0.8, 0.0, 96.0),
            CardSize::Medium => (0.9, 64.0, MAX_CARD_W),
            CardSize::Large => (1.0, 0.0, 176.0),
        }
    }

    /// The card width (px) for a table where cards up to `fit` px fit.
    fn width(self, fit: f64) -> f64 {
        let (share, full_below, max_w) = self.scale();
        let wanted = (fit * share).max(fit.min(full_below));
        bound(wanted, MIN_CARD_W, max_w).floor()
    }
}

/// The player's layout preferences.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Prefs {
    pub size: CardSize,
    /// Mirror the table: the stock, waste and reserve on the other side
    /// (the piles of a row keep their order from left to right).
    pub left_handed: bool,
    /// The large-index face: fan steps tall and wide enough for its index.
    pub large_index: bool,
}

/// One cell of a row: a pile or a blank of some width (in card widths).
#[derive(Clone, Copy)]
enum Cell {
    Pile(PileId, f64),
    Blank(f64),
}

/// A row of cells; `tall` is its height budget in card heights. Rows are
/// centred, or (`left`) start at the left edge of the widest row.
struct Row {
    cells: Vec<Cell>,
    tall: f64,
    left: bool,
}

impl Layout {
    /// Lays out `position`'s game on a table `width` × `height` pixels.
    pub fn new(position: &Position, width: f64, height: f64) -> Layout {
        Layout::with(position, width, height, Prefs::default())
    }

    /// [`Layout::new`] with the player's preferences. When a column is too
    /// long for the table (its corner indexes would overlap), cards of at
    /// least [`SHRINK_MIN`] px shrink, by steps, down to seven tenths (and
    /// never below [`SHRINK_MIN`]),
    /// until the columns fit; if none fits, the cards keep their size and
    /// the table scrolls.
    pub fn with(position: &Position, width: f64, height: f64, prefs: Prefs) -> Layout {
        let full = Layout::shrunk(position, width, height, prefs, 1.0);
        if full.height <= height.max(100.0) + 0.5 || full.card_w < SHRINK_MIN {
            return full;
        }
        [0.9, 0.8, 0.7]
            .into_iter()
            .map(|k| Layout::shrunk(position, width, height, prefs, k))
            .take_while(|l| l.card_w >= SHRINK_MIN)
            .find(|l| l.height <= height.max(100.0) + 0.5)
            .unwrap_or(full)
    }

    fn shrunk(position: &Position, width: f64, height: f64, prefs: Prefs, shrink: f64) -> Layout {
        let width = width.max(100.0);
        let height = height.max(100.0);
        let present: Vec<PileId> = position.pile_ids().collect();
        arrangements(position, prefs.large_index)
            .into_iter()
            .map(|rows| {
                let rows: Vec<Row> = rows
                    .into_iter()
                    .map(|r| Row {
                        left: r.left,
                        cells: r
                            .cells
                            .into_iter()
                            .filter(|c| match c {
                                Cell::Pile(p, _) => present.contains(p),
                                Cell::Blank(_) => true,
                            })
                            .collect(),
                        tall: r.tall,
                    })
                    .filter(|r| r.cells.iter().any(|c| matches!(c, Cell::Pile(..))))
                    .map(|r| if prefs.left_handed { mirrored(r) } else { r })
                    .collect();
                place(&rows, width, height, prefs, position, shrink)
            })
            // Every pile inside the table's width first (at the smallest
            // cards, an arrangement in more rows may be the only one that
            // fits a phone), then the largest cards.
            .fold(None, |best: Option<Layout>, l| match best {
                Some(b)
                    if b.overflow() < l.overflow()
                        || (b.overflow() == l.overflow() && b.card_w >= l.card_w - 0.5) =>
                {
                    Some(b)
                }
                _ => Some(l),
            })
            .expect("every game has an arrangement")
    }

    /// How far (whole px) the piles reach past the table's right edge
    /// (0: every pile is inside).
    pub fn overflow(&self) -> f64 {
        self.slots
            .iter()
            .map(|s| (s.x + s.w - self.width).ceil().max(0.0))
            .fold(0.0, f64::max)
    }

    /// Fans the reserve out (`true`: to look through it) or squares it.
    pub fn look_reserve(&mut self, on: bool) {
        for s in &mut self.slots {
            if s.pile == PileId::RESERVE {
                s.spread = if on { Spread::Down } else { Spread::Squared };
            }
        }
    }

    /// Whether the reserve is fanned out.
    pub fn reserve_fanned(&self) -> bool {
        self.slot(PileId::RESERVE)
            .is_some_and(|s| s.spread == Spread::Down)
    }

    pub fn slot(&self, pile: PileId) -> Option<&Slot> {
        self.slots.iter().find(|s| s.pile == pile)
    }

    /// The fan step (pixels) of `pile` when it holds `len` cards.
    pub fn fan(&self, pile: PileId, len: usize) -> f64 {
        let Some(slot) = self.slot(pile) else {
            return 0.0;
        };
        match slot.spread {
            Spread::Squared => 0.0,
            Spread::Right => self.card_w * waste_fan(self.large_index),
            Spread::Down => {
                let usual = usual_fan(self.card_w, self.card_h, self.large_index);
                if len <= 1 {
                    return usual;
                }
                let room = (slot.h - self.card_h).max(0.0);
                // Squeezed to the room, but never over a corner index (the
                // rows were made tall enough, see `place`).
                usual
                    .min(room / (len - 1) as f64)
                    .max(index_height(self.card_w, self.large_index).min(usual))
            }
        }
    }

    /// Where card `index` of a pile of `len` cards goes, relative to the
    /// pile's corner, given the pile's fan step.
    pub fn offset(&self, pile: PileId, index: usize, len: usize, fan: f64) -> (f64, f64) {
        match self.slot(pile).map(|s| s.spread) {
            Some(Spread::Down) => (0.0, index as f64 * fan),
            Some(Spread::Right) => {
                let first_fanned = len.saturating_sub(WASTE_SHOWN);
                (index.saturating_sub(first_fanned) as f64 * fan, 0.0)
            }
            _ => (0.0, 0.0),
        }
    }

    /// Card `index`'s top-left corner on the table.
    pub fn card_at(&self, pile: PileId, index: usize, len: usize) -> (f64, f64) {
        let Some(slot) = self.slot(pile) else {
            return (0.0, 0.0);
        };
        let (dx, dy) = self.offset(pile, index, len, self.fan(pile, len));
        (slot.x + dx, slot.y + dy)
    }
}

fn f(i: usize) -> Cell {
    Cell::Pile(PileId::foundation(i), 1.0)
}

fn t(i: usize) -> Cell {
    Cell::Pile(PileId::tableau(i), 1.0)
}

fn stock() -> Cell {
    Cell::Pile(PileId::STOCK, 1.0)
}

fn waste(large: bool) -> Cell {
    Cell::Pile(
        PileId::WASTE,
        1.0 + waste_fan(large) * (WASTE_SHOWN - 1) as f64,
    )
}

fn reserve() -> Cell {
    Cell::Pile(PileId::RESERVE, 1.0)
}

fn row(cells: Vec<Cell>, tall: f64) -> Row {
    Row {
        cells,
        tall,
        left: false,
    }
}

fn left_row(cells: Vec<Cell>, tall: f64) -> Row {
    Row {
        cells,
        tall,
        left: true,
    }
}

/// The candidate arrangements of a game, from its rules.
fn arrangements(position: &Position, large_index: bool) -> Vec<Vec<Row>> {
    let waste = || waste(large_index);
    let rules = position.rules();
    let n = rules.tableau_piles;
    let tableau = |range: std::ops::Range<usize>| range.map(t).collect::<Vec<_>>();
    let half = n.div_ceil(2);
    let found = |range: std::ops::Range<usize>| range.map(f).collect::<Vec<_>>();
    let cat = |parts: Vec<Vec<Cell>>| parts.into_iter().flatten().collect::<Vec<_>>();
    let pile_tall = if rules.has_reserve { 3.2 } else { 3.0 };

    if rules.has_waste {
        // Lucas Leaps, Double Canfield: stock and waste beside the foundations.
        let lead = if rules.has_reserve {
            vec![reserve(), Cell::Blank(0.3)]
        } else {
            vec![]
        };
        vec![
            // Wide: stock, waste, foundations; then the tableau.
            vec![
                left_row(
                    cat(vec![vec![stock(), waste(), Cell::Blank(0.4)], found(0..8)]),
                    1.0,
                ),
                left_row(cat(vec![lead.clone(), tableau(0..n)]), pile_tall),
            ],
            // Narrow: foundations in two rows of four with stock and waste;
            // the tableau in one or two rows.
            vec![
                left_row(cat(vec![found(0..4), vec![Cell::Blank(0.2), stock()]]), 1.0),
                left_row(cat(vec![found(4..8), vec![Cell::Blank(0.2), waste()]]), 1.0),
                left_row(cat(vec![lead.clone(), tableau(0..n)]), pile_tall),
            ],
            vec![
                left_row(cat(vec![found(0..4), vec![Cell::Blank(0.2), stock()]]), 1.0),
                left_row(cat(vec![found(4..8), vec![Cell::Blank(0.2), waste()]]), 1.0),
                left_row(cat(vec![lead.clone(), tableau(0..half)]), 2.6),
                left_row(tableau(half..n), 2.6),
            ],
            vec![
                left_row(
                    cat(vec![vec![stock(), waste(), Cell::Blank(0.4)], found(0..8)]),
                    1.0,
                ),
                left_row(cat(vec![lead, tableau(0..half)]), 2.6),
                left_row(tableau(half..n), 2.6),
            ],
        ]
    } else {
        // Caprice, Capricieuse: Ace foundations, (stock), King foundations.
        let top = || {
            row(
                cat(vec![
                    found(0..4),
                    vec![Cell::Blank(0.3), stock(), Cell::Blank(0.3)],
                    found(4..8),
                ]),
                1.0,
            )
        };
        vec![
            vec![top(), row(tableau(0..n), pile_tall)],
            vec![
                top(),
                row(tableau(0..half), 2.6),
                row(tableau(half..n), 2.6),
            ],
            vec![
                row(cat(vec![found(0..4), vec![Cell::Blank(0.2), stock()]]), 1.0),
                row(
                    cat(vec![found(4..8), vec![Cell::Blank(0.2), Cell::Blank(1.0)]]),
                    1.0,
                ),
                row(tableau(0..half), 2.6),
                row(tableau(half..n), 2.6),
            ],
        ]
    }
}

/// A row seen in a mirror, except that runs of foundations and of tableau
/// piles keep their order (t1 stays left of t2).
fn mirrored(r: Row) -> Row {
    let kind = |c: &Cell| match c {
        Cell::Pile(p, _) if p.is_foundation() => 1,
        Cell::Pile(p, _) if p.is_tableau() => 2,
        _ => 0,
    };
    let mut cells = r.cells;
    cells.reverse();
    let mut i = 0;
    while i < cells.len() {
        let k = kind(&cells[i]);
        let mut j = i + 1;
        while j < cells.len() && k != 0 && kind(&cells[j]) == k {
            j += 1;
        }
        cells[i..j].reverse();
        i = j;
    }
    Row { cells, ..r }
}

fn cell_w(c: &Cell) -> f64 {
    match *c {
        Cell::Pile(_, w) | Cell::Blank(w) => w,
    }
}

/// Sizes and places one arrangement. Fanned rows share the height left by
/// the flat ones in proportion to their budgets; a row whose longest pile
/// would need its cards closer than a corner index takes the height it
/// needs from the others (as far as they can spare it), and if the table
/// is still too short the layout is taller than the table, which then
/// scrolls: no rank is ever hidden.
fn place(
    rows: &[Row],
    width: f64,
    height: f64,
    prefs: Prefs,
    position: &Position,
    shrink: f64,
) -> Layout {
    // Widths and heights in card widths.
    let row_units =
        |r: &Row| r.cells.iter().map(cell_w).sum::<f64>() + GAP * (r.cells.len() as f64 + 1.0);
    let max_units = rows.iter().map(row_units).fold(1.0, f64::max);
    let tall_units: f64 =
        rows.iter().map(|r| r.tall * ASPECT).sum::<f64>() + GAP * (rows.len() as f64 + 1.0);
    let fit = (width / max_units).min(height / tall_units);
    let card_w = (prefs.size.width(fit) * shrink).floor().max(MIN_CARD_W);
    let card_h = (card_w * ASPECT).round();
    let gap = (card_w * GAP).round().max(3.0);

    // Flat rows (tall 1) get one card height; the rest of the height is
    // shared by the fanned rows in proportion to their budgets.
    let flat: f64 = rows.iter().filter(|r| r.tall <= 1.0).map(|_| card_h).sum();
    let fanned_budget: f64 = rows.iter().filter(|r| r.tall > 1.0).map(|r| r.tall).sum();
    let free = (height - flat - gap * (rows.len() as f64 + 1.0)).max(0.0);

    // The height each fanned row needs so that no corner index is covered.
    let step =
        index_height(card_w, prefs.large_index).min(usual_fan(card_w, card_h, prefs.large_index));
    let need = |r: &Row| -> f64 {
        let longest = r
            .cells
            .iter()
            .filter_map(|c| match *c {
                Cell::Pile(p, _) if p.is_tableau() => Some(position.pile(p).len()),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        (card_h + longest.saturating_sub(1) as f64 * step).ceil()
    };
    let share = |r: &Row, free: f64, budget: f64| (free * r.tall / budget).max(card_h);
    let short: Vec<bool> = rows
        .iter()
        .map(|r| r.tall > 1.0 && need(r) > share(r, free, fanned_budget))
        .collect();
    let short_need: f64 = rows
        .iter()
        .zip(&short)
        .filter(|(_, &s)| s)
        .map(|(r, _)| need(r))
        .sum();
    let rest_budget: f64 = rows
        .iter()
        .zip(&short)
        .filter(|(r, &s)| r.tall > 1.0 && !s)
        .map(|(r, _)| r.tall)
        .sum();
    let rest_free = (free - short_need).max(0.0);
    let fanned_h = |i: usize, r: &Row| -> f64 {
        if !short.contains(&true) {
            share(r, free, fanned_budget)
        } else if short[i] {
            need(r)
        } else {
            share(r, rest_free, rest_budget.max(f64::MIN_POSITIVE)).max(need(r))
        }
    };

    let row_px = |r: &Row| {
        r.cells.iter().map(cell_w).sum::<f64>() * card_w + gap * (r.cells.len() as f64 - 1.0)
    };
    let block_w = rows.iter().map(row_px).fold(0.0, f64::max);
    let block_x = ((width - block_w) / 2.0).max(gap).floor();
    let mut slots = Vec::new();
    let mut y = gap;
    for (i, r) in rows.iter().enumerate() {
        let h = if r.tall <= 1.0 {
            card_h
        } else {
            fanned_h(i, r)
        };
        let mut x = if r.left && prefs.left_handed {
            (block_x + block_w - row_px(r)).floor()
        } else if r.left {
            block_x
        } else {
            ((width - row_px(r)) / 2.0).max(gap).floor()
        };
        for c in &r.cells {
            let w = cell_w(c) * card_w;
            if let Cell::Pile(pile, _) = *c {
                let spread = if pile == PileId::WASTE {
                    Spread::Right
                } else if pile.is_tableau() {
                    Spread::Down
                } else {
                    Spread::Squared
                };
                slots.push(Slot {
                    pile,
                    x,
                    y,
                    w: if spread == Spread::Right { w } else { card_w },
                    // The reserve keeps its column's height for looking through it.
                    h: if spread == Spread::Down || pile == PileId::RESERVE {
                        h
                    } else {
                        card_h
                    },
                    spread,
                });
            }
            x += w + gap;
        }
        y += h + gap;
    }
    Layout {
        card_w,
        card_h,
        slots,
        width,
        height: y.max(height),
        large_index: prefs.large_index,
    }
}

/// A CSS or SVG number, written to two decimals at most (`12.5`, `-3`,
/// `0.07`). Written with integer formatting only: Rust's float printing
/// would add about 15 KB to the download for numbers nobody reads (see
/// also [`bound`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Num(pub f64);

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let v = self.0;
        if !v.is_finite() {
            return f.write_str("0");
        }
        // Hundredths, saturating far beyond any length on a page.
        let h = (v * 100.0).round() as i64;
        let (sign, h) = if h < 0 { ("-", -h) } else { ("", h) };
        let (int, frac) = (h / 100, h % 100);
        match frac {
            0 => write!(f, "{sign}{int}"),
            _ if frac % 10 == 0 => write!(f, "{sign}{int}.{}", frac / 10),
            _ => write!(f, "{sign}{int}.{frac:02}"),
        }
    }
}

/// `x` kept within `lo..=hi` (NaN gives `lo`). Not `f64::clamp`: its check
/// of `lo` and `hi` prints floats when it fails, and that alone brought
/// Rust's float printing, 10 KB of the gzipped download, into the browser
/// build.
#[allow(clippy::manual_clamp)]
pub fn bound(x: f64, lo: f64, hi: f64) -> f64 {
    x.max(lo).min(hi)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DealNumber, Game, GameId, Variant};

    fn sized(pos: &Position, w: f64, h: f64, size: CardSize) -> f64 {
        let prefs = Prefs {
            size,
            ..Prefs::default()
        };
        Layout::with(pos, w, h, prefs).card_w
    }

    #[test]
    fn the_three_card_sizes_differ_where_there_is_room() {
        for g in GameId::ALL {
            let pos = Game::deal(Variant::new(g), DealNumber::new(1).unwrap())
                .position()
                .clone();
            for (w, h) in [(1280.0, 700.0), (1920.0, 1000.0), (2560.0, 1300.0)] {
                let s = sized(&pos, w, h, CardSize::Small);
                let m = sized(&pos, w, h, CardSize::Medium);
                let l = sized(&pos, w, h, CardSize::Large);
                assert!(s < m && m < l, "{g:?} at {w}x{h}: {s} / {m} / {l}");
            }
            // Where the room is short, medium cards take all of it.
            let m = sized(&pos, 360.0, 480.0, CardSize::Medium);
            let l = sized(&pos, 360.0, 480.0, CardSize::Large);
            assert_eq!(m, l, "{g:?} on a phone");
        }
    }

    #[test]
    fn on_the_narrowest_tables_every_pile_is_inside_the_width() {
        // A phone's table (320 px wide, what a 480 px tall page leaves it)
        // and the element at its narrowest (280 px), in every game, also
        // short (a landscape phone's table under its bar).
        for variant in [
            Variant::new(GameId::Caprice),
            Variant::new(GameId::Capricieuse),
            Variant::new(GameId::LucasLeaps),
            Variant::new(GameId::DoubleCanfield),
            Variant::new(GameId::RussianPatience),
        ] {
            let pos = Game::deal(variant, DealNumber::new(1).unwrap())
                .position()
                .clone();
            for (w, h) in [
                (320.0, 400.0),
                (280.0, 320.0),
                (320.0, 230.0),
                (640.0, 304.0),
            ] {
                let l = Layout::new(&pos, w, h);
                assert_eq!(l.overflow(), 0.0, "{variant:?} at {w}x{h}");
                for s in &l.slots {
                    assert!(
                        s.x >= 0.0 && s.x + s.w <= w,
                        "{variant:?} at {w}x{h}: {s:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn russian_patience_needs_no_scrolling_while_its_rows_are_dealt() {
        // A phone's table in portrait (360 px wide, what the page's thin
        // bar leaves of 640 px) and in landscape: every row dealt, the
        // table holds the whole layout (no inner scrolling, the stock in
        // view).
        for n in 1..=20u64 {
            let mut g = Game::deal(
                Variant::new(GameId::RussianPatience),
                DealNumber::new(n).unwrap(),
            );
            loop {
                for (w, h) in [(360.0, 550.0), (640.0, 304.0)] {
                    let l = Layout::new(g.position(), w, h);
                    assert!(
                        l.height <= h + 0.5,
                        "deal {n} after {} moves at {w}x{h}: {} px tall",
                        g.moves().len(),
                        l.height
                    );
                }
                if g.play(crate::engine::Move::Stock).is_err() {
                    break;
                }
            }
        }
    }

    /// Lucas Leaps 42 after 178 moves of the solver's line: columns of 10
    /// and 12 cards (issue 13's phone).
    const LONG_COLUMNS: &str = r#"{"game":"lucas-leaps","options":{},"foundations":[["AS","2S","3S","4S","5S","6S","7S","8S","9S","TS","JS","QS","KS"],["AH","2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH"],["AC","2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC","KC"],["AD","2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD"],["AS","2S","3S","4S","5S","6S","7S","8S","9S","TS","JS"],["AC","2C","3C"],[],[]],"tableau":[[],["KC","QC","JC","TC","9C","8C"],[],[],["2H"],[],[],["KH","QH","JH","TH","9H","8H","7H","6H","5H","4H"],["KD","QD","JD","TD","9D","8D","7D","6D","5D","4D","3D","2D"],[],["6C","5C"],[],[]],"stock":["QS","AH","KS","7C","AD","3H","4C"],"waste":[],"reserve":[],"redeals_left":0}"#;

    #[test]
    fn long_columns_never_cover_a_corner_index() {
        let pos = Position::from_json(LONG_COLUMNS).unwrap();
        for (w, h) in [
            (360.0, 470.0),
            (360.0, 300.0),
            (360.0, 120.0),
            (1280.0, 700.0),
        ] {
            let layout = Layout::new(&pos, w, h);
            let min = index_height(layout.card_w, false).min(layout.card_h * FAN);
            for slot in layout.slots.iter().filter(|s| s.spread == Spread::Down) {
                let len = pos.pile(slot.pile).len();
                if len < 2 {
                    continue;
                }
                let fan = layout.fan(slot.pile, len);
                assert!(
                    fan >= min,
                    "{w}x{h} {}: {len} cards, step {fan} < {min}",
                    slot.pile
                );
                // The column stays inside its row: nothing below is covered.
                let bottom = slot.y + layout.card_h + fan * (len - 1) as f64;
                assert!(bottom <= slot.y + slot.h + 0.5, "{w}x{h} {}", slot.pile);
                assert!(
                    bottom <= layout.height,
                    "{w}x{h} {}: within the layout",
                    slot.pile
                );
            }
        }
        // A table too short for the columns: the layout is taller (it scrolls).
        assert!(Layout::new(&pos, 360.0, 120.0).height > 120.0);
    }

    /// The large-index face: its fan steps never cover its index, down to
    /// a 360 px phone's smallest cards, and the waste's strips are wide
    /// enough for its rank.
    #[test]
    fn the_large_index_is_never_covered() {
        let pos = Position::from_json(LONG_COLUMNS).unwrap();
        for (w, h) in [(360.0, 480.0), (360.0, 300.0), (1280.0, 700.0)] {
            for size in [CardSize::Small, CardSize::Medium, CardSize::Large] {
                let prefs = Prefs {
                    size,
                    large_index: true,
                    ..Prefs::default()
                };
                let layout = Layout::with(&pos, w, h, prefs);
                assert!(layout.large_index);
                let need = index_height(layout.card_w, true);
                assert!(need >= 14.0 + 2.0, "{w}x{h} {size:?}");
                assert!(need > index_height(layout.card_w, false));
                for slot in layout.slots.iter().filter(|s| s.spread == Spread::Down) {
                    let len = pos.pile(slot.pile).len();
                    if len < 2 {
                        continue;
                    }
                    let fan = layout.fan(slot.pile, len);
                    assert!(
                        fan >= need,
                        "{w}x{h} {size:?} {}: {fan} < {need}",
                        slot.pile
                    );
                }
                let waste = layout.fan(PileId::WASTE, 3);
                assert!(waste >= layout.card_w * 0.5 - 0.01, "{w}x{h} {size:?}");
            }
        }
        // The standard face keeps its steps.
        let plain = Layout::new(&pos, 360.0, 480.0);
        assert!(!plain.large_index);
        assert_eq!(
            plain.fan(PileId::WASTE, 3),
            plain.card_w * WASTE_FAN,
            "the standard waste"
        );
    }
}
