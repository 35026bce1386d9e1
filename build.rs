//! Build script: the English message files built into the table
//! (`src/table/words.rs`), written to `OUT_DIR` without their comments.
//!
//! The comments in `locales/` are for translators (what each message is,
//! where it shows, its variables); the table never reads them. Dropping
//! them takes about 4 KB off the table's gzipped module. The files are
//! parsed and written back by fluent-syntax's parser and serializer, so
//! the messages are Fluent's own reading of them. A file that does not
//! parse is copied as it is: `tests/locales.rs` names its mistakes.

use fluent_syntax::ast::Entry;
use fluent_syntax::{parser, serializer};
use std::path::{Path, PathBuf};
use std::{env, fs};

/// The files built in, under `locales/` (not English's rules: the shell
/// fetches them once the table is up).
const BUILT_IN: [&str; 3] = ["en/games.ftl", "en/table.ftl", "languages.ftl"];

fn main() {
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    for name in BUILT_IN {
        let source = Path::new("locales").join(name);
        println!("cargo::rerun-if-changed={}", source.display());
        let text =
            fs::read_to_string(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
        let target = out.join(name.replace('/', "-"));
        fs::write(&target, without_comments(&text))
            .unwrap_or_else(|e| panic!("{}: {e}", target.display()));
    }
}

/// `text` with its comments left out, or as it is if it does not parse.
fn without_comments(text: &str) -> String {
    let Ok(mut resource) = parser::parse(text) else {
        return text.to_string();
    };
    resource.body.retain(|e| {
        !matches!(
            e,
            Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_)
        )
    });
    for entry in &mut resource.body {
        match entry {
            Entry::Message(m) => m.comment = None,
            Entry::Term(t) => t.comment = None,
            _ => {}
        }
    }
    serializer::serialize(&resource)
}
