//! Building the page's elements: the chrome (controls, message line), piles
//! and cards. Cards are one element each; their faces are drawn by
//! `style.css` from `data-r` (rank) and `data-s` (suit symbol).

use crate::engine::{Card, GameId, PileId, PileKind, Position, Rank};
use crate::table::announce::{self, Mark};
use crate::table::words::Words;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement};

pub use crate::table::layout::{bound, Num};

/// The app's fixed markup. Piles are added to `[data-table]` per game.
pub const CHROME: &str = r#"<div class="bar" part="bar" role="toolbar" aria-label="Game controls">
<h1 class="title" data-chrome>Patience</h1>
<div class="pickers">
<label class="picker"><span class="sr-only">Game</span><select data-control="game"><option value="caprice">Caprice</option><option value="capricieuse">Capricieuse</option><option value="lucas-leaps">Lucas Leaps</option><option value="double-canfield">Double Canfield</option><option value="russian-patience">Russian Patience</option></select></label>
<label class="picker" data-options hidden><span class="sr-only">Cards per stock move</span><select data-control="draw"><option value="3">Draw 3</option><option value="1">Draw 1</option></select></label>
<label class="picker" data-options hidden><span class="sr-only">What may fill a space once the reserve is empty</span><select data-control="spaces"><option value="waste">Spaces: waste</option><option value="any">Spaces: any</option></select></label>
</div>
<div class="buttons">
<button type="button" data-action="new" title="A new deal">New</button>
<button type="button" data-action="restart" title="Start this deal again">Restart</button>
<button type="button" data-action="undo" title="Undo (Ctrl+Z)">Undo</button>
<button type="button" data-action="redo" title="Redo (Ctrl+Y)">Redo</button>
<button type="button" data-action="daily" title="Today's daily deal: the same for everyone">Daily</button>
<button type="button" data-action="share" title="Share this deal, your game or its solution" aria-haspopup="menu" aria-expanded="false">Share</button>
</div>
<div class="menu" role="group" aria-label="Statistics, settings and rules">
<button type="button" class="icon" data-action="stats" title="Statistics" aria-label="Statistics"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 20v-8M12 20V5M19 20v-5M3 20.5h18"/></svg><span class="label">Statistics</span></button>
<button type="button" class="icon" data-action="settings" title="Settings" aria-label="Settings"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h9M17 7h3M4 12h3M11 12h9M4 17h11M19 17h1"/><circle cx="15" cy="7" r="2"/><circle cx="9" cy="12" r="2"/><circle cx="17" cy="17" r="2"/></svg><span class="label">Settings</span></button>
<button type="button" class="icon" data-action="rules" title="Rules of this game" aria-label="Rules"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 6.5C10 5 7 4.5 3.5 4.5v13c3.5 0 6.5.5 8.5 2 2-1.5 5-2 8.5-2v-13c-3.5 0-6.5.5-8.5 2zM12 6.5v13"/></svg><span class="label">Rules</span></button>
</div>
<div class="stats"><span class="deal-no" title="Deal number">#<span data-deal-label></span></span><span class="deal-grade" data-grade-label hidden></span><span class="moves"><span data-moves>0</span> moves</span><span data-clock title="Time">00:00</span></div>
<button type="button" class="more" data-action="more" title="More controls" aria-label="More controls" aria-expanded="false">⋯</button>
</div>
<p class="message" part="message" data-message role="status" aria-live="polite"></p>
<div class="table" part="felt" data-table></div>
<footer class="footer" data-chrome>Deal links share a game: <kbd>Share</kbd> copies this one · Ctrl+Z undo · Ctrl+Y redo · <kbd>?</kbd> every key, for play without a mouse · <a href="embed.html">Embed Patience on your site</a></footer>"#;

pub fn create(doc: &Document, tag: &str) -> HtmlElement {
    doc.create_element(tag)
        .expect("createElement of a known tag")
        .unchecked_into()
}

/// The rank as printed on a card: A 2 … 10 J Q K.
pub fn rank_label(rank: Rank) -> &'static str {
    [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ][usize::from(rank.value() - 1)]
}

/// A card element's classes, as [`card`] makes it (marks added later, such
/// as `dragging` or `lifted`, are not among them).
pub fn card_class(card: Card) -> &'static str {
    match (card.is_red(), card.rank().value()) {
        (true, 11..=13) => "card red court",
        (false, 11..=13) => "card black court",
        (true, 1) => "card red ace",
        (false, 1) => "card black ace",
        (true, _) => "card red",
        (false, _) => "card black",
    }
}

/// A face-up card element.
pub fn card(doc: &Document, card: Card, words: &Words) -> HtmlElement {
    let el = create(doc, "div");
    el.set_class_name(card_class(card));
    let _ = el.set_attribute("part", "card");
    let _ = el.set_attribute("data-card", &card.to_string());
    let _ = el.set_attribute("data-r", rank_label(card.rank()));
    let _ = el.set_attribute("data-s", &card.suit().symbol().to_string());
    let _ = el.set_attribute("role", "img");
    let _ = el.set_attribute("aria-label", &announce::card_name(card, words));
    el
}

/// An empty pile element for `pile`.
pub fn pile(doc: &Document, pile: PileId, position: &Position, words: &Words) -> HtmlElement {
    let el = create(doc, "div");
    let kind = match pile.kind() {
        PileKind::Foundation(_) => "foundation",
        PileKind::Tableau(_) => "tableau",
        PileKind::Stock => "stock",
        PileKind::Waste => "waste",
        PileKind::Reserve => "reserve",
        PileKind::Packet => "packet",
    };
    el.set_class_name(&format!("pile {kind}"));
    let _ = el.set_attribute("data-pile", &pile.name());
    let _ = el.set_attribute(
        "aria-label",
        &announce::pile_label(position, pile, Mark::None, words),
    );
    let _ = el.set_attribute(
        "role",
        if pile == PileId::STOCK {
            "button"
        } else {
            "group"
        },
    );
    el
}

/// The celebration shown over a won game.
/// The panel shown over a won game; `assisted`: the demo finished it (it
/// counts as played, not won, and the panel says so).
pub fn celebration(
    doc: &Document,
    game: GameId,
    deal: u32,
    moves: usize,
    clock: &str,
    assisted: bool,
) -> Element {
    let el = create(doc, "div");
    el.set_class_name("celebration");
    let _ = el.set_attribute("data-celebration", "");
    let _ = el.set_attribute("role", "dialog");
    let title = if assisted {
        "The demo finished it"
    } else {
        "You won!"
    };
    let _ = el.set_attribute("aria-label", title.trim_end_matches('!'));
    if assisted {
        let _ = el.set_attribute("data-assisted", "");
    }
    el.set_inner_html(&format!(
        "<div class=\"confetti\" aria-hidden=\"true\"></div><div class=\"panel\"><h2>{title}</h2><p>{} · deal #{deal} · {moves} moves · {clock}</p>{note}<button type=\"button\" data-celebration-action=\"new\">Play another deal</button></div>",
        game.name(),
        note = if assisted {
            "<p>It counts as played, not as won, in your statistics.</p>"
        } else {
            ""
        }
    ));
    // The confetti's places, sizes and speeds are written through the
    // CSSOM, not as style attributes (a page's Content-Security-Policy
    // without 'unsafe-inline' refuses those).
    if let Some(confetti) = el.first_element_child() {
        for i in 0..24 {
            let sym = ['♠', '♥', '♦', '♣'][i % 4];
            let span = create(doc, "span");
            span.set_class_name(if i % 4 == 1 || i % 4 == 2 {
                "red"
            } else {
                "black"
            });
            // Spread over the width, in assorted sizes and speeds.
            span.style().set_css_text(&format!(
                "left:{}%;font-size:{}px;animation-duration:{}s;animation-delay:-{}s",
                Num(i as f64 * 4.1 + 1.0),
                16 + (i * 7) % 22,
                Num(2.6 + (i as f64 * 0.37) % 1.8),
                Num(i as f64 * 0.29)
            ));
            span.set_text_content(Some(&sym.to_string()));
            let _ = confetti.append_child(&span);
        }
    }
    el.into()
}

/// The panel shown over a blocked game.
pub fn lost_panel(doc: &Document) -> Element {
    let el = create(doc, "div");
    el.set_class_name("lost");
    let _ = el.set_attribute("data-lost-panel", "");
    let _ = el.set_attribute("role", "dialog");
    let _ = el.set_attribute("aria-label", "No moves left");
    el.set_inner_html(
        "<div class=\"panel\"><h2>No moves left</h2><p>This game is blocked: no legal move remains.</p><div class=\"panel-buttons\"><button type=\"button\" data-action=\"undo\">Undo</button><button type=\"button\" data-action=\"restart\">Restart</button><button type=\"button\" data-action=\"new\">New deal</button></div></div>",
    );
    el.into()
}

#[cfg(test)]
mod tests {
    use super::Num;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn numbers_are_written_to_two_decimals_without_float_printing() {
        for (v, want) in [
            (0.0, "0"),
            (12.0, "12"),
            (12.5, "12.5"),
            (0.07, "0.07"),
            (-3.004, "-3"),
            (-0.5, "-0.5"),
            (1.999, "2"),
            (-1.5, "-1.5"),
            (104.125, "104.13"),
            (f64::NAN, "0"),
        ] {
            assert_eq!(Num(v).to_string(), want, "{v}");
        }
    }
}
