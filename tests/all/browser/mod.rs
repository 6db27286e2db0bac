//! End-to-end tests in a real browser, Debian's headless Chromium driven through ChromeDriver.
//! They run only with `cargo test --features browser` (`.ci/run` installs the browser and turns
//! the feature on); with the feature on and no browser, they fail, saying how to install it.
#![cfg(feature = "browser")]

mod board_colours;
mod board_page;
mod game_page;
mod language_page;
mod puzzle_page;
mod step_page;
mod tables_page;
mod webdriver;

use std::net::SocketAddr;
use webdriver::{new_session_in, open, require_browser, start_driver, wait_for, Driver, Session};

/// What the page says once its scripts have loaded its words and drawn it.
pub(crate) const READY: &str = "return document.body.dataset.ready === 'true';";

/// Every browser test's start: the browser is here (else the test fails, saying how to
/// install it), the serve tests' server runs, and a ChromeDriver for it.
pub(crate) struct Browser {
    /// The server's address.
    pub(crate) addr: SocketAddr,
    driver: Driver,
}

/// A browser session with a profile of its own (removed after the session is closed).
pub(crate) struct Page<'a> {
    session: Session<'a>,
    browser: &'a Browser,
    _profile: tempfile::TempDir,
}

impl Browser {
    pub(crate) fn start() -> Browser {
        require_browser();
        let addr = crate::serve::server();
        Browser {
            addr,
            driver: start_driver(),
        }
    }

    /// The driver's port.
    pub(crate) fn port(&self) -> u16 {
        self.driver.port
    }

    /// A new session at `size` (width, height) in English
    /// ([`webdriver::new_session`]).
    pub(crate) fn session(&self, size: (u32, u32)) -> Page<'_> {
        self.session_in(size, "en-US,en")
    }

    /// A new session at `size` whose browser prefers the languages `accept`
    /// ([`webdriver::new_session_in`]).
    pub(crate) fn session_in(&self, size: (u32, u32), accept: &str) -> Page<'_> {
        let profile = tempfile::tempdir().unwrap();
        let session = new_session_in(&self.driver, profile.path(), size, accept);
        Page {
            session,
            browser: self,
            _profile: profile,
        }
    }
}

impl Page<'_> {
    /// The session's id.
    pub(crate) fn id(&self) -> &str {
        &self.session.id
    }

    /// Opens `path` (`/`, `/t`, `/?lang=fr`) of the server and waits until the script `ready`
    /// returns true.
    pub(crate) fn open(&self, path: &str, ready: &str) {
        let port = self.browser.port();
        open(
            port,
            self.id(),
            &format!("http://{}{path}", self.browser.addr),
        );
        wait_for(port, self.id(), ready);
    }
}
