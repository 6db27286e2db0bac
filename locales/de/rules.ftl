### Die Regeln, die das Programm umsetzt, in eigenen Worten (docs/RULES.md): ein Titel und
### ein Absatz je Regelnummer, für `furunkulus rules`. Die Zeilenumbrüche dienen nur dem
### Lesen. Danach die Optionen.

rule-b1-title = Wandbuchstaben
rule-b1 =
    Jedes Wandstück trägt einen Buchstaben, und jeder Buchstabe kommt zweimal vor, auf zwei
    gespiegelten Stücken (der Spielplan ist punktsymmetrisch: Spalte c, Reihe r entspricht
    Spalte 17-c, Reihe 12-r). Nordrand: A..L über a1..l1. Treppe im Nordosten: M östlich von l1,
    N nördlich von m2, O östlich von m2, P nördlich von n3, Q östlich von n3, R nördlich von o4,
    S östlich von o4, T nördlich von p5. Ostrand: U..Z östlich von p5..p10, und eine Tür (ohne
    Buchstaben) östlich von p11. Südrand, von Osten nach Westen beschriftet: A südlich von p11,
    B südlich von o11, ... L südlich von e11. Treppe im Südwesten: M westlich von e11, N südlich
    von d10, O westlich von d10, P südlich von c9, Q westlich von c9, R südlich von b8, S
    westlich von b8, T südlich von a7. Westrand: U westlich von a7, V westlich von a6, W
    westlich von a5, X westlich von a4, Y westlich von a3, Z westlich von a2, und eine Tür (ohne
    Buchstaben) westlich von a1. Die beiden Türen gehören zusammen wie ein Buchstabe: Wer a1
    nach Westen verlässt, kommt auf p11 an, wer p11 nach Osten verlässt, auf a1.

rule-b2-title = Grundaufbau
rule-b2 =
    Das Grundspiel hat 11 Steinblöcke, auf c3, m4, h5, i6, n6, g7, e8, m8, o9, f10 und i10, und
    zwei Blutlachen: eine 2×2-Blutlache auf i3, j3, i4, j4 und eine 4×1-Blutlache auf e9, f9,
    g9, h9. Das Monster beginnt auf dem Ausgang a1 mit Blick nach Osten (zum Buchstaben M am
    Ostende von Reihe 1). Die Spielfiguren warten neben dem Eingang p11 außerhalb des
    Spielplans.

rule-m1-title = Schritte
rule-m1 =
    Die Monsterkarte gibt eine Zahl N von Schritten vor (oder eine Trefferzahl, M11). Jeder
    Schritt ist ein Blick, auf den ein Zug um ein Feld folgt. Nach dem letzten Schritt schaut
    das Monster noch einmal und dreht sich entsprechend (der letzte Blick); danach zieht es
    nicht mehr.

rule-m2-title = Sicht
rule-m2 =
    Das Monster schaut geradeaus, nach links und nach rechts, nie nach hinten und nie schräg.
    Entlang dieser drei Linien sieht es über leere Felder, Blutlachen, Teleporter und Kristalle
    hinweg; Steinblöcke und Umlenksteine versperren die Sicht. Die Sicht geht nie durch eine
    Wand (auch nicht durch die Treppenwände) und nie um den Spielplan herum.

rule-m3-title = Entfernung
rule-m3 =
    Die Entfernung zu einer gesehenen Spielfigur ist die Zahl der Felder entlang der Linie; eine
    Spielfigur direkt daneben ist 1 Feld entfernt. Blutlachenfelder zählen wie alle anderen
    Felder (FAQ: eine Spielfigur 2 Felder entfernt jenseits einer Blutlache ist genauso weit weg
    wie eine 2 Felder entfernt auf dem Boden).

rule-m4-title = Wahl
rule-m4 =
    Sieht das Monster keine Spielfigur, läuft es geradeaus weiter. Sieht es Spielfiguren, dreht
    es sich zur nächsten. Sind zwei oder mehr gesehene Spielfiguren gleich nah, läuft es
    geradeaus weiter, auch wenn der Gleichstand zwischen links und rechts besteht und geradeaus
    nichts zu sehen ist.

rule-m5-title = Fressen
rule-m5 =
    Zieht das Monster auf das Feld einer Spielfigur, frisst es sie und zieht weiter.

rule-m6-title = Schieben
rule-m6 =
    Das Monster schiebt alles vor sich her: eine ganze Reihe aus Steinblöcken, Kristallen,
    Umlenksteinen und Spielfiguren rückt mit ihm um ein Feld weiter, egal wie lang die Reihe
    ist. Eine Spielfigur auf genau dem Feld, das das Monster betritt, wird gefressen, nicht
    geschoben; eine Spielfigur weiter hinten in einer Reihe, die mit einem Stein beginnt, wird
    geschoben. Eine vom Spielplan geschobene Spielfigur wird zerquetscht, eine auf einen
    Teleporter geschobene wird zerstört; beides zählt wie gefressen. Ein Stein, der vom
    Spielplan oder auf einen Teleporter geschoben wird, scheidet aus dem Spiel aus. Geschobene
    Teile gehen nie durch die Wand (nur das Monster tut das): eine Spielfigur, die von a1 nach
    Westen geschoben wird, ist zerquetscht und nicht entkommen. Ein Stein, der auf ein Eckfeld
    (a1 oder p11) geschoben wird, wird entfernt (Option monster-corner-stones, voreingestellt
    remove).

rule-m7-title = Blutlachen
rule-m7 =
    Betritt das Monster eine Blutlache, rutscht es in derselben Richtung bis zum ersten Feld
    hinter der Blutlache weiter, alles im selben Schritt und ohne zu schauen; auf einer
    Blutlache bleibt es nie stehen. Genauer: Solange es auf einem Blutlachenfeld steht, zieht es
    ein Feld weiter und frisst und schiebt dabei wie in M5 und M6 (eine Spielfigur auf dem
    Landefeld wird also gefressen, ein Stein dort geschoben), bis es auf einem Feld steht, das
    keine Blutlache ist. Was das Monster auf eine Blutlache schiebt, rutscht ebenfalls hinüber,
    nach den Regeln für geschobene Steine (P8).

rule-m8-title = Wände
rule-m8 =
    Das Monster geht durch Wände: Verlässt es den Spielplan durch ein Wandstück mit einem
    Buchstaben, kommt es auf dem Feld hinter dem anderen Wandstück mit demselben Buchstaben
    wieder herein (dem gespiegelten Feld) und behält seine Richtung. Hinausgehen und
    Hereinkommen ist ein Schritt. Das Feld, auf dem es wieder hereinkommt, wird wie jedes andere
    Feld betreten (fressen, schieben, rutschen, teleportieren).

rule-m9-title = Umlenksteine
rule-m9 =
    Würde das Monster auf einen Umlenkstein ziehen und sieht es keine Spielfigur (M2), schiebt
    es den Umlenkstein nicht: es dreht sich um 90° nach rechts (Umlenkstein rechts) oder um 180°
    (Umlenkstein 180°) und macht diesen Schritt in der neuen Richtung; die Drehung kostet
    nichts. Sieht es eine Spielfigur, wirkt der Umlenkstein nicht (siehe auch Option
    pivot-when-tied). Ein Umlenkstein wirkt nur auf dem ersten Feld eines Schritts, nicht auf
    einem Feld, das beim Rutschen erreicht wird; dort wird er wie ein Steinblock geschoben.

rule-m10-title = Teleporter
rule-m10 =
    Betritt das Monster einen Teleporter, kommt es im selben Schritt auf dem anderen Teleporter
    derselben Farbe an und blickt dort in Richtung von dessen Pfeil. Unterwegs schaut es nicht.
    Sein nächster Blick geht von dort aus (oder sein letzter Blick, wenn das der letzte Schritt
    war).

rule-m11-title = Trefferkarten
rule-m11 =
    Mit einer Karte „1 Treffer“ oder „2 Treffer“ (oder „3 Treffer“ in der Variante G7) zieht das
    Monster, bis es so viele Spielfiguren entfernt hat (gefressen, zerquetscht oder zerstört),
    aber höchstens 20 Schritte. Dann folgt sein letzter Blick.

rule-p1-title = Zug einer Spielfigur
rule-p1 =
    Eine Spielfigur zieht bis zu so viele Felder, wie ihre sichtbare Zahl angibt, waagerecht
    oder senkrecht, ein Feld je Punkt; sie darf abbiegen, hin und her ziehen, früher anhalten
    oder gar nicht ziehen (0 Felder). Danach wird sie auf ihre andere Seite umgedreht.

rule-p2-title = Hereinkommen
rule-p2 =
    Mit dem ersten Punkt kommt eine wartende Spielfigur auf das Eingangsfeld p11.

rule-p3-title = Hinausgehen
rule-p3 =
    Vom Ausgangsfeld a1 bringt ein weiterer Punkt die Spielfigur aus der Festung hinaus.

rule-p4-title = Durchziehen und Anhalten
rule-p4 =
    Eine Spielfigur darf über Felder mit anderen Spielfiguren ziehen (diese Felder kosten Punkte
    wie alle anderen), muss ihren Zug aber allein auf ihrem Feld beenden. Das Feld des Monsters
    darf sie nie betreten, und einen Teleporter auch nie.

rule-p5-title = Schieben
rule-p5 =
    Zieht eine Spielfigur auf ein Feld mit einem Stein, schiebt sie ihn ein Feld weiter, aber
    nur, wenn das Feld dahinter auf dem Spielplan liegt und frei ist (keine Spielfigur, kein
    Stein, nicht das Monster). Sie schiebt nur einen Stein: ein Stein mit einem weiteren Stein
    oder einer Spielfigur dahinter lässt sich nicht schieben. Spielfiguren schieben nie
    Spielfiguren. Ein Stein, der auf a1 oder p11 geschoben wird, scheidet aus dem Spiel aus. Ein
    Stein, der auf einen Teleporter geschoben wird, wird zerstört (Option
    pawn-push-onto-teleporter, voreingestellt destroy).

rule-p6-title = Blutlachen
rule-p6 =
    Eine Blutlache zu betreten kostet die Spielfigur einen Punkt; dann rutscht sie in derselben
    Richtung bis zum ersten Feld hinter der Blutlache weiter. Liegt dort ein Stein, wird er
    geschoben (P5), und die Spielfigur landet. Kann die Rutschpartie nicht zu Ende gehen (die
    Blutlache liegt an einer Wand, der Stein auf dem Landefeld lässt sich nicht schieben, ein
    Stein liegt im Weg auf der Blutlache, oder auf dem Landefeld steht das Monster oder ein
    Teleporter), bleibt die Spielfigur auf dem letzten Blutlachenfeld stehen, das sie erreicht.
    Von einem Blutlachenfeld aus bringt ein weiterer Punkt sie in jede Richtung hinunter, und
    sie rutscht geradeaus bis hinter die Blutlache.

rule-p7-title = Anhalten nach dem Rutschen
rule-p7 =
    Auch nach dem Rutschen darf eine Spielfigur ihren Zug nicht auf einem besetzten Feld
    beenden: mit ihrem letzten Punkt auf eine Blutlache zu ziehen ist verboten, wenn sie dann
    auf einer anderen Spielfigur landen würde. Hat sie noch Punkte übrig, um weiterzuziehen,
    darf sie auf eine Spielfigur rutschen. Eine Spielfigur, die ein Stein auf der Blutlache
    aufgehalten hat und die keinen Punkt mehr hat, darf ihren Zug dort beenden (FAQ).

rule-p8-title = Geschobene Steine auf Blutlachen
rule-p8 =
    Ein Stein, der auf eine Blutlache geschoben wird, rutscht geradeaus hinüber. Er bleibt auf
    dem ersten Feld hinter der Blutlache liegen, wenn es frei ist, sonst auf dem letzten
    Blutlachenfeld.

rule-g1-title = Runde
rule-g1 =
    Eine Runde besteht aus der Spielfigurenphase und der Monsterphase. In der Spielfigurenphase
    zieht, beginnend beim Startspieler und dann nach links, reihum jeder Spieler eine Spielfigur
    (oder bringt eine herein, oder dreht nur eine wartende um), bis jede Spielfigur einmal
    gespielt wurde. Wer keine Spielfigur mehr zu spielen hat, setzt für den Rest der Phase aus
    (FAQ: niemand darf sich aussuchen, wann er aussetzt).

rule-g2-title = Erste Runde
rule-g2 =
    In der ersten Runde bringt jeder Spieler nur zwei Spielfiguren auf den Spielplan; seine
    übrigen Spielfiguren werden nur umgedreht.

rule-g3-title = Monsterphase
rule-g3 =
    In der Monsterphase wird die oberste Monsterkarte aufgedeckt, und das Monster zieht danach
    (die M-Regeln). Dann wandert der Startspieler-Marker nach links.

rule-g4-title = Erste Karte
rule-g4 =
    Die erste Karte der Partie darf keine Trefferkarte sein: es wird aufgedeckt, bis eine Zahl
    kommt, dann werden die übrigen Karten zu einem neuen Stapel gemischt.

rule-g5-title = Abschnitte
rule-g5 =
    Im Abschnitt 1 kommen gefressene Spielfiguren zurück neben den Eingang, mit der Seite nach
    oben, die sie gerade zeigen, und dürfen wieder hereinkommen. Abschnitt 1 endet, sobald die
    vorletzte Karte gespielt wurde (die letzte wird nicht gespielt); dann werden alle 8 Karten
    für Abschnitt 2 gemischt. In Abschnitt 2 scheiden gefressene Spielfiguren endgültig aus. Hat
    Abschnitt 2 alle Karten bis auf eine gespielt, wird jede Spielfigur gefressen, die noch in
    der Festung ist.

rule-g6-title = Sieg
rule-g6 =
    Wer als Erster alle seine Spielfiguren bis auf eine hinausgebracht hat, gewinnt (3 von 4
    oder 2 von 3). Endet Abschnitt 2 oder sind alle Spielfiguren fort, gewinnt, wer als Erster
    die höchste Zahl an Spielfiguren hinausgebracht hat.

rule-g7-title = Variante
rule-g7 =
    Mit 6 oder 7 Spielern wird die 5er-Karte zur Karte „3 Treffer“.

rule-g8-title = Wartende Spielfiguren
rule-g8 =
    Eine Spielfigur, die neben dem Eingang wartet, darf dort bleiben, wenn sie gespielt wird;
    sie wird nur umgedreht (FAQ).

rule-g9-title = Fortgeschrittener Aufbau
rule-g9 =
    Im Spiel für Fortgeschrittene legen die Spieler die Teile reihum aus. Kein Teil darf auf
    einem Eckfeld (a1, p11) liegen oder auf den drei Feldern daneben, waagerecht, senkrecht und
    schräg (der französische Text nennt das schräge Feld, der englische das Eckfeld selbst; wir
    verbieten beides; Option keep-clear). Teile liegen auf ganzen Feldern und überlappen sich
    nie. Zwei Teleporter dürfen nicht waagerecht oder senkrecht nebeneinander liegen (schräg
    nebeneinander ist erlaubt, wie auf dem Bild der Spielregel selbst).

rule-s1-title = Sicht
rule-s1 =
    Auf jeder seiner drei Linien sieht das Monster nur die nächste Spielfigur; die Spielfiguren
    dahinter auf dieser Linie sind verdeckt. Eine Spielfigur auf einem Blutlachenfeld wird wie
    jede andere gesehen. Nur diese nächsten Spielfiguren (höchstens drei) werden in M4
    verglichen, und jeder Gleichstand bei der kleinsten Entfernung lässt die Richtung
    unverändert.

rule-s2-title = Die Probe am Umlenkstein
rule-s2 =
    „Sieht keine Spielfigur“ in M9 meint den Blick zu Beginn des Schritts; nach einer Drehung am
    Umlenkstein gibt es keinen neuen Blick. Nach dem Gang durch die Wand ist das erste Feld des
    Schritts das Feld, auf dem das Monster wieder hereinkommt.

rule-s3-title = Die geschobene Reihe
rule-s3 =
    Die Reihe, die das Monster schiebt, ist die lückenlose Linie aus Steinen und Spielfiguren,
    die auf dem Feld beginnt, das das Monster betritt, und in seiner Richtung weiterläuft, nur
    auf dem Spielplan (sie geht nie durch die Wand). Das hintere Ende rückt zuerst, jedes Teil
    um ein Feld; ein Teil, das auf einer Blutlache landet, rutscht (S5), bevor das nächste
    rückt. Ist das Feld hinter der Reihe das Feld des Monsters selbst (nur gleich nach einem
    Gang durch die Wand möglich), gilt es als frei.

rule-s4-title = Das Rutschen des Monsters
rule-s4 =
    Das Monster rutscht, solange es auf einem Blutlachenfeld steht (zwei sich berührende
    Blutlachen sind eine Rutschpartie). Rutscht es gegen die Wand, geht es hindurch (M8), und
    die Rutschpartie geht auf dem gespiegelten Feld weiter, wenn auch das eine Blutlache ist.
    Rutscht es auf einen Teleporter, teleportiert es sich, und die Rutschpartie ist zu Ende.
    Eine Spielfigur, die ihm auf einem Blutlachenfeld im Weg steht, wird gefressen.

rule-s5-title = Das Rutschen geschobener Teile
rule-s5 =
    Ein Teil, das auf eine Blutlache geschoben wird (vom Monster oder von einer Spielfigur),
    rutscht, solange es auf einem Blutlachenfeld steht, und bleibt dann auf dem ersten Feld
    dahinter liegen, wenn es frei ist. Es bleibt auf dem letzten erreichbaren Blutlachenfeld
    liegen, wenn das nächste Feld die Wand ist, ein Teil oder eine Spielfigur (auf der Blutlache
    oder dahinter), oder das Monster. Landet es auf einem Teleporter, scheidet es aus (eine
    Spielfigur wird zerstört); für einen Stein, den eine Spielfigur schiebt, nur unter
    pawn-push-onto-teleporter=destroy, während unter forbid der Teleporter als Wand gilt. Ein
    Stein, der auf a1 oder p11 landet, wird entfernt (wenn das Monster schiebt, unter
    monster-corner-stones=remove).

rule-s6-title = Die Trefferzahl
rule-s6 =
    Bei einer Trefferkarte wird nach jedem ganzen Schritt gezählt (eine Rutschpartie wird nie
    abgebrochen); alle in diesem Schritt entfernten Spielfiguren zählen, auch über die nötige
    Zahl hinaus. Die Grenze von 20 zählt Schritte. Gibt es keine Spielfigur zu fangen, läuft das
    Monster 20 Schritte und schaut dann zum letzten Mal.

rule-s7-title = Auf flachen Teilen stehen
rule-s7 =
    Das Monster darf zu Beginn eines Zuges auf einer Blutlache oder einem Teleporter stehen
    (nach dem Teleportieren steht es immer auf einem); dort zu stehen bewirkt nichts.

rule-s8-title = Spielfiguren auf den Eckfeldern
rule-s8 =
    Eine Spielfigur, die das Monster auf a1 oder p11 schiebt, steht einfach dort; nur Steine
    werden auf den Eckfeldern entfernt.

rule-s9-title = Hereinkommen
rule-s9 =
    Hereinkommen ist ein Zug nach Westen von jenseits der Tür auf p11: steht das Monster auf
    p11, geht es nicht; ein Stein dort wird nach Westen geschoben (P5); eine Blutlache dort
    lässt die Spielfigur nach Westen rutschen. Eine wartende Spielfigur, die nicht hereinkommt,
    wartet weiter.

rule-s10-title = Hinausgehen
rule-s10 =
    Von a1 aus bringt ein Punkt die Spielfigur hinaus, und damit endet ihr Zug. Eine Spielfigur
    darf auch über a1 hinwegziehen und weitergehen.

rule-s11-title = Rutschende Spielfiguren
rule-s11 =
    Rutschende Spielfiguren gleiten über Spielfiguren auf Blutlachenfeldern hinweg und dürfen
    hinter der Blutlache nur dann auf einer Spielfigur landen, wenn sie noch Punkte zum
    Weiterziehen haben (P7). Eine Spielfigur darf ihren Zug auf einem Blutlachenfeld beenden,
    wann immer ihre Rutschpartie dort aufgehalten wurde (P6), sofern dort keine andere
    Spielfigur steht.

rule-s12-title = Steine auf der Blutlache
rule-s12 =
    Ein Stein auf dem Blutlachenfeld, das eine Spielfigur betritt, wird geschoben (P5). Ein
    Stein auf einem späteren Blutlachenfeld der Rutschpartie hält sie auf. So kann ein Stein mit
    einem Punkt zweimal geschoben werden: auf die Blutlache geschoben, rutscht er hinüber; die
    Rutschpartie der Spielfigur erreicht ihn dann auf dem Landefeld und schiebt ihn noch einmal
    (P6).

rule-s13-title = Freies Feld dahinter
rule-s13 =
    Beim Schieben durch eine Spielfigur (P5) ist ein Blutlachenfeld hinter dem Stein frei (der
    Stein rutscht dann, S5); ein Teleporter ist unter pawn-push-onto-teleporter=destroy frei und
    gilt unter forbid als Wand; a1 und p11 sind frei, wenn dort nichts steht.

rule-s14-title = Szenariodateien
rule-s14 =
    In einer Szenariodatei ist ein Teleporter auf einem Blutlachenfeld ein Fehler (flache Teile
    überlappen sich nie). Steine und Spielfiguren auf Blutlachenfeldern sind erlaubt (die
    Stellung aus der FAQ). Teile auf den Eckfeldern sind in einem Szenario erlaubt; nur der
    fortgeschrittene Aufbau (G9) verbietet sie. Mit setup: basic ist ein aufgeführtes Teil auf
    dem Feld eines Steins des Grundaufbaus der Fehler „zwei Teile auf einem Feld“.

rule-s15-title = Plätze und Spielfiguren
rule-s15 =
    Die Spieler werden in Sitzreihenfolge aufgeführt; „links“ ist der Nächste in der Liste, auf
    den Letzten folgt wieder der Erste. Mit 2 bis 4 Spielern hat jeder vier Spielfiguren mit den
    weißen Zahlen 1, 3, 4 und 5, mit 5 bis 7 Spielern drei mit den weißen Zahlen 1, 4 und 5.
    Eine Spielfigur heißt nach ihrem Spieler und ihrer weißen Zahl: red1, red3, red4, red5. Alle
    beginnen neben dem Eingang, mit der weißen Zahl nach oben.

rule-s16-title = Spielfigurenphase
rule-s16 =
    Der Startspieler spielt zuerst, dann spielt jeder Spieler in Sitzreihenfolge eine seiner
    Spielfiguren, die in dieser Runde noch nicht gespielt wurde, bis jede Spielfigur im Spiel
    (auf dem Spielplan oder neben dem Eingang) einmal gespielt wurde; ein Spieler ohne solche
    Spielfigur wird übersprungen (FAQ: niemand sucht sich aus, wann er aussetzt). Gespielt wird
    ein erlaubter Zug von 0 oder mehr Punkten (P1 bis P8), das Hereinkommen (P2, S9) oder das
    Warten neben dem Eingang (G8); dann wird die Spielfigur umgedreht (ihre Zahl wird 7 minus
    ihre Zahl). Eine Spielfigur, die hinausgeht, ist endgültig aus dem Spiel und zählt für ihren
    Spieler.

rule-s17-title = Erste Runde
rule-s17 =
    In der ersten Runde der Partie bringt jeder Spieler höchstens zwei Spielfiguren auf den
    Spielplan; die übrigen bleiben neben dem Eingang und werden umgedreht (Option
    first-turn-entries).

rule-s18-title = Monsterphase
rule-s18 =
    Die oberste Karte wird aufgedeckt, und das Monster zieht von dort aus, wo es steht.
    Entfernte Spielfiguren (gefressen, zerquetscht, zerstört) kommen in Abschnitt 1 zurück neben
    den Eingang und zeigen die Seite, die sie hatten; in Abschnitt 2 scheiden sie aus. Dann
    wandert der Startspieler nach links.

rule-s19-title = Stapel und Abschnitte
rule-s19 =
    Der Stapel sind die 8 Karten (G7 macht aus der 5 „3 Treffer“). Die erste Karte der Partie
    wird neu gezogen, bis eine Schrittkarte kommt; die vorher gezogenen Trefferkarten kommen
    zurück, und der Stapel wird gemischt (G4; Option no-prey-first). Ein Abschnitt spielt 7
    Karten; die 8. wird nie gespielt. Dann werden alle 8 für Abschnitt 2 gemischt. Nach dem
    siebten Monsterzug von Abschnitt 2 wird jede Spielfigur gefressen, die noch auf dem
    Spielplan steht, und die Spielfiguren neben dem Eingang kommen nie mehr hinaus: die Partie
    ist zu Ende.

rule-s20-title = Sieg
rule-s20 =
    Ein Spieler gewinnt in dem Augenblick, in dem er alle seine Spielfiguren bis auf eine
    hinausgebracht hat (3 von 4, 2 von 3); die Partie endet dann sofort, auch mitten in einer
    Spielfigurenphase. Sonst endet die Partie mit dem Ende von Abschnitt 2, oder in Abschnitt 2,
    sobald keine Spielfigur mehr im Spiel ist; dann gewinnt, wer die meisten Spielfiguren
    hinausgebracht hat, und bei Gleichstand, wer diese Zahl zuerst erreicht hat. Hat niemand
    eine Spielfigur hinausgebracht, gewinnt niemand.

rule-s21-title = Fortgeschrittener Aufbau
rule-s21 =
    Die 17 Teile (3 Steinblöcke, 2 Kristalle, 4 Umlenksteine rechts, 2 Umlenksteine 180°, die
    2×2- und die 4×1-Blutlache in beliebiger Ausrichtung, 4 Teleporter in 2 Paaren, jeder mit
    einem Pfeil) werden einzeln ausgelegt, die Spieler reihum ab dem Startspieler; dann wird der
    Spieler nach dem, der zuletzt gelegt hat, Startspieler der ersten Runde. Bedingungen: Option
    keep-clear, ganze Felder, keine Überlappung (ein Teil auf einer Blutlache gilt hier als
    Überlappung), zwei Teleporter nie waagerecht oder senkrecht nebeneinander.

## `furunkulus rules`: wie eine Regel und eine Option gezeigt werden.
rules-rule = { $id } { $title }. { $text }
rules-options-heading = Regeloptionen (docs/RULES.md, Abschnitte 9 und 10), die Voreinstellung zuerst:
rules-option = Option { $name } ({ $rule }, { $scope }): { $question }
rules-option-value = { $default ->
        [true] { $name }={ $value } (voreingestellt): { $meaning }
       *[false] { $name }={ $value }: { $meaning }
    }
rules-unknown = keine Regel und keine Option `{ $id }`: die Regelnummern sind { $ids }; die Optionen: { $options }

## Wofür eine Option gilt.
scope-monster = Monster
scope-pawn = Spielfiguren
scope-setup = Aufbau
scope-game = Partie

## Die offenen Punkte (docs/RULES.md, Abschnitte 9 und 10): die Frage jeder Option und ihre Werte.
option-monster-corner-stones = Wird ein Stein, den das { -monster } auf a1 oder p11 schiebt, entfernt wie einer, den eine { -pawn } schiebt?
option-monster-corner-stones-remove = der Stein scheidet aus dem Spiel aus (wie P5 es für Spielfiguren sagt)
option-monster-corner-stones-keep = der Stein bleibt auf dem Eckfeld liegen
option-pivot-when-tied = Das { -monster } sieht Spielfiguren, die aber gleich weit entfernt sind, und läuft deshalb geradeaus auf einen { -pivot } zu.
option-pivot-when-tied-push = es hat eine { -pawn } gesehen, also wirkt der { -pivot } nicht: er wird wie ein { -stone } geschoben
option-pivot-when-tied-turn = ein Gleichstand zählt, als hätte es keine { -pawn } gesehen: der { -pivot } dreht das { -monster }
option-pivot-chain = Nach einer Drehung am { -pivot } liegt auf dem nächsten Feld in der neuen Richtung wieder ein { -pivot }.
option-pivot-chain-turn-again = es dreht sich noch einmal; nach der 4. Drehung wird ein { -pivot }, der noch vor ihm liegt, geschoben
option-pivot-chain-push = nur ein { -pivot } wirkt je Schritt: der zweite wird geschoben
option-pawn-push-onto-teleporter = Darf eine { -pawn } einen Stein auf einen { -teleporter } schieben?
option-pawn-push-onto-teleporter-destroy = ja, und der Stein wird zerstört (französischer Text)
option-pawn-push-onto-teleporter-forbid = nein, ein { -teleporter } zählt wie der Rand des Spielplans (englischer Text)
option-keep-clear = Welche Felder um die Ecken im fortgeschrittenen Aufbau frei bleiben (G9).
option-keep-clear-corner-and-8-neighbours = das Eckfeld und jedes Feld rundherum (beide Texte zusammen)
option-keep-clear-french = die drei Felder neben jeder Ecke, das schräge eingeschlossen
option-keep-clear-english = die Eckfelder selbst
option-first-turn-entries = Muss in der ersten Runde jeder Spieler zwei Spielfiguren hereinbringen, oder höchstens zwei?
option-first-turn-entries-at-most-two = jeder Spieler bringt höchstens zwei Spielfiguren auf den Spielplan
option-first-turn-entries-exactly-two = jeder Spieler muss zwei Spielfiguren auf den Spielplan bringen, wenn er kann
option-no-prey-first = Gilt „keine Trefferkarte zuerst“ nur für die erste Karte der Partie oder für die erste jedes Abschnitts?
option-no-prey-first-game = nur die erste Karte der Partie darf keine Trefferkarte sein
option-no-prey-first-each-round = die erste Karte jedes Abschnitts darf keine Trefferkarte sein

## Karten in Sätzen (Nominativ): $tile (ihr Wort), $n (ihre Zahl), $tiles (eine Liste).
tile-with-article = { $tile-key ->
        [prey] die Karte { $tile }
       *[steps] eine { $tile }
    }
tiles-each = { $n ->
        [one] die Karte { $tiles }
       *[other] jede der Karten { $tiles }
    }
deck-whole = der ganze Stapel ({ $tiles })
deck-tiles = { $n ->
        [0] keine Karte
        [one] die Karte { $tiles }
       *[other] die Karten { $tiles }
    }
