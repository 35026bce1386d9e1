//! A small JSON reader and writer (RFC 8259), for the position protocol and
//! the browser's saved data.
//!
//! Why not serde_json: in the browser build it was about 50 KB of the
//! WebAssembly (its generic deserialisers, float parsing and printing),
//! a third of the download budget, for documents of a few hundred bytes
//! with known shapes. This reader builds a [`Value`] tree once (one
//! non-generic parser) and callers pick fields out of it through
//! [`Fields`], which refuses unknown, duplicate and missing fields with the
//! same kind of message serde gave. Numbers keep their source text: nothing
//! here parses or prints floating point, and callers ask for the integers
//! they expect. `tests/properties.rs` checks the reader against serde_json
//! on generated documents.

use std::fmt;

/// Nesting deeper than this is refused (no stack overflow on hostile input).
const MAX_DEPTH: usize = 64;

/// A parsed JSON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Null,
    Bool(bool),
    /// A number, as written (validated JSON number syntax).
    Number(String),
    String(String),
    Array(Vec<Value>),
    /// Members in document order, duplicates kept (see [`Fields`]).
    Object(Vec<(String, Value)>),
}

/// Why a text is not the JSON that was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: String,
    /// 1-based line and column of a syntax error; 0 for shape errors.
    line: usize,
    column: usize,
}

impl Error {
    /// An error about a well-formed document's shape ("missing field `x`").
    pub fn shape(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            line: 0,
            column: 0,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(
                f,
                "{} at line {} column {}",
                self.message, self.line, self.column
            )
        }
    }
}

impl std::error::Error for Error {}

/// Parses one JSON document (surrounding whitespace allowed, nothing else).
pub fn parse(text: &str) -> Result<Value, Error> {
    let mut p = Parser {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    p.space();
    if p.at == p.bytes.len() {
        return Err(p.error("EOF while parsing a value"));
    }
    let v = p.value(0)?;
    p.space();
    if p.at != p.bytes.len() {
        return Err(p.error("trailing characters"));
    }
    Ok(v)
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn error(&self, message: &str) -> Error {
        let upto = &self.text.as_bytes()[..self.at.min(self.bytes.len())];
        let line = 1 + upto.iter().filter(|&&b| b == b'\n').count();
        let start = upto.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        // Columns count characters, not bytes.
        let column = String::from_utf8_lossy(&upto[start..]).chars().count() + 1;
        Error {
            message: message.to_string(),
            line,
            column,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn literal(&mut self, word: &str, v: Value) -> Result<Value, Error> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(v)
        } else {
            Err(self.error("expected value"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, Error> {
        match self.peek() {
            None => Err(self.error("EOF while parsing a value")),
            Some(b'n') => self.literal("null", Value::Null),
            Some(b't') => self.literal("true", Value::Bool(true)),
            Some(b'f') => self.literal("false", Value::Bool(false)),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => {
                if depth >= MAX_DEPTH {
                    return Err(self.error("recursion limit exceeded"));
                }
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                loop {
                    self.space();
                    items.push(self.value(depth + 1)?);
                    self.space();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            return Ok(Value::Array(items));
                        }
                        None => return Err(self.error("EOF while parsing a list")),
                        Some(_) => return Err(self.error("expected `,` or `]`")),
                    }
                }
            }
            Some(b'{') => {
                if depth >= MAX_DEPTH {
                    return Err(self.error("recursion limit exceeded"));
                }
                self.at += 1;
                let mut members = Vec::new();
                self.space();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                    return Ok(Value::Object(members));
                }
                loop {
                    self.space();
                    match self.peek() {
                        Some(b'"') => {}
                        None => return Err(self.error("EOF while parsing an object")),
                        Some(_) => return Err(self.error("key must be a string")),
                    }
                    let key = self.string()?;
                    self.space();
                    match self.peek() {
                        Some(b':') => self.at += 1,
                        None => return Err(self.error("EOF while parsing an object")),
                        Some(_) => return Err(self.error("expected `:`")),
                    }
                    self.space();
                    let v = self.value(depth + 1)?;
                    members.push((key, v));
                    self.space();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b'}') => {
                            self.at += 1;
                            return Ok(Value::Object(members));
                        }
                        None => return Err(self.error("EOF while parsing an object")),
                        Some(_) => return Err(self.error("expected `,` or `}`")),
                    }
                }
            }
            Some(_) => Err(self.error("expected value")),
        }
    }

    fn number(&mut self) -> Result<Value, Error> {
        let start = self.at;
        let invalid = |p: &mut Self| {
            p.at = start;
            Err(p.error("invalid number"))
        };
        let digits = |p: &mut Self| {
            let from = p.at;
            while let Some(b'0'..=b'9') = p.peek() {
                p.at += 1;
            }
            p.at - from
        };
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        let int_start = self.at;
        let n = digits(self);
        if n == 0 || (n > 1 && self.bytes[int_start] == b'0') {
            return invalid(self);
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if digits(self) == 0 {
                return invalid(self);
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if digits(self) == 0 {
                return invalid(self);
            }
        }
        Ok(Value::Number(self.text[start..self.at].to_string()))
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let mut v = 0;
        for _ in 0..4 {
            let d = match self.peek() {
                Some(b @ b'0'..=b'9') => b - b'0',
                Some(b @ b'a'..=b'f') => b - b'a' + 10,
                Some(b @ b'A'..=b'F') => b - b'A' + 10,
                None => return Err(self.error("EOF while parsing a string")),
                Some(_) => return Err(self.error("invalid escape")),
            };
            v = v * 16 + u32::from(d);
            self.at += 1;
        }
        Ok(v)
    }

    /// A string starting at the opening quote.
    fn string(&mut self) -> Result<String, Error> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let run = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // Quotes, backslashes and control bytes are ASCII: `run..at`
            // lies on character boundaries.
            out.push_str(&self.text[run..self.at]);
            match self.peek() {
                None => return Err(self.error("EOF while parsing a string")),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let c = match self.peek() {
                        None => return Err(self.error("EOF while parsing a string")),
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            self.at += 1;
                            let hi = self.hex4()?;
                            let code = if (0xd800..0xdc00).contains(&hi) {
                                if !self.bytes[self.at..].starts_with(b"\\u") {
                                    return Err(self.error("lone leading surrogate in hex escape"));
                                }
                                self.at += 2;
                                let lo = self.hex4()?;
                                if !(0xdc00..0xe000).contains(&lo) {
                                    return Err(self.error("invalid unicode code point"));
                                }
                                0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00)
                            } else {
                                hi
                            };
                            let Some(c) = char::from_u32(code) else {
                                return Err(self.error("invalid unicode code point"));
                            };
                            out.push(c);
                            continue;
                        }
                        Some(_) => return Err(self.error("invalid escape")),
                    };
                    self.at += 1;
                    out.push(c);
                }
                Some(_) => {
                    return Err(self
                        .error("control character (\\u0000-\\u001F) found while parsing a string"))
                }
            }
        }
    }
}

impl Value {
    /// What kind of value this is, for messages ("a string", "an array").
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "an array",
            Value::Object(_) => "an object",
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// A whole number from 0 to `u64::MAX` written without a fraction or an
    /// exponent (`3`, not `3.0` or `3e0`).
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(n) => n.parse().ok(),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The members of an object, in document order.
    pub fn as_object(&self) -> Option<&[(String, Value)]> {
        match self {
            Value::Object(members) => Some(members),
            _ => None,
        }
    }

    /// The fields of an object whose field names are all in `known`, each
    /// at most once.
    pub fn fields<'a>(&'a self, known: &'static [&'static str]) -> Result<Fields<'a>, Error> {
        let members = self
            .as_object()
            .ok_or_else(|| Error::shape(format!("expected an object, found {}", self.kind())))?;
        for (i, (key, _)) in members.iter().enumerate() {
            if !known.contains(&key.as_str()) {
                let list = known
                    .iter()
                    .map(|k| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(Error::shape(format!(
                    "unknown field `{key}`, expected one of {list}"
                )));
            }
            if members[..i].iter().any(|(k, _)| k == key) {
                return Err(Error::shape(format!("duplicate field `{key}`")));
            }
        }
        Ok(Fields { members })
    }
}

/// Writes the value as compact JSON (the form error messages quote).
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => f.write_str(if *b { "true" } else { "false" }),
            Value::Number(n) => f.write_str(n),
            Value::String(s) => {
                let mut out = String::new();
                write_str(&mut out, s);
                f.write_str(&out)
            }
            Value::Array(items) => {
                f.write_str("[")?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{v}")?;
                }
                f.write_str("]")
            }
            Value::Object(members) => {
                f.write_str("{")?;
                for (i, (k, v)) in members.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    let mut key = String::new();
                    write_str(&mut key, k);
                    write!(f, "{key}:{v}")?;
                }
                f.write_str("}")
            }
        }
    }
}

/// The checked fields of an object (see [`Value::fields`]).
#[derive(Clone, Copy)]
pub struct Fields<'a> {
    members: &'a [(String, Value)],
}

impl<'a> Fields<'a> {
    /// The field, if present.
    pub fn get(&self, key: &str) -> Option<&'a Value> {
        self.members.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The field, which must be present.
    pub fn req(&self, key: &str) -> Result<&'a Value, Error> {
        self.get(key)
            .ok_or_else(|| Error::shape(format!("missing field `{key}`")))
    }

    /// A string field that must be present.
    pub fn str(&self, key: &str) -> Result<&'a str, Error> {
        let v = self.req(key)?;
        v.as_str().ok_or_else(|| wrong(key, v, "a string"))
    }

    /// A whole-number field that must be present.
    pub fn u64(&self, key: &str) -> Result<u64, Error> {
        let v = self.req(key)?;
        v.as_u64().ok_or_else(|| wrong(key, v, "a whole number"))
    }

    /// An optional whole-number field (absent or `null`: `None`).
    pub fn opt_u64(&self, key: &str) -> Result<Option<u64>, Error> {
        match self.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => v
                .as_u64()
                .map(Some)
                .ok_or_else(|| wrong(key, v, "a whole number")),
        }
    }

    /// An array field that must be present.
    pub fn array(&self, key: &str) -> Result<&'a [Value], Error> {
        let v = self.req(key)?;
        v.as_array().ok_or_else(|| wrong(key, v, "an array"))
    }

    /// An array of strings that must be present.
    pub fn strings(&self, key: &str) -> Result<Vec<&'a str>, Error> {
        strings(self.req(key)?).map_err(|v| wrong(key, v, "an array of strings"))
    }
}

/// The items of an array of strings; on failure, the offending value.
pub fn strings(v: &Value) -> Result<Vec<&str>, &Value> {
    v.as_array()
        .ok_or(v)?
        .iter()
        .map(|item| item.as_str().ok_or(v))
        .collect()
}

fn wrong(key: &str, found: &Value, expected: &str) -> Error {
    let shown = found.to_string();
    let shown = if shown.len() > 40 {
        found.kind().to_string()
    } else {
        shown
    };
    Error::shape(format!("field `{key}` must be {expected}, not {shown}"))
}

/// Appends `s` as a JSON string literal (quoted and escaped).
pub fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_kind_of_value() {
        let v = parse(r#" {"a":[1,-2.5e3,true,false,null],"b":"x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00","c":{}} "#)
            .unwrap();
        let f = v.fields(&["a", "b", "c"]).unwrap();
        let a = f.array("a").unwrap();
        assert_eq!(a[0].as_u64(), Some(1));
        assert_eq!(a[1], Value::Number("-2.5e3".into()));
        assert_eq!(a[1].as_u64(), None);
        assert_eq!(a[2].as_bool(), Some(true));
        assert_eq!(a[4], Value::Null);
        assert_eq!(f.str("b").unwrap(), "x\"\\/\u{8}\u{c}\n\r\t\u{e9}\u{1f600}");
        assert_eq!(f.req("c").unwrap(), &Value::Object(vec![]));
    }

    #[test]
    fn refuses_what_is_not_json_with_where() {
        for (text, want) in [
            ("", "EOF while parsing a value at line 1 column 1"),
            ("[1,2", "EOF while parsing a list at line 1 column 5"),
            ("[1 2]", "expected `,` or `]` at line 1 column 4"),
            ("{\"a\" 1}", "expected `:` at line 1 column 6"),
            ("{\"a\":1,}", "key must be a string at line 1 column 8"),
            ("{\n\"a\":01}", "invalid number at line 2 column 5"),
            ("\"abc", "EOF while parsing a string at line 1 column 5"),
            ("\"\\x\"", "invalid escape at line 1 column 3"),
            ("\"\\ud800\"", "lone leading surrogate in hex escape at line 1 column 8"),
            ("[1] x", "trailing characters at line 1 column 5"),
            ("nul", "expected value at line 1 column 1"),
            ("1.", "invalid number at line 1 column 1"),
            ("\"a\u{1}\"", "control character (\\u0000-\\u001F) found while parsing a string at line 1 column 3"),
        ] {
            assert_eq!(parse(text).unwrap_err().to_string(), want, "{text:?}");
        }
        let deep = "[".repeat(100_000);
        assert!(parse(&deep)
            .unwrap_err()
            .to_string()
            .starts_with("recursion limit"));
    }

    #[test]
    fn fields_refuse_unknown_duplicate_missing_and_mistyped() {
        let v = parse(r#"{"a":1,"b":"x"}"#).unwrap();
        assert_eq!(
            v.fields(&["a"]).err().unwrap().to_string(),
            "unknown field `b`, expected one of `a`"
        );
        let d = parse(r#"{"a":1,"a":2}"#).unwrap();
        assert_eq!(
            d.fields(&["a"]).err().unwrap().to_string(),
            "duplicate field `a`"
        );
        let f = v.fields(&["a", "b", "c"]).unwrap();
        assert_eq!(f.req("c").unwrap_err().to_string(), "missing field `c`");
        assert_eq!(
            f.str("a").unwrap_err().to_string(),
            "field `a` must be a string, not 1"
        );
        assert_eq!(f.opt_u64("c"), Ok(None));
        assert_eq!(f.u64("a"), Ok(1));
    }

    #[test]
    fn written_strings_read_back() {
        for s in ["", "plain", "q\"b\\s/", "\u{0}\u{1f}\n\t\u{8}\u{c}", "é😀"] {
            let mut out = String::new();
            write_str(&mut out, s);
            // serde_json's escapes, byte for byte.
            assert_eq!(out, serde_json::to_string(s).unwrap());
            assert_eq!(parse(&out).unwrap(), Value::String(s.to_string()));
        }
        let v = parse(r#"{"k":["a",{"n":-0.5}],"t":true}"#).unwrap();
        assert_eq!(parse(&v.to_string()).unwrap(), v);
    }
}
