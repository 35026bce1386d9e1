//! A second, deliberately naive implementation of RULES.md, written
//! straight from the rule book and sharing no code with the engine: it reads
//! and writes the protocol's JSON itself, lists legal moves by trying every
//! source, unit and target, applies moves by moving strings of cards about,
//! and decides status by brute force. The cross-check tests compare the
//! engine with it on real deals, random playouts and odd positions.
//!
//! Slow and simple on purpose; never used by the product.

#![allow(dead_code)]

use serde_json::Value;

/// A card: rank 1 (Ace) to 13 (King), suit 0..4 = S H D C.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct C {
    pub rank: u8,
    pub suit: u8,
}

const RANKS: &[u8; 13] = b"A23456789TJQK";
const SUITS: &[u8; 4] = b"SHDC";

impl C {
    pub fn parse(s: &str) -> C {
        let b = s.as_bytes();
        assert_eq!(b.len(), 2, "card {s:?}");
        let rank = RANKS.iter().position(|&r| r == b[0]).expect("rank") as u8 + 1;
        let suit = SUITS.iter().position(|&x| x == b[1]).expect("suit") as u8;
        C { rank, suit }
    }

    pub fn token(self) -> String {
        format!(
            "{}{}",
            RANKS[self.rank as usize - 1] as char,
            SUITS[self.suit as usize] as char
        )
    }

    pub fn red(self) -> bool {
        self.suit == 1 || self.suit == 2
    }

    /// All 52 cards, spades A..K, hearts, diamonds, clubs.
    pub fn pack() -> Vec<C> {
        (0..4u8)
            .flat_map(|suit| (1..=13u8).map(move |rank| C { rank, suit }))
            .collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum G {
    Caprice,
    Capricieuse,
    Lucas,
    Canfield,
    Russian,
}

/// A table in the protocol's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub game: G,
    pub draw: usize,
    pub spaces_any: bool,
    pub f: Vec<Vec<C>>,
    pub t: Vec<Vec<C>>,
    pub stock: Vec<C>,
    pub waste: Vec<C>,
    pub reserve: Vec<C>,
    pub redeals: u64,
}

fn cards(v: &Value) -> Vec<C> {
    v.as_array()
        .expect("a list of cards")
        .iter()
        .map(|c| C::parse(c.as_str().expect("a card token")))
        .collect()
}

fn write_cards(out: &mut String, cs: &[C]) {
    out.push('[');
    let toks: Vec<String> = cs.iter().map(|c| format!("\"{}\"", c.token())).collect();
    out.push_str(&toks.join(","));
    out.push(']');
}

impl Table {
    /// A table with no cards on it.
    pub fn empty(game: G, draw: usize, spaces_any: bool) -> Table {
        let tableau = match game {
            G::Caprice | G::Capricieuse | G::Russian => 12,
            G::Lucas => 13,
            G::Canfield => 5,
        };
        Table {
            game,
            draw,
            spaces_any,
            f: vec![vec![]; 8],
            t: vec![vec![]; tableau],
            stock: vec![],
            waste: vec![],
            reserve: vec![],
            redeals: if matches!(game, G::Capricieuse | G::Russian) {
                2
            } else {
                0
            },
        }
    }

    /// Reads a (valid) position.
    pub fn from_json(text: &str) -> Table {
        let v: Value = serde_json::from_str(text).expect("json");
        let game = match v["game"].as_str().unwrap() {
            "caprice" => G::Caprice,
            "capricieuse" => G::Capricieuse,
            "lucas-leaps" => G::Lucas,
            "double-canfield" => G::Canfield,
            "russian-patience" => G::Russian,
            g => panic!("game {g}"),
        };
        let (draw, spaces_any) = if game == G::Canfield {
            (
                v["options"]["draw"].as_u64().unwrap() as usize,
                v["options"]["spaces"].as_str().unwrap() == "any",
            )
        } else {
            (0, false)
        };
        let piles =
            |key: &str| -> Vec<Vec<C>> { v[key].as_array().unwrap().iter().map(cards).collect() };
        Table {
            game,
            draw,
            spaces_any,
            f: piles("foundations"),
            t: piles("tableau"),
            stock: cards(&v["stock"]),
            waste: cards(&v["waste"]),
            reserve: cards(&v["reserve"]),
            redeals: v["redeals_left"].as_u64().unwrap(),
        }
    }

    /// Writes the protocol's JSON: keys in order, no spaces.
    pub fn to_json(&self) -> String {
        let mut s = String::new();
        let game = match self.game {
            G::Caprice => "caprice",
            G::Capricieuse => "capricieuse",
            G::Lucas => "lucas-leaps",
            G::Canfield => "double-canfield",
            G::Russian => "russian-patience",
        };
        s.push_str(&format!("{{\"game\":\"{game}\",\"options\":"));
        if self.game == G::Canfield {
            let spaces = if self.spaces_any { "any" } else { "waste" };
            s.push_str(&format!(
                "{{\"draw\":{},\"spaces\":\"{spaces}\"}}",
                self.draw
            ));
        } else {
            s.push_str("{}");
        }
        for (key, piles) in [("foundations", &self.f), ("tableau", &self.t)] {
            s.push_str(&format!(",\"{key}\":["));
            for (i, p) in piles.iter().enumerate() {
                if i > 0 {
                    s.push(',');
                }
                write_cards(&mut s, p);
            }
            s.push(']');
        }
        for (key, p) in [
            ("stock", &self.stock),
            ("waste", &self.waste),
            ("reserve", &self.reserve),
        ] {
            s.push_str(&format!(",\"{key}\":"));
            write_cards(&mut s, p);
        }
        s.push_str(&format!(",\"redeals_left\":{}}}", self.redeals));
        s
    }

    /// May `c` go on foundation `i` (0-based) now?
    pub fn foundation_takes(&self, i: usize, c: C) -> bool {
        let pile = &self.f[i];
        match self.game {
            G::Caprice | G::Capricieuse | G::Russian => {
                // f1..f4: Ace foundations S H D C, up; f5..f8: King foundations, down.
                let suit = (i % 4) as u8;
                if c.suit != suit {
                    return false;
                }
                let up = i < 4;
                match pile.last() {
                    None => c.rank == if up { 1 } else { 13 },
                    Some(top) if up => c.rank == top.rank + 1,
                    Some(top) => top.rank > 1 && c.rank == top.rank - 1,
                }
            }
            G::Lucas => match pile.last() {
                None => c.rank == 1,
                Some(top) => c.suit == top.suit && c.rank == top.rank + 1,
            },
            G::Canfield => {
                let base = self.f[0][0].rank;
                match pile.last() {
                    None => c.rank == base,
                    Some(_) if pile.len() == 13 => false,
                    Some(top) => {
                        let next = if top.rank == 13 { 1 } else { top.rank + 1 };
                        c.suit == top.suit && c.rank == next
                    }
                }
            }
        }
    }

    /// May `c` (the bottom card of a unit) go on tableau card `onto`?
    pub fn builds(&self, c: C, onto: C) -> bool {
        match self.game {
            G::Caprice | G::Capricieuse | G::Russian => {
                c.suit == onto.suit && (c.rank + 1 == onto.rank || onto.rank + 1 == c.rank)
            }
            G::Lucas => c.suit == onto.suit && onto.rank == c.rank + 1,
            G::Canfield => {
                c.red() != onto.red()
                    && (onto.rank == c.rank + 1 || (c.rank == 13 && onto.rank == 1))
            }
        }
    }

    /// Unit sizes that may leave tableau pile `i`.
    pub fn units(&self, i: usize) -> Vec<usize> {
        let p = &self.t[i];
        if p.is_empty() {
            return vec![];
        }
        // Is the top k cards one unit built by the build rule?
        let is_seq = |k: usize| (1..k).all(|j| self.builds(p[p.len() - j], p[p.len() - j - 1]));
        match self.game {
            G::Caprice | G::Capricieuse => vec![1],
            G::Lucas => (1..=p.len()).filter(|&k| is_seq(k)).collect(),
            G::Russian => {
                // One suit, every step +1 (going up the pile) or every step -1.
                let steps = |k: usize, d: i32| {
                    (1..k).all(|j| {
                        let (top, under) = (p[p.len() - j], p[p.len() - j - 1]);
                        top.suit == under.suit && i32::from(top.rank) - i32::from(under.rank) == d
                    })
                };
                (1..=p.len())
                    .filter(|&k| steps(k, 1) || steps(k, -1))
                    .collect()
            }
            G::Canfield => {
                let mut u = vec![1];
                if p.len() >= 2 && is_seq(p.len()) {
                    u.push(p.len());
                }
                u
            }
        }
    }

    /// The pile that fills emptied tableau piles, when it has cards.
    fn fill_source_has_cards(&self) -> bool {
        match self.game {
            G::Caprice | G::Russian => !self.stock.is_empty(),
            G::Canfield => !self.reserve.is_empty(),
            _ => false,
        }
    }

    /// May a unit from `src` go into an empty tableau pile?
    fn space_takes_from(&self, src: Src) -> bool {
        if self.fill_source_has_cards() {
            return false;
        }
        match self.game {
            G::Canfield if !self.spaces_any => src == Src::Waste,
            _ => true,
        }
    }

    /// Every legal move token, sorted in byte order.
    pub fn moves(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut sources: Vec<(Src, Vec<usize>, Vec<C>)> = Vec::new();
        // Russian Patience while the stock has cards: foundation moves
        // only, from every pile while none has two cards, else from the
        // outside piles.
        let dealing = self.game == G::Russian && !self.stock.is_empty();
        let rows_begun = self.t.iter().any(|p| p.len() >= 2);
        for i in 0..self.t.len() {
            if dealing && rows_begun && i != 0 && i != self.t.len() - 1 {
                continue;
            }
            sources.push((Src::T(i), self.units(i), self.t[i].clone()));
        }
        if !self.waste.is_empty() {
            sources.push((Src::Waste, vec![1], self.waste.clone()));
        }
        if !self.reserve.is_empty() {
            sources.push((Src::Reserve, vec![1], self.reserve.clone()));
        }
        for (src, units, pile) in sources {
            for k in units {
                let c = pile[pile.len() - k];
                let name = match (src, k) {
                    (Src::T(i), 1) => format!("t{}", i + 1),
                    (Src::T(i), k) => format!("t{}x{k}", i + 1),
                    (Src::Waste, _) => "w".into(),
                    (Src::Reserve, _) => "r".into(),
                };
                if k == 1 {
                    for fi in 0..8 {
                        if self.foundation_takes(fi, c) {
                            out.push(format!("{name}-f{}", fi + 1));
                        }
                    }
                }
                for j in 0..self.t.len() {
                    if src == Src::T(j) || dealing {
                        continue;
                    }
                    let ok = match self.t[j].last() {
                        None => self.space_takes_from(src),
                        Some(&onto) => self.builds(c, onto),
                    };
                    if ok {
                        out.push(format!("{name}-t{}", j + 1));
                    }
                }
            }
        }
        let stock_move = match self.game {
            G::Caprice | G::Lucas | G::Russian => !self.stock.is_empty(),
            G::Capricieuse => false,
            G::Canfield => !self.stock.is_empty() || !self.waste.is_empty(),
        };
        if stock_move {
            out.push("s".into());
        }
        if self.game == G::Capricieuse && self.redeals > 0 {
            out.push("redeal".into());
        }
        if self.game == G::Russian && self.redeals > 0 && self.stock.is_empty() {
            out.push("redeal".into());
        }
        out.sort();
        out
    }

    /// Applies a legal move token.
    pub fn apply(&mut self, token: &str) {
        match token {
            "s" => self.stock_move(),
            "redeal" => {
                self.redeals -= 1;
                let mut packet = Vec::new();
                for p in &mut self.t {
                    // t1 bottom to top, then t2, ... in dealing order.
                    packet.append(p);
                }
                if self.game == G::Russian {
                    let number = 2 - self.redeals as u8;
                    let order = redeal_order(&packet, number);
                    let shuffled: Vec<C> = order.iter().map(|&q| packet[q]).collect();
                    let mut rest = shuffled.into_iter();
                    for p in &mut self.t {
                        p.extend(rest.next());
                    }
                    self.stock = rest.rev().collect();
                } else {
                    self.deal_procedure(&packet);
                }
            }
            _ => {
                let (src, dst) = token.split_once('-').unwrap();
                let (src_pile, k) = match src {
                    "w" => (Src::Waste, 1),
                    "r" => (Src::Reserve, 1),
                    _ => {
                        let s = &src[1..];
                        match s.split_once('x') {
                            Some((i, k)) => {
                                (Src::T(i.parse::<usize>().unwrap() - 1), k.parse().unwrap())
                            }
                            None => (Src::T(s.parse::<usize>().unwrap() - 1), 1),
                        }
                    }
                };
                let from = match src_pile {
                    Src::T(i) => &mut self.t[i],
                    Src::Waste => &mut self.waste,
                    Src::Reserve => &mut self.reserve,
                };
                let unit = from.split_off(from.len() - k);
                let n: usize = dst[1..].parse().unwrap();
                match &dst[..1] {
                    "f" => self.f[n - 1].extend(unit),
                    _ => self.t[n - 1].extend(unit),
                }
                if let Src::T(i) = src_pile {
                    if self.t[i].is_empty() {
                        let fill = match self.game {
                            G::Caprice | G::Russian => self.stock.pop(),
                            G::Canfield => self.reserve.pop(),
                            _ => None,
                        };
                        self.t[i].extend(fill);
                    }
                }
            }
        }
    }

    fn stock_move(&mut self) {
        match self.game {
            G::Caprice | G::Russian => {
                for i in 0..self.t.len() {
                    match self.stock.pop() {
                        Some(c) => self.t[i].push(c),
                        None => break,
                    }
                }
            }
            G::Lucas => {
                let c = self.stock.pop().unwrap();
                self.waste.push(c);
            }
            G::Canfield => {
                if self.stock.is_empty() {
                    // The waste's bottom card becomes the stock's top.
                    self.stock = self.waste.drain(..).rev().collect();
                } else {
                    for _ in 0..self.draw {
                        if let Some(c) = self.stock.pop() {
                            self.waste.push(c);
                        }
                    }
                }
            }
            G::Capricieuse => panic!("no stock"),
        }
    }

    /// Capricieuse's deal procedure: `cards` in dealing order.
    pub fn deal_procedure(&mut self, cards: &[C]) {
        let mut pile = 0;
        for &c in cards {
            let (ace, king) = (c.suit as usize, c.suit as usize + 4);
            if c.rank == 1 && self.f[ace].is_empty() {
                self.f[ace].push(c);
            } else if c.rank == 13 && self.f[king].is_empty() {
                self.f[king].push(c);
            } else if !self.f[ace].is_empty() && self.foundation_takes(ace, c) {
                self.f[ace].push(c);
            } else if !self.f[king].is_empty() && self.foundation_takes(king, c) {
                self.f[king].push(c);
            } else {
                self.t[pile].push(c);
                pile = (pile + 1) % self.t.len();
            }
        }
    }

    pub fn on_foundations(&self) -> usize {
        self.f.iter().map(Vec::len).sum()
    }

    /// `playing`, `won` or `lost`.
    pub fn status(&self) -> &'static str {
        if self.on_foundations() == 104 {
            return "won";
        }
        let moves = self.moves();
        if moves.is_empty() {
            return "lost";
        }
        if self.game == G::Canfield && moves == ["s"] {
            // Turn the stock until a state repeats; lost if nothing else
            // ever becomes legal.
            let mut seen = std::collections::HashSet::new();
            let mut t = self.clone();
            loop {
                if !seen.insert((t.stock.clone(), t.waste.clone())) {
                    return "lost";
                }
                let m = t.moves();
                if m != ["s"] {
                    return "playing";
                }
                t.apply("s");
            }
        }
        "playing"
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Src {
    T(usize),
    Waste,
    Reserve,
}

/// The shuffle of deal.rs's documentation, written again from the text:
/// ChaCha20 keyed by the deal number (little-endian, rest zero), raw
/// 32-bit outputs, Fisher–Yates from the end with rejection sampling.
pub fn shuffled(deal: u32) -> Vec<C> {
    use rand_chacha::rand_core::{RngCore, SeedableRng};
    let mut pack: Vec<C> = C::pack().into_iter().chain(C::pack()).collect();
    let mut seed = [0u8; 32];
    seed[..4].copy_from_slice(&deal.to_le_bytes());
    let mut rng = rand_chacha::ChaCha20Rng::from_seed(seed);
    for i in (1..104usize).rev() {
        let n = i as u64 + 1;
        let limit = (1u64 << 32) - (1u64 << 32) % n;
        let j = loop {
            let x = u64::from(rng.next_u32());
            if x < limit {
                break (x % n) as usize;
            }
        };
        pack.swap(i, j);
    }
    pack
}

/// The opening deal of RULES.md from a pack order (index 0 dealt first);
/// undealt cards form the stock with the next card on top.
pub fn deal(game: G, draw: usize, spaces_any: bool, pack: &[C]) -> Table {
    let mut t = Table::empty(game, draw, spaces_any);
    let mut rest: Vec<C> = pack.to_vec();
    match game {
        G::Caprice => {
            for suit in 0..4u8 {
                for (rank, slot) in [(1u8, suit as usize), (13, suit as usize + 4)] {
                    let at = rest
                        .iter()
                        .position(|c| c.rank == rank && c.suit == suit)
                        .unwrap();
                    t.f[slot].push(rest.remove(at));
                }
            }
            for i in 0..12 {
                t.t[i].push(rest.remove(0));
            }
        }
        G::Capricieuse => {
            t.deal_procedure(&rest);
            rest.clear();
        }
        G::Russian => {
            for i in 0..12 {
                t.t[i].push(rest.remove(0));
            }
        }
        G::Lucas => {
            for _row in 0..4 {
                for i in 0..13 {
                    t.t[i].push(rest.remove(0));
                }
            }
        }
        G::Canfield => {
            t.f[0].push(rest.remove(0));
            t.reserve = rest.drain(..13).collect();
            for i in 0..5 {
                t.t[i].push(rest.remove(0));
            }
        }
    }
    rest.reverse();
    t.stock = rest;
    t
}

/// Russian Patience's redeal shuffle, written again from deal.rs's
/// documentation: for the gathered cards (in gathered order) and the
/// redeal's number, the gathered index of each card in dealing order.
pub fn redeal_order(gathered: &[C], redeal: u8) -> Vec<usize> {
    let n = gathered.len();
    let index = |c: C| (c.suit * 13 + c.rank - 1) as usize;
    let mut sorted: Vec<u8> = gathered.iter().map(|&c| index(c) as u8).collect();
    sorted.sort();
    let deal_number = |j: u8| {
        let mut h: u32 = 2166136261;
        let mut bytes = vec![j, redeal];
        bytes.extend(&sorted);
        for b in bytes {
            h ^= u32::from(b);
            h = h.wrapping_mul(16777619);
        }
        if h == 0 {
            1
        } else {
            h
        }
    };
    let mut coins = [false; 52];
    for j in 1..=2u8 {
        let pack = shuffled(deal_number(j));
        // Card indexes by first appearance.
        let mut firsts: Vec<usize> = Vec::new();
        for c in pack {
            if !firsts.contains(&index(c)) {
                firsts.push(index(c));
            }
        }
        let at = |c: usize| firsts.iter().position(|&x| x == c).unwrap();
        for m in 0..26 {
            coins[26 * (j as usize - 1) + m] = at(2 * m) < at(2 * m + 1);
        }
    }
    let mut seen = [false; 52];
    let mut labels = Vec::new();
    for c in shuffled(deal_number(0)) {
        let i = index(c);
        let second = seen[i];
        seen[i] = true;
        labels.push(i + if second != coins[i] { 52 } else { 0 });
    }
    labels.into_iter().filter(|&l| l < n).collect()
}
