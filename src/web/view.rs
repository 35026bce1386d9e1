//! Building the page's elements: the chrome (controls, message line), piles
//! and cards. Cards are one element each; their faces are drawn by
//! `style.css` from `data-r` (rank) and `data-s` (suit symbol).

use crate::engine::{Card, GameId, PileId, PileKind, Rank};
use crate::table::announce;
use crate::table::rulebook;
use crate::table::words::{escape, Arg, Words};
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement};

pub use crate::table::layout::{bound, Num};

/// The app's fixed markup. Piles are added to `[data-table]` per game.
pub const CHROME: &str = r#"<div class="bar" part="bar" role="toolbar" data-w-label="chrome-controls">
<h1 class="title" data-chrome data-w="chrome-title"></h1>
<div class="pickers">
<label class="picker"><span class="sr-only" data-w="chrome-game"></span><select data-control="game"><option value="caprice" data-w="game-name-caprice"></option><option value="capricieuse" data-w="game-name-capricieuse"></option><option value="lucas-leaps" data-w="game-name-lucas-leaps"></option><option value="double-canfield" data-w="game-name-double-canfield"></option><option value="russian-patience" data-w="game-name-russian-patience"></option></select></label>
<label class="picker" data-options hidden><span class="sr-only" data-w="chrome-draw"></span><select data-control="draw"><option value="3" data-w="chrome-draw-3"></option><option value="1" data-w="chrome-draw-1"></option></select></label>
<label class="picker" data-options hidden><span class="sr-only" data-w="chrome-spaces"></span><select data-control="spaces"><option value="waste" data-w="chrome-spaces-waste"></option><option value="any" data-w="chrome-spaces-any"></option></select></label>
</div>
<div class="buttons">
<button type="button" data-action="new" data-w="chrome-new" data-w-title="chrome-new-title"></button>
<button type="button" data-action="restart" data-w="chrome-restart" data-w-title="chrome-restart-title"></button>
<button type="button" data-action="undo" data-w="chrome-undo" data-w-title="chrome-undo-title"></button>
<button type="button" data-action="redo" data-w="chrome-redo" data-w-title="chrome-redo-title"></button>
<button type="button" data-action="daily" data-w="chrome-daily" data-w-title="chrome-daily-title"></button>
<button type="button" data-action="share" data-w="chrome-share" data-w-title="chrome-share-title" aria-haspopup="menu" aria-expanded="false"></button>
</div>
<div class="menu" role="group" data-w-label="chrome-menu">
<button type="button" class="icon" data-action="stats" data-w-title="chrome-stats" data-w-label="chrome-stats"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 20v-8M12 20V5M19 20v-5M3 20.5h18"/></svg><span class="label" data-w="chrome-stats"></span></button>
<button type="button" class="icon" data-action="settings" data-w-title="chrome-settings" data-w-label="chrome-settings"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h9M17 7h3M4 12h3M11 12h9M4 17h11M19 17h1"/><circle cx="15" cy="7" r="2"/><circle cx="9" cy="12" r="2"/><circle cx="17" cy="17" r="2"/></svg><span class="label" data-w="chrome-settings"></span></button>
<button type="button" class="icon" data-action="rules" data-w-title="chrome-rules-title" data-w-label="chrome-rules"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 6.5C10 5 7 4.5 3.5 4.5v13c3.5 0 6.5.5 8.5 2 2-1.5 5-2 8.5-2v-13c-3.5 0-6.5.5-8.5 2zM12 6.5v13"/></svg><span class="label" data-w="chrome-rules"></span></button>
</div>
<div class="stats"><span class="deal-no" data-w-title="chrome-deal-number">#<span data-deal-label></span></span><span class="deal-grade" data-grade-label hidden></span><span class="moves"><span data-moves>0</span> <span data-moves-word></span></span><span data-clock data-w-title="chrome-time">00:00</span></div>
<button type="button" class="more" data-action="more" data-w-title="chrome-more" aria-expanded="false"><span aria-hidden="true">⋯</span><span class="sr-only" data-w="chrome-more"></span><span class="more-fewer" data-w="chrome-fewer"></span></button>
</div>
<p class="message" part="message" data-message role="status" aria-live="polite"></p>
<div class="table" part="felt" data-table></div>
<footer class="footer" data-chrome><span data-w="chrome-footer-links"></span> <kbd data-w="chrome-share"></kbd> <span data-w="chrome-footer-copies"></span> · <span data-w="chrome-footer-undo"></span> · <span data-w="chrome-footer-redo"></span> · <kbd>?</kbd> <span data-w="chrome-footer-keys"></span> · <a href="embed.html" data-w="chrome-footer-embed"></a></footer>"#;

/// Writes the words of every element under `root` that names a message
/// (`locales/*/table.ftl`): `data-w` its text, `data-w-title` its
/// `title`, `data-w-label` its `aria-label`. The chrome's markup holds no
/// words of its own: they are written at mount and again in another
/// language.
pub fn apply_words(root: &Element, words: &Words) {
    for (key, attr) in [
        ("data-w", None),
        ("data-w-title", Some("title")),
        ("data-w-label", Some("aria-label")),
    ] {
        let Ok(list) = root.query_selector_all(&format!("[{key}]")) else {
            continue;
        };
        for i in 0..list.length() {
            let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
                continue;
            };
            let Some(id) = el.get_attribute(key) else {
                continue;
            };
            let text = words.get(&id);
            match attr {
                None => el.set_text_content(Some(&text)),
                Some(a) => {
                    let _ = el.set_attribute(a, &text);
                }
            }
        }
    }
}

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

/// An empty pile element for `pile`, named `label` (see
/// [`announce::pile_label`]).
pub fn pile(doc: &Document, pile: PileId, label: &str) -> HtmlElement {
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
    let _ = el.set_attribute("aria-label", label);
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

/// The panel shown over a won game; `assisted`: the demo finished it (it
/// counts as played, not won, and the panel says so).
pub fn celebration(
    doc: &Document,
    (game, deal, moves, clock): (GameId, u32, usize, &str),
    assisted: bool,
    words: &Words,
) -> Element {
    let el = create(doc, "div");
    el.set_class_name("celebration");
    let _ = el.set_attribute("data-celebration", "");
    let _ = el.set_attribute("role", "dialog");
    let (title, label) = if assisted {
        ("won-demo-title", "won-demo-title")
    } else {
        ("won-title", "won-label")
    };
    let _ = el.set_attribute("aria-label", &words.get(label));
    if assisted {
        let _ = el.set_attribute("data-assisted", "");
    }
    let summary = words.with(
        "won-summary",
        &[
            ("game", Arg::Text(rulebook::game_name(game, words))),
            ("deal", Arg::Text(deal.to_string())),
            ("moves", Arg::from(moves)),
            ("time", Arg::Text(clock.to_string())),
        ],
    );
    el.set_inner_html(&format!(
        "<div class=\"confetti\" aria-hidden=\"true\"></div><div class=\"panel\"><h2>{}</h2><p>{}</p>{note}<button type=\"button\" data-celebration-action=\"new\">{}</button></div>",
        escape(&words.get(title)),
        escape(&summary),
        escape(&words.get("won-again")),
        note = if assisted {
            format!("<p>{}</p>", escape(&words.get("won-demo-note")))
        } else {
            String::new()
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

/// The panel shown over a blocked game, saying `text` (the core's
/// `announce::lost_text`).
pub fn lost_panel(doc: &Document, words: &Words, text: &str) -> Element {
    let el = create(doc, "div");
    el.set_class_name("lost");
    let _ = el.set_attribute("data-lost-panel", "");
    let _ = el.set_attribute("role", "dialog");
    let _ = el.set_attribute("aria-label", &words.get("lost-title"));
    el.set_inner_html(&format!(
        "<div class=\"panel\"><h2>{}</h2><p>{}</p><div class=\"panel-buttons\"><button type=\"button\" data-action=\"undo\">{}</button><button type=\"button\" data-action=\"restart\">{}</button><button type=\"button\" data-action=\"new\">{}</button></div></div>",
        escape(&words.get("lost-title")),
        escape(text),
        escape(&words.get("chrome-undo")),
        escape(&words.get("chrome-restart")),
        escape(&words.get("lost-new")),
    ));
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
