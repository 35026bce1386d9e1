//! The table's addresses: the page's address, its deal link, Share links, and the Share menu's items.

use super::*;

impl App {
    pub(super) fn share_menu_close(&mut self) {
        if let Some(menu) = self.share_menu.take() {
            menu.close(&self.root);
        }
    }

    /// What the Share menu offers now (see `TableState::share_items`).
    pub(super) fn share_items(&self) -> Vec<ShareItem> {
        let links = self.share_links();
        self.core
            .share_items(links.deal, &links.replay_base, now(&self.window))
    }

    /// The table's own address (a daily game's is its daily link), and the
    /// deal link that replays start from.
    pub(super) fn share_links(&self) -> ShareLinks {
        ShareLinks {
            deal: self.address(),
            replay_base: self.deal_link(),
        }
    }

    /// The page's address shows the deal (on the game's own page only;
    /// with `embed=1` in an iframe, see `links_embed`).
    pub(super) fn show_address(&self) {
        if !self.options.page {
            return;
        }
        if let Ok(history) = self.window.history() {
            let address = self.address_with(self.links_embed());
            // Not when it is the address already (a deal link).
            if self.window.location().href().ok().as_deref() != Some(address.as_str()) {
                let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&address));
            }
        }
    }

    /// The deal's link, to share (a daily game's is its daily link).
    pub(super) fn address(&self) -> String {
        self.address_with(false)
    }

    pub(super) fn address_with(&self, embed: bool) -> String {
        match self.core.daily_date() {
            Some(date) => self.link_to(&link::daily_query(self.core.view().variant(), date, embed)),
            None => self.link_to(&link::query(
                self.core.view().variant(),
                self.core.view().deal(),
                embed,
            )),
        }
    }

    /// The link to this deal (what replay links start from).
    pub(super) fn deal_link(&self) -> String {
        self.link_to(&link::query(
            self.core.view().variant(),
            self.core.view().deal(),
            false,
        ))
    }

    /// Where links start (`link::link_at` keeps its own query parameters
    /// and drops its fragment): the page's own address on the game's page;
    /// from an embedded table, the host's `share-url` (resolved against
    /// the host document's base URL by the element) or else the game's own
    /// page.
    pub(super) fn share_base(&self) -> String {
        if !self.options.page && !self.options.share_url.is_empty() {
            return self.options.share_url.clone();
        }
        self.window.location().href().unwrap_or_default()
    }

    /// Whether the page's address keeps `embed=1`: only the game's page in
    /// an iframe (a reload shows the compact page again). Shared links
    /// never carry it: whoever follows one opens the game itself.
    pub(super) fn links_embed(&self) -> bool {
        self.embed && self.options.page
    }

    /// A link to `share_base` with `query`, keeping the address's autoplay
    /// and the base's own parameters (see `link::link_at`).
    pub(super) fn link_to(&self, query: &str) -> String {
        let query = format!("{query}{}", autoplay::address_suffix(&self.options.search));
        link::link_at(&self.share_base(), &query)
    }
}
