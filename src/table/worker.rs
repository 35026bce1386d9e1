//! Where the table's solver worker comes from. The build's folder may be
//! on the page's own origin, or on another (a CDN, served with CORS): a
//! `Worker` must be given a script of the page's origin, so a cross-origin
//! build starts its worker from a `blob:` module of a few lines that
//! imports the build's `solver-worker.js` (which then finds the solver's
//! module next to itself). A dynamic `import()`, whose script a page's
//! Content-Security-Policy allows by its `script-src` (a static import in
//! a worker would be checked against `worker-src`): so the policy needs
//! only `worker-src blob:` more (docs/embedding.md). Until the import has
//! run, the messages the table sends wait, then go to its handler; if it
//! fails, the worker says `{failed}` and the table searches by itself.

/// How to start the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorkerStart {
    /// The build's `solver-worker.js` itself (the page's own origin).
    Url(String),
    /// A module worker from a `blob:` of this text (another origin).
    Blob(String),
}

/// How a table whose build's folder is `assets` (an absolute URL ending in
/// `/`) starts its worker on a page of origin `origin`
/// (`https://example.org`, as `location.origin` says).
pub fn worker_start(assets: &str, origin: &str) -> WorkerStart {
    let url = format!("{assets}solver-worker.js");
    let same = !origin.is_empty()
        && origin != "null"
        && url
            .strip_prefix(origin)
            .is_some_and(|rest| rest.starts_with('/'));
    if same {
        WorkerStart::Url(url)
    } else {
        let quoted = url.replace('\\', "%5C").replace('"', "%22");
        WorkerStart::Blob(blob_script(&quoted))
    }
}

/// The `blob:` worker's script, importing `url` (no quote or backslash in it).
fn blob_script(url: &str) -> String {
    format!(
        concat!(
            "const held = [];\n",
            "const hold = (e) => held.push(e.data);\n",
            "addEventListener('message', hold);\n",
            "import(\"{url}\").then(\n",
            "  () => {{\n",
            "    removeEventListener('message', hold);\n",
            "    for (const data of held) dispatchEvent(new MessageEvent('message', {{ data }}));\n",
            "  }},\n",
            "  (e) => postMessage({{ failed: String((e && e.message) || e) }}),\n",
            ");\n",
        ),
        url = url
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_on_another_origin_starts_its_worker_from_a_blob() {
        assert_eq!(
            worker_start("https://e.org/games/patience/", "https://e.org"),
            WorkerStart::Url("https://e.org/games/patience/solver-worker.js".into())
        );
        let WorkerStart::Blob(text) = worker_start("https://cdn.e.net/patience/", "https://e.org")
        else {
            panic!("a blob");
        };
        assert!(text.contains("import(\"https://cdn.e.net/patience/solver-worker.js\")"));
        // Another port is another origin; a prefix of the host is not the origin.
        assert!(matches!(
            worker_start("http://127.0.0.1:8081/", "http://127.0.0.1:8080"),
            WorkerStart::Blob(_)
        ));
        assert!(matches!(
            worker_start("https://e.org.evil.net/", "https://e.org"),
            WorkerStart::Blob(_)
        ));
        let WorkerStart::Blob(text) = worker_start("https://cdn.e.net/a\"b/", "https://e.org")
        else {
            panic!("a blob");
        };
        assert!(text.contains("import(\"https://cdn.e.net/a%22b/solver-worker.js\")"));
    }
}
