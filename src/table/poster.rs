//! What a `<patience-table>` shows before its module runs: the box it
//! reserves (an aspect ratio per game, from CSS alone) and its poster (a
//! wordless picture of the felt with the piles in place and the cards face
//! down in the deal's starting shape). Both come from the table's own
//! [`Layout`], here, natively: `patience poster --out DIR` writes them
//! (`www/patience-table.css`, the `:host` block of `style.css`,
//! `www/posters/*.svg`), and `tests/poster.rs` fails if the committed files
//! differ from what this code makes.
//!
//! The box: at a reference width (720 px, an article's column; 360 px, a
//! phone), the table's felt is the smallest height on which the layout
//! gives the cards the size they would have on a table as tall as the
//! element left to itself would be (its width, within 320 to 560 px), and
//! on which the dealt columns fit; the control bar and message line above
//! it ([`CHROME_WIDE`], [`CHROME_NARROW`]) are added. The ratio of that
//! box is the element's `aspect-ratio` (and, wider than the reference,
//! its height stays: `max-height`; on a phone it is never shorter than
//! [`UNFOLDED`]: `min-height`); the live table lays its cards out
//! for whatever box it is given, so the box never changes when it arrives.
//! Double Canfield's options (draw, spaces) do not change its piles, so
//! it has one ratio.

use super::layout::{Layout, Num};
use crate::engine::{start, DealNumber, GameId, PileKind, Variant};

/// The reference widths (px): an article's column and a phone.
pub const WIDE: f64 = 720.0;
pub const NARROW: f64 = 360.0;
/// The embedded control bar and message line above the felt (px) at those
/// widths (the bar wraps to two or three rows at 720 px, one at 360 px).
pub const CHROME_WIDE: f64 = 112.0;
pub const CHROME_NARROW: f64 = 56.0;
/// On a phone, the box is never shorter (px): the embedded control bar
/// unfolded (its `⋯`) in a 280 px column, its message line and some felt.
pub const UNFOLDED: u32 = 440;
/// Viewports up to this width (px) use the narrow ratio and poster.
pub const NARROW_MEDIA: u32 = 520;
/// The game a table without a `game` attribute deals.
pub const DEFAULT_GAME: GameId = GameId::Caprice;

/// One game's reserved box and poster at one reference width.
#[derive(Clone, Debug, PartialEq)]
pub struct Shape {
    pub game: GameId,
    /// The box (px): the reference width and the height that goes with it.
    pub width: u32,
    pub height: u32,
    /// The felt's top (px): the control bar and message line above it.
    pub chrome: f64,
    /// The layout of the felt (`width` × `height - chrome`).
    pub layout: Layout,
}

/// The table as the element left to itself draws it (its felt's height):
/// its width, within 320 to 560 px.
fn natural_felt(width: f64) -> f64 {
    width.clamp(320.0, 560.0)
}

/// `game`'s box and layout at reference width `width`.
pub fn shape(game: GameId, width: f64) -> Shape {
    let pos = start::deal(Variant::new(game), DealNumber::MIN);
    let chrome = if width <= NARROW {
        CHROME_NARROW
    } else {
        CHROME_WIDE
    };
    let goal = Layout::new(&pos, width, natural_felt(width)).card_w;
    // The smallest felt (whole px) with cards as large, the dealt columns
    // inside it.
    let felt = (100..=natural_felt(width) as u32)
        .find(|&h| {
            let l = Layout::new(&pos, width, f64::from(h));
            l.card_w >= goal && l.height <= f64::from(h) + 0.5
        })
        .map_or(natural_felt(width), f64::from);
    Shape {
        game,
        width: width as u32,
        height: (felt + chrome).ceil() as u32,
        chrome,
        layout: Layout::new(&pos, width, felt),
    }
}

/// The games' shapes at both reference widths: wide ones first.
pub fn shapes() -> Vec<Shape> {
    [WIDE, NARROW]
        .into_iter()
        .flat_map(|w| GameId::ALL.into_iter().map(move |g| shape(g, w)))
        .collect()
}

/// `www/posters/`'s file for a shape: `caprice.svg`, `caprice-narrow.svg`.
pub fn poster_name(s: &Shape) -> String {
    if f64::from(s.width) <= NARROW {
        format!("{}-narrow.svg", s.game.id())
    } else {
        format!("{}.svg", s.game.id())
    }
}

/// The poster: the felt, each pile's place, the dealt cards face down
/// where the layout puts them. Presentation attributes only (no style
/// attribute, no script, no text): it is an image, and it says nothing.
pub fn poster_svg(s: &Shape) -> String {
    let pos = start::deal(Variant::new(s.game), DealNumber::MIN);
    let l = &s.layout;
    let (w, h) = (l.card_w, l.card_h);
    let r = Num((w * 0.085).round());
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {bw} {bh}\" width=\"{bw}\" height=\"{bh}\" preserveAspectRatio=\"xMidYMin slice\">\
<defs><radialGradient id=\"f\" cx=\"50%\" cy=\"40%\" r=\"75%\"><stop offset=\"0\" stop-color=\"#13703f\"/><stop offset=\"0.55\" stop-color=\"#0f5e34\"/><stop offset=\"1\" stop-color=\"#0c4929\"/></radialGradient>\
<pattern id=\"b\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\"><rect width=\"6\" height=\"6\" fill=\"#2458a8\"/><path d=\"M0 6L6 0\" stroke=\"#3a6cbc\" stroke-width=\"1.2\"/></pattern></defs>\
<rect width=\"{bw}\" height=\"{bh}\" fill=\"url(#f)\"/>",
        bw = s.width,
        bh = s.height
    );
    let top = s.chrome;
    for slot in &l.slots {
        let (x, y) = (slot.x, slot.y + top);
        // The pile's place.
        out.push_str(&format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{r}\" fill=\"#000\" fill-opacity=\"0.1\" stroke=\"#fff\" stroke-opacity=\"0.2\" stroke-width=\"2\"/>",
            Num(x + 1.0),
            Num(y + 1.0),
            Num(w - 2.0),
            Num(h - 2.0)
        ));
        let len = pos.pile(slot.pile).len();
        // A squared pile shows its top card; a fanned one each card.
        let shown: Vec<usize> = match slot.pile.kind() {
            PileKind::Tableau(_) => (0..len).collect(),
            PileKind::Reserve | PileKind::Waste
                if slot.spread != super::layout::Spread::Squared =>
            {
                (len.saturating_sub(3)..len).collect()
            }
            _ => len.checked_sub(1).into_iter().collect(),
        };
        for i in shown {
            let (cx, cy) = l.card_at(slot.pile, i, len);
            out.push_str(&card_back(cx, cy + top, w, h, r));
        }
    }
    out.push_str("</svg>\n");
    out
}

fn card_back(x: f64, y: f64, w: f64, h: f64, r: Num) -> String {
    let inset = (w * 0.07).round().max(2.0);
    format!(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{r}\" fill=\"#f6f3ea\" stroke=\"#000\" stroke-opacity=\"0.3\"/><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"url(#b)\"/>",
        Num(x),
        Num(y),
        Num(w),
        Num(h),
        Num(x + inset),
        Num(y + inset),
        Num(w - 2.0 * inset),
        Num(h - 2.0 * inset),
        Num((r.0 - inset / 2.0).max(1.0))
    )
}

/// The aspect-ratio rules, for `selector` (the element's name on the page,
/// or `:host` inside its shadow root): a rule per game, the default game's
/// for a table without `game`, the narrow ratios under a narrow viewport.
/// `posters`: also the poster as the box's background (the page's sheet,
/// which shows it before any script).
fn ratio_rules(out: &mut String, host: bool, posters: bool) {
    let sel = |game: Option<GameId>| -> String {
        let attr = match game {
            Some(g) => format!("[game=\"{}\" i]", g.id()),
            None => ":not([game])".to_string(),
        };
        if host {
            format!(":host({attr})")
        } else {
            format!("patience-table{attr}")
        }
    };
    let all = shapes();
    for narrow in [false, true] {
        let mut block = String::new();
        for s in all
            .iter()
            .filter(|s| (f64::from(s.width) <= NARROW) == narrow)
        {
            let mut games = vec![Some(s.game)];
            if s.game == DEFAULT_GAME {
                games.push(None);
            }
            let sels: Vec<String> = games.into_iter().map(sel).collect();
            // Wider than the reference, the box keeps its height (the
            // table's felt as tall as it would be anyway).
            // Wider than the reference, the box keeps its height (the
            // felt as tall as it would be anyway); on a phone it is never
            // shorter than the control bar unfolded needs.
            let cap = if narrow {
                format!(" min-height: {}px;", s.height.max(UNFOLDED))
            } else {
                format!(" max-height: {}px;", s.height)
            };
            block.push_str(&format!(
                "{} {{ aspect-ratio: {} / {};{cap} }}\n",
                sels.join(", "),
                s.width,
                s.height
            ));
            if posters {
                let sels: Vec<String> = sels
                    .iter()
                    .map(|s| format!("{s}:not([poster]):not([page])"))
                    .collect();
                block.push_str(&format!(
                    "{} {{ background-image: url(\"posters/{}\"); }}\n",
                    sels.join(", "),
                    poster_name(s)
                ));
            }
        }
        if narrow {
            out.push_str(&format!("@media (max-width: {NARROW_MEDIA}px) {{\n"));
            for line in block.lines() {
                out.push_str(&format!("  {line}\n"));
            }
            out.push_str("}\n");
        } else {
            out.push_str(&block);
        }
    }
}

/// `www/patience-table.css`: the page's own sheet for its tables, linked
/// in the page's head, so that each table's box has its size (and its
/// poster) before any script runs.
pub fn page_css() -> String {
    let mut out = String::from(
        "/* The <patience-table> element's box before its script runs: its size\n   \
         (an aspect ratio per game, from the table's own layout) and its poster.\n   \
         Link it in the page's head (docs/embedding.md). Generated by\n   \
         `patience poster --out .` from src/table/poster.rs: do not edit. */\n\
         patience-table { display: block; box-sizing: border-box; width: 100%; min-height: 240px; overflow: clip; \
         background: #13703f center top / cover no-repeat; }\n\
         patience-table[page] { aspect-ratio: auto; width: auto; height: 100vh; height: 100dvh; background: none; }\n",
    );
    ratio_rules(&mut out, false, true);
    out
}

/// The `:host` block of `style.css` (between its `poster:begin` and
/// `poster:end` comments): the same ratios inside the shadow root, for a
/// page that does not link `patience-table.css`.
pub fn host_css() -> String {
    let mut out = String::new();
    ratio_rules(&mut out, true, false);
    out
}

/// Every generated file, as (path from the repository's root, contents):
/// the posters and `www/patience-table.css`. (`style.css`'s block is
/// spliced by [`splice_style`].)
pub fn files() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = shapes()
        .iter()
        .map(|s| (format!("www/posters/{}", poster_name(s)), poster_svg(s)))
        .collect();
    files.push(("www/patience-table.css".to_string(), page_css()));
    files
}

const BEGIN: &str = "/* poster:begin (generated by `patience poster`: src/table/poster.rs) */\n";
const END: &str = "/* poster:end */\n";

/// `style.css` with its generated block replaced by [`host_css`] (`None`
/// where the markers are missing).
pub fn splice_style(style: &str) -> Option<String> {
    let start = style.find(BEGIN)? + BEGIN.len();
    let end = start + style[start..].find(END)?;
    Some(format!(
        "{}{}{}",
        &style[..start],
        host_css(),
        &style[end..]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn double_canfield_options_share_one_layout() {
        let base = start::deal(Variant::new(GameId::DoubleCanfield), DealNumber::MIN);
        for v in Variant::ALL
            .into_iter()
            .filter(|v| v.game == GameId::DoubleCanfield)
        {
            let pos = start::deal(v, DealNumber::MIN);
            for (w, h) in [(WIDE, 400.0), (NARROW, 300.0)] {
                assert_eq!(Layout::new(&pos, w, h), Layout::new(&base, w, h), "{v:?}");
            }
        }
    }

    #[test]
    fn every_deal_starts_in_the_same_shape() {
        // The poster draws deal 1's shape: every deal of these games has
        // the same pile lengths at the start. (Caprice and Capricieuse
        // send the aces and kings met while dealing to the foundations, so
        // their shape varies: their posters show deal 1's, a typical one.)
        for g in [
            GameId::LucasLeaps,
            GameId::DoubleCanfield,
            GameId::RussianPatience,
        ] {
            let lens = |n: u64| {
                let pos = start::deal(Variant::new(g), DealNumber::new(n).unwrap());
                pos.pile_ids()
                    .map(|p| pos.pile(p).len())
                    .collect::<Vec<_>>()
            };
            let first = lens(1);
            for n in [2, 7, 42, 1000, 65_537] {
                assert_eq!(lens(n), first, "{g:?} deal {n}");
            }
        }
    }

    #[test]
    fn the_box_gives_the_cards_their_size_and_holds_the_deal() {
        for s in shapes() {
            let w = f64::from(s.width);
            let felt = f64::from(s.height) - s.chrome;
            let pos = start::deal(Variant::new(s.game), DealNumber::MIN);
            let natural = Layout::new(&pos, w, natural_felt(w));
            let boxed = Layout::new(&pos, w, felt);
            assert!(boxed.card_w >= natural.card_w, "{:?} at {w}", s.game);
            assert!(boxed.height <= felt + 0.5, "{:?} at {w}", s.game);
            assert!(s.height >= 240 && s.height as f64 <= natural_felt(w) + s.chrome + 1.0);
            assert_eq!(boxed.overflow(), 0.0);
        }
    }

    #[test]
    fn the_poster_says_nothing_and_runs_nothing() {
        for s in shapes() {
            let svg = poster_svg(&s);
            for bad in [
                "<script",
                "style=",
                "<text",
                "<foreignObject",
                "href=",
                "on",
            ] {
                if bad == "on" {
                    assert!(!svg.contains(" on"), "{bad}");
                } else {
                    assert!(!svg.contains(bad), "{bad} in {}", poster_name(&s));
                }
            }
        }
    }
}
