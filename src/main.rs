//! The `furunkulus` command: parse the arguments, ask the library for a report, print it.

mod cli;

use clap::error::{ContextKind, ContextValue};
use clap::{CommandFactory, FromArgMatches};
use furunkulus::render::{printable, Palette};
use furunkulus::report::{Failure, Format, Rendered, Style};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    // Ctrl-C (and SIGTERM, SIGHUP) waits for a file being written to be in place, then ends
    // the process: an interruption never leaves a temporary file behind.
    let _ = ctrlc::set_handler(|| {
        let _held = furunkulus::files::stop_writes();
        std::process::exit(130);
    });
    let width = output_width();
    // The arguments' own errors (a tile, a rule option) in the language asked for, read
    // before the arguments are.
    let early = lang_of_args(std::env::args()).unwrap_or_else(furunkulus::i18n::Lang::from_env);
    let parsed = furunkulus::i18n::speaking_in(early, || {
        cli::in_language(cli::Cli::command(), early, width)
            .try_get_matches()
            .and_then(|m| cli::Cli::from_arg_matches(&m))
    });
    let cli = match parsed {
        Ok(cli) => cli,
        Err(mut e) => {
            nearest_first(&mut e);
            // Help and version go to stdout with exit 0; usage errors to stderr with exit 2.
            let code = if e.use_stderr() { 2 } else { 0 };
            let text = e.render().to_string();
            return if e.use_stderr() {
                fail(&Failure::usage(text))
            } else {
                emit(text.as_bytes(), ExitCode::from(code))
            };
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
        width,
        lang: cli.lang.unwrap_or_else(furunkulus::i18n::Lang::from_env),
        ..Style::default()
    };
    if matches!(cli.command, cli::Command::Serve { .. }) {
        give_back_freed_memory();
    }
    // The readers' errors (a file that cannot be read, an unknown key) in the language too.
    let answer = match furunkulus::i18n::speaking_in(style.lang, || cli::run(cli.command, &style)) {
        Ok(answer) => answer,
        Err(f) => return fail(&f),
    };
    // Writing it: its failures (a file that cannot be written) in the language too.
    furunkulus::i18n::speaking_in(style.lang, || write_answer(answer, style))
}

/// Renders the answer in `style` and writes it to its file or to standard output.
fn write_answer(answer: cli::Answer, style: Style) -> ExitCode {
    let cli::Output { out, force } = answer.output;
    let style = Style {
        paper: answer.paper,
        ..style
    };
    // `--out -`: standard output, as `-` is standard input when reading.
    let out = out.filter(|p| !furunkulus::files::is_stdout(p));
    if matches!(answer.format, Format::Png | Format::Pdf)
        && out.is_none()
        && std::io::stdout().is_terminal()
    {
        return fail(&Failure::usage(furunkulus::t!(
            style.lang,
            "fail-binary",
            format = answer.format.name(),
            upper = answer.format.name().to_uppercase()
        )));
    }
    // A report written in pieces (a puzzle's traces, made as they are written) never holds
    // its whole output.
    if out.is_none() {
        if let Some(pieces) = answer.report.render_pieces(answer.format, &style) {
            let json = answer.format == Format::Json;
            return emit_pieces(
                pieces.map(|p| {
                    if json {
                        p
                    } else {
                        printable(&p, &style.palette).into_owned()
                    }
                }),
                ExitCode::SUCCESS,
            );
        }
    }
    let rendered = match answer.report.render(answer.format, &style) {
        Ok(r) => r,
        Err(f) => return fail(&f),
    };
    match (out, rendered) {
        (Some(path), rendered) => {
            let bytes = match &rendered {
                Rendered::Text(t) => t.as_bytes(),
                Rendered::Binary(b) => b.as_slice(),
            };
            match furunkulus::files::write_file(&path, bytes, force) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => fail(&Failure::invalid(e.to_string())),
            }
        }
        // JSON is escaped as JSON ([`furunkulus::render::json_text`]), never as terminal text.
        (None, Rendered::Text(text)) if answer.format == Format::Json => {
            emit(text.as_bytes(), ExitCode::SUCCESS)
        }
        (None, Rendered::Text(text)) => emit(
            printable(&text, &style.palette).as_bytes(),
            ExitCode::SUCCESS,
        ),
        (None, Rendered::Binary(bytes)) => emit(&bytes, ExitCode::SUCCESS),
    }
}

/// The width text output fits in: the terminal's when standard output is one, else
/// `COLUMNS` if set to a number, else 80.
fn output_width() -> usize {
    const DEFAULT: usize = 80;
    if std::io::stdout().is_terminal() {
        if let Some((terminal_size::Width(w), _)) = terminal_size::terminal_size() {
            return usize::from(w).max(1);
        }
    }
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&w| w > 0)
        .unwrap_or(DEFAULT)
}

/// Puts clap's suggestions for a mistyped subcommand nearest first (clap lists them from
/// the least to the most similar).
fn nearest_first(e: &mut clap::Error) {
    let typed = match e.get(ContextKind::InvalidSubcommand) {
        Some(ContextValue::String(s)) => s.clone(),
        _ => return,
    };
    if let Some(ContextValue::Strings(names)) = e.get(ContextKind::SuggestedSubcommand) {
        let mut names = names.clone();
        names.sort_by(|a, b| {
            strsim::jaro(&typed, b)
                .total_cmp(&strsim::jaro(&typed, a))
                .then(a.cmp(b))
        });
        e.insert(
            ContextKind::SuggestedSubcommand,
            ContextValue::Strings(names),
        );
    }
}

/// Writes `bytes` to standard output and returns `code`. A closed pipe (`| head`) ends
/// quietly; any other failure to write (a full disk,
/// a closed standard output) is reported and exits 1, so a script never takes a truncated
/// output for success.
fn emit(bytes: &[u8], code: ExitCode) -> ExitCode {
    emit_pieces(std::iter::once(bytes), code)
}

/// [`emit`] for an output made in pieces, each written as it is made.
fn emit_pieces<B: AsRef<[u8]>>(pieces: impl Iterator<Item = B>, code: ExitCode) -> ExitCode {
    if stdout_was_closed() {
        return fail(&Failure::invalid(furunkulus::t!(
            furunkulus::i18n::speaking(),
            "write-output-closed"
        )));
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut written = Ok(());
    for piece in pieces {
        written = out.write_all(piece.as_ref());
        if written.is_err() {
            break;
        }
    }
    let written = written.and_then(|()| out.flush());
    match written {
        Ok(()) => code,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => code,
        Err(e) => fail(&Failure::invalid(furunkulus::t!(
            furunkulus::i18n::speaking(),
            "write-output",
            error = e.to_string()
        ))),
    }
}

/// The language `--lang X` or `--lang=X` asks for among `args`, if it is one we speak (the
/// parser refuses any other later).
fn lang_of_args(args: impl Iterator<Item = String>) -> Option<furunkulus::i18n::Lang> {
    let args: Vec<String> = args.collect();
    args.iter().enumerate().find_map(|(i, a)| {
        let value = match a.strip_prefix("--lang") {
            Some("") => args.get(i + 1)?.as_str(),
            Some(v) => v.strip_prefix('=')?,
            None => return None,
        };
        furunkulus::i18n::Lang::from_code(value)
    })
}

/// Reports a failure on standard error and returns its exit code.
fn fail(failure: &Failure) -> ExitCode {
    let mut err = std::io::stderr().lock();
    let mut message = printable(&failure.message, &Palette::new(false)).into_owned();
    if !message.ends_with('\n') {
        message.push('\n');
    }
    // Nothing more can be done if standard error is closed too.
    let _ = err.write_all(message.as_bytes());
    ExitCode::from(failure.exit_code())
}

/// Whether the process started with its standard output closed. Rust then opens /dev/null
/// in its place (read-write), where every write would silently succeed; a redirection to
/// /dev/null by the shell opens it write-only, and is honoured.
#[cfg(unix)]
fn stdout_was_closed() -> bool {
    use rustix::fs::OFlags;
    let Ok(flags) = rustix::fs::fcntl_getfl(std::io::stdout()) else {
        return true;
    };
    (flags & OFlags::ACCMODE) == OFlags::RDWR
        && std::fs::read_link("/proc/self/fd/1")
            .is_ok_and(|p| p == std::path::Path::new("/dev/null"))
}

#[cfg(not(unix))]
fn stdout_was_closed() -> bool {
    false
}

/// A server's threads make and drop a table's documents (a few hundred KB each) at every
/// change; glibc's allocator keeps much of what they free in its arenas, so the server's
/// memory grew with the plays although what it holds did not (issue 24: `cargo bench --bench
/// tables -- load`). The threads share two arenas (glibc makes up to 8 a core, one for each
/// thread that finds the others busy, each keeping its own free memory), and a thread gives
/// what they keep back to the system every few seconds.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn give_back_freed_memory() {
    // SAFETY: mallopt only sets a parameter of the allocator; called before the server's
    // threads start.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
    let _ = std::thread::Builder::new()
        .name("malloc-trim".into())
        .spawn(|| loop {
            std::thread::sleep(std::time::Duration::from_secs(5));
            // SAFETY: malloc_trim only returns to the system memory the allocator holds free.
            unsafe {
                libc::malloc_trim(0);
            }
        });
}

/// Other systems' allocators are left as they are.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn give_back_freed_memory() {}
