//! Replay codes: a whole game's moves as a short URL-safe text
//! (`docs/replay.md` is the specification; `tests/data/golden_replays.txt`
//! pins it).
//!
//! Each move is written as its **index** in the position's legal moves,
//! sorted by the bytes of their tokens (the order of
//! [`Position::legal_moves`]), in base64url letters:
//!
//! - a letter's value is its place in
//!   `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_`;
//! - a value below 32 is a **last digit**: it ends the number and carries its
//!   5 lowest bits;
//! - a value of 32 or more is a **leading digit**: it carries 5 more bits
//!   (value − 32), most significant first, and the number goes on.
//!
//! So an index below 32 (most positions) is one letter, below 1024 two.
//! A number may not start with a leading digit of value 32 (that would be a
//! second spelling of the same number), and may have at most
//! [`MAX_DIGITS`] digits, so that every game has exactly one code.
//!
//! Because an index only means something in its position, a code is read
//! against the start it was made from. [`decode`] never fails: it returns
//! the moves that were well formed and legal, and where and why it stopped.

use super::error::MoveError;
use super::moves::Move;
use super::position::{NoLog, Position};
use std::fmt;
use std::str::FromStr;

/// The 64 letters, in value order (RFC 4648's base64url alphabet).
pub const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The most digits one move's number may have (4 digits: indexes below
/// 2^20, far more than any position's legal moves).
pub const MAX_DIGITS: usize = 4;

/// The most letters a replay code may have. Codes are read and written
/// only up to this length, and a longer text is refused at once, before any
/// move is read. A real game's code is a few hundred letters (winning lines
/// of Double Canfield, the longest game, measure 290 to 370); 20,000 is
/// room for a game of thousands of moves, and is read in milliseconds.
pub const MAX_LETTERS: usize = 20_000;

/// A well-formed replay code (its letters and digit structure are right;
/// whether its moves are legal depends on the start it is read against).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ReplayCode(String);

impl ReplayCode {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The move numbers the code spells, in order.
    pub fn numbers(&self) -> Vec<u32> {
        Reader::new(&self.0).map_while(Result::ok).collect()
    }
}

impl fmt::Display for ReplayCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for ReplayCode {
    type Err = ReplayError;

    /// Checks that `text` is well formed (letters, digits, no truncation).
    fn from_str(text: &str) -> Result<ReplayCode, ReplayError> {
        if text.len() > MAX_LETTERS {
            return Err(ReplayError::TooLong {
                letters: text.chars().count(),
            });
        }
        for (i, n) in Reader::new(text).enumerate() {
            n.map_err(|damage| ReplayError::Damaged {
                move_number: i + 1,
                damage,
            })?;
        }
        Ok(ReplayCode(text.to_string()))
    }
}

/// What is wrong with a code's text, at a 1-based character position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damage {
    /// A character that is not one of the 64 letters.
    BadCharacter { at: usize, found: char },
    /// The text ends inside a move's number (after a leading digit).
    Truncated { at: usize },
    /// A number that starts with a leading digit worth nothing.
    Unnecessary { at: usize },
    /// A number of more than [`MAX_DIGITS`] digits.
    TooLong { at: usize },
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Damage::BadCharacter { at, found } => write!(
                f,
                "character {at} ({found:?}) is not one of a replay code's letters (A-Z, a-z, 0-9, - and _)"
            ),
            Damage::Truncated { at } => write!(
                f,
                "the code ends in the middle of a move at character {at}: it was cut short"
            ),
            Damage::Unnecessary { at } => write!(
                f,
                "the move starting at character {at} is spelled with an extra leading letter (A replay code spells each move one way only)"
            ),
            Damage::TooLong { at } => write!(
                f,
                "the move starting at character {at} is longer than {MAX_DIGITS} letters"
            ),
        }
    }
}

/// Why a code could not be made or read in full.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The text is damaged where move `move_number` (1-based) is spelled.
    Damaged { move_number: usize, damage: Damage },
    /// Move `move_number`'s index is beyond the position's legal moves
    /// (another deal's or another game's code, or a damaged one).
    OutOfRange {
        move_number: usize,
        index: u32,
        legal: usize,
    },
    /// The text is longer than [`MAX_LETTERS`] (refused before any move
    /// is read).
    TooLong { letters: usize },
    /// Making a code: move `move_number` is not legal where it is played
    /// (with the engine's reason; `None` only if the move passes the
    /// engine's check yet is not among the listed moves, which the
    /// engine's tests rule out).
    Illegal {
        move_number: usize,
        mv: Move,
        reason: Option<MoveError>,
    },
}

impl ReplayError {
    /// The 1-based number of the move where the code stops.
    pub fn move_number(&self) -> usize {
        match self {
            ReplayError::Damaged { move_number, .. }
            | ReplayError::OutOfRange { move_number, .. }
            | ReplayError::Illegal { move_number, .. } => *move_number,
            ReplayError::TooLong { .. } => 1,
        }
    }

    /// `true` for a text that is not a well-formed code at all (as opposed
    /// to a well-formed code whose move does not fit the position).
    pub fn is_malformed(&self) -> bool {
        matches!(
            self,
            ReplayError::Damaged { .. } | ReplayError::TooLong { .. }
        )
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Damaged { damage, .. } => write!(f, "{damage}"),
            ReplayError::TooLong { letters } => write!(
                f,
                "the code is {letters} letters long, and replay codes are at most {MAX_LETTERS} letters (a real game's code is a few hundred)"
            ),
            ReplayError::OutOfRange {
                move_number,
                index,
                legal,
            } => write!(
                f,
                "move {move_number} does not fit this game: it is number {} of the legal moves, but there {}",
                index + 1,
                match legal {
                    0 => "are none (the game is over)".to_string(),
                    1 => "is only 1".to_string(),
                    n => format!("are only {n}"),
                }
            ),
            ReplayError::Illegal {
                move_number,
                mv,
                reason,
            } => match reason {
                Some(reason) => write!(f, "move {move_number} ({mv}) is not legal: {reason}"),
                None => write!(
                    f,
                    "move {move_number} ({mv}) is not among the position's legal moves"
                ),
            },
        }
    }
}

impl std::error::Error for ReplayError {}

/// Reads a code's numbers one by one.
struct Reader<'a> {
    bytes: &'a [u8],
    chars: std::str::CharIndices<'a>,
    /// 1-based character position of the next character.
    at: usize,
    done: bool,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader {
            bytes: text.as_bytes(),
            chars: text.char_indices(),
            at: 1,
            done: false,
        }
    }
}

fn value(c: char) -> Option<u32> {
    let b = u8::try_from(c).ok()?;
    ALPHABET.iter().position(|&a| a == b).map(|v| v as u32)
}

impl Iterator for Reader<'_> {
    type Item = Result<u32, Damage>;

    fn next(&mut self) -> Option<Result<u32, Damage>> {
        if self.done || self.bytes.is_empty() {
            return None;
        }
        let start = self.at;
        let mut n: u32 = 0;
        let mut digits = 0;
        loop {
            let Some((_, c)) = self.chars.next() else {
                self.done = true;
                return if digits == 0 {
                    None
                } else {
                    Some(Err(Damage::Truncated { at: self.at - 1 }))
                };
            };
            let at = self.at;
            self.at += 1;
            let Some(v) = value(c) else {
                self.done = true;
                return Some(Err(Damage::BadCharacter { at, found: c }));
            };
            digits += 1;
            if digits > MAX_DIGITS {
                self.done = true;
                return Some(Err(Damage::TooLong { at: start }));
            }
            if v >= 32 {
                if digits == 1 && v == 32 {
                    self.done = true;
                    return Some(Err(Damage::Unnecessary { at: start }));
                }
                n = (n << 5) | (v - 32);
            } else {
                return Some(Ok((n << 5) | v));
            }
        }
    }
}

/// Appends the letters of `n` to `out`.
fn write_number(mut n: u32, out: &mut String) {
    let mut groups = [0u32; MAX_DIGITS];
    let mut len = 0;
    loop {
        groups[len] = n & 31;
        len += 1;
        n >>= 5;
        if n == 0 {
            break;
        }
    }
    for (i, g) in groups[..len].iter().enumerate().rev() {
        let v = if i == 0 { *g } else { g + 32 };
        out.push(ALPHABET[v as usize] as char);
    }
}

/// The code of `moves` played in order from `start`. Refuses a move that is
/// not legal where it is played, saying which and why.
pub fn encode(start: &Position, moves: &[Move]) -> Result<ReplayCode, ReplayError> {
    let mut pos = start.clone();
    let mut text = String::with_capacity(moves.len() + moves.len() / 8);
    for (i, &mv) in moves.iter().enumerate() {
        let legal = pos.legal_moves();
        let Some(index) = legal.iter().position(|&m| m == mv) else {
            return Err(ReplayError::Illegal {
                move_number: i + 1,
                mv,
                reason: pos.check(mv).err(),
            });
        };
        write_number(index as u32, &mut text);
        pos.apply_unchecked(mv, &mut NoLog);
    }
    if text.len() > MAX_LETTERS {
        return Err(ReplayError::TooLong {
            letters: text.len(),
        });
    }
    Ok(ReplayCode(text))
}

/// Where a replay stopped early, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStop {
    pub error: ReplayError,
}

impl fmt::Display for ReplayStop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}; the replay stops after move {}",
            self.error,
            self.error.move_number() - 1
        )
    }
}

/// What a code replays to from a start: the moves that were well formed
/// and legal, and where and why it stopped (`None`: the whole code played).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    pub moves: Vec<Move>,
    pub stop: Option<ReplayStop>,
}

/// Reads `text` against `start`. Never fails: a damaged or foreign code
/// replays as far as its moves are well formed and legal.
pub fn decode(start: &Position, text: &str) -> Replayed {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    if text.len() > MAX_LETTERS {
        return Replayed {
            moves,
            stop: Some(ReplayStop {
                error: ReplayError::TooLong {
                    letters: text.chars().count(),
                },
            }),
        };
    }
    for (i, number) in Reader::new(text).enumerate() {
        let move_number = i + 1;
        let index = match number {
            Ok(n) => n,
            Err(damage) => {
                return Replayed {
                    moves,
                    stop: Some(ReplayStop {
                        error: ReplayError::Damaged {
                            move_number,
                            damage,
                        },
                    }),
                }
            }
        };
        let legal = pos.legal_moves();
        let Some(&mv) = legal.get(index as usize) else {
            return Replayed {
                moves,
                stop: Some(ReplayStop {
                    error: ReplayError::OutOfRange {
                        move_number,
                        index,
                        legal: legal.len(),
                    },
                }),
            };
        };
        pos.apply_unchecked(mv, &mut NoLog);
        moves.push(mv);
    }
    Replayed { moves, stop: None }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{deal, DealNumber, GameId, Variant};

    fn start() -> Position {
        deal(
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(42).unwrap(),
        )
    }

    #[test]
    fn numbers_are_spelled_with_as_few_letters_as_possible() {
        for (n, text) in [
            (0, "A"),
            (31, "f"),
            (32, "hA"),
            (33, "hB"),
            (1023, "_f"),
            (1024, "hgA"),
            ((1 << 20) - 1, "___f"),
        ] {
            let mut s = String::new();
            write_number(n, &mut s);
            assert_eq!(s, text, "{n}");
            let code: ReplayCode = text.parse().unwrap();
            assert_eq!(code.numbers(), vec![n]);
        }
    }

    #[test]
    fn damaged_texts_say_where() {
        for (text, damage) in [
            ("AB!C", Damage::BadCharacter { at: 3, found: '!' }),
            ("ABh", Damage::Truncated { at: 3 }),
            ("AgA", Damage::Unnecessary { at: 2 }),
            ("hhhhA", Damage::TooLong { at: 1 }),
            ("Aé", Damage::BadCharacter { at: 2, found: 'é' }),
        ] {
            let err = text.parse::<ReplayCode>().unwrap_err();
            assert!(
                matches!(err, ReplayError::Damaged { damage: d, .. } if d == damage),
                "{text}: {err:?}"
            );
            assert!(err.is_malformed());
        }
        assert_eq!(
            "".parse::<ReplayCode>().unwrap().numbers(),
            Vec::<u32>::new()
        );
    }

    #[test]
    fn a_game_round_trips() {
        let start = start();
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for step in 0..60 {
            let legal = pos.legal_moves();
            let Some(&mv) = legal.get(step * 7 % legal.len().max(1)) else {
                break;
            };
            pos.apply(mv, &mut NoLog).unwrap();
            moves.push(mv);
        }
        let code = encode(&start, &moves).unwrap();
        let replayed = decode(&start, code.as_str());
        assert_eq!(replayed.moves, moves);
        assert_eq!(replayed.stop, None);
    }

    #[test]
    fn an_illegal_move_is_refused_with_its_number_and_reason() {
        let start = start();
        let err = encode(&start, &["s".parse().unwrap(), "t1-f1".parse().unwrap()]).unwrap_err();
        assert!(
            matches!(err, ReplayError::Illegal { move_number: 2, .. }),
            "{err:?}"
        );
        assert!(
            err.to_string().starts_with("move 2 (t1-f1) is not legal: "),
            "{err}"
        );
    }

    #[test]
    fn a_foreign_code_stops_at_the_first_index_out_of_range() {
        let start = start();
        let legal = start.legal_moves().len() as u32;
        let mut text = String::new();
        write_number(0, &mut text);
        write_number(legal + 5, &mut text);
        let replayed = decode(&start, &text);
        assert_eq!(replayed.moves.len(), 1);
        let stop = replayed.stop.unwrap();
        assert_eq!(stop.error.move_number(), 2);
        assert!(matches!(stop.error, ReplayError::OutOfRange { .. }));
    }
}
