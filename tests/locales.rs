//! The Fluent message files under `locales/` (one folder per language, the
//! same `.ftl` files in each): every file parses; every language has
//! English's files, and in each file exactly English's message and term ids;
//! each message and term uses the same variables as its English one; nothing
//! is empty; every message or term a pattern refers to exists in that
//! language; plural selectors use only the language's CLDR categories; no
//! text carries bidirectional control characters, and right-to-left
//! languages write their numbers as placeables (`{ 104 }`), which Fluent
//! isolates and formats for the locale; and no translation is left as the
//! English text.
//!
//! Each test gathers every problem it finds and fails with the whole list.
#![cfg(not(target_arch = "wasm32"))]

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use fluent_syntax::parser;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The reference language: the others are checked against it.
const SOURCE: &str = "en";

/// A translation equal to the English text is reported when the English
/// has more words than this (names and one-word labels may stay the same).
const LEFTOVER_WORDS: usize = 3;

/// A comment on an entry containing this keeps it out of the leftover
/// check: a translator's statement that the same text is right.
const SAME_ON_PURPOSE: &str = "same as English on purpose";

/// One message or term: its id (terms with their leading `-`), the
/// variables its patterns use, the ids it refers to, its text with the
/// placeables written back as source, and what the checks need besides.
struct Item {
    vars: BTreeSet<String>,
    refs: BTreeSet<String>,
    /// Plural-looking variant keys (identifiers) of its select expressions.
    keys: BTreeSet<String>,
    /// The patterns' text and placeables, for the leftover check.
    text: String,
    /// The text elements alone (no placeables).
    plain: String,
    /// The words of the text elements alone.
    words: usize,
    empty: bool,
    same_on_purpose: bool,
}

/// One `.ftl` file: its path (from the crate's root), its messages and
/// terms by id, parse errors, and ids defined more than once.
struct File {
    path: PathBuf,
    items: BTreeMap<String, Item>,
    errors: Vec<String>,
    duplicates: Vec<String>,
}

fn locales_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// Every language folder and its `.ftl` files, by file name.
fn load() -> BTreeMap<String, BTreeMap<String, File>> {
    let mut langs = BTreeMap::new();
    let dir = locales_dir();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let entry = entry.unwrap();
        if !entry.file_type().unwrap().is_dir() {
            continue;
        }
        let lang = entry.file_name().to_string_lossy().into_owned();
        let mut files = BTreeMap::new();
        for f in std::fs::read_dir(entry.path()).unwrap() {
            let path = f.unwrap().path();
            if path.extension().and_then(|e| e.to_str()) != Some("ftl") {
                continue;
            }
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            files.insert(name, read(&path));
        }
        langs.insert(lang, files);
    }
    assert!(langs.contains_key(SOURCE), "no locales/{SOURCE}");
    langs
}

fn read(path: &Path) -> File {
    let source =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (resource, errors) = match parser::parse(source.as_str()) {
        Ok(r) => (r, Vec::new()),
        Err((r, errs)) => (r, errs),
    };
    let line = |offset: usize| source[..offset.min(source.len())].matches('\n').count() + 1;
    let mut errors: Vec<String> = errors
        .iter()
        .map(|e| format!("line {}: {:?}", line(e.pos.start), e.kind))
        .collect();
    let mut items = BTreeMap::new();
    let mut duplicates = Vec::new();
    for entry in &resource.body {
        let (id, patterns, comment, no_value) = match entry {
            Entry::Message(m) => {
                let mut p: Vec<&Pattern<&str>> = m.value.iter().collect();
                p.extend(m.attributes.iter().map(|a| &a.value));
                (
                    m.id.name.to_string(),
                    p,
                    m.comment.as_ref(),
                    m.value.is_none(),
                )
            }
            Entry::Term(t) => {
                let mut p = vec![&t.value];
                p.extend(t.attributes.iter().map(|a| &a.value));
                (format!("-{}", t.id.name), p, t.comment.as_ref(), false)
            }
            Entry::Junk { content } => {
                // The parser's errors already name it; keep a note in case.
                if errors.is_empty() {
                    errors.push(format!("junk: {content:?}"));
                }
                continue;
            }
            _ => continue,
        };
        let mut item = Item {
            vars: BTreeSet::new(),
            refs: BTreeSet::new(),
            keys: BTreeSet::new(),
            text: String::new(),
            plain: String::new(),
            words: 0,
            // A message with attributes alone has no text to show.
            empty: no_value || patterns.is_empty(),
            same_on_purpose: comment
                .is_some_and(|c| c.content.iter().any(|l| l.contains(SAME_ON_PURPOSE))),
        };
        for p in &patterns {
            if pattern_is_empty(p) {
                item.empty = true;
            }
            walk_pattern(p, &mut item);
        }
        if items.insert(id.clone(), item).is_some() {
            duplicates.push(id);
        }
    }
    File {
        path: path
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap_or(path)
            .to_path_buf(),
        items,
        errors,
        duplicates,
    }
}

/// A pattern with no placeable and nothing but white space.
fn pattern_is_empty(p: &Pattern<&str>) -> bool {
    p.elements.iter().all(|e| match e {
        PatternElement::TextElement { value } => value.trim().is_empty(),
        // `{ "" }` says nothing either.
        PatternElement::Placeable {
            expression: Expression::Inline(InlineExpression::StringLiteral { value }),
        } => value.trim().is_empty(),
        PatternElement::Placeable { .. } => false,
    })
}

fn walk_pattern(p: &Pattern<&str>, item: &mut Item) {
    for e in &p.elements {
        match e {
            PatternElement::TextElement { value } => {
                item.text.push_str(value);
                item.plain.push_str(value);
                item.words += value.split_whitespace().count();
            }
            PatternElement::Placeable { expression } => {
                item.text.push('{');
                walk_expression(expression, item);
                item.text.push('}');
            }
        }
    }
}

fn walk_expression(e: &Expression<&str>, item: &mut Item) {
    match e {
        Expression::Inline(i) => walk_inline(i, item),
        Expression::Select { selector, variants } => {
            walk_inline(selector, item);
            for v in variants {
                match &v.key {
                    VariantKey::Identifier { name } => {
                        item.keys.insert(name.to_string());
                        item.text.push_str(&format!("[{name}]"));
                    }
                    VariantKey::NumberLiteral { value } => {
                        item.text.push_str(&format!("[{value}]"));
                    }
                }
                if pattern_is_empty(&v.value) {
                    item.empty = true;
                }
                walk_pattern(&v.value, item);
            }
        }
    }
}

fn walk_inline(i: &InlineExpression<&str>, item: &mut Item) {
    match i {
        InlineExpression::StringLiteral { value } | InlineExpression::NumberLiteral { value } => {
            item.text.push_str(value)
        }
        InlineExpression::FunctionReference { id, arguments } => {
            item.text.push_str(id.name);
            walk_arguments(arguments, item);
        }
        InlineExpression::MessageReference { id, .. } => {
            item.refs.insert(id.name.to_string());
            item.text.push_str(id.name);
        }
        InlineExpression::TermReference { id, arguments, .. } => {
            item.refs.insert(format!("-{}", id.name));
            item.text.push_str(&format!("-{}", id.name));
            if let Some(a) = arguments {
                walk_arguments(a, item);
            }
        }
        InlineExpression::VariableReference { id } => {
            item.vars.insert(id.name.to_string());
            item.text.push_str(&format!("${}", id.name));
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, item),
    }
}

fn walk_arguments(a: &CallArguments<&str>, item: &mut Item) {
    for p in &a.positional {
        walk_inline(p, item);
    }
    for n in &a.named {
        walk_inline(&n.value, item);
    }
}

/// The CLDR plural categories of a language's cardinal numbers (the
/// languages that have a folder; a new language adds its line).
fn plural_categories(lang: &str) -> Option<&'static [&'static str]> {
    Some(match lang.split(['-', '_']).next().unwrap_or(lang) {
        "en" | "de" | "it" => &["one", "other"],
        "fr" | "es" => &["one", "many", "other"],
        "ru" | "pl" => &["one", "few", "many", "other"],
        "ar" => &["zero", "one", "two", "few", "many", "other"],
        _ => return None,
    })
}

fn fail_if_any(what: &str, problems: Vec<String>) {
    assert!(
        problems.is_empty(),
        "{what}: {} problem(s)\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
}

#[test]
fn every_file_parses_without_errors_or_duplicate_ids() {
    let mut problems = Vec::new();
    for (lang, files) in load() {
        // A language's files share one bundle, and fluent-bundle keeps
        // messages and terms by one name: a term `-x` and a message `x`
        // (or one id in two files) collide, and the later one is dropped.
        let mut names = BTreeMap::new();
        for f in files.values() {
            for id in f.items.keys() {
                let name = id.strip_prefix('-').unwrap_or(id);
                if let Some(first) = names.insert(name.to_string(), id.clone()) {
                    problems.push(format!(
                        "{lang}: {id} ({}) takes the bundle's name of {first}",
                        f.path.display()
                    ));
                }
            }
        }
        for f in files.values() {
            for e in &f.errors {
                problems.push(format!("{}: {e}", f.path.display()));
            }
            for d in &f.duplicates {
                problems.push(format!("{}: {d} is defined twice", f.path.display()));
            }
        }
    }
    fail_if_any("parse", problems);
}

#[test]
fn every_language_has_englishs_files_and_ids() {
    let langs = load();
    let en = &langs[SOURCE];
    assert!(!en.is_empty(), "locales/{SOURCE} has no .ftl file");
    let mut problems = Vec::new();
    for (lang, files) in &langs {
        for name in en.keys() {
            if !files.contains_key(name) {
                problems.push(format!("locales/{lang}: no {name}"));
            }
        }
        for (name, f) in files {
            let Some(e) = en.get(name) else {
                problems.push(format!("locales/{lang}/{name}: not in {SOURCE}"));
                continue;
            };
            for id in e.items.keys().filter(|id| !f.items.contains_key(*id)) {
                problems.push(format!("locales/{lang}/{name}: {id} is missing"));
            }
            for id in f.items.keys().filter(|id| !e.items.contains_key(*id)) {
                problems.push(format!("locales/{lang}/{name}: {id} is not in {SOURCE}"));
            }
        }
    }
    fail_if_any("ids", problems);
}

#[test]
fn every_message_uses_englishs_variables() {
    let langs = load();
    let en = &langs[SOURCE];
    let mut problems = Vec::new();
    for (lang, files) in &langs {
        for (name, f) in files {
            let Some(e) = en.get(name) else { continue };
            for (id, item) in &f.items {
                let Some(source) = e.items.get(id) else {
                    continue;
                };
                if item.vars != source.vars {
                    problems.push(format!(
                        "locales/{lang}/{name}: {id} uses {:?}, {SOURCE} uses {:?}",
                        item.vars, source.vars
                    ));
                }
            }
        }
    }
    fail_if_any("variables", problems);
}

#[test]
fn no_message_is_empty() {
    let mut problems = Vec::new();
    for (lang, files) in &load() {
        for (name, f) in files {
            for (id, item) in &f.items {
                if item.empty {
                    problems.push(format!("locales/{lang}/{name}: {id} is empty"));
                }
            }
        }
    }
    fail_if_any("empty", problems);
}

#[test]
fn every_reference_exists_in_its_language() {
    let mut problems = Vec::new();
    for (lang, files) in &load() {
        let defined: BTreeSet<&String> = files.values().flat_map(|f| f.items.keys()).collect();
        for (name, f) in files {
            for (id, item) in &f.items {
                for r in item.refs.iter().filter(|r| !defined.contains(r)) {
                    problems.push(format!(
                        "locales/{lang}/{name}: {id} refers to {r}, defined nowhere in locales/{lang}"
                    ));
                }
            }
        }
    }
    fail_if_any("references", problems);
}

#[test]
fn plural_variants_are_the_languages_categories() {
    let all: BTreeSet<&str> = ["zero", "one", "two", "few", "many", "other"].into();
    let mut problems = Vec::new();
    for (lang, files) in &load() {
        let Some(categories) = plural_categories(lang) else {
            problems.push(format!(
                "locales/{lang}: no plural categories in tests/locales.rs"
            ));
            continue;
        };
        for (name, f) in files {
            for (id, item) in &f.items {
                // Keys that are plural category names must be this
                // language's; other identifiers (a gender, a game) are free.
                for k in item.keys.iter().filter(|k| all.contains(k.as_str())) {
                    if !categories.contains(&k.as_str()) {
                        problems.push(format!(
                            "locales/{lang}/{name}: {id} has a [{k}] variant, not a plural category of {lang}"
                        ));
                    }
                }
            }
        }
    }
    fail_if_any("plurals", problems);
}

#[test]
fn no_translation_is_left_in_english() {
    let langs = load();
    let en = &langs[SOURCE];
    let mut problems = Vec::new();
    for (lang, files) in langs.iter().filter(|(l, _)| *l != SOURCE) {
        for (name, f) in files {
            let Some(e) = en.get(name) else { continue };
            for (id, item) in &f.items {
                let Some(source) = e.items.get(id) else {
                    continue;
                };
                if source.words > LEFTOVER_WORDS
                    && item.text.trim() == source.text.trim()
                    && !item.same_on_purpose
                {
                    problems.push(format!(
                        "locales/{lang}/{name}: {id} is the English text ({} words)",
                        source.words
                    ));
                }
            }
        }
    }
    fail_if_any("English leftovers", problems);
}

/// Languages written right to left: their numbers are placeables.
const RIGHT_TO_LEFT: [&str; 4] = ["ar", "fa", "he", "ur"];

/// Bidirectional formatting characters: marks, embeddings, overrides and
/// isolates. Fluent isolates placeables itself; the text needs none.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[test]
fn no_directional_hacks_and_right_to_left_numbers_are_placeables() {
    let mut problems = Vec::new();
    for (lang, files) in &load() {
        let rtl = RIGHT_TO_LEFT.contains(&lang.split(['-', '_']).next().unwrap_or(lang));
        for (name, f) in files {
            for (id, item) in &f.items {
                if let Some(c) = item.plain.chars().find(|&c| is_bidi_control(c)) {
                    problems.push(format!(
                        "locales/{lang}/{name}: {id} has the control character U+{:04X}",
                        u32::from(c)
                    ));
                }
                if rtl && item.plain.chars().any(|c| c.is_ascii_digit()) {
                    problems.push(format!(
                        "locales/{lang}/{name}: {id} writes a number in its text; make it a placeable ({{ 104 }})"
                    ));
                }
            }
        }
    }
    fail_if_any("direction", problems);
}

#[test]
fn the_status_lines_words_are_isolated_not_forced_left_to_right() {
    // The status line's figures keep their order (left to right), but its
    // words (the moves, the grade, the verdict, "Your chances") take the
    // direction of their own text, each isolated: an Arabic "Your
    // chances" reads right to left, its range's ends in reading order,
    // with no control character in the message files (above).
    let css = std::fs::read_to_string(locales_dir().join("../style.css")).unwrap();
    assert!(
        css.contains(
            ".bar .stats :is(.moves, .deal-grade, .solver-state, .solver-chances) { unicode-bidi: plaintext; }"
        ),
        "the status line's words take their own direction"
    );
}
