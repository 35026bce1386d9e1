//! The board under the pointer: which pile and card an element stands
//! for, a press's place, a drag's marks drawn and cleared.

use super::*;

impl Board {
    /// The pile and card an element of this table stands for.
    fn spot_of(&self, target: &Element) -> Option<Spot> {
        let pile_el = target.closest("[data-pile]").ok().flatten()?;
        let i = self
            .piles
            .iter()
            .position(|p| p.el.unchecked_ref::<Element>() == &pile_el)?;
        let card = target.closest("[data-card]").ok().flatten().and_then(|c| {
            self.piles[i]
                .els
                .iter()
                .position(|e| e.unchecked_ref::<Element>() == &c)
        });
        Some(Spot {
            pile: self.piles[i].id,
            card,
        })
    }

    /// What lies under the pointer at `at` (viewport coordinates), whose
    /// event's element is `target`: each element's pile and card, and
    /// which of that pile's cards are still flying, topmost first (the
    /// core looks through cards in flight: `Hits::aim`). The elements are
    /// found afresh at the point (a touch's target may have been found
    /// while a card was passing over it); with no point (a keyboard's or
    /// a screen reader's click), the target's alone.
    pub(in crate::web::app) fn hits(&self, target: &Element, at: Option<(f64, f64)>) -> Hits {
        // Nothing of the piles (the felt, a panel over the table): nothing.
        let Some(first) = self.hit_of(target) else {
            return Hits::default();
        };
        let Some(at) = at else {
            return Hits(vec![first]);
        };
        let root: JsValue = target.get_root_node().into();
        let under = Reflect::get(&root, &"elementsFromPoint".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| f.call2(&root, &at.0.into(), &at.1.into()).ok())
            .and_then(|a| a.dyn_into::<Array>().ok());
        let mut hits: Vec<Hit> = Vec::new();
        for el in under.iter().flat_map(|a| a.iter()) {
            let Ok(el) = el.dyn_into::<Element>() else {
                continue;
            };
            if let Some(hit) = self.hit_of(&el) {
                if hits.last() != Some(&hit) {
                    hits.push(hit);
                }
            }
        }
        if hits.is_empty() {
            // Nothing of the table there now.
            hits.push(first);
        }
        Hits(hits)
    }

    /// The pile and card `el` stands for, and the first of that pile's
    /// cards still in flight (asked of each card's own flight: a flight
    /// starts at the frame after `fly`, later than planned on a busy
    /// phone, so the table's planned end is no guide).
    fn hit_of(&self, el: &Element) -> Option<Hit> {
        let spot = self.spot_of(el)?;
        let flying_from = self
            .pile_index(spot.pile)
            .and_then(|i| self.piles[i].els.iter().position(in_flight));
        Some(Hit { spot, flying_from })
    }

    /// The card elements of the unit of `count` cards on top of `pile`.
    pub(in crate::web::app) fn unit_els(&self, pile: PileId, count: usize) -> Vec<HtmlElement> {
        self.pile_index(pile)
            .map(|i| {
                let els = &self.piles[i].els;
                els[els.len().saturating_sub(count)..].to_vec()
            })
            .unwrap_or_default()
    }

    /// Where a press at `at` (page coordinates) on `spot` happened: the
    /// table's corner (its scroll included) and the pressed card's place.
    pub(in crate::web::app) fn press_at(
        &self,
        spot: Option<Spot>,
        at: (f64, f64),
        s: &TableView<'_>,
    ) -> PressAt {
        let Some((
            Spot {
                pile,
                card: Some(k),
            },
            i,
        )) = spot.and_then(|sp| Some((sp, self.pile_index(sp.pile)?)))
        else {
            return PressAt::page(at);
        };
        if !gesture::is_source(pile) {
            return PressAt::page(at);
        }
        let rect = self.table.get_bounding_client_rect();
        PressAt {
            pointer: at,
            table: (
                rect.left() - f64::from(self.table.scroll_left()),
                rect.top() - f64::from(self.table.scroll_top()),
            ),
            card: self.drawn_places(i, s).get(k).copied().unwrap_or_default(),
        }
    }

    /// Draws a press or drag the session decided (see `Effect::Drag`);
    /// returns why a dropped unit flew back, for the player to be told.
    pub(in crate::web::app) fn draw_drag(
        &mut self,
        act: Act,
        pointer: Option<i32>,
        pace: Pace,
    ) -> Option<MoveError> {
        match act {
            Act::Capture { from, count } => {
                if let (Some(el), Some(p)) = (self.unit_els(from, count).first(), pointer) {
                    let _ = el.set_pointer_capture(p);
                }
            }
            Act::Lift {
                from,
                count,
                targets,
            } => {
                for el in self.unit_els(from, count) {
                    let _ = el.class_list().add_1("dragging");
                }
                for p in &self.piles {
                    if targets.contains(&p.id) {
                        let _ = p.el.class_list().add_1("target");
                        if let Some(top) = p.els.last() {
                            let _ = top.class_list().add_1("lit");
                            self.lit.push(top.clone());
                        }
                    }
                }
            }
            Act::Follow { from, count, delta } => {
                let transform = format!("translate({}px,{}px)", Num(delta.0), Num(delta.1));
                for el in self.unit_els(from, count) {
                    let _ = el.style().set_property("transform", &transform);
                }
            }
            Act::FlyBack {
                from,
                count,
                targets,
                delta,
                reason,
            } => {
                let els = self.clear_drag_marks(from, count, &targets);
                for el in &els {
                    if !pace.reduced {
                        self.fly(el, delta.0, delta.1, 0.0, pace.speed);
                    }
                }
                return reason;
            }
            // Moves and refusals come as the session's own effects.
            Act::Play { .. }
            | Act::Refuse(_)
            | Act::NoMove { .. }
            | Act::NoFoundation(_)
            | Act::TakeBack(_)
            | Act::Landing => {}
        }
        None
    }

    /// Clears a drag's marks (the dragged cards', the lit targets') and
    /// its transform; returns the dragged cards' elements.
    pub(in crate::web::app) fn clear_drag_marks(
        &mut self,
        from: PileId,
        count: usize,
        targets: &[PileId],
    ) -> Vec<HtmlElement> {
        let els = self.unit_els(from, count);
        for el in &els {
            let _ = el.class_list().remove_1("dragging");
            let _ = el.style().remove_property("transform");
        }
        for el in self.lit.drain(..) {
            let _ = el.class_list().remove_1("lit");
        }
        // The piles lit when the drag began, and only those.
        for p in &self.piles {
            if targets.contains(&p.id) {
                let _ = p.el.class_list().remove_1("target");
            }
        }
        els
    }
}
