//! The map's pawns: the legend's, then the drawn labels, with their players and faces.

use super::legend::Legend;
use crate::drawing;
use crate::geometry::Square;
use crate::i18n::{and_list, speaking};
use crate::scenario::tree::Loader;
use crate::scenario::yaml::{PawnPlaces, Place};
use crate::setup::{PawnSpec, Spot};
use crate::t;
use std::collections::BTreeMap;

/// The pawns: the legend's in its order, then the drawn pawns it does not name, by name.
/// A drawn label that is a letter and a face (`R5`, `b3`) with no legend line is a pawn of
/// the player the letter names ([`drawing::letter_of`]: the initial, else the one name that
/// holds it) showing that face, named by its label; the players are those of `legend:
/// players:`, of the legend's pawns and of the `pawns:` list.
pub(super) fn pawns(
    l: &mut Loader,
    legend: &Legend,
    labels: Vec<(String, Square, Place)>,
    list_players: &[String],
) -> Vec<(PawnSpec, PawnPlaces)> {
    let mut players: Vec<&str> = Vec::new();
    let named = legend.players.iter().chain(
        legend
            .pawns
            .iter()
            .filter_map(|p| p.player.as_ref().map(|(x, _)| x)),
    );
    for p in named.chain(list_players) {
        if !players.contains(&p.as_str()) {
            players.push(p);
        }
    }
    let mut by_label: BTreeMap<String, Vec<(Square, Place)>> = BTreeMap::new();
    for (label, sq, place) in labels {
        by_label.entry(label).or_default().push((sq, place));
    }
    let twice = |l: &mut Loader, label: &str, cells: &[(Square, Place)]| {
        let (_, (ln, col)) = cells[0];
        for (_, (line, column)) in &cells[1..] {
            l.problem_at(
                *line,
                *column,
                t!(
                    speaking(),
                    "map-pawn-twice",
                    label = label,
                    line = ln,
                    column = col
                ),
            );
        }
    };
    let mut out = Vec::new();
    for p in &legend.pawns {
        let cells = by_label.remove(&p.key).unwrap_or_default();
        let at = match (p.at, cells.first()) {
            (Some(_), Some(&(_, (ln, col)))) => {
                l.problem_at(
                    ln,
                    col,
                    t!(
                        speaking(),
                        "map-pawn-at-too",
                        label = &p.key,
                        line = p.key_place.0
                    ),
                );
                continue;
            }
            (Some(spot), None) => (spot, p.key_place),
            (None, Some(&(sq, place))) => {
                twice(l, &p.key, &cells);
                (Spot::At(sq), place)
            }
            (None, None) => {
                l.problem_at(
                    p.key_place.0,
                    p.key_place.1,
                    t!(speaking(), "map-pawn-not-drawn", label = &p.key),
                );
                continue;
            }
        };
        let (name, name_place) = p.name.clone().unwrap_or((p.key.clone(), p.key_place));
        out.push((
            PawnSpec {
                name,
                at: at.0,
                player: p.player.as_ref().map(|(x, _)| x.clone()),
                face: p.face.map(|(f, _)| f),
            },
            PawnPlaces {
                item: at.1,
                name: name_place,
                player: p.player.as_ref().map(|(_, at)| *at),
                face: p.face.map(|(_, at)| at),
            },
        ));
    }
    // The rest, by name (the map's BTreeMap order).
    for (label, cells) in by_label {
        twice(l, &label, &cells);
        let (sq, place) = cells[0];
        let mut spec = PawnSpec::at(&label, sq);
        let mut places = PawnPlaces {
            item: place,
            name: place,
            player: None,
            face: None,
        };
        if let Some((letter, face)) = drawing::player_label(&label) {
            let lang = speaking();
            let (letter, face) = (letter.to_string(), face);
            let list = |names: &[&str]| {
                and_list(
                    lang,
                    &names.iter().map(|p| p.to_string()).collect::<Vec<_>>(),
                )
            };
            let refused = match drawing::letter_of(letter.chars().next().unwrap_or(' '), &players) {
                drawing::LetterOf::One(player) => {
                    spec.player = Some(player.to_string());
                    spec.face = Some(face);
                    places.player = Some(place);
                    places.face = Some(place);
                    None
                }
                drawing::LetterOf::Nobody if players.is_empty() => Some(t!(
                    lang,
                    "map-label-no-players",
                    label = &label,
                    letter = &letter,
                    face = face
                )),
                drawing::LetterOf::Nobody => Some(t!(
                    lang,
                    "map-label-nobody",
                    label = &label,
                    letter = &letter,
                    face = face,
                    players = list(&players)
                )),
                drawing::LetterOf::Several(found) => Some(t!(
                    lang,
                    "map-label-several",
                    label = &label,
                    letter = &letter,
                    players = list(&found)
                )),
            };
            if let Some(message) = refused {
                l.problem_at(place.0, place.1, message);
                continue;
            }
        }
        out.push((spec, places));
    }
    out
}
