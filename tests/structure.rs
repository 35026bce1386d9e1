//! The crate's structure: no import circles between modules (ARCHITECTURE.md,
//! "No import circles"); the shell: no file over 800 lines, never reaching
//! into the core's parts, at most a fifth of `src/`.
//!
//! Each file of `src/` (but `src/bin/`) is a module; a path that names
//! another module (`crate::a::b::…`, `super::…`, `self::…`, and the items of
//! a `use` group) is an edge to it. A module and its ancestors reach each
//! other by nature (a parent declares its children, a child may use its
//! parent's items), so those edges are left out; any other cycle fails.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

type Module = Vec<String>;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The modules of `src/` and their files' text (comments and the `tests`
/// module left out).
fn modules() -> BTreeMap<Module, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    files(&src, &mut paths);
    let mut out = BTreeMap::new();
    for path in paths {
        let rel = path.strip_prefix(&src).unwrap().with_extension("");
        let mut module: Module = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if module.first().is_some_and(|m| m == "bin") {
            continue;
        }
        if module.last().is_some_and(|m| m == "mod" || m == "lib") {
            module.pop();
        }
        let text = fs::read_to_string(&path).unwrap();
        let text = match text.find("#[cfg(test)]\nmod tests") {
            Some(i) => &text[..i],
            None => &text[..],
        };
        let code: String = text
            .lines()
            .map(|l| l.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n");
        out.insert(module, code);
    }
    out
}

/// The paths in `code` that start at `crate`, `super` or `self`, each as
/// its segments (a `use` group's items each a path of their own).
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes: Vec<char> = code.chars().collect();
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut i = 0;
    while i < bytes.len() {
        let starts = ["crate::", "super::", "self::"]
            .iter()
            .any(|p| bytes[i..].starts_with(&p.chars().collect::<Vec<_>>()[..]));
        if !starts || (i > 0 && (ident(bytes[i - 1]) || bytes[i - 1] == ':')) {
            i += 1;
            continue;
        }
        // Read segments separated by `::`, and a `{…}` group at the end.
        let mut segs = Vec::new();
        let mut j = i;
        loop {
            let s = j;
            while j < bytes.len() && ident(bytes[j]) {
                j += 1;
            }
            if j == s {
                break;
            }
            segs.push(bytes[s..j].iter().collect::<String>());
            if bytes[j..].starts_with(&[':', ':']) {
                j += 2;
            } else {
                break;
            }
        }
        if j < bytes.len() && bytes[j] == '{' {
            let end = bytes[j..]
                .iter()
                .position(|c| *c == '}')
                .map_or(j, |k| j + k);
            let group: String = bytes[j + 1..end].iter().collect();
            for item in group.split(',') {
                let first = item.trim().split("::").next().unwrap_or("").trim();
                let first = first.split(' ').next().unwrap_or("");
                let mut p = segs.clone();
                if !first.is_empty() && first != "self" {
                    p.push(first.to_string());
                }
                out.push(p);
            }
            j = end;
        }
        out.push(segs);
        i = j.max(i + 1);
    }
    out
}

/// The module a path from `from` names (the longest prefix that is one).
fn target(from: &Module, path: &[String], modules: &BTreeMap<Module, String>) -> Option<Module> {
    let mut full: Module = Vec::new();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => rest = &path[1..],
        _ => {
            full = from.clone();
            while let Some(s) = rest.first() {
                match s.as_str() {
                    "self" => {}
                    "super" => {
                        full.pop();
                    }
                    _ => break,
                }
                rest = &rest[1..];
            }
        }
    }
    full.extend(rest.iter().cloned());
    (1..=full.len())
        .rev()
        .map(|k| full[..k].to_vec())
        .find(|m| modules.contains_key(m))
}

fn related(a: &Module, b: &Module) -> bool {
    a.starts_with(b) || b.starts_with(a)
}

#[test]
fn no_import_circles_in_src() {
    let modules = modules();
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (m, code) in &modules {
        let out = edges.entry(m.clone()).or_default();
        for p in paths(code) {
            if let Some(t) = target(m, &p, &modules) {
                if !related(m, &t) {
                    out.insert(t);
                }
            }
        }
    }
    // A module that reaches itself through others is in a circle.
    let mut circles = Vec::new();
    for start in edges.keys() {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<Module> = edges[start].iter().cloned().collect();
        while let Some(m) = stack.pop() {
            if &m == start {
                circles.push(start.join("::"));
                break;
            }
            if seen.insert(m.clone()) {
                stack.extend(edges.get(&m).into_iter().flatten().cloned());
            }
        }
    }
    assert!(circles.is_empty(), "modules in import circles: {circles:?}");
    // The checker finds what it looks for.
    assert!(edges[&vec!["solver".to_string(), "ismcts".to_string()]]
        .contains(&vec!["solver".to_string(), "hop".to_string()]));
}

#[test]
fn no_file_of_the_shell_is_over_800_lines() {
    let mut paths = Vec::new();
    files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web"),
        &mut paths,
    );
    let long: Vec<String> = paths
        .iter()
        .filter_map(|p| {
            let n = fs::read_to_string(p).unwrap().lines().count();
            (n > 800).then(|| format!("{} ({n})", p.display()))
        })
        .collect();
    assert!(long.is_empty(), "{long:?}");
}

/// Every `.rs` file under `src/<dir>` and its text.
fn texts(dir: &str) -> Vec<(PathBuf, String)> {
    let mut paths = Vec::new();
    files(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut paths);
    paths
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

/// The shell never calls into a part of the core: no `core.session`, no
/// `.session.` of any kind, no `core.solver`, no sub-machine's `handle_*`.
/// Drawing reads one view (`TableState::view`); every change is an input.
#[test]
fn the_shell_never_reaches_into_the_core() {
    let mut parts = Vec::new();
    for (path, text) in texts("src/web") {
        for part in ["core.session", ".session.", "core.solver", "handle_"] {
            if text.contains(part) {
                parts.push(format!("{}: {part}", path.display()));
            }
        }
    }
    assert!(parts.is_empty(), "{parts:?}");
    // And it could not: the table's state shows the shell no field.
    let state =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/table/state.rs"))
            .unwrap();
    let body = state
        .split("pub struct TableState {")
        .nth(1)
        .and_then(|rest| rest.split("\n}").next())
        .expect("TableState");
    let open: Vec<&str> = body
        .lines()
        .filter(|l| l.trim_start().starts_with("pub ") || l.trim_start().starts_with("pub(crate)"))
        .collect();
    assert!(
        open.is_empty(),
        "TableState's fields open to the shell: {open:?}"
    );
}

/// The shell is at most a fifth of `src/`'s Rust lines: decisions belong
/// to the core.
#[test]
fn the_shell_is_at_most_a_fifth_of_src() {
    const PERCENT_AT_MOST: f64 = 20.0;
    let lines = |dir: &str| -> usize { texts(dir).iter().map(|(_, t)| t.lines().count()).sum() };
    let (web, src) = (lines("src/web"), lines("src"));
    let share = 100.0 * web as f64 / src as f64;
    assert!(
        share <= PERCENT_AT_MOST,
        "src/web is {web} of {src} lines ({share:.1}%, at most {PERCENT_AT_MOST}%)"
    );
}

/// The `TableState` methods the shell calls (`core.name(…)`,
/// `TableState::name`), in `src/web`.
fn core_calls() -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut calls = BTreeSet::new();
    for (_, text) in texts("src/web") {
        for (i, _) in text.match_indices("core") {
            let before = text[..i].chars().next_back();
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            let rest = text[i + 4..].trim_start();
            let Some(rest) = rest.strip_prefix('.') else {
                continue;
            };
            let name = ident(rest.trim_start());
            let after = rest.trim_start()[name.len()..].trim_start();
            if !name.is_empty() && (after.starts_with('(') || after.starts_with("::<")) {
                calls.insert(name);
            }
        }
        for (i, _) in text.match_indices("TableState::") {
            let name = ident(&text[i + "TableState::".len()..]);
            if !name.is_empty() && name != "new" {
                calls.insert(name);
            }
        }
    }
    calls
}

/// The shell changes the table's state through `update` alone: no other
/// method of `TableState` that changes it (`&mut self`, whatever its
/// visibility: `src/web` is in the same crate) is called from `src/web`.
#[test]
fn the_shell_changes_the_core_through_update_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let state = fs::read_to_string(root.join("src/table/state.rs")).unwrap();
    let changes = |name: &str| -> bool {
        state.split(&format!("fn {name}")).skip(1).any(|rest| {
            rest.starts_with(['(', '<'])
                && rest
                    .split_once(')')
                    .is_some_and(|(args, _)| args.contains("&mut self"))
        })
    };
    let calls = core_calls();
    let wrong: Vec<&String> = calls
        .iter()
        .filter(|c| *c != "update" && changes(c))
        .collect();
    assert!(
        wrong.is_empty(),
        "the shell changes the core with {wrong:?}"
    );
    // (The detector finds the methods that change the state.)
    assert!(changes("update") && changes("show") && !changes("view"));
}
