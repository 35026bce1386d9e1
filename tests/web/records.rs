//! The records read and written through the browser's JSON (`JSON.parse`,
//! serde-wasm-bindgen, `JSON.stringify`: [`Wire`]): the texts earlier
//! releases wrote come back and are written the same, byte for byte, and
//! odd texts are taken or refused as they always were. (The rules
//! themselves are tested natively, in `table::records`.)

use patience::engine::daily::DailyDate;
use patience::engine::{GameId, Spaces, Variant};
use patience::table::layout::CardSize;
use patience::table::records::daily::{DailyRecord, DayResult};
use patience::table::records::facts;
use patience::table::records::saved::Saved;
use patience::table::records::settings::{Settings, Speed, Theme};
use patience::table::records::stats::{
    self, Op, Record, Source, Stats, StatsError, Tally, MAX_TEXT, RECORD_FIELDS, SOURCE_FIELDS,
};
use patience::table::records::store::{Json, Store, WriteError};
use patience::web::wire::{self, Wire};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

const CAP: &str = "caprice";

/// The page's `localStorage` is the records' store: what is written reads
/// back, is listed, and goes when removed.
#[wasm_bindgen_test]
fn local_storage_is_a_store() {
    let storage = patience::web::storage::local().unwrap();
    let key = "patience:test:store";
    storage.write(key, "[1]").unwrap();
    assert_eq!(storage.read(key).as_deref(), Some("[1]"));
    assert!(storage.keys().iter().any(|k| k == key));
    storage.remove(key);
    assert_eq!(storage.read(key), None);
    assert!(!storage.keys().iter().any(|k| k == key));
}

#[wasm_bindgen_test]
fn daily_results_read_and_write_as_before() {
    let text = r#"{"days":[["caprice","2026-11-20","won"],["lucas-leaps","2026-11-21","played"]],"deals":[["caprice 2026-11-20",1962940572]]}"#;
    let r = DailyRecord::parse::<Wire>(text).unwrap();
    let d = |t: &str| -> DailyDate { t.parse().unwrap() };
    assert_eq!(
        r.result(Variant::new(GameId::Caprice), d("2026-11-20")),
        Some(DayResult::Won)
    );
    assert_eq!(r.to_json::<Wire>(), text);
    // A days list that is no list: unreadable.
    assert_eq!(DailyRecord::parse::<Wire>(r#"{"days":7}"#), None);
    assert_eq!(
        DailyRecord::parse::<Wire>("{}"),
        Some(DailyRecord::default())
    );
}

/// The field lists that refuse unknown members are the structs' own.
#[wasm_bindgen_test]
fn field_lists_match_the_records() {
    let keys = |v: JsValue| -> Vec<String> {
        js_sys::Object::keys(&v.into())
            .iter()
            .map(|k| k.as_string().unwrap())
            .collect()
    };
    let full = Record {
        best_secs: Some(1),
        fewest_moves: Some(1),
        won_by_grade: [1, 0, 0, 0],
        ..Record::default()
    };
    assert_eq!(keys(wire::to_js(&full).unwrap()), RECORD_FIELDS);
    assert_eq!(
        keys(wire::to_js(&Source::default()).unwrap()),
        SOURCE_FIELDS
    );
}

#[wasm_bindgen_test]
fn corrupt_and_foreign_data_is_refused() {
    let mut good = Stats::new("abc");
    good.start(CAP, "d", 1);
    good.win(CAP, "d", 10, 120, 2);
    let json = good.to_json::<Wire>();
    type Expect = fn(&StatsError) -> bool;
    let cases: Vec<(String, Expect)> = vec![
        ("not json at all".into(), |e| *e == StatsError::NotJson),
        ("{\"format\":\"patience-stat".into(), |e| {
            *e == StatsError::NotJson
        }),
        ("[1,2,3]".into(), |e| *e == StatsError::Foreign),
        ("{\"game\":\"caprice\",\"moves\":[]}".into(), |e| {
            *e == StatsError::Foreign
        }),
        (json.replace("\"version\":1", "\"version\":7"), |e| {
            *e == StatsError::Newer(7)
        }),
        (json.replace("\"version\":1", "\"version\":0"), |e| {
            matches!(e, StatsError::Damaged(_))
        }),
        (json.replace("\"won\":1", "\"won\":5"), |e| {
            matches!(e, StatsError::Damaged(_))
        }),
        (json.replace("\"played\":1", "\"played\":-1"), |e| {
            matches!(e, StatsError::Damaged(_))
        }),
        (json.replace("caprice", "klondike"), |e| {
            matches!(e, StatsError::Damaged(_))
        }),
        (json.replace("\"abc\"", "\"ABC!\""), |e| {
            matches!(e, StatsError::Damaged(_))
        }),
        (
            json.replace("\"best_streak\":1", "\"best_streak\":0"),
            |e| matches!(e, StatsError::Damaged(_)),
        ),
        (json.replace("\"best_secs\":10,", ""), |e| {
            matches!(e, StatsError::Damaged(_))
        }),
        (
            json.replace("\"streak\":1", "\"streak\":1,\"extra\":2"),
            |e| matches!(e, StatsError::Damaged(_)),
        ),
        (" ".repeat(MAX_TEXT + 1), |e| *e == StatsError::TooLarge),
    ];
    for (text, ok) in cases {
        let e = Stats::parse::<Wire>(&text).expect_err(&text.chars().take(80).collect::<String>());
        assert!(
            ok(&e),
            "{e:?} for {}",
            text.chars().take(80).collect::<String>()
        );
        assert!(!e.to_string().is_empty());
    }
}

/// Written by the serde_json code this replaced, for the statistics
/// of [`sample`]: in `localStorage`, exported, and a fresh browser's.
const SERDE_STORED: &str = r#"{"format":"patience-statistics","version":1,"id":"k3x9","sources":[{"id":"k3x9","games":[["caprice",{"played":2,"won":1,"streak":1,"best_streak":1,"best_secs":301,"fewest_moves":162,"last":1700000301}],["double-canfield draw=1 spaces=any",{"played":1,"won":0,"streak":0,"best_streak":0,"last":1700000600}]]},{"id":"other2","games":[["lucas-leaps",{"played":4,"won":1,"streak":0,"best_streak":1,"best_secs":900,"fewest_moves":210,"last":1690000000}]]}],"open":[["caprice","game=caprice&deal=2"]]}"#;
const SERDE_EXPORT: &str = r#"{"format":"patience-statistics","version":1,"id":"k3x9","sources":[{"id":"k3x9","games":[["caprice",{"played":2,"won":1,"streak":1,"best_streak":1,"best_secs":301,"fewest_moves":162,"last":1700000301}],["double-canfield draw=1 spaces=any",{"played":1,"won":0,"streak":0,"best_streak":0,"last":1700000600}]]},{"id":"other2","games":[["lucas-leaps",{"played":4,"won":1,"streak":0,"best_streak":1,"best_secs":900,"fewest_moves":210,"last":1690000000}]]}]}"#;
const SERDE_EMPTY: &str = r#"{"format":"patience-statistics","version":1,"id":"z","sources":[]}"#;

fn sample() -> Stats {
    let dc = "double-canfield draw=1 spaces=any";
    let dc_game = "game=double-canfield&deal=9&draw=1&spaces=any";
    let mut st = Stats::new("k3x9");
    st.start(CAP, "game=caprice&deal=1", 1_700_000_000);
    st.win(CAP, "game=caprice&deal=1", 301, 162, 1_700_000_301);
    st.start(CAP, "game=caprice&deal=2", 1_700_000_400);
    st.start(dc, dc_game, 1_700_000_500);
    st.abandon(dc, dc_game, 1_700_000_600);
    st.sources.push(Source {
        id: "other2".into(),
        games: vec![(
            "lucas-leaps".into(),
            Record {
                played: 4,
                won: 1,
                streak: 0,
                best_streak: 1,
                best_secs: Some(900),
                fewest_moves: Some(210),
                last: 1_690_000_000,
                won_by_grade: [0; 4],
            },
        )],
    });
    st
}

#[wasm_bindgen_test]
fn stored_and_exported_statistics_read_and_write_as_serde_did() {
    let st = sample();
    assert_eq!(Stats::parse::<Wire>(SERDE_STORED), Ok(st.clone()));
    assert_eq!(st.to_json::<Wire>(), SERDE_STORED);
    assert_eq!(st.export_json::<Wire>(), SERDE_EXPORT);
    let exported = Stats {
        open: Vec::new(),
        ..st
    };
    assert_eq!(Stats::parse::<Wire>(SERDE_EXPORT), Ok(exported.clone()));
    assert_eq!(exported.to_json::<Wire>(), SERDE_EXPORT);
    assert_eq!(Stats::parse::<Wire>(SERDE_EMPTY), Ok(Stats::new("z")));
    assert_eq!(Stats::new("z").to_json::<Wire>(), SERDE_EMPTY);
}

#[wasm_bindgen_test]
fn statistics_accept_and_refuse_what_serde_did() {
    use StatsError::*;
    let h = r#""format":"patience-statistics","version":1,"id":"abc""#;
    let rec =
        |r: &str| format!(r#"{{{h},"sources":[{{"id":"abc","games":[["caprice",{{{r}}}]]}}]}}"#);
    let played = |last| Stats {
        sources: vec![Source {
            id: "abc".into(),
            games: vec![(
                CAP.into(),
                Record {
                    played: 1,
                    last,
                    ..Record::default()
                },
            )],
        }],
        ..Stats::new("abc")
    };
    // Members of the whole other than ours are ignored; absent or null
    // best figures and an absent `last` are none.
    for (text, want) in [
        (
            format!(r#"{{{h},"sources":[],"extra":{{"a":[1]}}}}"#),
            Stats::new("abc"),
        ),
        (
            format!(r#"{{{h},"sources":[],"open":[]}}"#),
            Stats::new("abc"),
        ),
        (
            rec(r#""played":1,"won":0,"streak":0,"best_streak":0"#),
            played(0),
        ),
        (
            rec(
                r#""played":1,"won":0,"streak":0,"best_streak":0,"best_secs":null,"fewest_moves":null,"last":3"#,
            ),
            played(3),
        ),
    ] {
        assert_eq!(Stats::parse::<Wire>(&text), Ok(want), "{text}");
    }
    let damaged = |why: &str| Damaged(why.into());
    let version = || damaged("its version is missing or wrong");
    for (text, want) in [
        ("[1,2,3]".to_string(), Foreign),
        ("null".into(), Foreign),
        ("\"x\"".into(), Foreign),
        ("{}".into(), Foreign),
        ("".into(), NotJson),
        ("  ".into(), NotJson),
        (r#"{"format":"patience-statistics","#.into(), NotJson),
        (r#"{"format":"patience-statistics","version":1"#.into(), NotJson),
        (format!(r#"{{{h},"sources":[]}} x"#), NotJson),
        // JSON.parse keeps a member's last value and reads 1.0 as 1: the
        // head is ours, the rest is missing.
        (r#"{"format":"x","format":"patience-statistics","version":1}"#.into(), damaged("missing field `id`")),
        (r#"{"format":"patience-statistics","version":1.0}"#.into(), damaged("missing field `id`")),
        (r#"{"format":"patience-statistics","version":1.5}"#.into(), Foreign),
        (r#"{"format":"patience-statistics","version":-1}"#.into(), Foreign),
        (r#"{"format":"patience-statistics","version":4294967296}"#.into(), Foreign),
        (r#"{"format":"patience-statistics","version":"1"}"#.into(), Foreign),
        (r#"{"version":2,"format":"patience-statistics"}"#.into(), Newer(2)),
        (r#"{"format":"patience-statistics","version":null}"#.into(), version()),
        (r#"{"format":"patience-statistics"}"#.into(), version()),
        (r#"{"format":"patience-statistics","version":0}"#.into(), version()),
        (r#"{"format":"patience-statistics","version":1}"#.into(), damaged("missing field `id`")),
        (format!("{{{h}}}"), damaged("missing field `sources`")),
        (format!(r#"{{{h},"sources":[{{"id":"abc"}}]}}"#), damaged("missing field `games`")),
        (rec(r#""played":1,"won":0,"streak":0"#), damaged("missing field `best_streak`")),
        (
            rec(r#""played":1,"won":0,"streak":0,"best_streak":0,"x":1"#),
            damaged("unknown field `x`, expected one of `played`, `won`, `streak`, `best_streak`, `best_secs`, `fewest_moves`, `last`, `won_by_grade`"),
        ),
    ] {
        assert_eq!(Stats::parse::<Wire>(&text), Err(want), "{text}");
    }
    // A member twice: JSON.parse keeps the last (the release before
    // this one refused such texts; none was ever written).
    assert_eq!(
        Stats::parse::<Wire>(&format!(r#"{{{h},"sources":[],"id":"abd"}}"#)).map(|s| s.id),
        Ok("abd".to_string())
    );
    assert_eq!(
        Stats::parse::<Wire>(&rec(
            r#""played":2,"won":0,"streak":0,"best_streak":0,"played":1"#
        )),
        Ok(played(0))
    );
    // Wrong types, numbers out of range, pairs that are not pairs: damaged
    // (serde's words for why differed).
    for text in [
        format!(r#"{{{h},"sources":[],"open":null}}"#),
        format!(r#"{{{h},"sources":[],"open":[["caprice"]]}}"#),
        format!(r#"{{{h},"sources":[],"open":[["caprice","d","e"]]}}"#),
        format!(r#"{{{h},"sources":[],"open":[["caprice",1]]}}"#),
        format!(r#"{{{h},"sources":[{{"id":"abc","games":[],"x":1}}]}}"#),
        format!(r#"{{{h},"sources":[{{"id":"abc","games":[{{"caprice":1}}]}}]}}"#),
        format!(r#"{{{h},"sources":[{{"id":"abc","games":{{}}}}]}}"#),
        format!(r#"{{{h},"sources":{{}}}}"#),
        r#"{"format":"patience-statistics","version":1,"id":5,"sources":[]}"#.into(),
        rec(r#""played":1,"won":0,"streak":0,"best_streak":0,"last":null"#),
        rec(r#""played":-1,"won":0,"streak":0,"best_streak":0"#),
        rec(r#""played":"1","won":0,"streak":0,"best_streak":0"#),
        rec(r#""played":4294967296,"won":0,"streak":0,"best_streak":0"#),
        rec(r#""played":1,"won":0,"streak":0,"best_streak":0,"best_secs":1.5"#),
        format!(
            r#"{{{h},"sources":[{{"id":"abc","games":[["caprice",{{"played":1,"won":0,"streak":0,"best_streak":0}},1]]}}]}}"#
        ),
    ] {
        assert!(
            matches!(Stats::parse::<Wire>(&text), Err(Damaged(_))),
            "{text}: {:?}",
            Stats::parse::<Wire>(&text)
        );
    }
}

/// Written by the serde_json code this replaced (players have these).
const SERDE_SAVED: &str = r#"{"game":"double-canfield","draw":1,"spaces":"any","deal":123456,"moves":["s","w-t3","r-f1"],"redo":["t2-t5"],"secs":75,"tally":1}"#;
const SERDE_SAVED_FRESH: &str = r#"{"game":"caprice","draw":3,"spaces":"waste","deal":7,"moves":[],"redo":[],"secs":0,"tally":0}"#;
const SERDE_ESCAPED: &str = concat!(
    r#"{"game":"q\"\\\n\u0001é\b\f\t\r/"#,
    "\u{2028}",
    r#"","draw":0,"spaces":"","deal":0,"moves":["s","redeal"],"redo":[],"secs":0,"tally":2}"#
);
const SERDE_RECENT: &str = r#"["patience:save:a","patience:save:b \"q\""]"#;

fn saved(game: &str, draw: u8, spaces: &str, deal: u32) -> Saved {
    Saved {
        game: game.into(),
        draw,
        spaces: spaces.into(),
        deal,
        moves: Vec::new(),
        redo: Vec::new(),
        secs: 0,
        tally: Tally::Fresh,
        daily: None,
        v: 0,
        w: String::new(),
    }
}

#[wasm_bindgen_test]
fn saved_games_read_and_write_as_serde_did() {
    let played = Saved {
        moves: vec!["s".into(), "w-t3".into(), "r-f1".into()],
        redo: vec!["t2-t5".into()],
        secs: 75,
        tally: Tally::Played,
        ..saved("double-canfield", 1, "any", 123_456)
    };
    let fresh = saved("caprice", 3, "waste", 7);
    for (text, value) in [(SERDE_SAVED, played), (SERDE_SAVED_FRESH, fresh)] {
        assert_eq!(Saved::parse::<Wire>(text), Ok(value.clone()));
        assert_eq!(value.to_json::<Wire>(), text);
    }
    let keys = vec![
        "patience:save:a".to_string(),
        "patience:save:b \"q\"".to_string(),
    ];
    assert_eq!(wire::to_text(&keys).unwrap(), SERDE_RECENT);
    assert_eq!(wire::from_text::<Vec<String>>(SERDE_RECENT).unwrap(), keys);
    let odd = Saved {
        game: "q\"\\\n\u{1}é".into(),
        ..saved("x", 0, "", 0)
    };
    assert_eq!(Saved::parse::<Wire>(&odd.to_json::<Wire>()), Ok(odd));
    // Escapes, as serde_json and the hand-written writer after it wrote
    // them (control characters as \u00XX, \b \f \n \r \t short, the
    // rest as is): JSON.stringify writes the same bytes.
    let escaped = Saved {
        game: "q\"\\\n\u{1}é\u{8}\u{c}\t\r/\u{2028}".into(),
        moves: vec!["s".into(), "redeal".into()],
        tally: Tally::Won,
        ..saved("x", 0, "", 0)
    };
    assert_eq!(escaped.to_json::<Wire>(), SERDE_ESCAPED);
    assert_eq!(Saved::parse::<Wire>(SERDE_ESCAPED), Ok(escaped));
}

#[wasm_bindgen_test]
fn saved_games_accept_and_refuse_what_serde_did() {
    let head = r#"{"game":"caprice","draw":3,"spaces":"waste","deal":5,"moves":"#;
    let base = saved("caprice", 3, "waste", 5);
    let accepted = [
        // Older saves without redo, secs or tally.
        (
            r#"["s"]}"#,
            Saved {
                moves: vec!["s".into()],
                ..base.clone()
            },
        ),
        // Other members are ignored, even twice.
        (
            r#"["s"],"extra":[1,{"a":null}]}"#,
            Saved {
                moves: vec!["s".into()],
                ..base.clone()
            },
        ),
        (r#"[],"x":1,"x":2}"#, base.clone()),
        (
            r#"[],"tally":2}"#,
            Saved {
                tally: Tally::Won,
                ..base.clone()
            },
        ),
        // A tally that is no tally reads as fresh.
        (r#"[],"tally":7}"#, base.clone()),
        // The largest whole number a JavaScript number holds exactly.
        (
            r#"[],"secs":9007199254740991}"#,
            Saved {
                secs: (1 << 53) - 1,
                ..base.clone()
            },
        ),
        // Read by JSON.parse: 1.0 is the number 1, and of a member
        // given twice the last counts.
        (
            r#"[],"tally":1.0}"#,
            Saved {
                tally: Tally::Played,
                ..base.clone()
            },
        ),
        (r#"[],"deal":5,"deal":5}"#, base.clone()),
    ];
    for (tail, want) in accepted {
        assert_eq!(
            Saved::parse::<Wire>(&format!("{head}{tail}")),
            Ok(want),
            "{tail}"
        );
    }
    let refused = [
        format!(r#"{head}[],"tally":300}}"#),
        format!(r#"{head}[],"tally":-1}}"#),
        format!(r#"{head}[],"tally":null}}"#),
        format!(r#"{head}[],"tally":1.5}}"#),
        format!(r#"{head}[],"secs":18446744073709551615}}"#),
        format!(r#"{head}[],"secs":null}}"#),
        format!(r#"{head}[],"redo":null}}"#),
        format!(r#"{head}[1]}}"#),
        format!(r#"{head}null}}"#),
        r#"{"game":"caprice","draw":3,"spaces":"waste","deal":4294967296,"moves":[]}"#.into(),
        r#"{"game":"caprice","draw":256,"spaces":"waste","deal":5,"moves":[]}"#.into(),
        r#"{"game":"caprice","draw":3,"spaces":"waste","moves":[]}"#.into(),
        r#"{"game":7,"deal":"x","moves":"no"}"#.into(),
        "null".into(),
        "[1,2,3]".into(),
        "42".into(),
        r#"{"game":"caprice","#.into(),
    ];
    for text in refused {
        assert!(Saved::parse::<Wire>(&text).is_err(), "{text}");
    }
    assert_eq!(
        Saved::parse::<Wire>(r#"{"game":"caprice","draw":3,"spaces":"waste","moves":[]}"#)
            .unwrap_err()
            .to_string(),
        "missing field `deal`"
    );
}

/// Written by the code of the serde days (players have these).
const STORED_DEFAULT: &str = r#"{"version":1,"draw":3,"spaces":"waste","autoplay":true,"speed":"normal","four_colour":false,"card_size":"medium","left_handed":false}"#;
const STORED_ALL: &str = r#"{"version":1,"draw":1,"spaces":"any","autoplay":false,"speed":"fast","four_colour":true,"card_size":"large","left_handed":true}"#;

#[wasm_bindgen_test]
fn stored_settings_read_and_write_as_before() {
    let all = Settings {
        draw: 1,
        spaces: Spaces::Any,
        autoplay: false,
        speed: Speed::Fast,
        four_colour: true,
        size: CardSize::Large,
        left_handed: true,
        chances: true,
        peek_hints: false,
        ..Settings::default()
    };
    for (text, value) in [(STORED_DEFAULT, Settings::default()), (STORED_ALL, all)] {
        assert_eq!(Settings::parse::<Wire>(text), value);
        assert_eq!(value.to_json::<Wire>(), text);
    }
    // The Eyes settings too: written only away from their defaults.
    let eyes = Settings {
        theme: Theme::Dark,
        large_index: true,
        ..Settings::default()
    };
    let text = eyes.to_json::<Wire>();
    assert!(text.ends_with(r#""left_handed":false,"large_index":true,"theme":"dark"}"#));
    assert_eq!(Settings::parse::<Wire>(&text), eyes);
    // Issue 23's settings are written only away from their defaults, in
    // the browser's JSON as in serde_json's.
    let honest = Settings {
        chances: false,
        peek_hints: true,
        ..Settings::default()
    };
    let text = honest.to_json::<Wire>();
    assert!(text.ends_with(r#""left_handed":false,"chances":false,"peek_hints":true}"#));
    assert_eq!(Settings::parse::<Wire>(&text), honest);
    // What serde made of odd texts: a field of the wrong type, out of
    // range or twice spoils them all; null, absent or unknown members
    // do not.
    let draw_1 = Settings {
        draw: 1,
        ..Settings::default()
    };
    for (text, want) in [
        ("{}", Settings::default()),
        ("null", Settings::default()),
        ("3", Settings::default()),
        (r#""x""#, Settings::default()),
        (r#"{"draw":300,"autoplay":false}"#, Settings::default()),
        (r#"{"draw":-1,"autoplay":false}"#, Settings::default()),
        (r#"{"draw":1.5,"autoplay":false}"#, Settings::default()),
        (r#"{"draw":1,"autoplay":"no"}"#, Settings::default()),
        (r#"{"draw":1,"spaces":5}"#, Settings::default()),
        (r#"{"draw":1,"four_colour":1}"#, Settings::default()),
        (r#"{"draw":1,"autoplay":null}"#, draw_1),
        (r#"{"draw":1,"x":[1,{}],"x":2}"#, draw_1),
        (r#"{"draw":1,"version":"x"}"#, draw_1),
        // Read by JSON.parse: 1.0 is the number 1, and of a member
        // given twice the last counts.
        (r#"{"draw":1.0}"#, draw_1),
        (r#"{"draw":3,"draw":1}"#, draw_1),
        (
            r#"{"draw":null,"spaces":null,"autoplay":null,"speed":null,"four_colour":null,"card_size":null,"left_handed":null}"#,
            Settings::default(),
        ),
    ] {
        assert_eq!(Settings::parse::<Wire>(text), want, "{text}");
    }
}

/// A store in memory that reads and writes through the browser's JSON
/// ([`Wire`]), as `localStorage` does, without touching the page's.
#[derive(Default)]
struct WireStore(std::cell::RefCell<std::collections::BTreeMap<String, String>>);

impl Store for WireStore {
    type Json = Wire;
    fn read(&self, key: &str) -> Option<String> {
        self.0.borrow().get(key).cloned()
    }
    fn write(&self, key: &str, text: &str) -> Result<(), WriteError> {
        self.0.borrow_mut().insert(key.into(), text.into());
        Ok(())
    }
    fn remove(&self, key: &str) {
        self.0.borrow_mut().remove(key);
    }
    fn keys(&self) -> Vec<String> {
        self.0.borrow().keys().cloned().collect()
    }
}

/// The facts' ops read in the browser as the tagged enum read them (each
/// kind with its members, other members ignored); an op missing a member,
/// of no kind or an unknown one makes its log unreadable, counting for
/// nothing, and never panics.
#[wasm_bindgen_test]
fn facts_read_and_refuse_what_serde_did() {
    let log = |writer: &str, ops: &[&str]| {
        let facts: Vec<String> = ops
            .iter()
            .enumerate()
            .map(|(i, op)| format!(r#"{{"at":{i},"seq":{i},"op":{op}}}"#))
            .collect();
        format!(
            r#"{{"format":"patience-facts","version":1,"writer":"{writer}","facts":[{}]}}"#,
            facts.join(",")
        )
    };
    let store = WireStore::default();
    store
        .write(
            &facts::key("w1"),
            &log(
                "w1",
                &[
                    r#"{"op":"start","k":"caprice","game":"d1","now":1}"#,
                    r#"{"op":"win","k":"caprice","game":"d1","secs":60,"moves":120,"now":2,"grade":"easy"}"#,
                    r#"{"now":3,"game":"d2","k":"caprice","op":"start","x":[1]}"#,
                    r#"{"op":"abandon","k":"caprice","game":"d2","now":4}"#,
                    r#"{"op":"start","k":"caprice","game":"d3","now":5}"#,
                    r#"{"op":"win","k":"caprice","game":"d3","secs":70,"moves":130,"now":6}"#,
                ],
            ),
        )
        .unwrap();
    let summary = |store: &WireStore| facts::derive(store, || "fresh".into(), None).0.summary(CAP);
    let s = summary(&store);
    assert_eq!((s.played, s.won, s.won_by_grade), (3, 2, [1, 0, 0, 0]));
    let start = r#"{"op":"start","k":"caprice","game":"d9","now":9}"#;
    for bad in [
        r#"{"op":"win","k":"caprice","game":"d9","moves":3,"now":9}"#,
        r#"{"op":"win","k":"caprice","game":"d9","secs":1.5,"moves":3,"now":9}"#,
        r#"{"op":"won","k":"caprice","game":"d9","now":9}"#,
        r#"{"k":"caprice","game":"d9","now":9}"#,
        r#"{"op":null,"k":"caprice","game":"d9","now":9}"#,
        r#"{"op":"abandon","game":"d9","now":9}"#,
        r#""start""#,
        r#"[]"#,
    ] {
        let store = WireStore::default();
        store
            .write(&facts::key("w2"), &log("w2", &[start, bad]))
            .unwrap();
        // The log is damaged: what still reads in it counts (its start),
        // the entry that does not is left out (issue 39, item 3).
        assert_eq!(summary(&store).played, 1, "{bad}");
        assert!(Wire::from_text::<Op>(bad).is_err(), "{bad}");
    }
    let e = Wire::from_text::<Op>(r#"{"op":"win","k":"caprice","game":"d9","moves":3,"now":9}"#)
        .unwrap_err();
    assert!(e.to_string().contains("missing field `secs`"), "{e}");
}

/// Damaged statistics in the browser: the sources that check out on their
/// own are recovered, the others (an unknown member, a pair of three, a
/// figure of the wrong type) left out, as before.
#[wasm_bindgen_test]
fn damaged_statistics_recover_the_sources_that_read() {
    for (damage, with) in [
        (
            r#"{"id":"k3x9","games""#,
            r#"{"id":"k3x9","extra":1,"games""#,
        ),
        (r#"["caprice",{"played":2"#, r#"["caprice",1,{"played":2"#),
        (r#""best_secs":301"#, r#""best_secs":"301""#),
    ] {
        let store = WireStore::default();
        let damaged = SERDE_STORED.replace(damage, with);
        assert_ne!(damaged, SERDE_STORED);
        store.write(stats::KEY, &damaged).unwrap();
        let (st, aside) = stats::load(&store, || unreachable!());
        let aside = aside.unwrap().unwrap();
        assert_eq!(aside.recovered, 4, "{with}");
        assert_eq!(st.id, "k3x9");
        let ids: Vec<&str> = st.sources.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["other2"], "{with}");
        assert_eq!(store.read(&aside.key), Some(damaged));
    }
    // Sources that are no list: nothing recovered, the text still kept.
    let store = WireStore::default();
    store
        .write(stats::KEY, r#"{"id":"k3x9","sources":{"a":1}}"#)
        .unwrap();
    let (st, aside) = stats::load(&store, || "fresh1".into());
    assert_eq!(
        (st.sources.len(), aside.unwrap().unwrap().recovered),
        (0, 0)
    );
}
