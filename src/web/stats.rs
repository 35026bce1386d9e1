//! Statistics: for every game and option set, games played and won, the
//! win rate, the current and best winning streaks, the best time and the
//! fewest moves of a won game. Kept in `localStorage` under
//! `patience:stats`; exported and imported as the same JSON.
//!
//! The model is pure (no DOM) so that its rules are tested directly:
//!
//! - A game counts as played from its first move, once: the saved game
//!   carries a [`Tally`] so a reload does not count it again.
//! - A game played and then left unwon (a new deal, another deal, another
//!   game, or a blocked game given up) is a loss: the streak ends. The game
//!   being played is remembered per option set (`open`), so that a game
//!   left behind by opening another deal's link is settled as a loss when
//!   the next game of that option set starts.
//! - Each browser writes only its own *source* (a random id). Import merges
//!   sources: for each source and option set the more advanced record wins
//!   (more games played). Importing the same file twice, or a file into the
//!   browser it came from, changes nothing; moving between browsers adds
//!   up. The current streak is the one of the source that last won or lost
//!   a game, and a browser's own streak carries on from it, so a streak
//!   survives a move to another browser.
//!
//! The JSON (read with [`crate::engine::json`], written by hand) is
//! `{"format":"patience-statistics","version":1,"id":ID,"sources":[SOURCE...],"open":[[KEY,DEAL]...]}`
//! with `open` left out when empty (and always from exports), a source
//! `{"id":ID,"games":[[KEY,RECORD]...]}` and a record
//! `{"played":N,"won":N,"streak":N,"best_streak":N,"best_secs":N,"fewest_moves":N,"last":N}`
//! with `best_secs` and `fewest_moves` left out when there are none. Members
//! of the whole other than these are ignored; sources and records refuse
//! them.

use super::storage::{bounded, known_members};
use crate::engine::json::{self, Fields, Value};
use crate::engine::Variant;
use std::fmt::{self, Write};

/// The `localStorage` key.
pub const KEY: &str = "patience:stats";
/// Where unreadable statistics are kept aside instead of being lost.
pub const KEY_UNREADABLE: &str = "patience:stats:unreadable";
/// The `format` field of the JSON, which tells our files from others.
pub const FORMAT: &str = "patience-statistics";
/// The version of the JSON this build reads and writes.
pub const VERSION: u32 = 1;

/// Sanity bounds of imported data.
const MAX_SOURCES: usize = 256;
const MAX_COUNT: u32 = 10_000_000;
const MAX_SECS: u32 = 100 * 3600;
const MAX_TEXT: usize = 1 << 20;

/// Where a game stands for the statistics (kept in its saved game as a
/// number: 0, 1, 2; anything else up to 255 reads as 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tally {
    /// No move made yet: not a game played.
    #[default]
    Fresh,
    /// Counted as played.
    Played,
    /// Counted as won.
    Won,
}

impl From<u8> for Tally {
    fn from(n: u8) -> Tally {
        match n {
            1 => Tally::Played,
            2 => Tally::Won,
            _ => Tally::Fresh,
        }
    }
}

impl From<Tally> for u8 {
    fn from(t: Tally) -> u8 {
        t as u8
    }
}

/// One source's figures for one option set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    /// The winning streak after this source's last result.
    pub streak: u32,
    pub best_streak: u32,
    /// Left out of the JSON when `None` (absent or `null` reads as `None`).
    pub best_secs: Option<u32>,
    /// Left out of the JSON when `None` (absent or `null` reads as `None`).
    pub fewest_moves: Option<u32>,
    /// When this source last won or lost a game (seconds since 1970;
    /// absent reads as 0).
    pub last: u64,
}

const RECORD_FIELDS: &[&str] = &[
    "played",
    "won",
    "streak",
    "best_streak",
    "best_secs",
    "fewest_moves",
    "last",
];

impl Record {
    fn read(v: &Value) -> Result<Record, json::Error> {
        let f = v.fields(RECORD_FIELDS)?;
        let count = |key| bounded(&f, key, u32::MAX.into()).map(|n| n as u32);
        let best = |key| match f.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(_) => count(key).map(Some),
        };
        Ok(Record {
            played: count("played")?,
            won: count("won")?,
            streak: count("streak")?,
            best_streak: count("best_streak")?,
            best_secs: best("best_secs")?,
            fewest_moves: best("fewest_moves")?,
            last: match f.get("last") {
                None => 0,
                Some(_) => f.u64("last")?,
            },
        })
    }

    fn write(&self, out: &mut String) {
        let _ = write!(
            out,
            "{{\"played\":{},\"won\":{},\"streak\":{},\"best_streak\":{}",
            self.played, self.won, self.streak, self.best_streak
        );
        if let Some(s) = self.best_secs {
            let _ = write!(out, ",\"best_secs\":{s}");
        }
        if let Some(m) = self.fewest_moves {
            let _ = write!(out, ",\"fewest_moves\":{m}");
        }
        let _ = write!(out, ",\"last\":{}}}", self.last);
    }
}

/// A `[key, value]` pair of the JSON (a Rust tuple in serde's day).
fn pair(v: &Value) -> Result<(&str, &Value), json::Error> {
    match v.as_array() {
        Some([key, value]) => key
            .as_str()
            .map(|k| (k, value))
            .ok_or_else(|| json::Error::shape(format!("expected a string, found {}", key.kind()))),
        Some(items) => Err(json::Error::shape(format!(
            "expected a pair, found {} items",
            items.len()
        ))),
        None => Err(json::Error::shape(format!(
            "expected a pair, found {}",
            v.kind()
        ))),
    }
}

/// Appends `[key,` (the rest of the pair is the caller's).
fn open_pair(out: &mut String, key: &str) {
    out.push('[');
    json::write_str(out, key);
    out.push(',');
}

/// One browser's records: option-set key ([`key`]) and record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Source {
    pub id: String,
    pub games: Vec<(String, Record)>,
}

impl Source {
    fn get(&self, k: &str) -> Option<&Record> {
        self.games.iter().find(|(g, _)| g == k).map(|(_, r)| r)
    }

    fn read(v: &Value) -> Result<Source, json::Error> {
        let f = v.fields(&["id", "games"])?;
        Ok(Source {
            id: f.str("id")?.to_string(),
            games: f
                .array("games")?
                .iter()
                .map(|g| {
                    let (k, r) = pair(g)?;
                    Ok((k.to_string(), Record::read(r)?))
                })
                .collect::<Result<_, json::Error>>()?,
        })
    }

    fn write(&self, out: &mut String) {
        out.push_str("{\"id\":");
        json::write_str(out, &self.id);
        out.push_str(",\"games\":[");
        for (i, (k, r)) in self.games.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            open_pair(out, k);
            r.write(out);
            out.push(']');
        }
        out.push_str("]}");
    }
}

/// Every source's records. (Lists rather than maps: the same JSON, read
/// and written with much less code in the WebAssembly.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    pub format: String,
    pub version: u32,
    /// This browser's source id.
    pub id: String,
    pub sources: Vec<Source>,
    /// Option-set key and the deal key of the game played and not settled
    /// yet (this browser only; never exported). Left out of the JSON when
    /// empty; absent reads as empty.
    pub open: Vec<(String, String)>,
}

/// The members of the whole that are read (others are ignored).
const STATS_FIELDS: &[&str] = &["format", "version", "id", "sources", "open"];
/// The members that tell what a file is.
const HEAD_FIELDS: &[&str] = &["format", "version"];

/// The figures shown for one option set, all sources together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub played: u32,
    pub won: u32,
    pub streak: u32,
    pub best_streak: u32,
    pub best_secs: Option<u32>,
    pub fewest_moves: Option<u32>,
}

impl Summary {
    /// Games won out of games played, in whole percent.
    pub fn rate(&self) -> Option<u32> {
        (self.played > 0).then(|| {
            ((u64::from(self.won) * 100 + u64::from(self.played) / 2) / u64::from(self.played))
                as u32
        })
    }
}

/// Why data was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatsError {
    TooLarge,
    NotJson,
    Foreign,
    Newer(u32),
    Damaged(String),
}

impl fmt::Display for StatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatsError::TooLarge => f.write_str("That file is far too large to be Patience statistics."),
            StatsError::NotJson => f.write_str("That file is not Patience statistics: it is not JSON."),
            StatsError::Foreign => f.write_str("That file is not Patience statistics."),
            StatsError::Newer(v) => write!(
                f,
                "That file was written by a newer Patience (format {v}); this one reads format {VERSION}."
            ),
            StatsError::Damaged(why) => write!(f, "That statistics file is damaged: {why}."),
        }
    }
}

/// The key of an option set: `caprice`, `double-canfield draw=1 spaces=any`.
pub fn key(v: Variant) -> String {
    if v.has_options() {
        format!("{} draw={} spaces={}", v.game.id(), v.draw, v.spaces.id())
    } else {
        v.game.id().to_string()
    }
}

/// Is `k` the key of a game and option set? (The table shows them in the
/// order of `Variant::ALL`.)
fn known_key(k: &str) -> bool {
    Variant::ALL.into_iter().any(|v| key(v) == k)
}

fn valid_id(id: &str) -> bool {
    (1..=32).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// What a document's `format` and `version` say (each absent or `null`:
/// `None`); `None` when either is of the wrong type or there twice, or the
/// document is no object: not our file.
fn head(v: &Value) -> Option<(Option<String>, Option<u32>)> {
    let known = known_members(v, HEAD_FIELDS).ok()?;
    let f = known.fields(HEAD_FIELDS).ok()?;
    let format = match f.get("format") {
        None | Some(Value::Null) => None,
        Some(x) => Some(x.as_str()?.to_string()),
    };
    let version = match f.opt_u64("version").ok()? {
        None => None,
        Some(n) => Some(u32::try_from(n).ok()?),
    };
    Some((format, version))
}

impl Stats {
    /// Empty statistics for a browser with source id `id`.
    pub fn new(id: &str) -> Stats {
        Stats {
            format: FORMAT.to_string(),
            version: VERSION,
            id: id.to_string(),
            sources: Vec::new(),
            open: Vec::new(),
        }
    }

    /// Reads and checks statistics (stored or imported).
    pub fn parse(text: &str) -> Result<Stats, StatsError> {
        if text.len() > MAX_TEXT {
            return Err(StatsError::TooLarge);
        }
        let doc = json::parse(text).map_err(|_| StatsError::NotJson)?;
        let (format, version) = head(&doc).ok_or(StatsError::Foreign)?;
        if format.as_deref() != Some(FORMAT) {
            return Err(StatsError::Foreign);
        }
        match version {
            Some(VERSION) => {}
            Some(v) if v > VERSION => return Err(StatsError::Newer(v)),
            _ => {
                return Err(StatsError::Damaged(
                    "its version is missing or wrong".into(),
                ))
            }
        }
        let stats = Stats::read(&doc).map_err(|e| StatsError::Damaged(e.to_string()))?;
        stats.validate()?;
        Ok(stats)
    }

    /// The statistics in a document (no checks of the figures).
    fn read(doc: &Value) -> Result<Stats, json::Error> {
        let known = known_members(doc, STATS_FIELDS)?;
        let f: Fields = known.fields(STATS_FIELDS)?;
        Ok(Stats {
            format: f.str("format")?.to_string(),
            version: bounded(&f, "version", u32::MAX.into())? as u32,
            id: f.str("id")?.to_string(),
            sources: f
                .array("sources")?
                .iter()
                .map(Source::read)
                .collect::<Result<_, _>>()?,
            open: match f.get("open") {
                None => Vec::new(),
                Some(_) => f
                    .array("open")?
                    .iter()
                    .map(|p| {
                        let (k, deal) = pair(p)?;
                        let deal = deal.as_str().ok_or_else(|| {
                            json::Error::shape(format!("expected a string, found {}", deal.kind()))
                        })?;
                        Ok((k.to_string(), deal.to_string()))
                    })
                    .collect::<Result<_, json::Error>>()?,
            },
        })
    }

    /// The JSON, with the games in progress or without.
    fn write(&self, open: bool) -> String {
        let mut out = String::with_capacity(256);
        out.push_str("{\"format\":");
        json::write_str(&mut out, &self.format);
        let _ = write!(out, ",\"version\":{},\"id\":", self.version);
        json::write_str(&mut out, &self.id);
        out.push_str(",\"sources\":[");
        for (i, src) in self.sources.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            src.write(&mut out);
        }
        out.push(']');
        if open && !self.open.is_empty() {
            out.push_str(",\"open\":[");
            for (i, (k, deal)) in self.open.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                open_pair(&mut out, k);
                json::write_str(&mut out, deal);
                out.push(']');
            }
            out.push(']');
        }
        out.push('}');
        out
    }

    /// Checks every figure for what real play can produce.
    pub fn validate(&self) -> Result<(), StatsError> {
        let bad = |why: String| Err(StatsError::Damaged(why));
        if !valid_id(&self.id) {
            return bad("its id is not one Patience writes".into());
        }
        if self.sources.len() > MAX_SOURCES {
            return bad("it has too many sources".into());
        }
        for (i, src) in self.sources.iter().enumerate() {
            if !valid_id(&src.id) || self.sources[..i].iter().any(|s| s.id == src.id) {
                return bad("a source id is not one Patience writes".into());
            }
            for (j, (k, r)) in src.games.iter().enumerate() {
                if !known_key(k) || src.games[..j].iter().any(|(g, _)| g == k) {
                    return bad(format!(
                        "it names an unknown game '{}'",
                        k.chars().take(40).collect::<String>()
                    ));
                }
                let won_figures = r.best_secs.is_some() && r.fewest_moves.is_some();
                let fine = r.played <= MAX_COUNT
                    && r.won <= r.played
                    && r.streak <= r.best_streak
                    && (r.best_streak == 0 || r.won > 0)
                    && (r.won > 0) == won_figures
                    && r.best_secs.is_none_or(|s| s <= MAX_SECS)
                    && r.fewest_moves.is_none_or(|m| (1..=MAX_COUNT).contains(&m));
                if !fine {
                    return bad(format!("its figures for {k} do not add up"));
                }
            }
        }
        for v in Variant::ALL {
            let k = key(v);
            let s = self.summary(&k);
            if s.best_streak > s.won || s.streak > s.best_streak {
                return bad(format!("its streaks for {k} do not add up"));
            }
        }
        for (i, (k, deal)) in self.open.iter().enumerate() {
            if !known_key(k) || deal.len() > 120 || self.open[..i].iter().any(|(g, _)| g == k) {
                return bad("it names an unknown game in progress".into());
            }
        }
        Ok(())
    }

    /// The JSON kept in `localStorage`.
    pub fn to_json(&self) -> String {
        self.write(true)
    }

    /// The JSON of an export file: everything but the games in progress.
    pub fn export_json(&self) -> String {
        self.write(false)
    }

    /// The figures for option set `k`, all sources together.
    pub fn summary(&self, k: &str) -> Summary {
        let mut s = Summary::default();
        let mut latest: Option<(u64, bool, u32)> = None;
        for src in &self.sources {
            let Some(r) = src.get(k) else {
                continue;
            };
            s.played = s.played.saturating_add(r.played);
            s.won = s.won.saturating_add(r.won);
            s.best_streak = s.best_streak.max(r.best_streak);
            s.best_secs = min_some(s.best_secs, r.best_secs);
            s.fewest_moves = min_some(s.fewest_moves, r.fewest_moves);
            let rank = (r.last, src.id == self.id, r.streak);
            if latest.is_none_or(|l| (rank.0, rank.1) > (l.0, l.1)) {
                latest = Some(rank);
            }
        }
        s.streak = latest.map_or(0, |l| l.2);
        s
    }

    /// Source `id`'s records, added empty if missing.
    fn source(&mut self, id: &str) -> &mut Source {
        let i = match self.sources.iter().position(|s| s.id == id) {
            Some(i) => i,
            None => {
                self.sources.push(Source {
                    id: id.to_string(),
                    games: Vec::new(),
                });
                self.sources.len() - 1
            }
        };
        &mut self.sources[i]
    }

    /// This browser's record for option set `k`, added empty if missing.
    fn own(&mut self, k: &str) -> &mut Record {
        let id = self.id.clone();
        let games = &mut self.source(&id).games;
        let i = match games.iter().position(|(g, _)| g == k) {
            Some(i) => i,
            None => {
                games.push((k.to_string(), Record::default()));
                games.len() - 1
            }
        };
        &mut games[i].1
    }

    /// The deal key of option set `k`'s open game.
    fn open_game(&self, k: &str) -> Option<&str> {
        self.open
            .iter()
            .find(|(g, _)| g == k)
            .map(|(_, d)| d.as_str())
    }

    fn close(&mut self, k: &str) {
        self.open.retain(|(g, _)| g != k);
    }

    fn lose(&mut self, k: &str, now: u64) {
        let r = self.own(k);
        r.streak = 0;
        r.last = now;
    }

    /// The first move of game `game` (a deal key) of option set `k`. A
    /// different game of that option set still open was left unwon: a loss.
    pub fn start(&mut self, k: &str, game: &str, now: u64) {
        if self.open_game(k).is_some_and(|g| g != game) {
            self.lose(k, now);
        }
        let r = self.own(k);
        r.played = r.played.saturating_add(1);
        self.close(k);
        self.open.push((k.to_string(), game.to_string()));
    }

    /// Game `game` was won in `secs` seconds and `moves` moves. Counts only
    /// if the game is the open one (a game already settled as a loss, when
    /// it was left, stays a loss). Returns whether it counted.
    pub fn win(&mut self, k: &str, game: &str, secs: u32, moves: u32, now: u64) -> bool {
        if self.open_game(k) != Some(game) {
            return false;
        }
        self.close(k);
        let streak = self.summary(k).streak.saturating_add(1);
        let r = self.own(k);
        r.won = r.won.saturating_add(1);
        r.streak = streak;
        r.best_streak = r.best_streak.max(streak);
        r.best_secs = min_some(r.best_secs, Some(secs.min(MAX_SECS)));
        r.fewest_moves = min_some(r.fewest_moves, Some(moves.max(1)));
        r.last = now;
        true
    }

    /// Game `game` was left unwon: a loss, if it was the open one.
    pub fn abandon(&mut self, k: &str, game: &str, now: u64) -> bool {
        if self.open_game(k) != Some(game) {
            return false;
        }
        self.close(k);
        self.lose(k, now);
        true
    }

    /// Merges imported statistics into these. Returns how many games
    /// played the import added (0: nothing new). The result is checked;
    /// on an error nothing is changed.
    pub fn merge(&mut self, other: &Stats) -> Result<u32, StatsError> {
        let mut merged = self.clone();
        let mut added: u32 = 0;
        for src in &other.sources {
            let mine = &mut merged.source(&src.id).games;
            for (k, r) in &src.games {
                match mine.iter_mut().find(|(g, _)| g == k) {
                    Some((_, m)) if (m.played, m.last) >= (r.played, r.last) => {}
                    Some((_, m)) => {
                        added = added.saturating_add(r.played.saturating_sub(m.played));
                        *m = r.clone();
                    }
                    None => {
                        added = added.saturating_add(r.played);
                        mine.push((k.clone(), r.clone()));
                    }
                }
            }
        }
        merged.validate()?;
        *self = merged;
        Ok(added)
    }
}

fn min_some(a: Option<u32>, b: Option<u32>) -> Option<u32> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// A duration as the clock shows it: `4:05`, `1:02:03`.
pub fn duration(secs: u32) -> String {
    if secs >= 3600 {
        format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

/// The name of an option set for the table (HTML).
fn label(v: Variant) -> String {
    if v.has_options() {
        format!(
            "Double Canfield <small>draw {} · spaces: {}</small>",
            v.draw,
            v.spaces.id()
        )
    } else {
        v.game.name().to_string()
    }
}

/// The table's columns: `data-stat` name and heading.
const COLUMNS: [(&str, &str); 7] = [
    ("played", "Played"),
    ("won", "Won"),
    ("rate", "Win rate"),
    ("streak", "Streak"),
    ("best-streak", "Best streak"),
    ("best-time", "Best time"),
    ("fewest-moves", "Fewest moves"),
];

/// The statistics table, one row per option set; `current` is marked.
/// Each cell carries its column's name (`data-label`) so that narrow
/// screens can show every row as a small block.
pub fn table_html(stats: &Stats, current: Variant) -> String {
    let mut html =
        String::from("<table class=\"stats-table\"><thead><tr><th scope=\"col\">Game</th>");
    for (_, heading) in COLUMNS {
        html.push_str(&format!("<th scope=\"col\">{heading}</th>"));
    }
    html.push_str("</tr></thead><tbody>");
    let dash = || "–".to_string();
    for v in Variant::ALL {
        let k = key(v);
        let s = stats.summary(&k);
        let values = [
            s.played.to_string(),
            s.won.to_string(),
            s.rate().map_or_else(dash, |r| format!("{r}%")),
            s.streak.to_string(),
            s.best_streak.to_string(),
            s.best_secs.map_or_else(dash, duration),
            s.fewest_moves.map_or_else(dash, |m| m.to_string()),
        ];
        html.push_str(&format!(
            "<tr data-stats-row=\"{k}\"{}><th scope=\"row\">{}</th>",
            if v == current {
                " class=\"current\" aria-current=\"true\""
            } else {
                ""
            },
            label(v),
        ));
        for ((name, heading), value) in COLUMNS.iter().zip(values) {
            html.push_str(&format!(
                "<td data-stat=\"{name}\" data-label=\"{heading}\">{value}</td>"
            ));
        }
        html.push_str("</tr>");
    }
    html.push_str("</tbody></table>");
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use wasm_bindgen_test::wasm_bindgen_test;

    const CAP: &str = "caprice";

    #[wasm_bindgen_test]
    fn keys_cover_every_option_set_once() {
        let keys: Vec<String> = Variant::ALL.into_iter().map(key).collect();
        assert_eq!(keys.len(), 8);
        let mut unique = keys.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 8);
        assert!(keys.contains(&"double-canfield draw=1 spaces=any".to_string()));
        assert!(keys.contains(&"russian-patience".to_string()));
    }

    #[wasm_bindgen_test]
    fn played_won_and_streaks() {
        let mut s = Stats::new("aaaa");
        s.start(CAP, "deal=1", 10);
        assert_eq!(s.summary(CAP).played, 1);
        assert!(s.win(CAP, "deal=1", 300, 150, 11));
        // A second win of the same game does not count.
        assert!(!s.win(CAP, "deal=1", 200, 120, 12));
        s.start(CAP, "deal=2", 13);
        assert!(s.win(CAP, "deal=2", 250, 170, 14));
        let sum = s.summary(CAP);
        assert_eq!(
            (sum.played, sum.won, sum.streak, sum.best_streak),
            (2, 2, 2, 2)
        );
        assert_eq!((sum.best_secs, sum.fewest_moves), (Some(250), Some(150)));
        assert_eq!(sum.rate(), Some(100));
        // Left unwon: the streak ends, the best streak stays.
        s.start(CAP, "deal=3", 15);
        assert!(s.abandon(CAP, "deal=3", 16));
        let sum = s.summary(CAP);
        assert_eq!(
            (sum.played, sum.won, sum.streak, sum.best_streak),
            (3, 2, 0, 2)
        );
        assert_eq!(sum.rate(), Some(67));
        // Other option sets are apart.
        assert_eq!(s.summary("lucas-leaps"), Summary::default());
        s.validate().unwrap();
    }

    #[wasm_bindgen_test]
    fn a_game_left_behind_is_lost_when_the_next_one_starts() {
        let mut s = Stats::new("aaaa");
        s.start(CAP, "deal=1", 1);
        s.win(CAP, "deal=1", 60, 120, 2);
        s.start(CAP, "deal=2", 3);
        // Another deal opened by its link, without New: deal 2 stays open...
        assert_eq!(s.summary(CAP).streak, 1);
        // ...until the next game of Caprice starts.
        s.start(CAP, "deal=3", 4);
        assert_eq!(s.summary(CAP).streak, 0);
        assert_eq!(s.summary(CAP).played, 3);
        // Deal 2 was settled as a loss: winning it later does not count.
        assert!(!s.win(CAP, "deal=2", 10, 120, 5));
        assert!(s.win(CAP, "deal=3", 10, 120, 6));
        assert_eq!(s.summary(CAP).won, 2);
        // Starting a game of another option set leaves Caprice's open game alone.
        s.start("lucas-leaps", "x", 7);
        assert_eq!(s.summary(CAP).streak, 1);
    }

    #[wasm_bindgen_test]
    fn round_trip_and_export_leaves_out_open_games() {
        let mut s = Stats::new("abc123");
        s.start(CAP, "deal=1", 1);
        s.win(CAP, "deal=1", 99, 130, 2);
        s.start("lucas-leaps", "deal=4", 3);
        assert_eq!(Stats::parse(&s.to_json()).unwrap(), s);
        let exported = Stats::parse(&s.export_json()).unwrap();
        assert!(exported.open.is_empty());
        assert_eq!(exported.sources, s.sources);
    }

    #[wasm_bindgen_test]
    fn corrupt_and_foreign_data_is_refused() {
        let mut good = Stats::new("abc");
        good.start(CAP, "d", 1);
        good.win(CAP, "d", 10, 120, 2);
        let json = good.to_json();
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
            let e = Stats::parse(&text).expect_err(&text.chars().take(80).collect::<String>());
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
    const SERDE_EMPTY: &str =
        r#"{"format":"patience-statistics","version":1,"id":"z","sources":[]}"#;

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
                },
            )],
        });
        st
    }

    #[wasm_bindgen_test]
    fn stored_and_exported_statistics_read_and_write_as_serde_did() {
        let st = sample();
        assert_eq!(Stats::parse(SERDE_STORED), Ok(st.clone()));
        assert_eq!(st.to_json(), SERDE_STORED);
        assert_eq!(st.export_json(), SERDE_EXPORT);
        let exported = Stats {
            open: Vec::new(),
            ..st
        };
        assert_eq!(Stats::parse(SERDE_EXPORT), Ok(exported.clone()));
        assert_eq!(exported.to_json(), SERDE_EXPORT);
        assert_eq!(Stats::parse(SERDE_EMPTY), Ok(Stats::new("z")));
        assert_eq!(Stats::new("z").to_json(), SERDE_EMPTY);
    }

    #[wasm_bindgen_test]
    fn statistics_accept_and_refuse_what_serde_did() {
        use StatsError::*;
        let h = r#""format":"patience-statistics","version":1,"id":"abc""#;
        let rec = |r: &str| {
            format!(r#"{{{h},"sources":[{{"id":"abc","games":[["caprice",{{{r}}}]]}}]}}"#)
        };
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
            assert_eq!(Stats::parse(&text), Ok(want), "{text}");
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
            (r#"{"format":"patience-statistics","format":"patience-statistics","version":1}"#.into(), Foreign),
            (r#"{"format":"patience-statistics","version":1.0}"#.into(), Foreign),
            (r#"{"format":"patience-statistics","version":-1}"#.into(), Foreign),
            (r#"{"format":"patience-statistics","version":4294967296}"#.into(), Foreign),
            (r#"{"format":"patience-statistics","version":"1"}"#.into(), Foreign),
            (r#"{"version":2,"format":"patience-statistics"}"#.into(), Newer(2)),
            (r#"{"format":"patience-statistics","version":null}"#.into(), version()),
            (r#"{"format":"patience-statistics"}"#.into(), version()),
            (r#"{"format":"patience-statistics","version":0}"#.into(), version()),
            (r#"{"format":"patience-statistics","version":1}"#.into(), damaged("missing field `id`")),
            (format!("{{{h}}}"), damaged("missing field `sources`")),
            (format!(r#"{{{h},"sources":[],"id":"abd"}}"#), damaged("duplicate field `id`")),
            (format!(r#"{{{h},"sources":[{{"id":"abc"}}]}}"#), damaged("missing field `games`")),
            (rec(r#""played":1,"won":0,"streak":0"#), damaged("missing field `best_streak`")),
            (
                rec(r#""played":1,"won":0,"streak":0,"best_streak":0,"played":1"#),
                damaged("duplicate field `played`"),
            ),
            (
                rec(r#""played":1,"won":0,"streak":0,"best_streak":0,"x":1"#),
                damaged("unknown field `x`, expected one of `played`, `won`, `streak`, `best_streak`, `best_secs`, `fewest_moves`, `last`"),
            ),
        ] {
            assert_eq!(Stats::parse(&text), Err(want), "{text}");
        }
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
                matches!(Stats::parse(&text), Err(Damaged(_))),
                "{text}: {:?}",
                Stats::parse(&text)
            );
        }
    }

    #[wasm_bindgen_test]
    fn merge_is_idempotent_and_adds_other_browsers() {
        let mut a = Stats::new("a");
        a.start(CAP, "1", 1);
        a.win(CAP, "1", 100, 140, 2);
        a.start(CAP, "2", 3);
        a.win(CAP, "2", 90, 150, 4);
        // A fresh browser imports a's file.
        let mut b = Stats::new("b");
        assert_eq!(b.merge(&Stats::parse(&a.export_json()).unwrap()), Ok(2));
        assert_eq!(b.summary(CAP), a.summary(CAP));
        // The same file again: nothing changes.
        let before = b.clone();
        assert_eq!(b.merge(&a), Ok(0));
        assert_eq!(b, before);
        // b's streak carries on from a's.
        b.start(CAP, "3", 5);
        b.win(CAP, "3", 80, 130, 6);
        let s = b.summary(CAP);
        assert_eq!((s.played, s.won, s.streak, s.best_streak), (3, 3, 3, 3));
        assert_eq!((s.best_secs, s.fewest_moves), (Some(80), Some(130)));
        // Back in a: importing b's file brings b's game, once.
        assert_eq!(a.merge(&b), Ok(1));
        assert_eq!(a.merge(&b), Ok(0));
        assert_eq!(a.summary(CAP), b.summary(CAP));
        // a's own later games are not lost by importing an older file of itself.
        let old = a.clone();
        a.start(CAP, "4", 7);
        a.abandon(CAP, "4", 8);
        let now = a.summary(CAP);
        assert_eq!(a.merge(&old), Ok(0));
        assert_eq!(a.summary(CAP), now);
        assert_eq!((now.played, now.streak, now.best_streak), (4, 0, 3));
    }

    #[wasm_bindgen_test]
    fn a_merge_that_does_not_add_up_changes_nothing() {
        let mut a = Stats::new("a");
        a.start(CAP, "1", 1);
        let mut evil = Stats::new("e");
        evil.sources.push(Source {
            id: "e".into(),
            games: vec![(
                CAP.into(),
                Record {
                    played: 1,
                    won: 1,
                    streak: 9,
                    best_streak: 9,
                    best_secs: Some(1),
                    fewest_moves: Some(1),
                    last: 5,
                },
            )],
        });
        let before = a.clone();
        assert!(matches!(a.merge(&evil), Err(StatsError::Damaged(_))));
        assert_eq!(a, before);
        // The same source twice, or a game twice in one source: damaged.
        let mut twice = a.clone();
        twice.sources.push(twice.sources[0].clone());
        assert!(twice.validate().is_err());
        let mut twice = a.clone();
        let game = twice.sources[0].games[0].clone();
        twice.sources[0].games.push(game);
        assert!(twice.validate().is_err());
    }

    #[wasm_bindgen_test]
    fn table_shows_every_option_set() {
        let mut s = Stats::new("a");
        s.start(CAP, "1", 1);
        s.win(CAP, "1", 65, 140, 2);
        let html = table_html(&s, Variant::new(GameId::Caprice));
        assert_eq!(html.matches("data-stats-row=").count(), 8);
        assert!(html.contains("data-stat=\"best-time\" data-label=\"Best time\">1:05</td>"));
        assert!(html.contains("data-label=\"Win rate\">100%</td>"));
        assert_eq!(duration(3723), "1:02:03");
    }
}
