//! The build's grade files (`www/grades/`, merged from the grading
//! runner's shards in `data/grades/`): every game and option set's deals
//! 1..N and daily deals, in the formats `table::grades` reads, agreeing
//! with the embedded tables and with `grade()` where it is quick.

use patience::engine::daily::DailyDate;
use patience::engine::{DealNumber, Variant};
use patience::solver::daily::daily_deal;
use patience::solver::honest::grade;
use patience::table::grades::{
    lookup_daily, lookup_in, table, GradeFile, DAILY_HEADER, DAILY_RECORD,
};
use std::path::Path;

fn read(file: GradeFile) -> Option<Vec<u8>> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("www")
            .join(file.path()),
    )
    .ok()
}

/// The first day of the daily grade files (the runner's DAILY_FROM).
fn first_day() -> DailyDate {
    "2026-11-29".parse().unwrap()
}

#[test]
fn every_set_has_a_deals_file_that_starts_with_the_embedded_table() {
    for v in Variant::ALL {
        let bytes = read(GradeFile {
            variant: v,
            daily: false,
        })
        .unwrap_or_else(|| panic!("no grade file for {}", v.slug()));
        assert_eq!(
            bytes.len() % 16,
            0,
            "{}: whole shards of 64 deals",
            v.slug()
        );
        assert!(bytes.len() >= 16, "{}", v.slug());
        assert_eq!(&bytes[..16], table(v), "{}", v.slug());
    }
}

/// Deals beyond the embedded table, graded again here where grading is
/// quick (Capricieuse takes milliseconds a deal).
#[test]
fn the_files_grades_are_graded_again_alike() {
    let v = Variant::ALL[1];
    assert_eq!(v.slug(), "capricieuse");
    let bytes = read(GradeFile {
        variant: v,
        daily: false,
    })
    .unwrap();
    let last = u32::try_from(bytes.len() * 4).unwrap();
    for n in [65, 100, 1000, last / 2 + 1, last] {
        if n > last {
            continue;
        }
        let d = DealNumber::new(u64::from(n)).unwrap();
        assert_eq!(lookup_in(&bytes, n), Some(grade(v, d)), "deal {n}");
    }
}

#[test]
fn daily_files_hold_the_daily_deals_from_their_first_day() {
    let mut some = 0;
    for v in Variant::ALL {
        let Some(bytes) = read(GradeFile {
            variant: v,
            daily: true,
        }) else {
            continue;
        };
        some += 1;
        assert_eq!(
            (bytes.len() - DAILY_HEADER) % DAILY_RECORD,
            0,
            "{}",
            v.slug()
        );
        assert_eq!(bytes[..4], first_day().days().to_le_bytes(), "{}", v.slug());
        let days = (bytes.len() - DAILY_HEADER) / DAILY_RECORD;
        if days == 0 {
            continue;
        }
        // The first days' and the last day's deals are the daily deals.
        let mut day = first_day();
        for i in 0..days {
            if i < 3 || i == days - 1 {
                let deal = daily_deal(v, day).number;
                let g = lookup_daily(&bytes, day, deal);
                assert!(g.is_some(), "{} {day}", v.slug());
                if v.slug() == "capricieuse" {
                    assert_eq!(g, Some(grade(v, deal)), "{} {day}", v.slug());
                }
            }
            day = day.next().unwrap();
        }
        assert_eq!(lookup_daily(&bytes, day, daily_deal(v, day).number), None);
    }
    assert!(some >= 3, "daily grade files: {some}");
}
