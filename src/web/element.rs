//! The `<patience-table>` element's Rust side. `www/patience-table.js`
//! defines the custom element (its shadow root, styles and lifecycle) and
//! gives each element one [`Table`]: the table's state is owned by it, and
//! dropping it (`free()`, when the element leaves the page) removes the
//! table's listeners, timers and solver worker.
//!
//! What the attributes mean is decided in [`crate::table::attributes`];
//! this reads them from the element and hands them to the app.

use super::api;
use super::app::{self, App, Input, MountOptions, Mounted};
use super::storage::Scope;
use super::wire;
use crate::engine::Move;
use crate::table::attributes::{self, Save, StoragePrefix};
use crate::table::link::{self, LinkNotice};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::Element;

/// One table on the page (JavaScript: `new Table(root, host, options)`,
/// made by the element; pages use the element).
#[wasm_bindgen]
pub struct Table {
    mounted: Mounted,
    host: Element,
    /// The game's own page (Share's default).
    page_url: JsValue,
}

fn get(options: &JsValue, key: &str) -> JsValue {
    Reflect::get(options, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

/// The deal attributes of `host` as a deal link's query string.
fn query_of(host: &Element) -> String {
    attributes::query(|name| host.get_attribute(name))
}

/// Where `host`'s Share links point: its `share-url` resolved against its
/// document's base URL (a relative `share-url` is a page of the host's
/// site), if that is a web address (`link::share_address` decides), else
/// the game's own page (`options.pageUrl`); and the notice of a `share-url`
/// refused.
fn share_url_of(host: &Element, options: &JsValue) -> (String, Option<LinkNotice>) {
    let page = || get(options, "pageUrl").as_string().unwrap_or_default();
    let given = host
        .get_attribute("share-url")
        .map(|u| u.trim_ascii().to_string())
        .filter(|u| !u.is_empty());
    let Some(url) = given else {
        return (page(), None);
    };
    let base = host
        .owner_document()
        .and_then(|d| d.base_uri().ok().flatten())
        .unwrap_or_default();
    let resolved = web_sys::Url::new_with_base(&url, &base)
        .ok()
        .map(|u| u.href());
    match link::share_address(&url, resolved.as_deref()) {
        Ok(address) => (address, None),
        Err(notice) => (page(), Some(notice)),
    }
}

/// What is wrong with `host`'s attributes as read (`share-url`, `save`,
/// `storage-prefix`),
/// to be said: `share`'s notice, the `save` name's and the prefix's.
fn notices_of(host: &Element, share: Option<LinkNotice>) -> Input {
    let save = Save::notice(host.get_attribute("save").as_deref());
    let prefix = StoragePrefix::notice(host.get_attribute("storage-prefix").as_deref());
    Input::Notices(share.into_iter().chain(save).chain(prefix).collect())
}

fn busy() -> JsError {
    JsError::new("the table is busy with a move: ask again from outside its own event handling")
}

#[wasm_bindgen]
impl Table {
    /// Builds the table in `root` (inside `host`'s shadow root) from
    /// `host`'s attributes. `options`: `{page, assets, pageUrl, place}`:
    /// `page` (the full page: its address, keys and saves), `assets` (the
    /// build's folder URL), `pageUrl` (the game's own page, for Share),
    /// `place` (this table's place on the host page, for its saves).
    #[wasm_bindgen(constructor)]
    pub fn new(root: Element, host: Element, options: JsValue) -> Result<Table, JsError> {
        let page = get(&options, "page").is_truthy();
        let location = web_sys::window().map(|w| w.location());
        let (share_url, share_notice) = share_url_of(&host, &options);
        let (search, hash, path) = match &location {
            Some(l) if page => (
                l.search().unwrap_or_default(),
                l.hash().unwrap_or_default(),
                String::new(),
            ),
            Some(l) => {
                let (search, hash) = link::opening(
                    &query_of(&host),
                    &share_url,
                    (
                        &l.href().unwrap_or_default(),
                        &l.search().unwrap_or_default(),
                        &l.hash().unwrap_or_default(),
                    ),
                );
                (search, hash, l.pathname().unwrap_or_default())
            }
            None => (query_of(&host), String::new(), String::new()),
        };
        let save = if page {
            Some(Scope::Page)
        } else {
            let place = get(&options, "place").as_string().unwrap_or_default();
            Save::parse(host.get_attribute("save").as_deref())
                .scope(&path, &place)
                .map(Scope::Table)
        };
        let mounted = app::mount(
            &root,
            MountOptions {
                search,
                hash,
                page,
                save,
                storage_prefix: StoragePrefix::parse(
                    host.get_attribute("storage-prefix").as_deref(),
                ),
                assets: get(&options, "assets").as_string().unwrap_or_default(),
                share_url,
                controls: host.get_attribute("controls"),
                host: Some(host.clone()),
                attributes: query_of(&host),
            },
        )
        .map_err(|e| {
            // Only English is built in: another language's files come
            // after the table has started.
            let words = crate::table::words::Words::english();
            let why = e
                .as_string()
                .unwrap_or_else(|| words.get("start-error-feature"));
            JsError::new(&words.with(
                "start-error",
                &[("why", crate::table::words::Arg::Text(why))],
            ))
        })?;
        mounted.handle().send(notices_of(&host, share_notice));
        Ok(Table {
            mounted,
            host,
            page_url: get(&options, "pageUrl"),
        })
    }

    /// Lets the table's events out, once the element has resolved its
    /// `ready`: the first `patience-deal` follows it, and its listeners
    /// find `game` there.
    pub fn release(&self) {
        self.mounted.release();
    }

    /// The element's attributes changed: deal what they name (asking
    /// first when a game is in progress), show the controls they name.
    pub fn configure(&self) {
        let search = query_of(&self.host);
        let controls = self.host.get_attribute("controls");
        let handle = self.mounted.handle();
        let options = Object::new();
        let _ = Reflect::set(&options, &"pageUrl".into(), &self.page_url);
        let (share_url, share_notice) = share_url_of(&self.host, &options);
        handle.send(Input::ShareUrl(share_url));
        handle.send(notices_of(&self.host, share_notice));
        handle.send(Input::Controls(controls));
        handle.send(Input::Configure(search));
        // `lang`: the table's language, unless the player chose one.
        handle.send(app::languages(Some(&self.host), self.mounted.is_page()));
        // `theme` and `card-index`: the table's look.
        self.mounted.with(|a| a.look_changed());
    }

    /// The legal moves as tokens, in the protocol's order.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<Array, JsError> {
        self.read(|a| api::legal_tokens(a.game().position()))
    }

    /// Makes the move `token` on the table, as a player would (it flies,
    /// is announced and autoplay follows). Throws an `Error` with the
    /// engine's reason when the move is illegal or the token malformed.
    #[wasm_bindgen(js_name = move)]
    pub fn play(&self, token: JsValue) -> Result<(), JsError> {
        let mv = api::move_of(&token)?;
        self.mounted
            .with(|a| a.play_from_page(mv))
            .ok_or_else(busy)?
            .map_err(|why| JsError::new(&why))
    }

    /// Undoes the last move; `false` when there was none.
    pub fn undo(&self) -> Result<bool, JsError> {
        self.mounted
            .with(|a| a.step_from_page(Input::Undo))
            .ok_or_else(busy)
    }

    /// Redoes the last undone move; `false` when there was none.
    pub fn redo(&self) -> Result<bool, JsError> {
        self.mounted
            .with(|a| a.step_from_page(Input::Redo))
            .ok_or_else(busy)
    }

    /// The position in the protocol's one-line JSON.
    pub fn position(&self) -> Result<String, JsError> {
        self.read(|a| wire::position_text(a.game().position()))
    }

    /// The position as a plain object of the protocol's shape.
    pub fn state(&self) -> Result<JsValue, JsError> {
        self.read(|a| wire::position_to_js(a.game().position()))?
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// `"playing"`, `"won"` or `"lost"`.
    pub fn status(&self) -> Result<String, JsError> {
        self.read(|a| a.game().status().id().to_string())
    }

    /// The moves made so far (undone ones excluded), as tokens.
    pub fn moves(&self) -> Result<Array, JsError> {
        self.read(|a| api::move_tokens(a.game()))
    }

    /// The moves so far as a replay code (see `docs/replay.md`).
    #[wasm_bindgen(js_name = replayCode)]
    pub fn replay_code(&self) -> Result<String, JsError> {
        self.read(|a| {
            let moves: Vec<Move> = a.game().moves().collect();
            crate::engine::replay::encode(a.game().start(), &moves)
                .map(|c| c.to_string())
                .map_err(|e| JsError::new(&e.to_string()))
        })?
    }

    /// Deals `{game, deal, draw, spaces}` (each optional: this game, a
    /// random deal, the player's Double Canfield options) without asking
    /// the player; the element's attributes then describe it. Returns the
    /// deal shown, as `deal()`. Throws an `Error` for a bad game, deal or
    /// option.
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&self, options: JsValue) -> Result<JsValue, JsError> {
        let options = if options.is_object() {
            options
        } else if options.is_undefined() || options.is_null() {
            Object::new().into()
        } else {
            return Err(JsError::new(
                "newGame takes an object such as {game: \"caprice\", deal: 7}",
            ));
        };
        let given =
            |key: &str| Some(get(&options, key)).filter(|v| !v.is_undefined() && !v.is_null());
        let game = match given("game") {
            Some(g) => g,
            None => self.read(|a| JsValue::from(a.game().position().variant().game.id()))?,
        };
        let rules = Object::new();
        for key in ["draw", "spaces"] {
            if let Some(v) = given(key) {
                let _ = Reflect::set(&rules, &key.into(), &v);
            }
        }
        let variant = wire::variant_from_js(&game, &rules).map_err(|e| JsError::new(&e))?;
        let deal = given("deal")
            .map(|d| api::deal_from_js(&d))
            .transpose()
            .map_err(|e| JsError::new(&e))?;
        let shown = self
            .mounted
            .with(|a| a.as_source(app::Source::Api, |a| a.deal_from_page(variant, deal)))
            .ok_or_else(busy)?;
        Ok(shown.into())
    }

    /// The deal shown: `{game, deal, draw?, spaces?}`.
    pub fn deal(&self) -> Result<JsValue, JsError> {
        self.read(|a| a.deal_detail().into())
    }
}

impl Table {
    fn read<R>(&self, f: impl FnOnce(&mut App) -> R) -> Result<R, JsError> {
        self.mounted.with(f).ok_or_else(busy)
    }
}
