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
