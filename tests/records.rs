//! The records as a release of the browser table left them in
//! `localStorage` (`tests/data/storage_snapshot.json`, written by the
//! release before `table::records` through `JSON.stringify`), read through
//! the records' store: every count, streak, best, saved move and setting
//! comes back, and what is written back is the same bytes. A key or field
//! renamed fails here.
#![cfg(not(target_arch = "wasm32"))]

use patience::engine::daily::DailyDate;
use patience::engine::{DealNumber, GameId, Move, Spaces, Variant};
use patience::table::layout::CardSize;
use patience::table::records::daily::{self, DailySummary, DayResult};
use patience::table::records::saved::{self, Loaded, Saved, Scope};
use patience::table::records::settings::{Settings, Speed, Theme};
use patience::table::records::stats::{self, Summary, Tally};
use patience::table::records::store::{MemoryStore, SerdeJson, Store};
use std::collections::BTreeMap;

fn snapshot() -> BTreeMap<String, String> {
    serde_json::from_str(include_str!("data/storage_snapshot.json")).unwrap()
}

fn store() -> MemoryStore {
    MemoryStore::with(snapshot())
}

const DC: &str = "double-canfield draw=1 spaces=any";

fn date(text: &str) -> DailyDate {
    text.parse().unwrap()
}

fn deal(n: u64) -> DealNumber {
    DealNumber::new(n).unwrap()
}

fn dc() -> Variant {
    Variant::with_options(GameId::DoubleCanfield, Some(1), Some(Spaces::Any)).unwrap()
}

fn tokens(moves: impl Iterator<Item = Move>) -> Vec<String> {
    moves.map(|m| m.to_string()).collect()
}

#[test]
fn the_snapshot_holds_every_kind_of_record() {
    let keys: Vec<String> = snapshot().into_keys().collect();
    assert_eq!(
        keys,
        [
            "patience:daily",
            "patience:recent",
            "patience:save:game=double-canfield&deal=9&draw=1&spaces=any",
            "patience:save:game=lucas-leaps&deal=9",
            "patience:settings",
            "patience:stats",
            "patience:table:sidebar:recent",
            "patience:table:sidebar:save:game=caprice&deal=7",
        ]
    );
}

#[test]
fn statistics_come_back_whole() {
    let store = store();
    let (s, aside) = stats::load(&store, || panic!("the statistics were not read"));
    assert_eq!(aside, Ok(None));
    assert_eq!(store.read(stats::KEY_UNREADABLE), None);
    assert_eq!(store.read(&stats::unreadable_key(1)), None);
    assert_eq!(s.id, "k3x9");
    assert_eq!(s.sources.len(), 2);
    assert_eq!(
        s.summary("caprice"),
        Summary {
            played: 3,
            won: 2,
            streak: 2,
            best_streak: 2,
            best_secs: Some(280),
            fewest_moves: Some(162),
            // Older than grades: no win counted in any.
            won_by_grade: [0; 4],
        }
    );
    assert_eq!(s.summary("caprice").rate(), Some(67));
    assert_eq!(
        s.summary(DC),
        Summary {
            played: 2,
            ..Summary::default()
        }
    );
    assert_eq!(
        s.summary("lucas-leaps"),
        Summary {
            played: 4,
            won: 2,
            streak: 1,
            best_streak: 1,
            best_secs: Some(900),
            fewest_moves: Some(210),
            won_by_grade: [0; 4],
        }
    );
    assert_eq!(s.summary("capricieuse"), Summary::default());
    // The games in progress are still open: their results count.
    assert_eq!(
        s.open,
        [
            ("caprice".to_string(), "game=caprice&deal=2".to_string()),
            (
                DC.to_string(),
                "game=double-canfield&deal=9&draw=1&spaces=any".to_string()
            ),
        ]
    );
    let mut won = s.clone();
    assert!(won.win("caprice", "game=caprice&deal=2", 250, 150, 1_700_001_000));
    let sum = won.summary("caprice");
    assert_eq!((sum.won, sum.streak, sum.best_streak), (3, 3, 3));
    assert_eq!((sum.best_secs, sum.fewest_moves), (Some(250), Some(150)));
    // Written back: the same bytes.
    assert_eq!(s.to_json::<SerdeJson>(), snapshot()["patience:stats"]);
    s.store(&store).unwrap();
    assert_eq!(store.texts(), snapshot());
}

#[test]
fn daily_results_come_back_whole() {
    let store = store();
    let r = daily::load(&store, None);
    let cap = Variant::new(GameId::Caprice);
    assert_eq!(
        r.summary(cap, date("2026-11-24")),
        DailySummary {
            played: 5,
            won: 4,
            current: 2,
            best: 2,
        }
    );
    assert_eq!(r.result(cap, date("2026-11-22")), Some(DayResult::Played));
    assert_eq!(
        r.summary(Variant::new(GameId::LucasLeaps), date("2026-11-24")),
        DailySummary {
            played: 1,
            ..DailySummary::default()
        }
    );
    assert_eq!(r.deal(cap, date("2026-11-24")), Some(deal(1_962_940_572)));
    assert_eq!(r.to_json::<SerdeJson>(), snapshot()["patience:daily"]);
    // A table's own days add to what is stored; the old record stays as
    // it was written.
    let mut writer = daily::Writer::new("aaaa");
    writer.record(cap, date("2026-11-25"), DayResult::Won);
    writer.write(&store).unwrap();
    assert_eq!(
        daily::load(&store, None)
            .summary(cap, date("2026-11-25"))
            .current,
        3
    );
    assert_eq!(
        store.read(daily::KEY).as_deref(),
        Some(snapshot()["patience:daily"].as_str())
    );
}

#[test]
fn saved_games_come_back_with_their_undo_history() {
    let store = store();
    let latest = saved::latest(&store, &Scope::Page, None).unwrap();
    assert_eq!(
        latest.game.position().variant(),
        Variant::new(GameId::LucasLeaps)
    );
    assert_eq!(latest.deal, deal(9));
    assert_eq!(tokens(latest.game.moves()), ["t2-t1", "s"]);
    assert_eq!(tokens(latest.game.redoable()), ["t10-t2"]);
    assert_eq!((latest.secs, latest.tally), (42, Tally::Played));

    let Loaded::Game(dc_game) = saved::load(&store, &Scope::Page, dc(), deal(9)) else {
        panic!("the Double Canfield game did not load");
    };
    assert_eq!(
        tokens(dc_game.game.moves()),
        ["r-t5", "r-t1", "r-f2", "r-t4"]
    );
    assert_eq!(tokens(dc_game.game.redoable()), ["r-f1", "s"]);
    assert_eq!((dc_game.secs, dc_game.tally), (125, Tally::Assisted));
    let dc_latest = saved::latest(&store, &Scope::Page, Some(GameId::DoubleCanfield)).unwrap();
    assert_eq!(dc_latest.game.position().variant(), dc());

    // The embedded table's own.
    let table = Scope::Table("sidebar".into());
    let side = saved::latest(&store, &table, None).unwrap();
    assert_eq!(
        side.game.position().variant(),
        Variant::new(GameId::Caprice)
    );
    assert_eq!(
        (side.deal, side.game.moves().len(), side.secs),
        (deal(7), 3, 61)
    );
    assert!(saved::latest(&store, &table, Some(GameId::LucasLeaps)).is_none());

    // Written back: the same bytes, and the recent list as it was.
    for (key, text) in snapshot() {
        if key.contains(":save:") {
            let saved = Saved::parse::<SerdeJson>(&text).unwrap();
            assert_eq!(saved.to_json::<SerdeJson>(), text);
        }
    }
    let mut again = Saved::of(&latest.game, latest.deal, latest.secs);
    again.tally = latest.tally;
    saved::store(&store, &Scope::Page, &again).unwrap();
    assert_eq!(store.texts(), snapshot());
}

#[test]
fn settings_come_back_whole() {
    let store = store();
    let s = Settings::load(&store);
    assert_eq!(
        s,
        Settings {
            draw: 1,
            spaces: Spaces::Any,
            autoplay: false,
            speed: Speed::Fast,
            four_colour: true,
            size: CardSize::Large,
            left_handed: true,
            // Issue 23's settings, at their defaults (the snapshot is older).
            chances: true,
            peek_hints: false,
            deal_grade: None,
            // The Eyes settings, at their defaults (the snapshot is older).
            large_index: false,
            theme: Theme::Auto,
            // The language: automatic (the snapshot is older; its text is
            // written back byte for byte below).
            language: None,
        }
    );
    assert_eq!(s.to_json::<SerdeJson>(), snapshot()["patience:settings"]);
}
