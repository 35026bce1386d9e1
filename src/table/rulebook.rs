//! The rules pages: each game's rules in plain words (written from the
//! project's rule book; for readers, `docs/rules.md`), a small picture of
//! its table drawn by the table's own layout at the table's own size (so
//! the picture is the arrangement the player sees, scaled down), what
//! "safe" means for autoplay in that game, and what the hint and the
//! solver's indicator know.

use super::layout::{Layout, Num, Prefs, Spread};
use crate::engine::{
    deal, rules::FoundationRule, DealNumber, GameId, Move, NoLog, PileKind, Suit, Variant,
};

/// The tabs of the rules dialog, one per game.
pub fn tabs_html(current: GameId) -> String {
    let mut html =
        String::from("<div class=\"rules-tabs\" role=\"group\" aria-label=\"Rules of\">");
    for g in GameId::ALL {
        html.push_str(&format!(
            "<button type=\"button\" data-action=\"rules-game\" data-game=\"{}\" aria-pressed=\"{}\">{}</button>",
            g.id(),
            g == current,
            g.name()
        ));
    }
    html.push_str("</div>");
    html
}

/// One game's rules page: the title, the picture (laid out for a table of
/// `size`, the table's own) and the text.
pub fn page_html(variant: Variant, prefs: Prefs, size: (f64, f64)) -> String {
    let game = variant.game;
    format!(
        "<h3 data-rules-title>{}</h3><figure class=\"rules-picture\">{}<figcaption>{}</figcaption></figure>{}<h4>Autoplay: what is safe</h4>{}<p>Autoplay can be turned off in Settings. Undoing an automatic move does not bring it straight back. Once nothing is hidden any more (the stock is empty) and moves to the foundations alone would win, the rest can be played out for you.</p><h4>What the hint and the indicator know</h4><p>The indicator and the demo ask the solver, which searches the deal to its end. It sees the order of the cards in the stock, which you do not, and says so (“Solver (sees the stock)”). So “Winnable” means: by someone who knew the stock. “Can't be won with this stock” is proven, for the stock as it lies. “Solver gave up” means the search ran out of time before it could tell. The demo plays the solver’s winning line.</p><p>“Your chances” beside it does not peek: it tries orderings of the face-down cards at random, as you might imagine them, and gives the chance of winning from here with its margin. “No moves left” is certain; “Can't be won, whatever the face-down cards are” is proven over every ordering; “At most N%” means that no ordering it tried could be won. Settings can switch it off.</p><p>The hint proposes the move of that player who does not peek, in words that name only what you can see (“turn the stock”, “deal the next row”, “move the ten of spades onto foundation 2”): it never tells which card the stock would turn up. With the setting “Hints may peek at the face-down cards” it proposes the next move of the solver’s winning line instead, which knows the stock. Where neither is known, the hint suggests the move that looks most useful and says so.</p>",
        game.name(),
        picture(variant, prefs, size),
        caption(game),
        text(game),
        safe_text(game),
    )
}

fn caption(game: GameId) -> &'static str {
    match game {
        GameId::Caprice => "Ace foundations, the stock, King foundations; the twelve piles below.",
        GameId::Capricieuse => {
            "Ace foundations and King foundations; the twelve piles below. No stock."
        }
        GameId::LucasLeaps => {
            "The stock and the waste beside eight foundations; thirteen piles below."
        }
        GameId::DoubleCanfield => {
            "The stock and the waste beside eight foundations; the reserve and five piles below."
        }
        GameId::RussianPatience => {
            "Ace foundations, the stock, King foundations; twelve columns below, dealt a row at a time. While rows are being dealt only the two outside columns play (the dimmed ones wait)."
        }
    }
}

fn text(game: GameId) -> &'static str {
    match game {
        GameId::Caprice => concat!(
            "<p><b>Goal:</b> all 104 cards of the two packs on the eight foundations.</p>",
            "<p><b>Foundations:</b> each suit has an Ace foundation, built up from Ace to King, and a King foundation, built down from King to Ace. The first Ace and the first King of each suit in the shuffled pack start them.</p>",
            "<p><b>The deal:</b> one card to each of the twelve piles; the other 84 cards make the stock.</p>",
            "<p><b>Moving cards:</b> the top card of a pile goes onto a card of its own suit one rank higher or lower, so a pile may go up and down in turn. One card at a time. Ace and King are not neighbours. A card on a foundation stays there.</p>",
            "<p><b>The stock:</b> a tap deals one card onto every pile, from the first to the twelfth, empty ones included; the last round may be short. It goes through once.</p>",
            "<p><b>Spaces:</b> while the stock lasts, a pile you empty is refilled at once from it. After that, any top card may go into an empty pile.</p>",
            "<p><b>Lost:</b> when no move is left.</p>",
        ),
        GameId::Capricieuse => concat!(
            "<p><b>Goal:</b> all 104 cards of the two packs on the eight foundations.</p>",
            "<p><b>Foundations:</b> as in Caprice, an Ace foundation (up to King) and a King foundation (down to Ace) for each suit, but they all start empty.</p>",
            "<p><b>The deal:</b> the whole pack is dealt one card at a time round the twelve piles. Each card is looked at first: an Ace or King whose foundation is still empty starts it, and a card that fits on its suit's Ace or King foundation goes there. Only the other cards land on the pile, and then the deal moves on to the next pile. There is no stock.</p>",
            "<p><b>Moving cards:</b> as in Caprice: one card at a time, onto a card of its own suit one rank higher or lower; Ace and King are not neighbours. Any card may go into an empty pile.</p>",
            "<p><b>Redeals:</b> twice a game, whenever you like, the piles are gathered up, the first pile's cards first, each pile from bottom to top, and dealt out again the same way without shuffling, starting at the first pile.</p>",
            "<p><b>Lost:</b> when no move and no redeal is left.</p>",
        ),
        GameId::LucasLeaps => concat!(
            "<p><b>Goal:</b> all 104 cards on the eight foundations.</p>",
            "<p><b>Foundations:</b> any empty foundation takes an Ace; each builds up in its suit to the King.</p>",
            "<p><b>The deal:</b> thirteen piles of four cards; the other 52 make the stock.</p>",
            "<p><b>Moving cards:</b> piles build down in suit. A top card, or a run of top cards going down in one suit, moves as one onto the card of that suit one rank above the run's bottom card, or into an empty pile. Only single cards go to the foundations.</p>",
            "<p><b>The stock:</b> a tap turns one card onto the waste, whose top card plays. It goes through once.</p>",
            "<p><b>Lost:</b> when no move is left.</p>",
        ),
        GameId::DoubleCanfield => concat!(
            "<p><b>Goal:</b> all 104 cards on the eight foundations.</p>",
            "<p><b>Foundations:</b> the first card dealt starts the first foundation, and its rank is the base rank of the game. Any empty foundation takes a card of that rank; each builds up in its suit, going on from King to Ace, until it holds thirteen cards.</p>",
            "<p><b>The deal:</b> thirteen cards make the reserve (face up; only its top card plays), one card goes to each of five piles, and the other 85 make the stock.</p>",
            "<p><b>The reserve is public:</b> its cards are dealt face up, so anyone may look through them. The table squares it (its top card, with the count under it); the <i>Reserve</i> button fans it out to look, and squares it again.</p>",
            "<p><b>Moving cards:</b> piles build down in alternating colours, and a King may go on an Ace (an Ace may not go on a King). You may move a pile's top card, or the whole pile at once when it is all one such sequence, never part of it. Only single cards go to the foundations.</p>",
            "<p><b>The stock:</b> a tap turns three cards (one, with draw 1) onto the waste, one after another, so the last is on top. When the stock is empty, a tap turns the waste over to be the stock again, as often as you like.</p>",
            "<p><b>Spaces:</b> while the reserve lasts, a pile you empty is refilled at once with its top card. After that it depends on the spaces setting: <i>waste</i>, only the waste's top card may fill an empty pile; <i>any</i>, any card or pile that can move may.</p>",
            "<p><b>Lost:</b> when nothing but going through the stock is left, and going through it would never bring a move.</p>",
        ),
        GameId::RussianPatience => concat!(
            "<p><b>Goal:</b> all 104 cards of the two packs on the eight foundations.</p>",
            "<p><b>Foundations:</b> as in Capricieuse, each suit has an Ace foundation, built up from Ace to King, and a King foundation, built down from King to Ace. They all start empty: an Ace or a King starts its own.</p>",
            "<p><b>The deal:</b> one row of twelve cards, one on each column; the other 92 make the stock. Each tap on the stock deals the next row, one card onto every column, empty ones included, each row overlapping the one before (the last row may be short).</p>",
            "<p><b>While rows are being dealt:</b> cards may only go to the foundations, and only from columns that are available. While the first row is all that is out, every card is available; once the next row has begun, only the top cards of the two outside columns, the first and the twelfth, are (the table dims the others). A column you empty is refilled at once from the stock.</p>",
            "<p><b>Once the pack is out:</b> every column's top card is available. A card goes to its foundation, or onto a card of its own suit one rank higher or lower, so a column may go up and down in turn; Ace and King are not neighbours. A run of top cards of one suit, each one rank above the card under it or each one rank below (the same way all through), moves as one onto a card its bottom card could go on, or into an empty column. Any card or run may fill an empty column. Only single cards go to the foundations.</p>",
            "<p><b>Redeals:</b> twice a game, once the stock is empty, the columns are gathered up (the first column's cards first, each from bottom to top), shuffled, and dealt again as at the start: a first row of twelve, the rest the stock. The shuffle is fixed by the cards gathered, so undoing a redeal and redealing gives the same deal again.</p>",
            "<p><b>Lost:</b> when no move and no redeal is left.</p>",
        ),
    }
}

/// What autoplay may do in each game (the same judgement as the solver's
/// `solver::tactics::safe_move`).
fn safe_text(game: GameId) -> &'static str {
    match game {
        GameId::Caprice | GameId::Capricieuse => concat!(
            "<p>A card goes to its foundation by itself only when no card could still want it on the tableau: when the suit's other foundation, coming from the other end, has already got as far as this one (or is complete). For example, the 6♠ joins the spade Ace foundation at 5♠ once the spade King foundation is down to the 5♠ or lower; every card that could have used it then follows it up.</p>",
            "<p>In Caprice a pile's last card is left alone while the stock would refill the pile. In Capricieuse nothing is played for you while a redeal is left: one card fewer would change how the whole redeal falls.</p>",
        ),
        GameId::LucasLeaps => "<p>A card goes to its foundation by itself when both cards of its suit one rank lower are already on foundations (Aces always may), so nothing could still want to build on it, and its twin can still follow on another foundation.</p>",
        GameId::RussianPatience => concat!(
            "<p>Nothing is played for you while a redeal is left: one card fewer in the piles would change how the whole shuffle falls. After the last redeal, a card goes to its foundation by itself only when no card could still want it on the tableau: when the suit's other foundation, coming from the other end, has already got as far as this one (or is complete), as in Capricieuse.</p>",
            "<p>While the stock lasts, a pile's last card is left alone, since the stock would refill the pile.</p>",
        ),
        GameId::DoubleCanfield => "<p>A card goes to its foundation by itself when all four cards that could be built on it in a pile (the two of each suit of the other colour, one rank lower; a King under an Ace) are already on foundations, and its twin can still follow on another foundation. With draw 3, cards are not taken from the waste for you: that would change how the waste falls into threes.</p>",
    }
}

/// A small picture of the game's table, drawn from the table's own layout
/// at the table's size `size` (so it shows the arrangement and the
/// left-handed mirror as played; the SVG scales it down).
fn picture(variant: Variant, prefs: Prefs, size: (f64, f64)) -> String {
    let mut pos = deal(variant, DealNumber::MIN);
    if variant.game == GameId::RussianPatience {
        // A few rows into the deal: the rows overlap downwards, and only
        // the outside columns play.
        for _ in 0..3 {
            let _ = pos.apply(Move::Stock, &mut NoLog);
        }
    }
    let prefs = Prefs {
        size: Default::default(),
        ..prefs
    };
    let l = Layout::with(&pos, size.0, size.1, prefs);
    let (w, h) = (l.card_w, l.card_h);
    let r = (w * 0.09).round();
    let font = (w * 0.34).round();
    let small = (w * 0.26).round().max(8.0);
    let mut bottom: f64 = 0.0;
    let mut svg = String::new();
    for s in &l.slots {
        let (x, y) = (s.x, s.y);
        match s.pile.kind() {
            PileKind::Foundation(i) => {
                let label = match pos.rules().foundations {
                    FoundationRule::FixedSuits => format!(
                        "{}{}",
                        if i < 4 { "A" } else { "K" },
                        Suit::from_index(i % 4).symbol()
                    ),
                    FoundationRule::AceUp => "A".to_string(),
                    FoundationRule::BaseRankWrapping => String::new(),
                };
                let red = matches!(pos.rules().foundations, FoundationRule::FixedSuits)
                    && matches!(i % 4, 1 | 2);
                svg.push_str(&format!(
                    "<rect class=\"mf\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\"/><text x=\"{}\" y=\"{}\" font-size=\"{}\"{}>{label}</text>",
                    Num(x),
                    Num(y),
                    Num(w),
                    Num(h),
                    Num(r),
                    Num(x + w / 2.0),
                    Num(y + h / 2.0 + font * 0.35),
                    Num(font),
                    if red { " class=\"red\"" } else { "" }
                ));
                bottom = bottom.max(y + h);
            }
            PileKind::Stock | PileKind::Waste => {
                let (class, name) = if s.pile.kind() == PileKind::Stock {
                    ("ms", "stock")
                } else {
                    ("mw", "waste")
                };
                svg.push_str(&format!(
                    "<rect class=\"{class}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\"/><text class=\"lbl\" x=\"{}\" y=\"{}\" font-size=\"{}\">{name}</text>",
                    Num(x),
                    Num(y),
                    Num(w),
                    Num(h),
                    Num(r),
                    Num(x + w / 2.0),
                    Num(y + h / 2.0 + small * 0.35),
                    Num(small)
                ));
                bottom = bottom.max(y + h);
            }
            PileKind::Tableau(_) | PileKind::Reserve => {
                let n = pos.pile(s.pile).len().clamp(1, 4);
                let step = if s.spread == Spread::Down {
                    h * 0.22
                } else {
                    0.0
                };
                let class = if pos.is_available(s.pile) {
                    "mc"
                } else {
                    "mc off"
                };
                for k in 0..n {
                    svg.push_str(&format!(
                        "<rect class=\"{class}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\"/>",
                        Num(x),
                        Num(y + k as f64 * step),
                        Num(w),
                        Num(h),
                        Num(r)
                    ));
                }
                let end = y + (n - 1) as f64 * step + h;
                if s.pile.kind() == PileKind::Reserve {
                    svg.push_str(&format!(
                        "<text class=\"lbl dark\" x=\"{}\" y=\"{}\" font-size=\"{}\">reserve</text>",
                        Num(x + w / 2.0),
                        Num(end - h / 2.0 + small * 0.35),
                        Num(small)
                    ));
                }
                bottom = bottom.max(end);
            }
            PileKind::Packet => {}
        }
    }
    format!(
        "<svg viewBox=\"0 0 {} {}\" role=\"img\" aria-label=\"The {} table\">{svg}</svg>",
        Num(l.width),
        Num(bottom.ceil() + 4.0),
        variant.game.name()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A desktop table's size.
    const WIDE: (f64, f64) = (1200.0, 700.0);

    #[test]
    fn every_game_has_a_page_with_its_piles_drawn() {
        for game in GameId::ALL {
            let v = Variant::new(game);
            let html = page_html(v, Prefs::default(), WIDE);
            let rules = v.rules();
            let foundations = html.matches("class=\"mf\"").count();
            assert_eq!(foundations, 8, "{game}");
            assert_eq!(
                html.matches(">stock</text>").count(),
                usize::from(rules.stock != crate::engine::rules::StockRule::None),
                "{game}"
            );
            assert_eq!(
                html.matches(">waste</text>").count(),
                usize::from(rules.has_waste),
                "{game}"
            );
            assert_eq!(
                html.matches(">reserve</text>").count(),
                usize::from(rules.has_reserve),
                "{game}"
            );
            assert!(html.contains(game.name()));
            assert!(html.contains("sees the order of the cards in the stock"));
            assert!(html.contains("it never tells which card the stock would turn up"));
            assert!(html.contains("“Your chances” beside it does not peek"));
        }
    }

    #[test]
    fn russian_patience_is_pictured_with_its_blocked_columns_dimmed() {
        let html = page_html(
            Variant::new(GameId::RussianPatience),
            Prefs::default(),
            WIDE,
        );
        // Four rows dealt: the ten inner columns are dimmed, the two
        // outside ones are not.
        assert_eq!(html.matches("class=\"mc off\"").count(), 10 * 4);
        assert_eq!(html.matches("class=\"mc\"").count(), 2 * 4);
        assert!(html.contains("only the two outside columns play"));
        // Other games dim nothing.
        let caprice = page_html(Variant::new(GameId::Caprice), Prefs::default(), WIDE);
        assert!(!caprice.contains("mc off"));
    }

    #[test]
    fn the_left_handed_picture_is_mirrored() {
        let v = Variant::new(GameId::DoubleCanfield);
        let x_of = |html: &str, class: &str| -> f64 {
            let i = html.find(&format!("class=\"{class}\" x=\"")).unwrap() + class.len() + 12;
            html[i..].split('"').next().unwrap().parse().unwrap()
        };
        let right = page_html(v, Prefs::default(), WIDE);
        let left = page_html(
            v,
            Prefs {
                left_handed: true,
                ..Prefs::default()
            },
            WIDE,
        );
        // The stock changes sides with respect to the foundations (which
        // keep their order: f1 is drawn first in both).
        assert_ne!(
            x_of(&right, "ms") < x_of(&right, "mf"),
            x_of(&left, "ms") < x_of(&left, "mf")
        );
    }

    /// Issue 26: the pictures split the piles into rows the table did not
    /// have. Each pile is drawn where the table's own layout puts it at the
    /// table's size, for a wide table and a phone's.
    #[test]
    fn the_picture_is_the_tables_arrangement() {
        for size in [WIDE, (360.0, 560.0)] {
            for game in GameId::ALL {
                let v = Variant::new(game);
                let html = page_html(v, Prefs::default(), size);
                let mut pos = deal(v, DealNumber::MIN);
                if game == GameId::RussianPatience {
                    for _ in 0..3 {
                        let _ = pos.apply(Move::Stock, &mut NoLog);
                    }
                }
                let l = Layout::with(&pos, size.0, size.1, Prefs::default());
                for s in &l.slots {
                    if s.pile.kind() == PileKind::Packet {
                        continue;
                    }
                    let at = format!("x=\"{}\" y=\"{}\"", Num(s.x), Num(s.y));
                    assert!(
                        html.contains(&at),
                        "{game} at {size:?}: {} not at {at}",
                        s.pile
                    );
                }
                assert!(
                    html.contains(&format!("viewBox=\"0 0 {} ", Num(l.width))),
                    "{game}: the table's width"
                );
            }
        }
    }
}
