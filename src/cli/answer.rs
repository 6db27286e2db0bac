//! What a command answers: the report, its format and where it goes; the helpers that
//! build one, and the progress bar of the long commands.

use super::*;
use furunkulus::render::svg::paper::Paper;
use furunkulus::report::Report;
use std::io::IsTerminal;

/// What a command asks for: a report, the format to print it in, and where to.
pub struct Answer {
    /// The report.
    pub report: Box<dyn Report>,
    /// The format.
    pub format: report::Format,
    /// Where the output goes: standard output, or a file.
    pub output: Output,
    /// The paper of printed output.
    pub paper: Paper,
}

/// Text printed as it is: a completion script, a manual page.
pub(super) struct Verbatim(pub(super) String);

impl Report for Verbatim {
    fn text(&self, _style: &report::Style) -> String {
        self.0.clone()
    }
}

pub(super) fn answer(report: impl Report + 'static, format: impl Into<report::Format>) -> Answer {
    Answer {
        report: Box::new(report),
        format: format.into(),
        output: Output::default(),
        paper: Paper::default(),
    }
}

pub(super) fn answer_to(
    report: impl Report + 'static,
    format: impl Into<report::Format>,
    output: Output,
) -> Answer {
    Answer {
        output,
        ..answer(report, format)
    }
}

/// [`answer_to`] on the paper `printing` asks for.
pub(super) fn printed(
    report: impl Report + 'static,
    format: impl Into<report::Format>,
    output: Output,
    printing: Printing,
) -> Result<Answer, Failure> {
    let format = format.into();
    Ok(Answer {
        paper: printing.paper(format)?,
        ..answer_to(report, format, output)
    })
}

/// A progress bar on a terminal's standard error, hidden when it is not a terminal.
pub(super) fn progress_bar(total: u64, what: &str) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total);
    let template = format!("{{bar:40}} {{pos}}/{{len}} {what}, {{eta}} left");
    if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar
}
