//! Quoting a bad value in an error: short values whole (their invisible
//! white space made visible), long ones cut with their length. Below every
//! other module of the engine, which all quote through it.

/// The longest value an error quotes whole, in characters; a longer one is
/// quoted as its first [`CUT_TO`] characters and its length ([`cut`]).
pub const MAX_QUOTED: usize = 64;
/// How much of a longer value is quoted.
pub const CUT_TO: usize = 32;
/// The longest run [`cut_quoted`] leaves whole.
pub const LONG_RUN: usize = 160;

/// A value as an error quotes it: whole when it has at most
/// [`MAX_QUOTED`] characters, otherwise its first [`CUT_TO`] and its
/// length (`xxxxxxxx… (1048576 characters)`), so that a megabyte of bad
/// input is not echoed back whole.
pub fn cut(value: &str) -> String {
    cut_over(value, MAX_QUOTED)
}

fn cut_over(value: &str, max: usize) -> String {
    let length = value.chars().count();
    let shown: String = value
        .chars()
        .take(if length <= max { max } else { CUT_TO })
        .flat_map(visible)
        .collect();
    if length <= max {
        shown
    } else {
        format!("{shown}… ({length} characters)")
    }
}

/// A character as an error quotes it: white space other than a plain
/// space, and control characters, written as escapes (`\u{a0}`), so that
/// an invisible no-break space at the end of a name is seen.
fn visible(c: char) -> Vec<char> {
    if c != ' ' && (c.is_whitespace() || c.is_control()) {
        c.escape_unicode().collect()
    } else {
        vec![c]
    }
}

/// A message with every run longer than [`LONG_RUN`] characters between
/// quotes (`'`, `"`, a backquote) or between them and the ends cut as
/// [`cut`] does: for messages made elsewhere (a JSON reader's) that quote
/// a value whole. (The runs are not paired up: a message's own words may
/// hold an apostrophe; none of its own runs is that long.)
pub fn cut_quoted(message: &str) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(at) = rest.find(['\'', '"', '`']) {
        out.push_str(&cut_over(&rest[..at], LONG_RUN));
        out.push_str(&rest[at..at + 1]);
        rest = &rest[at + 1..];
    }
    out.push_str(&cut_over(rest, LONG_RUN));
    out
}
