//! The files a `<patience-table>` shows before its module runs (its
//! posters, the page's `patience-table.css` and `style.css`'s `:host`
//! ratios) are generated from the table's layout by `patience poster`:
//! these tests fail when the committed files and the layout disagree.
//! After a change to the layout, run `cargo run --bin patience -- poster`
//! and commit what it wrote.

use patience::table::poster;
use std::path::Path;

fn read(rel: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

const AGAIN: &str = "run `cargo run --bin patience -- poster` and commit the files it writes";

#[test]
fn the_posters_and_the_page_sheet_are_the_layouts() {
    let files = poster::files();
    assert_eq!(files.len(), 11, "ten posters and one sheet");
    for (rel, made) in files {
        assert!(
            read(&rel) == made,
            "{rel} differs from the layout's: {AGAIN}"
        );
    }
}

#[test]
fn the_style_sheets_ratios_are_the_layouts() {
    let style = read("style.css");
    let spliced = poster::splice_style(&style).expect("style.css has its poster:begin/end block");
    assert!(
        spliced == style,
        "style.css's :host ratios differ from the layout's: {AGAIN}"
    );
}

#[test]
fn every_game_has_a_ratio_and_a_poster_on_the_page() {
    let css = read("www/patience-table.css");
    for s in poster::shapes() {
        let ratio = format!("aspect-ratio: {} / {};", s.width, s.height);
        let game = format!("patience-table[game=\"{}\" i]", s.game.id());
        assert!(
            css.lines().any(|l| l.contains(&game) && l.contains(&ratio)),
            "{game} {ratio}"
        );
        assert!(css.contains(&format!("posters/{}", poster::poster_name(&s))));
        let svg = read(&format!("www/posters/{}", poster::poster_name(&s)));
        assert!(svg.contains(&format!("viewBox=\"0 0 {} {}\"", s.width, s.height)));
    }
}

#[test]
fn the_embedding_guide_states_the_ratios() {
    let md = read("docs/embedding.md");
    for s in poster::shapes() {
        let game = format!("| `{}`", s.game.id());
        let line = md
            .lines()
            .find(|l| l.starts_with(&game))
            .unwrap_or_else(|| panic!("docs/embedding.md's size table has no {game} row"));
        let said = if f64::from(s.width) <= poster::NARROW {
            format!(
                "| {} / {}, at least {} px |",
                s.width,
                s.height,
                s.height.max(poster::UNFOLDED)
            )
        } else {
            format!("| {} / {}, {} px |", s.width, s.height, s.height)
        };
        let said = if f64::from(s.width) <= poster::NARROW {
            said
        } else {
            said.replace(", ", ", at most ")
        };
        assert!(line.contains(&said), "{line} should say {said}");
    }
}
