// Every word of the tables' page (/t, /t/CODE), in English, German and French (the words of
// the game's editions: /work/shared/i18n/GLOSSARY.md, docs/languages.md), by id. The board,
// the stepper and the move picker keep their own words (text.js); the sentences of the
// monster's move, of a pawn's moves and of every refusal come from the server in the page's
// language (`lang` in every request and on the event stream). `tt(id, { name: value })` fills
// `{name}`; the page's HTML carries `data-tt="id"` (text), `data-tt-title` and `data-tt-label`
// (tooltip, accessible name) filled by `translateTables`.
//
// The language, as the board's page chooses it: `?lang=de` in the page's address, else the
// browser's preferred languages, else English.

const EN = {
  "tables.lobbyTitle": "Furunkulus: tables",
  "tables.home": "Furunkulus",
  "tables.homeTitle": "the board and the hot-seat game",
  "tables.tab": "Tables",
  "tables.zoomLarge": "Zoom in",
  "tables.zoomFit": "Whole board",
  "tables.zoomTitle": "large squares to tap, or the whole board on the screen",

  // The lobby: create, join, your tables.
  "tables.intro": "One game, every player on their own phone: create a table, then each player scans their seat's code.",
  "tables.create": "New table",
  "tables.players": "Players",
  "tables.playersHint": "Colours, separated by commas: red, blue, green.",
  "tables.seatKind": "{player} is played by",
  "tables.kind.person": "a person",
  "tables.kind.random": "the AI: random",
  "tables.kind.greedy": "the AI: greedy",
  "tables.kind.expectimax": "the AI: expectimax",
  "tables.setup": "Setup",
  "tables.setup.basic": "basic",
  "tables.setup.advanced": "advanced (random)",
  "tables.seed": "Seed",
  "tables.seedHint": "empty: a random one",
  "tables.tiles": "Tiles",
  "tables.tiles.server": "drawn by the server",
  "tables.tiles.table": "drawn at the real table and typed in",
  "tables.createButton": "Create the table",
  "tables.creating": "Creating the table…",
  "tables.join": "Join or watch",
  "tables.joinHint": "Type the table's code, or paste a seat's link.",
  "tables.code": "Code",
  "tables.joinButton": "Open",
  "tables.badCode": "“{code}” is not a table's code: five letters, like KACDE.",
  "tables.mine": "Your tables",
  "tables.mineSeat": "{code}: {player}",
  "tables.mineHost": "{code}: host",
  "tables.mineWatch": "{code}: watching",

  // A table: whose turn it is.
  "tables.loading": "Opening table {code}…",
  "tables.unknown": "There is no table {code} (it may have expired).",
  "tables.toLobby": "Create or join another table",
  "tables.codeShown": "Table {code}",
  "tables.turn.yours": "Your turn, {player}!",
  "tables.turn.person": "{player} to play",
  "tables.turn.ai": "{player} to play (the AI)",
  "tables.turn.monster": "The monster's turn",
  "tables.turn.moving": "The monster moves: tile {tile}",
  "tables.turn.over": "{winner} wins!",
  "tables.turn.overNone": "The game is over, with no winner",
  "tables.sub.yours": "Tap one of your pawns (ringed in green), then where it goes.",
  "tables.sub.person": "Round {round}, turn {turn}. Waiting for {player}.",
  "tables.sub.ai": "Round {round}, turn {turn}. The server's AI plays for {player}.",
  "tables.sub.draw": "Round {round}, turn {turn}: every pawn has played. Draw a tile.",
  "tables.sub.give": "Round {round}, turn {turn}: every pawn has played. Give the tile drawn at the table.",
  "tables.sub.wait": "Round {round}, turn {turn}: every pawn has played. Waiting for a player to draw the tile.",
  "tables.sub.moving": "Step through the monster's move, then continue the game.",
  "tables.sub.over": "The record can be downloaded below.",
  "tables.docTitleYours": "● Your turn: {title}",

  // What this device is.
  "tables.you.seat": "This device plays {player}.",
  "tables.you.host": "This device hosts the table.",
  "tables.you.watch": "This device watches: it plays no seat.",
  "tables.leaveSeat": "Watch only",
  "tables.leaveSeatTitle": "forget this seat on this device (its link still works)",
  "tables.notYourTurn": "{player} plays now, not you.",
  "tables.watching": "You are watching: only a seat's device plays its pawns.",
  "tables.notYours": "{label} is {player}'s pawn.",
  "tables.played": "{label} has played this turn.",
  "tables.seatGone": "This device's seat link is not valid at this table any more: it watches.",

  // Tiles, undo, the record.
  "tables.draw": "Draw a tile",
  "tables.give": "The tile drawn at the table:",
  "tables.giveButton": "Give",
  "tables.undo": "Undo my play",
  "tables.undoTitle": "take back the last play, while no one has played after it and no tile was drawn",
  "tables.lastMove": "The monster's last move",
  "tables.deck": "Tiles left: {left}.",
  "tables.deckNone": "none",
  "tables.played1": "Round 1: {tiles}.",
  "tables.played2": "Round 2: {tiles}.",
  "tables.record": "Download the record",
  "tables.recordHint": "The game record (YAML): continue it with `furunkulus game play`.",

  // Seats.
  "tables.seats": "Seats",
  "tables.seat.person": "a person",
  "tables.seat.ai": "the AI ({level})",
  "tables.seat.here": "connected",
  "tables.seat.away": "not connected",
  "tables.seat.you": "you",
  "tables.handTo": "Hand to the AI:",
  "tables.handButton": "Hand over",
  "tables.handTitle": "the server's AI plays this seat until it is taken back",
  "tables.takeBack": "Take the seat back",
  "tables.handed": "{player} is played by the AI ({level}).",
  "tables.takenBack": "{player} is played by a person again.",

  // Inviting: links and QR codes.
  "tables.invite": "Invite the players",
  "tables.inviteHint": "Each player scans their seat's code with their phone's camera, or opens its link. Anyone with the table's code can watch.",
  "tables.inviteCode": "Table code: {code}",
  "tables.inviteWatch": "To watch: {url}",
  "tables.watchTitle": "To watch",
  "tables.seatLink": "{player}'s seat",
  "tables.playHere": "Play {player} here",
  "tables.playHereTitle": "this device plays this seat",
  "tables.copy": "Copy",
  "tables.copied": "Copied.",
  "tables.qrLabel": "QR code of {player}'s seat link",
  "tables.qrWatch": "QR code of the watchers' link",
  "tables.localhost": "These links name this computer as {host}: other phones cannot open them. Start `furunkulus serve --host 0.0.0.0` and open this page at the address it prints.",
  "tables.mySeatLink": "This seat on another device",
  "tables.secret": "Whoever has a seat's link plays that seat: give it only to its player.",

  // The log.
  "tables.log": "The game so far",
  "tables.logTurn": "Turn {turn} (round {round}): {plays}",
  "tables.logTile": "; tile {tile}: {removed}",
  "tables.logNobody": "nobody taken",
  "tables.logRemoved": "{label} {how}",
  "tables.logPlay": "{label} to {to}",
  "tables.logNoPlay": "no play yet",
  "tables.how.eaten": "eaten",
  "tables.how.crushed": "crushed",
  "tables.how.destroyed": "destroyed",
  "tables.dest.waiting": "beside the entrance",
  "tables.dest.out": "out",

  // The connection.
  "tables.lost": "Connection to the table lost: reconnecting… Nothing is lost.",
  "tables.back": "Connected again: the table is up to date.",
  "tables.offline": "Cannot reach the table's server; nothing is lost, try again.",
  "tables.serverError": "The server could not answer ({status}); try again.",
  "tables.stale": "Someone played first: the table is shown as it is now.",
};

const DE = {
  "tables.lobbyTitle": "Furunkulus: Spieltische",
  "tables.home": "Furunkulus",
  "tables.homeTitle": "der Spielplan und die Partie an einem Gerät",
  "tables.tab": "Spieltische",
  "tables.zoomLarge": "Vergrößern",
  "tables.zoomFit": "Ganzer Spielplan",
  "tables.zoomTitle": "große Felder zum Tippen, oder der ganze Spielplan auf dem Bildschirm",

  "tables.intro": "Eine Partie, jeder spielt auf seinem eigenen Handy: leg einen Spieltisch an, dann scannt jeder Spieler den Code seines Platzes.",
  "tables.create": "Neuer Spieltisch",
  "tables.players": "Spieler",
  "tables.playersHint": "Farben, durch Kommas getrennt: rot, blau, grün.",
  "tables.seatKind": "{player} spielt",
  "tables.kind.person": "ein Mensch",
  "tables.kind.random": "die KI: zufällig (random)",
  "tables.kind.greedy": "die KI: gierig (greedy)",
  "tables.kind.expectimax": "die KI: vorausschauend (expectimax)",
  "tables.setup": "Aufbau",
  "tables.setup.basic": "Grundaufbau",
  "tables.setup.advanced": "fortgeschritten (zufällig)",
  "tables.seed": "Startwert",
  "tables.seedHint": "leer: ein zufälliger",
  "tables.tiles": "Monsterkarten",
  "tables.tiles.server": "zieht der Server",
  "tables.tiles.table": "werden am echten Tisch gezogen und eingegeben",
  "tables.createButton": "Spieltisch anlegen",
  "tables.creating": "Der Spieltisch wird angelegt…",
  "tables.join": "Mitspielen oder zuschauen",
  "tables.joinHint": "Gib den Code des Spieltischs ein, oder füge den Link eines Platzes ein.",
  "tables.code": "Code",
  "tables.joinButton": "Öffnen",
  "tables.badCode": "„{code}“ ist kein Code eines Spieltischs: fünf Buchstaben, etwa KACDE.",
  "tables.mine": "Deine Spieltische",
  "tables.mineSeat": "{code}: {player}",
  "tables.mineHost": "{code}: Gastgeber",
  "tables.mineWatch": "{code}: zuschauen",

  "tables.loading": "Spieltisch {code} wird geöffnet…",
  "tables.unknown": "Es gibt keinen Spieltisch {code} (vielleicht ist er abgelaufen).",
  "tables.toLobby": "Einen anderen Spieltisch anlegen oder öffnen",
  "tables.codeShown": "Tisch {code}",
  "tables.turn.yours": "Du bist dran, {player}!",
  "tables.turn.person": "{player} ist am Zug",
  "tables.turn.ai": "{player} ist am Zug (die KI)",
  "tables.turn.monster": "Das Monster ist am Zug",
  "tables.turn.moving": "Das Monster zieht: Monsterkarte {tile}",
  "tables.turn.over": "{winner} gewinnt!",
  "tables.turn.overNone": "Die Partie ist zu Ende, ohne Sieger",
  "tables.sub.yours": "Tippe auf eine deiner Spielfiguren (grün umrandet), dann auf ihr Ziel.",
  "tables.sub.person": "Abschnitt {round}, Runde {turn}. Wir warten auf {player}.",
  "tables.sub.ai": "Abschnitt {round}, Runde {turn}. Die KI des Servers spielt für {player}.",
  "tables.sub.draw": "Abschnitt {round}, Runde {turn}: alle Spielfiguren sind gezogen. Zieh eine Monsterkarte.",
  "tables.sub.give": "Abschnitt {round}, Runde {turn}: alle Spielfiguren sind gezogen. Gib die am Tisch gezogene Monsterkarte ein.",
  "tables.sub.wait": "Abschnitt {round}, Runde {turn}: alle Spielfiguren sind gezogen. Wir warten, bis jemand die Monsterkarte zieht.",
  "tables.sub.moving": "Geh den Zug des Monsters Schritt für Schritt durch, dann setz die Partie fort.",
  "tables.sub.over": "Das Protokoll der Partie lässt sich unten herunterladen.",
  "tables.docTitleYours": "● Du bist dran: {title}",

  "tables.you.seat": "Dieses Gerät spielt {player}.",
  "tables.you.host": "Dieses Gerät ist Gastgeber des Spieltischs.",
  "tables.you.watch": "Dieses Gerät schaut zu: es spielt keinen Platz.",
  "tables.leaveSeat": "Nur zuschauen",
  "tables.leaveSeatTitle": "diesen Platz auf diesem Gerät vergessen (sein Link gilt weiter)",
  "tables.notYourTurn": "Jetzt ist {player} am Zug, nicht du.",
  "tables.watching": "Du schaust zu: nur das Gerät eines Platzes zieht seine Spielfiguren.",
  "tables.notYours": "{label} gehört {player}.",
  "tables.played": "{label} ist in dieser Runde schon gezogen.",
  "tables.seatGone": "Der Link dieses Platzes gilt an diesem Spieltisch nicht mehr: dieses Gerät schaut zu.",

  "tables.draw": "Monsterkarte ziehen",
  "tables.give": "Die am Tisch gezogene Monsterkarte:",
  "tables.giveButton": "Eingeben",
  "tables.undo": "Meinen Zug zurücknehmen",
  "tables.undoTitle": "den letzten Zug zurücknehmen, solange niemand danach gezogen hat und keine Monsterkarte gezogen wurde",
  "tables.lastMove": "Der letzte Zug des Monsters",
  "tables.deck": "Übrige Monsterkarten: {left}.",
  "tables.deckNone": "keine",
  "tables.played1": "Abschnitt 1: {tiles}.",
  "tables.played2": "Abschnitt 2: {tiles}.",
  "tables.record": "Protokoll herunterladen",
  "tables.recordHint": "Das Protokoll der Partie (YAML): mit `furunkulus game play` geht es weiter.",

  "tables.seats": "Plätze",
  "tables.seat.person": "ein Mensch",
  "tables.seat.ai": "die KI ({level})",
  "tables.seat.here": "verbunden",
  "tables.seat.away": "nicht verbunden",
  "tables.seat.you": "du",
  "tables.handTo": "An die KI geben:",
  "tables.handButton": "Abgeben",
  "tables.handTitle": "die KI des Servers spielt diesen Platz, bis er zurückgenommen wird",
  "tables.takeBack": "Platz zurücknehmen",
  "tables.handed": "{player} wird von der KI gespielt ({level}).",
  "tables.takenBack": "{player} wird wieder von einem Menschen gespielt.",

  "tables.invite": "Die Spieler einladen",
  "tables.inviteHint": "Jeder Spieler scannt den Code seines Platzes mit der Kamera seines Handys oder öffnet seinen Link. Wer den Code des Spieltischs hat, kann zuschauen.",
  "tables.inviteCode": "Code des Spieltischs: {code}",
  "tables.inviteWatch": "Zum Zuschauen: {url}",
  "tables.watchTitle": "Zum Zuschauen",
  "tables.seatLink": "Platz von {player}",
  "tables.playHere": "{player} hier spielen",
  "tables.playHereTitle": "dieses Gerät spielt diesen Platz",
  "tables.copy": "Kopieren",
  "tables.copied": "Kopiert.",
  "tables.qrLabel": "QR-Code des Links für den Platz von {player}",
  "tables.qrWatch": "QR-Code des Links zum Zuschauen",
  "tables.localhost": "Diese Links nennen diesen Rechner {host}: andere Handys können sie nicht öffnen. Starte `furunkulus serve --host 0.0.0.0` und öffne diese Seite unter der Adresse, die es ausgibt.",
  "tables.mySeatLink": "Dieser Platz auf einem anderen Gerät",
  "tables.secret": "Wer den Link eines Platzes hat, spielt diesen Platz: gib ihn nur seinem Spieler.",

  "tables.log": "Die Partie bisher",
  "tables.logTurn": "Runde {turn} (Abschnitt {round}): {plays}",
  "tables.logTile": "; Monsterkarte {tile}: {removed}",
  "tables.logNobody": "niemand geschnappt",
  "tables.logRemoved": "{label} {how}",
  "tables.logPlay": "{label} nach {to}",
  "tables.logNoPlay": "noch kein Zug",
  "tables.how.eaten": "gefressen",
  "tables.how.crushed": "zerquetscht",
  "tables.how.destroyed": "zerstört",
  "tables.dest.waiting": "neben dem Eingang",
  "tables.dest.out": "hinaus",

  "tables.lost": "Die Verbindung zum Spieltisch ist weg: sie wird wieder aufgebaut… Nichts geht verloren.",
  "tables.back": "Wieder verbunden: der Spieltisch ist auf dem neuesten Stand.",
  "tables.offline": "Der Server des Spieltischs ist nicht erreichbar; nichts geht verloren, versuch es noch einmal.",
  "tables.serverError": "Der Server konnte nicht antworten ({status}); versuch es noch einmal.",
  "tables.stale": "Jemand war schneller: der Spieltisch wird so gezeigt, wie er jetzt ist.",
};

const FR = {
  "tables.lobbyTitle": "Furunkulus : les tables",
  "tables.home": "Furunkulus",
  "tables.homeTitle": "le plateau et la partie sur un seul appareil",
  "tables.tab": "Tables",
  "tables.zoomLarge": "Agrandir",
  "tables.zoomFit": "Plateau entier",
  "tables.zoomTitle": "de grandes cases à toucher, ou le plateau entier à l'écran",

  "tables.intro": "Une partie, chaque joueur sur son propre téléphone : créez une table, puis chaque joueur scanne le code de sa place.",
  "tables.create": "Nouvelle table",
  "tables.players": "Joueurs",
  "tables.playersHint": "Des couleurs, séparées par des virgules : red, blue, green.",
  "tables.seatKind": "{player} est joué par",
  "tables.kind.person": "une personne",
  "tables.kind.random": "l'IA : au hasard (random)",
  "tables.kind.greedy": "l'IA : gourmande (greedy)",
  "tables.kind.expectimax": "l'IA : prévoyante (expectimax)",
  "tables.setup": "Mise en place",
  "tables.setup.basic": "de base",
  "tables.setup.advanced": "avancée (au hasard)",
  "tables.seed": "Graine",
  "tables.seedHint": "vide : une graine au hasard",
  "tables.tiles": "Tuiles",
  "tables.tiles.server": "tirées par le serveur",
  "tables.tiles.table": "tirées à la vraie table et saisies",
  "tables.createButton": "Créer la table",
  "tables.creating": "Création de la table…",
  "tables.join": "Rejoindre ou regarder",
  "tables.joinHint": "Tapez le code de la table, ou collez le lien d'une place.",
  "tables.code": "Code",
  "tables.joinButton": "Ouvrir",
  "tables.badCode": "« {code} » n'est pas le code d'une table : cinq lettres, comme KACDE.",
  "tables.mine": "Vos tables",
  "tables.mineSeat": "{code} : {player}",
  "tables.mineHost": "{code} : hôte",
  "tables.mineWatch": "{code} : spectateur",

  "tables.loading": "Ouverture de la table {code}…",
  "tables.unknown": "Il n'y a pas de table {code} (elle a peut-être expiré).",
  "tables.toLobby": "Créer ou rejoindre une autre table",
  "tables.codeShown": "Table {code}",
  "tables.turn.yours": "À vous, {player} !",
  "tables.turn.person": "Au tour de {player}",
  "tables.turn.ai": "Au tour de {player} (l'IA)",
  "tables.turn.monster": "Au tour du monstre",
  "tables.turn.moving": "Le monstre se déplace : tuile {tile}",
  "tables.turn.over": "{winner} gagne !",
  "tables.turn.overNone": "La partie est finie, sans vainqueur",
  "tables.sub.yours": "Touchez un de vos pions (cerclé de vert), puis sa destination.",
  "tables.sub.person": "Manche {round}, tour {turn}. On attend {player}.",
  "tables.sub.ai": "Manche {round}, tour {turn}. L'IA du serveur joue pour {player}.",
  "tables.sub.draw": "Manche {round}, tour {turn} : tous les pions ont joué. Tirez une tuile.",
  "tables.sub.give": "Manche {round}, tour {turn} : tous les pions ont joué. Saisissez la tuile tirée à la table.",
  "tables.sub.wait": "Manche {round}, tour {turn} : tous les pions ont joué. On attend qu'un joueur tire la tuile.",
  "tables.sub.moving": "Suivez le déplacement du monstre pas à pas, puis reprenez la partie.",
  "tables.sub.over": "Le relevé de la partie se télécharge plus bas.",
  "tables.docTitleYours": "● À vous : {title}",

  "tables.you.seat": "Cet appareil joue {player}.",
  "tables.you.host": "Cet appareil est l'hôte de la table.",
  "tables.you.watch": "Cet appareil regarde : il ne joue aucune place.",
  "tables.leaveSeat": "Seulement regarder",
  "tables.leaveSeatTitle": "oublier cette place sur cet appareil (son lien reste valable)",
  "tables.notYourTurn": "C'est au tour de {player}, pas au vôtre.",
  "tables.watching": "Vous regardez : seul l'appareil d'une place joue ses pions.",
  "tables.notYours": "{label} est un pion de {player}.",
  "tables.played": "{label} a déjà joué ce tour-ci.",
  "tables.seatGone": "Le lien de la place de cet appareil n'est plus valable à cette table : il regarde.",

  "tables.draw": "Tirer une tuile",
  "tables.give": "La tuile tirée à la table :",
  "tables.giveButton": "Saisir",
  "tables.undo": "Annuler mon coup",
  "tables.undoTitle": "reprendre le dernier coup, tant que personne n'a joué après lui et qu'aucune tuile n'a été tirée",
  "tables.lastMove": "Le dernier déplacement du monstre",
  "tables.deck": "Tuiles restantes : {left}.",
  "tables.deckNone": "aucune",
  "tables.played1": "Manche 1 : {tiles}.",
  "tables.played2": "Manche 2 : {tiles}.",
  "tables.record": "Télécharger le relevé",
  "tables.recordHint": "Le relevé de la partie (YAML) : la partie continue avec `furunkulus game play`.",

  "tables.seats": "Places",
  "tables.seat.person": "une personne",
  "tables.seat.ai": "l'IA ({level})",
  "tables.seat.here": "connecté",
  "tables.seat.away": "pas connecté",
  "tables.seat.you": "vous",
  "tables.handTo": "Confier à l'IA :",
  "tables.handButton": "Confier",
  "tables.handTitle": "l'IA du serveur joue cette place jusqu'à ce qu'on la reprenne",
  "tables.takeBack": "Reprendre la place",
  "tables.handed": "{player} est joué par l'IA ({level}).",
  "tables.takenBack": "{player} est de nouveau joué par une personne.",

  "tables.invite": "Inviter les joueurs",
  "tables.inviteHint": "Chaque joueur scanne le code de sa place avec l'appareil photo de son téléphone, ou ouvre son lien. Qui a le code de la table peut regarder.",
  "tables.inviteCode": "Code de la table : {code}",
  "tables.inviteWatch": "Pour regarder : {url}",
  "tables.watchTitle": "Pour regarder",
  "tables.seatLink": "La place de {player}",
  "tables.playHere": "Jouer {player} ici",
  "tables.playHereTitle": "cet appareil joue cette place",
  "tables.copy": "Copier",
  "tables.copied": "Copié.",
  "tables.qrLabel": "code QR du lien de la place de {player}",
  "tables.qrWatch": "code QR du lien des spectateurs",
  "tables.localhost": "Ces liens désignent cet ordinateur par {host} : les autres téléphones ne peuvent pas les ouvrir. Lancez `furunkulus serve --host 0.0.0.0` et ouvrez cette page à l'adresse qu'il affiche.",
  "tables.mySeatLink": "Cette place sur un autre appareil",
  "tables.secret": "Qui a le lien d'une place joue cette place : ne le donnez qu'à son joueur.",

  "tables.log": "La partie jusqu'ici",
  "tables.logTurn": "Tour {turn} (manche {round}) : {plays}",
  "tables.logTile": " ; tuile {tile} : {removed}",
  "tables.logNobody": "personne n'est pris",
  "tables.logRemoved": "{label} {how}",
  "tables.logPlay": "{label} en {to}",
  "tables.logNoPlay": "pas encore de coup",
  "tables.how.eaten": "dévoré",
  "tables.how.crushed": "écrasé",
  "tables.how.destroyed": "détruit",
  "tables.dest.waiting": "à côté de l'entrée",
  "tables.dest.out": "sorti",

  "tables.lost": "Connexion à la table perdue : reconnexion… Rien n'est perdu.",
  "tables.back": "De nouveau connecté : la table est à jour.",
  "tables.offline": "Le serveur de la table est injoignable ; rien n'est perdu, réessayez.",
  "tables.serverError": "Le serveur n'a pas pu répondre ({status}) ; réessayez.",
  "tables.stale": "Quelqu'un a joué avant vous : la table est montrée telle qu'elle est maintenant.",
};

const TEXTS = { en: EN, de: DE, fr: FR };

/// The language of a code or tag (`de`, `de-AT`, `fr_CA`), if the page speaks it.
function known(code) {
  const primary = String(code || "").toLowerCase().split(/[-_]/)[0];
  return TEXTS[primary] ? primary : null;
}

/// The page's language: `?lang=` in its address, else the browser's preferred languages,
/// else English.
function chosen() {
  const asked = known(new URLSearchParams(location.search).get("lang"));
  if (asked) return asked;
  for (const l of navigator.languages || [navigator.language]) {
    const k = known(l);
    if (k) return k;
  }
  return "en";
}

/// The language the page speaks: `en`, `de` or `fr`.
export const lang = chosen();

const TEXT = TEXTS[lang];

/// The text of `id` with `{name}` filled from `args`.
export function tt(id, args) {
  const text = TEXT[id] !== undefined ? TEXT[id] : EN[id];
  if (text === undefined) return id;
  return text.replace(/\{(\w+)\}/g, (whole, key) => (args && args[key] !== undefined ? String(args[key]) : whole));
}

/// Whether every language has `id`.
export function hasAll(id) {
  return EN[id] !== undefined && DE[id] !== undefined && FR[id] !== undefined;
}

/// Fills the page's marked elements: `data-tt` (text), `data-tt-title`, `data-tt-label`.
export function translateTables(root) {
  for (const el of root.querySelectorAll("[data-tt]")) el.textContent = tt(el.dataset.tt);
  for (const el of root.querySelectorAll("[data-tt-title]")) el.title = tt(el.dataset.ttTitle);
  for (const el of root.querySelectorAll("[data-tt-label]")) el.setAttribute("aria-label", tt(el.dataset.ttLabel));
}
