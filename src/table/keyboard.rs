//! Play by keyboard, decided: the roving focus over the piles and the
//! cards the keyboard holds (`keys` says what each key and Enter or Space
//! on a pile asks for; the engine says which units may move and where).
//!
//! [`Keyboard`] is part of `TableState`: a focus or activation command
//! comes in with the pile the page's focus is on (`on`, found by the
//! shell), and what follows comes out as [`Effect`]s (move the focus, draw
//! the held cards' marks, words for the live region) or as the move or the
//! stock it asks for, which `TableState::update` plays as the player's.

use super::announce;
use super::keys::{self, Activate, Dir, Spot};
use super::layout::Layout;
use super::words::Words;
use crate::engine::{Move, PileId, Position};

/// What the shell draws for the keyboard.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Move the page's focus to this pile (the roving tab stop:
    /// `TableView::tab_stop`).
    Focus(PileId),
    /// The cards held changed: draw their marks as `TableView::held` has
    /// them (none: put back).
    Held,
    /// Put these words in the live region.
    Announce(String),
}

/// What a key asked for beyond the keyboard's own effects.
#[derive(Clone, Debug, PartialEq)]
pub enum Then {
    Nothing,
    /// Say these words on the message line (empty: clear it).
    Say(String),
    /// The player's move (held cards put down).
    Play(Move),
    /// Turn the stock, as its button does.
    Stock,
}

/// The roving focus and the cards held.
#[derive(Clone, Debug, Default)]
pub struct Keyboard {
    /// The pile in the tab order (`None`: not placed yet: the first stop).
    focus: Option<PileId>,
    /// The cards held, on the position they were picked up from (a move,
    /// an undo or another game puts them back).
    hold: Option<(keys::Hold, Position)>,
}

impl Keyboard {
    /// The cards held on `pos`, if any.
    pub fn held(&self, pos: &Position) -> Option<&keys::Hold> {
        self.hold.as_ref().filter(|(_, p)| p == pos).map(|(h, _)| h)
    }

    /// The pile in the tab order on `pos`.
    pub fn tab_stop(&self, pos: &Position) -> PileId {
        let ids: Vec<PileId> = pos.pile_ids().collect();
        match self.focus.filter(|f| ids.contains(f)) {
            Some(f) => f,
            None => ids[keys::first_stop(&ids)],
        }
    }

    /// Puts held cards back (`Held` to draw, if there were any).
    pub fn put_back(&mut self, out: &mut Vec<Effect>) -> bool {
        let had = self.hold.take().is_some();
        if had {
            out.push(Effect::Held);
        }
        had
    }

    /// Forgets cards held on another position than `pos` (their marks went
    /// with the change that drew it).
    pub fn settle(&mut self, pos: &Position) {
        if self.held(pos).is_none() {
            self.hold = None;
        }
    }

    /// Arrows, Tab, Home and End from pile `on` (`None`: the focus is
    /// outside the table).
    pub fn focus(
        &mut self,
        dir: Dir,
        on: Option<PileId>,
        (pos, layout, words): (&Position, &Layout, &Words),
        out: &mut Vec<Effect>,
    ) -> Then {
        let Some(here) = on else {
            // From outside the table: into it, where the focus last was.
            out.push(Effect::Focus(self.tab_stop(pos)));
            return Then::Nothing;
        };
        self.focus = Some(here);
        if let Some(h) = self.held(pos) {
            // Up and Down on the held cards' own pile: a longer or shorter run.
            if h.from == here && matches!(dir, Dir::Up | Dir::Down) {
                let (from, count) = (h.from, h.count);
                if let Some(c) = keys::run_length(pos, from, count, dir == Dir::Up) {
                    return self.pick_up(from, c, (pos, words), out);
                }
            }
        }
        let ids: Vec<PileId> = pos.pile_ids().collect();
        let spots: Vec<Spot> = ids
            .iter()
            .map(|&id| match layout.slot(id) {
                Some(s) => Spot {
                    x: s.x + layout.card_w / 2.0,
                    y: s.y + layout.card_h / 2.0,
                },
                None => Spot { x: 0.0, y: 0.0 },
            })
            .collect();
        let Some(i) = ids.iter().position(|&id| id == here) else {
            return Then::Nothing;
        };
        let next = keys::neighbour(&spots, i, dir).or_else(|| {
            // Holding cards, Tab goes round the table rather than out of it.
            let around = match dir {
                Dir::Next => Dir::First,
                Dir::Prev => Dir::Last,
                _ => return None,
            };
            self.held(pos)
                .and_then(|_| keys::neighbour(&spots, i, around))
        });
        if let Some(n) = next {
            self.focus = Some(ids[n]);
            out.push(Effect::Focus(ids[n]));
        }
        Then::Nothing
    }

    /// Enter or Space on pile `on` (see [`keys::activate`]).
    pub fn activate(
        &mut self,
        on: Option<PileId>,
        (pos, words): (&Position, &Words),
        out: &mut Vec<Effect>,
    ) -> Then {
        let Some(on) = on else {
            return Then::Nothing;
        };
        self.focus = Some(on);
        let held = self.held(pos).map(|h| (h.from, h.count));
        match keys::activate(pos, held, on) {
            Activate::PickUp { from, count } => self.pick_up(from, count, (pos, words), out),
            Activate::StillHolding => {
                self.announce_holding(pos, words, out);
                Then::Nothing
            }
            Activate::Play(mv) => {
                self.put_back(out);
                Then::Play(mv)
            }
            Activate::Stock => Then::Stock,
            Activate::Refuse(e) => Then::Say(announce::reason(&e, words)),
        }
    }

    /// Holds the top `count` cards of `from`, showing where they may go
    /// (the message line is cleared).
    fn pick_up(
        &mut self,
        from: PileId,
        count: usize,
        (pos, words): (&Position, &Words),
        out: &mut Vec<Effect>,
    ) -> Then {
        self.hold = Some((keys::Hold::pick_up(pos, from, count), pos.clone()));
        out.push(Effect::Held);
        self.announce_holding(pos, words, out);
        Then::Say(String::new())
    }

    fn announce_holding(&self, pos: &Position, words: &Words, out: &mut Vec<Effect>) {
        if let Some(h) = self.held(pos) {
            let text = announce::holding(pos, h.from, h.count, &h.targets, words);
            out.push(Effect::Announce(text));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::NoLog;
    use crate::engine::{DealNumber, GameId, Variant};
    use crate::table::words::Plain;

    fn table() -> (Position, Layout, Words) {
        let pos = crate::engine::deal(
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(3).unwrap(),
        );
        let layout = Layout::new(&pos, 900.0, 700.0);
        (
            pos,
            layout,
            Words::english().written_by(std::rc::Rc::new(Plain)),
        )
    }

    #[test]
    fn the_focus_comes_in_at_the_tab_stop_then_moves_between_piles() {
        let (pos, layout, words) = table();
        let mut k = Keyboard::default();
        let stop = k.tab_stop(&pos);
        let mut out = Vec::new();
        k.focus(Dir::Next, None, (&pos, &layout, &words), &mut out);
        assert_eq!(out, vec![Effect::Focus(stop)]);
        out.clear();
        k.focus(Dir::Next, Some(stop), (&pos, &layout, &words), &mut out);
        let [Effect::Focus(next)] = out[..] else {
            panic!("{out:?}");
        };
        assert_ne!(next, stop);
        assert_eq!(k.tab_stop(&pos), next);
    }

    #[test]
    fn enter_picks_up_then_puts_down_a_legal_move_or_says_why_not() {
        let (pos, _, words) = table();
        // The first tableau pile whose top card another pile takes.
        let (from, mv) = pos
            .legal_moves()
            .into_iter()
            .find_map(|m| match m {
                Move::Transfer { from, count: 1, to } if to.is_tableau() => Some((from, m)),
                _ => None,
            })
            .expect("a tableau move");
        let Move::Transfer { to, .. } = mv else {
            unreachable!()
        };
        let mut k = Keyboard::default();
        let mut out = Vec::new();
        let then = k.activate(Some(from), (&pos, &words), &mut out);
        assert_eq!(then, Then::Say(String::new()));
        assert_eq!(out[0], Effect::Held);
        assert!(matches!(&out[1], Effect::Announce(t) if !t.is_empty()));
        let h = k.held(&pos).expect("held").clone();
        assert!(h.targets.contains(&to));
        out.clear();
        assert_eq!(
            k.activate(Some(to), (&pos, &words), &mut out),
            Then::Play(mv)
        );
        assert_eq!(out, vec![Effect::Held]);
        assert!(k.held(&pos).is_none());
    }

    #[test]
    fn cards_held_on_another_position_are_not_held() {
        let (pos, _, words) = table();
        let from = pos.pile_ids().find(|p| p.is_tableau()).unwrap();
        let mut k = Keyboard::default();
        k.activate(Some(from), (&pos, &words), &mut Vec::new());
        assert!(k.held(&pos).is_some());
        let mut other = pos.clone();
        other.apply(Move::Stock, &mut NoLog).unwrap();
        assert!(k.held(&other).is_none());
        k.settle(&other);
        assert!(!k.put_back(&mut Vec::new()));
    }
}
