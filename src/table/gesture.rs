//! What the pointer means on the table: a press that becomes a drag, where
//! a dragged unit lands, what a click, a tap or a double-click asks for.
//! Plain numbers in ([`Spot`]s, coordinates, times), decisions out
//! ([`Act`]s); the rules are the engine's (`check_unit`, `moves_from`,
//! `preferred_move`, `check`). The shell turns a pointer event's element
//! into a [`Spot`] and performs the acts: it marks and moves card elements,
//! plays the move, says the refusal.
//!
//! - A press on a card of a tableau pile, the waste or the reserve may
//!   become a drag: past [`SLOP`] pixels of travel it lifts the unit from
//!   that card up (or, if the engine refuses the unit, says why).
//! - A drop lands on the pile the dragged card overlaps most, a legal
//!   target first; else on the pile under the pointer.
//! - A click (or a tap) on the stock turns it; on a card it plays the
//!   engine's preferred move for the unit from that card up.
//! - A double-click (or a double tap) means "to a foundation" and nothing
//!   else: when its first click moved the card elsewhere, that move is
//!   taken back.
//! - The browser's own `click` and `dblclick` that echo a tap or end a drag
//!   are ignored ([`Taps::swallows_click`]).
//! - A press or click acts on what was under the pointer as the player saw
//!   it ([`Hits::aim`]): a card still in flight is looked through (the
//!   shell reports every element under the pointer, topmost first, and
//!   which of each pile's cards are still flying); a card with cards still
//!   landing on it is not the unit the player saw, and a press on nothing
//!   but cards in flight, or on the place of a tableau pile, the waste or
//!   the reserve with cards still landing on it, aims at nothing that is
//!   there now: all are refused with words ([`Act::Landing`]). So a click
//!   never moves a card in flight, is never lost to one, and fast clicks on
//!   the stock turn it once each.

use super::layout::Layout;
use super::tap::{Tap, Taps, SLOP};
use crate::engine::{Card, Move, MoveError, PileId, PileKind, Position};

/// Where a pointer acted: a pile and, on a card, that card's index from
/// the bottom of the pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    pub pile: PileId,
    pub card: Option<usize>,
}

/// One element under the pointer, as the shell found it: the pile and
/// card it stands for, and the first of that pile's cards still in flight
/// (`None`: none of them is).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    pub spot: Spot,
    pub flying_from: Option<usize>,
}

/// What lay under the pointer when it pressed or clicked, topmost first,
/// as drawn (empty: nothing of the table's piles).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hits(pub Vec<Hit>);

/// What a press or click aimed at, in the position the player saw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    /// A pile, or a card with no card in flight on it.
    At(Spot),
    /// Only cards in flight, or a card with cards still landing on it: not
    /// what the position now holds there.
    Landing,
}

impl Hit {
    /// Whether this element is a card in flight.
    pub fn flying(&self) -> bool {
        matches!((self.spot.card, self.flying_from), (Some(k), Some(f)) if k >= f)
    }
}

impl Hits {
    /// A spot with nothing in flight (a keyboard's or a screen reader's
    /// click, a test's press).
    pub fn at(spot: Option<Spot>) -> Hits {
        Hits(
            spot.into_iter()
                .map(|spot| Hit {
                    spot,
                    flying_from: None,
                })
                .collect(),
        )
    }

    /// Whether nothing of the table was hit.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// What the pointer aimed at: the topmost element that is not a card
    /// in flight (`None`: nothing but the table's background).
    pub fn aim(&self) -> Option<Aim> {
        let mut looked_through = false;
        for hit in &self.0 {
            if hit.flying() {
                looked_through = true;
                continue;
            }
            // A card with cards landing on it is not the unit drawn. The
            // stock's own element with cards flying off it is still the
            // stock (it turns), but the place of a pile that moves cards,
            // with cards still landing on it, is where one was drawn (or
            // is about to be): not a place with nothing to click.
            return Some(match (hit.spot.card, hit.flying_from) {
                (Some(_), Some(_)) => Aim::Landing,
                (None, Some(_)) if is_source(hit.spot.pile) => Aim::Landing,
                _ => Aim::At(hit.spot),
            });
        }
        looked_through.then_some(Aim::Landing)
    }
}

/// Where a press happened, in the shell's coordinates: the pointer in the
/// page (CSS pixels), the table's corner in the page, and the pressed
/// card's top-left corner on the table (as drawn).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PressAt {
    pub pointer: (f64, f64),
    pub table: (f64, f64),
    pub card: (f64, f64),
}

/// What the shell must do about the pointer.
#[derive(Clone, Debug, PartialEq)]
pub enum Act {
    /// A press on a unit that may be dragged: capture the pointer for the
    /// unit's cards (`count` from the top of `from`).
    Capture { from: PileId, count: usize },
    /// A drag began: mark the unit's cards as dragged and light `targets`.
    Lift {
        from: PileId,
        count: usize,
        targets: Vec<PileId>,
    },
    /// The dragged cards follow the pointer, this far from where they lie.
    Follow {
        from: PileId,
        count: usize,
        delta: (f64, f64),
    },
    /// The drag ends without a move: clear its marks and send the cards
    /// back from `delta` (saying `reason`, if any).
    FlyBack {
        from: PileId,
        count: usize,
        targets: Vec<PileId>,
        delta: (f64, f64),
        reason: Option<MoveError>,
    },
    /// Play `mv`. After a drag (`dropped`), first clear the drag's marks;
    /// the cards fly on from where they were dropped.
    Play { mv: Move, dropped: Option<Dropped> },
    /// The engine refuses: say why.
    Refuse(MoveError),
    /// A click on a unit with no legal move (`count` cards from `card` up).
    NoMove { card: Card, count: usize },
    /// A double-click on a card no foundation takes yet.
    NoFoundation(Card),
    /// Take back `mv`, the last move made (a double-click's first click
    /// moved a card elsewhere than to a foundation).
    TakeBack(Move),
    /// A click on cards still in flight, or on a card with cards still
    /// landing on it: nothing moves; say so.
    Landing,
}

/// The drag a move was dropped from: its unit, its targets (lit while it
/// lasted) and how far the cards had travelled.
#[derive(Clone, Debug, PartialEq)]
pub struct Dropped {
    pub from: PileId,
    pub count: usize,
    pub targets: Vec<PileId>,
    pub delta: (f64, f64),
}

/// A press on a card that may become a drag.
#[derive(Clone, Debug, PartialEq)]
struct Press {
    pointer: i32,
    from: PileId,
    count: usize,
    at: PressAt,
    /// Whether the unit may move at all (the engine's word).
    lift: Result<(), MoveError>,
    started: bool,
    delta: (f64, f64),
    targets: Vec<PileId>,
}

impl Press {
    fn fly_back(self, reason: Option<MoveError>) -> Act {
        Act::FlyBack {
            from: self.from,
            count: self.count,
            targets: self.targets,
            delta: self.delta,
            reason,
        }
    }
}

/// Whether a pile can be a source of moves at all (the move tokens'
/// sources).
pub fn is_source(id: PileId) -> bool {
    matches!(
        id.kind(),
        PileKind::Tableau(_) | PileKind::Waste | PileKind::Reserve
    )
}

/// The pointer's state on one table: the press or drag in progress, taps,
/// and what the next `click` or `dblclick` means.
#[derive(Clone, Debug, Default)]
pub struct Pointer {
    press: Option<Press>,
    taps: Taps,
    /// What the primary pointer went down on (for the tap it may become).
    tap_spot: Option<Aim>,
    /// The browser's next `click` ends a drag (or a refused lift): ignore it.
    suppress_click: bool,
    /// The move the last click made: the second click of a double-click
    /// keeps it if it went to a foundation, else takes it back.
    last_click: Option<Move>,
}

impl PressAt {
    /// A press off every card: only the pointer's place matters.
    pub fn page(pointer: (f64, f64)) -> PressAt {
        PressAt {
            pointer,
            table: (0.0, 0.0),
            card: (0.0, 0.0),
        }
    }
}

impl Pointer {
    /// Whether a press (that may become a drag) is under way: automatic
    /// moves wait for it to end.
    pub fn pressed(&self) -> bool {
        self.press.is_some()
    }

    /// Whether a drag is under way (the cards follow the pointer).
    pub fn dragging(&self) -> bool {
        self.press.as_ref().is_some_and(|p| p.started)
    }

    /// A pointer went down on `hits` (none: on the table, off every
    /// pile), at ms `now`.
    pub fn down(
        &mut self,
        pos: &Position,
        hits: &Hits,
        pointer: i32,
        at: PressAt,
        primary: bool,
        now: f64,
    ) -> Vec<Act> {
        let aim = hits.aim();
        if primary {
            self.taps.down(pointer, at.pointer, now);
            self.tap_spot = aim;
        }
        let spot = match aim {
            Some(Aim::At(spot)) => Some(spot),
            _ => None,
        };
        self.suppress_click = false;
        if !primary || self.press.is_some() {
            return Vec::new();
        }
        let Some(Spot {
            pile: from,
            card: Some(k),
        }) = spot
        else {
            return Vec::new();
        };
        let len = pos.pile(from).len();
        if !is_source(from) || k >= len {
            return Vec::new();
        }
        let count = len - k;
        self.press = Some(Press {
            pointer,
            from,
            count,
            at,
            lift: pos.check_unit(from, count),
            started: false,
            delta: (0.0, 0.0),
            targets: Vec::new(),
        });
        vec![Act::Capture { from, count }]
    }

    /// The pointer moved to `at` (page coordinates).
    pub fn moved(&mut self, pos: &Position, pointer: i32, at: (f64, f64)) -> Vec<Act> {
        self.taps.moved(pointer, at);
        let Some(press) = self.press.as_mut().filter(|p| p.pointer == pointer) else {
            return Vec::new();
        };
        let delta = (at.0 - press.at.pointer.0, at.1 - press.at.pointer.1);
        let mut acts = Vec::new();
        if !press.started {
            if delta.0.hypot(delta.1) < SLOP {
                return acts;
            }
            if let Err(e) = press.lift.clone() {
                self.press = None;
                self.suppress_click = true;
                return vec![Act::Refuse(e)];
            }
            press.started = true;
            press.targets = pos
                .moves_from(press.from, Some(press.count as u8))
                .into_iter()
                .filter_map(|m| match m {
                    Move::Transfer { to, .. } => Some(to),
                    _ => None,
                })
                .collect();
            acts.push(Act::Lift {
                from: press.from,
                count: press.count,
                targets: press.targets.clone(),
            });
        }
        press.delta = delta;
        acts.push(Act::Follow {
            from: press.from,
            count: press.count,
            delta,
        });
        acts
    }

    /// The pointer went up at `at` (page coordinates), at ms `now`: a drop,
    /// a tap, or nothing.
    pub fn up(
        &mut self,
        pos: &Position,
        layout: &Layout,
        pointer: i32,
        at: (f64, f64),
        now: f64,
    ) -> Vec<Act> {
        let tap = self.taps.up(pointer, at, now);
        let mut acts = Vec::new();
        if let Some(press) = self.press.take() {
            if press.pointer != pointer {
                self.press = Some(press);
            } else if press.started {
                self.suppress_click = true;
                acts.push(self.drop(pos, layout, press, at));
            }
        }
        match (tap, self.tap_spot.take()) {
            (Some(tap), Some(aim)) if !std::mem::take(&mut self.suppress_click) => {
                let Aim::At(spot) = aim else {
                    acts.push(Act::Landing);
                    return acts;
                };
                acts.extend(self.click_action(pos, spot, if tap == Tap::Double { 2 } else { 1 }));
                if tap == Tap::Double {
                    acts.extend(self.double_click_action(pos, spot));
                }
            }
            _ => {}
        }
        acts
    }

    /// Where a dragged unit lands, and whether it may.
    fn drop(&self, pos: &Position, layout: &Layout, press: Press, at: (f64, f64)) -> Act {
        let to = drop_target(layout, &press, at).filter(|&p| p != press.from);
        let Some(to) = to else {
            return press.fly_back(None);
        };
        let mv = Move::Transfer {
            from: press.from,
            count: press.count as u8,
            to,
        };
        match pos.check(mv) {
            Ok(()) => Act::Play {
                mv,
                dropped: Some(Dropped {
                    from: press.from,
                    count: press.count,
                    targets: press.targets,
                    delta: press.delta,
                }),
            },
            Err(e) => press.fly_back(Some(e)),
        }
    }

    /// The pointer was cancelled (by the browser: a scroll took it over).
    pub fn cancelled(&mut self, pointer: i32) -> Option<Act> {
        self.taps.cancel();
        if self.press.as_ref().is_some_and(|p| p.pointer == pointer) {
            return self.cancel();
        }
        None
    }

    /// Ends any press; a drag under way flies back.
    pub fn cancel(&mut self) -> Option<Act> {
        let press = self.press.take()?;
        press.started.then(|| press.fly_back(None))
    }

    /// The browser's `click` on `hits` (`detail`: its click count), at ms
    /// `now`: acts unless it is the echo of a tap or a drag already handled
    /// (a screen reader's click, say, is not).
    pub fn click(&mut self, pos: &Position, hits: &Hits, detail: i32, now: f64) -> Vec<Act> {
        if std::mem::take(&mut self.suppress_click) || self.taps.swallows_click(now) {
            return Vec::new();
        }
        match hits.aim() {
            Some(Aim::At(s)) => self.click_action(pos, s, detail),
            Some(Aim::Landing) => vec![Act::Landing],
            None => Vec::new(),
        }
    }

    /// The browser's `dblclick` on `hits`, at ms `now`.
    pub fn double_click(&mut self, pos: &Position, hits: &Hits, now: f64) -> Vec<Act> {
        if self.taps.swallows_click(now) {
            return Vec::new();
        }
        match hits.aim() {
            Some(Aim::At(s)) => self.double_click_action(pos, s),
            Some(Aim::Landing) => vec![Act::Landing],
            None => Vec::new(),
        }
    }

    fn click_action(&mut self, pos: &Position, spot: Spot, detail: i32) -> Vec<Act> {
        let id = spot.pile;
        if id == PileId::STOCK {
            return vec![Act::Play {
                mv: Move::Stock,
                dropped: None,
            }];
        }
        if detail > 1 {
            // The second click of a double-click: the double-click acts.
            return Vec::new();
        }
        self.last_click = None;
        let (k, count) = match unit_at(pos, spot) {
            Some(Ok(unit)) => unit,
            Some(Err(e)) => return vec![Act::Refuse(e)],
            None => return Vec::new(),
        };
        match pos.preferred_move(id, Some(count as u8)) {
            Some(mv) => {
                self.last_click = pos.check(mv).is_ok().then_some(mv);
                vec![Act::Play { mv, dropped: None }]
            }
            None => vec![Act::NoMove {
                card: pos.pile(id)[k],
                count,
            }],
        }
    }

    fn double_click_action(&mut self, pos: &Position, spot: Spot) -> Vec<Act> {
        if let Some(mv) = self.last_click.take() {
            // The first click already moved the unit: a double-click means
            // "to a foundation" or nothing, so a move elsewhere is taken
            // back (a click prefers a foundation: there was none).
            return match mv {
                Move::Transfer { to, .. } if to.is_foundation() => Vec::new(),
                Move::Transfer { to, count, .. } => {
                    let why = match pos.pile(to).last() {
                        Some(&card) if count == 1 => Act::NoFoundation(card),
                        _ => Act::Refuse(MoveError::RunToFoundation),
                    };
                    vec![Act::TakeBack(mv), why]
                }
                _ => Vec::new(),
            };
        }
        let id = spot.pile;
        let (k, count) = match unit_at(pos, spot) {
            Some(Ok(unit)) => unit,
            Some(Err(e)) => return vec![Act::Refuse(e)],
            None => return Vec::new(),
        };
        if count > 1 {
            return vec![Act::Refuse(MoveError::RunToFoundation)];
        }
        let to_foundation = pos
            .moves_from(id, Some(1))
            .into_iter()
            .find(|m| matches!(m, Move::Transfer { to, .. } if to.is_foundation()));
        match to_foundation {
            Some(mv) => vec![Act::Play { mv, dropped: None }],
            None => vec![Act::NoFoundation(pos.pile(id)[k])],
        }
    }
}

/// The unit a click on `spot` names: the card's index and how many cards
/// lie from it up (`None`: no card of a pile that can be a source; `Err`:
/// the engine refuses that unit).
fn unit_at(pos: &Position, spot: Spot) -> Option<Result<(usize, usize), MoveError>> {
    let (id, k) = (spot.pile, spot.card?);
    let len = pos.pile(id).len();
    if !is_source(id) || k >= len {
        return None;
    }
    let count = len - k;
    Some(pos.check_unit(id, count).map(|()| (k, count)))
}

/// The pile a dragged unit was dropped on: among the piles the grabbed
/// card overlaps, a legal target first, then the largest overlap; else the
/// pile under the pointer.
fn drop_target(layout: &Layout, press: &Press, at: (f64, f64)) -> Option<PileId> {
    let (x0, y0) = press.at.card;
    let (x, y) = (x0 + press.delta.0, y0 + press.delta.1);
    let (w, h) = (layout.card_w, layout.card_h);
    let mut best: Option<(bool, f64, PileId)> = None;
    for s in &layout.slots {
        let ox = (x + w).min(s.x + s.w) - x.max(s.x);
        let oy = (y + h).min(s.y + s.h) - y.max(s.y);
        if ox <= 0.0 || oy <= 0.0 {
            continue;
        }
        let key = (press.targets.contains(&s.pile), ox * oy, s.pile);
        if best.is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
            best = Some(key);
        }
    }
    if let Some((_, _, p)) = best {
        return Some(p);
    }
    // Under the pointer, in table coordinates.
    let (px, py) = (at.0 - press.at.table.0, at.1 - press.at.table.1);
    layout
        .slots
        .iter()
        .find(|s| px >= s.x && px <= s.x + s.w && py >= s.y && py <= s.y + s.h)
        .map(|s| s.pile)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{deal, DealNumber, GameId, Variant};

    fn lucas(n: u32) -> Position {
        deal(
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(n.into()).unwrap(),
        )
    }

    fn layout(pos: &Position) -> Layout {
        Layout::new(pos, 1000.0, 700.0)
    }

    /// Where pile `id`'s card `k` is drawn.
    fn card_at(l: &Layout, pos: &Position, id: PileId, k: usize) -> (f64, f64) {
        let s = l.slot(id).unwrap();
        let len = pos.pile(id).len();
        let (dx, dy) = l.offset(id, k, len, l.fan(id, len));
        (s.x + dx, s.y + dy)
    }

    fn press_at(l: &Layout, pos: &Position, id: PileId, k: usize) -> PressAt {
        let (x, y) = card_at(l, pos, id, k);
        // The table's corner at (100, 50) on the page.
        PressAt {
            pointer: (x + 100.0 + 10.0, y + 50.0 + 10.0),
            table: (100.0, 50.0),
            card: (x, y),
        }
    }

    /// A tableau pile with a legal transfer, and that transfer.
    fn legal_transfer(pos: &Position) -> (PileId, PileId) {
        pos.legal_moves()
            .into_iter()
            .find_map(|m| match m {
                Move::Transfer { from, count: 1, to } if from.is_tableau() => Some((from, to)),
                _ => None,
            })
            .expect("a deal with a one-card transfer")
    }

    fn top(pos: &Position, id: PileId) -> Spot {
        Spot {
            pile: id,
            card: Some(pos.pile(id).len() - 1),
        }
    }

    #[test]
    fn a_drag_past_the_slop_lifts_the_unit_and_a_drop_on_a_target_plays() {
        let pos = lucas(42);
        let l = layout(&pos);
        let (from, to) = legal_transfer(&pos);
        let k = pos.pile(from).len() - 1;
        let at = press_at(&l, &pos, from, k);
        let mut p = Pointer::default();
        assert_eq!(
            p.down(&pos, &Hits::at(Some(top(&pos, from))), 1, at, true, 0.0),
            vec![Act::Capture { from, count: 1 }]
        );
        // Within the slop: nothing yet.
        let near = (at.pointer.0 + SLOP - 1.0, at.pointer.1);
        assert!(p.moved(&pos, 1, near).is_empty());
        assert!(!p.dragging());
        // Onto the target's card.
        let target = card_at(&l, &pos, to, pos.pile(to).len().saturating_sub(1));
        let delta = (target.0 - at.card.0, target.1 - at.card.1 + 5.0);
        let there = (at.pointer.0 + delta.0, at.pointer.1 + delta.1);
        let acts = p.moved(&pos, 1, there);
        assert!(
            matches!(&acts[0], Act::Lift { from: f, count: 1, targets } if *f == from && targets.contains(&to))
        );
        assert_eq!(
            acts[1],
            Act::Follow {
                from,
                count: 1,
                delta
            }
        );
        assert!(p.dragging());
        let acts = p.up(&pos, &l, 1, there, 400.0);
        assert_eq!(acts.len(), 1, "a drop is no tap: {acts:?}");
        match &acts[0] {
            Act::Play {
                mv,
                dropped: Some(d),
            } => {
                assert_eq!(*mv, Move::Transfer { from, count: 1, to });
                assert_eq!((d.from, d.count, d.delta), (from, 1, delta));
            }
            other => panic!("expected a play, got {other:?}"),
        }
        // The browser's click that follows the drag is ignored, once.
        assert!(p
            .click(&pos, &Hits::at(Some(top(&pos, from))), 1, 5000.0)
            .is_empty());
        assert!(!p
            .click(&pos, &Hits::at(Some(top(&pos, from))), 1, 6000.0)
            .is_empty());
    }

    #[test]
    fn a_drop_nowhere_or_on_an_illegal_pile_flies_back() {
        let pos = lucas(42);
        let l = layout(&pos);
        let (from, _) = legal_transfer(&pos);
        let k = pos.pile(from).len() - 1;
        let at = press_at(&l, &pos, from, k);
        let mut p = Pointer::default();
        p.down(&pos, &Hits::at(Some(top(&pos, from))), 1, at, true, 0.0);
        // Far off the table: no pile under it.
        let off = (at.pointer.0 + 5000.0, at.pointer.1 + 5000.0);
        p.moved(&pos, 1, off);
        let acts = p.up(&pos, &l, 1, off, 300.0);
        assert!(
            matches!(&acts[..], [Act::FlyBack { from: f, count: 1, reason: None, .. }] if *f == from),
            "{acts:?}"
        );
        // Onto a foundation that does not take it: the engine's reason.
        let f = PileId::foundation(0);
        let card = pos.pile(from)[k];
        if pos
            .check(Move::Transfer {
                from,
                count: 1,
                to: f,
            })
            .is_err()
        {
            let mut p = Pointer::default();
            p.down(&pos, &Hits::at(Some(top(&pos, from))), 1, at, true, 1000.0);
            let fs = l.slot(f).unwrap();
            let delta = (fs.x - at.card.0, fs.y - at.card.1);
            let there = (at.pointer.0 + delta.0, at.pointer.1 + delta.1);
            p.moved(&pos, 1, there);
            let acts = p.up(&pos, &l, 1, there, 1300.0);
            assert!(
                matches!(
                    &acts[..],
                    [Act::FlyBack {
                        reason: Some(_),
                        ..
                    }]
                ),
                "{card:?} onto f1: {acts:?}"
            );
        }
    }

    #[test]
    fn a_refused_unit_says_why_when_dragged_and_its_click_is_swallowed() {
        // Lucas Leaps moves one card at a time: two cards are refused.
        let pos = lucas(42);
        let l = layout(&pos);
        let from = PileId::tableau(0);
        let k = pos.pile(from).len() - 2;
        let at = press_at(&l, &pos, from, k);
        let mut p = Pointer::default();
        let spot = Spot {
            pile: from,
            card: Some(k),
        };
        p.down(&pos, &Hits::at(Some(spot)), 1, at, true, 0.0);
        let acts = p.moved(&pos, 1, (at.pointer.0 + 40.0, at.pointer.1));
        assert_eq!(
            acts,
            vec![Act::Refuse(pos.check_unit(from, 2).unwrap_err())]
        );
        assert!(p
            .up(&pos, &l, 1, (at.pointer.0 + 40.0, at.pointer.1), 200.0)
            .is_empty());
        assert!(p.click(&pos, &Hits::at(Some(spot)), 1, 250.0).is_empty());
    }

    #[test]
    fn a_tap_plays_the_preferred_move_and_a_double_tap_does_not_move_it_twice() {
        let pos = lucas(42);
        let l = layout(&pos);
        let (from, _) = legal_transfer(&pos);
        let spot = top(&pos, from);
        let at = press_at(&l, &pos, from, spot.card.unwrap());
        let mut p = Pointer::default();
        p.down(&pos, &Hits::at(Some(spot)), 1, at, true, 0.0);
        let acts = p.up(&pos, &l, 1, at.pointer, 80.0);
        let expected = pos.preferred_move(from, Some(1)).unwrap();
        assert_eq!(
            acts,
            vec![Act::Play {
                mv: expected,
                dropped: None
            }]
        );
        // The second tap of a double tap: its click part is a second click
        // (nothing); its double-click part keeps a move to a foundation and
        // takes back any other (issue 26: a double-click means "to a
        // foundation" or nothing).
        let after = {
            let mut g = crate::engine::Game::new(pos.clone());
            g.play(expected).unwrap();
            g.position().clone()
        };
        p.down(&after, &Hits::at(Some(spot)), 1, at, true, 200.0);
        let acts = p.up(&after, &l, 1, at.pointer, 260.0);
        match expected {
            Move::Transfer { to, .. } if to.is_foundation() => assert!(acts.is_empty(), "{acts:?}"),
            Move::Transfer { to, .. } => assert_eq!(
                acts,
                vec![
                    Act::TakeBack(expected),
                    Act::NoFoundation(*after.pile(to).last().unwrap())
                ]
            ),
            _ => unreachable!("a transfer"),
        }
        // The browser's click and dblclick echoing those taps are ignored.
        assert!(p.click(&pos, &Hits::at(Some(spot)), 1, 300.0).is_empty());
        assert!(p
            .double_click(&pos, &Hits::at(Some(spot)), 320.0)
            .is_empty());
    }

    #[test]
    fn a_click_on_the_stock_turns_it_and_on_a_stuck_card_says_so() {
        let pos = lucas(42);
        let mut p = Pointer::default();
        let stock = Spot {
            pile: PileId::STOCK,
            card: None,
        };
        assert_eq!(
            p.click(&pos, &Hits::at(Some(stock)), 1, 0.0),
            vec![Act::Play {
                mv: Move::Stock,
                dropped: None
            }]
        );
        // A top card with no legal move.
        let stuck = (0..pos.rules().tableau_piles)
            .map(PileId::tableau)
            .find(|&t| pos.preferred_move(t, Some(1)).is_none())
            .expect("some pile with no move");
        let spot = top(&pos, stuck);
        assert_eq!(
            p.click(&pos, &Hits::at(Some(spot)), 1, 10.0),
            vec![Act::NoMove {
                card: *pos.pile(stuck).last().unwrap(),
                count: 1
            }]
        );
        // Off every card, or a foundation: nothing.
        assert!(p.click(&pos, &Hits::at(None), 1, 20.0).is_empty());
        let f = Spot {
            pile: PileId::foundation(0),
            card: Some(0),
        };
        assert!(p.click(&pos, &Hits::at(Some(f)), 1, 30.0).is_empty());
    }

    #[test]
    fn a_double_click_means_to_a_foundation_or_nothing() {
        let pos = lucas(42);
        let mut p = Pointer::default();
        // A card a foundation takes goes there.
        if let Some((from, mv)) = pos.legal_moves().into_iter().find_map(|m| match m {
            Move::Transfer { from, count: 1, to } if to.is_foundation() && from.is_tableau() => {
                Some((from, m))
            }
            _ => None,
        }) {
            assert_eq!(
                p.double_click(&pos, &Hits::at(Some(top(&pos, from))), 0.0),
                vec![Act::Play { mv, dropped: None }]
            );
        }
        // A card with a tableau move but no foundation move is not moved.
        let (from, _) = pos
            .legal_moves()
            .into_iter()
            .find_map(|m| match m {
                Move::Transfer { from, count: 1, to }
                    if from.is_tableau()
                        && !pos.moves_from(from, Some(1)).iter().any(
                            |m| matches!(m, Move::Transfer { to, .. } if to.is_foundation()),
                        ) =>
                {
                    Some((from, to))
                }
                _ => None,
            })
            .expect("a tableau-only move");
        let card = *pos.pile(from).last().unwrap();
        assert_eq!(
            p.double_click(&pos, &Hits::at(Some(top(&pos, from))), 10.0),
            vec![Act::NoFoundation(card)]
        );
        // The browser's click then dblclick on it (a screen reader, or a
        // mouse without pointer events): the click moves it to the tableau,
        // the double-click takes that back and says why.
        let mv = pos.preferred_move(from, Some(1)).unwrap();
        let acts = p.click(&pos, &Hits::at(Some(top(&pos, from))), 1, 5000.0);
        assert_eq!(acts, vec![Act::Play { mv, dropped: None }]);
        let mut g = crate::engine::Game::new(pos.clone());
        g.play(mv).unwrap();
        assert_eq!(
            p.click(g.position(), &Hits::at(Some(top(&pos, from))), 2, 5100.0),
            vec![]
        );
        assert_eq!(
            p.double_click(g.position(), &Hits::at(Some(top(&pos, from))), 5120.0),
            vec![Act::TakeBack(mv), Act::NoFoundation(card)]
        );
    }

    #[test]
    fn a_cancelled_or_second_pointer_leaves_no_drag() {
        let pos = lucas(42);
        let l = layout(&pos);
        let (from, _) = legal_transfer(&pos);
        let at = press_at(&l, &pos, from, pos.pile(from).len() - 1);
        let mut p = Pointer::default();
        p.down(&pos, &Hits::at(Some(top(&pos, from))), 1, at, true, 0.0);
        // A second finger does not start another press.
        assert!(p
            .down(&pos, &Hits::at(Some(top(&pos, from))), 2, at, true, 10.0)
            .is_empty());
        p.moved(&pos, 1, (at.pointer.0 + 30.0, at.pointer.1));
        assert!(p.dragging());
        // Another pointer's moves are not this drag's.
        assert!(p.moved(&pos, 2, (0.0, 0.0)).is_empty());
        assert!(matches!(p.cancelled(1), Some(Act::FlyBack { .. })));
        assert!(!p.dragging());
        assert_eq!(p.cancel(), None);
        // A press that never moved cancels without a flight.
        p.down(&pos, &Hits::at(Some(top(&pos, from))), 3, at, true, 100.0);
        assert_eq!(p.cancel(), None);
        // A secondary button presses nothing.
        assert!(p
            .down(&pos, &Hits::at(Some(top(&pos, from))), 4, at, false, 200.0)
            .is_empty());
    }

    /// Hits: `(pile, card, flying_from)`, topmost first.
    fn hits(list: &[(PileId, Option<usize>, Option<usize>)]) -> Hits {
        Hits(
            list.iter()
                .map(|&(pile, card, flying_from)| Hit {
                    spot: Spot { pile, card },
                    flying_from,
                })
                .collect(),
        )
    }

    #[test]
    fn a_click_looks_through_a_card_in_flight_and_never_moves_it() {
        // Double Canfield: the stock just turned; its card flies to the
        // waste over the stock, and the player clicks the stock again.
        let pos = deal(
            Variant::new(GameId::DoubleCanfield),
            DealNumber::new(7).unwrap(),
        );
        let mut g = crate::engine::Game::new(pos);
        g.play(Move::Stock).unwrap();
        let pos = g.position().clone();
        let w = pos.pile(PileId::WASTE).len() - 1;
        let over_stock = hits(&[
            (PileId::WASTE, Some(w), Some(w)),
            (PileId::STOCK, None, None),
        ]);
        assert_eq!(
            over_stock.aim(),
            Some(Aim::At(Spot {
                pile: PileId::STOCK,
                card: None
            }))
        );
        let turn = vec![Act::Play {
            mv: Move::Stock,
            dropped: None,
        }];
        let mut p = Pointer::default();
        assert_eq!(p.click(&pos, &over_stock, 1, 0.0), turn);
        // The same as taps (pointer events), one turn per tap however
        // fast, a double tap included.
        let l = layout(&pos);
        let at = PressAt::page((10.0, 10.0));
        let mut p = Pointer::default();
        for i in 0..6 {
            let t = f64::from(i) * 50.0;
            p.down(&pos, &over_stock, 1, at, true, t);
            assert_eq!(p.up(&pos, &l, 1, at.pointer, t + 20.0), turn, "tap {i}");
        }
        // The card in flight alone, over nothing: refused with words.
        let alone = hits(&[(PileId::WASTE, Some(w), Some(w))]);
        assert_eq!(alone.aim(), Some(Aim::Landing));
        assert_eq!(p.click(&pos, &alone, 1, 9000.0), vec![Act::Landing]);
        let mut p = Pointer::default();
        assert_eq!(
            p.down(&pos, &alone, 1, at, true, 0.0),
            Vec::new(),
            "no press on a card in flight"
        );
        assert_eq!(p.up(&pos, &l, 1, at.pointer, 50.0), vec![Act::Landing]);
        // Nothing at all: nothing, silently (the table's background).
        assert_eq!(Hits::default().aim(), None);
        assert!(p.click(&pos, &Hits::default(), 1, 20_000.0).is_empty());
    }

    #[test]
    fn a_card_with_cards_landing_on_it_is_refused_and_one_beneath_a_flight_plays() {
        let pos = lucas(42);
        let l = layout(&pos);
        let (from, _) = legal_transfer(&pos);
        let top_k = pos.pile(from).len() - 1;
        // Another pile's top card, still flying in, over `from`'s top card
        // (not flying): the click is `from`'s, as drawn.
        let other = (0..pos.rules().tableau_piles)
            .map(PileId::tableau)
            .find(|&t| t != from && !pos.pile(t).is_empty())
            .unwrap();
        let ok = pos.pile(other).len() - 1;
        let through = hits(&[
            (other, Some(ok), Some(ok)),
            (from, Some(top_k), None),
            (from, None, None),
        ]);
        let expected = pos.preferred_move(from, Some(1)).unwrap();
        let at = press_at(&l, &pos, from, top_k);
        let mut p = Pointer::default();
        assert_eq!(
            p.down(&pos, &through, 1, at, true, 0.0),
            vec![Act::Capture { from, count: 1 }],
            "the press takes the card drawn under the flight"
        );
        assert_eq!(
            p.up(&pos, &l, 1, at.pointer, 60.0),
            vec![Act::Play {
                mv: expected,
                dropped: None
            }]
        );
        // The card under the top, whose top card is still landing: the unit
        // from it up is not what was drawn; nothing moves.
        let k = top_k - 1;
        let landing = hits(&[(from, Some(k), Some(top_k)), (from, None, Some(top_k))]);
        assert_eq!(landing.aim(), Some(Aim::Landing));
        let mut p = Pointer::default();
        assert_eq!(p.down(&pos, &landing, 1, at, true, 0.0), Vec::new());
        assert_eq!(p.up(&pos, &l, 1, at.pointer, 60.0), vec![Act::Landing]);
        assert_eq!(p.double_click(&pos, &landing, 5000.0), vec![Act::Landing]);
        // A pile's own place with cards landing on it is still the pile.
        assert_eq!(
            hits(&[(PileId::STOCK, None, Some(0))]).aim(),
            Some(Aim::At(Spot {
                pile: PileId::STOCK,
                card: None
            }))
        );
    }

    /// Russian Patience, a row just dealt: every pile's new top card is
    /// still flying in from the stock (each pile's first card in flight is
    /// its top).
    fn russian_row_in_flight() -> Position {
        let pos = deal(
            Variant::new(GameId::RussianPatience),
            DealNumber::new(4).unwrap(),
        );
        let mut g = crate::engine::Game::new(pos);
        g.play(Move::Stock).unwrap();
        g.play(Move::Stock).unwrap();
        g.position().clone()
    }

    #[test]
    fn while_a_dealt_row_flies_every_click_on_a_tableau_pile_is_a_move_or_words() {
        // Issue 40: a click on a tableau pile while Russian Patience's new
        // row flew in was now and then neither played nor refused: the
        // pointer fell on the place where the pile's new card was landing
        // (the card itself elsewhere, in flight), which was taken for the
        // pile's bare place, with nothing to click.
        let pos = russian_row_in_flight();
        let l = layout(&pos);
        let at = PressAt::page((10.0, 10.0));
        for t in (0..pos.rules().tableau_piles).map(PileId::tableau) {
            let len = pos.pile(t).len();
            let flying = Some(len - 1);
            // What the shell can report under the pointer on this pile
            // during the flight, topmost first: the new card itself
            // (flying), a card under it, the pile's own place.
            let mut cases = vec![
                hits(&[(t, None, flying)]),
                hits(&[(t, Some(len - 1), flying), (t, None, flying)]),
            ];
            for k in 0..len - 1 {
                cases.push(hits(&[(t, Some(k), flying), (t, None, flying)]));
                cases.push(hits(&[(t, Some(len - 1), flying), (t, Some(k), flying)]));
            }
            for h in &cases {
                assert_eq!(h.aim(), Some(Aim::Landing), "{t}: {h:?}");
                let mut p = Pointer::default();
                assert_eq!(p.click(&pos, h, 1, 0.0), vec![Act::Landing], "{t}: {h:?}");
                let mut p = Pointer::default();
                assert!(
                    p.down(&pos, h, 1, at, true, 0.0).is_empty(),
                    "{t}: no press"
                );
                assert_eq!(p.up(&pos, &l, 1, at.pointer, 40.0), vec![Act::Landing]);
            }
            // Landed: the top card is a unit again; blocked or not, a click
            // is one move from this pile or a refusal, never nothing.
            let mut p = Pointer::default();
            let acts = p.click(&pos, &hits(&[(t, Some(len - 1), None)]), 1, 0.0);
            match acts.as_slice() {
                [Act::Play {
                    mv: Move::Transfer { from, .. },
                    ..
                }] => assert_eq!(*from, t),
                [Act::Refuse(_) | Act::NoMove { .. }] => {}
                other => panic!("{t}: {other:?}"),
            }
        }
        // The stock's own place, its next row's cards flying off it, still
        // turns it.
        assert_eq!(
            hits(&[(PileId::STOCK, None, Some(0))]).aim(),
            Some(Aim::At(Spot {
                pile: PileId::STOCK,
                card: None
            }))
        );
    }

    #[test]
    fn a_press_released_late_after_a_tap_still_clicks() {
        // A tap on the stock, then a press on a card released too late to
        // be a tap (a busy machine): the browser's click that follows is
        // the press's own and acts, rather than being taken for the stock
        // tap's echo and lost.
        let pos = lucas(42);
        let l = layout(&pos);
        let (from, _) = legal_transfer(&pos);
        let stock = Hits::at(Some(Spot {
            pile: PileId::STOCK,
            card: None,
        }));
        let card = Hits::at(Some(top(&pos, from)));
        let mut p = Pointer::default();
        let at = PressAt::page((10.0, 10.0));
        p.down(&pos, &stock, 1, at, true, 0.0);
        p.up(&pos, &l, 1, at.pointer, 30.0);
        assert!(p.click(&pos, &stock, 1, 35.0).is_empty(), "the tap's echo");
        let at = press_at(&l, &pos, from, pos.pile(from).len() - 1);
        p.down(&pos, &card, 1, at, true, 150.0);
        let late = 150.0 + super::super::tap::TAP_MS + 1.0;
        assert!(p.up(&pos, &l, 1, at.pointer, late).is_empty());
        assert_eq!(
            p.click(&pos, &card, 1, late + 5.0),
            vec![Act::Play {
                mv: pos.preferred_move(from, Some(1)).unwrap(),
                dropped: None
            }]
        );
    }
}
