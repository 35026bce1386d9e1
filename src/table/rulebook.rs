//! The rules pages: each game's rules in plain words (written from the
//! project's rule book; for readers, `docs/rules.md`), a small picture of
//! its table drawn by the table's own layout at the table's own size (so
//! the picture is the arrangement the player sees, scaled down), what
//! "safe" means for autoplay in that game, and what the hint and the
//! solver's indicator know.

use super::layout::{Layout, Num, Prefs, Spread};
use super::words::{escape, Arg, Words};
use crate::engine::{
    deal, rules::FoundationRule, DealNumber, GameId, Move, NoLog, PileKind, Suit, Variant,
};

/// The tabs of the rules dialog, one per game, named in `words`.
pub fn tabs_html(current: GameId, words: &Words) -> String {
    let mut html = format!(
        "<div class=\"rules-tabs\" role=\"group\" aria-label=\"{}\">",
        escape(&words.get("rules-tabs-label"))
    );
    for g in GameId::ALL {
        html.push_str(&format!(
            "<button type=\"button\" data-action=\"rules-game\" data-game=\"{}\" aria-pressed=\"{}\">{}</button>",
            g.id(),
            g == current,
            escape(&game_name(g, words))
        ));
    }
    html.push_str("</div>");
    html
}

/// A game's name in `words` (`game-name-<id>`).
pub fn game_name(game: GameId, words: &Words) -> String {
    words.get(&format!("game-name-{}", game.id()))
}

/// Each game's paragraphs: the label (`rules-label-<label>`) and its text
/// (`rules-<game>-<label>`), in the page's order.
fn labels(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Caprice => &[
            "goal",
            "foundations",
            "deal",
            "moving",
            "stock",
            "spaces",
            "lost",
        ],
        GameId::Capricieuse => &["goal", "foundations", "deal", "moving", "redeals", "lost"],
        GameId::LucasLeaps => &["goal", "foundations", "deal", "moving", "stock", "lost"],
        GameId::DoubleCanfield => &[
            "goal",
            "foundations",
            "deal",
            "reserve-public",
            "moving",
            "stock",
            "spaces",
            "lost",
        ],
        GameId::RussianPatience => &[
            "goal",
            "foundations",
            "deal",
            "while-dealing",
            "pack-out",
            "redeals",
            "lost",
        ],
    }
}

/// What autoplay may do in each game (the same judgement as the solver's
/// `solver::tactics::safe_move`): its paragraphs' messages.
fn safe(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Caprice | GameId::Capricieuse => &[
            "rules-safe-caprice-capricieuse",
            "rules-safe-caprice-capricieuse-waits",
        ],
        GameId::LucasLeaps => &["rules-safe-lucas-leaps"],
        GameId::RussianPatience => &[
            "rules-safe-russian-patience",
            "rules-safe-russian-patience-stock",
        ],
        GameId::DoubleCanfield => &["rules-safe-double-canfield"],
    }
}

/// One game's rules page in `words`: the title, the picture (laid out for
/// a table of `size`, the table's own) and the text. The messages are
/// plain text (`locales/<lang>/rules.ftl`); the markup is added here.
pub fn page_html(variant: Variant, prefs: Prefs, size: (f64, f64), words: &Words) -> String {
    let game = variant.game;
    let p = |id: &str| format!("<p>{}</p>", escape(&words.get(id)));
    let mut html = format!(
        "<h3 data-rules-title>{}</h3><figure class=\"rules-picture\">{}<figcaption>{}</figcaption></figure>",
        escape(&game_name(game, words)),
        picture(variant, prefs, size, words),
        escape(&words.get(&format!("rules-caption-{}", game.id()))),
    );
    for label in labels(game) {
        let name = words.get(&format!("rules-label-{label}"));
        html.push_str(&format!(
            "<p><b>{}</b> {}</p>",
            escape(&words.with("rules-label-format", &[("label", Arg::Text(name))])),
            escape(&words.get(&format!("rules-{}-{label}", game.id())))
        ));
    }
    html.push_str(&format!(
        "<h4>{}</h4>",
        escape(&words.get("rules-autoplay-heading"))
    ));
    for id in safe(game) {
        html.push_str(&p(id));
    }
    html.push_str(&p("rules-autoplay-settings"));
    html.push_str(&format!(
        "<h4>{}</h4>",
        escape(&words.get("rules-solver-heading"))
    ));
    html.push_str(&p("rules-solver-indicator"));
    html.push_str(&format!(
        "<p>{}</p>",
        escape(&words.with("rules-solver-chances", &[("percent", "N".into())]))
    ));
    html.push_str(&p("rules-solver-hint"));
    html
}

/// `game`'s page while the rules are not there (English's are fetched once
/// the table is up: `words::RULES`): its title, and that they are on their
/// way, or why they could not be had (`why`).
pub fn missing_html(game: GameId, words: &Words, why: Option<&str>) -> String {
    let text = match why {
        None => words.get("rulebook-fetching"),
        Some(why) => words.with("rulebook-failed", &[("reason", Arg::Text(why.into()))]),
    };
    format!(
        "<h3 data-rules-title>{}</h3><p role=\"status\">{}</p>",
        escape(&game_name(game, words)),
        escape(&text)
    )
}

/// A small picture of the game's table, drawn from the table's own layout
/// at the table's size `size` (so it shows the arrangement and the
/// left-handed mirror as played; the SVG scales it down).
fn picture(variant: Variant, prefs: Prefs, size: (f64, f64), words: &Words) -> String {
    let word = |id: &str| escape(&words.get(id));
    let (ace, king) = (word("rules-picture-ace"), word("rules-picture-king"));
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
                        if i < 4 { &ace } else { &king },
                        Suit::from_index(i % 4).symbol()
                    ),
                    FoundationRule::AceUp => ace.clone(),
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
                    ("ms", word("rules-picture-stock"))
                } else {
                    ("mw", word("rules-picture-waste"))
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
                        "<text class=\"lbl dark\" x=\"{}\" y=\"{}\" font-size=\"{}\">{}</text>",
                        Num(x + w / 2.0),
                        Num(end - h / 2.0 + small * 0.35),
                        Num(small),
                        word("rules-picture-reserve")
                    ));
                }
                bottom = bottom.max(end);
            }
            PileKind::Packet => {}
        }
    }
    format!(
        "<svg viewBox=\"0 0 {} {}\" role=\"img\" aria-label=\"{}\">{svg}</svg>",
        Num(l.width),
        Num(bottom.ceil() + 4.0),
        word(&format!("rules-picture-{}", variant.game.id()))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en() -> Words {
        Words::english()
            .with_english_rules(&crate::table::words::tests::english_rules())
            .unwrap()
    }

    /// A desktop table's size.
    const WIDE: (f64, f64) = (1200.0, 700.0);

    #[test]
    fn every_game_has_a_page_with_its_piles_drawn() {
        for game in GameId::ALL {
            let v = Variant::new(game);
            let html = page_html(v, Prefs::default(), WIDE, &en());
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

    /// Every language's pages and tabs read their own words: no message
    /// id shows, the title and tabs are the game names of `games.ftl`, the
    /// picture's words are the language's.
    #[test]
    fn every_language_has_its_pages() {
        use crate::table::words::{tests::files, Lang};
        for lang in Lang::ALL {
            let words = Words::of(lang, &files(lang.tag()))
                .unwrap()
                .with_english_rules(&crate::table::words::tests::english_rules())
                .unwrap();
            for game in GameId::ALL {
                let v = Variant::new(game);
                let html = page_html(v, Prefs::default(), WIDE, &words);
                let tabs = tabs_html(game, &words);
                for id in ["rules-", "game-name-", "language-"] {
                    assert!(!html.contains(&format!(">{id}")), "{lang:?} {game}: {id}");
                    assert!(!html.contains(&format!(" {id}")), "{lang:?} {game}: {id}");
                    assert!(!tabs.contains(&format!(">{id}")), "{lang:?} {game}: {id}");
                }
                let name = escape(&game_name(game, &words));
                assert!(html.starts_with(&format!("<h3 data-rules-title>{name}</h3>")));
                assert!(tabs.contains(&format!("aria-pressed=\"true\">{name}</button>")));
                assert_eq!(html.matches("<b>").count(), labels(game).len());
            }
        }
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        let html = page_html(
            Variant::new(GameId::LucasLeaps),
            Prefs::default(),
            WIDE,
            &fr,
        );
        assert!(html.contains("<b>But\u{a0}:</b>"), "{html}");
        assert!(html.contains(">pioche</text>"), "{html}");
        let ar = Words::of(Lang::Ar, &files("ar")).unwrap();
        let html = page_html(Variant::new(GameId::Caprice), Prefs::default(), WIDE, &ar);
        assert!(html.contains("<b>الهدف:</b>"), "{html}");
    }

    #[test]
    fn russian_patience_is_pictured_with_its_blocked_columns_dimmed() {
        let html = page_html(
            Variant::new(GameId::RussianPatience),
            Prefs::default(),
            WIDE,
            &en(),
        );
        // Four rows dealt: the ten inner columns are dimmed, the two
        // outside ones are not.
        assert_eq!(html.matches("class=\"mc off\"").count(), 10 * 4);
        assert_eq!(html.matches("class=\"mc\"").count(), 2 * 4);
        assert!(html.contains("only the two outside columns play"));
        // Other games dim nothing.
        let caprice = page_html(Variant::new(GameId::Caprice), Prefs::default(), WIDE, &en());
        assert!(!caprice.contains("mc off"));
    }

    #[test]
    fn the_left_handed_picture_is_mirrored() {
        let v = Variant::new(GameId::DoubleCanfield);
        let x_of = |html: &str, class: &str| -> f64 {
            let i = html.find(&format!("class=\"{class}\" x=\"")).unwrap() + class.len() + 12;
            html[i..].split('"').next().unwrap().parse().unwrap()
        };
        let right = page_html(v, Prefs::default(), WIDE, &en());
        let left = page_html(
            v,
            Prefs {
                left_handed: true,
                ..Prefs::default()
            },
            WIDE,
            &en(),
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
                let html = page_html(v, Prefs::default(), size, &en());
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
