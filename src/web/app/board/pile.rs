//! One pile as drawn: its element, its cards' elements and what they
//! show.

use super::*;

/// One pile as drawn.
pub(in crate::web::app) struct PileView {
    pub(in crate::web::app) id: PileId,
    pub(in crate::web::app) el: HtmlElement,
    /// The cards drawn, bottom to top (the stock's too, though they are
    /// drawn face down and never named in the page).
    pub(in crate::web::app) cards: Vec<Card>,
    /// One element per face-up card.
    pub(in crate::web::app) els: Vec<HtmlElement>,
    /// The fan step the cards were drawn with.
    pub(super) fan: f64,
    /// The pile element's `aria-label`, `tabindex` (`Some(true)`: `0`) and
    /// `data-blocked` as last written: a change of position rewrites only
    /// what changed, without reading the DOM back.
    pub(in crate::web::app) label: String,
    /// What the label was made from (see [`PileView::relabel`]).
    pub(super) label_key: Option<announce::LabelKey>,
    pub(in crate::web::app) tab: Option<bool>,
    pub(super) blocked: bool,
    /// An empty foundation's `--hint` as last written (`None`: not since
    /// the pile's style attribute was last set).
    pub(super) hint: Option<String>,
    /// How many cards from the bottom have the class `under` (squared
    /// under others: a foundation's all but two, the waste's all but four).
    pub(super) under: usize,
}

impl PileView {
    /// Writes the pile's `aria-label` for `pos` and `mark`, unless what it
    /// says is made from the same things as the last one (a change
    /// rewrites only the labels of the piles it touched).
    pub(in crate::web::app) fn relabel(
        &mut self,
        pos: &Position,
        mark: announce::Mark,
        words: &Words,
    ) {
        let key = announce::label_key(pos, self.id, mark);
        if self.label_key == Some(key) {
            return;
        }
        self.label_key = Some(key);
        let label = announce::pile_label(pos, self.id, mark, words);
        if self.label != label {
            let _ = self.el.set_attribute("aria-label", &label);
            self.label = label;
        }
    }
}
