<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Puzzle Studio</source>
        <translation>Über Puzzle Studio</translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzle Studio {__version__}&lt;/b&gt;&lt;br&gt;Solve, design, play and print word puzzles.&lt;br&gt;&lt;small&gt;Python {python_version}, Qt {qVersion}, on {platform}. Puzzle Studio is free software under the MIT licence.&lt;/small&gt;</source>
        <translation>&lt;b&gt;Puzzle Studio {__version__}&lt;/b&gt;&lt;br&gt;Worträtsel lösen, entwerfen, spielen und drucken.&lt;br&gt;&lt;small&gt;Python {python_version}, Qt {qVersion}, auf {platform}. Puzzle Studio ist freie Software unter der MIT-Lizenz.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Licences and credits</source>
        <translation>Lizenzen und Danksagungen</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>AssistantTab</name>
    <message>
        <source>Hard mode</source>
        <translation>Schwerer Modus</translation>
    </message>
    <message>
        <source>Undo Guess</source>
        <translation>Versuch zurücknehmen</translation>
    </message>
    <message>
        <source>Start Over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Type a guess you made, then its colours one key a tile: 1 or X gray, 2 or Y yellow, 3 or G green (or click the tiles), then press Enter.</source>
        <translation>Tippen Sie einen gemachten Versuch, dann seine Farben, eine Taste je Feld: 1 oder X grau, 2 oder Y gelb, 3 oder G grün (oder die Felder anklicken), dann Eingabe drücken.</translation>
    </message>
    <message>
        <source>Or type a row: CRANE gyx.., x~xv~, 31213, ⬛🟨🟩…</source>
        <translation>Oder eine Zeile tippen: CRANE gyx.., x~xv~, 31213, ⬛🟨🟩…</translation>
    </message>
    <message>
        <source>Colours for the guess typed above, or a guess and its colours. Gray: B, X, - or .; yellow: Y or ~; green: G or V; digits 0 1 2 or 1 2 3; or the game&apos;s squares.</source>
        <translation>Die Farben des oben getippten Versuchs oder ein Versuch und seine Farben. Grau: B, X, - oder .; gelb: Y oder ~; grün: G oder V; Ziffern 0 1 2 oder 1 2 3; oder die Quadrate des Spiels.</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Teile</translation>
    </message>
    <message>
        <source>Worst case</source>
        <translation>Schlimmster Fall</translation>
    </message>
    <message>
        <source>May be the answer</source>
        <translation>Kann die Lösung sein</translation>
    </message>
    <message>
        <source>As good</source>
        <translation>Ebenso gut</translation>
    </message>
    <message>
        <source>Other guesses with the very same scores</source>
        <translation>Andere Versuche mit genau denselben Werten</translation>
    </message>
    <message>
        <source>Answers still possible</source>
        <translation>Noch mögliche Lösungen</translation>
    </message>
    <message>
        <source>Best next guesses (double-click one to type it)</source>
        <translation>Beste nächste Versuche (Doppelklick tippt einen ein)</translation>
    </message>
    <message>
        <source>Colour {n}: </source>
        <translation>Farbe {n}: </translation>
    </message>
    <message>
        <source>Type the guess first, or put it before the colours.</source>
        <translation>Tippen Sie zuerst den Versuch oder setzen Sie ihn vor die Farben.</translation>
    </message>
    <message>
        <source>A guess has {length} letters.</source>
        <translation>Ein Versuch hat {length} Buchstaben.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Colour of letter {n} ({letter}): 1/X gray, 2/Y yellow, 3/G green.</source>
        <translation>Farbe des Buchstabens {n} ({letter}): 1/X grau, 2/Y gelb, 3/G grün.</translation>
    </message>
    <message>
        <source>Press Enter to add the guess (Backspace takes a colour back).</source>
        <translation>Eingabe fügt den Versuch hinzu (Rücktaste nimmt eine Farbe zurück).</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denke nach…</translation>
    </message>
    <message>
        <source>Not in the guess list, used all the same: {words}. </source>
        <translation>Nicht in der Versuchsliste, trotzdem verwendet: {words}. </translation>
    </message>
    <message>
        <source>{note}No answer fits these colours: check the tiles, or load the game&apos;s list.</source>
        <translation>{note}Keine Lösung passt zu diesen Farben: Prüfen Sie die Felder oder laden Sie die Liste des Spiels.</translation>
    </message>
    <message>
        <source>{note}It must be {answers}.</source>
        <translation>{note}Es muss {answers} sein.</translation>
    </message>
    <message>
        <source> (the first {n} shown)</source>
        <translation> (die ersten {n} angezeigt)</translation>
    </message>
    <message>
        <source>{note}{n:,} answers possible{more}. Best next: {word}.</source>
        <translation>{note}{n:,} mögliche Lösungen{more}. Bester nächster Versuch: {word}.</translation>
    </message>
    <message numerus="yes">
        <source>(+%n)</source>
        <translation>
            <numerusform>(+%n)</numerusform>
            <numerusform>(+%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BacktestTab</name>
    <message>
        <source>frequency</source>
        <translation>Häufigkeit</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>entropy</source>
        <translation>Entropie</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>Teile</translation>
    </message>
    <message>
        <source>lookahead</source>
        <translation>Vorausschau</translation>
    </message>
    <message>
        <source>search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Tree file</source>
        <translation>Baumdatei</translation>
    </message>
    <message>
        <source>Replay a decision tree in Alex Selby&apos;s format</source>
        <translation>Einen Entscheidungsbaum im Format von Alex Selby nachspielen</translation>
    </message>
    <message>
        <source>Hard mode</source>
        <translation>Schwerer Modus</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Clear Results</source>
        <translation>Ergebnisse löschen</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Over 6</source>
        <translation>Über 6</translation>
    </message>
    <message>
        <source>Hardest answers</source>
        <translation>Schwerste Lösungen</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Guesses on average with each answer as likely as the answer model says</source>
        <translation>Versuche im Mittel, jede Lösung so wahrscheinlich, wie das Lösungsmodell sagt</translation>
    </message>
    <message>
        <source>Each strategy plays every answer of the list; the table and the chart compare them. Runs use every core.</source>
        <translation>Jede Strategie spielt jede Lösung der Liste; Tabelle und Diagramm vergleichen sie. Es werden alle Kerne genutzt.</translation>
    </message>
    <message>
        <source>Plays the possible answer whose letters are the most frequent among the answers left.</source>
        <translation>Spielt die mögliche Lösung, deren Buchstaben unter den übrigen Lösungen am häufigsten sind.</translation>
    </message>
    <message>
        <source>Plays the possible answer sharing a letter with the most other answers left.</source>
        <translation>Spielt die mögliche Lösung, die mit den meisten übrigen Lösungen einen Buchstaben teilt.</translation>
    </message>
    <message>
        <source>Plays the guess whose colours tell the most on average (expected bits).</source>
        <translation>Spielt den Versuch, dessen Farben im Mittel am meisten verraten (erwartete Bits).</translation>
    </message>
    <message>
        <source>Plays the guess splitting the answers left into the most groups of colours.</source>
        <translation>Spielt den Versuch, der die übrigen Lösungen in die meisten Farbgruppen teilt.</translation>
    </message>
    <message>
        <source>Tries the 12 guesses with the most groups and keeps the one whose groups then need the fewest guesses.</source>
        <translation>Probiert die 12 Versuche mit den meisten Gruppen und behält den, dessen Gruppen danach die wenigsten Versuche brauchen.</translation>
    </message>
    <message>
        <source>Searches for the fewest guesses in all, among the guesses with the most groups (slowest, best).</source>
        <translation>Sucht die wenigsten Versuche insgesamt unter den Versuchen mit den meisten Gruppen (am langsamsten, am besten).</translation>
    </message>
    <message>
        <source>Replay a decision tree</source>
        <translation>Entscheidungsbaum nachspielen</translation>
    </message>
    <message>
        <source>Trees (*.tree *.txt);;All (*)</source>
        <translation>Bäume (*.tree *.txt);;Alle (*)</translation>
    </message>
    <message>
        <source>Tree {name}</source>
        <translation>Baum {name}</translation>
    </message>
    <message>
        <source>Choose a strategy (or a tree file), and wait for the lists.</source>
        <translation>Wählen Sie eine Strategie (oder eine Baumdatei) und warten Sie auf die Listen.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>{name}: {done:,} of {total:,} answers</source>
        <translation>{name}: {done:,} von {total:,} Lösungen</translation>
    </message>
    <message>
        <source>{name}: choosing the opening guess…</source>
        <translation>{name}: Eröffnungsversuch wird gewählt…</translation>
    </message>
    <message>
        <source>Best so far: {strategy}, {mean} guesses on average.</source>
        <translation>Bisher am besten: {strategy}, im Mittel {mean} Versuche.</translation>
    </message>
</context>
<context>
    <name>BatchTool</name>
    <message>
        <source>as made</source>
        <translation>wie erzeugt</translation>
    </message>
    <message>
        <source>easiest first</source>
        <translation>leichteste zuerst</translation>
    </message>
    <message>
        <source>hardest first</source>
        <translation>schwerste zuerst</translation>
    </message>
    <message>
        <source>swaps</source>
        <translation>Tauschzüge</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grüne</translation>
    </message>
    <message>
        <source>Banned and Favoured Words…</source>
        <translation>Gesperrte und bevorzugte Wörter…</translation>
    </message>
    <message>
        <source>Your own lists: words never used, and words weighted up to theme a batch</source>
        <translation>Ihre eigenen Listen: nie verwendete Wörter und höher gewichtete Wörter für ein Thema</translation>
    </message>
    <message>
        <source>No word twice in the batch</source>
        <translation>Kein Wort zweimal im Stapel</translation>
    </message>
    <message>
        <source>Favoured and pinned words may repeat: you chose them</source>
        <translation>Bevorzugte und festgelegte Wörter dürfen sich wiederholen: Sie haben sie gewählt</translation>
    </message>
    <message>
        <source>none (a folder of a series&apos; earlier puzzles)</source>
        <translation>keiner (ein Ordner mit den früheren Rätseln einer Reihe)</translation>
    </message>
    <message>
        <source>No puzzle of the batch uses a word of the puzzles in this folder</source>
        <translation>Kein Rätsel des Stapels verwendet ein Wort der Rätsel in diesem Ordner</translation>
    </message>
    <message>
        <source>Avoid the words of the puzzles in</source>
        <translation>Die Wörter der Rätsel meiden in</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Unique in play</source>
        <translation>Eindeutig im Spiel</translation>
    </message>
    <message>
        <source>Also keep puzzles that safe swaps make unique: ambiguous from the first colours, but a swap the player can make whatever the answer settles it</source>
        <translation>Auch Rätsel behalten, die sichere Tauschzüge eindeutig machen: nach den ersten Farben mehrdeutig, aber ein Tausch, den der Spieler bei jeder Antwort machen kann, entscheidet es</translation>
    </message>
    <message>
        <source>Familiar words</source>
        <translation>Vertraute Wörter</translation>
    </message>
    <message>
        <source>Search for the fill of the commonest words (its rarest word first, then its median), within the search time a puzzle; on by default where words are long</source>
        <translation>Die Füllung aus den gängigsten Wörtern suchen (zuerst ihr seltenstes Wort, dann ihr Median), in der Suchzeit je Rätsel; bei langen Wörtern voreingestellt</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long a familiar fill may search, a puzzle</source>
        <translation>Wie lange die Suche nach vertrauten Wörtern je Rätsel dauern darf</translation>
    </message>
    <message>
        <source>Difficulty from</source>
        <translation>Schwierigkeit von</translation>
    </message>
    <message>
        <source>Difficulty up to</source>
        <translation>Schwierigkeit bis</translation>
    </message>
    <message>
        <source>A new seed is drawn for each run; type one back to make the same puzzles again</source>
        <translation>Jeder Lauf zieht einen neuen Startwert; geben Sie ihn erneut ein, um dieselben Rätsel zu erhalten</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Fewest swaps</source>
        <translation>Wenigste Tauschzüge</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Färbung</translation>
    </message>
    <message>
        <source>Scramble strategy</source>
        <translation>Mischstrategie</translation>
    </message>
    <message>
        <source>Search time a puzzle</source>
        <translation>Suchzeit je Rätsel</translation>
    </message>
    <message>
        <source>Word filter</source>
        <translation>Wortfilter</translation>
    </message>
    <message>
        <source>Avoid words in</source>
        <translation>Wörter meiden aus</translation>
    </message>
    <message>
        <source>Difficulty (bits)</source>
        <translation>Schwierigkeit (Bits)</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Avoid the words of the puzzles in this folder</source>
        <translation>Die Wörter der Rätsel in diesem Ordner meiden</translation>
    </message>
    <message>
        <source>Double-click a puzzle to open it; tick the ones to keep; drag them into order (or Ctrl+Up, Ctrl+Down); Delete drops the selected ones</source>
        <translation>Doppelklick öffnet ein Rätsel; haken Sie die zu behaltenden an; ziehen Sie sie in die gewünschte Reihenfolge (oder Strg+Auf, Strg+Ab); Entf entfernt die ausgewählten</translation>
    </message>
    <message>
        <source>Puzzles generated</source>
        <translation>Erzeugte Rätsel</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Markieren</translation>
    </message>
    <message>
        <source>Unmark</source>
        <translation>Markierung aufheben</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Drop from the List</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <source>Daily Web Page…</source>
        <translation>Tägliche Webseite…</translation>
    </message>
    <message>
        <source>Your own daily Waffle: these puzzles as a series, one a day from a date, on one web page</source>
        <translation>Ihr eigenes tägliches Waffle: diese Rätsel als Serie, eines pro Tag ab einem Datum, auf einer Webseite</translation>
    </message>
    <message>
        <source>Save All…</source>
        <translation>Alle speichern…</translation>
    </message>
    <message numerus="yes">
        <source>{made} of {count} after %n try; about {left:.0f} s left</source>
        <translation>
            <numerusform>{made} von {count} nach %n Versuch; noch etwa {left:.0f} s</numerusform>
            <numerusform>{made} von {count} nach %n Versuchen; noch etwa {left:.0f} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{made} of {count} after %n tries; about {left:.0f} s left</source>
        <translation>
            <numerusform>{made} von {count} nach %n Versuch; noch etwa {left:.0f} s</numerusform>
            <numerusform>{made} von {count} nach %n Versuchen; noch etwa {left:.0f} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try so far ({value})</source>
        <translation>
            <numerusform>Bisher %n Versuch ({value})</numerusform>
            <numerusform>Bisher %n Versuche ({value})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tries so far ({value})</source>
        <translation>
            <numerusform>Bisher %n Versuch ({value})</numerusform>
            <numerusform>Bisher %n Versuche ({value})</numerusform>
        </translation>
    </message>
    <message>
        <source>Print Sheet…</source>
        <translation>Blatt drucken…</translation>
    </message>
    <message>
        <source>Difficulty: bits of choice the colours leave (more is harder)</source>
        <translation>Schwierigkeit: Bits an Wahl, die die Farben lassen (mehr ist schwerer)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>This run: seed {seed} (type it back to make these again)</source>
        <translation>Dieser Lauf: Startwert {seed} (wieder eintragen, um dieselben zu erzeugen)</translation>
    </message>
    <message>
        <source>{n} of {count} marked</source>
        <translation>{n} von {count} markiert</translation>
    </message>
    <message>
        <source>Save Marked…</source>
        <translation>Markierte speichern…</translation>
    </message>
    <message>
        <source>Save the marked puzzles to a folder, numbered in the order shown, one JSON file each</source>
        <translation>Die markierten Rätsel in einem Ordner speichern, in der gezeigten Reihenfolge nummeriert, je eine JSON-Datei</translation>
    </message>
    <message>
        <source>The marked puzzles, in the order shown, on a printed sheet</source>
        <translation>Die markierten Rätsel in der gezeigten Reihenfolge auf einem gedruckten Blatt</translation>
    </message>
    <message>
        <source>Save every puzzle listed to a folder, numbered in the order shown, one JSON file each</source>
        <translation>Alle aufgelisteten Rätsel in einem Ordner speichern, in der gezeigten Reihenfolge nummeriert, je eine JSON-Datei</translation>
    </message>
    <message>
        <source>Every puzzle listed, in the order shown, on a printed sheet</source>
        <translation>Alle aufgelisteten Rätsel in der gezeigten Reihenfolge auf einem gedruckten Blatt</translation>
    </message>
    <message>
        <source>{n} puzzles</source>
        <translation>{n} Rätsel</translation>
    </message>
    <message>
        <source>Fill list: {describe}.</source>
        <translation>Füllliste: {describe}.</translation>
    </message>
    <message>
        <source>working</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>No fill of this shape has only everyday words (Zipf {everyday} or more); the rarest word used has Zipf {rarest}.</source>
        <translation>Keine Füllung dieser Form besteht nur aus Alltagswörtern (Zipf {everyday} oder mehr); das seltenste verwendete Wort hat Zipf {rarest}.</translation>
    </message>
    <message>
        <source>No fill of only everyday words (Zipf {everyday} or more) turned up in {budget} s a puzzle; the rarest word used has Zipf {rarest}.</source>
        <translation>In {budget} s je Rätsel fand sich keine Füllung nur aus Alltagswörtern (Zipf {everyday} oder mehr); das seltenste verwendete Wort hat Zipf {rarest}.</translation>
    </message>
    <message>
        <source>difficulty {difficulty} · {swaps} swaps · seed {seed} #{n}</source>
        <translation>Schwierigkeit {difficulty} · {swaps} Tauschzüge · Startwert {seed} #{n}</translation>
    </message>
    <message>
        <source>Save every puzzle to a folder</source>
        <translation>Jedes Rätsel in einen Ordner speichern</translation>
    </message>
    <message>
        <source>saved {n} puzzles to {name}</source>
        <translation>{n} Rätsel in {name} gespeichert</translation>
    </message>
    <message>
        <source>some puzzles were not saved; all are still listed</source>
        <translation>einige Rätsel wurden nicht gespeichert; alle bleiben aufgelistet</translation>
    </message>
    <message>
        <source>Could not save the puzzles: </source>
        <translation>Die Rätsel konnten nicht gespeichert werden: </translation>
    </message>
</context>
<context>
    <name>BetweenNote</name>
    <message>
        <source>Review of two pictures</source>
        <translation>Auswertung zweier Bilder</translation>
    </message>
    <message>
        <source>Reviewing the swaps between the two pictures…</source>
        <translation>Die Tauschzüge zwischen den beiden Bildern werden ausgewertet…</translation>
    </message>
    <message>
        <source>Between the two pictures: {fewest} at the fewest.</source>
        <translation>Zwischen den beiden Bildern: mindestens {fewest}.</translation>
    </message>
    <message>
        <source>The game&apos;s counters say {used} were used.</source>
        <translation>Laut den Zählern des Spiels wurden {used} gemacht.</translation>
    </message>
    <message>
        <source>You kept to a fewest path: every swap took one off the distance to the answer.</source>
        <translation>Sie blieben auf einem kürzesten Weg: Jeder Tauschzug verringerte den Abstand zur Lösung um eins.</translation>
    </message>
    <message>
        <source>Off a fewest path: {n} spare swap spent.</source>
        <translation>Abseits eines kürzesten Weges: {n} Reservetauschzug verbraucht.</translation>
    </message>
    <message>
        <source>Off a fewest path: {n} spare swaps spent.</source>
        <translation>Abseits eines kürzesten Weges: {n} Reservetauschzüge verbraucht.</translation>
    </message>
    <message>
        <source>A picture shows no swap counter, so the swaps used are unknown. The second position lies on a fewest path from the first: you kept to it if you used {fewest}.</source>
        <translation>Ein Bild zeigt keinen Tauschzähler, daher sind die gemachten Tauschzüge unbekannt. Die zweite Stellung liegt auf einem kürzesten Weg von der ersten: Sie blieben darauf, wenn Sie {fewest} gemacht haben.</translation>
    </message>
    <message>
        <source>A picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends {n} spare swap.</source>
        <translation>Ein Bild zeigt keinen Tauschzähler, daher sind die gemachten Tauschzüge unbekannt; selbst der kürzeste Weg zwischen ihnen verbraucht {n} Reservetauschzug.</translation>
    </message>
    <message>
        <source>A picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends {n} spare swaps.</source>
        <translation>Ein Bild zeigt keinen Tauschzähler, daher sind die gemachten Tauschzüge unbekannt; selbst der kürzeste Weg zwischen ihnen verbraucht {n} Reservetauschzüge.</translation>
    </message>
    <message>
        <source>Fewest swaps to the answer: {before} before, {after} after.</source>
        <translation>Wenigste Tauschzüge bis zur Lösung: {before} vorher, {after} nachher.</translation>
    </message>
    <message>
        <source>Stars still possible: {before} before, {after} after; {lost} lost between them.</source>
        <translation>Noch mögliche Sterne: {before} vorher, {after} nachher; {lost} dazwischen verloren.</translation>
    </message>
    <message>
        <source>Solved: no swap left to make.</source>
        <translation>Gelöst: kein Tauschzug mehr zu machen.</translation>
    </message>
    <message>
        <source>Best next swap: {swap}.</source>
        <translation>Bester nächster Tauschzug: {swap}.</translation>
    </message>
    <message>
        <source>the two pictures show grids of different shapes.</source>
        <translation>die beiden Bilder zeigen Gitter verschiedener Form.</translation>
    </message>
    <message>
        <source>the two pictures do not hold the same letters: they are not one puzzle.</source>
        <translation>die beiden Bilder haben nicht dieselben Buchstaben: Es ist nicht dasselbe Rätsel.</translation>
    </message>
    <message>
        <source>the green tile at {where} is not green in the second, and the game locks greens.</source>
        <translation>das grüne Feld in {where} ist im zweiten nicht grün, und das Spiel sperrt grüne Felder.</translation>
    </message>
    <message>
        <source>the green tile at {where} is not green in the second, yet the other way round fits: paste the earlier picture first.</source>
        <translation>das grüne Feld in {where} ist im zweiten nicht grün, umgekehrt passt es aber: Fügen Sie zuerst das frühere Bild ein.</translation>
    </message>
    <message>
        <source>no answer in the word list fits the first picture.</source>
        <translation>keine Lösung aus der Wortliste passt zum ersten Bild.</translation>
    </message>
    <message>
        <source>the second picture&apos;s colours come from another answer: not the same puzzle.</source>
        <translation>die Farben des zweiten Bildes stammen von einer anderen Lösung: nicht dasselbe Rätsel.</translation>
    </message>
    <message>
        <source>several answers fit both pictures; the review needs one.</source>
        <translation>mehrere Lösungen passen zu beiden Bildern; die Auswertung braucht eine.</translation>
    </message>
    <message>
        <source>the counters say {used} were used, but the positions are {fewest} apart.</source>
        <translation>laut den Zählern wurden {used} gemacht, aber die Stellungen liegen {fewest} auseinander.</translation>
    </message>
    <message>
        <source>These two pictures cannot be reviewed together: {why}</source>
        <translation>Diese beiden Bilder lassen sich nicht zusammen auswerten: {why}</translation>
    </message>
</context>
<context>
    <name>Book</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message numerus="yes">
        <source>Waffle puzzles with answers: %n</source>
        <translation>
            <numerusform>Waffle-Rätsel mit Lösungen: %n</numerusform>
            <numerusform>Waffle-Rätsel mit Lösungen: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle</source>
        <translation>
            <numerusform>%n Rätsel</numerusform>
            <numerusform>%n Rätsel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles</source>
        <translation>
            <numerusform>%n Rätsel</numerusform>
            <numerusform>%n Rätsel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n pages</source>
        <translation>
            <numerusform>%1 auf %n Seite</numerusform>
            <numerusform>%1 auf %n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: KDP prints paperbacks of %1 to %2 pages; this book has %3.</source>
        <translation>Hinweis: KDP druckt Taschenbücher mit %1 bis %2 Seiten; dieses Buch hat %3.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>puzzles %1–%2</source>
        <translation>Rätsel %1–%2</translation>
    </message>
</context>
<context>
    <name>BookDialog</name>
    <message>
        <source>Save a book for print on demand</source>
        <translation>Buch für Print-on-Demand speichern</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Optional</translation>
    </message>
    <message>
        <source>The page as the reader holds it, as Amazon KDP lists its sizes</source>
        <translation>Die Seite, wie der Leser sie hält, in den Formaten, die Amazon KDP aufführt</translation>
    </message>
    <message>
        <source>Bleed (0.125 in, as KDP asks)</source>
        <translation>Beschnitt (0,125 in, wie KDP verlangt)</translation>
    </message>
    <message>
        <source>Pages 0.125 in wider and 0.25 in taller than the trim, for the printer to cut</source>
        <translation>Seiten 0,125 in breiter und 0,25 in höher als das Endformat, zum Beschneiden in der Druckerei</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation>Untertitel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Trim size</source>
        <translation>Endformat</translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation>Rätsel pro Seite</translation>
    </message>
    <message>
        <source>Save Book…</source>
        <translation>Buch speichern…</translation>
    </message>
    <message>
        <source>A book for print on demand: title page, contents, easy to hard, the answers at the back</source>
        <translation>Ein Buch für Print-on-Demand: Titelseite, Inhalt, von leicht bis schwer, die Lösungen hinten</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Sorting puzzles by difficulty: {done}</source>
        <translation>Rätsel nach Schwierigkeit sortieren: {done}</translation>
    </message>
    <message>
        <source>Page {done} of {total}</source>
        <translation>Seite {done} von {total}</translation>
    </message>
    <message>
        <source>Saved {name}: {counts}.</source>
        <translation>{name} gespeichert: {counts}.</translation>
    </message>
</context>
<context>
    <name>BoxView</name>
    <message>
        <source>Letter Boxed board</source>
        <translation>Letter-Boxed-Brett</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>Kein Brett</translation>
    </message>
    <message>
        <source>Sides {sides}</source>
        <translation>Seiten {sides}</translation>
    </message>
    <message>
        <source>words {words}</source>
        <translation>Wörter {words}</translation>
    </message>
    <message>
        <source>spelling {word}</source>
        <translation>buchstabiert {word}</translation>
    </message>
</context>
<context>
    <name>Command line</name>
    <message>
        <source>`puzzle-studio`: the studio&apos;s window with no arguments, its operations without one.</source>
        <translation>„puzzle-studio“: ohne Argumente das Fenster des Studios; seine Befehle laufen ohne Fenster.</translation>
    </message>
    <message>
        <source>show the version number and exit</source>
        <translation>die Versionsnummer zeigen und beenden</translation>
    </message>
    <message>
        <source>Open the studio window.</source>
        <translation>Das Studiofenster öffnen.</translation>
    </message>
    <message>
        <source>Commands: puzzle-studio solve --help</source>
        <translation>Befehle: puzzle-studio solve --help</translation>
    </message>
    <message>
        <source>a puzzle to open (.json or .txt)</source>
        <translation>ein zu öffnendes Rätsel (.json oder .txt)</translation>
    </message>
    <message>
        <source>render the window at 1280x800 to a PNG (works offscreen) and exit</source>
        <translation>das Fenster in 1280x800 als PNG zeichnen (auch ohne Bildschirm) und beenden</translation>
    </message>
    <message>
        <source>the window cannot start: there is no display here (DISPLAY is not set); start it from a desktop session, or use the commands (puzzle-studio --help)</source>
        <translation>das Fenster kann nicht starten: hier gibt es keinen Bildschirm (DISPLAY ist nicht gesetzt); starten Sie es aus einer Desktop-Sitzung oder nutzen Sie die Befehle (puzzle-studio --help)</translation>
    </message>
    <message>
        <source>the window cannot start: Qt&apos;s X11 platform needs %1, missing here; install with: sudo apt-get install %2</source>
        <translation>das Fenster kann nicht starten: Qts X11-Plattform braucht %1, das hier fehlt; installieren mit: sudo apt-get install %2</translation>
    </message>
    <message>
        <source>input/output failed: %1</source>
        <translation>Ein-/Ausgabe fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>internal error (%1); please report it with the command that caused it</source>
        <translation>interner Fehler (%1); bitte melden Sie ihn mit dem Befehl, der ihn auslöste</translation>
    </message>
    <message>
        <source>Letter Boxed: solve, generate and draw boards</source>
        <translation>Letter Boxed: Bretter lösen, erzeugen und zeichnen</translation>
    </message>
    <message>
        <source>every fewest-word (or fewest-letter) solution</source>
        <translation>jede Lösung mit den wenigsten Wörtern (oder Buchstaben)</translation>
    </message>
    <message>
        <source>the sides, e.g. &quot;ANO GDV IEF WZT&quot;</source>
        <translation>die Seiten, z. B. &quot;ANO GDV IEF WZT&quot;</translation>
    </message>
    <message>
        <source>print the best N solutions (default %1; 0: all)</source>
        <translation>die besten N Lösungen ausgeben (Standard %1; 0: alle)</translation>
    </message>
    <message>
        <source>print only how many solutions of each length</source>
        <translation>nur ausgeben, wie viele Lösungen es je Länge gibt</translation>
    </message>
    <message>
        <source>how many solutions of each length, no words; --reveal for a hint or the answer</source>
        <translation>wie viele Lösungen je Länge, ohne Wörter; --reveal für einen Tipp oder die Lösung</translation>
    </message>
    <message>
        <source>0: counts only (default), 1: the first letter, 2: the first word, 3: the whole answer</source>
        <translation>0: nur Anzahlen (Standard), 1: der erste Buchstabe, 2: das erste Wort, 3: die ganze Lösung</translation>
    </message>
    <message>
        <source>take every solution up to N words (default: the fewest only); below the fewest, it says the fewest</source>
        <translation>jede Lösung bis zu N Wörtern nehmen (Standard: nur die kürzesten); unter der kleinsten Wortzahl wird diese genannt</translation>
    </message>
    <message>
        <source>fewest words (default), or fewest letters in all</source>
        <translation>wenigste Wörter (Standard) oder wenigste Buchstaben insgesamt</translation>
    </message>
    <message>
        <source>random boards that common words solve within par</source>
        <translation>zufällige Bretter, die gängige Wörter innerhalb des Par lösen</translation>
    </message>
    <message>
        <source>letters per side (default 3)</source>
        <translation>Buchstaben je Seite (Standard 3)</translation>
    </message>
    <message>
        <source>vowels on the board (default 4)</source>
        <translation>Vokale auf dem Brett (Standard 4)</translation>
    </message>
    <message>
        <source>solvable in at most this many words (default 3)</source>
        <translation>lösbar mit höchstens so vielen Wörtern (Standard 3)</translation>
    </message>
    <message>
        <source>the same seed makes the same boards</source>
        <translation>derselbe Startwert erzeugt dieselben Bretter</translation>
    </message>
    <message>
        <source>word list (default: the built-in common tier)</source>
        <translation>Wortliste (Standard: die eingebaute Stufe der gängigen Wörter)</translation>
    </message>
    <message>
        <source>a board, and optionally a solution, as PNG or SVG</source>
        <translation>ein Brett, auf Wunsch mit Lösung, als PNG oder SVG</translation>
    </message>
    <message>
        <source>words to draw, e.g. &quot;FAZED DOWNVOTING&quot;</source>
        <translation>zu zeichnende Wörter, z. B. &quot;FAZED DOWNVOTING&quot;</translation>
    </message>
    <message>
        <source>draw the first fewest-word solution</source>
        <translation>die erste Lösung mit den wenigsten Wörtern zeichnen</translation>
    </message>
    <message>
        <source>PNG width in pixels (default 800)</source>
        <translation>PNG-Breite in Pixeln (Standard 800)</translation>
    </message>
    <message>
        <source>word list (default: the built-in %1 list)</source>
        <translation>Wortliste (Standard: die eingebaute Liste %1)</translation>
    </message>
    <message>
        <source>built-in list: %1 (default) is common words as the NYT game takes them, &apos;broad&apos; adds rarer words, abbreviations and interjections</source>
        <translation>eingebaute Liste: %1 (Standard) sind gängige Wörter, wie sie das NYT-Spiel nimmt; &apos;broad&apos; fügt seltenere Wörter, Abkürzungen und Ausrufe hinzu</translation>
    </message>
    <message>
        <source>no solution for %1 with these words</source>
        <translation>keine Lösung für %1 mit diesen Wörtern</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more; --max 0 for all</source>
        <translation>
            <numerusform>... und %n weitere; --max 0 für alle</numerusform>
            <numerusform>... und %n weitere; --max 0 für alle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solutions; the fewest: %1</source>
        <translation>
            <numerusform>%n Lösung; die kürzeste: %1</numerusform>
            <numerusform>%n Lösungen; die kürzeste: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n letters</source>
        <translation>
            <numerusform>%n Buchstabe</numerusform>
            <numerusform>%n Buchstaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solutions</source>
        <translation>
            <numerusform>%n Lösung</numerusform>
            <numerusform>%n Lösungen</numerusform>
        </translation>
    </message>
    <message>
        <source>The first word starts with %1.</source>
        <translation>Das erste Wort beginnt mit %1.</translation>
    </message>
    <message>
        <source>The first word is %1.</source>
        <translation>Das erste Wort ist %1.</translation>
    </message>
    <message>
        <source>An answer: %1.</source>
        <translation>Eine Lösung: %1.</translation>
    </message>
    <message>
        <source>no two-word solution</source>
        <translation>keine Lösung aus zwei Wörtern</translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>search boards of more than 22 letters too (hours and gigabytes for 24-26 letters)</source>
        <translation>auch Bretter mit mehr als 22 Buchstaben durchsuchen (Stunden und Gigabytes bei 24-26 Buchstaben)</translation>
    </message>
    <message numerus="yes">
        <source>%n two-word solutions</source>
        <translation>
            <numerusform>%n Lösung aus zwei Wörtern</numerusform>
            <numerusform>%n Lösungen aus zwei Wörtern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest %n words</source>
        <translation>
            <numerusform>mindestens %n Wort</numerusform>
            <numerusform>mindestens %n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>par %1</source>
        <translation>Par %1</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>solve Waffle puzzles (.json, .txt, a screenshot .png/.jpg/.webp, a share code, or - for stdin)</source>
        <translation>Waffle-Rätsel lösen (.json, .txt, ein Bildschirmfoto .png/.jpg/.webp, ein Teilen-Code oder - für die Standardeingabe)</translation>
    </message>
    <message>
        <source>one JSON object per puzzle per line</source>
        <translation>ein JSON-Objekt je Rätsel pro Zeile</translation>
    </message>
    <message>
        <source>the puzzle file&apos;s; a pasted grid or a screenshot names none: the first that solves it of the system locale&apos;s, English and the others</source>
        <translation>die der Rätseldatei; ein eingefügtes Gitter oder ein Bildschirmfoto nennt keine: die erste, die es löst, von der des Systems, Englisch und den übrigen</translation>
    </message>
    <message>
        <source>print hints 1..N instead of the answer: 1 the fewest swaps from here, 2 a tile in its word, 3 to %1 the best swaps in order, then a word, then the solution</source>
        <translation>statt der Lösung die Tipps 1..N ausgeben: 1 die wenigsten Tauschzüge von hier, 2 ein Plättchen in seinem Wort, 3 bis %1 die besten Tauschzüge der Reihe nach, dann ein Wort, dann die Lösung</translation>
    </message>
    <message>
        <source>the game&apos;s &apos;N SWAPS REMAINING&apos; counter, for a game already under way: stars are counted from it (default: the counter a screenshot shows, else a game as dealt, the fewest swaps + 5)</source>
        <translation>der Zähler &apos;N SWAPS REMAINING&apos; des Spiels, für ein schon laufendes Spiel: die Sterne werden ab ihm gezählt (Standard: der Zähler, den ein Bildschirmfoto zeigt, sonst ein frisch ausgeteiltes Spiel, die wenigsten Tauschzüge + 5)</translation>
    </message>
    <message>
        <source>a word list: one word (or word&lt;TAB&gt;weight) per line</source>
        <translation>eine Wortliste: ein Wort (oder Wort&lt;TAB&gt;Gewicht) pro Zeile</translation>
    </message>
    <message>
        <source>tier of the default word list (default: %1)</source>
        <translation>Stufe der Standard-Wortliste (Standard: %1)</translation>
    </message>
    <message>
        <source>the built-in lists</source>
        <translation>der eingebauten Listen</translation>
    </message>
    <message>
        <source>read a Waffle screenshot and print the puzzle in the text format</source>
        <translation>ein Waffle-Bildschirmfoto lesen und das Rätsel im Textformat ausgeben</translation>
    </message>
    <message>
        <source>a .png, .jpg, .jpeg or .webp picture of the game&apos;s grid</source>
        <translation>ein .png-, .jpg-, .jpeg- oder .webp-Bild des Spielgitters</translation>
    </message>
    <message>
        <source>make new Waffle puzzles (unique, exact swaps)</source>
        <translation>neue Waffle-Rätsel erzeugen (eindeutig, exakte Tauschzüge)</translation>
    </message>
    <message>
        <source>5x5, 7x7, royale, 3x3, 9x9, 11x11, 5x7, solid4x4 ... (default 5x5)</source>
        <translation>5x5, 7x7, royale, 3x3, 9x9, 11x11, 5x7, solid4x4 ... (Standard 5x5)</translation>
    </message>
    <message>
        <source>the same seed makes the same puzzles (default: a new one, printed first)</source>
        <translation>derselbe Startwert erzeugt dieselben Rätsel (Standard: ein neuer, der zuerst ausgegeben wird)</translation>
    </message>
    <message>
        <source>folder for the .json puzzles</source>
        <translation>Ordner für die .json-Rätsel</translation>
    </message>
    <message>
        <source>fewest swaps (default: half the tiles, 10 for 5x5, 20 for 7x7; 3 for 3x3)</source>
        <translation>wenigste Tauschzüge (Standard: die Hälfte der Plättchen, 10 bei 5x5, 20 bei 7x7; 3 bei 3x3)</translation>
    </message>
    <message>
        <source>no game-like preset (corners green...)</source>
        <translation>keine spielähnliche Voreinstellung (grüne Ecken ...)</translation>
    </message>
    <message>
        <source>word frequency cutoff (Zipf; default: common tier)</source>
        <translation>Grenze der Worthäufigkeit (Zipf; Standard: Stufe der gängigen Wörter)</translation>
    </message>
    <message>
        <source>e.g. r1=FUGUE, c3=GLOBE</source>
        <translation>z. B. r1=FUGUE, c3=GLOBE</translation>
    </message>
    <message>
        <source>e.g. 3,3=E</source>
        <translation>z. B. 3,3=E</translation>
    </message>
    <message>
        <source>fill and solve with this list instead</source>
        <translation>stattdessen mit dieser Liste füllen und lösen</translation>
    </message>
    <message>
        <source>the built-in lists, recorded in each puzzle</source>
        <translation>der eingebauten Listen, in jedem Rätsel vermerkt</translation>
    </message>
    <message>
        <source>let a word appear in several puzzles of the batch (default: no word twice; favoured and pinned words may always repeat)</source>
        <translation>ein Wort darf in mehreren Rätseln des Stapels vorkommen (Standard: kein Wort zweimal; bevorzugte und festgelegte Wörter dürfen sich immer wiederholen)</translation>
    </message>
    <message>
        <source>use none of the words of the puzzles already in this folder (a series)</source>
        <translation>keines der Wörter der Rätsel verwenden, die schon in diesem Ordner liegen (eine Serie)</translation>
    </message>
    <message>
        <source>fill with the commonest words a search finds in --budget seconds a puzzle (default: for shapes with words of %1 letters or more; --no-familiar: a random fill, weighted to common words)</source>
        <translation>mit den gängigsten Wörtern füllen, die eine Suche in --budget Sekunden je Rätsel findet (Standard: bei Formen mit Wörtern ab %1 Buchstaben; --no-familiar: eine zufällige Füllung, zu gängigen Wörtern gewichtet)</translation>
    </message>
    <message>
        <source>also keep puzzles ambiguous from the first colours that safe swaps settle (default: unique at once)</source>
        <translation>auch Rätsel behalten, die erst nach den ersten Farben eindeutig werden, die sichere Tauschzüge festlegen (Standard: sofort eindeutig)</translation>
    </message>
    <message>
        <source>how long a familiar fill may search, a puzzle (default %1)</source>
        <translation>wie lange eine vertraute Füllung suchen darf, je Rätsel (Standard %1)</translation>
    </message>
    <message>
        <source>never use these words (one a line), besides your banned list in ~/.config/puzzle-studio/words/</source>
        <translation>diese Wörter nie verwenden (eines pro Zeile), zusätzlich zu Ihrer Sperrliste in ~/.config/puzzle-studio/words/</translation>
    </message>
    <message>
        <source>weight these words up in the fill (one a line), besides your favoured list</source>
        <translation>diese Wörter beim Füllen höher gewichten (eines pro Zeile), zusätzlich zu Ihrer Liste bevorzugter Wörter</translation>
    </message>
    <message>
        <source>which words to leave out: none; default, offensive and sensitive words; classroom, also %1 (a class of ten-year-olds)</source>
        <translation>welche Wörter wegbleiben: none keine; default anstößige und heikle Wörter; classroom zusätzlich %1 (eine Klasse Zehnjähriger)</translation>
    </message>
    <message>
        <source>the same as --word-filter none</source>
        <translation>dasselbe wie --word-filter none</translation>
    </message>
    <message>
        <source>fill a partly designed grid around its letters, best words first (exit 1 when no fill exists)</source>
        <translation>ein teilweise entworfenes Gitter um seine Buchstaben füllen, beste Wörter zuerst (Exit 1, wenn keine Füllung existiert)</translation>
    </message>
    <message>
        <source>the letter grid in the text format, _ for a cell to fill, . for a hole (a .txt file, or - for stdin)</source>
        <translation>das Buchstabengitter im Textformat, _ für ein zu füllendes Feld, . für ein Loch (eine .txt-Datei oder - für die Standardeingabe)</translation>
    </message>
    <message>
        <source>fill from this list (default: the list the generator uses)</source>
        <translation>aus dieser Liste füllen (Standard: die Liste, die der Generator nimmt)</translation>
    </message>
    <message>
        <source>the most familiar fill a search finds in --budget seconds (its rarest word first, then its median)</source>
        <translation>die vertrauteste Füllung, die eine Suche in --budget Sekunden findet (zuerst nach ihrem seltensten Wort, dann nach ihrem Median)</translation>
    </message>
    <message>
        <source>give up after searching this long (default: %1; exit 1)</source>
        <translation>nach so langer Suche aufgeben (Standard: %1; Exit-Code 1)</translation>
    </message>
    <message>
        <source>every grid that fits a shape (one per line)</source>
        <translation>jedes Gitter, das zu einer Form passt (eines pro Zeile)</translation>
    </message>
    <message>
        <source>word list (default: the common tier)</source>
        <translation>Wortliste (Standard: die Stufe der gängigen Wörter)</translation>
    </message>
    <message>
        <source>keep words with frequency &gt;= X (e.g. 1e-4)</source>
        <translation>Wörter mit Häufigkeit &gt;= X behalten (z. B. 1e-4)</translation>
    </message>
    <message>
        <source>processes (default 1)</source>
        <translation>Prozesse (Standard 1)</translation>
    </message>
    <message>
        <source>send the chunks to a Dask scheduler (tcp://host:8786), or to a cluster of one worker per core started here (local); needs the cluster extra</source>
        <translation>die Teile an einen Dask-Scheduler schicken (tcp://host:8786) oder an einen hier gestarteten Cluster mit einem Worker je Kern (local); braucht das Extra cluster</translation>
    </message>
    <message>
        <source>split the search into N chunks of about equal work (default 64), a pinned first word too; give a few per worker of a large cluster (a checkpoint resumes only with the same N)</source>
        <translation>die Suche in N Teile von etwa gleicher Arbeit teilen (Standard 64), auch bei festgelegtem ersten Wort; geben Sie einem großen Cluster ein paar je Worker (ein Prüfpunkt setzt nur mit demselben N fort)</translation>
    </message>
    <message>
        <source>write the grids here (whole or not at all) instead of stdout</source>
        <translation>die Gitter hierhin schreiben (ganz oder gar nicht) statt auf die Standardausgabe</translation>
    </message>
    <message>
        <source>record finished chunks here (needs --out); run again with it to resume exactly</source>
        <translation>fertige Teile hier festhalten (braucht --out); erneut damit starten, um genau fortzusetzen</translation>
    </message>
    <message>
        <source>search even when it is sized up first as over 10 minutes or 10 million grids (hours, gigabytes)</source>
        <translation>auch suchen, wenn die Suche vorab auf über 10 Minuten oder 10 Millionen Gitter geschätzt wird (Stunden, Gigabytes)</translation>
    </message>
    <message>
        <source>%1 of puzzles, or a printable PDF sheet</source>
        <translation>%1 von Rätseln oder ein druckbares PDF-Blatt</translation>
    </message>
    <message>
        <source>puzzle files, or folders of them</source>
        <translation>Rätseldateien oder Ordner davon</translation>
    </message>
    <message>
        <source>the --out file&apos;s suffix decides it, and --format must agree; a folder&apos;s files: pdf unless given</source>
        <translation>die Endung der --out-Datei entscheidet, und --format muss passen; Dateien eines Ordners: pdf, wenn nicht angegeben</translation>
    </message>
    <message>
        <source>a file (one puzzle, or --sheet) or a folder (one file per puzzle)</source>
        <translation>eine Datei (ein Rätsel oder --sheet) oder ein Ordner (eine Datei je Rätsel)</translation>
    </message>
    <message>
        <source>instead of --out: one self-contained web page that plays the puzzles in any browser, offline</source>
        <translation>statt --out: eine eigenständige Webseite, die die Rätsel in jedem Browser spielt, offline</translation>
    </message>
    <message>
        <source>instead of --out: a print-on-demand book, a title page, contents, easy to hard, the answers at the back</source>
        <translation>statt --out: ein Buch für den Druck auf Bestellung, mit Titelseite, Inhalt, von leicht bis schwer, die Lösungen hinten</translation>
    </message>
    <message>
        <source>the book&apos;s trim size</source>
        <translation>das Endformat des Buchs</translation>
    </message>
    <message>
        <source>with --book: KDP&apos;s 0.125 in bleed</source>
        <translation>mit --book: KDPs Beschnitt von 0,125 in</translation>
    </message>
    <message>
        <source>with --book: under the title</source>
        <translation>mit --book: unter dem Titel</translation>
    </message>
    <message>
        <source>with --book: puzzles a page</source>
        <translation>mit --book: Rätsel pro Seite</translation>
    </message>
    <message>
        <source>one PDF with N puzzles per page (%1)</source>
        <translation>ein PDF mit N Rätseln pro Seite (%1)</translation>
    </message>
    <message>
        <source>answer pages after the puzzles (with --sheet)</source>
        <translation>Lösungsseiten nach den Rätseln (mit --sheet)</translation>
    </message>
    <message>
        <source>with --sheet: puzzles (the students&apos; pages, no answers), answers (only the answer pages), or all</source>
        <translation>mit --sheet: puzzles (die Seiten der Schüler, ohne Lösungen), answers (nur die Lösungsseiten) oder all</translation>
    </message>
    <message>
        <source>with --sheet: print only these pages of those --pages chooses (3, or 2-5)</source>
        <translation>mit --sheet: nur diese Seiten der von --pages gewählten drucken (3 oder 2-5)</translation>
    </message>
    <message>
        <source>color-blind: orange and blue, marked</source>
        <translation>farbenblind: Orange und Blau, markiert</translation>
    </message>
    <message>
        <source>page margin in mm (default 12)</source>
        <translation>Seitenrand in mm (Standard 12)</translation>
    </message>
    <message>
        <source>PNG with no background</source>
        <translation>PNG ohne Hintergrund</translation>
    </message>
    <message>
        <source>sheet, book or web page title (default: Waffle puzzles)</source>
        <translation>Titel des Blatts, Buchs oder der Webseite (Standard: Waffle-Rätsel)</translation>
    </message>
    <message>
        <source>sheet footer</source>
        <translation>Fußzeile des Blatts</translation>
    </message>
    <message>
        <source>the sheet PDF&apos;s author; a book&apos;s, on its title page too</source>
        <translation>der Autor des Blatt-PDFs; bei einem Buch auch auf dessen Titelseite</translation>
    </message>
    <message>
        <source>no column letters and row numbers around the grids of a sheet</source>
        <translation>keine Spaltenbuchstaben und Zeilennummern um die Gitter eines Blatts</translation>
    </message>
    <message>
        <source>a line to write the answer under each puzzle</source>
        <translation>eine Linie, um die Lösung unter jedes Rätsel zu schreiben</translation>
    </message>
    <message>
        <source>with --sheet: an empty grid under each puzzle to write in</source>
        <translation>mit --sheet: ein leeres Gitter unter jedem Rätsel zum Hineinschreiben</translation>
    </message>
    <message>
        <source>with --sheet: a clue sheet, each word&apos;s definition as a numbered clue beside the puzzle (English)</source>
        <translation>mit --sheet: ein Hinweisblatt, die Definition jedes Worts als nummerierter Hinweis neben dem Rätsel (Englisch)</translation>
    </message>
    <message>
        <source>with --sheet: each word&apos;s definition on the answer pages (English)</source>
        <translation>mit --sheet: die Definition jedes Worts auf den Lösungsseiten (Englisch)</translation>
    </message>
    <message>
        <source>number of the first puzzle</source>
        <translation>Nummer des ersten Rätsels</translation>
    </message>
    <message>
        <source>word list for puzzles saved without a solution</source>
        <translation>Wortliste für Rätsel, die ohne Lösung gespeichert wurden</translation>
    </message>
    <message>
        <source>text grids and --words (a puzzle file or share code says its own)</source>
        <translation>der Textgitter und von --words (eine Rätseldatei oder ein Teilen-Code nennt ihre eigene)</translation>
    </message>
    <message>
        <source>review a Waffle game: each swap on a fewest-swaps path or not, the star lost, luck or skill</source>
        <translation>ein Waffle-Spiel auswerten: jeder Tauschzug auf einem kürzesten Weg oder nicht, der verlorene Stern, Glück oder Können</translation>
    </message>
    <message>
        <source>the start: a .json or .txt puzzle, a share code, or - for stdin; with --after, also a screenshot</source>
        <translation>der Anfang: ein .json- oder .txt-Rätsel, ein Teilen-Code oder - für die Standardeingabe; mit --after auch ein Bildschirmfoto</translation>
    </message>
    <message>
        <source>the swaps made, in order, as ROW,COL-ROW,COL (1-based, as solve counts) separated by spaces: &quot;2,1-1,3 5,2-3,1&quot;</source>
        <translation>die gemachten Tauschzüge der Reihe nach als ROW,COL-ROW,COL (ab 1, wie solve zählt), durch Leerzeichen getrennt: &quot;2,1-1,3 5,2-3,1&quot;</translation>
    </message>
    <message>
        <source>a later screenshot (or puzzle) of the same game: the fewest swaps between the two, the swaps used when both show the game&apos;s counter, on a fewest path or not, stars lost, the best next swap</source>
        <translation>ein späteres Bildschirmfoto (oder Rätsel) desselben Spiels: die wenigsten Tauschzüge zwischen beiden, die gemachten, wenn beide den Zähler des Spiels zeigen, auf einem kürzesten Weg oder nicht, verlorene Sterne, der beste nächste Tauschzug</translation>
    </message>
    <message>
        <source>one JSON object, with a record per swap</source>
        <translation>ein JSON-Objekt mit einem Eintrag je Tauschzug</translation>
    </message>
    <message>
        <source>the puzzle file&apos;s, else the system locale&apos;s, else %1</source>
        <translation>die der Rätseldatei, sonst die des Systems, sonst %1</translation>
    </message>
    <message>
        <source>%1: a screenshot cannot be reviewed: give the start as a puzzle file or code</source>
        <translation>%1: ein Bildschirmfoto kann nicht ausgewertet werden: geben Sie den Anfang als Rätseldatei oder Code an</translation>
    </message>
    <message>
        <source>cannot be checked: %1</source>
        <translation>kann nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>the two pictures show grids of different shapes</source>
        <translation>die beiden Bilder zeigen Gitter verschiedener Form</translation>
    </message>
    <message>
        <source>the two pictures do not hold the same letters: not one puzzle</source>
        <translation>die beiden Bilder haben nicht dieselben Buchstaben: nicht dasselbe Rätsel</translation>
    </message>
    <message>
        <source>the green tile at %1 is not green in the second: the game locks green tiles</source>
        <translation>das grüne Feld in %1 ist im zweiten nicht grün: das Spiel sperrt grüne Felder</translation>
    </message>
    <message>
        <source>the green tile at %1 is not green in the second, yet the other way round fits: give the earlier picture first</source>
        <translation>das grüne Feld in %1 ist im zweiten nicht grün, umgekehrt passt es aber: Geben Sie zuerst das frühere Bild an</translation>
    </message>
    <message>
        <source>no answer in the word list fits the first picture</source>
        <translation>keine Lösung aus der Wortliste passt zum ersten Bild</translation>
    </message>
    <message>
        <source>the second picture&apos;s colours come from another answer: not the same puzzle</source>
        <translation>die Farben des zweiten Bildes stammen von einer anderen Lösung: nicht dasselbe Rätsel</translation>
    </message>
    <message>
        <source>several answers fit both pictures: the review needs one</source>
        <translation>mehrere Lösungen passen zu beiden Bildern: die Auswertung braucht eine</translation>
    </message>
    <message>
        <source>the counters say %1 swaps were used, but the positions are %2 swaps apart</source>
        <translation>laut den Zählern wurden %1 Tauschzüge gemacht, aber die Stellungen liegen %2 Tauschzüge auseinander</translation>
    </message>
    <message numerus="yes">
        <source>%n swaps apart at the fewest</source>
        <translation>
            <numerusform>mindestens %n Tauschzug auseinander</numerusform>
            <numerusform>mindestens %n Tauschzüge auseinander</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n used (the counters&apos; difference)</source>
        <translation>
            <numerusform>%n gemacht (die Differenz der Zähler)</numerusform>
            <numerusform>%n gemacht (die Differenz der Zähler)</numerusform>
        </translation>
    </message>
    <message>
        <source>on a fewest path: every swap took one off the distance to the answer</source>
        <translation>auf einem kürzesten Weg: jeder Tauschzug verringerte den Abstand zur Lösung um eins</translation>
    </message>
    <message numerus="yes">
        <source>off a fewest path: %n spare swaps spent</source>
        <translation>
            <numerusform>abseits eines kürzesten Weges: %n Reservetauschzug verbraucht</numerusform>
            <numerusform>abseits eines kürzesten Weges: %n Reservetauschzüge verbraucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a picture shows no swap counter, so the swaps used are unknown; the second position lies on a fewest path from the first (on it if %n swaps were used)</source>
        <translation>
            <numerusform>ein Bild zeigt keinen Tauschzähler, daher sind die gemachten Tauschzüge unbekannt; die zweite Stellung liegt auf einem kürzesten Weg von der ersten (darauf, wenn %n Tauschzug gemacht wurde)</numerusform>
            <numerusform>ein Bild zeigt keinen Tauschzähler, daher sind die gemachten Tauschzüge unbekannt; die zweite Stellung liegt auf einem kürzesten Weg von der ersten (darauf, wenn %n Tauschzüge gemacht wurden)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends %n spare swaps</source>
        <translation>
            <numerusform>ein Bild zeigt keinen Tauschzähler, daher sind die gemachten Tauschzüge unbekannt; selbst der kürzeste Weg zwischen ihnen verbraucht %n Reservetauschzug</numerusform>
            <numerusform>ein Bild zeigt keinen Tauschzähler, daher sind die gemachten Tauschzüge unbekannt; selbst der kürzeste Weg zwischen ihnen verbraucht %n Reservetauschzüge</numerusform>
        </translation>
    </message>
    <message>
        <source>fewest swaps to the answer: %1 before, %2 after</source>
        <translation>wenigste Tauschzüge bis zur Lösung: %1 vorher, %2 nachher</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>stars still possible: %1 before, %2 after</source>
        <translation>noch mögliche Sterne: %1 vorher, %2 nachher</translation>
    </message>
    <message numerus="yes">
        <source>%n stars lost between them</source>
        <translation>
            <numerusform>%n Stern dazwischen verloren</numerusform>
            <numerusform>%n Sterne dazwischen verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>solved: no swap left to make</source>
        <translation>gelöst: kein Tauschzug mehr zu machen</translation>
    </message>
    <message>
        <source>best next swap: %1</source>
        <translation>bester nächster Tauschzug: %1</translation>
    </message>
    <message>
        <source>%1 has no tile</source>
        <translation>%1 hat kein Plättchen</translation>
    </message>
    <message>
        <source>%1 is swapped with itself</source>
        <translation>%1 wird mit sich selbst getauscht</translation>
    </message>
    <message>
        <source>the tile at %1 is green, and the game locks green tiles</source>
        <translation>das Plättchen in %1 ist grün, und das Spiel sperrt grüne Plättchen</translation>
    </message>
    <message>
        <source>the game was over by then</source>
        <translation>das Spiel war da schon vorbei</translation>
    </message>
    <message>
        <source>%2 (%3) is not in the word list</source>
        <translation>%2 (%3) steht nicht in der Wortliste</translation>
    </message>
    <message>
        <source>no answer in the word list fits the start (look at %3)</source>
        <translation>keine Antwort der Wortliste passt zum Anfang (sehen Sie sich %3 an)</translation>
    </message>
    <message>
        <source>no answer in the word list fits the start</source>
        <translation>keine Antwort der Wortliste passt zum Anfang</translation>
    </message>
    <message>
        <source>several answers fit the start and the swaps do not end on one of them</source>
        <translation>mehrere Antworten passen zum Anfang, und die Tausche enden auf keiner von ihnen</translation>
    </message>
    <message>
        <source>the start&apos;s colours cannot come from the puzzle&apos;s solution</source>
        <translation>die Farben des Anfangs können nicht von der Lösung des Rätsels stammen</translation>
    </message>
    <message>
        <source>swap %1: %2</source>
        <translation>Tausch %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>solved, %n of 5 stars</source>
        <translation>
            <numerusform>gelöst, %n von 5 Sternen</numerusform>
            <numerusform>gelöst, %n von 5 Sternen</numerusform>
        </translation>
    </message>
    <message>
        <source>not solved</source>
        <translation>nicht gelöst</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n swaps, %2 (fewest %3, %4 allowed); answer %5</source>
        <translation>
            <numerusform>%1: %n Tausch, %2 (mindestens %3, %4 erlaubt); Antwort %5</numerusform>
            <numerusform>%1: %n Tausche, %2 (mindestens %3, %4 erlaubt); Antwort %5</numerusform>
        </translation>
    </message>
    <message>
        <source>deduced: best for every answer the colours allowed</source>
        <translation>erschlossen: am besten für jede Antwort, die die Farben zuließen</translation>
    </message>
    <message>
        <source>lucky: best for the answer, not for every one the colours allowed</source>
        <translation>Glück: am besten für die Antwort, nicht für jede, die die Farben zuließen</translation>
    </message>
    <message>
        <source>a guess: best for another answer the colours allowed</source>
        <translation>geraten: am besten für eine andere Antwort, die die Farben zuließen</translation>
    </message>
    <message>
        <source>best for none of the answers the colours allowed</source>
        <translation>für keine der Antworten, die die Farben zuließen, am besten</translation>
    </message>
    <message>
        <source>on a best path</source>
        <translation>auf einem besten Weg</translation>
    </message>
    <message>
        <source>off every best path</source>
        <translation>abseits jedes besten Wegs</translation>
    </message>
    <message>
        <source>cost a star: %1 would have kept it</source>
        <translation>kostete einen Stern; ihn hätte bewahrt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n answers possible, %1</source>
        <translation>
            <numerusform>%n Antwort möglich, %1</numerusform>
            <numerusform>%n Antworten möglich, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n stars possible)</source>
        <translation>
            <numerusform>(%n Stern möglich)</numerusform>
            <numerusform>(%n Sterne möglich)</numerusform>
        </translation>
    </message>
    <message>
        <source>with --web: your own daily Waffle, one puzzle a day (or week) from this date (YYYY-MM-DD)</source>
        <translation>mit --web: Ihr eigenes tägliches Waffle, ein Rätsel pro Tag (oder Woche) ab diesem Datum (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>with --daily: the series&apos; name (default: Waffle)</source>
        <translation>mit --daily: der Name der Serie (Standard: Waffle)</translation>
    </message>
    <message>
        <source>with --daily: a puzzle every day or week</source>
        <translation>mit --daily: ein Rätsel jeden Tag oder jede Woche</translation>
    </message>
    <message>
        <source>with --daily: rising (easiest first), weekday (Mondays easiest, Sundays hardest) or given (file order)</source>
        <translation>mit --daily: rising (leichteste zuerst), weekday (montags am leichtesten, sonntags am schwersten) oder given (Reihenfolge der Dateien)</translation>
    </message>
    <message>
        <source>with --daily: offer a hint button</source>
        <translation>mit --daily: eine Tipp-Schaltfläche anbieten</translation>
    </message>
    <message>
        <source>with --daily: offer an undo button</source>
        <translation>mit --daily: eine Rückgängig-Schaltfläche anbieten</translation>
    </message>
    <message>
        <source>read the result codes a class&apos;s daily page gave: everyone&apos;s stars, swaps and hints</source>
        <translation>die Ergebniscodes lesen, die die Tagesseite einer Klasse ausgab: Sterne, Tauschzüge und Tipps aller</translation>
    </message>
    <message>
        <source>result codes (R-...), or - to read them from stdin</source>
        <translation>Ergebniscodes (R-...) oder -, um sie von der Standardeingabe zu lesen</translation>
    </message>
    <message>
        <source>print each puzzle&apos;s share code: one line to paste into the studio or a playable web page</source>
        <translation>den Teilen-Code jedes Rätsels ausgeben: eine Zeile zum Einfügen ins Studio oder in eine spielbare Webseite</translation>
    </message>
    <message>
        <source>text grids and --words (a puzzle file says its own)</source>
        <translation>der Textgitter und von --words (eine Rätseldatei nennt ihre eigene)</translation>
    </message>
    <message>
        <source>no solution with the letters read; %1: check those first</source>
        <translation>keine Lösung mit den gelesenen Buchstaben; %1: prüfen Sie diese zuerst</translation>
    </message>
    <message>
        <source>no fill of this shape has only everyday words (Zipf %1 or more); the rarest word used has Zipf %2</source>
        <translation>keine Füllung dieser Form besteht nur aus Alltagswörtern (Zipf %1 oder mehr); das seltenste verwendete Wort hat Zipf %2</translation>
    </message>
    <message>
        <source>no fill of only everyday words (Zipf %1 or more) turned up in %3 s; the rarest word used has Zipf %2</source>
        <translation>in %3 s fand sich keine Füllung nur aus Alltagswörtern (Zipf %1 oder mehr); das seltenste verwendete Wort hat Zipf %2</translation>
    </message>
    <message>
        <source>solved with the %1 list (the puzzle names no language)</source>
        <translation>mit der Liste „%1“ gelöst (das Rätsel nennt keine Sprache)</translation>
    </message>
    <message>
        <source>common list</source>
        <translation>Liste „häufig“</translation>
    </message>
    <message>
        <source>broad list</source>
        <translation>Liste „breit“</translation>
    </message>
    <message>
        <source>full list</source>
        <translation>Liste „vollständig“</translation>
    </message>
    <message>
        <source>wordfreq list</source>
        <translation>wordfreq-Liste</translation>
    </message>
    <message>
        <source>your list</source>
        <translation>Ihre Liste</translation>
    </message>
    <message>
        <source>fewest swaps: %1 (%2)</source>
        <translation>wenigste Tauschzüge: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n swaps left: too few, the game is lost</source>
        <translation>
            <numerusform>noch %n Tauschzug: zu wenige, das Spiel ist verloren</numerusform>
            <numerusform>noch %n Tauschzüge: zu wenige, das Spiel ist verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n swaps left; %1 still possible</source>
        <translation>
            <numerusform>noch %n Tauschzug; %1 noch möglich</numerusform>
            <numerusform>noch %n Tauschzüge; %1 noch möglich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n Stern</numerusform>
            <numerusform>%n Sterne</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 allowed; match it for %2</source>
        <translation>%1 erlaubt; schaffen Sie es darin für %2</translation>
    </message>
    <message>
        <source>hint %1: %2</source>
        <translation>Tipp %1: %2</translation>
    </message>
    <message>
        <source>seed %1 (--seed %1 makes these puzzles again)</source>
        <translation>Startwert %1 (--seed %1 erzeugt diese Rätsel erneut)</translation>
    </message>
    <message>
        <source>fill list: %1</source>
        <translation>Füllliste: %1</translation>
    </message>
    <message>
        <source>difficulty %1</source>
        <translation>Schwierigkeit %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>write one thing: --out PATH, --web PAGE.html or --book BOOK.pdf</source>
        <translation>schreib nur eines: --out PFAD, --web SEITE.html oder --book BUCH.pdf</translation>
    </message>
    <message>
        <source>say where to write: --out PATH, --web PAGE.html for a playable page or --book BOOK.pdf</source>
        <translation>sag, wohin geschrieben wird: --out PFAD, --web SEITE.html für eine spielbare Seite oder --book BUCH.pdf</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles</source>
        <translation>
            <numerusform>%n Rätsel</numerusform>
            <numerusform>%n Rätsel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles to play in a browser</source>
        <translation>
            <numerusform>%n Rätsel zum Spielen im Browser</numerusform>
            <numerusform>%n Rätsel zum Spielen im Browser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days, %1 to %2</source>
        <translation>
            <numerusform>%n Tag, %1 bis %2</numerusform>
            <numerusform>%n Tage, %1 bis %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first puzzle comes out in %n days: until then the page shows only that date</source>
        <translation>
            <numerusform>das erste Rätsel erscheint in %n Tag: bis dahin zeigt die Seite nur dieses Datum</numerusform>
            <numerusform>das erste Rätsel erscheint in %n Tagen: bis dahin zeigt die Seite nur dieses Datum</numerusform>
        </translation>
    </message>
    <message>
        <source>no single solution: the code has none, so the web page cannot play it</source>
        <translation>keine eindeutige Lösung: der Code enthält keine, daher kann die Webseite es nicht spielen</translation>
    </message>
    <message>
        <source>Wordle: backtest strategies, suggest the next guess, review a game</source>
        <translation>Wordle: Strategien nachspielen, den nächsten Tipp vorschlagen, ein Spiel auswerten</translation>
    </message>
    <message>
        <source>play a strategy against every answer</source>
        <translation>eine Strategie gegen jede Lösung spielen</translation>
    </message>
    <message>
        <source>strategies:</source>
        <translation>Strategien:</translation>
    </message>
    <message>
        <source>one of the strategies below; several with commas (default entropy)</source>
        <translation>eine der Strategien unten; mehrere durch Kommas getrennt (Standard entropy)</translation>
    </message>
    <message>
        <source>replay a decision tree (Selby&apos;s format) instead</source>
        <translation>stattdessen einen Entscheidungsbaum (Selbys Format) nachspielen</translation>
    </message>
    <message>
        <source>the answers left and the best next guesses</source>
        <translation>die verbleibenden Lösungen und die besten nächsten Tipps</translation>
    </message>
    <message>
        <source>e.g. SALET=BYBBG (G green, Y yellow, B or - gray)</source>
        <translation>z. B. SALET=BYBBG (G grün, Y gelb, B oder - grau)</translation>
    </message>
    <message>
        <source>whose pick to name (default entropy): %1</source>
        <translation>wessen Wahl genannt wird (Standard entropy): %1</translation>
    </message>
    <message>
        <source>how many guesses to list (default 10)</source>
        <translation>wie viele Versuche aufgelistet werden (Standard 10)</translation>
    </message>
    <message>
        <source>each guess of a game: answers left, the studio&apos;s pick, skill and luck (0-99)</source>
        <translation>jeder Versuch eines Spiels: verbleibende Lösungen, die Wahl des Studios, Können und Glück (0-99)</translation>
    </message>
    <message>
        <source>the game&apos;s answer</source>
        <translation>die Lösung des Spiels</translation>
    </message>
    <message>
        <source>the guesses in order; GUESS=PATTERN also checks its colours</source>
        <translation>die Versuche der Reihe nach; GUESS=PATTERN prüft auch seine Farben</translation>
    </message>
    <message>
        <source>a pasted share grid (- for stdin): its colours must be the guesses&apos;</source>
        <translation>ein eingefügtes Teilen-Gitter (- für die Standardeingabe): seine Farben müssen die der Versuche sein</translation>
    </message>
    <message>
        <source>one JSON object; its guesses list holds the scores</source>
        <translation>ein JSON-Objekt; seine Liste der Versuche enthält die Bewertungen</translation>
    </message>
    <message>
        <source>the game&apos;s answer list, every word as likely (default: the built-in model, common words less plurals and past forms, the more familiar the likelier)</source>
        <translation>die Lösungsliste des Spiels, jedes Wort gleich wahrscheinlich (Standard: das eingebaute Modell, gängige Wörter ohne Plurale und Vergangenheitsformen, je vertrauter, desto wahrscheinlicher)</translation>
    </message>
    <message>
        <source>allowed guesses (default: built-in broad words)</source>
        <translation>erlaubte Versuche (Standard: eingebaute Wörter der breiten Stufe)</translation>
    </message>
    <message>
        <source>word length (default 5)</source>
        <translation>Wortlänge (Standard 5)</translation>
    </message>
    <message>
        <source>hard mode: hints must be used</source>
        <translation>schwerer Modus: Hinweise müssen genutzt werden</translation>
    </message>
    <message>
        <source>fix the first guess (default: the strategy&apos;s; search tries one first guess only, the one with the most groups: name another here to compare)</source>
        <translation>den ersten Versuch festlegen (Standard: den der Strategie; search probiert nur einen ersten Versuch, den mit den meisten Gruppen: nennen Sie hier einen anderen zum Vergleich)</translation>
    </message>
    <message>
        <source>processes (default: all cores)</source>
        <translation>Prozesse (Standard: alle Kerne)</translation>
    </message>
    <message>
        <source>how many of the hardest answers to list</source>
        <translation>wie viele der schwersten Lösungen aufgelistet werden</translation>
    </message>
    <message>
        <source>write the strategy&apos;s decision tree (Selby&apos;s format) to FILE</source>
        <translation>den Entscheidungsbaum der Strategie (Selbys Format) in FILE schreiben</translation>
    </message>
    <message>
        <source>the possible answer whose letters are the most frequent among the answers left</source>
        <translation>die mögliche Lösung, deren Buchstaben unter den verbleibenden Lösungen am häufigsten sind</translation>
    </message>
    <message>
        <source>the possible answer sharing a letter with the most other answers left</source>
        <translation>die mögliche Lösung, die mit den meisten anderen verbleibenden Lösungen einen Buchstaben teilt</translation>
    </message>
    <message>
        <source>the guess whose colours tell the most on average (expected bits)</source>
        <translation>der Versuch, dessen Farben im Schnitt am meisten verraten (erwartete Bits)</translation>
    </message>
    <message>
        <source>the guess splitting the answers left into the most groups of colours</source>
        <translation>der Versuch, der die verbleibenden Lösungen in die meisten Farbgruppen teilt</translation>
    </message>
    <message>
        <source>of the 12 guesses with the most groups, the one whose groups then need the fewest guesses</source>
        <translation>von den 12 Versuchen mit den meisten Gruppen derjenige, dessen Gruppen dann die wenigsten Versuche brauchen</translation>
    </message>
    <message>
        <source>the fewest guesses in all, searched among the guesses with the most groups (slowest, best)</source>
        <translation>insgesamt die wenigsten Versuche, gesucht unter den Versuchen mit den meisten Gruppen (am langsamsten, am besten)</translation>
    </message>
    <message>
        <source>hard mode</source>
        <translation>schwerer Modus</translation>
    </message>
    <message>
        <source>normal mode</source>
        <translation>normaler Modus</translation>
    </message>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n Lösung</numerusform>
            <numerusform>%n Lösungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guesses</source>
        <translation>
            <numerusform>%n Tipp</numerusform>
            <numerusform>%n Tipps</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: mean %2 guesses, %3 in all</source>
        <translation>%1: im Mittel %2 Tipps, %3 insgesamt</translation>
    </message>
    <message numerus="yes">
        <source>%n failures (more than 6)</source>
        <translation>
            <numerusform>%n Fehlschlag (mehr als 6)</numerusform>
            <numerusform>%n Fehlschläge (mehr als 6)</numerusform>
        </translation>
    </message>
    <message>
        <source>expected %1 guesses, each answer as likely as the model says</source>
        <translation>erwartet %1 Versuche, jede Lösung so wahrscheinlich, wie das Modell sagt</translation>
    </message>
    <message>
        <source>hardest: %1</source>
        <translation>am schwersten: %1</translation>
    </message>
    <message>
        <source>failures: %1</source>
        <translation>Fehlschläge: %1</translation>
    </message>
    <message>
        <source>no answer in the list fits this feedback (check the colours, or try --answers)</source>
        <translation>keine Lösung der Liste passt zu dieser Rückmeldung (prüfen Sie die Farben oder versuchen Sie --answers)</translation>
    </message>
    <message numerus="yes">
        <source>%n possible: %1</source>
        <translation>
            <numerusform>%n möglich: %1</numerusform>
            <numerusform>%n möglich: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays: %2</source>
        <translation>%1 spielt: %2</translation>
    </message>
    <message>
        <source>best by information:      bits  parts  worst case</source>
        <translation>beste nach Information:   Bits  Teile  schlimmster Fall</translation>
    </message>
    <message numerus="yes">
        <source>and %n more as good</source>
        <translation>
            <numerusform>und %n weiterer, gleich gut</numerusform>
            <numerusform>und %n weitere, gleich gut</numerusform>
        </translation>
    </message>
    <message>
        <source>(* may be the answer)</source>
        <translation>(* kann die Lösung sein)</translation>
    </message>
    <message>
        <source>sets of k words of n letters, no letter shared</source>
        <translation>Sätze aus k Wörtern mit n Buchstaben, kein Buchstabe doppelt</translation>
    </message>
    <message>
        <source>word list (default: the built-in broad tier)</source>
        <translation>Wortliste (Standard: die eingebaute breite Stufe)</translation>
    </message>
    <message>
        <source>words per set (default 5)</source>
        <translation>Wörter je Satz (Standard 5)</translation>
    </message>
    <message>
        <source>letters per word (default 5)</source>
        <translation>Buchstaben je Wort (Standard 5)</translation>
    </message>
    <message>
        <source>drop words rarer than this Zipf frequency first (e.g. 2.5)</source>
        <translation>zuerst Wörter streichen, die seltener sind als diese Zipf-Häufigkeit (z. B. 2,5)</translation>
    </message>
    <message>
        <source>usable: commonest rarest word first (default); found: search order</source>
        <translation>usable: das gängigste seltenste Wort zuerst (Standard); found: Reihenfolge der Suche</translation>
    </message>
    <message>
        <source>search even past 10 million partial sets (minutes, gigabytes)</source>
        <translation>auch über 10 Millionen Teilsätze hinaus suchen (Minuten, Gigabytes)</translation>
    </message>
    <message>
        <source>CSV: the words, unused letters, rarest Zipf</source>
        <translation>CSV: die Wörter, unbenutzte Buchstaben, seltenstes Zipf</translation>
    </message>
    <message>
        <source>unused: %1; rarest Zipf %2</source>
        <translation>unbenutzt: %1; seltenstes Zipf %2</translation>
    </message>
    <message numerus="yes">
        <source>%n sets (%1 with anagrams apart)</source>
        <translation>
            <numerusform>%n Satz (%1 mit Anagrammen getrennt)</numerusform>
            <numerusform>%n Sätze (%1 mit Anagrammen getrennt)</numerusform>
        </translation>
    </message>
    <message>
        <source>print each word&apos;s short definition (English: WordNet 3.0)</source>
        <translation>die kurze Definition jedes Worts ausgeben (Englisch: WordNet 3.0)</translation>
    </message>
    <message>
        <source>one JSON object per word per line</source>
        <translation>ein JSON-Objekt je Wort pro Zeile</translation>
    </message>
    <message>
        <source>the meanings (English only has them)</source>
        <translation>der Bedeutungen (nur Englisch hat sie)</translation>
    </message>
    <message>
        <source>no meanings for this language (%1): no free offline source</source>
        <translation>keine Bedeutungen für diese Sprache (%1): keine freie Offline-Quelle</translation>
    </message>
    <message>
        <source>an empty path: name a file or a folder</source>
        <translation>ein leerer Pfad: nennen Sie eine Datei oder einen Ordner</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 enthält %2</translation>
    </message>
    <message>
        <source>%1 is below 0</source>
        <translation>%1 ist kleiner als 0</translation>
    </message>
    <message>
        <source>%1 is below 1</source>
        <translation>%1 ist kleiner als 1</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not a number above 0</source>
        <translation>%1 ist keine Zahl über 0</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>no word list for %1; choose one of %2</source>
        <translation>keine Wortliste für %1; wählen Sie eine von %2</translation>
    </message>
    <message>
        <source>the built-in word lists</source>
        <translation>der eingebauten Wortlisten</translation>
    </message>
    <message>
        <source>the system locale&apos;s, else %1</source>
        <translation>die des Systems, sonst %1</translation>
    </message>
    <message>
        <source>language of %1: %2 (default: %3)</source>
        <translation>Sprache %1: %2 (Standard: %3)</translation>
    </message>
    <message>
        <source>exit codes: 0 done, 1 no solution or nothing found, 2 bad input or usage, 3 a file could not be written, 69 the window cannot start here, 70 an internal error (please report it), 75 the Dask cluster was lost mid-search (its scheduler, or every worker), 130 interrupted, 143 terminated</source>
        <translation>Exit-Codes: 0 erledigt, 1 keine Lösung oder nichts gefunden, 2 falsche Eingabe oder falscher Aufruf, 3 eine Datei konnte nicht geschrieben werden, 69 das Fenster kann hier nicht starten, 70 ein interner Fehler (bitte melden), 75 der Dask-Cluster ging mitten in der Suche verloren (sein Scheduler oder alle Worker), 130 unterbrochen, 143 beendet</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>every day</source>
        <translation>jeden Tag</translation>
    </message>
    <message>
        <source>every week</source>
        <translation>jede Woche</translation>
    </message>
    <message>
        <source>easiest first</source>
        <translation>die leichtesten zuerst</translation>
    </message>
    <message>
        <source>by weekday: Monday easiest</source>
        <translation>nach Wochentag: montags das leichteste</translation>
    </message>
    <message>
        <source>in the order shown</source>
        <translation>in der angezeigten Reihenfolge</translation>
    </message>
    <message>
        <source>Daily web page</source>
        <translation>Tägliche Webseite</translation>
    </message>
    <message>
        <source>Waffle</source>
        <translation>Waffle</translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation>Hinweise anbieten</translation>
    </message>
    <message>
        <source>Offer undo</source>
        <translation>Rückgängig anbieten</translation>
    </message>
    <message>
        <source>Series name</source>
        <translation>Name der Serie</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Erster Tag</translation>
    </message>
    <message>
        <source>A puzzle</source>
        <translation>Ein Rätsel</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Save Daily Page…</source>
        <translation>Tägliche Seite speichern…</translation>
    </message>
    <message>
        <source>Class Results…</source>
        <translation>Ergebnisse der Klasse…</translation>
    </message>
    <message>
        <source>Paste the result codes your class copied from the page</source>
        <translation>Fügen Sie die Ergebniscodes ein, die Ihre Klasse von der Seite kopiert hat</translation>
    </message>
    <message>
        <source>{n} puzzles, one a day or a week from the first day</source>
        <translation>{n} Rätsel, eines pro Tag oder pro Woche ab dem ersten Tag</translation>
    </message>
    <message>
        <source>Save a daily web page</source>
        <translation>Eine tägliche Webseite speichern</translation>
    </message>
    <message>
        <source>Saved {name}: {n} days, {first} to {last}.</source>
        <translation>{name} gespeichert: {n} Tage, {first} bis {last}.</translation>
    </message>
    <message numerus="yes">
        <source>The first puzzle comes out in %n days.</source>
        <translation>
            <numerusform>Das erste Rätsel erscheint in %n Tag.</numerusform>
            <numerusform>Das erste Rätsel erscheint in %n Tagen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DesignPanel</name>
    <message>
        <source>Game-like greens</source>
        <translation>Grün wie im Spiel</translation>
    </message>
    <message>
        <source>Tiles stay green where the real games keep them: the 5x5&apos;s four corners, the 7x7&apos;s twelve crossings of its words (its corners move); other shapes: their corners</source>
        <translation>Felder bleiben grün, wo die echten Spiele sie lassen: die vier Ecken des 5x5, die zwölf Wortkreuzungen des 7x7 (seine Ecken bewegen sich); andere Formen: ihre Ecken</translation>
    </message>
    <message>
        <source>✓ known</source>
        <translation>✓ bekannt</translation>
    </message>
    <message>
        <source>~ rare</source>
        <translation>~ selten</translation>
    </message>
    <message>
        <source>✗ not in list</source>
        <translation>✗ nicht in der Liste</translation>
    </message>
    <message>
        <source>… incomplete</source>
        <translation>… unvollständig</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwerfen</translation>
    </message>
    <message>
        <source>Type the solution words. Space switches across/down; red tiles are words the word list does not know.</source>
        <translation>Geben Sie die Lösungswörter ein. Leertaste wechselt waagrecht/senkrecht; rote Felder sind Wörter, die die Wortliste nicht kennt.</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>In the word list</source>
        <translation>In der Wortliste</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>How many words of the fill list still fit each slot around its crossings: few is tight</source>
        <translation>Wie viele Wörter der Füllliste mit ihren Kreuzungen noch in jedes Feld passen: wenige heißt eng</translation>
    </message>
    <message>
        <source>Autofill</source>
        <translation>Automatisch füllen</translation>
    </message>
    <message>
        <source>Fill the empty and partly typed words around your letters, most familiar words first</source>
        <translation>Füllt leere und halb getippte Wörter um Ihre Buchstaben, die bekanntesten Wörter zuerst</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Banned and Favoured Words…</source>
        <translation>Gesperrte und bevorzugte Wörter…</translation>
    </message>
    <message>
        <source>Banned words and the default list of offensive words are not suggested; favoured words are starred</source>
        <translation>Gesperrte Wörter und die Standardliste anstößiger Wörter werden nicht vorgeschlagen; bevorzugte Wörter tragen einen Stern</translation>
    </message>
    <message>
        <source>Click a word to put it in the selected slot</source>
        <translation>Klicken Sie ein Wort, um es in den gewählten Platz zu setzen</translation>
    </message>
    <message>
        <source>Scramble into a puzzle</source>
        <translation>Zu einem Rätsel mischen</translation>
    </message>
    <message>
        <source>the word list in use</source>
        <translation>die verwendete Wortliste</translation>
    </message>
    <message>
        <source>The words another solution may use: a puzzle is fair when no other solution fits its colours. Common words (the default): what players know, so a rare word such as HOAST does not count. Broad: the solver&apos;s 248,640 words. Full: every word the studio has. Your own words always count.</source>
        <translation>Die Wörter, die eine andere Lösung verwenden darf: Ein Rätsel ist fair, wenn keine andere Lösung zu seinen Farben passt. Häufig (Standard): was Spieler kennen, ein seltenes Wort wie HOAST zählt also nicht. Breit: die 248.640 Wörter des Lösers. Voll: jedes Wort des Studios. Ihre eigenen Wörter zählen immer.</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Try Another Scramble</source>
        <translation>Anders mischen</translation>
    </message>
    <message>
        <source>Scramble again from a new random start: other colours, maybe no rival</source>
        <translation>Neu mischen mit einem neuen Zufallsstart: andere Farben, vielleicht ohne Rivalen</translation>
    </message>
    <message>
        <source>Fewest swaps</source>
        <translation>Tauschzüge</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Färbung</translation>
    </message>
    <message>
        <source>Unique among</source>
        <translation>Eindeutig unter</translation>
    </message>
    <message>
        <source>In the list, but rare (Zipf {zipf:.1f}): players may not know it</source>
        <translation>In der Liste, aber selten (Zipf {zipf:.1f}): Spieler kennen es vielleicht nicht</translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation>Wortliste wird geladen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Words that fit {label}&lt;/b&gt; ({n}{value}, most common first)</source>
        <translation>&lt;b&gt;Wörter, die in {label} passen&lt;/b&gt; ({n}{value}, häufigste zuerst)</translation>
    </message>
    <message>
        <source>, then {near}{more} near misses (one or two letters changed)</source>
        <translation>, dann {near}{more} Beinahe-Treffer (ein oder zwei Buchstaben geändert)</translation>
    </message>
    <message>
        <source>near miss: letters {where} changed</source>
        <translation>knapp daneben: Buchstaben {where} geändert</translation>
    </message>
    <message>
        <source>near miss: letter {where} changed</source>
        <translation>knapp daneben: Buchstabe {where} geändert</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Could not save {name}: {why}.</source>
        <translation>{name} konnte nicht gespeichert werden: {why}.</translation>
    </message>
    <message>
        <source>{what} at {place}: {why}</source>
        <translation>{what} bei {place}: {why}</translation>
    </message>
    <message>
        <source>{what}: {why}</source>
        <translation>{what}: {why}</translation>
    </message>
</context>
<context>
    <name>Drawing</name>
    <message>
        <source>guesses (over 6: a failure)</source>
        <translation>Tipps (über 6: ein Fehlschlag)</translation>
    </message>
    <message>
        <source>Run a backtest to see how many guesses each answer takes</source>
        <translation>Starten Sie einen Backtest, um zu sehen, wie viele Tipps jede Lösung braucht</translation>
    </message>
</context>
<context>
    <name>EveryGridTool</name>
    <message>
        <source>this computer</source>
        <translation>diesem Computer</translation>
    </message>
    <message>
        <source>a local Dask cluster</source>
        <translation>einem lokalen Dask-Cluster</translation>
    </message>
    <message>
        <source>a Dask scheduler at</source>
        <translation>einem Dask-Scheduler unter</translation>
    </message>
    <message>
        <source>Every grid on</source>
        <translation>Alle Gitter auf</translation>
    </message>
    <message>
        <source>Every Grid on all cores here, or on a Dask cluster (see Help &gt; User Guide: Dask)</source>
        <translation>Alle Gitter auf allen Kernen hier oder auf einem Dask-Cluster (siehe Hilfe &gt; Benutzerhandbuch: Dask)</translation>
    </message>
    <message>
        <source>Scheduler address</source>
        <translation>Adresse des Schedulers</translation>
    </message>
    <message>
        <source>The address `dask scheduler` prints when it starts</source>
        <translation>Die Adresse, die `dask scheduler` beim Start ausgibt</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Chunks done</source>
        <translation>Fertige Teile</translation>
    </message>
    <message>
        <source>Grids found</source>
        <translation>Gefundene Gitter</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Cluster workers</source>
        <translation>Worker des Clusters</translation>
    </message>
    <message>
        <source>Every Grid</source>
        <translation>Alle Gitter</translation>
    </message>
    <message>
        <source>List every grid these words and pins allow (a square grid and its transpose count once), on all cores</source>
        <translation>Alle Gitter auflisten, die diese Wörter und Vorgaben erlauben (ein quadratisches Gitter und seine Transponierte zählen einmal), auf allen Kernen</translation>
    </message>
    <message>
        <source>Search Anyway</source>
        <translation>Trotzdem suchen</translation>
    </message>
    <message>
        <source>Search every grid all the same: the grids are written to a temporary file as they come, and Save Grids copies them</source>
        <translation>Trotzdem alle Gitter suchen: Sie werden laufend in eine temporäre Datei geschrieben, und „Gitter speichern“ kopiert sie</translation>
    </message>
    <message>
        <source>Double-click a grid to design a puzzle from it</source>
        <translation>Doppelklick auf ein Gitter entwirft daraus ein Rätsel</translation>
    </message>
    <message>
        <source>Save Grids…</source>
        <translation>Gitter speichern…</translation>
    </message>
    <message>
        <source>type the Dask scheduler&apos;s address (tcp://host:8786) beside the choice</source>
        <translation>geben Sie die Adresse des Dask-Schedulers (tcp://host:8786) neben der Auswahl ein</translation>
    </message>
    <message>
        <source>Sizing up the search…</source>
        <translation>Suche wird abgeschätzt…</translation>
    </message>
    <message>
        <source>{n:,} grids</source>
        <translation>{n:,} Gitter</translation>
    </message>
    <message>
        <source>{n:,} grids kept (the parts of the search that finished)</source>
        <translation>{n:,} Gitter behalten (die fertigen Teile der Suche)</translation>
    </message>
    <message>
        <source>{searched:.1%} searched, {found:,} grids so far; about {duration} left</source>
        <translation>{searched:.1%} durchsucht, bisher {found:,} Gitter; noch etwa {duration}</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>beschäftigt</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>Every grid would take {text}; starting…</source>
        <translation>Alle Gitter würden {text} dauern; Start…</translation>
    </message>
    <message>
        <source>{found:,} grids; the first {shown:,} are listed, Save Grids writes them all</source>
        <translation>{found:,} Gitter; die ersten {shown:,} sind aufgelistet, Gitter speichern schreibt alle</translation>
    </message>
    <message>
        <source>Every grid of these words would take {text}. Narrow the words (a higher frequency cutoff, a shorter list) or pin a word or letter, or search anyway.</source>
        <translation>Alle Gitter dieser Wörter würden {text} dauern. Schränken Sie die Wörter ein (höhere Häufigkeitsgrenze, kürzere Liste), legen Sie ein Wort oder einen Buchstaben fest oder suchen Sie trotzdem.</translation>
    </message>
    <message>
        <source> But {text}: Search Anyway would not start.</source>
        <translation> Aber {text}: Trotzdem suchen würde nicht starten.</translation>
    </message>
    <message>
        <source>Save the grids</source>
        <translation>Gitter speichern</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>saved {total:,} grids to {name}</source>
        <translation>{total:,} Gitter in {name} gespeichert</translation>
    </message>
    <message>
        <source>{name} was not written</source>
        <translation>{name} wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>Could not save the grids: </source>
        <translation>Die Gitter konnten nicht gespeichert werden: </translation>
    </message>
    <message>
        <source>Saving {total:,} grids to {name}…</source>
        <translation>{total:,} Gitter werden in {name} gespeichert…</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>both</source>
        <translation>beides</translation>
    </message>
    <message>
        <source>Export the puzzle</source>
        <translation>Rätsel exportieren</translation>
    </message>
    <message>
        <source>Transparent background (PNG)</source>
        <translation>Transparenter Hintergrund (PNG)</translation>
    </message>
    <message>
        <source>Swaps allowed</source>
        <translation>Erlaubte Tauschzüge</translation>
    </message>
    <message>
        <source>A row of stars</source>
        <translation>Eine Reihe Sterne</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Stil</translation>
    </message>
    <message>
        <source>PNG width</source>
        <translation>PNG-Breite</translation>
    </message>
    <message>
        <source>PDF paper</source>
        <translation>PDF-Papier</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Working out the answer…</source>
        <translation>Lösung wird ermittelt…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Not exported: {name} names a {named} file, but the format chosen is {chosen}. Choose {named} as the format, or name the file .{suffix}.</source>
        <translation>Nicht exportiert: {name} ist der Name einer {named}-Datei, aber das gewählte Format ist {chosen}. Wählen Sie {named} als Format oder nennen Sie die Datei .{suffix}.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} gespeichert.</translation>
    </message>
    <message>
        <source>Could not export: {text}</source>
        <translation>Export fehlgeschlagen: {text}</translation>
    </message>
</context>
<context>
    <name>Facts</name>
    <message numerus="yes">
        <source>%n byte</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Byte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n Bytes</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message numerus="yes">
        <source>%n days</source>
        <translation>
            <numerusform>%n Tage</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Then %1</source>
        <translation>Dann %1</translation>
    </message>
    <message>
        <source>%1: the %2 turns green.</source>
        <translation>%1: das %2 wird grün.</translation>
    </message>
    <message>
        <source>%1: both turn green.</source>
        <translation>%1: beide werden grün.</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>row %1 across from column %2</source>
        <translation>Zeile %1 waagrecht ab Spalte %2</translation>
    </message>
    <message>
        <source>row %1 across</source>
        <translation>Zeile %1 waagrecht</translation>
    </message>
    <message>
        <source>column %1 down from row %2</source>
        <translation>Spalte %1 senkrecht ab Zeile %2</translation>
    </message>
    <message>
        <source>column %1 down</source>
        <translation>Spalte %1 senkrecht</translation>
    </message>
    <message>
        <source>%1 is not a letter of %2 (only %3 has %4 as a tile: choose that language)</source>
        <translation>%1 ist kein Buchstabe von %2 (nur %3 hat %4 als Feld: wählen Sie diese Sprache)</translation>
    </message>
    <message>
        <source>%1 is not a letter A-Z or %2</source>
        <translation>%1 ist kein Buchstabe A-Z oder %2</translation>
    </message>
    <message>
        <source>%1 is not a letter A-Z</source>
        <translation>%1 ist kein Buchstabe A-Z</translation>
    </message>
    <message>
        <source>%1: %2 is not a letter of %3</source>
        <translation>%1: %2 ist kein Buchstabe von %3</translation>
    </message>
    <message>
        <source>%1 — this puzzle is in %2</source>
        <translation>%1 — dieses Rätsel ist auf %2</translation>
    </message>
    <message>
        <source>%1 needs %2 tiles and colours, got %3 and %4</source>
        <translation>%1 braucht %2 Felder und Farben, erhalten %3 und %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>the tiles are not a permutation of the solution (extra tiles: %1, missing: %2)</source>
        <translation>die Felder sind keine Permutation der Lösung (überzählige Felder: %1, fehlend: %2)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>eine endliche Zahl</translation>
    </message>
    <message>
        <source>the weight %1 is not %2</source>
        <translation>das Gewicht %1 ist nicht %2</translation>
    </message>
    <message>
        <source>a puzzle</source>
        <translation>ein Rätsel</translation>
    </message>
    <message>
        <source>a word list</source>
        <translation>eine Wortliste</translation>
    </message>
    <message>
        <source>a screenshot</source>
        <translation>einen Screenshot</translation>
    </message>
    <message>
        <source>a decision tree</source>
        <translation>einen Entscheidungsbaum</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>word list</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>Prüfpunkt</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>eine Pipe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a terminal</source>
        <translation>ein Terminal</translation>
    </message>
    <message>
        <source>this is %1, not a file, and reading it could wait for ever: save the %2 to a file first</source>
        <translation>das ist %1, keine Datei, und das Lesen könnte ewig warten: zuerst in einer Datei speichern (%2)</translation>
    </message>
    <message>
        <source>this is %1 bytes, far too large for %2 (at most %3)</source>
        <translation>das sind %1 Bytes, viel zu groß für %2 (höchstens %3)</translation>
    </message>
    <message>
        <source>this is %1 characters, far too large for %2 (at most %3)</source>
        <translation>das sind %1 Zeichen, viel zu groß für %2 (höchstens %3)</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>das Zeichen %1</translation>
    </message>
    <message>
        <source>%1 is not a colour (g green, y yellow, - gray, or the green, yellow, white and black emoji squares)</source>
        <translation>%1 ist keine Farbe (g grün, y gelb, - grau, oder die grünen, gelben, weißen und schwarzen Emoji-Quadrate)</translation>
    </message>
    <message numerus="yes">
        <source>ambiguous: %n+ solutions, best first</source>
        <translation>
            <numerusform>mehrdeutig: %n+ Lösungen, die beste zuerst</numerusform>
            <numerusform>mehrdeutig: %n+ Lösungen, die beste zuerst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ambiguous: %n solutions, best first</source>
        <translation>
            <numerusform>mehrdeutig: %n Lösungen, die beste zuerst</numerusform>
            <numerusform>mehrdeutig: %n Lösungen, die beste zuerst</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, found with the %2 word list after the %3 list found none</source>
        <translation>%1, gefunden mit der Wortliste %2, nachdem die Liste %3 keine fand</translation>
    </message>
    <message>
        <source>%1 (%2 not in it)</source>
        <translation>%1 (%2 nicht darin)</translation>
    </message>
    <message>
        <source>common</source>
        <translation>gängig</translation>
    </message>
    <message>
        <source>broad</source>
        <translation>breit</translation>
    </message>
    <message>
        <source>full</source>
        <translation>vollständig</translation>
    </message>
    <message numerus="yes">
        <source>%n solutions fitted the colours</source>
        <translation>
            <numerusform>%n Lösungen passten zu den Farben</numerusform>
            <numerusform>%n Lösungen passten zu den Farben</numerusform>
        </translation>
    </message>
    <message>
        <source>after the swap one is left</source>
        <translation>nach dem Tausch bleibt eine</translation>
    </message>
    <message numerus="yes">
        <source>after the swap %n are left</source>
        <translation>
            <numerusform>nach dem Tausch bleiben %n</numerusform>
            <numerusform>nach dem Tausch bleiben %n</numerusform>
        </translation>
    </message>
    <message>
        <source>show one of %1, not %2</source>
        <translation>zeigen Sie eines von %1, nicht %2</translation>
    </message>
    <message>
        <source>the style is one of %1, not %2</source>
        <translation>der Stil ist einer von %1, nicht %2</translation>
    </message>
    <message>
        <source>a sheet holds %1 puzzles per page, not %2</source>
        <translation>ein Blatt trägt %1 Rätsel pro Seite, nicht %2</translation>
    </message>
    <message>
        <source>the paper is %1, not %2</source>
        <translation>das Papier ist %1, nicht %2</translation>
    </message>
    <message>
        <source>print pages %1, not %2</source>
        <translation>drucken Sie die Seiten %1, nicht %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>colouring policy</source>
        <translation>Färberegel</translation>
    </message>
    <message>
        <source>word-list tier</source>
        <translation>Wortlistenstufe</translation>
    </message>
    <message>
        <source>word list for language</source>
        <translation>Wortliste für die Sprache</translation>
    </message>
    <message>
        <source>unknown %1 %2; choose one of %3</source>
        <translation>unbekannter Wert für %1: %2; wählen Sie einen von %3</translation>
    </message>
    <message numerus="yes">
        <source>gave up after %n tries without a good puzzle (the last one was %1); loosen the difficulty range, the pins or the target</source>
        <translation>
            <numerusform>nach %n Versuchen ohne gutes Rätsel aufgegeben (der letzte war %1); lockern Sie den Schwierigkeitsbereich, die Vorgaben oder das Ziel</numerusform>
            <numerusform>nach %n Versuchen ohne gutes Rätsel aufgegeben (der letzte war %1); lockern Sie den Schwierigkeitsbereich, die Vorgaben oder das Ziel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 swaps need %2 tiles out of place, but only %3 can move with the game-like preset</source>
        <translation>%1 Tausche brauchen %2 Felder am falschen Platz, aber nur %3 können sich mit der spielähnlichen Vorgabe bewegen</translation>
    </message>
    <message>
        <source>%1 swaps need %2 tiles out of place, but only %3 can move</source>
        <translation>%1 Tausche brauchen %2 Felder am falschen Platz, aber nur %3 können sich bewegen</translation>
    </message>
    <message numerus="yes">
        <source>at least %1 on %n process and make at least %2 grids (a file of %3)</source>
        <translation>
            <numerusform>mindestens %1 mit %n Prozess und ergäben mindestens %2 Gitter (eine Datei von %3)</numerusform>
            <numerusform>mindestens %1 mit %n Prozess und ergäben mindestens %2 Gitter (eine Datei von %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %1 on %n processes and make at least %2 grids (a file of %3)</source>
        <translation>
            <numerusform>mindestens %1 mit %n Prozessen und ergäben mindestens %2 Gitter (eine Datei von %3)</numerusform>
            <numerusform>mindestens %1 mit %n Prozessen und ergäben mindestens %2 Gitter (eine Datei von %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %1 on %n process and make about %2 grids (a file of %3)</source>
        <translation>
            <numerusform>etwa %1 mit %n Prozess und ergäben etwa %2 Gitter (eine Datei von %3)</numerusform>
            <numerusform>etwa %1 mit %n Prozess und ergäben etwa %2 Gitter (eine Datei von %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %1 on %n processes and make about %2 grids (a file of %3)</source>
        <translation>
            <numerusform>etwa %1 mit %n Prozessen und ergäben etwa %2 Gitter (eine Datei von %3)</numerusform>
            <numerusform>etwa %1 mit %n Prozessen und ergäben etwa %2 Gitter (eine Datei von %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %1 of the %n words of %2 different letters with a Zipf of at least %3 are free of shared letters</source>
        <translation>
            <numerusform>keine %1 der %n Wörter mit %2 verschiedenen Buchstaben und einem Zipf von mindestens %3 sind frei von gemeinsamen Buchstaben</numerusform>
            <numerusform>keine %1 der %n Wörter mit %2 verschiedenen Buchstaben und einem Zipf von mindestens %3 sind frei von gemeinsamen Buchstaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %1 of the %n words of %2 different letters are free of shared letters</source>
        <translation>
            <numerusform>keine %1 der %n Wörter mit %2 verschiedenen Buchstaben sind frei von gemeinsamen Buchstaben</numerusform>
            <numerusform>keine %1 der %n Wörter mit %2 verschiedenen Buchstaben sind frei von gemeinsamen Buchstaben</numerusform>
        </translation>
    </message>
    <message>
        <source>the list has no word of %1 different letters with a Zipf of at least %2</source>
        <translation>die Liste hat kein Wort mit %1 verschiedenen Buchstaben und einem Zipf von mindestens %2</translation>
    </message>
    <message>
        <source>the list has no word of %1 different letters</source>
        <translation>die Liste hat kein Wort mit %1 verschiedenen Buchstaben</translation>
    </message>
    <message>
        <source>fewer words</source>
        <translation>weniger Wörter</translation>
    </message>
    <message>
        <source>shorter words</source>
        <translation>kürzere Wörter</translation>
    </message>
    <message>
        <source>a Zipf cutoff below %1</source>
        <translation>eine Zipf-Grenze unter %1</translation>
    </message>
    <message>
        <source>a bigger word list</source>
        <translation>eine größere Wortliste</translation>
    </message>
    <message>
        <source>No sets found: %1.</source>
        <translation>Keine Mengen gefunden: %1.</translation>
    </message>
    <message>
        <source>No sets found: %1. Try %2.</source>
        <translation>Keine Mengen gefunden: %1. Versuchen Sie %2.</translation>
    </message>
    <message>
        <source>%1 were %2, not %3</source>
        <translation>%1 %2 wäre, nicht %3</translation>
    </message>
    <message>
        <source>, or if </source>
        <translation>, oder wenn </translation>
    </message>
    <message>
        <source>the colours fit a solution if %1: check that tile</source>
        <translation>die Farben passen zu einer Lösung, wenn %1: prüfen Sie dieses Feld</translation>
    </message>
    <message>
        <source>the colours fit a solution if %1: check those tiles</source>
        <translation>die Farben passen zu einer Lösung, wenn %1: prüfen Sie diese Felder</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, oder </translation>
    </message>
    <message>
        <source>most likely %1, which gives %2 words; as typed, the answer needs %3</source>
        <translation>am wahrscheinlichsten, wenn %1, das ergibt Wörter der Liste %2; wie eingegeben, braucht die Antwort %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>default exclusions off</source>
        <translation>Standardausschlüsse aus</translation>
    </message>
    <message>
        <source>classroom exclusions removed %1</source>
        <translation>Ausschlüsse für die Schule entfernten %1</translation>
    </message>
    <message>
        <source>default exclusions removed %1</source>
        <translation>Standardausschlüsse entfernten %1</translation>
    </message>
    <message>
        <source>banned words removed %1</source>
        <translation>gesperrte Wörter entfernten %1</translation>
    </message>
    <message numerus="yes">
        <source>%n word favoured, weighted up</source>
        <translation>
            <numerusform>%n bevorzugtes Wort, höher gewichtet</numerusform>
            <numerusform>%n bevorzugtes Wort, höher gewichtet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words favoured, weighted up</source>
        <translation>
            <numerusform>%n bevorzugte Wörter, höher gewichtet</numerusform>
            <numerusform>%n bevorzugte Wörter, höher gewichtet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word</source>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n Wörter</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>daily</source>
        <translation>Tagesrätsel</translation>
    </message>
    <message>
        <source>deluxe</source>
        <translation>Deluxe-Rätsel</translation>
    </message>
    <message>
        <source>Royale</source>
        <translation>Royale-Rätsel</translation>
    </message>
    <message>
        <source>Both need exactly %1 swaps, like every real %2: the count cannot tell them apart.</source>
        <translation>Beide brauchen genau %1 Tausche, wie jedes echte %2: die Zahl unterscheidet sie nicht.</translation>
    </message>
    <message>
        <source>All %3 need exactly %1 swaps, like every real %2: the count cannot tell them apart.</source>
        <translation>Alle %3 brauchen genau %1 Tausche, wie jedes echte %2: die Zahl unterscheidet sie nicht.</translation>
    </message>
    <message>
        <source>None needs exactly %1 swaps, unlike every real %2: check the letters and colours.</source>
        <translation>Keine braucht genau %1 Tausche, anders als jedes echte %2: prüfen Sie Buchstaben und Farben.</translation>
    </message>
    <message>
        <source>Only solution 1 needs exactly %1 swaps, like every real %2: it comes first.</source>
        <translation>Nur Lösung 1 braucht genau %1 Tausche, wie jedes echte %2: sie kommt zuerst.</translation>
    </message>
    <message>
        <source>Solutions 1 to %3 need exactly %1 swaps, like every real %2: they come first.</source>
        <translation>Die Lösungen 1 bis %3 brauchen genau %1 Tausche, wie jedes echte %2: sie kommen zuerst.</translation>
    </message>
    <message numerus="yes">
        <source>Left out %n puzzle:</source>
        <translation>
            <numerusform>%n Rätsel ausgelassen:</numerusform>
            <numerusform>%n Rätsel ausgelassen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n puzzles:</source>
        <translation>
            <numerusform>%n Rätsel ausgelassen:</numerusform>
            <numerusform>%n Rätsel ausgelassen:</numerusform>
        </translation>
    </message>
    <message>
        <source>half of a character (the lone surrogate %1) at character %2</source>
        <translation>ein halbes Zeichen (das einzelne Surrogat %1) an Zeichen %2</translation>
    </message>
    <message>
        <source>the control character %1 at character %2</source>
        <translation>das Steuerzeichen %1 an Zeichen %2</translation>
    </message>
    <message>
        <source>the non-character %1 at character %2</source>
        <translation>das Nichtzeichen %1 an Zeichen %2</translation>
    </message>
    <message>
        <source>the key %1 holds %2: remove it</source>
        <translation>der Schlüssel %1 enthält %2: entfernen Sie es</translation>
    </message>
    <message>
        <source>%1 holds %2: remove it</source>
        <translation>%1 enthält %2: entfernen Sie es</translation>
    </message>
    <message>
        <source>the file holds %1: remove it</source>
        <translation>die Datei enthält %1: entfernen Sie es</translation>
    </message>
    <message>
        <source>Waffle puzzle</source>
        <translation>Waffle-Rätsel</translation>
    </message>
    <message>
        <source>Letter Boxed board</source>
        <translation>Letter-Boxed-Brett</translation>
    </message>
    <message>
        <source>Wordle game</source>
        <translation>Wordle-Spiel</translation>
    </message>
    <message>
        <source>window autosave</source>
        <translation>automatische Sicherung des Fensters</translation>
    </message>
    <message>
        <source>a letter A-Z or Ñ (or a space: not typed yet)</source>
        <translation>ein Buchstabe A-Z oder Ñ (oder ein Leerzeichen: noch nicht getippt)</translation>
    </message>
    <message>
        <source>g, y or -</source>
        <translation>g, y oder -</translation>
    </message>
    <message>
        <source>%1 row %2, column %3: %4 is not %5</source>
        <translation>%1 Zeile %2, Spalte %3: %4 ist nicht %5</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>solution letter</source>
        <translation>Lösungsbuchstabe</translation>
    </message>
    <message>
        <source>swap count</source>
        <translation>Tauschzahl</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>Auffüllung</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>(with --checkpoint, the parts that finish are kept and a rerun resumes)</source>
        <translation>(mit --checkpoint bleiben fertige Teile erhalten und ein neuer Lauf setzt fort)</translation>
    </message>
    <message>
        <source>%1; the parts recorded in %2 are kept: rerun the command on a running cluster to resume</source>
        <translation>%1; die in %2 festgehaltenen Teile bleiben: führen Sie den Befehl auf einem laufenden Cluster erneut aus, um fortzusetzen</translation>
    </message>
    <message>
        <source>%1; nothing was written to %2 %3</source>
        <translation>%1; nichts wurde in %2 geschrieben %3</translation>
    </message>
    <message>
        <source>%1; the grids written are not all %2</source>
        <translation>%1; die geschriebenen Gitter sind nicht alle %2</translation>
    </message>
    <message>
        <source>this is more than %1 bytes, far too large for %2 (at most %1)</source>
        <translation>das sind mehr als %1 Bytes, viel zu groß für %2 (höchstens %1)</translation>
    </message>
    <message>
        <source>cannot read the %1: %2</source>
        <translation>nicht lesbar (%1): %2</translation>
    </message>
    <message>
        <source>%1 lines are too many for a word list (at most %2)</source>
        <translation>%1 Zeilen sind zu viele für eine Wortliste (höchstens %2)</translation>
    </message>
    <message>
        <source>not a text file (byte %1 is not UTF-8)</source>
        <translation>keine Textdatei (Byte %1 ist kein UTF-8)</translation>
    </message>
    <message>
        <source>%1 is written %2 in %3: two letters, not one tile</source>
        <translation>%1 wird auf %3 %2 geschrieben: zwei Buchstaben, nicht ein Feld</translation>
    </message>
    <message>
        <source>%1 is not a letter of %2</source>
        <translation>%1 ist kein Buchstabe von %2</translation>
    </message>
    <message>
        <source>%1 (use &apos;.&apos; or a space for a hole)</source>
        <translation>%1 (für ein Loch &apos;.&apos; oder ein Leerzeichen verwenden)</translation>
    </message>
    <message>
        <source>mask is not %1 x %2</source>
        <translation>die Maske ist nicht %1 x %2</translation>
    </message>
    <message>
        <source>the shape has no cells</source>
        <translation>die Form hat keine Zellen</translation>
    </message>
    <message>
        <source>the cell at %1 is in no word (every cell needs a neighbour in its row or column)</source>
        <translation>die Zelle in %1 gehört zu keinem Wort (jede Zelle braucht einen Nachbarn in ihrer Zeile oder Spalte)</translation>
    </message>
    <message>
        <source>a %1x%2 grid is too large: a puzzle has at most %3 rows and %3 columns</source>
        <translation>ein %1x%2-Gitter ist zu groß: ein Rätsel hat höchstens %3 Zeilen und %3 Spalten</translation>
    </message>
    <message>
        <source>a waffle needs odd sizes of at least 3, not %1x%2</source>
        <translation>eine Waffel braucht ungerade Maße von mindestens 3, nicht %1x%2</translation>
    </message>
    <message>
        <source>a solid grid needs at least 2x2, not %1x%2</source>
        <translation>ein volles Gitter braucht mindestens 2x2, nicht %1x%2</translation>
    </message>
    <message>
        <source>unknown shape %1: use e.g. 5x5, 7x7, 5x7, solid4x4 or royale</source>
        <translation>unbekannte Form %1: verwenden Sie z. B. 5x5, 7x7, 5x7, solid4x4 oder royale</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep; a puzzle file is an object of lists and strings</source>
        <translation>das JSON ist tiefer als %1 Ebenen verschachtelt; eine Rätseldatei ist ein Objekt aus Listen und Zeichenketten</translation>
    </message>
    <message>
        <source>a number of %1 digits is far too long for a puzzle file (at most %2)</source>
        <translation>eine Zahl mit %1 Ziffern ist viel zu lang für eine Rätseldatei (höchstens %2)</translation>
    </message>
    <message>
        <source>the share code&apos;s title holds %1</source>
        <translation>der Titel des Teilen-Codes enthält %1</translation>
    </message>
    <message>
        <source>the title holds %1</source>
        <translation>der Titel enthält %1</translation>
    </message>
    <message>
        <source>a puzzle file holds one JSON object</source>
        <translation>eine Rätseldatei enthält ein JSON-Objekt</translation>
    </message>
    <message>
        <source>not a Puzzle Studio file (format %1)</source>
        <translation>keine Puzzle-Studio-Datei (Format %1)</translation>
    </message>
    <message>
        <source>the version %1 is not a whole number</source>
        <translation>die Version %1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>this file is version %1, newer than this Puzzle Studio reads (version %2); please update Puzzle Studio</source>
        <translation>diese Datei hat Version %1, neuer als dieses Puzzle Studio liest (Version %2); bitte aktualisieren Sie Puzzle Studio</translation>
    </message>
    <message>
        <source>this is a %1 file, not a %2</source>
        <translation>dies ist eine Datei für %1, nicht für %2</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 muss eines von %2 sein</translation>
    </message>
    <message>
        <source>&apos;shape&apos; must be an object like {&quot;rows&quot;: 5, &quot;cols&quot;: 5, &quot;type&quot;: &quot;waffle&quot;}</source>
        <translation>&apos;shape&apos; muss ein Objekt wie {&quot;rows&quot;: 5, &quot;cols&quot;: 5, &quot;type&quot;: &quot;waffle&quot;} sein</translation>
    </message>
    <message>
        <source>&apos;shape&apos; needs whole numbers &apos;rows&apos; and &apos;cols&apos;</source>
        <translation>&apos;shape&apos; braucht ganze Zahlen &apos;rows&apos; und &apos;cols&apos;</translation>
    </message>
    <message>
        <source>a custom shape needs &apos;mask&apos;: %1 strings of %2 &apos;#&apos; or &apos;.&apos;</source>
        <translation>eine eigene Form braucht &apos;mask&apos;: %1 Zeichenketten aus %2 &apos;#&apos; oder &apos;.&apos;</translation>
    </message>
    <message>
        <source>unknown shape type %1 (waffle, solid, royale or custom)</source>
        <translation>unbekannter Formtyp %1 (waffle, solid, royale oder custom)</translation>
    </message>
    <message>
        <source>%1 must be a list of %2 strings</source>
        <translation>%1 muss eine Liste von %2 Zeichenketten sein</translation>
    </message>
    <message>
        <source>%1 has %2 rows, the shape has %3</source>
        <translation>%1 hat %2 Zeilen, die Form hat %3</translation>
    </message>
    <message>
        <source>%1 row %2 has %3 characters, the shape has %4 columns</source>
        <translation>%1 Zeile %2 hat %3 Zeichen, die Form hat %4 Spalten</translation>
    </message>
    <message>
        <source>the puzzle is empty: paste the letter grid, a blank line, then the colours</source>
        <translation>das Rätsel ist leer: fügen Sie das Buchstabengitter, eine Leerzeile und dann die Farben ein</translation>
    </message>
    <message>
        <source>no colour grid: after the letters, leave a blank line and type the colours (g green, y yellow, - gray, or the emoji squares)</source>
        <translation>kein Farbgitter: lassen Sie nach den Buchstaben eine Leerzeile und tippen Sie die Farben (g grün, y gelb, - grau, oder die Emoji-Quadrate)</translation>
    </message>
    <message>
        <source>expected two grids (letters, then colours) but found more</source>
        <translation>zwei Gitter erwartet (Buchstaben, dann Farben), aber mehr gefunden</translation>
    </message>
    <message numerus="yes">
        <source>the letter grid has %n rows; a puzzle has at most %1</source>
        <translation>
            <numerusform>das Buchstabengitter hat %n Zeilen; ein Rätsel hat höchstens %1</numerusform>
            <numerusform>das Buchstabengitter hat %n Zeilen; ein Rätsel hat höchstens %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this row is %n characters wide; a puzzle has at most %1</source>
        <translation>
            <numerusform>diese Zeile ist %n Zeichen breit; ein Rätsel hat höchstens %1</numerusform>
            <numerusform>diese Zeile ist %n Zeichen breit; ein Rätsel hat höchstens %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the letter grid is not a puzzle shape: %1</source>
        <translation>das Buchstabengitter ist keine Rätselform: %1</translation>
    </message>
    <message numerus="yes">
        <source>the colour grid has %n rows but the letter grid has %1</source>
        <translation>
            <numerusform>das Farbgitter hat %n Zeilen, das Buchstabengitter aber %1</numerusform>
            <numerusform>das Farbgitter hat %n Zeilen, das Buchstabengitter aber %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this colour row has %n colours but its letter row has %1</source>
        <translation>
            <numerusform>diese Farbzeile hat %n Farben, ihre Buchstabenzeile aber %1</numerusform>
            <numerusform>diese Farbzeile hat %n Farben, ihre Buchstabenzeile aber %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the grid is empty: type its rows, _ for a cell to fill, . for a hole</source>
        <translation>das Gitter ist leer: tippen Sie seine Zeilen, _ für eine zu füllende Zelle, . für ein Loch</translation>
    </message>
    <message>
        <source>a grid to fill is the letter grid alone, with no colours after it</source>
        <translation>ein zu füllendes Gitter ist nur das Buchstabengitter, ohne Farben danach</translation>
    </message>
    <message>
        <source>no .json or .txt puzzles in this folder</source>
        <translation>keine .json- oder .txt-Rätsel in diesem Ordner</translation>
    </message>
    <message>
        <source>the solution needs %1 letters, got %2</source>
        <translation>die Lösung braucht %1 Buchstaben, erhalten %2</translation>
    </message>
    <message>
        <source>no words found (one word of 2 to %1 letters per line, optionally word&lt;TAB&gt;weight)</source>
        <translation>keine Wörter gefunden (ein Wort mit 2 bis %1 Buchstaben pro Zeile, wahlweise Wort&lt;TAB&gt;Gewicht)</translation>
    </message>
    <message>
        <source>word list not found</source>
        <translation>Wortliste nicht gefunden</translation>
    </message>
    <message>
        <source>%1 is not a word: one word a line, letters only</source>
        <translation>%1 ist kein Wort: ein Wort pro Zeile, nur Buchstaben</translation>
    </message>
    <message>
        <source>%1 (tiles at least %2 pixels wide are looked for: zoom in)</source>
        <translation>%1 (gesucht werden Felder von mindestens %2 Pixeln Breite: vergrößern Sie)</translation>
    </message>
    <message>
        <source>the picture is %1x%2 pixels: too large for a screenshot</source>
        <translation>das Bild hat %1x%2 Pixel: zu groß für einen Screenshot</translation>
    </message>
    <message>
        <source>a picture must be an RGB or RGBA array of bytes</source>
        <translation>ein Bild muss ein RGB- oder RGBA-Byte-Array sein</translation>
    </message>
    <message>
        <source>the picture is %1x%2 pixels: too small to hold a grid</source>
        <translation>das Bild hat %1x%2 Pixel: zu klein für ein Gitter</translation>
    </message>
    <message>
        <source>no Waffle grid found in the picture: it needs the game&apos;s green, yellow and gray tiles</source>
        <translation>kein Waffle-Gitter im Bild gefunden: es braucht die grünen, gelben und grauen Felder des Spiels</translation>
    </message>
    <message>
        <source>no Waffle grid found in the picture: the tiles do not end</source>
        <translation>kein Waffle-Gitter im Bild gefunden: die Felder enden nicht</translation>
    </message>
    <message>
        <source>no Waffle grid found in the picture: its %1x%2 tiles (%3) are not a waffle</source>
        <translation>kein Waffle-Gitter im Bild gefunden: seine %1x%2 Felder (%3) sind keine Waffel</translation>
    </message>
    <message>
        <source>row %1 col %2 (%3)</source>
        <translation>Zeile %1 Spalte %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 tiles have no letter yet</source>
        <translation>%1 von %2 Feldern haben noch keinen Buchstaben</translation>
    </message>
    <message>
        <source>not solved: %1</source>
        <translation>nicht gelöst: %1</translation>
    </message>
    <message>
        <source>these colours cannot come from any solution: %1</source>
        <translation>diese Farben können aus keiner Lösung stammen: %1</translation>
    </message>
    <message>
        <source>%1 has no letter</source>
        <translation>%1 hat keinen Buchstaben</translation>
    </message>
    <message>
        <source>%1 non-green %2 tiles but only %3 other non-green cells for them to move to: some %2 must be green</source>
        <translation>%1 nicht grüne %2-Felder, aber nur %3 andere nicht grüne Zellen, in die sie wandern können: ein %2 muss grün sein</translation>
    </message>
    <message>
        <source>%1: %2 yellow %3 that only this word can hold, but %4 non-green cells without %3 for it</source>
        <translation>%1: %2 gelbe %3, die nur dieses Wort aufnehmen kann, aber %4 nicht grüne Zellen ohne %3 dafür</translation>
    </message>
    <message>
        <source>%1: green must mean the letter is in place</source>
        <translation>%1: grün muss heißen, dass der Buchstabe an seinem Platz ist</translation>
    </message>
    <message>
        <source>%1: %2 %3 to mark yellow, but %4 must be and %5 cannot be</source>
        <translation>%1: %2 %3 gelb zu markieren, aber %4 müssen es sein und %5 dürfen es nicht</translation>
    </message>
    <message>
        <source>a shared yellow %1 is marked by neither of its words</source>
        <translation>ein geteiltes gelbes %1 wird von keinem seiner Wörter markiert</translation>
    </message>
    <message>
        <source>the tiles do not come from the solution (%1): scramble it again in Design</source>
        <translation>die Felder stammen nicht aus der Lösung (%1): mischen Sie sie im Entwurf neu</translation>
    </message>
    <message>
        <source>no solution to print or play: %1</source>
        <translation>keine Lösung zum Drucken oder Spielen: %1</translation>
    </message>
    <message>
        <source>unique solution</source>
        <translation>eindeutige Lösung</translation>
    </message>
    <message>
        <source>no word in the list fits %1: check its letters and colours, or use a larger word list</source>
        <translation>kein Wort der Liste passt in %1: prüfen Sie Buchstaben und Farben, oder nehmen Sie eine größere Wortliste</translation>
    </message>
    <message>
        <source>the words that fit each slot do not fit together (tightest: %1); check the colours, or use a larger word list</source>
        <translation>die Wörter, die in jeden Platz passen, passen nicht zusammen (am engsten: %1); prüfen Sie die Farben, oder nehmen Sie eine größere Wortliste</translation>
    </message>
    <message>
        <source>the target number of swaps cannot be negative</source>
        <translation>die Zielzahl der Tausche kann nicht negativ sein</translation>
    </message>
    <message>
        <source>the %1 strategy did not hit exactly %2 swaps in %3 tries; try the swaps strategy or another target</source>
        <translation>die Strategie %1 hat in %3 Versuchen nicht genau %2 Tausche erreicht; versuchen Sie die Strategie swaps oder ein anderes Ziel</translation>
    </message>
    <message>
        <source>could not reach %1 swaps with these letters (got to %2); repeated letters limit how far a grid can be scrambled</source>
        <translation>%1 Tausche waren mit diesen Buchstaben nicht erreichbar (bis %2); doppelte Buchstaben begrenzen, wie weit sich ein Gitter mischen lässt</translation>
    </message>
    <message>
        <source>fill every cell of the solution before scrambling</source>
        <translation>füllen Sie jede Zelle der Lösung, bevor Sie mischen</translation>
    </message>
    <message>
        <source>no scramble to %1 swaps kept %2 tiles green</source>
        <translation>keine Mischung auf %1 Tausche ließ %2 Felder grün</translation>
    </message>
    <message>
        <source>the pinned word %1 (%2) is not in the solving word list, so no solver could find it: pin another word</source>
        <translation>das vorgegebene Wort %1 (%2) steht nicht in der Lösungs-Wortliste, kein Löser könnte es finden: geben Sie ein anderes Wort vor</translation>
    </message>
    <message>
        <source>ambiguous under the solving list</source>
        <translation>mehrdeutig mit der Lösungsliste</translation>
    </message>
    <message>
        <source>no solution under the solving list</source>
        <translation>ohne Lösung mit der Lösungsliste</translation>
    </message>
    <message>
        <source>a trivial opening move</source>
        <translation>ein trivialer erster Zug</translation>
    </message>
    <message numerus="yes">
        <source>unique after %n safe swap</source>
        <translation>
            <numerusform>eindeutig nach %n sicheren Tausch</numerusform>
            <numerusform>eindeutig nach %n sicheren Tausch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unique after %n safe swaps</source>
        <translation>
            <numerusform>eindeutig nach %n sicheren Tauschen</numerusform>
            <numerusform>eindeutig nach %n sicheren Tauschen</numerusform>
        </translation>
    </message>
    <message>
        <source>difficulty %1 outside the range</source>
        <translation>Schwierigkeit %1 außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>a grid this batch already has</source>
        <translation>ein Gitter, das diese Serie schon hat</translation>
    </message>
    <message numerus="yes">
        <source>no grid fits these words and pins without the %n words already used; allow repeated words, lower the frequency cutoff or change a pin</source>
        <translation>
            <numerusform>kein Gitter passt zu diesen Wörtern und Vorgaben ohne die %n schon benutzten Wörter; erlauben Sie Wiederholungen, senken Sie die Häufigkeitsgrenze oder ändern Sie eine Vorgabe</numerusform>
            <numerusform>kein Gitter passt zu diesen Wörtern und Vorgaben ohne die %n schon benutzten Wörter; erlauben Sie Wiederholungen, senken Sie die Häufigkeitsgrenze oder ändern Sie eine Vorgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>no grid fits these words and pins; lower the frequency cutoff or change a pin</source>
        <translation>kein Gitter passt zu diesen Wörtern und Vorgaben; senken Sie die Häufigkeitsgrenze oder ändern Sie eine Vorgabe</translation>
    </message>
    <message>
        <source>%1: pin a word as r1=WORD or c3=WORD, a letter as ROW,COL=LETTER like 2,3=E</source>
        <translation>%1: geben Sie ein Wort als r1=WORT oder c3=WORT vor, einen Buchstaben als ZEILE,SPALTE=BUCHSTABE wie 2,3=E</translation>
    </message>
    <message>
        <source>%1: no cell at %2, or not one letter</source>
        <translation>%1: keine Zelle in %2, oder nicht genau ein Buchstabe</translation>
    </message>
    <message>
        <source>no word starts at %1: use r1, r3 ... for rows and c1, c3 ... for columns</source>
        <translation>bei %1 beginnt kein Wort: verwenden Sie r1, r3 ... für Zeilen und c1, c3 ... für Spalten</translation>
    </message>
    <message>
        <source>%1 has %2 letters; %3 has %4</source>
        <translation>%1 hat %2 Buchstaben; %3 hat %4</translation>
    </message>
    <message>
        <source>the pins disagree at %1 (%2 or %3): see %4</source>
        <translation>die Vorgaben widersprechen sich in %1 (%2 oder %3): siehe %4</translation>
    </message>
    <message>
        <source>no word in the list fits %1 (%2) with these pins</source>
        <translation>kein Wort der Liste passt mit diesen Vorgaben in %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>no fill turned up in %n random searches; lower the frequency cutoff or change a pin</source>
        <translation>
            <numerusform>in %n Zufallssuchen fand sich keine Füllung; senken Sie die Häufigkeitsgrenze oder ändern Sie eine Vorgabe</numerusform>
            <numerusform>in %n Zufallssuchen fand sich keine Füllung; senken Sie die Häufigkeitsgrenze oder ändern Sie eine Vorgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>the shape has %1 cells but %2 letters were given</source>
        <translation>die Form hat %1 Zellen, aber %2 Buchstaben wurden angegeben</translation>
    </message>
    <message>
        <source>%1 at %2 is not a letter</source>
        <translation>%1 in %2 ist kein Buchstabe</translation>
    </message>
    <message>
        <source>the grids would need about %1 in %2, which has %3 free</source>
        <translation>die Gitter bräuchten etwa %1 in %2, wo %3 frei sind</translation>
    </message>
    <message>
        <source>the start date %1 is not a date written YYYY-MM-DD</source>
        <translation>das Startdatum %1 ist kein Datum der Form JJJJ-MM-TT (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>the series needs a name (it starts every share line)</source>
        <translation>die Reihe braucht einen Namen (er beginnt jede Teilen-Zeile)</translation>
    </message>
    <message>
        <source>the series&apos; name has %1 characters: %2 at most</source>
        <translation>der Name der Reihe hat %1 Zeichen: höchstens %2</translation>
    </message>
    <message>
        <source>the series&apos; name holds %1</source>
        <translation>der Name der Reihe enthält %1</translation>
    </message>
    <message>
        <source>a series comes out every %1, not every %2</source>
        <translation>eine Reihe erscheint jeden %1, nicht jeden %2</translation>
    </message>
    <message>
        <source>the ramp is one of %1, not %2</source>
        <translation>der Verlauf ist einer von %1, nicht %2</translation>
    </message>
    <message>
        <source>%1 and %2 both use %3: a series uses each word once</source>
        <translation>%1 und %2 verwenden beide %3: eine Reihe verwendet jedes Wort nur einmal</translation>
    </message>
    <message>
        <source>puzzle %1</source>
        <translation>Rätsel %1</translation>
    </message>
    <message>
        <source>character %1 of the result code, %2, is not one a code uses</source>
        <translation>Zeichen %1 des Ergebniscodes, %2, kommt in keinem Code vor</translation>
    </message>
    <message>
        <source>the result code is cut short: part of it is missing</source>
        <translation>der Ergebniscode ist abgeschnitten: ein Teil fehlt</translation>
    </message>
    <message>
        <source>the result code is version %1; this studio reads version %2</source>
        <translation>der Ergebniscode hat Version %1; dieses Studio liest Version %2</translation>
    </message>
    <message>
        <source>the result code is mistyped: its outcome is not one a page writes</source>
        <translation>der Ergebniscode ist vertippt: sein Ausgang ist keiner, den eine Seite schreibt</translation>
    </message>
    <message>
        <source>the result code is mistyped: its name is not text</source>
        <translation>der Ergebniscode ist vertippt: sein Name ist kein Text</translation>
    </message>
    <message>
        <source>the result code is mistyped: a character was changed, lost or added</source>
        <translation>der Ergebniscode ist vertippt: ein Zeichen wurde geändert, ausgelassen oder hinzugefügt</translation>
    </message>
    <message>
        <source>a clue sheet shows the puzzle: its clues would give a shown solution away</source>
        <translation>ein Hinweisblatt zeigt das Rätsel: seine Hinweise würden eine gezeigte Lösung verraten</translation>
    </message>
    <message>
        <source>code %1: %2</source>
        <translation>Code %1: %2</translation>
    </message>
    <message>
        <source>lists</source>
        <translation>Listen</translation>
    </message>
    <message>
        <source>built-in %1-letter lists (%2)</source>
        <translation>eingebaute Listen mit %1 Buchstaben (%2)</translation>
    </message>
    <message>
        <source>built-in %1-letter lists</source>
        <translation>eingebaute Listen mit %1 Buchstaben</translation>
    </message>
    <message>
        <source>the answers&apos; weights must be one number of at least 0 per answer, not all 0</source>
        <translation>die Gewichte der Antworten müssen je Antwort eine Zahl von mindestens 0 sein, nicht alle 0</translation>
    </message>
    <message>
        <source>swap %1 at row %2 col %3 with %4 at row %5 col %6</source>
        <translation>%1 (Z. %2, Sp. %3) mit %4 (Z. %5, Sp. %6) tauschen</translation>
    </message>
    <message numerus="yes">
        <source>From here the fewest swaps are %1; %n swap would now turn two tiles green at once.</source>
        <translation>
            <numerusform>Von hier sind es mindestens %1 Tausche; %n Tausch würde jetzt zwei Plättchen auf einmal grün machen.</numerusform>
            <numerusform>Von hier sind es mindestens %1 Tausche; %n Tausch würde jetzt zwei Plättchen auf einmal grün machen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From here the fewest swaps are %1; %n swaps would now turn two tiles green at once.</source>
        <translation>
            <numerusform>Von hier sind es mindestens %1 Tausche; %n Tausche würden jetzt je zwei Plättchen auf einmal grün machen.</numerusform>
            <numerusform>Von hier sind es mindestens %1 Tausche; %n Tausche würden jetzt je zwei Plättchen auf einmal grün machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile is in place: the puzzle is solved.</source>
        <translation>Jedes Plättchen ist an seinem Platz: Das Rätsel ist gelöst.</translation>
    </message>
    <message>
        <source>Nothing to move: every tile is in place.</source>
        <translation>Nichts zu bewegen: jedes Feld ist schon richtig.</translation>
    </message>
    <message>
        <source>No tile is in its own word: every tile that moves belongs in another.</source>
        <translation>Kein Feld steht in seinem eigenen Wort: jedes Feld, das sich bewegt, gehört in ein anderes.</translation>
    </message>
    <message>
        <source>The %1 at %2 belongs in %3, but not where it is.</source>
        <translation>Das %1 in %2 gehört in das Wort %3, aber an eine andere Stelle.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The solution is %1, in %2 swaps.</source>
        <translation>Die Lösung ist %1, in %2 Tauschzügen.</translation>
    </message>
    <message>
        <source>%1 (rare, Zipf %2)</source>
        <translation>%1 (selten, Zipf %2)</translation>
    </message>
    <message>
        <source>%1 (Zipf %2)</source>
        <translation>%1 (Zipf %2)</translation>
    </message>
    <message>
        <source>a cluster needs Dask: pip install -e &quot;.[cluster]&quot; in the checkout (or pip install &quot;dask[distributed]&quot;)</source>
        <translation>ein Cluster braucht Dask: pip install -e &quot;.[cluster]&quot; im Checkout (oder pip install &quot;dask[distributed]&quot;)</translation>
    </message>
    <message>
        <source>%1: give a scheduler address such as tcp://host:8786, or local</source>
        <translation>%1: geben Sie eine Scheduler-Adresse wie tcp://host:8786 an, oder local</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: something answers there, but not Dask</source>
        <translation>der Dask-Scheduler unter %1 ist nicht erreichbar: dort antwortet etwas, aber nicht Dask</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: no answer within %2 s</source>
        <translation>der Dask-Scheduler unter %1 ist nicht erreichbar: keine Antwort innerhalb von %2 s</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: it closed the connection without a greeting</source>
        <translation>der Dask-Scheduler unter %1 ist nicht erreichbar: er schloss die Verbindung ohne Begrüßung</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: %2</source>
        <translation>der Dask-Scheduler unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>lost the Dask scheduler at %1 mid-search (was it stopped?)</source>
        <translation>der Dask-Scheduler unter %1 ging mitten in der Suche verloren (wurde er gestoppt?)</translation>
    </message>
    <message>
        <source>no Dask worker is left at %1: they all ended mid-search</source>
        <translation>unter %1 ist kein Dask-Worker mehr übrig: alle endeten mitten in der Suche</translation>
    </message>
    <message>
        <source>the Dask workers at %1 that held the search ended mid-search</source>
        <translation>die Dask-Worker unter %1, die die Suche hielten, endeten mitten in der Suche</translation>
    </message>
    <message>
        <source>the Dask scheduler cancelled part %1 of the search (was it stopped?)</source>
        <translation>der Dask-Scheduler brach Teil %1 der Suche ab (wurde er gestoppt?)</translation>
    </message>
    <message>
        <source>the Dask workers that searched part %1 of the search kept ending (out of memory?)</source>
        <translation>die Dask-Worker, die Teil %1 der Suche durchsuchten, endeten immer wieder (Speicher voll?)</translation>
    </message>
    <message>
        <source>%1 processes: choose 1 to %2 (4 per core)</source>
        <translation>%1 Prozesse: wählen Sie 1 bis %2 (4 pro Kern)</translation>
    </message>
    <message>
        <source>an autosave holds a list of steps</source>
        <translation>eine automatische Sicherung enthält eine Liste von Schritten</translation>
    </message>
    <message>
        <source>each step is an object with a text and a value</source>
        <translation>jeder Schritt ist ein Objekt mit einem Text und einem Wert</translation>
    </message>
    <message>
        <source>index must be a step, 0 to %1</source>
        <translation>index muss ein Schritt sein, 0 bis %1</translation>
    </message>
    <message>
        <source>clean must be a step or -1, not %1</source>
        <translation>clean muss ein Schritt oder -1 sein, nicht %1</translation>
    </message>
    <message>
        <source>an autosave names the kind of document it holds and its file (or null)</source>
        <translation>eine automatische Sicherung nennt die Art des Dokuments, das sie enthält, und seine Datei (oder null)</translation>
    </message>
    <message>
        <source>cannot remove the autosave: %1</source>
        <translation>die automatische Sicherung kann nicht entfernt werden: %1</translation>
    </message>
    <message>
        <source>a sheet is a PDF, not %1: leave out --format %1</source>
        <translation>ein Blatt ist ein PDF, nicht %1: lassen Sie --format %1 weg</translation>
    </message>
    <message>
        <source>a sheet is a PDF: name it %1.pdf, not %2</source>
        <translation>ein Blatt ist ein PDF: nennen Sie es %1.pdf, nicht %2</translation>
    </message>
    <message>
        <source>%1 names a .%2 file but --format is %3: name it %4.%3, or leave out --format</source>
        <translation>%1 bezeichnet eine .%2-Datei, aber --format ist %3: nennen Sie sie %4.%3, oder lassen Sie --format weg</translation>
    </message>
    <message>
        <source>%1: its suffix names no format: name it %2, or add --format</source>
        <translation>%1: die Endung nennt kein Format: nennen Sie die Datei %2, oder geben Sie --format an</translation>
    </message>
    <message>
        <source>%1 and %2 would both be written as %3: export them to separate folders</source>
        <translation>%1 und %2 würden beide als %3 geschrieben: exportieren Sie sie in getrennte Ordner</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 0 to %2, not %3</source>
        <translation>%1 muss eine ganze Zahl von 0 bis %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>a %1-letter board has %2 search states (%1 x 2^%1); past %3 letters (%4) a search can take hours and gigabytes</source>
        <translation>ein Brett mit %1 Buchstaben hat %2 Suchzustände (%1 x 2^%1); über %3 Buchstaben (%4) kann eine Suche Stunden und Gigabytes kosten</translation>
    </message>
    <message>
        <source>not a checkpoint of puzzle-studio enumerate: name a new file, or an earlier run&apos;s</source>
        <translation>kein Prüfpunkt von puzzle-studio enumerate: nennen Sie eine neue Datei oder die eines früheren Laufs</translation>
    </message>
    <message>
        <source>this checkpoint is another enumeration&apos;s (shape, words, pins, frequency or --chunks differ): give the same options, or a new checkpoint file to start over</source>
        <translation>dieser Prüfpunkt gehört zu einer anderen Aufzählung (Form, Wörter, Vorgaben, Häufigkeit oder --chunks unterscheiden sich): geben Sie dieselben Optionen an oder eine neue Prüfpunktdatei, um neu zu beginnen</translation>
    </message>
    <message>
        <source>expected CHUNK:GRIDS:LENGTH, found %1</source>
        <translation>CHUNK:GRIDS:LENGTH erwartet, gefunden %1</translation>
    </message>
    <message>
        <source>the checkpoint recorded %1 bytes of grids but the file has %2: it was changed since; give a new checkpoint file to start over</source>
        <translation>der Prüfpunkt verzeichnete %1 Bytes Gitter, die Datei hat aber %2: sie wurde seither geändert; geben Sie eine neue Prüfpunktdatei an, um neu zu beginnen</translation>
    </message>
    <message>
        <source>cannot write there: %1</source>
        <translation>dort kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot write the grids found: %1</source>
        <translation>die gefundenen Gitter können nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>is a folder: name a file to write</source>
        <translation>ist ein Ordner: nennen Sie eine Datei zum Schreiben</translation>
    </message>
    <message>
        <source>is not a regular file (a device or a pipe): name a file to write</source>
        <translation>ist keine normale Datei (ein Gerät oder eine Pipe): nennen Sie eine Datei zum Schreiben</translation>
    </message>
    <message>
        <source>is read-only: it was not replaced (make it writable, or write elsewhere)</source>
        <translation>ist schreibgeschützt: sie wurde nicht ersetzt (machen Sie sie beschreibbar oder schreiben Sie anderswohin)</translation>
    </message>
    <message>
        <source>is not a folder: name a folder to write into</source>
        <translation>ist kein Ordner: nennen Sie einen Ordner zum Hineinschreiben</translation>
    </message>
    <message>
        <source>cannot make this folder: %1</source>
        <translation>dieser Ordner kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>is not a folder of puzzles</source>
        <translation>ist kein Ordner mit Rätseln</translation>
    </message>
    <message>
        <source>the disk holding %1 is full, so the search stopped; the parts of the search that finished before are whole and kept</source>
        <translation>der Datenträger mit %1 ist voll, daher hielt die Suche an; die zuvor fertigen Teile der Suche sind vollständig und bleiben erhalten</translation>
    </message>
    <message>
        <source>the disk holding %1 is full, so the search stopped; no part of the search had finished, so no grid is kept</source>
        <translation>der Datenträger mit %1 ist voll, daher hielt die Suche an; kein Teil der Suche war fertig, also bleibt kein Gitter erhalten</translation>
    </message>
    <message>
        <source>the disk holding %1 is full, so the search stopped; nothing was written to %2 %3</source>
        <translation>der Datenträger mit %1 ist voll, daher hielt die Suche an; nichts wurde in %2 geschrieben %3</translation>
    </message>
    <message>
        <source>every grid would take %1: pin a word or a letter (--pin, --letter) or fill from fewer words (--min-freq, --words); pass --large to search anyway</source>
        <translation>alle Gitter würden %1 dauern: geben Sie ein Wort oder einen Buchstaben vor (--pin, --letter) oder füllen Sie aus weniger Wörtern (--min-freq, --words); mit --large wird trotzdem gesucht</translation>
    </message>
    <message>
        <source>not started: %1; pin a word or a letter, or fill from fewer words</source>
        <translation>nicht gestartet: %1; geben Sie ein Wort oder einen Buchstaben vor, oder füllen Sie aus weniger Wörtern</translation>
    </message>
    <message>
        <source>the share code is too short: it ends before the %1</source>
        <translation>der Teilen-Code ist zu kurz: er endet vor: %1</translation>
    </message>
    <message>
        <source>only a puzzle with every tile typed has a share code</source>
        <translation>nur ein Rätsel mit allen Feldern getippt hat einen Teilen-Code</translation>
    </message>
    <message>
        <source>no fill found in %1, the most a fill may search: type some letters first, or give it longer (--seconds)</source>
        <translation>in %1 keine Füllung gefunden, so lange sucht eine Füllung höchstens: erst einige Buchstaben eintippen oder ihr mehr Zeit geben (--seconds)</translation>
    </message>
    <message>
        <source>the title is %1 bytes long and a share code holds %2: the code&apos;s title is %3</source>
        <translation>der Titel ist %1 Bytes lang und ein Teilen-Code fasst %2: der Titel im Code ist %3</translation>
    </message>
    <message>
        <source>a share code is at most %1 characters, this is %2</source>
        <translation>ein Teilen-Code hat höchstens %1 Zeichen, dieser hat %2</translation>
    </message>
    <message>
        <source>%1: is not a share code this studio knows (%2)</source>
        <translation>%1: ist kein Teilen-Code, den dieses Studio kennt (%2)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>a share code starts with %1 (or %2 in another language)</source>
        <translation>ein Teilen-Code beginnt mit %1 (oder %2 in einer anderen Sprache)</translation>
    </message>
    <message>
        <source>share code version %1 is newer than this studio reads (it reads %2)</source>
        <translation>Code-Version %1 ist neuer, als dieses Studio liest (es liest %2)</translation>
    </message>
    <message>
        <source>share code version %1 is not a version (it reads %2)</source>
        <translation>Code-Version %1 ist keine Version (es liest %2)</translation>
    </message>
    <message>
        <source>the share code is too short: a part of it is missing</source>
        <translation>der Teilen-Code ist zu kurz: ein Teil fehlt</translation>
    </message>
    <message>
        <source>the share code is damaged (its checksum does not match): a character was changed, lost or added</source>
        <translation>der Teilen-Code ist beschädigt (seine Prüfsumme stimmt nicht): ein Zeichen wurde geändert, verloren oder hinzugefügt</translation>
    </message>
    <message>
        <source>the share code&apos;s flags (%1) are not ones this studio writes</source>
        <translation>die Flags des Codes (%1) schreibt dieses Studio nicht</translation>
    </message>
    <message>
        <source>the share code&apos;s grid is %1x%2: a grid is 2x2 to %3x%3</source>
        <translation>das Gitter des Codes ist %1x%2: ein Gitter ist 2x2 bis %3x%3</translation>
    </message>
    <message>
        <source>the share code&apos;s title is not UTF-8 text</source>
        <translation>der Titel des Codes ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>the share code&apos;s language %1 is not one of %2</source>
        <translation>die Sprache %1 des Codes ist keine von %2</translation>
    </message>
    <message>
        <source>the share code is too long: it has bytes after the puzzle</source>
        <translation>der Teilen-Code ist zu lang: er hat Bytes nach dem Rätsel</translation>
    </message>
    <message>
        <source>the share code is damaged: the bits after the puzzle are not zero</source>
        <translation>der Teilen-Code ist beschädigt: die Bits nach dem Rätsel sind nicht null</translation>
    </message>
    <message>
        <source>the share code&apos;s %1 %2 is not a letter (%3)</source>
        <translation>%1 %2 des Codes ist kein Buchstabe (%3)</translation>
    </message>
    <message>
        <source>the share code&apos;s colour %1 is not green, yellow or gray (%2)</source>
        <translation>die Farbe %1 des Codes ist nicht grün, gelb oder grau (%2)</translation>
    </message>
    <message>
        <source>character %1 of the share code, %2, is not one a code uses (letters, digits, - and _)</source>
        <translation>Zeichen %1 des Codes, %2, kommt in einem Code nicht vor (Buchstaben, Ziffern, - und _)</translation>
    </message>
    <message>
        <source>the share code is cut short: a character is missing at its end</source>
        <translation>der Teilen-Code ist abgeschnitten: am Ende fehlt ein Zeichen</translation>
    </message>
    <message>
        <source>the share code is damaged: its last character, %1, is not one a code ends with</source>
        <translation>der Teilen-Code ist beschädigt: sein letztes Zeichen, %1, kann einen Code nicht beenden</translation>
    </message>
    <message>
        <source>a margin of %1 mm leaves no room: use 0 to %2 mm</source>
        <translation>ein Rand von %1 mm lässt keinen Platz: verwenden Sie 0 bis %2 mm</translation>
    </message>
    <message>
        <source>pages %1-%2 is no range: from 1 up, first to last</source>
        <translation>Seiten %1-%2 sind kein Bereich: ab 1, von der ersten bis zur letzten</translation>
    </message>
    <message>
        <source>pages %1: write one page (3) or a range (2-5)</source>
        <translation>Seiten %1: schreiben Sie eine Seite (3) oder einen Bereich (2-5)</translation>
    </message>
    <message>
        <source>pages %1: the first page is 1 or more and not after the last</source>
        <translation>Seiten %1: die erste Seite ist 1 oder mehr und nicht nach der letzten</translation>
    </message>
    <message>
        <source>%1: no solution to show</source>
        <translation>%1: keine Lösung zum Zeigen</translation>
    </message>
    <message>
        <source>the puzzle</source>
        <translation>das Rätsel</translation>
    </message>
    <message>
        <source>%1: no answer to print</source>
        <translation>%1: keine Antwort zum Drucken</translation>
    </message>
    <message>
        <source>no puzzles to put on the sheet</source>
        <translation>keine Rätsel für das Blatt</translation>
    </message>
    <message>
        <source>no answer for %1</source>
        <translation>keine Antwort für %1</translation>
    </message>
    <message numerus="yes">
        <source>pages %1-%2: the sheet has %n page</source>
        <translation>
            <numerusform>Seiten %1-%2: das Blatt hat %n Seite</numerusform>
            <numerusform>Seiten %1-%2: das Blatt hat %n Seite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pages %1-%2: the sheet has %n pages</source>
        <translation>
            <numerusform>Seiten %1-%2: das Blatt hat %n Seiten</numerusform>
            <numerusform>Seiten %1-%2: das Blatt hat %n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no puzzles to put on the sheet: %1</source>
        <translation>keine Rätsel für das Blatt: %1</translation>
    </message>
    <message>
        <source>no puzzle here has a solution, so none can be played: %1</source>
        <translation>kein Rätsel hier hat eine Lösung, also kann keines gespielt werden: %1</translation>
    </message>
    <message>
        <source>no puzzle here has a solution, so none can be played</source>
        <translation>kein Rätsel hier hat eine Lösung, also kann keines gespielt werden</translation>
    </message>
    <message>
        <source>no puzzles to put in the book: %1</source>
        <translation>keine Rätsel für das Buch: %1</translation>
    </message>
    <message>
        <source>no puzzles to put in the book</source>
        <translation>keine Rätsel für das Buch</translation>
    </message>
    <message>
        <source>a board is at most %1 characters (26 letters and spaces), not %2</source>
        <translation>ein Brett hat höchstens %1 Zeichen (26 Buchstaben und Leerzeichen), nicht %2</translation>
    </message>
    <message>
        <source>a board has at least 3 sides, like &apos;ANO GDV IEF WZT&apos;; got %1</source>
        <translation>ein Brett hat mindestens 3 Seiten, wie &apos;ANO GDV IEF WZT&apos;; erhalten %1</translation>
    </message>
    <message>
        <source>every side needs the same number of letters: %1</source>
        <translation>jede Seite braucht gleich viele Buchstaben: %1</translation>
    </message>
    <message>
        <source>a board has at most %1 letters, each once; this one has %2</source>
        <translation>ein Brett hat höchstens %1 Buchstaben, jeden einmal; dieses hat %2</translation>
    </message>
    <message>
        <source>each letter may appear once on the board; %1 appears more than once</source>
        <translation>jeder Buchstabe darf einmal auf dem Brett stehen; %1 steht mehrmals</translation>
    </message>
    <message>
        <source>each letter may appear once on the board; %1 appear more than once</source>
        <translation>jeder Buchstabe darf einmal auf dem Brett stehen; %1 stehen mehrmals</translation>
    </message>
    <message>
        <source>&apos;sides&apos; must be a list of strings, like [&quot;ANO&quot;, &quot;GDV&quot;, &quot;IEF&quot;, &quot;WZT&quot;]</source>
        <translation>&apos;sides&apos; muss eine Liste von Zeichenketten sein, wie [&quot;ANO&quot;, &quot;GDV&quot;, &quot;IEF&quot;, &quot;WZT&quot;]</translation>
    </message>
    <message>
        <source>each side is one string of letters, without spaces</source>
        <translation>jede Seite ist eine Buchstabenfolge ohne Leerzeichen</translation>
    </message>
    <message>
        <source>a board has at least 3 sides of at least 1 letter</source>
        <translation>ein Brett hat mindestens 3 Seiten mit mindestens 1 Buchstaben</translation>
    </message>
    <message>
        <source>vowels: 0 to %1 (no letter appears twice)</source>
        <translation>Vokale: 0 bis %1 (kein Buchstabe steht zweimal)</translation>
    </message>
    <message>
        <source>%1 x %2 letters with %3 vowels would need a letter twice</source>
        <translation>%1 x %2 Buchstaben mit %3 Vokalen bräuchten einen Buchstaben zweimal</translation>
    </message>
    <message>
        <source>par is at least 1 word</source>
        <translation>Par ist mindestens 1 Wort</translation>
    </message>
    <message>
        <source>no board solvable in %1 words after %2 tries; raise par or the number of vowels</source>
        <translation>kein in %1 Wörtern lösbares Brett nach %2 Versuchen; erhöhen Sie Par oder die Zahl der Vokale</translation>
    </message>
    <message numerus="yes">
        <source>no solution has just %n word: the fewest is %1 words</source>
        <translation>
            <numerusform>keine Lösung hat nur %n Wort: es braucht mindestens %1 Wörter</numerusform>
            <numerusform>keine Lösung hat nur %n Wort: es braucht mindestens %1 Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no solution has %n words or fewer: the fewest is %1 words</source>
        <translation>
            <numerusform>keine Lösung hat %n Wörter oder weniger: es braucht mindestens %1 Wörter</numerusform>
            <numerusform>keine Lösung hat %n Wörter oder weniger: es braucht mindestens %1 Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>solved already: start a new game</source>
        <translation>schon gelöst: beginnen Sie ein neues Spiel</translation>
    </message>
    <message>
        <source>%1 is not on the board</source>
        <translation>%1 ist nicht auf dem Brett</translation>
    </message>
    <message>
        <source>%1 is on the same side as %2</source>
        <translation>%1 ist auf derselben Seite wie %2</translation>
    </message>
    <message>
        <source>words have at least %1 letters</source>
        <translation>Wörter haben mindestens %1 Buchstaben</translation>
    </message>
    <message>
        <source>%1 is not in the word list</source>
        <translation>%1 steht nicht in der Wortliste</translation>
    </message>
    <message>
        <source>side %1, letter %2: %3</source>
        <translation>Seite %1, Buchstabe %2: %3</translation>
    </message>
    <message>
        <source>letter %1 must be %2</source>
        <translation>Buchstabe %1 muss %2 sein</translation>
    </message>
    <message>
        <source>the guess must contain %1 %2 times</source>
        <translation>der Versuch muss %2-mal %1 enthalten</translation>
    </message>
    <message>
        <source>the guess must contain %1</source>
        <translation>der Versuch muss %1 enthalten</translation>
    </message>
    <message>
        <source>hard mode: %1</source>
        <translation>schwerer Modus: %1</translation>
    </message>
    <message>
        <source>the game is over: start a new one</source>
        <translation>das Spiel ist vorbei: beginnen Sie ein neues</translation>
    </message>
    <message>
        <source>guesses have %1 letters</source>
        <translation>Versuche haben %1 Buchstaben</translation>
    </message>
    <message>
        <source>%1 is not a colour: use G (green), Y (yellow) and B or - (gray)</source>
        <translation>%1 ist keine Farbe: verwenden Sie G (grün), Y (gelb) und B oder - (grau)</translation>
    </message>
    <message>
        <source>%1 has %2 colours for a %3-letter guess</source>
        <translation>%1 hat %2 Farben für einen Versuch mit %3 Buchstaben</translation>
    </message>
    <message>
        <source>the answer list is empty</source>
        <translation>die Liste der Lösungswörter ist leer</translation>
    </message>
    <message>
        <source>answers must all be %1-letter words of tiles A-Z, Ñ; %2 is not</source>
        <translation>Lösungswörter müssen alle Wörter mit %1 Buchstaben aus A-Z, Ñ sein; %2 ist es nicht</translation>
    </message>
    <message>
        <source>%1 answers and %2 guesses of %3 letters need a %4 table of patterns; at most %5: use shorter lists</source>
        <translation>%1 Lösungswörter und %2 Versuche mit %3 Buchstaben brauchen eine Mustertabelle von %4; höchstens %5: nehmen Sie kürzere Listen</translation>
    </message>
    <message>
        <source>words of %1 letters: choose a length from %2 to %3</source>
        <translation>Wörter mit %1 Buchstaben: wählen Sie eine Länge von %2 bis %3</translation>
    </message>
    <message>
        <source>the built-in list has no common %1-letter words</source>
        <translation>die eingebaute Liste hat keine gängigen Wörter mit %1 Buchstaben</translation>
    </message>
    <message>
        <source>no %1-letter words</source>
        <translation>keine Wörter mit %1 Buchstaben</translation>
    </message>
    <message>
        <source>the opener %1 is not a %2-letter word of the guess list</source>
        <translation>der Eröffnungszug %1 ist kein Wort mit %2 Buchstaben aus der Versuchsliste</translation>
    </message>
    <message>
        <source>&apos;answer&apos; must be a word of letters A-Z or Ñ (at most %1)</source>
        <translation>&apos;answer&apos; muss ein Wort aus Buchstaben A-Z oder Ñ sein (höchstens %1)</translation>
    </message>
    <message>
        <source>&apos;hard&apos; must be true or false</source>
        <translation>&apos;hard&apos; muss true oder false sein</translation>
    </message>
    <message>
        <source>&apos;max_guesses&apos; must be a whole number from 1 to 20</source>
        <translation>&apos;max_guesses&apos; muss eine ganze Zahl von 1 bis 20 sein</translation>
    </message>
    <message>
        <source>&apos;guesses&apos; must be a list of words</source>
        <translation>&apos;guesses&apos; muss eine Liste von Wörtern sein</translation>
    </message>
    <message>
        <source>guess %1 comes after the game ended</source>
        <translation>Versuch %1 kommt nach dem Ende des Spiels</translation>
    </message>
    <message>
        <source>guess %1, %2, is not %3 letters A-Z or Ñ like the answer</source>
        <translation>Versuch %1, %2, hat nicht %3 Buchstaben A-Z oder Ñ wie das Lösungswort</translation>
    </message>
    <message>
        <source>this line does not line up with the path above it</source>
        <translation>diese Zeile passt nicht zum Pfad darüber</translation>
    </message>
    <message>
        <source>expected a guess, found %1</source>
        <translation>Versuch erwartet, gefunden %1</translation>
    </message>
    <message>
        <source>two guesses after the same feedback: %1 and %2</source>
        <translation>zwei Versuche nach derselben Rückmeldung: %1 und %2</translation>
    </message>
    <message>
        <source>expected feedback like GGGGG%1, found %2</source>
        <translation>Rückmeldung wie GGGGG%1 erwartet, gefunden %2</translation>
    </message>
    <message>
        <source>no guesses found</source>
        <translation>keine Versuche gefunden</translation>
    </message>
    <message>
        <source>the tree has no move for %1 after %2</source>
        <translation>der Baum hat keinen Zug für %1 nach %2</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>dem Anfang</translation>
    </message>
    <message>
        <source>%1 breaks hard mode on the way to %2: %3</source>
        <translation>%1 verletzt den schweren Modus auf dem Weg zu %2: %3</translation>
    </message>
    <message>
        <source>the tree does not find %1 in %2 guesses</source>
        <translation>der Baum findet %1 nicht in %2 Versuchen</translation>
    </message>
    <message>
        <source>the tree plays %1-letter words; the lists have %2</source>
        <translation>der Baum spielt Wörter mit %1 Buchstaben; die Listen haben %2</translation>
    </message>
    <message>
        <source>%1 words of %2 letters need %3 different letters; the alphabet has %4: choose k and n with k*n &lt;= %4</source>
        <translation>%1 Wörter mit %2 Buchstaben brauchen %3 verschiedene Buchstaben; das Alphabet hat %4: wählen Sie k und n mit k*n &lt;= %4</translation>
    </message>
    <message>
        <source>%1 words of %2 different letters need a %3 table of the pairs that fit (at most %4): use a Zipf cutoff or a smaller list</source>
        <translation>%1 Wörter mit %2 verschiedenen Buchstaben brauchen eine Tabelle von %3 der passenden Paare (höchstens %4): nehmen Sie eine Zipf-Grenze oder eine kleinere Liste</translation>
    </message>
    <message>
        <source>%1 words of %2 letters from these %3 words make about %4 partial sets to search (at most %5): use fewer or longer words or a Zipf cutoff</source>
        <translation>%1 Wörter mit %2 Buchstaben aus diesen %3 Wörtern ergeben etwa %4 Teilmengen zum Durchsuchen (höchstens %5): nehmen Sie weniger oder längere Wörter oder eine Zipf-Grenze</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a PNG of %1 pixels across: choose 16 to 20000</source>
        <translation>ein PNG mit %1 Pixeln Breite: wählen Sie 16 bis 20000</translation>
    </message>
    <message>
        <source>draw to a .png or .svg file, not %1</source>
        <translation>zeichnen Sie in eine .png- oder .svg-Datei, nicht %1</translation>
    </message>
    <message>
        <source>export as %1, not %2</source>
        <translation>exportieren Sie als %1, nicht %2</translation>
    </message>
    <message>
        <source>no pages to write</source>
        <translation>keine Seiten zu schreiben</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate puzzles</source>
        <translation>Rätsel erzeugen</translation>
    </message>
    <message>
        <source>The shapes every default fits; custom: type a name beside it</source>
        <translation>Die Formen, zu denen alle Vorgaben passen; eigene: Namen daneben eingeben</translation>
    </message>
    <message>
        <source>Any waffle (odd sizes: 5x5, 3x7, 13x13) or solid grid (solid4x4)</source>
        <translation>Jedes Waffle (ungerade Größen: 5x5, 3x7, 13x13) oder volles Gitter (solid4x4)</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Shape name</source>
        <translation>Name der Form</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>r1=FUGUE c3=GLOBE 3,3=E</source>
        <translation>r1=FUGUE c3=GLOBE 3,3=E</translation>
    </message>
    <message>
        <source>One word per line</source>
        <translation>Ein Wort pro Zeile</translation>
    </message>
    <message>
        <source>custom…</source>
        <translation>eigene…</translation>
    </message>
    <message>
        <source>common tier (cutoff per word length)</source>
        <translation>gängige Stufe (Grenze je Wortlänge)</translation>
    </message>
    <message>
        <source>built-in list, frequency cutoff</source>
        <translation>eingebaute Liste, Häufigkeitsgrenze</translation>
    </message>
    <message>
        <source>word list file</source>
        <translation>Wortlistendatei</translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation>Füllen aus</translation>
    </message>
    <message>
        <source>Frequency cutoff</source>
        <translation>Häufigkeitsgrenze</translation>
    </message>
    <message>
        <source>Word list file</source>
        <translation>Wortlistendatei</translation>
    </message>
    <message>
        <source>Pinned words, letters</source>
        <translation>Feste Wörter, Buchstaben</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Every grid</source>
        <translation>Alle Gitter</translation>
    </message>
    <message>
        <source>Fill from a word list</source>
        <translation>Aus einer Wortliste füllen</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv *.csv);;All files (*)</source>
        <translation>Wortlisten (*.txt *.tsv *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} wird gelesen…</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Datei wird gelesen…</translation>
    </message>
    <message>
        <source>Choose a word list file</source>
        <translation>Wählen Sie eine Wortlistendatei</translation>
    </message>
    <message>
        <source>The word list is loading…</source>
        <translation>Die Wortliste wird geladen…</translation>
    </message>
    <message>
        <source>Per length</source>
        <translation>Je Länge</translation>
    </message>
    <message>
        <source>{count} of length {n}</source>
        <translation>{count} der Länge {n}</translation>
    </message>
    <message>
        <source>choose a word list file first, or fill from the built-in list</source>
        <translation>wählen Sie zuerst eine Wortlistendatei oder füllen Sie aus der eingebauten Liste</translation>
    </message>
    <message>
        <source>Could not read the word list. {message}</source>
        <translation>Die Wortliste konnte nicht gelesen werden. {message}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>wie im Spiel</translation>
    </message>
    <message>
        <source>fewest-yellows</source>
        <translation>wenigste Gelbe</translation>
    </message>
    <message>
        <source>most-yellows</source>
        <translation>meiste Gelbe</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>Type the tiles&apos; letters; 1, 2 and 3 colour a tile green, yellow or gray; arrows move.</source>
        <translation>Tippen Sie die Buchstaben der Felder; 1, 2 und 3 färben ein Feld grün, gelb oder grau; Pfeiltasten bewegen.</translation>
    </message>
    <message>
        <source>Type the solution&apos;s letters; arrows move; Space types down instead of across.</source>
        <translation>Tippen Sie die Buchstaben der Lösung; Pfeiltasten bewegen; Leertaste schreibt senkrecht statt waagrecht.</translation>
    </message>
    <message>
        <source>Arrows move; Space lifts a tile, and Space on another tile swaps the two.</source>
        <translation>Pfeiltasten bewegen; Leertaste hebt ein Feld an, Leertaste auf einem anderen Feld tauscht die beiden.</translation>
    </message>
    <message>
        <source>A step of the solution, read only; Escape edits again.</source>
        <translation>Ein Schritt der Lösung, schreibgeschützt; Esc bearbeitet wieder.</translation>
    </message>
    <message>
        <source>row {row}, column {column}, letter {letter}</source>
        <translation>Zeile {row}, Spalte {column}, Buchstabe {letter}</translation>
    </message>
    <message>
        <source>row {row}, column {column}, empty</source>
        <translation>Zeile {row}, Spalte {column}, leer</translation>
    </message>
    <message>
        <source>Waffle grid, {tile}{lifted}</source>
        <translation>Waffle-Gitter, {tile}{lifted}</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>User guide — Puzzle Studio</source>
        <translation>Benutzerhandbuch — Puzzle Studio</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The user guide is not installed with this copy of Puzzle Studio.</source>
        <translation>Das Benutzerhandbuch ist mit dieser Kopie von Puzzle Studio nicht installiert.</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>{count} matches</source>
        <translation>{count} Treffer</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>guesses (over 6: a failure)</source>
        <translation>Versuche (über 6: verloren)</translation>
    </message>
    <message>
        <source>Run a backtest to see how many guesses each answer takes</source>
        <translation>Starten Sie einen Rückblicktest, um zu sehen, wie viele Versuche jede Antwort braucht</translation>
    </message>
</context>
<context>
    <name>JobRunner</name>
    <message>
        <source>Starting…</source>
        <translation>Starte…</translation>
    </message>
    <message>
        <source>Cancelled: {cancelled_text}.</source>
        <translation>Abgebrochen: {cancelled_text}.</translation>
    </message>
    <message>
        <source>Not started: see the warning above.</source>
        <translation>Nicht gestartet: siehe Warnung oben.</translation>
    </message>
    <message>
        <source>Done: {what} in {seconds:.1f} s.</source>
        <translation>Fertig: {what} in {seconds:.1f} s.</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>English (UK)</source>
        <translation>Englisch (UK)</translation>
    </message>
    <message>
        <source>Español</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>Français</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Deutsch</source>
        <translation>Deutsch</translation>
    </message>
</context>
<context>
    <name>LetterBoxedPage</name>
    <message>
        <source>{name} is a board in {name2}: this page now uses {name2} words.</source>
        <translation>{name} ist ein Brett auf {name2}: Diese Seite verwendet jetzt Wörter auf {name2}.</translation>
    </message>
    <message>
        <source>sides, e.g. ANO GDV IEF WZT</source>
        <translation>Seiten, z. B. ANO GDV IEF WZT</translation>
    </message>
    <message>
        <source>words like the game&apos;s</source>
        <translation>Wörter wie im Spiel</translation>
    </message>
    <message>
        <source>everyday and rarer words</source>
        <translation>alltägliche und seltenere Wörter</translation>
    </message>
    <message>
        <source>common words</source>
        <translation>gängige Wörter</translation>
    </message>
    <message>
        <source>every word we have</source>
        <translation>alle Wörter, die wir haben</translation>
    </message>
    <message>
        <source>a word list file…</source>
        <translation>eine Wortlistendatei…</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Unbenanntes Brett</translation>
    </message>
    <message>
        <source>{n} word</source>
        <translation>{n} Wort</translation>
    </message>
    <message>
        <source>{n} words</source>
        <translation>{n} Wörter</translation>
    </message>
    <message>
        <source>Word list: loading…</source>
        <translation>Wortliste: wird geladen…</translation>
    </message>
    <message>
        <source>Word list: {name} ({n:,} words)</source>
        <translation>Wortliste: {name} ({n:,} Wörter)</translation>
    </message>
    <message>
        <source>fewest words</source>
        <translation>wenigste Wörter</translation>
    </message>
    <message>
        <source>fewest letters</source>
        <translation>wenigste Buchstaben</translation>
    </message>
    <message>
        <source>the fewest</source>
        <translation>die wenigsten</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Solve for</source>
        <translation>Lösen für</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>Bis zu</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>A random board that common words solve within par</source>
        <translation>Ein zufälliges Brett, das häufige Wörter innerhalb von Par lösen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Letters per side</source>
        <translation>Buchstaben je Seite</translation>
    </message>
    <message>
        <source>Vowels</source>
        <translation>Vokale</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Click letters (or type them); Enter ends a word, Backspace takes one back</source>
        <translation>Buchstaben klicken (oder tippen); Eingabe beendet ein Wort, Rücktaste nimmt einen zurück</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Export PNG/SVG…</source>
        <translation>PNG/SVG exportieren…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The first letter, then the first word, then a whole answer</source>
        <translation>Der erste Buchstabe, dann das erste Wort, dann eine ganze Lösung</translation>
    </message>
    <message>
        <source>Show solutions</source>
        <translation>Lösungen zeigen</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Letter Boxed: use every letter in the fewest words</source>
        <translation>Letter Boxed: alle Buchstaben mit möglichst wenigen Wörtern</translation>
    </message>
    <message>
        <source>Each word starts with the last letter of the one before; no two letters in a row from the same side. Every solution listed is exact: none uses fewer words.</source>
        <translation>Jedes Wort beginnt mit dem letzten Buchstaben des vorigen; nie zwei Buchstaben hintereinander von derselben Seite. Jede aufgelistete Lösung ist exakt: keine braucht weniger Wörter.</translation>
    </message>
    <message>
        <source>Solve with a word list</source>
        <translation>Mit einer Wortliste lösen</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Wortlisten (*.txt *.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading the word list…</source>
        <translation>Wortliste wird gelesen…</translation>
    </message>
    <message>
        <source>Type the sides of a new board, or generate one.</source>
        <translation>Geben Sie die Seiten eines neuen Bretts ein oder erzeugen Sie eines.</translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation>{name} konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>there is no board to save yet</source>
        <translation>es gibt noch kein Brett zu speichern</translation>
    </message>
    <message>
        <source>Type or generate a board to save first.</source>
        <translation>Erst ein Brett eingeben oder erzeugen, dann speichern.</translation>
    </message>
    <message>
        <source>Nothing was written; your board is still here.</source>
        <translation>Es wurde nichts geschrieben; Ihr Brett ist noch da.</translation>
    </message>
    <message>
        <source>Board {board}</source>
        <translation>Brett {board}</translation>
    </message>
    <message>
        <source>Solving… boards of {n} letters can take a minute or more.</source>
        <translation>Löse… Bretter mit {n} Buchstaben können eine Minute oder länger dauern.</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Löse…</translation>
    </message>
    <message>
        <source>{words}: {solutions}</source>
        <translation>{words}: {solutions}</translation>
    </message>
    <message>
        <source>No solution with these words.</source>
        <translation>Keine Lösung mit diesen Wörtern.</translation>
    </message>
    <message>
        <source>Fewest: {best} ({words_name}). {count}; ask for a hint or show them.</source>
        <translation>Wenigste: {best} ({words_name}). {count}; fragen Sie nach einem Tipp oder zeigen Sie sie an.</translation>
    </message>
    <message>
        <source>{n:,} solution</source>
        <translation>{n:,} Lösung</translation>
    </message>
    <message>
        <source>The first word starts with {text}.</source>
        <translation>Das erste Wort beginnt mit {text}.</translation>
    </message>
    <message>
        <source>The first word is {text}.</source>
        <translation>Das erste Wort ist {text}.</translation>
    </message>
    <message>
        <source>An answer: {text}.</source>
        <translation>Eine Lösung: {text}.</translation>
    </message>
    <message>
        <source>Show more ({n:,} left)</source>
        <translation>Mehr zeigen (noch {n:,})</translation>
    </message>
    <message>
        <source>{n} letter</source>
        <translation>{n} Buchstabe</translation>
    </message>
    <message>
        <source>{n} letters</source>
        <translation>{n} Buchstaben</translation>
    </message>
    <message>
        <source>{n:,} solutions</source>
        <translation>{n:,} Lösungen</translation>
    </message>
    <message>
        <source>over {n:,} solutions</source>
        <translation>über {n:,} Lösungen</translation>
    </message>
    <message>
        <source>the fewest + </source>
        <translation>die wenigsten + </translation>
    </message>
    <message>
        <source>List every solution up to this many words more than the fewest</source>
        <translation>Jede Lösung mit bis zu so vielen Wörtern mehr als die wenigsten auflisten</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Erzeuge…</translation>
    </message>
    <message>
        <source>Generating… {tries} boards tried</source>
        <translation>Erzeuge… {tries} Bretter probiert</translation>
    </message>
    <message>
        <source>Generating cancelled.</source>
        <translation>Erzeugen abgebrochen.</translation>
    </message>
    <message>
        <source>{n} board</source>
        <translation>{n} Brett</translation>
    </message>
    <message>
        <source>{n} boards</source>
        <translation>{n} Bretter</translation>
    </message>
    <message>
        <source>New board: common words solve it in {count} (par {par}); {tried} tried.</source>
        <translation>Neues Brett: häufige Wörter lösen es in {count} (Par {par}); {tried} probiert.</translation>
    </message>
    <message>
        <source>Click letters or type them; Enter ends a word.</source>
        <translation>Buchstaben klicken oder tippen; Eingabe beendet ein Wort.</translation>
    </message>
    <message>
        <source> – the fewest possible!</source>
        <translation> – das Minimum!</translation>
    </message>
    <message>
        <source> (the fewest is {n})</source>
        <translation> (das Minimum ist {n})</translation>
    </message>
    <message>
        <source>Solved in {count}{verdict}</source>
        <translation>Gelöst in {count}{verdict}</translation>
    </message>
    <message>
        <source>no words yet</source>
        <translation>noch keine Wörter</translation>
    </message>
    <message>
        <source>1 letter left</source>
        <translation>noch 1 Buchstabe</translation>
    </message>
    <message>
        <source>{n} letters left</source>
        <translation>noch {n} Buchstaben</translation>
    </message>
    <message>
        <source>Type or generate a board to export first.</source>
        <translation>Erst ein Brett eingeben oder erzeugen, dann exportieren.</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Brett exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Could not save: {err}</source>
        <translation>Speichern fehlgeschlagen: {err}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} gespeichert.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwerfen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>&amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Puzzles and screenshots (*.json *.txt *.png *.jpg *.jpeg *.webp);;Puzzle Studio JSON (*.json);;Pasted text (*.txt);;Screenshots of the game (*.png *.jpg *.jpeg *.webp);;All files (*)</source>
        <translation>Rätsel und Bildschirmfotos (*.json *.txt *.png *.jpg *.jpeg *.webp);;Puzzle Studio JSON (*.json);;Eingefügter Text (*.txt);;Bildschirmfotos des Spiels (*.png *.jpg *.jpeg *.webp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last Wordle game. Restore it?</source>
        <translation>Puzzle Studio wurde beendet, ohne Ihr letztes Wordle-Spiel zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last Letter Boxed board. Restore it?</source>
        <translation>Puzzle Studio wurde beendet, ohne Ihr letztes Letter-Boxed-Brett zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Wordle</source>
        <translation>Wordle</translation>
    </message>
    <message>
        <source>Letter Boxed</source>
        <translation>Letter Boxed</translation>
    </message>
    <message>
        <source>Word Sets</source>
        <translation>Wortmengen</translation>
    </message>
    <message>
        <source>Waffle</source>
        <translation>Waffle</translation>
    </message>
    <message>
        <source>The language of the words: View &gt; Word Language</source>
        <translation>Die Sprache der Wörter: Ansicht &gt; Sprache der Wörter</translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last puzzle. Restore it?</source>
        <translation>Puzzle Studio wurde beendet, ohne Ihr letztes Rätsel zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Start a new puzzle</source>
        <translation>Ein neues Rätsel beginnen</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Eine neue Partie beginnen</translation>
    </message>
    <message>
        <source>Start a new board</source>
        <translation>Ein neues Brett beginnen</translation>
    </message>
    <message>
        <source>Export the puzzle</source>
        <translation>Das Rätsel exportieren</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Die Partie exportieren</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Das Brett exportieren</translation>
    </message>
    <message>
        <source>Save the puzzle</source>
        <translation>Das Rätsel speichern</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Das Brett speichern</translation>
    </message>
    <message>
        <source>Copied the puzzle as text.</source>
        <translation>Rätsel als Text kopiert.</translation>
    </message>
    <message>
        <source>Copied the game as text.</source>
        <translation>Partie als Text kopiert.</translation>
    </message>
    <message>
        <source>Copied the board as text.</source>
        <translation>Brett als Text kopiert.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>The autosave could not be read: {err}</source>
        <translation>Die automatische Sicherung konnte nicht gelesen werden: {err}</translation>
    </message>
    <message>
        <source>Restored the autosave, with its Undo history.</source>
        <translation>Die automatische Sicherung wurde wiederhergestellt, mit ihrem Rückgängig-Verlauf.</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Load &amp;Word List…</source>
        <translation>&amp;Wortliste laden…</translation>
    </message>
    <message>
        <source>One word per line, or word&lt;TAB&gt;weight</source>
        <translation>Ein Wort pro Zeile oder Wort&lt;TAB&gt;Gewicht</translation>
    </message>
    <message>
        <source>Use the &amp;Default Word List</source>
        <translation>Standardwortliste &amp;verwenden</translation>
    </message>
    <message>
        <source>&amp;Picture or File…</source>
        <translation>&amp;Bild oder Datei…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Playable &amp;Web Page…</source>
        <translation>Spielbare &amp;Webseite…</translation>
    </message>
    <message>
        <source>One web page that plays the puzzle in any browser, offline (Print Sheet makes one of a set)</source>
        <translation>Eine Webseite, die das Rätsel in jedem Browser offline spielt (Blatt drucken macht eine für eine Serie)</translation>
    </message>
    <message>
        <source>Copy &amp;Share Code</source>
        <translation>&amp;Teilen-Code kopieren</translation>
    </message>
    <message>
        <source>The puzzle as one line (waffle1:…) to paste into the studio or a playable web page</source>
        <translation>Das Rätsel als eine Zeile (waffle1:…) zum Einfügen ins Studio oder in eine spielbare Webseite</translation>
    </message>
    <message>
        <source>&amp;Print Sheet…</source>
        <translation>Blatt &amp;drucken…</translation>
    </message>
    <message>
        <source>Puzzles on printable pages, with answer pages</source>
        <translation>Rätsel auf druckbaren Seiten, mit Lösungsseiten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>Rätsel &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the puzzle as text: letters, blank line, colours</source>
        <translation>Das Rätsel als Text kopieren: Buchstaben, Leerzeile, Farben</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Rätsel &amp;einfügen</translation>
    </message>
    <message>
        <source>Paste a puzzle: letters, blank line, colours (emoji squares work)</source>
        <translation>Ein Rätsel einfügen: Buchstaben, Leerzeile, Farben (Emoji-Quadrate gehen auch)</translation>
    </message>
    <message>
        <source>&amp;Generate Puzzles…</source>
        <translation>Rätsel &amp;erzeugen…</translation>
    </message>
    <message>
        <source>Fill grids from the word list and scramble them into puzzles</source>
        <translation>Gitter aus der Wortliste füllen und zu Rätseln mischen</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key the menus and pages answer to</source>
        <translation>Jede Taste, auf die Menüs und Seiten reagieren</translation>
    </message>
    <message>
        <source>&amp;About Puzzle Studio</source>
        <translation>Über Puzzle &amp;Studio</translation>
    </message>
    <message>
        <source>The version, and the licences of what the studio ships</source>
        <translation>Die Version und die Lizenzen dessen, was das Studio mitliefert</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>Word &amp;Lists</source>
        <translation>Wort&amp;listen</translation>
    </message>
    <message>
        <source>A list loaded already, on any page: it is not read again</source>
        <translation>Eine bereits geladene Liste, auf einer beliebigen Seite: sie wird nicht erneut gelesen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Rätsel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind Tiles</source>
        <translation>&amp;Farbenblinde Felder</translation>
    </message>
    <message>
        <source>Orange and blue tiles with shapes: a corner for green, a dot for yellow</source>
        <translation>Orange und blaue Felder mit Formen: eine Ecke für Grün, ein Punkt für Gelb</translation>
    </message>
    <message>
        <source>Word &amp;Language</source>
        <translation>&amp;Sprache der Wörter</translation>
    </message>
    <message>
        <source>The words every page uses: Waffle, Wordle, Letter Boxed, Word Sets</source>
        <translation>Die Wörter aller Seiten: Waffle, Wordle, Letter Boxed, Wortmengen</translation>
    </message>
    <message>
        <source>&amp;Interface Language</source>
        <translation>&amp;Oberflächensprache</translation>
    </message>
    <message>
        <source>The language of the menus, buttons and messages</source>
        <translation>Die Sprache der Menüs, Schaltflächen und Meldungen</translation>
    </message>
    <message>
        <source>{name} ({n} words)</source>
        <translation>{name} ({n} Wörter)</translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation>Rätsel öffnen</translation>
    </message>
    <message>
        <source>Puzzle Studio JSON (*.json)</source>
        <translation>Puzzle Studio JSON (*.json)</translation>
    </message>
    <message>
        <source>Load a word list</source>
        <translation>Wortliste laden</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Wortlisten (*.txt *.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to these before closing?</source>
        <translation>Die Änderungen an diesen Dokumenten vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Save the changes to {value}?</source>
        <translation>Änderungen an {value} speichern?</translation>
    </message>
    <message>
        <source>{page}: {name}</source>
        <translation>{page}: {name}</translation>
    </message>
    <message>
        <source>The guide, open at the page shown, searchable</source>
        <translation>Das Handbuch, beim Abschnitt der angezeigten Seite geöffnet, durchsuchbar</translation>
    </message>
    <message>
        <source>Copied the share code: paste it into the studio or a playable web page.</source>
        <translation>Teilen-Code kopiert: Fügen Sie ihn ins Studio oder in eine spielbare Webseite ein.</translation>
    </message>
    <message>
        <source>{name}[*] — Puzzle Studio</source>
        <translation>{name}[*] — Puzzle Studio</translation>
    </message>
    <message>
        <source>Puzzle Studio</source>
        <translation>Puzzle Studio</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>NewPuzzleDialog</name>
    <message>
        <source>Waffle 5x5 (the daily)</source>
        <translation>Waffle 5x5 (das tägliche)</translation>
    </message>
    <message>
        <source>Waffle 7x7 (the deluxe)</source>
        <translation>Waffle 7x7 (das Deluxe)</translation>
    </message>
    <message>
        <source>Waffle Royale (a plus of 25 tiles)</source>
        <translation>Waffle Royale (ein Kreuz aus 25 Steinen)</translation>
    </message>
    <message>
        <source>Waffle 3x3</source>
        <translation>Waffle 3x3</translation>
    </message>
    <message>
        <source>Waffle, any size (odd rows and columns)</source>
        <translation>Waffle beliebiger Größe (ungerade Zeilen und Spalten)</translation>
    </message>
    <message>
        <source>Solid grid (every cell a letter)</source>
        <translation>Volles Gitter (jede Zelle ein Buchstabe)</translation>
    </message>
    <message>
        <source>Custom mask: start solid, then draw holes</source>
        <translation>Eigene Maske: voll beginnen, dann Löcher zeichnen</translation>
    </message>
    <message>
        <source>New puzzle</source>
        <translation>Neues Rätsel</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
</context>
<context>
    <name>Picture</name>
    <message>
        <source>not a picture this studio reads (a %1 screenshot)</source>
        <translation>kein Bild, das dieses Studio liest (ein Bildschirmfoto als %1)</translation>
    </message>
    <message>
        <source>not a picture but a device, a pipe or a folder</source>
        <translation>kein Bild, sondern ein Gerät, eine Pipe oder ein Ordner</translation>
    </message>
    <message>
        <source>not a picture Qt can read (%1)</source>
        <translation>kein Bild, das Qt lesen kann (%1)</translation>
    </message>
    <message>
        <source>not a picture Qt can read (its PNG header is damaged)</source>
        <translation>kein Bild, das Qt lesen kann (sein PNG-Kopf ist beschädigt)</translation>
    </message>
    <message>
        <source>the game&apos;s win screen, read as the solved board; </source>
        <translation>der Siegbildschirm des Spiels, gelesen als gelöstes Brett; </translation>
    </message>
    <message numerus="yes">
        <source>; the game&apos;s counter shows %n swaps remaining</source>
        <translation>
            <numerusform>; der Zähler des Spiels zeigt %n verbleibenden Tausch</numerusform>
            <numerusform>; der Zähler des Spiels zeigt %n verbleibende Tausche</numerusform>
        </translation>
    </message>
    <message>
        <source>0 tiles unsure</source>
        <translation>0 unsichere Plättchen</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles unsure: %1</source>
        <translation>
            <numerusform>%n unsicheres Plättchen: %1</numerusform>
            <numerusform>%n unsichere Plättchen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 col %2 looks most like %3 but is taken as %4, which gives everyday words (%3 gives only rare ones: the doubtful alternative)</source>
        <translation>Zeile %1 Sp. %2 sieht am ehesten wie %3 aus, wird aber als %4 genommen, das Alltagswörter ergibt (%3 ergibt nur seltene: die zweifelhafte Alternative)</translation>
    </message>
    <message>
        <source>row %1 col %2 looks most like %3 but is taken as %4, which gives a solution (%3 gives no solution: the doubtful alternative)</source>
        <translation>Zeile %1 Sp. %2 sieht am ehesten wie %3 aus, wird aber als %4 genommen, das eine Lösung ergibt (%3 ergibt keine Lösung: die zweifelhafte Alternative)</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Drag a tile onto another to swap them, or click one and then the other. Green tiles are locked. Solve it within the swaps you have.</source>
        <translation>Ziehen Sie ein Feld auf ein anderes, um sie zu tauschen, oder klicken Sie erst das eine, dann das andere. Grüne Felder sind fest. Lösen Sie es mit den verfügbaren Tauschzügen.</translation>
    </message>
    <message>
        <source>Meanings of the words</source>
        <translation>Bedeutungen der Wörter</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>A hint from where you are: fewest swaps, a tile&apos;s word, a swap, a word</source>
        <translation>Ein Tipp von Ihrem Stand aus: wenigste Tauschzüge, das Wort eines Feldes, ein Tausch, ein Wort</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Spiel auswerten</translation>
    </message>
    <message>
        <source>Each swap you made, on the board: on a best path or not, the star lost, luck or skill</source>
        <translation>Jeder Ihrer Tauschzüge auf dem Brett: auf einem besten Weg oder nicht, der verlorene Stern, Glück oder Können</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>That {letter} is green: it is in its place and locked. Move a yellow or gray tile.</source>
        <translation>Dieses {letter} ist grün: Es steht richtig und ist fest. Bewegen Sie ein gelbes oder graues Feld.</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>Übrig: {count}</translation>
    </message>
    <message>
        <source>, with the solution shown.</source>
        <translation>, mit gezeigter Lösung.</translation>
    </message>
    <message>
        <source>, with {count}.</source>
        <translation>, mit {count}.</translation>
    </message>
    <message>
        <source>The start: {fewest} at the fewest, {allowed} allowed. Next shows each swap you made.</source>
        <translation>Der Anfang: mindestens {fewest}, {allowed} erlaubt. Weiter zeigt jeden Ihrer Tauschzüge.</translation>
    </message>
    <message>
        <source>on a best path</source>
        <translation>auf einem besten Weg</translation>
    </message>
    <message>
        <source>off every best path</source>
        <translation>auf keinem besten Weg</translation>
    </message>
    <message>
        <source>cost a star: {swap} would have kept it</source>
        <translation>kostete einen Stern; ihn hätte bewahrt: {swap}</translation>
    </message>
    <message>
        <source>{n} star still possible</source>
        <translation>{n} Stern noch möglich</translation>
    </message>
    <message>
        <source>{n} stars still possible</source>
        <translation>{n} Sterne noch möglich</translation>
    </message>
    <message>
        <source>Swap {n} of {total}: {swap}.</source>
        <translation>Tauschzug {n} von {total}: {swap}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>deduced: best for all {n} answers the colours allowed</source>
        <translation>erschlossen: am besten für alle {n} Antworten, die die Farben zuließen</translation>
    </message>
    <message>
        <source>lucky: best for the answer, not for all {n} the colours allowed</source>
        <translation>Glück: am besten für die Antwort, nicht für alle {n}, die die Farben zuließen</translation>
    </message>
    <message>
        <source>a guess: best for another of the {n} answers the colours allowed</source>
        <translation>geraten: am besten für eine andere der {n} Antworten, die die Farben zuließen</translation>
    </message>
    <message>
        <source>best for none of the {n} answers the colours allowed</source>
        <translation>für keine der {n} Antworten, die die Farben zuließen, am besten</translation>
    </message>
    <message>
        <source>row {row}, column {col}</source>
        <translation>Zeile {row}, Spalte {col}</translation>
    </message>
    <message>
        <source>{where} has no tile.</source>
        <translation>bei {where} gibt es kein Feld.</translation>
    </message>
    <message>
        <source>the tile at {where} is swapped with itself.</source>
        <translation>das Feld bei {where} wird mit sich selbst getauscht.</translation>
    </message>
    <message>
        <source>the tile at {where} is green, and the game locks green tiles.</source>
        <translation>das Feld bei {where} ist grün, und das Spiel sperrt grüne Felder.</translation>
    </message>
    <message>
        <source>the game was over by then.</source>
        <translation>das Spiel war da schon vorbei.</translation>
    </message>
    <message>
        <source>{word} is not in the word list.</source>
        <translation>{word} steht nicht in der Wortliste.</translation>
    </message>
    <message>
        <source>no answer in the word list fits the start.</source>
        <translation>keine Antwort aus der Wortliste passt zum Anfang.</translation>
    </message>
    <message>
        <source>several answers fit and the swaps do not end on one of them.</source>
        <translation>mehrere Antworten passen, und die Tauschzüge enden auf keiner davon.</translation>
    </message>
    <message>
        <source>the start&apos;s colours cannot come from the solution.</source>
        <translation>die Farben des Anfangs können nicht von der Lösung stammen.</translation>
    </message>
    <message>
        <source>Swap {n}: {why}</source>
        <translation>Tauschzug {n}: {why}</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: {why}</source>
        <translation>Dieses Spiel lässt sich nicht auswerten: {why}</translation>
    </message>
    <message>
        <source>Out of swaps. Start again, or look at the solver&apos;s steps.</source>
        <translation>Keine Tauschzüge mehr. Beginnen Sie neu oder sehen Sie sich die Schritte des Lösers an.</translation>
    </message>
    <message>
        <source>Solved in {n} swap! {stars} of {most} stars (the fewest is {fewest})</source>
        <translation>Gelöst in {n} Tauschzug! {stars} von {most} Sternen (am wenigsten: {fewest})</translation>
    </message>
    <message>
        <source>Solved in {n} swaps! {stars} of {most} stars (the fewest is {fewest})</source>
        <translation>Gelöst in {n} Tauschzügen! {stars} von {most} Sternen (am wenigsten: {fewest})</translation>
    </message>
    <message>
        <source>{count} so far; the fewest possible is {fewest}.</source>
        <translation>Bisher {count}; am wenigsten möglich: {fewest}.</translation>
    </message>
    <message>
        <source>No meanings for this language.</source>
        <translation>Keine Bedeutungen für diese Sprache.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: no meaning found</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: keine Bedeutung gefunden</translation>
    </message>
    <message>
        <source>noun</source>
        <translation>Substantiv</translation>
    </message>
    <message>
        <source>verb</source>
        <translation>Verb</translation>
    </message>
    <message>
        <source>adjective</source>
        <translation>Adjektiv</translation>
    </message>
    <message>
        <source>adverb</source>
        <translation>Adverb</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;i&gt;({lemma}{pos})&lt;/i&gt;: {gloss}</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;i&gt;({lemma}{pos})&lt;/i&gt;: {gloss}</translation>
    </message>
</context>
<context>
    <name>PlayTab</name>
    <message>
        <source>Hard mode</source>
        <translation>Schwerer Modus</translation>
    </message>
    <message>
        <source>Greens stay in place and yellows must be used again</source>
        <translation>Grüne bleiben stehen, gelbe müssen wieder verwendet werden</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation>Ergebnis kopieren</translation>
    </message>
    <message>
        <source>The coloured squares, without the letters, to paste anywhere</source>
        <translation>Die farbigen Quadrate ohne Buchstaben, zum Einfügen überall</translation>
    </message>
    <message numerus="yes">
        <source>Guess the {length}-letter word in %n tries.</source>
        <translation>
            <numerusform>Erraten Sie das Wort mit {length} Buchstaben in %n Versuch.</numerusform>
            <numerusform>Erraten Sie das Wort mit {length} Buchstaben in %n Versuchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess left.</source>
        <translation>
            <numerusform>Noch %n Versuch.</numerusform>
            <numerusform>Noch %n Versuche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guesses left.</source>
        <translation>
            <numerusform>Noch %n Versuch.</numerusform>
            <numerusform>Noch %n Versuche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Guess {guess}</source>
        <translation>Versuch {guess}</translation>
    </message>
    <message>
        <source>Solved in {n}!</source>
        <translation>Gelöst in {n}!</translation>
    </message>
    <message>
        <source>The word was {answer}.</source>
        <translation>Das Wort war {answer}.</translation>
    </message>
    <message>
        <source>Start a game to export it first.</source>
        <translation>Erst ein Spiel beginnen, dann exportieren.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} gespeichert.</translation>
    </message>
    <message>
        <source>Puzzle Studio Wordle</source>
        <translation>Puzzle Studio Wordle</translation>
    </message>
    <message>
        <source>Copied the result.</source>
        <translation>Ergebnis kopiert.</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>color</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>ink</source>
        <translation>Schwarzweiß</translation>
    </message>
    <message>
        <source>color-blind</source>
        <translation>farbenblind</translation>
    </message>
    <message>
        <source>a4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>Lösungen</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Sterne</translation>
    </message>
    <message>
        <source>Swaps</source>
        <translation>Tausche</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>{played} games, {won} won: {stars} stars, {swaps} swaps, {hints} hints in all</source>
        <translation>{played} Spiele, {won} gewonnen: insgesamt {stars} Sterne, {swaps} Tausche, {hints} Hinweise</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>out of swaps</source>
        <translation>keine Tausche mehr</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>Class results</source>
        <translation>Ergebnisse der Klasse</translation>
    </message>
    <message>
        <source>Paste the result codes here (R-…), any number, one or more a line</source>
        <translation>Ergebniscodes hier einfügen (R-…), beliebig viele, einen oder mehrere pro Zeile</translation>
    </message>
    <message>
        <source>Result codes</source>
        <translation>Ergebniscodes</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>A code could not be read: {message}</source>
        <translation>Ein Code konnte nicht gelesen werden: {message}</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Each guess: answers left, the studio&apos;s pick, skill and luck (0-99)</source>
        <translation>Jeder Versuch: verbleibende Lösungen, die Wahl des Studios, Können und Glück (0-99)</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Answers before</source>
        <translation>Lösungen vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Studio&apos;s pick</source>
        <translation>Wahl des Studios</translation>
    </message>
    <message>
        <source>Expected guesses (pick / yours)</source>
        <translation>Erwartete Versuche (Wahl / Ihrer)</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Können</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Wird ausgewertet…</translation>
    </message>
    <message>
        <source>Skill {skill} on average, luck {luck}; exact where few answers were left.</source>
        <translation>Können im Schnitt {skill}, Glück {luck}; exakt, wo nur noch wenige Lösungen übrig waren.</translation>
    </message>
    <message>
        <source>breaks hard mode</source>
        <translation>verletzt den schweren Modus</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Made with Puzzle Studio</source>
        <translation>Erstellt mit Puzzle Studio</translation>
    </message>
    <message>
        <source>word puzzle</source>
        <translation>Worträtsel</translation>
    </message>
    <message>
        <source>A Waffle puzzle</source>
        <translation>Ein Waffle-Rätsel</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message numerus="yes">
        <source>%n swaps allowed</source>
        <translation>
            <numerusform>%n Tauschzug erlaubt</numerusform>
            <numerusform>%n Tauschzüge erlaubt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved in %n swaps</source>
        <translation>
            <numerusform>gelöst in %n Tauschzug</numerusform>
            <numerusform>gelöst in %n Tauschzügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>fewest swaps: %1</source>
        <translation>wenigste Tauschzüge: %1</translation>
    </message>
    <message numerus="yes">
        <source>one of %n solutions</source>
        <translation>
            <numerusform>eine von %n Lösungen</numerusform>
            <numerusform>eine von %n Lösungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>right letter, right place</source>
        <translation>richtiger Buchstabe, richtiger Platz</translation>
    </message>
    <message>
        <source>in a word, wrong place</source>
        <translation>im Wort, falscher Platz</translation>
    </message>
    <message>
        <source>not in this word</source>
        <translation>nicht in diesem Wort</translation>
    </message>
    <message>
        <source>%1: answers</source>
        <translation>%1: Lösungen</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Waffle puzzles</source>
        <translation>Waffle-Rätsel</translation>
    </message>
    <message numerus="yes">
        <source>the answers to %n Waffle puzzles</source>
        <translation>
            <numerusform>die Lösung zu %n Waffle-Rätsel</numerusform>
            <numerusform>die Lösungen zu %n Waffle-Rätseln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Waffle puzzles with answers</source>
        <translation>
            <numerusform>%n Waffle-Rätsel mit Lösung</numerusform>
            <numerusform>%n Waffle-Rätsel mit Lösungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Waffle puzzles</source>
        <translation>
            <numerusform>%n Waffle-Rätsel</numerusform>
            <numerusform>%n Waffle-Rätsel</numerusform>
        </translation>
    </message>
    <message>
        <source>noun</source>
        <translation>Substantiv</translation>
    </message>
    <message>
        <source>verb</source>
        <translation>Verb</translation>
    </message>
    <message>
        <source>adjective</source>
        <translation>Adjektiv</translation>
    </message>
    <message>
        <source>adverb</source>
        <translation>Adverb</translation>
    </message>
    <message>
        <source>%1: no definition found</source>
        <translation>%1: keine Definition gefunden</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>Waagrecht</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Senkrecht</translation>
    </message>
    <message>
        <source>no definition found (%1)</source>
        <translation>keine Definition gefunden (%1)</translation>
    </message>
    <message>
        <source>%1 (%2, inflected)</source>
        <translation>%1 (%2, gebeugt)</translation>
    </message>
</context>
<context>
    <name>SheetDialog</name>
    <message>
        <source>Print a sheet of puzzles</source>
        <translation>Ein Blatt mit Rätseln drucken</translation>
    </message>
    <message>
        <source>Puzzles on the sheet</source>
        <translation>Rätsel auf dem Blatt</translation>
    </message>
    <message>
        <source>Add Files…</source>
        <translation>Dateien hinzufügen…</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Answer pages</source>
        <translation>Lösungsseiten</translation>
    </message>
    <message>
        <source>Pages with each puzzle&apos;s solution and its fewest swaps</source>
        <translation>Seiten mit der Lösung jedes Rätsels und seinen wenigsten Tauschzügen</translation>
    </message>
    <message>
        <source>e.g. Class 4B, week 47</source>
        <translation>z. B. Klasse 4b, Woche 47</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move the chosen puzzles up ({keys})</source>
        <translation>Verschiebt die gewählten Rätsel nach oben ({keys})</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move the chosen puzzles down ({keys})</source>
        <translation>Verschiebt die gewählten Rätsel nach unten ({keys})</translation>
    </message>
    <message>
        <source>puzzles: the class&apos;s pages, without the answers; answers: the answer pages alone</source>
        <translation>Rätsel: die Seiten für die Klasse, ohne Lösungen; Lösungen: nur die Lösungsseiten</translation>
    </message>
    <message>
        <source>e.g. 2-3; empty: every page</source>
        <translation>z. B. 2-3; leer: alle Seiten</translation>
    </message>
    <message>
        <source>The pages to print, numbered as in the preview</source>
        <translation>Die zu druckenden Seiten, nummeriert wie in der Vorschau</translation>
    </message>
    <message>
        <source>In the PDF&apos;s details</source>
        <translation>In den PDF-Eigenschaften</translation>
    </message>
    <message>
        <source>Row and column labels</source>
        <translation>Zeilen- und Spaltenbeschriftung</translation>
    </message>
    <message>
        <source>Numbers beside the rows and columns: the answers name cells by them</source>
        <translation>Nummern neben Zeilen und Spalten: die Lösungen benennen Felder damit</translation>
    </message>
    <message>
        <source>A line to write the answer on</source>
        <translation>Eine Linie für die Antwort</translation>
    </message>
    <message>
        <source>A blank grid under each puzzle to write the solution in</source>
        <translation>Ein leeres Gitter unter jedem Rätsel, um die Lösung einzutragen</translation>
    </message>
    <message>
        <source>Clue sheet: each word&apos;s definition as a numbered clue</source>
        <translation>Hinweisblatt: die Bedeutung jedes Wortes als nummerierter Hinweis</translation>
    </message>
    <message>
        <source>A mini crossword that also swaps: Across and Down clues beside each puzzle (English words)</source>
        <translation>Ein Mini-Kreuzworträtsel, das auch tauscht: Hinweise waagerecht und senkrecht neben jedem Rätsel (englische Wörter)</translation>
    </message>
    <message>
        <source>Each word&apos;s meaning on the answer pages</source>
        <translation>Die Bedeutung jedes Wortes auf den Lösungsseiten</translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation>Rätsel pro Seite</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Ränder</translation>
    </message>
    <message>
        <source>Print pages</source>
        <translation>Zu druckende Seiten</translation>
    </message>
    <message>
        <source>Page range</source>
        <translation>Seitenbereich</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Stil</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Footer</source>
        <translation>Fußzeile</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>First number</source>
        <translation>Erste Nummer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzles&lt;/b&gt;, in print order</source>
        <translation>&lt;b&gt;Rätsel&lt;/b&gt; in Druckreihenfolge</translation>
    </message>
    <message>
        <source>Preview of the pages</source>
        <translation>Vorschau der Seiten</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>The preview&apos;s size</source>
        <translation>Die Größe der Vorschau</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>PDF speichern…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Save Web Page…</source>
        <translation>Webseite speichern…</translation>
    </message>
    <message>
        <source>One web page that plays every puzzle here, in any browser, offline</source>
        <translation>Eine Webseite, die alle diese Rätsel in jedem Browser offline spielt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop saving or printing: no file is written, nothing reaches the printer</source>
        <translation>Speichern oder Drucken abbrechen: keine Datei wird geschrieben, nichts erreicht den Drucker</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Add puzzles</source>
        <translation>Rätsel hinzufügen</translation>
    </message>
    <message>
        <source>Puzzles (*.json *.txt)</source>
        <translation>Rätsel (*.json *.txt)</translation>
    </message>
    <message>
        <source>Add a folder of puzzles</source>
        <translation>Einen Ordner mit Rätseln hinzufügen</translation>
    </message>
    <message>
        <source>Solving the puzzles for the answer pages…</source>
        <translation>Rätsel werden für die Lösungsseiten gelöst…</translation>
    </message>
    <message>
        <source>Add some puzzles.</source>
        <translation>Fügen Sie Rätsel hinzu.</translation>
    </message>
    <message>
        <source>{text}  (left out)</source>
        <translation>{text}  (ausgelassen)</translation>
    </message>
    <message>
        <source>Nothing to print: no puzzle here has an answer.</source>
        <translation>Nichts zu drucken: Kein Rätsel hier hat eine Lösung.</translation>
    </message>
    <message>
        <source>1 puzzle</source>
        <translation>1 Rätsel</translation>
    </message>
    <message>
        <source>{n} puzzles</source>
        <translation>{n} Rätsel</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 Seite</translation>
    </message>
    <message>
        <source>{n} pages</source>
        <translation>{n} Seiten</translation>
    </message>
    <message>
        <source>{puzzles} on {pages}</source>
        <translation>{puzzles} auf {pages}</translation>
    </message>
    <message>
        <source>page {n}</source>
        <translation>Seite {n}</translation>
    </message>
    <message>
        <source>Save the sheet</source>
        <translation>Blatt speichern</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved: {name} names a {named} file, and a sheet is a PDF: name it .pdf.</source>
        <translation>Nicht gespeichert: {name} ist der Name einer {named}-Datei, und ein Bogen ist ein PDF: nennen Sie ihn .pdf.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} gespeichert.</translation>
    </message>
    <message>
        <source>Save a playable web page</source>
        <translation>Spielbare Webseite speichern</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Saved {name}: open it in a browser to play.</source>
        <translation>{name} gespeichert: Zum Spielen in einem Browser öffnen.</translation>
    </message>
    <message>
        <source>the printer</source>
        <translation>den Drucker</translation>
    </message>
    <message>
        <source>Sent {n} pages to {value}.</source>
        <translation>{n} Seiten an {value} gesendet.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was saved or printed.</source>
        <translation>Abgebrochen: nichts wurde gespeichert oder gedruckt.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts — Puzzle Studio</source>
        <translation>Tastenkürzel — Puzzle Studio</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu or page</source>
        <translation>Menü oder Seite</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Inside the Waffle grid, letters, arrows, Tab, Space, Backspace, Delete and 1/2/3 edit the tiles (Help &gt; User Guide, The studio window, lists them); in the Wordle and Letter Boxed games, letters, Backspace and Enter play. Tab and Shift+Tab move between controls; on the row of page tabs, the arrow keys change page.</source>
        <translation>Im Waffle-Gitter bearbeiten Buchstaben, Pfeiltasten, Tab, Leertaste, Rücktaste, Entf und 1/2/3 die Felder (Hilfe &gt; Benutzerhandbuch, Das Studiofenster, listet sie auf); in den Spielen Wordle und Letter Boxed spielen Buchstaben, Rücktaste und Eingabe. Tab und Umschalt+Tab wechseln zwischen Bedienelementen; auf der Reihe der Seitenreiter wechseln die Pfeiltasten die Seite.</translation>
    </message>
</context>
<context>
    <name>SolvePanel</name>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>One more hint: tiles in place, a tile in its word, a swap, a word, the solution</source>
        <translation>Noch ein Tipp: richtige Felder, ein Feld in seinem Wort, ein Tausch, ein Wort, die Lösung</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Always show the solution</source>
        <translation>Lösung immer zeigen</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Leave the steps and edit the puzzle again (Esc)</source>
        <translation>Die Schritte verlassen und das Rätsel wieder bearbeiten (Esc)</translation>
    </message>
    <message>
        <source>Design it</source>
        <translation>Entwerfen</translation>
    </message>
    <message>
        <source>Open this solution in Design, its words filled in</source>
        <translation>Diese Lösung in Entwerfen öffnen, mit ihren Wörtern</translation>
    </message>
    <message>
        <source>Done, next swap</source>
        <translation>Erledigt, nächster Tausch</translation>
    </message>
    <message>
        <source>I made the first swap in the game: go on from the new position (Undo takes it back)</source>
        <translation>Ich habe den ersten Tausch im Spiel gemacht: von der neuen Stellung aus weiter (Rückgängig nimmt ihn zurück)</translation>
    </message>
    <message>
        <source>Undo the last swap</source>
        <translation>Letzten Tausch rückgängig machen</translation>
    </message>
    <message>
        <source>A wrong press: back to the position before the last swap made here</source>
        <translation>Falsch gedrückt: zurück zur Stellung vor dem letzten hier gemachten Tausch</translation>
    </message>
    <message>
        <source>Type or paste a puzzle: letters, then colours.</source>
        <translation>Geben Sie ein Rätsel ein oder fügen Sie es ein: Buchstaben, dann Farben.</translation>
    </message>
    <message>
        <source>Waiting for a puzzle</source>
        <translation>Warte auf ein Rätsel</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Löse…</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Keine Lösung</translation>
    </message>
    <message>
        <source>Unique solution</source>
        <translation>Eindeutige Lösung</translation>
    </message>
    <message>
        <source>Ambiguous: {n} solutions</source>
        <translation>Mehrdeutig: {n} Lösungen</translation>
    </message>
    <message>
        <source>Check the colours</source>
        <translation>Prüfe die Farben</translation>
    </message>
    <message>
        <source>Look at {slot}.</source>
        <translation>Sehen Sie sich {slot} an.</translation>
    </message>
    <message>
        <source>{n} swap made here.</source>
        <translation>{n} Tausch hier gemacht.</translation>
    </message>
    <message>
        <source>{n} swaps made here.</source>
        <translation>{n} Täusche hier gemacht.</translation>
    </message>
    <message>
        <source>No single swap of non-green tiles tells these solutions apart.</source>
        <translation>Kein einzelner Tausch nicht-grüner Felder unterscheidet diese Lösungen.</translation>
    </message>
    <message>
        <source> (solution 1 makes it anyway)</source>
        <translation> (Lösung 1 macht ihn ohnehin)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tell them apart in the game:&lt;/b&gt; {step}{anyway}. Then press what you see:</source>
        <translation>&lt;b&gt;Im Spiel unterscheiden:&lt;/b&gt; {step}{anyway}. Dann drücken Sie, was Sie sehen:</translation>
    </message>
    <message>
        <source>solution {n}</source>
        <translation>Lösung {n}</translation>
    </message>
    <message>
        <source>{colours}: {solutions}</source>
        <translation>{colours}: {solutions}</translation>
    </message>
    <message>
        <source>the solution shown</source>
        <translation>Lösung gezeigt</translation>
    </message>
    <message>
        <source>{words}&lt;b&gt;Fewest swaps: {fewest}&lt;/b&gt; · {left} left in the game&lt;br&gt;Solve it in {fewest} for {star_row} · {used}</source>
        <translation>{words}&lt;b&gt;Wenigste Täusche: {fewest}&lt;/b&gt; · noch {left} im Spiel&lt;br&gt;In {fewest} lösen für {star_row} · {used}</translation>
    </message>
    <message>
        <source>no star: too few swaps left</source>
        <translation>kein Stern: zu wenige Täusche übrig</translation>
    </message>
    <message>
        <source>Start: the puzzle as given</source>
        <translation>Start: das Rätsel wie gegeben</translation>
    </message>
    <message>
        <source>&lt;b&gt;The solution is covered.&lt;/b&gt; Ask for a hint (for the likeliest solution), or show it all.</source>
        <translation>&lt;b&gt;Die Lösung ist verdeckt.&lt;/b&gt; Bitten Sie um einen Tipp (zur wahrscheinlichsten Lösung) oder zeigen Sie alles.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The solution is covered.&lt;/b&gt; Ask for a hint, or show it all.</source>
        <translation>&lt;b&gt;Die Lösung ist verdeckt.&lt;/b&gt; Bitten Sie um einen Tipp oder zeigen Sie alles.</translation>
    </message>
    <message>
        <source>Hint {n} of {n2}</source>
        <translation>Tipp {n} von {n2}</translation>
    </message>
    <message>
        <source>{n} hint used</source>
        <translation>{n} Tipp genutzt</translation>
    </message>
    <message>
        <source>{n} hints used</source>
        <translation>{n} Tipps genutzt</translation>
    </message>
    <message>
        <source>row {n} across from column {start}</source>
        <translation>Zeile {n} waagrecht ab Spalte {start}</translation>
    </message>
    <message>
        <source>row {n} across</source>
        <translation>Zeile {n} waagrecht</translation>
    </message>
    <message>
        <source>column {n} down from row {start}</source>
        <translation>Spalte {n} senkrecht ab Zeile {start}</translation>
    </message>
    <message>
        <source>column {n} down</source>
        <translation>Spalte {n} senkrecht</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, oder </translation>
    </message>
    <message>
        <source>row {row}, column {col} is {now}, not {was}</source>
        <translation>Zeile {row}, Spalte {col} ist {now}, nicht {was}</translation>
    </message>
    <message>
        <source>everyday words</source>
        <translation>Alltagswörter</translation>
    </message>
    <message>
        <source>dictionary words</source>
        <translation>Wörterbuchwörter</translation>
    </message>
    <message>
        <source>rarer dictionary words</source>
        <translation>seltenere Wörterbuchwörter</translation>
    </message>
    <message>
        <source>Most likely {tiles}, which gives {tier}. As typed, the answer needs rare words ({words}): it is the doubtful alternative below.</source>
        <translation>Am wahrscheinlichsten ist {tiles}, das ergibt {tier}. So wie eingegeben braucht die Lösung seltene Wörter ({words}): sie ist die zweifelhafte Alternative unten.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>{n} swap</source>
        <translation>{n} Tauschzug</translation>
    </message>
    <message>
        <source>{n} swaps</source>
        <translation>{n} Tauschzüge</translation>
    </message>
    <message>
        <source>{n} hint</source>
        <translation>{n} Tipp</translation>
    </message>
    <message>
        <source>{n} hints</source>
        <translation>{n} Tipps</translation>
    </message>
</context>
<context>
    <name>TileView</name>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>typing {letters}</source>
        <translation>Eingabe {letters}</translation>
    </message>
    <message>
        <source>typing</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>{letter} {mark}</source>
        <translation>{letter} {mark}</translation>
    </message>
    <message>
        <source>guess {n}, {letters}: {tiles}</source>
        <translation>Versuch {n}, {letters}: {tiles}</translation>
    </message>
    <message>
        <source>No guesses yet</source>
        <translation>Noch keine Versuche</translation>
    </message>
    <message>
        <source>Wordle board</source>
        <translation>Wordle-Brett</translation>
    </message>
</context>
<context>
    <name>WafflePage</name>
    <message>
        <source>The pasted puzzle</source>
        <translation>Das eingefügte Rätsel</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Type or paste a puzzle and see its solution (Ctrl+1)</source>
        <translation>Rätsel eingeben oder einfügen und seine Lösung sehen (Strg+1)</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwerfen</translation>
    </message>
    <message>
        <source>Type the solution words and scramble them into a puzzle (Ctrl+2)</source>
        <translation>Lösungswörter eingeben und zu einem Rätsel mischen (Strg+2)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Swap tiles like the game (Ctrl+3)</source>
        <translation>Felder tauschen wie im Spiel (Strg+3)</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <source>Green 1</source>
        <translation>Grün 1</translation>
    </message>
    <message>
        <source>Yellow 2</source>
        <translation>Gelb 2</translation>
    </message>
    <message>
        <source>Gray 3</source>
        <translation>Grau 3</translation>
    </message>
    <message>
        <source>Colour the selected tile (or press 1, 2, 3; click a selected tile to cycle)</source>
        <translation>Das gewählte Feld färben (oder 1, 2, 3 drücken; ein gewähltes Feld anklicken wechselt)</translation>
    </message>
    <message>
        <source>Draw holes</source>
        <translation>Löcher zeichnen</translation>
    </message>
    <message>
        <source>Click cells to make or fill holes: any mask becomes a shape</source>
        <translation>Zellen anklicken, um Löcher zu machen oder zu füllen: jede Maske wird eine Form</translation>
    </message>
    <message>
        <source>Not typed: {why}.</source>
        <translation>Nicht getippt: {why}.</translation>
    </message>
    <message>
        <source>Now using {name}: {n:,} words.</source>
        <translation>Jetzt mit {name}: {n:,} Wörter.</translation>
    </message>
    <message>
        <source>Could not load the word list: {message}</source>
        <translation>Die Wortliste konnte nicht geladen werden: {message}</translation>
    </message>
    <message>
        <source>Type {letter}</source>
        <translation>{letter} tippen</translation>
    </message>
    <message>
        <source>Clear a tile</source>
        <translation>Ein Feld leeren</translation>
    </message>
    <message>
        <source>Colour a tile</source>
        <translation>Ein Feld färben</translation>
    </message>
    <message>
        <source>That would leave a tile outside every word: {err}</source>
        <translation>Das ließe ein Feld außerhalb jedes Wortes: {err}</translation>
    </message>
    <message>
        <source>Draw a hole</source>
        <translation>Ein Loch zeichnen</translation>
    </message>
    <message>
        <source>Could not read the pasted puzzle</source>
        <translation>Das eingefügte Rätsel konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Paste puzzle</source>
        <translation>Rätsel einfügen</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} wird gelesen…</translation>
    </message>
    <message>
        <source>Could not read a puzzle from {name}: {message}</source>
        <translation>Aus {name} ließ sich kein Rätsel lesen: {message}</translation>
    </message>
    <message>
        <source>The scramble is out of date: the words changed, so its tiles were cleared (Undo brings them back). Scramble again.</source>
        <translation>Die Mischung ist veraltet: Die Wörter haben sich geändert, deshalb wurden ihre Kacheln geleert (Rückgängig holt sie zurück). Mischen Sie erneut.</translation>
    </message>
    <message>
        <source>The tiles changed, so the designed solution no longer fits and was cleared (Undo brings it back).</source>
        <translation>Die Kacheln haben sich geändert, daher passt die entworfene Lösung nicht mehr und wurde geleert (Rückgängig holt sie zurück).</translation>
    </message>
    <message>
        <source>Draw &amp;Holes</source>
        <translation>&amp;Löcher zeichnen</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Swaps left:</source>
        <translation>Täusche übrig:</translation>
    </message>
    <message>
        <source>as dealt</source>
        <translation>wie ausgeteilt</translation>
    </message>
    <message>
        <source>The game&apos;s &apos;swaps remaining&apos; counter, for a game under way: the stars are counted from it</source>
        <translation>Der Zähler „verbleibende Täusche“ des Spiels, für ein laufendes Spiel: die Sterne werden daraus gezählt</translation>
    </message>
    <message>
        <source>Word list: loading…</source>
        <translation>Wortliste: wird geladen…</translation>
    </message>
    <message>
        <source>the pasted picture</source>
        <translation>dem eingefügten Bild</translation>
    </message>
    <message>
        <source>Read a screenshot</source>
        <translation>Bildschirmfoto lesen</translation>
    </message>
    <message>
        <source>It holds the letters of the picture before:</source>
        <translation>Es hat die Buchstaben des vorigen Bildes:</translation>
    </message>
    <message>
        <source>Review the swaps between these two pictures</source>
        <translation>Die Tauschzüge zwischen diesen beiden Bildern auswerten</translation>
    </message>
    <message>
        <source>{n} tile was unsure and is ringed: check it (type a letter or click a colour to fix it)</source>
        <translation>{n} Feld war unsicher und ist markiert: prüfen Sie es (Buchstaben tippen oder eine Farbe anklicken, um es zu korrigieren)</translation>
    </message>
    <message>
        <source>{n} tiles were unsure and are ringed: check them (type a letter or click a colour to fix one)</source>
        <translation>{n} Felder waren unsicher und sind markiert: prüfen Sie sie (Buchstaben tippen oder eine Farbe anklicken, um eines zu korrigieren)</translation>
    </message>
    <message>
        <source>every tile was read with confidence; check the grid against your game</source>
        <translation>jedes Feld wurde sicher gelesen; vergleichen Sie das Gitter mit Ihrem Spiel</translation>
    </message>
    <message>
        <source>This is the game&apos;s win screen: the board is solved, every tile in place. {check}.</source>
        <translation>Das ist der Siegesbildschirm des Spiels: Das Raster ist gelöst, jeder Stein an seinem Platz. {check}.</translation>
    </message>
    <message>
        <source>The game&apos;s counter shows {n} swaps remaining: stars are counted from it (change Swaps left if not).</source>
        <translation>Der Zähler des Spiels zeigt {n} verbleibende Tausche: Die Sterne werden danach gezählt (sonst „Täusche übrig“ ändern).</translation>
    </message>
    <message>
        <source>Read the puzzle from the picture: {check}.</source>
        <translation>Rätsel aus dem Bild gelesen: {check}.</translation>
    </message>
    <message>
        <source>Row {row}, column {col} looks most like {read} but is taken as {chosen}, which gives everyday words; {read} gives only rare ones (the doubtful alternative).</source>
        <translation>Zeile {row}, Spalte {col} sieht am ehesten wie {read} aus, wird aber als {chosen} gelesen, das Alltagswörter ergibt; {read} ergibt nur seltene Wörter (die zweifelhafte Alternative).</translation>
    </message>
    <message>
        <source>Row {row}, column {col} looks most like {read} but is taken as {chosen}, which gives a solution; {read} gives none (the doubtful alternative).</source>
        <translation>Zeile {row}, Spalte {col} sieht am ehesten wie {read} aus, wird aber als {chosen} gelesen, das eine Lösung ergibt; {read} ergibt keine (die zweifelhafte Alternative).</translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation>{name} konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{name} is a puzzle in {name2}: the Waffle page now uses {name2} words.</source>
        <translation>{name} ist ein Rätsel auf {name2}: Die Waffle-Seite verwendet jetzt Wörter auf {name2}.</translation>
    </message>
    <message>
        <source>This puzzle cannot leave the studio yet</source>
        <translation>Dieses Rätsel kann das Studio noch nicht verlassen</translation>
    </message>
    <message>
        <source>Nothing was written; your puzzle is still here.</source>
        <translation>Es wurde nichts geschrieben; Ihr Rätsel ist noch da.</translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to export first.</source>
        <translation>Erst ein Rätsel eingeben, einfügen oder öffnen, dann exportieren.</translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to make a web page of it first.</source>
        <translation>Erst ein Rätsel eingeben, einfügen oder öffnen, dann eine Webseite daraus machen.</translation>
    </message>
    <message>
        <source>Export a playable web page</source>
        <translation>Spielbare Webseite exportieren</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Saved {name}: open it in any browser to play.</source>
        <translation>{name} gespeichert: Zum Spielen in einem beliebigen Browser öffnen.</translation>
    </message>
    <message>
        <source>Could not make the web page: {message}</source>
        <translation>Die Webseite konnte nicht erstellt werden: {message}</translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to share first.</source>
        <translation>Erst ein Rätsel eingeben, einfügen oder öffnen, dann teilen.</translation>
    </message>
    <message>
        <source>Solved with the {name} list: the puzzle names no language. The Waffle page now uses {name} words.</source>
        <translation>Mit der Liste „{name}“ gelöst: Das Rätsel nennt keine Sprache. Die Waffle-Seite verwendet jetzt Wörter auf {name}.</translation>
    </message>
    <message>
        <source>Make a swap in the game</source>
        <translation>Einen Tausch im Spiel machen</translation>
    </message>
    <message>
        <source>Set the swaps left</source>
        <translation>Verbleibende Täusche setzen</translation>
    </message>
    <message>
        <source>No solution with the letters read from the picture: check the ringed tiles first: {unsure_places}.</source>
        <translation>Keine Lösung mit den aus dem Bild gelesenen Buchstaben: Prüfen Sie zuerst die umkreisten Felder: {unsure_places}.</translation>
    </message>
    <message>
        <source>The review of your game: Back and Next step through your swaps.</source>
        <translation>Die Auswertung Ihres Spiels: Zurück und Weiter gehen Ihre Tauschzüge durch.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>Out of swaps.</source>
        <translation>Keine Tauschzüge mehr.</translation>
    </message>
    <message>
        <source>{review} steps through your swaps; {again} plays it again.</source>
        <translation>„{review}“ geht Ihre Tauschzüge durch; „{again}“ spielt es noch einmal.</translation>
    </message>
    <message>
        <source>Step {step} of {n}. Press Esc or type to edit again.</source>
        <translation>Schritt {step} von {n}. Esc drücken oder tippen, um wieder zu bearbeiten.</translation>
    </message>
    <message>
        <source>Type letters; arrows, Tab and Space move. Colours: 1 green, 2 yellow, 3 gray (or Alt+G / Alt+Y / Alt+-), or click a selected tile. Ctrl+V pastes a puzzle.</source>
        <translation>Buchstaben tippen; Pfeiltasten, Tab und Leertaste bewegen. Farben: 1 grün, 2 gelb, 3 grau (oder Alt+G / Alt+Y / Alt+-), oder ein gewähltes Feld anklicken. Strg+V fügt ein Rätsel ein.</translation>
    </message>
    <message>
        <source>{why}. Choose its language under View &gt; Word Language.</source>
        <translation>{why}. Wählen Sie seine Sprache unter Ansicht &gt; Sprache der Wörter.</translation>
    </message>
    <message>
        <source>{why}. Type letters (they advance), then colour each tile: click a selected tile, or press 1 green, 2 yellow, 3 gray.</source>
        <translation>{why}. Tippen Sie Buchstaben (sie rücken vor), dann färben Sie jedes Feld: ein gewähltes Feld anklicken oder 1 grün, 2 gelb, 3 grau drücken.</translation>
    </message>
    <message>
        <source>Drag a tile onto another to swap them.</source>
        <translation>Ziehen Sie ein Feld auf ein anderes, um sie zu tauschen.</translation>
    </message>
    <message>
        <source>Design the solution</source>
        <translation>Lösung entwerfen</translation>
    </message>
    <message>
        <source>Type the solution; Space switches across/down. Click a word on the right to fill the selected slot.</source>
        <translation>Lösung eintippen; Leertaste wechselt waagrecht/senkrecht. Ein Wort rechts anklicken füllt den gewählten Platz.</translation>
    </message>
    <message>
        <source>Autofill cancelled.</source>
        <translation>Automatisches Füllen abgebrochen.</translation>
    </message>
    <message>
        <source>Filling…</source>
        <translation>Wird gefüllt…</translation>
    </message>
    <message>
        <source>Filling… {done} of {total} first words tried</source>
        <translation>Wird gefüllt… {done} von {total} ersten Wörtern versucht</translation>
    </message>
    <message>
        <source>The words changed while filling: Autofill again.</source>
        <translation>Die Wörter haben sich beim Füllen geändert: erneut automatisch füllen.</translation>
    </message>
    <message>
        <source>Cannot be filled: no word of the fill list fits {slot} ({pattern}) and its crossings.</source>
        <translation>Nicht füllbar: kein Wort der Füllliste passt mit seinen Kreuzungen in {slot} ({pattern}).</translation>
    </message>
    <message>
        <source>Every word is typed already.</source>
        <translation>Alle Wörter sind schon getippt.</translation>
    </message>
    <message>
        <source>Autofill</source>
        <translation>Automatisch füllen</translation>
    </message>
    <message>
        <source>Filled. Undo takes the fill back.</source>
        <translation>Gefüllt. Rückgängig nimmt die Füllung zurück.</translation>
    </message>
    <message>
        <source>Your word lists were not read: {err}</source>
        <translation>Ihre Wortlisten wurden nicht gelesen: {err}</translation>
    </message>
    <message>
        <source>Insert {word}</source>
        <translation>{word} einsetzen</translation>
    </message>
    <message>
        <source>Fill in the puzzle first (Solve mode), or design one.</source>
        <translation>Füllen Sie zuerst das Rätsel aus (Modus Lösen) oder entwerfen Sie eines.</translation>
    </message>
    <message>
        <source>Play needs a puzzle with one solution; the solver found none.</source>
        <translation>Zum Spielen braucht es ein Rätsel mit genau einer Lösung; der Löser hat keine gefunden.</translation>
    </message>
    <message>
        <source>Finding the solution…</source>
        <translation>Lösung wird gesucht…</translation>
    </message>
    <message>
        <source>Play needs a puzzle with one solution; the solver found {n}.</source>
        <translation>Zum Spielen braucht es ein Rätsel mit genau einer Lösung; der Löser hat {n} gefunden.</translation>
    </message>
    <message>
        <source>Reviewing your game…</source>
        <translation>Ihr Spiel wird ausgewertet…</translation>
    </message>
    <message>
        <source>Scrambling and checking…</source>
        <translation>Mische und prüfe…</translation>
    </message>
    <message>
        <source>The words changed while scrambling: scramble again.</source>
        <translation>Die Wörter haben sich beim Mischen geändert: Mischen Sie erneut.</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Scrambled to {count}. Unique solution among the {list} words: a fair puzzle. Switch to Solve or Play to try it.</source>
        <translation>Gemischt auf {count}. Eindeutige Lösung unter den Wörtern der Liste {list}: ein faires Rätsel. Wechseln Sie zu Lösen oder Spielen, um es zu probieren.</translation>
    </message>
    <message>
        <source>Scrambled, but among the {list} words {n} solutions fit: rival words {rivals}. Try another scramble or change a word.</source>
        <translation>Gemischt, aber unter den Wörtern der Liste {list} passen {n} Lösungen: rivalisierende Wörter {rivals}. Mischen Sie anders oder ändern Sie ein Wort.</translation>
    </message>
</context>
<context>
    <name>Web page</name>
    <message numerus="yes">
        <source>Solved in %n swaps!</source>
        <translation>
            <numerusform>Gelöst in %n Tauschzug!</numerusform>
            <numerusform>Gelöst in %n Tauschzügen!</numerusform>
        </translation>
    </message>
    <message>
        <source>The previous puzzle</source>
        <translation>Das vorige Rätsel</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>The next puzzle</source>
        <translation>Das nächste Rätsel</translation>
    </message>
    <message>
        <source>The puzzle</source>
        <translation>Das Rätsel</translation>
    </message>
    <message>
        <source>swaps left</source>
        <translation>Tauschzüge übrig</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>Sterne</translation>
    </message>
    <message>
        <source>swaps made</source>
        <translation>Tauschzüge gemacht</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Next puzzle ▶</source>
        <translation>Nächstes Rätsel ▶</translation>
    </message>
    <message>
        <source>Swap two tiles: drag one onto the other, or click one and then the other. Green tiles are in place and stay put; yellow ones belong elsewhere in their word (or the crossing one). Solve it within the swaps allowed: each swap left over is a star.</source>
        <translation>Zwei Felder tauschen: eines auf das andere ziehen, oder erst das eine, dann das andere anklicken. Grüne Felder sind am richtigen Platz und bleiben liegen; gelbe gehören an eine andere Stelle ihres Wortes (oder des kreuzenden). Lösen Sie es innerhalb der erlaubten Tauschzüge: jeder übrige Tauschzug ist ein Stern.</translation>
    </message>
    <message>
        <source>Share code</source>
        <translation>Teilen-Code</translation>
    </message>
    <message>
        <source>This puzzle&apos;s share code</source>
        <translation>Der Teilen-Code dieses Rätsels</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Paste a share code from Puzzle Studio or from a friend to play that puzzle:</source>
        <translation>Fügen Sie einen Teilen-Code aus Puzzle Studio oder von Freunden ein, um dieses Rätsel zu spielen:</translation>
    </message>
    <message>
        <source>A share code to play</source>
        <translation>Ein Teilen-Code zum Spielen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Made with Puzzle Studio · plays offline, nothing is sent anywhere</source>
        <translation>Erstellt mit Puzzle Studio · spielt offline, nichts wird irgendwohin gesendet</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Rätsel %1 von %2</translation>
    </message>
    <message>
        <source>%1, %2, row %3 column %4</source>
        <translation>%1, %2, Zeile %3 Spalte %4</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>Perfect: the fewest swaps there are!</source>
        <translation>Perfekt: weniger Tauschzüge gibt es nicht!</translation>
    </message>
    <message>
        <source>Out of swaps. Here is the solution.</source>
        <translation>Keine Tauschzüge mehr. Hier ist die Lösung.</translation>
    </message>
    <message>
        <source>The solution. Start again to have another go.</source>
        <translation>Die Lösung. Beginnen Sie neu für einen weiteren Versuch.</translation>
    </message>
    <message>
        <source>The fewest swaps is %1; you have %2.</source>
        <translation>Die wenigsten Tauschzüge sind %1; Sie haben %2.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Press Ctrl+C (⌘C) to copy the selected code</source>
        <translation>Drücken Sie Strg+C (⌘C), um den markierten Code zu kopieren</translation>
    </message>
    <message>
        <source>A share code starts with waffle1:</source>
        <translation>Ein Teilen-Code beginnt mit waffle1:</translation>
    </message>
    <message>
        <source>Share code version &quot;%1&quot; is not one this page reads (it reads %2).</source>
        <translation>Die Teilen-Code-Version „%1“ kann diese Seite nicht lesen (sie liest %2).</translation>
    </message>
    <message>
        <source>Character %1 of the code, &quot;%2&quot;, is not one a code uses.</source>
        <translation>Zeichen %1 des Codes, „%2“, kommt in keinem Code vor.</translation>
    </message>
    <message>
        <source>The code is cut short: a character is missing at its end.</source>
        <translation>Der Code ist abgeschnitten: an seinem Ende fehlt ein Zeichen.</translation>
    </message>
    <message>
        <source>The code is damaged: its last character, &quot;%1&quot;, is not one a code ends with.</source>
        <translation>Der Code ist beschädigt: mit seinem letzten Zeichen, „%1“, endet kein Code.</translation>
    </message>
    <message>
        <source>The code is too short: a part of it is missing.</source>
        <translation>Der Code ist zu kurz: ein Teil fehlt.</translation>
    </message>
    <message>
        <source>The code is damaged: a character was changed, lost or added.</source>
        <translation>Der Code ist beschädigt: ein Zeichen wurde geändert, ging verloren oder kam hinzu.</translation>
    </message>
    <message>
        <source>The code is too short: it ends before the %1.</source>
        <translation>Der Code ist zu kurz: er endet vor diesem Teil: %1.</translation>
    </message>
    <message>
        <source>This code has no solution in it, so the page cannot colour the tiles: make it in Puzzle Studio from a solved puzzle.</source>
        <translation>Dieser Code enthält keine Lösung, daher kann die Seite die Felder nicht färben: erzeugen Sie ihn in Puzzle Studio aus einem gelösten Rätsel.</translation>
    </message>
    <message>
        <source>The code&apos;s grid is %1x%2, too small to play.</source>
        <translation>Das Gitter des Codes ist %1x%2, zu klein zum Spielen.</translation>
    </message>
    <message>
        <source>The code&apos;s %1 holds something that is not a letter.</source>
        <translation>Im Teil „%1“ des Codes steht etwas, das kein Buchstabe ist.</translation>
    </message>
    <message>
        <source>The code&apos;s tiles are not the letters of its solution.</source>
        <translation>Die Felder des Codes sind nicht die Buchstaben seiner Lösung.</translation>
    </message>
    <message>
        <source>Meanings of the words</source>
        <translation>Bedeutungen der Wörter</translation>
    </message>
    <message>
        <source>No meanings for this language.</source>
        <translation>Keine Bedeutungen für diese Sprache.</translation>
    </message>
    <message>
        <source>: no meaning found</source>
        <translation>: keine Bedeutung gefunden</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Share line</source>
        <translation>Teilen-Zeile</translation>
    </message>
    <message>
        <source>Your name, for your teacher</source>
        <translation>Dein Name, für deine Lehrkraft</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Result code</source>
        <translation>Ergebniscode</translation>
    </message>
    <message>
        <source>Result code for your teacher</source>
        <translation>Ergebniscode für deine Lehrkraft</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <source>won %</source>
        <translation>gewonnen %</translation>
    </message>
    <message>
        <source>streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>best streak</source>
        <translation>beste Serie</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Colour-blind tiles</source>
        <translation>Farbenblind-Felder</translation>
    </message>
    <message>
        <source>The puzzle of %1 is damaged.</source>
        <translation>Das Rätsel vom %1 ist beschädigt.</translation>
    </message>
    <message>
        <source>streak: %1</source>
        <translation>Serie: %1</translation>
    </message>
    <message>
        <source>The first puzzle of %1 comes out on %2.</source>
        <translation>Das erste Rätsel von %1 erscheint am %2.</translation>
    </message>
    <message>
        <source>This page opens its puzzles only from a secure (https) address or from a file on this computer.</source>
        <translation>Diese Seite öffnet ihre Rätsel nur über eine sichere (https-)Adresse oder als Datei auf diesem Computer.</translation>
    </message>
    <message>
        <source>No new puzzle today: the next comes out on %1.</source>
        <translation>Heute kein neues Rätsel: das nächste erscheint am %1.</translation>
    </message>
    <message>
        <source>The series ended on %1: play the archive.</source>
        <translation>Die Serie endete am %1: spiel das Archiv.</translation>
    </message>
    <message>
        <source>no puzzles to put on the page</source>
        <translation>keine Rätsel für die Seite</translation>
    </message>
    <message>
        <source>a page plays at most %1 puzzles, not %2: split the set</source>
        <translation>eine Seite spielt höchstens %1 Rätsel, nicht %2: teilen Sie die Sammlung</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>Schalter</translation>
    </message>
    <message>
        <source>the puzzle</source>
        <translation>das Rätsel</translation>
    </message>
    <message>
        <source>%1: no solution, so it cannot be played</source>
        <translation>%1: keine Lösung, daher nicht spielbar</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>swap count</source>
        <translation>Anzahl der Tauschzüge</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
</context>
<context>
    <name>WordFilter</name>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>classroom</source>
        <translation>Klassenzimmer</translation>
    </message>
    <message>
        <source>alcohol</source>
        <translation>Alkohol</translation>
    </message>
    <message>
        <source>crime</source>
        <translation>Verbrechen</translation>
    </message>
    <message>
        <source>death</source>
        <translation>Tod</translation>
    </message>
    <message>
        <source>drugs</source>
        <translation>Drogen</translation>
    </message>
    <message>
        <source>gambling</source>
        <translation>Glücksspiel</translation>
    </message>
    <message>
        <source>insult</source>
        <translation>Beleidigungen</translation>
    </message>
    <message>
        <source>violence</source>
        <translation>Gewalt</translation>
    </message>
    <message>
        <source>weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Words a generated puzzle or a suggestion leaves out. none: every word; default: offensive and sensitive words (slurs, sexual, violent, self-harm); classroom, for a class of ten-year-olds: those and {kinds}. The lists are English words.</source>
        <translation>Wörter, die ein erzeugtes Rätsel oder ein Vorschlag auslässt. keiner: alle Wörter; Standard: anstößige und heikle Wörter (Beschimpfungen, sexuelle, gewalttätige, Selbstverletzung); Klassenzimmer, für eine Klasse Zehnjähriger: diese und {kinds}. Die Listen sind englische Wörter.</translation>
    </message>
    <message>
        <source>Word filter</source>
        <translation>Wortfilter</translation>
    </message>
</context>
<context>
    <name>WordLibrary</name>
    <message>
        <source>common</source>
        <translation>gängig</translation>
    </message>
    <message>
        <source>game</source>
        <translation>wie im Spiel</translation>
    </message>
    <message>
        <source>broad</source>
        <translation>breit</translation>
    </message>
    <message>
        <source>full</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>Word list: {name}, {tier} tier</source>
        <translation>Wortliste: {name}, Stufe „{tier}“</translation>
    </message>
    <message>
        <source>Word list: {name}</source>
        <translation>Wortliste: {name}</translation>
    </message>
    <message>
        <source>{where} ({n} words)</source>
        <translation>{where} ({n} Wörter)</translation>
    </message>
</context>
<context>
    <name>WordListsDialog</name>
    <message>
        <source>Banned: never in a generated puzzle or a design suggestion.</source>
        <translation>Verboten: nie in einem erzeugten Rätsel oder einem Entwurfsvorschlag.</translation>
    </message>
    <message>
        <source>Favoured: weighted up in the fill, to theme a batch; never left out by the default list.</source>
        <translation>Bevorzugt: beim Füllen stärker gewichtet, um einer Serie ein Thema zu geben; von der Standardliste nie ausgeschlossen.</translation>
    </message>
    <message>
        <source>Banned and Favoured Words</source>
        <translation>Gesperrte und bevorzugte Wörter</translation>
    </message>
    <message>
        <source>One word a line. These lists apply to generating (and the design page&apos;s suggestions), never to solving. The default list of offensive and sensitive words is switched on or off in the generator.</source>
        <translation>Ein Wort pro Zeile. Diese Listen gelten für das Erzeugen (und die Vorschläge der Entwurfsseite), nie für das Lösen. Die Standardliste anstößiger und heikler Wörter wird im Generator ein- oder ausgeschaltet.</translation>
    </message>
    <message>
        <source>KRILL
CORAL
…</source>
        <translation>KRILL
CORAL
…</translation>
    </message>
    <message>
        <source>one word a line</source>
        <translation>ein Wort pro Zeile</translation>
    </message>
</context>
<context>
    <name>WordSetModel</name>
    <message>
        <source>Unused</source>
        <translation>Unbenutzt</translation>
    </message>
    <message>
        <source>Rarest Zipf</source>
        <translation>Seltenster Zipf</translation>
    </message>
    <message>
        <source>Word {i}</source>
        <translation>Wort {i}</translation>
    </message>
</context>
<context>
    <name>WordSetsPage</name>
    <message>
        <source>common words</source>
        <translation>gängige Wörter</translation>
    </message>
    <message>
        <source>everyday and rarer words</source>
        <translation>alltägliche und seltenere Wörter</translation>
    </message>
    <message>
        <source>every word we have</source>
        <translation>alle Wörter, die wir haben</translation>
    </message>
    <message>
        <source>a word list file…</source>
        <translation>eine Wortlistendatei…</translation>
    </message>
    <message>
        <source>Word list: {name}</source>
        <translation>Wortliste: {name}</translation>
    </message>
    <message>
        <source>Drop words rarer than this (Zipf: 3 = once per million words)</source>
        <translation>Wörter seltener als dies weglassen (Zipf: 3 = einmal pro Million Wörter)</translation>
    </message>
    <message>
        <source>Find Sets</source>
        <translation>Mengen suchen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Set size (k)</source>
        <translation>Mengengröße (k)</translation>
    </message>
    <message>
        <source>Word length (n)</source>
        <translation>Wortlänge (n)</translation>
    </message>
    <message>
        <source>Zipf at least</source>
        <translation>Zipf mindestens</translation>
    </message>
    <message>
        <source>Word sets found</source>
        <translation>Gefundene Wortmengen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected sets (or all) as tab-separated text</source>
        <translation>Die gewählten Mengen (oder alle) als tabulatorgetrennten Text kopieren</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Word sets: k words, no letter shared</source>
        <translation>Wortmengen: k Wörter, kein gemeinsamer Buchstabe</translation>
    </message>
    <message>
        <source>Sets of words that together use k×n different letters, like Matt Parker&apos;s five five-letter words. Good Wordle openers and theme sets. The most usable sets come first: ranked by their rarest word&apos;s frequency (Zipf), then the next rarest. A word wordfreq does not know counts 0, so sets that need such words come last, those whose words a dictionary counts commoner first.</source>
        <translation>Mengen von Wörtern, die zusammen k×n verschiedene Buchstaben verwenden, wie Matt Parkers fünf Wörter mit fünf Buchstaben. Gute Wordle-Eröffnungen und Themenmengen. Die brauchbarsten Mengen kommen zuerst: geordnet nach der Häufigkeit (Zipf) ihres seltensten Worts, dann des nächstseltenen. Ein Wort, das wordfreq nicht kennt, zählt 0, daher kommen Mengen, die solche Wörter brauchen, zuletzt, darunter zuerst die, deren Wörter ein Wörterbuch für gebräuchlicher hält.</translation>
    </message>
    <message>
        <source>Find sets in a word list</source>
        <translation>Mengen in einer Wortliste suchen</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Wortlisten (*.txt *.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a word list file first.</source>
        <translation>Wählen Sie zuerst eine Wortlistendatei.</translation>
    </message>
    <message>
        <source>Reading the word list…</source>
        <translation>Wortliste wird gelesen…</translation>
    </message>
    <message>
        <source>Cancelled: {n:,} sets so far.</source>
        <translation>Abgebrochen: bisher {n:,} Mengen.</translation>
    </message>
    <message>
        <source>{n:,} sets so far…</source>
        <translation>Bisher {n:,} Mengen…</translation>
    </message>
    <message>
        <source>{found:,} sets from {groups:,} words; the table holds the first {n:,}. A higher Zipf cutoff narrows them.</source>
        <translation>{found:,} Mengen aus {groups:,} Wörtern; die Tabelle enthält die ersten {n:,}. Eine höhere Zipf-Grenze verringert sie.</translation>
    </message>
    <message>
        <source>Every set needs a word wordfreq does not know (Zipf 0).</source>
        <translation>Jede Gruppe braucht ein Wort, das wordfreq nicht kennt (Zipf 0).</translation>
    </message>
    <message>
        <source>{found:,} sets ({expanded:,} with anagrams apart) from {groups:,} words.{unknown}</source>
        <translation>{found:,} Mengen ({expanded:,} mit getrennten Anagrammen) aus {groups:,} Wörtern.{unknown}</translation>
    </message>
    <message>
        <source>Export the sets</source>
        <translation>Mengen exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>No sets to export: find some first.</source>
        <translation>Keine Mengen zum Exportieren: zuerst welche suchen.</translation>
    </message>
    <message>
        <source>Could not save: {err}</source>
        <translation>Speichern fehlgeschlagen: {err}</translation>
    </message>
    <message>
        <source>Saved {n:,} sets to {name}.</source>
        <translation>{n:,} Mengen in {name} gespeichert.</translation>
    </message>
</context>
<context>
    <name>WordlePage</name>
    <message>
        <source>Untitled game</source>
        <translation>Unbenanntes Spiel</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Word lists: loading…</source>
        <translation>Wortlisten: werden geladen…</translation>
    </message>
    <message>
        <source>Word lists: {name} ({n} answers)</source>
        <translation>Wortlisten: {name} ({n} Lösungswörter)</translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation>{name} konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>{name} geöffnet.</translation>
    </message>
    <message>
        <source>Opened {name}, a game in {name2}.</source>
        <translation>{name} geöffnet, ein Spiel auf {name2}.</translation>
    </message>
    <message>
        <source>Start a game to save first.</source>
        <translation>Erst ein Spiel beginnen, dann speichern.</translation>
    </message>
    <message>
        <source>Nothing was written; your game is still here.</source>
        <translation>Es wurde nichts geschrieben; Ihr Spiel ist noch da.</translation>
    </message>
    <message>
        <source>familiar words, no plurals or past forms</source>
        <translation>vertraute Wörter, ohne Plural- und Vergangenheitsformen</translation>
    </message>
    <message>
        <source>built-in broad words</source>
        <translation>eingebaute breite Wörter</translation>
    </message>
    <message>
        <source>a file…</source>
        <translation>eine Datei…</translation>
    </message>
    <message>
        <source>The answers the game may pick. Built in: common words less plurals and past forms, the more familiar the likelier. A file (the game&apos;s original list): every word as likely.</source>
        <translation>Die Lösungen, die das Spiel wählen kann. Eingebaut: gängige Wörter ohne Plural- und Vergangenheitsformen, je vertrauter, desto wahrscheinlicher. Eine Datei (die Originalliste des Spiels): jedes Wort gleich wahrscheinlich.</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Backtest</source>
        <translation>Rückblicktest</translation>
    </message>
    <message>
        <source>Wordle: play, get help, and test solving strategies</source>
        <translation>Wordle: spielen, Hilfe holen und Lösungsstrategien testen</translation>
    </message>
    <message>
        <source>Load the {kind}</source>
        <translation>Laden: {kind}</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Wortlisten (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Building the pattern table…</source>
        <translation>Mustertabelle wird erstellt…</translation>
    </message>
    <message>
        <source>{n:,} answers, {n2:,} guesses ({name}).</source>
        <translation>{n:,} Lösungen, {n2:,} Versuche ({name}).</translation>
    </message>
    <message>
        <source>there is no game to save yet</source>
        <translation>es gibt noch keine Partie zu speichern</translation>
    </message>
</context>
<context>
    <name>WordleReview</name>
    <message>
        <source>There is no guess to review.</source>
        <translation>Es gibt keinen Versuch zum Auswerten.</translation>
    </message>
    <message>
        <source>%1 does not have as many letters as the list&apos;s words.</source>
        <translation>%1 hat nicht so viele Buchstaben wie die Wörter der Liste.</translation>
    </message>
    <message>
        <source>%1 is not in the answer list.</source>
        <translation>%1 steht nicht in der Lösungsliste.</translation>
    </message>
    <message>
        <source>Guess %2, %1, is not in the guess list.</source>
        <translation>Versuch %2, %1, steht nicht in der Liste der erlaubten Wörter.</translation>
    </message>
    <message>
        <source>The colours of guess %2 are not what the answer gives.</source>
        <translation>Die Farben von Versuch %2 sind nicht die, die die Lösung ergibt.</translation>
    </message>
    <message>
        <source>Guess %2, %1, comes after the answer was found.</source>
        <translation>Versuch %2, %1, kommt, nachdem die Lösung schon gefunden war.</translation>
    </message>
</context>
<context>
    <name>WordleReviewCli</name>
    <message>
        <source>guess   left before  after  skill  luck  best (expected: its, yours)</source>
        <translation>Versuch übrig vorher  nachher  Können  Glück  beste (erwartet: ihrer, Ihrer)</translation>
    </message>
    <message>
        <source>hard!</source>
        <translation>schwer!</translation>
    </message>
    <message>
        <source>hard!: the guess breaks hard mode, so it has no skill score</source>
        <translation>schwer!: der Versuch verletzt den schweren Modus und bekommt daher keine Könnenswertung</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong inside Puzzle Studio ({kind}: {value}). Your puzzle is unchanged.</source>
        <translation>In Puzzle Studio ist etwas schiefgegangen ({kind}: {value}). Ihr Rätsel ist unverändert.</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>folgende Argumente fehlen: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s ist nötig</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht erlaubt zusammen mit Argument %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>explizites Argument %r ignoriert</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>erwartet ein Argument</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>erwartet höchstens ein Argument</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>erwartet mindestens ein Argument</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>erwartet %s Argument</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>erwartet %s Argumente</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s sein</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>unerwartete Option: %s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (zur Wahl stehen %(choices)s)</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>unbekannter Befehl %(parser_name)r (zur Wahl: %(choices)s)</translation>
    </message>
    <message>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>&apos;%(filename)s&apos; lässt sich nicht öffnen: %(error)s</translation>
    </message>
</context>
</TS>
