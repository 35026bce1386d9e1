//! The table's drawing: the pile elements and their cards, the cards'
//! flights, the redeal's pack and the table element's measured size. A
//! [`Board`] is owned by `App`; its methods are given the game's
//! [`Session`] (position and layout) and the [`Pace`] of flights, and
//! never call back into `App`.
//!
//! Rendering redraws only the piles a move changed, and animates the cards
//! that moved from where they were (FLIP: the old place is computed from
//! the layout, the element is drawn at its new place and slid there with
//! the Web Animations API). A card that moves keeps its element (moved to
//! its new pile, see [`Board::lift_off`]), and a change writes only the
//! attributes and texts that changed, without reading the DOM back
//! ([`PileView`]).

use super::{now, redeal, reserve, Callback};
use crate::engine::rules::{Needs, RedealRule};
use crate::engine::{Card, Move, MoveError, Movement, PileId, PileKind, Position};
use crate::table::gesture::{self, Act, Hit, Hits, PressAt, Spot};
use crate::table::motion;
use crate::table::view::TableView;
use crate::table::words::Words;
use crate::web::announce;
use crate::web::view::{self, Num};
use js_sys::{Array, Object, Reflect};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, MediaQueryList, Window};

mod pile;
mod pointer;

pub(super) use pile::PileView;

/// How cards fly now: not at all (`reduced`: the animation-speed setting
/// "none" or the page's reduced-motion preference), or scaled by `speed`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Pace {
    pub(super) reduced: bool,
    pub(super) speed: f64,
}

/// The table element and what is drawn on it.
pub(super) struct Board {
    window: Window,
    doc: Document,
    /// The table element (`[data-table]`).
    pub(super) table: HtmlElement,
    pub(super) piles: Vec<PileView>,
    /// The redeals left, shown on the table (Capricieuse: between the
    /// foundations; a game with a stock: in the empty stock's place).
    pub(super) redeals_badge: Option<HtmlElement>,
    /// A redeal's pack of gathered cards while it is drawn (see
    /// `redeal`), removed once the table's animations end.
    pub(super) ghosts: redeal::Packs,
    /// The table's client size when it was last measured (`App::measure`):
    /// a move refits against it without forcing a synchronous layout.
    pub(super) size: (f64, f64),
    /// `(prefers-reduced-motion: reduce)`, live.
    motion: Option<MediaQueryList>,
    anim_until: f64,
    anim_timer: Option<i32>,
    anim_cb: Callback,
    /// The top cards of the piles a drag lit.
    lit: Vec<HtmlElement>,
    /// The table's words (the piles' and cards' names): `App` hands the
    /// core's in when they change.
    pub(super) words: Rc<Words>,
}

impl Drop for Board {
    fn drop(&mut self) {
        if let Some(id) = self.anim_timer {
            self.window.clear_timeout_with_handle(id);
        }
    }
}

impl Board {
    /// `anim_cb`: the timer's callback that sends `Input::AnimationCheck`.
    pub(super) fn new(
        window: &Window,
        doc: &Document,
        table: HtmlElement,
        anim_cb: Callback,
        words: Rc<Words>,
    ) -> Board {
        let motion = window
            .match_media("(prefers-reduced-motion: reduce)")
            .ok()
            .flatten();
        Board {
            window: window.clone(),
            doc: doc.clone(),
            table,
            piles: Vec::new(),
            redeals_badge: None,
            ghosts: redeal::Packs::default(),
            size: (800.0, 600.0),
            motion,
            anim_until: 0.0,
            anim_timer: None,
            anim_cb,
            lit: Vec::new(),
            words,
        }
    }

    /// The page asks for reduced motion.
    pub(super) fn prefers_reduced(&self) -> bool {
        self.motion.as_ref().is_some_and(|m| m.matches())
    }

    /// Measures the table's client size (kept in `size`).
    pub(super) fn measure(&mut self) -> (f64, f64) {
        let w = f64::from(self.table.client_width());
        let h = f64::from(self.table.client_height());
        self.size = (w, h);
        self.size
    }

    /// Builds every pile element of `pos` afresh (unplaced: see
    /// [`Board::place`]); `true` when a redeals badge was made anew.
    pub(super) fn build(&mut self, pos: &Position) -> bool {
        let mut made = false;
        self.ghosts.clear();
        for p in self.piles.drain(..) {
            p.el.remove();
        }
        if let Some(b) = self.redeals_badge.take() {
            b.remove();
        }
        if pos.rules().redeals > 0 {
            let b = view::create(&self.doc, "div");
            b.set_class_name("redeals");
            let _ = b.set_attribute("aria-hidden", "true");
            let _ = b.set_attribute("title", &self.words.get("redeals-left-title"));
            let _ = self.table.append_child(&b);
            self.redeals_badge = Some(b);
            made = true;
        }
        let ids: Vec<PileId> = pos.pile_ids().collect();
        for id in ids {
            let label = announce::pile_label(pos, id, announce::Mark::None, &self.words);
            let el = view::pile(&self.doc, id, &label);
            let _ = self.table.append_child(&el);
            self.piles.push(PileView {
                id,
                el,
                cards: Vec::new(),
                els: Vec::new(),
                fan: -1.0,
                label,
                label_key: Some(announce::label_key(pos, id, announce::Mark::None)),
                tab: None,
                blocked: false,
                hint: None,
                under: 0,
            });
        }
        made
    }

    /// Places every pile for the session's layout and redraws them,
    /// taking the elements of new cards from `spare`.
    pub(super) fn place(&mut self, s: &TableView<'_>, pace: Pace, spare: &mut Spare) {
        for i in 0..self.piles.len() {
            let id = self.piles[i].id;
            if let Some(slot) = s.layout().slot(id) {
                self.piles[i].el.style().set_css_text(&format!(
                    "left:{}px;top:{}px;width:{}px;height:{}px",
                    Num(slot.x),
                    Num(slot.y),
                    Num(slot.w),
                    Num(slot.h)
                ));
            }
            self.piles[i].fan = -1.0;
            // The inline style was written afresh (cssText): no --hint in it.
            self.piles[i].hint = None;
            self.draw_pile(i, s, pace, None, spare);
        }
        if let Some(b) = &self.redeals_badge {
            // In the stock's place when there is one (it shows once the
            // stock is empty); else between the Ace and the King
            // foundations, or right of the Aces.
            let l = s.layout();
            let (f4, f5) = (l.slot(PileId::foundation(3)), l.slot(PileId::foundation(4)));
            if let Some(s) = l.slot(PileId::STOCK) {
                b.style().set_css_text(&format!(
                    "left:{}px;top:{}px;width:{}px;height:{}px",
                    Num(s.x),
                    Num(s.y),
                    Num(l.card_w),
                    Num(l.card_h)
                ));
            } else if let Some(f4) = f4 {
                let w = l.card_w * 0.8;
                let x = match f5 {
                    Some(f5) if (f5.y - f4.y).abs() < 1.0 => (f4.x + f4.w + f5.x - w) / 2.0,
                    _ => f4.x + f4.w + (l.card_w * 0.14).max(3.0),
                };
                b.style().set_css_text(&format!(
                    "left:{}px;top:{}px;width:{}px;height:{}px",
                    Num(x),
                    Num(f4.y),
                    Num(w),
                    Num(l.card_h)
                ));
            }
        }
    }

    /// Dims the tableau piles that may not be played now (while rows are
    /// being dealt: the engine's `is_available`).
    pub(super) fn mark_blocked(&mut self, pos: &Position) {
        for p in &mut self.piles {
            if p.id.is_tableau() {
                let blocked = !pos.is_available(p.id);
                if p.blocked != blocked {
                    let _ = p.el.toggle_attribute_with_force("data-blocked", blocked);
                    p.blocked = blocked;
                }
            }
        }
    }

    pub(super) fn render_all(&mut self, s: &TableView<'_>, pace: Pace) {
        for i in 0..self.piles.len() {
            self.render_pile(i, s, pace, None);
        }
    }

    pub(super) fn pile_index(&self, id: PileId) -> Option<usize> {
        self.piles.iter().position(|p| p.id == id)
    }

    /// Where each drawn card of pile `i` sits on the table now.
    pub(super) fn drawn_places(&self, i: usize, s: &TableView<'_>) -> Vec<(f64, f64)> {
        let p = &self.piles[i];
        let Some(slot) = s.layout().slot(p.id) else {
            return vec![(0.0, 0.0); p.cards.len()];
        };
        let len = p.cards.len();
        (0..len)
            .map(|k| {
                let (dx, dy) = s.layout().offset(p.id, k, len, p.fan.max(0.0));
                (slot.x + dx, slot.y + dy)
            })
            .collect()
    }

    /// Redraws pile `i` from the position, keeping the elements of the
    /// cards that did not change. `origins` (one per card of the new pile)
    /// says where newly drawn cards were, to fly them in.
    pub(super) fn render_pile(
        &mut self,
        i: usize,
        s: &TableView<'_>,
        pace: Pace,
        origins: Option<&[Origin]>,
    ) -> f64 {
        let mut spare = Spare::new();
        let latest = self.draw_pile(i, s, pace, origins, &mut spare);
        discard(spare);
        latest
    }

    /// Takes the cards that left pile `i` (those above the part it kept)
    /// off it, into `spare`, their elements still in the page: a pile
    /// drawn next that received them moves them there.
    pub(super) fn lift_off(&mut self, i: usize, pos: &Position, spare: &mut Spare) {
        let id = self.piles[i].id;
        if id == PileId::STOCK {
            return;
        }
        let now = pos.pile(id);
        let p = &mut self.piles[i];
        let kept = p.cards.iter().zip(now).take_while(|(a, b)| a == b).count();
        let cards: Vec<Card> = p.cards.drain(kept..).collect();
        let els = p.els.drain(kept.min(p.els.len())..);
        spare.extend(cards.into_iter().zip(els));
    }

    /// [`Board::render_pile`], with the elements of cards that moved here
    /// taken from `spare` (the cards lifted off other piles) rather than
    /// made anew: a moved card is the same element in its new pile.
    pub(super) fn draw_pile(
        &mut self,
        i: usize,
        s: &TableView<'_>,
        pace: Pace,
        origins: Option<&[Origin]>,
        spare: &mut Spare,
    ) -> f64 {
        let id = self.piles[i].id;
        let cards: Vec<Card> = s.position().pile(id).to_vec();
        if id == PileId::STOCK {
            self.render_stock(i, s.position(), cards);
            return 0.0;
        }
        self.lift_off(i, s.position(), spare);
        let len = cards.len();
        let fan = s.layout().fan(id, len);
        let slot = s.layout().slot(id).copied();
        let reduced = pace.reduced;
        // A moved element may still be flying from an earlier move: that
        // flight ends here, as it did with the element it replaced.
        let flying = !reduced && self.anim_until > now(&self.window);
        let p = &mut self.piles[i];
        let kept = p.cards.len();
        let refan = (fan - p.fan).abs() > 0.01 || id == PileId::WASTE;
        let place = |k: usize| s.layout().offset(id, k, len, fan);
        if refan {
            for (k, el) in p.els.iter().enumerate() {
                let (x, y) = place(k);
                el.style()
                    .set_css_text(&format!("left:{}px;top:{}px", Num(x), Num(y)));
            }
        }
        let mut latest: f64 = 0.0;
        let mut flights = Vec::new();
        for (k, &card) in cards.iter().enumerate().skip(kept) {
            let el = match spare.iter().rposition(|(c, _)| *c == card) {
                Some(s) => {
                    let (_, el) = spare.remove(s);
                    // Only the card's own classes: a drag's or a held
                    // unit's marks stay behind.
                    el.set_class_name(view::card_class(card));
                    if flying {
                        cancel_animations(&el);
                    }
                    el
                }
                None => view::card(&self.doc, card, &self.words),
            };
            let (x, y) = place(k);
            el.style()
                .set_css_text(&format!("left:{}px;top:{}px", Num(x), Num(y)));
            let _ = p.el.append_child(&el);
            if let (Some(slot), Some(Some(o))) =
                (slot, origins.map(|o| o.get(k).copied().flatten()))
            {
                let dx = o.x - (slot.x + x);
                let dy = o.y - (slot.y + y);
                if !reduced && (dx.abs() > 0.5 || dy.abs() > 0.5) {
                    flights.push((el.clone(), dx, dy, o.delay));
                }
            }
            p.els.push(el);
            p.cards.push(card);
        }
        // The cards squared under others cast no shadow (style.css): a
        // class of the card, set where it changed, rather than a rule by
        // position that restyles the whole pile at every card it takes.
        let under = match id.kind() {
            PileKind::Foundation(_) => len.saturating_sub(2),
            PileKind::Waste => len.saturating_sub(4),
            _ => 0,
        };
        let had = p.under.min(kept);
        for (k, el) in p.els.iter().enumerate() {
            let was = k < had;
            if (k < under) != was {
                let _ = el.class_list().toggle_with_force("under", !was);
            }
        }
        p.under = under;
        p.fan = fan;
        let _ = p.el.toggle_attribute_with_force("data-empty", len == 0);
        if id == PileId::RESERVE {
            let fanned = s.layout().reserve_fanned();
            reserve::mark(&self.piles[i].el, len, fanned);
        }
        if id.is_foundation() {
            let hint = if len == 0 {
                foundation_hint(s.position(), id)
            } else {
                String::new()
            };
            let p = &mut self.piles[i];
            if p.hint.as_ref() != Some(&hint) {
                // Drawn by the place's generated content (style.css).
                let style = p.el.style();
                let _ = if hint.is_empty() {
                    style.remove_property("--hint").map(drop)
                } else {
                    style.set_property("--hint", &format!("\"{hint}\""))
                };
                p.hint = Some(hint);
            }
        }
        for (el, dx, dy, delay) in flights {
            latest = latest.max(self.fly(&el, dx, dy, delay, pace.speed));
        }
        latest
    }

    fn render_stock(&mut self, i: usize, pos: &Position, cards: Vec<Card>) {
        let n = cards.len();
        let can_recycle = n == 0 && pos.check(Move::Stock).is_ok();
        let caption = announce::stock_caption(pos, &self.words);
        let title = announce::stock_title(pos, &self.words);
        let p = &mut self.piles[i];
        let _ = p.el.set_attribute("data-count", &n.to_string());
        p.relabel(pos, announce::Mark::None, &self.words);
        let _ = p.el.toggle_attribute_with_force("data-empty", n == 0);
        let _ =
            p.el.toggle_attribute_with_force("data-recycle", can_recycle);
        let _ = p.el.set_attribute("title", &title);
        let layers = n.min(3);
        let drawn = p.el.children().length() as usize;
        if drawn != layers + 1 || p.cards.len().min(3) != layers {
            let mut html = String::new();
            // Each back 1.5 px up and left of the one under it (style.css).
            for _ in 0..layers {
                html.push_str("<div class=\"back\" aria-hidden=\"true\"></div>");
            }
            html.push_str("<span class=\"count\" aria-hidden=\"true\"></span>");
            p.el.set_inner_html(&html);
        }
        // Drawn by CSS (generated content): decoration beside the stock's
        // accessible name, which says the same in words.
        match caption {
            Some(c) => {
                let _ = p.el.set_attribute("data-caption", &c);
            }
            None => {
                let _ = p.el.remove_attribute("data-caption");
            }
        }
        if let Some(count) = p.el.last_element_child() {
            count.set_text_content(Some(&if n == 0 {
                if can_recycle {
                    "↻".to_string()
                } else {
                    String::new()
                }
            } else {
                n.to_string()
            }));
        }
        p.cards = cards;
    }

    /// Slides `el` from (dx, dy) away to where it is drawn. Returns when
    /// the flight ends (ms from now).
    pub(super) fn fly(
        &mut self,
        el: &HtmlElement,
        dx: f64,
        dy: f64,
        delay: f64,
        speed: f64,
    ) -> f64 {
        // The animation-speed setting scales every flight and stagger.
        let k = speed;
        let (delay, flight) = (delay * k, motion::FLIGHT_MS * k);
        let from = Object::new();
        let to = Object::new();
        let _ = Reflect::set(
            &from,
            &"transform".into(),
            &format!("translate({}px,{}px)", Num(dx), Num(dy)).into(),
        );
        let _ = Reflect::set(&to, &"transform".into(), &"translate(0px,0px)".into());
        for k in [&from, &to] {
            let _ = Reflect::set(k, &"zIndex".into(), &"500".into());
        }
        let frames = Array::of2(&from, &to);
        let opts = Object::new();
        let _ = Reflect::set(&opts, &"duration".into(), &flight.into());
        let _ = Reflect::set(&opts, &"delay".into(), &delay.into());
        let _ = Reflect::set(&opts, &"easing".into(), &"cubic-bezier(.2,.75,.3,1)".into());
        let _ = Reflect::set(&opts, &"fill".into(), &"backwards".into());
        // Element.animate (Web Animations), called directly: web-sys
        // exposes its options only as an unstable API.
        let flight_anim = Reflect::get(el, &"animate".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| f.call2(el, &frames, &opts).ok());
        if let Some(anim) = flight_anim {
            // Kept on the element, for `cancel_animations`.
            let _ = Reflect::set(el, &FLIGHT.into(), &anim);
            self.animating_for(delay + flight);
        }
        delay + flight
    }

    /// Draws a redeal just made (see `redeal`); `false` when it is not to
    /// be animated (the caller then draws it plainly).
    pub(super) fn show_redeal(
        &mut self,
        s: &TableView<'_>,
        pace: Pace,
        movements: &[Movement],
    ) -> bool {
        if pace.reduced {
            return false;
        }
        self.ghosts.clear();
        let (px, py) = redeal::pack_place(s.layout());
        let shuffles = s.position().rules().redeal == RedealRule::Shuffled;
        let pack = self.ghosts.open(&self.doc, shuffles);

        // 1. The gathered cards fly into the pack as the movements lift
        // them, top cards first (before the table is redrawn: from where
        // they are drawn now).
        let step = redeal::gather_step(movements);
        let mut flown: usize = 0;
        for m in redeal::gathering(movements) {
            let Some(i) = self.pile_index(m.from) else {
                continue;
            };
            for _ in 0..m.count {
                let places = self.drawn_places(i, s);
                let Some(el) = self.piles[i].els.pop() else {
                    break;
                };
                self.piles[i].cards.pop();
                let (x, y) = places.last().copied().unwrap_or((px, py));
                let _ = el.remove_attribute("data-card");
                el.style().set_css_text("left:0;top:0");
                let _ = pack.append_child(&el);
                self.fly(&el, x - px, y - py, flown as f64 * step, pace.speed);
                flown += 1;
            }
        }
        let (gather_end, shuffle) = redeal::gather_end(step, flown, shuffles);
        let k = pace.speed;
        redeal::place_pack(&pack, (px, py), gather_end * k, shuffle * k);
        let _ = self.table.append_child(&pack);
        self.animating_for((gather_end + shuffle) * k);

        // 2. The table in its final state, then the cards dealt face up fly
        // out of the pack in dealing order.
        let mut next: Vec<usize> = self.piles.iter().map(|p| p.els.len()).collect();
        for p in redeal::touched(movements) {
            if let Some(i) = self.pile_index(p) {
                self.render_pile(i, s, pace, None);
            }
        }
        let deal_step = redeal::deal_step(movements);
        let mut dealt: usize = 0;
        for m in redeal::dealing(movements) {
            let Some(i) = self.pile_index(m.to) else {
                continue;
            };
            for _ in 0..m.count {
                let index = next[i];
                next[i] += 1;
                let len = self.piles[i].els.len();
                let Some(el) = self.piles[i].els.get(index).cloned() else {
                    continue;
                };
                let (x, y) = s.layout().card_at(m.to, index, len);
                let delay = gather_end + shuffle + deal_step * dealt as f64;
                self.fly(&el, px - x, py - y, delay, pace.speed);
                dealt += 1;
            }
        }
        true
    }

    /// Marks the table as animating for the next `ms` milliseconds.
    pub(super) fn animating_for(&mut self, ms: f64) {
        let until = now(&self.window) + ms;
        self.anim_until = self.anim_until.max(until);
        let _ = self.table.set_attribute("data-animating", "");
        if self.anim_timer.is_none() {
            self.schedule_animation_check();
        }
    }

    fn schedule_animation_check(&mut self) {
        let wait = (self.anim_until - now(&self.window)).max(0.0) + 20.0;
        self.anim_timer = self
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                self.anim_cb.as_ref().unchecked_ref(),
                wait as i32,
            )
            .ok();
    }

    pub(super) fn animation_check(&mut self) {
        self.anim_timer = None;
        if now(&self.window) >= self.anim_until {
            self.ghosts.clear();
            let _ = self.table.remove_attribute("data-animating");
        } else {
            self.schedule_animation_check();
        }
    }

    /// Deals the table anew with a flourish: every face-up card flies in
    /// from the stock (or from above the table when there is none), in the
    /// order a dealer would lay them.
    pub(super) fn deal_in(&mut self, s: &TableView<'_>, pace: Pace) {
        if pace.reduced {
            return;
        }
        let (sx, sy) = match s.layout().slot(PileId::STOCK) {
            Some(s) => (s.x, s.y),
            None => (
                (s.layout().width - s.layout().card_w) / 2.0,
                -s.layout().card_h,
            ),
        };
        let total: usize = self
            .piles
            .iter()
            .filter(|p| p.id != PileId::STOCK)
            .map(|p| p.cards.len())
            .sum();
        let step = motion::stagger(total);
        let piles = self.piles.len();
        for i in 0..piles {
            let p = &mut self.piles[i];
            if p.id == PileId::STOCK {
                continue;
            }
            for el in p.els.drain(..) {
                el.remove();
            }
            let n = p.cards.len();
            p.cards.clear();
            // Row by row across the piles, as a dealer lays them.
            let origins: Vec<Origin> = (0..n)
                .map(|k| {
                    Some(Place {
                        x: sx,
                        y: sy,
                        delay: motion::delay(k * piles + i, step),
                    })
                })
                .collect();
            self.render_pile(i, s, pace, Some(&origins));
        }
    }

    /// Where every card of the piles `movements` touched was, replayed
    /// through the movements to where it is now (`lifted`: the unit being
    /// dragged, with how far it was dragged, so it flies on from where it
    /// was dropped); every card that left a pile lifted off it, into the
    /// spare elements returned, so that the pile it went to moves its
    /// element there (see [`Board::draw_moved`]).
    pub(super) fn lift_moved(
        &mut self,
        movements: &[Movement],
        lifted: Option<(PileId, usize, f64, f64)>,
        s: &TableView<'_>,
    ) -> (Vec<(PileId, Vec<Origin>)>, Spare) {
        self.ghosts.clear();
        // Where every card of the touched piles was, replayed through the
        // movements to where it is now.
        let mut sim: Vec<(PileId, Vec<Origin>)> = Vec::new();
        let stagger = motion::stagger(movements.len());
        let get = |board: &Board, sim: &mut Vec<(PileId, Vec<Origin>)>, id: PileId| -> usize {
            if let Some(k) = sim.iter().position(|(p, _)| *p == id) {
                return k;
            }
            let origins = match board.pile_index(id) {
                Some(i) => {
                    let places = board.drawn_places(i, s);
                    let mut o: Vec<Origin> = places
                        .into_iter()
                        .map(|(x, y)| Some(Place { x, y, delay: 0.0 }))
                        .collect();
                    if let Some((from, count, dx, dy)) = lifted {
                        if from == id {
                            let n = o.len();
                            for place in o[n.saturating_sub(count)..].iter_mut().flatten() {
                                place.x += dx;
                                place.y += dy;
                            }
                        }
                    }
                    o
                }
                None => Vec::new(),
            };
            sim.push((id, origins));
            sim.len() - 1
        };
        for (step, m) in movements.iter().enumerate() {
            let f = get(&*self, &mut sim, m.from);
            let t = get(&*self, &mut sim, m.to);
            let from = &mut sim[f].1;
            let start = from.len().saturating_sub(usize::from(m.count));
            let mut moved: Vec<Origin> = from.drain(start..).collect();
            for place in moved.iter_mut().flatten() {
                place.delay = step as f64 * stagger;
            }
            sim[t].1.extend(moved);
        }
        // Every card that left a pile is lifted off first, so that the
        // pile it went to moves its element there.
        let mut spare = Spare::new();
        for (id, _) in &sim {
            if let Some(i) = self.pile_index(*id) {
                self.lift_off(i, s.position(), &mut spare);
            }
        }
        (sim, spare)
    }

    /// Draws the piles [`Board::lift_moved`] found, each card flying from
    /// its old place.
    pub(super) fn draw_moved(
        &mut self,
        sim: Vec<(PileId, Vec<Origin>)>,
        s: &TableView<'_>,
        pace: Pace,
        spare: &mut Spare,
    ) {
        for (id, origins) in sim {
            if let Some(i) = self.pile_index(id) {
                self.draw_pile(i, s, pace, Some(&origins), spare);
            }
        }
    }
}

/// What an empty foundation takes, as the engine says: "A♠", "5".
fn foundation_hint(pos: &Position, id: PileId) -> String {
    let PileKind::Foundation(slot) = id.kind() else {
        return String::new();
    };
    match pos.foundation_needs(slot) {
        Needs::Card(c) => format!("{}{}", view::rank_label(c.rank()), c.suit().symbol()),
        Needs::Rank(r) => view::rank_label(r).to_string(),
        Needs::Complete => String::new(),
    }
}

/// Card elements taken off their piles while a change is drawn, for the
/// piles that receive those cards: a card that moves keeps its element
/// (see `Board::lift_off`); what is left over is removed.
pub(super) type Spare = Vec<(Card, HtmlElement)>;

/// Removes from the page the elements no pile took back.
pub(super) fn discard(spare: Spare) {
    for (_, el) in spare {
        el.remove();
    }
}

/// Where a card was before a move, and when its flight starts.
#[derive(Clone, Copy, Debug)]
pub(super) struct Place {
    pub(super) x: f64,
    pub(super) y: f64,
    pub(super) delay: f64,
}

pub(super) type Origin = Option<Place>;

/// The property of a card element that holds its flight (the `Animation`
/// that `fly` started), for [`cancel_animations`].
const FLIGHT: &str = "__patienceFlight";

/// Whether `el`'s flight (the `Animation` `fly` kept on it) is running,
/// its delay included.
fn in_flight(el: &HtmlElement) -> bool {
    Reflect::get(el, &FLIGHT.into())
        .ok()
        .filter(|a| !a.is_undefined())
        .and_then(|a| Reflect::get(&a, &"playState".into()).ok())
        .and_then(|s| s.as_string())
        .is_some_and(|s| s == "running")
}

/// Cancels `el`'s flight, if it has one: the `Animation` `fly` kept on it
/// (called directly as `fly` calls `animate`). Not `el.getAnimations()`,
/// which brings the whole document's style up to date first: a script's
/// `game.move()` calls in a row spent most of their time there (issue 22).
/// Every animation of a card is its flight.
fn cancel_animations(el: &HtmlElement) {
    let Ok(anim) = Reflect::get(el, &FLIGHT.into()) else {
        return;
    };
    if anim.is_undefined() {
        return;
    }
    let _ = Reflect::set(el, &FLIGHT.into(), &JsValue::UNDEFINED);
    if let Some(cancel) = Reflect::get(&anim, &"cancel".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = cancel.call0(&anim);
    }
}
