//! The `furunkulus` command: parse the arguments, ask the library for a report, print it.

mod cli;

use clap::Parser;
use furunkulus::render::Palette;
use furunkulus::report::Style;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with exit 0; usage errors to stderr with exit 2.
            // A closed pipe is not worth a panic.
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    let colour = match cli.color {
        cli::ColorChoice::Always => true,
        cli::ColorChoice::Never => false,
        cli::ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::io::stdout().is_terminal()
        }
    };
    let style = Style {
        palette: Palette::new(colour),
        width: 80,
    };
    let failure = match cli::run(cli.command, &style) {
        Ok(answer) => match answer.report.render(answer.format, &style) {
            Some(text) => {
                let mut out = std::io::stdout().lock();
                // A closed pipe (`| head`) is not an error worth a panic.
                let _ = out.write_all(text.as_bytes());
                let _ = out.flush();
                return ExitCode::SUCCESS;
            }
            None => furunkulus::report::Failure::usage(format!(
                "--format {}: not available for this command",
                answer.format.name()
            )),
        },
        Err(f) => f,
    };
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(failure.message.as_bytes());
    if !failure.message.ends_with('\n') {
        let _ = err.write_all(b"\n");
    }
    ExitCode::from(failure.exit_code())
}
