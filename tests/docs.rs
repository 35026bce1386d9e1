//! The user documentation's examples, checked against the engine: the
//! positions and move lists in `docs/position-format.md` must stay true.

use patience::engine::{deal, DealNumber, GameId, Move, NoLog, Position, Status, Variant};

fn doc(name: &str) -> String {
    let path = format!("{}/docs/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The bodies of the fenced code blocks of `lang` in a markdown text.
fn blocks<'a>(text: &'a str, lang: &str) -> Vec<&'a str> {
    let fence = format!("```{lang}\n");
    text.split(fence.as_str())
        .skip(1)
        .map(|rest| rest.split("```").next().unwrap_or(""))
        .collect()
}

fn tokens(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

#[test]
fn the_complete_example_position_is_valid_and_plays_as_described() {
    let text = doc("position-format.md");
    let json = blocks(&text, "json");
    assert_eq!(json.len(), 1, "one complete position in the doc");
    let pos = Position::from_json(json[0].trim()).expect("the doc's position is valid");
    assert_eq!(
        pos.to_json(),
        json[0].trim(),
        "printed exactly as in the doc"
    );
    let legal = tokens(&pos.legal_moves());
    for said in ["t1-f2", "t13-f8", "t1-t2", "t13-t12"] {
        assert!(legal.contains(&said.to_string()), "{said} in {legal:?}");
    }
    assert_eq!(
        legal.len(),
        2 + 2 * 11,
        "two foundation moves, two Kings × eleven spaces"
    );
    let mut pos = pos;
    for token in ["t1-f2", "t13-f8"] {
        pos.apply(token.parse().unwrap(), &mut NoLog).unwrap();
    }
    assert_eq!(pos.status(), Status::Won);
}

#[test]
fn the_shortened_double_canfield_example_matches_the_deal() {
    let text = doc("position-format.md");
    let shown = blocks(&text, "text")
        .into_iter()
        .find(|b| b.contains("double-canfield"))
        .expect("the Double Canfield example")
        .trim()
        .to_string();
    let variant = Variant::with_options(GameId::DoubleCanfield, Some(1), None).unwrap();
    let full = deal(variant, DealNumber::new(7).unwrap()).to_json();
    let (head, tail) = shown
        .split_once('…')
        .expect("the stock is shortened with …");
    assert!(full.starts_with(head), "{full}\nstarts with\n{head}");
    assert!(full.contains(tail), "{full}\ncontains\n{tail}");
}

#[test]
fn the_moves_example_is_what_the_engine_lists() {
    let text = doc("position-format.md");
    let sh = blocks(&text, "sh");
    let example = sh
        .iter()
        .find(|b| b.contains("patience deal lucas-leaps 42 | patience moves"))
        .expect("the moves example");
    let listed = example.lines().nth(1).expect("its output line");
    let pos = deal(
        Variant::new(GameId::LucasLeaps),
        DealNumber::new(42).unwrap(),
    );
    assert_eq!(tokens(&pos.legal_moves()).join(" "), listed.trim());
}

#[test]
fn every_game_id_the_docs_name_is_a_game() {
    let text = doc("position-format.md");
    for g in GameId::ALL {
        assert!(text.contains(&format!("`{}`", g.id())), "{} named", g.id());
    }
    let rules = doc("rules.md");
    for g in GameId::ALL {
        assert!(
            rules.contains(&format!("## {}", g.name())),
            "{} has a section",
            g.name()
        );
    }
}

#[test]
fn the_rules_say_what_the_hint_is_now() {
    // The hint is the no-peek player's move (issue 23); the clairvoyant
    // solver's only where the player lets hints peek (Settings).
    let rules = doc("rules.md")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        rules.contains("The hint does not peek."),
        "the hint's section"
    );
    assert!(
        rules.contains("Hints may peek at the face-down cards"),
        "the setting named"
    );
    for old in [
        "The hint proposes the next move of the solver's winning line",
        "the solver behind the hint",
        "The hint, the winnability indicator and the demo ask the solver",
    ] {
        assert!(!rules.contains(old), "no longer true: {old:?}");
    }
    // And the setting's name is the table's own words.
    let en = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en/table.ftl"),
    )
    .unwrap();
    assert!(en.contains("settings-peek-hints = Hints may peek at the face-down cards"));
}
