<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Puzzle Studio</source>
        <translation>À propos de Puzzle Studio</translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzle Studio {__version__}&lt;/b&gt;&lt;br&gt;Solve, design, play and print word puzzles.&lt;br&gt;&lt;small&gt;Python {python_version}, Qt {qVersion}, on {platform}. Puzzle Studio is free software under the MIT licence.&lt;/small&gt;</source>
        <translation>&lt;b&gt;Puzzle Studio {__version__}&lt;/b&gt;&lt;br&gt;Résolvez, créez, jouez et imprimez des jeux de lettres.&lt;br&gt;&lt;small&gt;Python {python_version}, Qt {qVersion}, sous {platform}. Puzzle Studio est un logiciel libre sous licence MIT.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Licences and credits</source>
        <translation>Licences et crédits</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>AssistantTab</name>
    <message>
        <source>Hard mode</source>
        <translation>Mode difficile</translation>
    </message>
    <message>
        <source>Undo Guess</source>
        <translation>Annuler l&apos;essai</translation>
    </message>
    <message>
        <source>Start Over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Type a guess you made, then its colours one key a tile: 1 or X gray, 2 or Y yellow, 3 or G green (or click the tiles), then press Enter.</source>
        <translation>Tapez un essai que vous avez fait, puis ses couleurs, une touche par case : 1 ou X gris, 2 ou Y jaune, 3 ou G vert (ou cliquez sur les cases), puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Or type a row: CRANE gyx.., x~xv~, 31213, ⬛🟨🟩…</source>
        <translation>Ou tapez une ligne : CRANE gyx.., x~xv~, 31213, ⬛🟨🟩…</translation>
    </message>
    <message>
        <source>Colours for the guess typed above, or a guess and its colours. Gray: B, X, - or .; yellow: Y or ~; green: G or V; digits 0 1 2 or 1 2 3; or the game&apos;s squares.</source>
        <translation>Les couleurs de l&apos;essai tapé au-dessus, ou un essai et ses couleurs. Gris : B, X, - ou . ; jaune : Y ou ~ ; vert : G ou V ; chiffres 0 1 2 ou 1 2 3 ; ou les carrés du jeu.</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Parts</translation>
    </message>
    <message>
        <source>Worst case</source>
        <translation>Pire cas</translation>
    </message>
    <message>
        <source>May be the answer</source>
        <translation>Peut être la réponse</translation>
    </message>
    <message>
        <source>As good</source>
        <translation>Aussi bons</translation>
    </message>
    <message>
        <source>Other guesses with the very same scores</source>
        <translation>Autres essais aux scores exactement identiques</translation>
    </message>
    <message>
        <source>Answers still possible</source>
        <translation>Réponses encore possibles</translation>
    </message>
    <message>
        <source>Best next guesses (double-click one to type it)</source>
        <translation>Meilleurs essais suivants (double-cliquez pour en taper un)</translation>
    </message>
    <message>
        <source>Colour {n}: </source>
        <translation>Couleur {n} : </translation>
    </message>
    <message>
        <source>Type the guess first, or put it before the colours.</source>
        <translation>Tapez d&apos;abord l&apos;essai, ou mettez-le devant les couleurs.</translation>
    </message>
    <message>
        <source>A guess has {length} letters.</source>
        <translation>Un essai compte {length} lettres.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>Colour of letter {n} ({letter}): 1/X gray, 2/Y yellow, 3/G green.</source>
        <translation>Couleur de la lettre {n} ({letter}) : 1/X gris, 2/Y jaune, 3/G vert.</translation>
    </message>
    <message>
        <source>Press Enter to add the guess (Backspace takes a colour back).</source>
        <translation>Appuyez sur Entrée pour ajouter l&apos;essai (Retour arrière reprend une couleur).</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Not in the guess list, used all the same: {words}. </source>
        <translation>Pas dans la liste des essais, utilisé quand même : {words}. </translation>
    </message>
    <message>
        <source>{note}No answer fits these colours: check the tiles, or load the game&apos;s list.</source>
        <translation>{note}Aucune réponse ne correspond à ces couleurs : vérifiez les cases ou chargez la liste du jeu.</translation>
    </message>
    <message>
        <source>{note}It must be {answers}.</source>
        <translation>{note}Ce doit être {answers}.</translation>
    </message>
    <message>
        <source> (the first {n} shown)</source>
        <translation> (les {n} premières affichées)</translation>
    </message>
    <message>
        <source>{note}{n:,} answers possible{more}. Best next: {word}.</source>
        <translation>{note}{n:,} réponses possibles{more}. Meilleur essai suivant : {word}.</translation>
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
        <translation>fréquence</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>entropy</source>
        <translation>entropie</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>lookahead</source>
        <translation>anticipation</translation>
    </message>
    <message>
        <source>search</source>
        <translation>recherche</translation>
    </message>
    <message>
        <source>Tree file</source>
        <translation>Fichier d’arbre</translation>
    </message>
    <message>
        <source>Replay a decision tree in Alex Selby&apos;s format</source>
        <translation>Rejouer un arbre de décision au format d&apos;Alex Selby</translation>
    </message>
    <message>
        <source>Hard mode</source>
        <translation>Mode difficile</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Clear Results</source>
        <translation>Effacer les résultats</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Over 6</source>
        <translation>Plus de 6</translation>
    </message>
    <message>
        <source>Hardest answers</source>
        <translation>Réponses les plus difficiles</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondes</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>Guesses on average with each answer as likely as the answer model says</source>
        <translation>Essais en moyenne, chaque réponse aussi probable que le dit le modèle de réponses</translation>
    </message>
    <message>
        <source>Each strategy plays every answer of the list; the table and the chart compare them. Runs use every core.</source>
        <translation>Chaque stratégie joue toutes les réponses de la liste ; le tableau et le graphique les comparent. Tous les cœurs sont utilisés.</translation>
    </message>
    <message>
        <source>Plays the possible answer whose letters are the most frequent among the answers left.</source>
        <translation>Joue la réponse possible dont les lettres sont les plus fréquentes parmi les réponses restantes.</translation>
    </message>
    <message>
        <source>Plays the possible answer sharing a letter with the most other answers left.</source>
        <translation>Joue la réponse possible qui partage une lettre avec le plus d&apos;autres réponses restantes.</translation>
    </message>
    <message>
        <source>Plays the guess whose colours tell the most on average (expected bits).</source>
        <translation>Joue l&apos;essai dont les couleurs en disent le plus en moyenne (bits attendus).</translation>
    </message>
    <message>
        <source>Plays the guess splitting the answers left into the most groups of colours.</source>
        <translation>Joue l&apos;essai qui répartit les réponses restantes en le plus de groupes de couleurs.</translation>
    </message>
    <message>
        <source>Tries the 12 guesses with the most groups and keeps the one whose groups then need the fewest guesses.</source>
        <translation>Essaie les 12 essais aux groupes les plus nombreux et garde celui dont les groupes demandent ensuite le moins d&apos;essais.</translation>
    </message>
    <message>
        <source>Searches for the fewest guesses in all, among the guesses with the most groups (slowest, best).</source>
        <translation>Cherche le moins d&apos;essais au total parmi les essais aux groupes les plus nombreux (la plus lente, la meilleure).</translation>
    </message>
    <message>
        <source>Replay a decision tree</source>
        <translation>Rejouer un arbre de décision</translation>
    </message>
    <message>
        <source>Trees (*.tree *.txt);;All (*)</source>
        <translation>Arbres (*.tree *.txt);;Tous (*)</translation>
    </message>
    <message>
        <source>Tree {name}</source>
        <translation>Arbre {name}</translation>
    </message>
    <message>
        <source>Choose a strategy (or a tree file), and wait for the lists.</source>
        <translation>Choisissez une stratégie (ou un fichier d&apos;arbre) et attendez les listes.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>{name}: {done:,} of {total:,} answers</source>
        <translation>{name} : {done:,} réponses sur {total:,}</translation>
    </message>
    <message>
        <source>{name}: choosing the opening guess…</source>
        <translation>{name} : choix du premier essai…</translation>
    </message>
    <message>
        <source>Best so far: {strategy}, {mean} guesses on average.</source>
        <translation>La meilleure jusqu&apos;ici : {strategy}, {mean} essais en moyenne.</translation>
    </message>
</context>
<context>
    <name>BatchTool</name>
    <message>
        <source>as made</source>
        <translation>dans l’ordre de création</translation>
    </message>
    <message>
        <source>easiest first</source>
        <translation>les plus faciles d’abord</translation>
    </message>
    <message>
        <source>hardest first</source>
        <translation>les plus difficiles d’abord</translation>
    </message>
    <message>
        <source>swaps</source>
        <translation>échanges</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>mélange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vertes</translation>
    </message>
    <message>
        <source>Banned and Favoured Words…</source>
        <translation>Mots interdits et favoris…</translation>
    </message>
    <message>
        <source>Your own lists: words never used, and words weighted up to theme a batch</source>
        <translation>Vos propres listes : des mots jamais utilisés, et des mots favorisés pour donner un thème à une série</translation>
    </message>
    <message>
        <source>No word twice in the batch</source>
        <translation>Aucun mot deux fois dans le lot</translation>
    </message>
    <message>
        <source>Favoured and pinned words may repeat: you chose them</source>
        <translation>Les mots favoris et épinglés peuvent se répéter : vous les avez choisis</translation>
    </message>
    <message>
        <source>none (a folder of a series&apos; earlier puzzles)</source>
        <translation>aucun (un dossier des puzzles précédents d&apos;une série)</translation>
    </message>
    <message>
        <source>No puzzle of the batch uses a word of the puzzles in this folder</source>
        <translation>Aucun puzzle du lot n&apos;utilise un mot des puzzles de ce dossier</translation>
    </message>
    <message>
        <source>Avoid the words of the puzzles in</source>
        <translation>Éviter les mots des puzzles de</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Unique in play</source>
        <translation>Unique en jeu</translation>
    </message>
    <message>
        <source>Also keep puzzles that safe swaps make unique: ambiguous from the first colours, but a swap the player can make whatever the answer settles it</source>
        <translation>Garder aussi les grilles que des échanges sûrs rendent uniques : ambiguës aux premières couleurs, mais un échange que le joueur peut faire quelle que soit la réponse les départage</translation>
    </message>
    <message>
        <source>Familiar words</source>
        <translation>Mots familiers</translation>
    </message>
    <message>
        <source>Search for the fill of the commonest words (its rarest word first, then its median), within the search time a puzzle; on by default where words are long</source>
        <translation>Chercher le remplissage aux mots les plus courants (d’abord son mot le plus rare, puis sa médiane), dans le temps de recherche par grille ; activé par défaut quand les mots sont longs</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long a familiar fill may search, a puzzle</source>
        <translation>Combien de temps peut chercher un remplissage aux mots familiers, par grille</translation>
    </message>
    <message>
        <source>Difficulty from</source>
        <translation>Difficulté de</translation>
    </message>
    <message>
        <source>Difficulty up to</source>
        <translation>Difficulté jusqu’à</translation>
    </message>
    <message>
        <source>A new seed is drawn for each run; type one back to make the same puzzles again</source>
        <translation>Chaque lancement tire une nouvelle graine ; retapez-la pour refaire les mêmes puzzles</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Fewest swaps</source>
        <translation>Échanges minimum</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Coloriage</translation>
    </message>
    <message>
        <source>Scramble strategy</source>
        <translation>Stratégie de mélange</translation>
    </message>
    <message>
        <source>Search time a puzzle</source>
        <translation>Temps de recherche par grille</translation>
    </message>
    <message>
        <source>Word filter</source>
        <translation>Filtre de mots</translation>
    </message>
    <message>
        <source>Avoid words in</source>
        <translation>Éviter les mots de</translation>
    </message>
    <message>
        <source>Difficulty (bits)</source>
        <translation>Difficulté (bits)</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Avoid the words of the puzzles in this folder</source>
        <translation>Éviter les mots des puzzles de ce dossier</translation>
    </message>
    <message>
        <source>Double-click a puzzle to open it; tick the ones to keep; drag them into order (or Ctrl+Up, Ctrl+Down); Delete drops the selected ones</source>
        <translation>Double-cliquez sur un puzzle pour l&apos;ouvrir ; cochez ceux à garder ; faites-les glisser pour les ordonner (ou Ctrl+Haut, Ctrl+Bas) ; Suppr retire ceux sélectionnés</translation>
    </message>
    <message>
        <source>Puzzles generated</source>
        <translation>Puzzles générés</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marquer</translation>
    </message>
    <message>
        <source>Unmark</source>
        <translation>Démarquer</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Drop from the List</source>
        <translation>Retirer de la liste</translation>
    </message>
    <message>
        <source>Daily Web Page…</source>
        <translation>Page web quotidienne…</translation>
    </message>
    <message>
        <source>Your own daily Waffle: these puzzles as a series, one a day from a date, on one web page</source>
        <translation>Votre propre Waffle du jour : ces puzzles en série, un par jour à partir d’une date, sur une seule page web</translation>
    </message>
    <message>
        <source>Save All…</source>
        <translation>Tout enregistrer…</translation>
    </message>
    <message numerus="yes">
        <source>{made} of {count} after %n try; about {left:.0f} s left</source>
        <translation>
            <numerusform>{made} sur {count} après %n essai ; environ {left:.0f} s restantes</numerusform>
            <numerusform>{made} sur {count} après %n essais ; environ {left:.0f} s restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{made} of {count} after %n tries; about {left:.0f} s left</source>
        <translation>
            <numerusform>{made} sur {count} après %n essai ; environ {left:.0f} s restantes</numerusform>
            <numerusform>{made} sur {count} après %n essais ; environ {left:.0f} s restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try so far ({value})</source>
        <translation>
            <numerusform>%n essai jusqu'ici ({value})</numerusform>
            <numerusform>%n essais jusqu'ici ({value})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tries so far ({value})</source>
        <translation>
            <numerusform>%n essai jusqu'ici ({value})</numerusform>
            <numerusform>%n essais jusqu'ici ({value})</numerusform>
        </translation>
    </message>
    <message>
        <source>Print Sheet…</source>
        <translation>Imprimer une feuille…</translation>
    </message>
    <message>
        <source>Difficulty: bits of choice the colours leave (more is harder)</source>
        <translation>Difficulté : bits de choix que laissent les couleurs (plus, c&apos;est plus dur)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>This run: seed {seed} (type it back to make these again)</source>
        <translation>Ce lot : graine {seed} (saisissez-la de nouveau pour les refaire)</translation>
    </message>
    <message>
        <source>{n} of {count} marked</source>
        <translation>{n} sur {count} marqués</translation>
    </message>
    <message>
        <source>Save Marked…</source>
        <translation>Enregistrer les marqués…</translation>
    </message>
    <message>
        <source>Save the marked puzzles to a folder, numbered in the order shown, one JSON file each</source>
        <translation>Enregistrer les puzzles marqués dans un dossier, numérotés dans l&apos;ordre affiché, un fichier JSON chacun</translation>
    </message>
    <message>
        <source>The marked puzzles, in the order shown, on a printed sheet</source>
        <translation>Les puzzles marqués, dans l&apos;ordre affiché, sur une feuille imprimée</translation>
    </message>
    <message>
        <source>Save every puzzle listed to a folder, numbered in the order shown, one JSON file each</source>
        <translation>Enregistrer tous les puzzles de la liste dans un dossier, numérotés dans l&apos;ordre affiché, un fichier JSON chacun</translation>
    </message>
    <message>
        <source>Every puzzle listed, in the order shown, on a printed sheet</source>
        <translation>Tous les puzzles de la liste, dans l&apos;ordre affiché, sur une feuille imprimée</translation>
    </message>
    <message>
        <source>{n} puzzles</source>
        <translation>{n} grilles</translation>
    </message>
    <message>
        <source>Fill list: {describe}.</source>
        <translation>Liste de remplissage : {describe}.</translation>
    </message>
    <message>
        <source>working</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>No fill of this shape has only everyday words (Zipf {everyday} or more); the rarest word used has Zipf {rarest}.</source>
        <translation>Aucun remplissage de cette forme n’a que des mots courants (Zipf {everyday} ou plus) ; le mot le plus rare utilisé a un Zipf de {rarest}.</translation>
    </message>
    <message>
        <source>No fill of only everyday words (Zipf {everyday} or more) turned up in {budget} s a puzzle; the rarest word used has Zipf {rarest}.</source>
        <translation>Aucun remplissage de mots courants seulement (Zipf {everyday} ou plus) n’a été trouvé en {budget} s par grille ; le mot le plus rare utilisé a un Zipf de {rarest}.</translation>
    </message>
    <message>
        <source>difficulty {difficulty} · {swaps} swaps · seed {seed} #{n}</source>
        <translation>difficulté {difficulty} · {swaps} échanges · graine {seed} #{n}</translation>
    </message>
    <message>
        <source>Save every puzzle to a folder</source>
        <translation>Enregistrer chaque puzzle dans un dossier</translation>
    </message>
    <message>
        <source>saved {n} puzzles to {name}</source>
        <translation>{n} grilles enregistrées dans {name}</translation>
    </message>
    <message>
        <source>some puzzles were not saved; all are still listed</source>
        <translation>certaines grilles n’ont pas été enregistrées ; toutes restent listées</translation>
    </message>
    <message>
        <source>Could not save the puzzles: </source>
        <translation>Impossible d’enregistrer les grilles : </translation>
    </message>
</context>
<context>
    <name>BetweenNote</name>
    <message>
        <source>Review of two pictures</source>
        <translation>Revue de deux images</translation>
    </message>
    <message>
        <source>Reviewing the swaps between the two pictures…</source>
        <translation>Revue des échanges entre les deux images…</translation>
    </message>
    <message>
        <source>Between the two pictures: {fewest} at the fewest.</source>
        <translation>Entre les deux images : {fewest} au minimum.</translation>
    </message>
    <message>
        <source>The game&apos;s counters say {used} were used.</source>
        <translation>Les compteurs du jeu indiquent que {used} ont été utilisés.</translation>
    </message>
    <message>
        <source>You kept to a fewest path: every swap took one off the distance to the answer.</source>
        <translation>Vous êtes resté sur un chemin le plus court : chaque échange a réduit d&apos;un la distance à la solution.</translation>
    </message>
    <message>
        <source>Off a fewest path: {n} spare swap spent.</source>
        <translation>Hors d&apos;un chemin le plus court : {n} échange de réserve dépensé.</translation>
    </message>
    <message>
        <source>Off a fewest path: {n} spare swaps spent.</source>
        <translation>Hors d&apos;un chemin le plus court : {n} échanges de réserve dépensés.</translation>
    </message>
    <message>
        <source>A picture shows no swap counter, so the swaps used are unknown. The second position lies on a fewest path from the first: you kept to it if you used {fewest}.</source>
        <translation>Une image ne montre pas le compteur d&apos;échanges : les échanges utilisés sont inconnus. La seconde position se trouve sur un chemin le plus court depuis la première : vous l&apos;avez suivi si vous avez utilisé {fewest}.</translation>
    </message>
    <message>
        <source>A picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends {n} spare swap.</source>
        <translation>Une image ne montre pas le compteur d&apos;échanges : les échanges utilisés sont inconnus ; même le chemin le plus court entre elles dépense {n} échange de réserve.</translation>
    </message>
    <message>
        <source>A picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends {n} spare swaps.</source>
        <translation>Une image ne montre pas le compteur d&apos;échanges : les échanges utilisés sont inconnus ; même le chemin le plus court entre elles dépense {n} échanges de réserve.</translation>
    </message>
    <message>
        <source>Fewest swaps to the answer: {before} before, {after} after.</source>
        <translation>Échanges minimum jusqu&apos;à la solution : {before} avant, {after} après.</translation>
    </message>
    <message>
        <source>Stars still possible: {before} before, {after} after; {lost} lost between them.</source>
        <translation>Étoiles encore possibles : {before} avant, {after} après ; {lost} perdues entre les deux.</translation>
    </message>
    <message>
        <source>Solved: no swap left to make.</source>
        <translation>Résolu : plus aucun échange à faire.</translation>
    </message>
    <message>
        <source>Best next swap: {swap}.</source>
        <translation>Meilleur échange suivant : {swap}.</translation>
    </message>
    <message>
        <source>the two pictures show grids of different shapes.</source>
        <translation>les deux images montrent des grilles de formes différentes.</translation>
    </message>
    <message>
        <source>the two pictures do not hold the same letters: they are not one puzzle.</source>
        <translation>les deux images n&apos;ont pas les mêmes lettres : ce n&apos;est pas la même grille.</translation>
    </message>
    <message>
        <source>the green tile at {where} is not green in the second, and the game locks greens.</source>
        <translation>la tuile verte en {where} n&apos;est pas verte dans la seconde, et le jeu bloque les vertes.</translation>
    </message>
    <message>
        <source>the green tile at {where} is not green in the second, yet the other way round fits: paste the earlier picture first.</source>
        <translation>la tuile verte en {where} n&apos;est pas verte dans la seconde, mais l&apos;inverse convient : collez d&apos;abord l&apos;image la plus ancienne.</translation>
    </message>
    <message>
        <source>no answer in the word list fits the first picture.</source>
        <translation>aucune solution de la liste de mots ne correspond à la première image.</translation>
    </message>
    <message>
        <source>the second picture&apos;s colours come from another answer: not the same puzzle.</source>
        <translation>les couleurs de la seconde image viennent d&apos;une autre solution : ce n&apos;est pas la même grille.</translation>
    </message>
    <message>
        <source>several answers fit both pictures; the review needs one.</source>
        <translation>plusieurs solutions correspondent aux deux images ; la revue en demande une seule.</translation>
    </message>
    <message>
        <source>the counters say {used} were used, but the positions are {fewest} apart.</source>
        <translation>les compteurs indiquent {used} utilisés, mais les positions sont à {fewest} l&apos;une de l&apos;autre.</translation>
    </message>
    <message>
        <source>These two pictures cannot be reviewed together: {why}</source>
        <translation>Ces deux images ne peuvent pas être revues ensemble : {why}</translation>
    </message>
</context>
<context>
    <name>Book</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Solutions</translation>
    </message>
    <message numerus="yes">
        <source>Waffle puzzles with answers: %n</source>
        <translation>
            <numerusform>Grilles Waffle avec solutions : %n</numerusform>
            <numerusform>Grilles Waffle avec solutions : %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle</source>
        <translation>
            <numerusform>%n grille</numerusform>
            <numerusform>%n grilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles</source>
        <translation>
            <numerusform>%n grille</numerusform>
            <numerusform>%n grilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n pages</source>
        <translation>
            <numerusform>%1 sur %n page</numerusform>
            <numerusform>%1 sur %n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: KDP prints paperbacks of %1 to %2 pages; this book has %3.</source>
        <translation>Remarque : KDP imprime des livres brochés de %1 à %2 pages ; ce livre en a %3.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>puzzles %1–%2</source>
        <translation>grilles %1–%2</translation>
    </message>
</context>
<context>
    <name>BookDialog</name>
    <message>
        <source>Save a book for print on demand</source>
        <translation>Enregistrer un livre pour l’impression à la demande</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Facultatif</translation>
    </message>
    <message>
        <source>The page as the reader holds it, as Amazon KDP lists its sizes</source>
        <translation>La page telle que le lecteur la tient, aux formats listés par Amazon KDP</translation>
    </message>
    <message>
        <source>Bleed (0.125 in, as KDP asks)</source>
        <translation>Fond perdu (0,125 in, comme le demande KDP)</translation>
    </message>
    <message>
        <source>Pages 0.125 in wider and 0.25 in taller than the trim, for the printer to cut</source>
        <translation>Pages plus larges de 0,125 in et plus hautes de 0,25 in que le format, que l’imprimeur coupe</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation>Sous-titre</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Trim size</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation>Grilles par page</translation>
    </message>
    <message>
        <source>Save Book…</source>
        <translation>Enregistrer le livre…</translation>
    </message>
    <message>
        <source>A book for print on demand: title page, contents, easy to hard, the answers at the back</source>
        <translation>Un livre pour l’impression à la demande : page de titre, sommaire, du facile au difficile, les solutions à la fin</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Sorting puzzles by difficulty: {done}</source>
        <translation>Tri des grilles par difficulté : {done}</translation>
    </message>
    <message>
        <source>Page {done} of {total}</source>
        <translation>Page {done} sur {total}</translation>
    </message>
    <message>
        <source>Saved {name}: {counts}.</source>
        <translation>{name} enregistré : {counts}.</translation>
    </message>
</context>
<context>
    <name>BoxView</name>
    <message>
        <source>Letter Boxed board</source>
        <translation>Plateau de Letter Boxed</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>Aucun plateau</translation>
    </message>
    <message>
        <source>Sides {sides}</source>
        <translation>Côtés {sides}</translation>
    </message>
    <message>
        <source>words {words}</source>
        <translation>mots {words}</translation>
    </message>
    <message>
        <source>spelling {word}</source>
        <translation>en cours : {word}</translation>
    </message>
</context>
<context>
    <name>Command line</name>
    <message>
        <source>`puzzle-studio`: the studio&apos;s window with no arguments, its operations without one.</source>
        <translation>« puzzle-studio »&#xa0;: sans argument, la fenêtre du studio&#xa0;; ses commandes s’en passent.</translation>
    </message>
    <message>
        <source>show the version number and exit</source>
        <translation>afficher le numéro de version et quitter</translation>
    </message>
    <message>
        <source>Open the studio window.</source>
        <translation>Ouvrir la fenêtre du studio.</translation>
    </message>
    <message>
        <source>Commands: puzzle-studio solve --help</source>
        <translation>Commandes : puzzle-studio solve --help</translation>
    </message>
    <message>
        <source>a puzzle to open (.json or .txt)</source>
        <translation>un puzzle à ouvrir (.json ou .txt)</translation>
    </message>
    <message>
        <source>render the window at 1280x800 to a PNG (works offscreen) and exit</source>
        <translation>dessiner la fenêtre en 1280x800 dans un PNG (même sans écran) et quitter</translation>
    </message>
    <message>
        <source>the window cannot start: there is no display here (DISPLAY is not set); start it from a desktop session, or use the commands (puzzle-studio --help)</source>
        <translation>la fenêtre ne peut pas démarrer : il n’y a pas d’écran ici (DISPLAY n’est pas défini) ; lancez-la depuis une session de bureau, ou utilisez les commandes (puzzle-studio --help)</translation>
    </message>
    <message>
        <source>the window cannot start: Qt&apos;s X11 platform needs %1, missing here; install with: sudo apt-get install %2</source>
        <translation>la fenêtre ne peut pas démarrer : la plateforme X11 de Qt a besoin de %1, absent ici ; installez avec : sudo apt-get install %2</translation>
    </message>
    <message>
        <source>input/output failed: %1</source>
        <translation>échec d’entrée/sortie : %1</translation>
    </message>
    <message>
        <source>internal error (%1); please report it with the command that caused it</source>
        <translation>erreur interne (%1) ; merci de la signaler avec la commande qui l’a causée</translation>
    </message>
    <message>
        <source>Letter Boxed: solve, generate and draw boards</source>
        <translation>Letter Boxed : résoudre, créer et dessiner des plateaux</translation>
    </message>
    <message>
        <source>every fewest-word (or fewest-letter) solution</source>
        <translation>toutes les solutions en le moins de mots (ou de lettres)</translation>
    </message>
    <message>
        <source>the sides, e.g. &quot;ANO GDV IEF WZT&quot;</source>
        <translation>les côtés, p. ex. &quot;ANO GDV IEF WZT&quot;</translation>
    </message>
    <message>
        <source>print the best N solutions (default %1; 0: all)</source>
        <translation>afficher les N meilleures solutions (par défaut %1&#xa0;; 0&#xa0;: toutes)</translation>
    </message>
    <message>
        <source>print only how many solutions of each length</source>
        <translation>afficher seulement combien de solutions il y a par longueur</translation>
    </message>
    <message>
        <source>how many solutions of each length, no words; --reveal for a hint or the answer</source>
        <translation>combien de solutions par longueur, sans les mots&#xa0;; --reveal pour un indice ou la réponse</translation>
    </message>
    <message>
        <source>0: counts only (default), 1: the first letter, 2: the first word, 3: the whole answer</source>
        <translation>0&#xa0;: les nombres seulement (par défaut), 1&#xa0;: la première lettre, 2&#xa0;: le premier mot, 3&#xa0;: toute la réponse</translation>
    </message>
    <message>
        <source>take every solution up to N words (default: the fewest only); below the fewest, it says the fewest</source>
        <translation>prendre toute solution jusqu’à N mots (par défaut&#xa0;: les plus courtes seulement)&#xa0;; en dessous du minimum, il indique le minimum</translation>
    </message>
    <message>
        <source>fewest words (default), or fewest letters in all</source>
        <translation>le moins de mots (par défaut) ou le moins de lettres au total</translation>
    </message>
    <message>
        <source>random boards that common words solve within par</source>
        <translation>des plateaux au hasard que des mots courants résolvent dans le par</translation>
    </message>
    <message>
        <source>letters per side (default 3)</source>
        <translation>lettres par côté (par défaut 3)</translation>
    </message>
    <message>
        <source>vowels on the board (default 4)</source>
        <translation>voyelles sur le plateau (par défaut 4)</translation>
    </message>
    <message>
        <source>solvable in at most this many words (default 3)</source>
        <translation>soluble en au plus autant de mots (par défaut 3)</translation>
    </message>
    <message>
        <source>the same seed makes the same boards</source>
        <translation>la même graine crée les mêmes plateaux</translation>
    </message>
    <message>
        <source>word list (default: the built-in common tier)</source>
        <translation>liste de mots (par défaut&#xa0;: le niveau intégré des mots courants)</translation>
    </message>
    <message>
        <source>a board, and optionally a solution, as PNG or SVG</source>
        <translation>un plateau, et si on veut une solution, en PNG ou SVG</translation>
    </message>
    <message>
        <source>words to draw, e.g. &quot;FAZED DOWNVOTING&quot;</source>
        <translation>mots à dessiner, p. ex. &quot;FAZED DOWNVOTING&quot;</translation>
    </message>
    <message>
        <source>draw the first fewest-word solution</source>
        <translation>dessiner la première solution au moins de mots</translation>
    </message>
    <message>
        <source>PNG width in pixels (default 800)</source>
        <translation>largeur du PNG en pixels (par défaut 800)</translation>
    </message>
    <message>
        <source>word list (default: the built-in %1 list)</source>
        <translation>liste de mots (par défaut&#xa0;: la liste intégrée %1)</translation>
    </message>
    <message>
        <source>built-in list: %1 (default) is common words as the NYT game takes them, &apos;broad&apos; adds rarer words, abbreviations and interjections</source>
        <translation>liste intégrée&#xa0;: %1 (par défaut) contient les mots courants tels que le jeu du NYT les accepte&#xa0;; &apos;broad&apos; ajoute des mots plus rares, des abréviations et des interjections</translation>
    </message>
    <message>
        <source>no solution for %1 with these words</source>
        <translation>aucune solution pour %1 avec ces mots</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more; --max 0 for all</source>
        <translation>
            <numerusform>... et %n de plus ; --max 0 pour toutes</numerusform>
            <numerusform>... et %n de plus ; --max 0 pour toutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solutions; the fewest: %1</source>
        <translation>
            <numerusform>%n solution ; la plus courte : %1</numerusform>
            <numerusform>%n solutions ; la plus courte : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n letters</source>
        <translation>
            <numerusform>%n lettre</numerusform>
            <numerusform>%n lettres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solutions</source>
        <translation>
            <numerusform>%n solution</numerusform>
            <numerusform>%n solutions</numerusform>
        </translation>
    </message>
    <message>
        <source>The first word starts with %1.</source>
        <translation>Le premier mot commence par %1.</translation>
    </message>
    <message>
        <source>The first word is %1.</source>
        <translation>Le premier mot est %1.</translation>
    </message>
    <message>
        <source>An answer: %1.</source>
        <translation>Une réponse : %1.</translation>
    </message>
    <message>
        <source>no two-word solution</source>
        <translation>aucune solution en deux mots</translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>search boards of more than 22 letters too (hours and gigabytes for 24-26 letters)</source>
        <translation>chercher aussi sur les plateaux de plus de 22 lettres (des heures et des gigaoctets pour 24 à 26 lettres)</translation>
    </message>
    <message numerus="yes">
        <source>%n two-word solutions</source>
        <translation>
            <numerusform>%n solution en deux mots</numerusform>
            <numerusform>%n solutions en deux mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest %n words</source>
        <translation>
            <numerusform>au moins %n mot</numerusform>
            <numerusform>au moins %n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>par %1</source>
        <translation>par %1</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ex. %1</translation>
    </message>
    <message>
        <source>solve Waffle puzzles (.json, .txt, a screenshot .png/.jpg/.webp, a share code, or - for stdin)</source>
        <translation>résoudre des puzzles Waffle (.json, .txt, une capture d’écran .png/.jpg/.webp, un code de partage, ou - pour l’entrée standard)</translation>
    </message>
    <message>
        <source>one JSON object per puzzle per line</source>
        <translation>un objet JSON par puzzle et par ligne</translation>
    </message>
    <message>
        <source>the puzzle file&apos;s; a pasted grid or a screenshot names none: the first that solves it of the system locale&apos;s, English and the others</source>
        <translation>celle du fichier de puzzle&#xa0;; une grille collée ou une capture d’écran n’en indique aucune&#xa0;: la première qui la résout parmi celle du système, l’anglais et les autres</translation>
    </message>
    <message>
        <source>print hints 1..N instead of the answer: 1 the fewest swaps from here, 2 a tile in its word, 3 to %1 the best swaps in order, then a word, then the solution</source>
        <translation>afficher les indices 1..N au lieu de la réponse&#xa0;: 1 le moins d’échanges d’ici, 2 une case dans son mot, 3 à %1 les meilleurs échanges dans l’ordre, puis un mot, puis la solution</translation>
    </message>
    <message>
        <source>the game&apos;s &apos;N SWAPS REMAINING&apos; counter, for a game already under way: stars are counted from it (default: the counter a screenshot shows, else a game as dealt, the fewest swaps + 5)</source>
        <translation>le compteur &apos;N SWAPS REMAINING&apos; du jeu, pour une partie déjà en cours&#xa0;: les étoiles se comptent à partir de lui (par défaut&#xa0;: le compteur qu’une capture d’écran montre, sinon une partie telle que distribuée, le moins d’échanges + 5)</translation>
    </message>
    <message>
        <source>a word list: one word (or word&lt;TAB&gt;weight) per line</source>
        <translation>une liste de mots&#xa0;: un mot (ou mot&lt;TAB&gt;poids) par ligne</translation>
    </message>
    <message>
        <source>tier of the default word list (default: %1)</source>
        <translation>niveau de la liste de mots par défaut (par défaut&#xa0;: %1)</translation>
    </message>
    <message>
        <source>the built-in lists</source>
        <translation>des listes intégrées</translation>
    </message>
    <message>
        <source>read a Waffle screenshot and print the puzzle in the text format</source>
        <translation>lire une capture d’écran de Waffle et écrire le puzzle au format texte</translation>
    </message>
    <message>
        <source>a .png, .jpg, .jpeg or .webp picture of the game&apos;s grid</source>
        <translation>une image .png, .jpg, .jpeg ou .webp de la grille du jeu</translation>
    </message>
    <message>
        <source>make new Waffle puzzles (unique, exact swaps)</source>
        <translation>créer de nouveaux puzzles Waffle (uniques, échanges exacts)</translation>
    </message>
    <message>
        <source>5x5, 7x7, royale, 3x3, 9x9, 11x11, 5x7, solid4x4 ... (default 5x5)</source>
        <translation>5x5, 7x7, royale, 3x3, 9x9, 11x11, 5x7, solid4x4 ... (par défaut 5x5)</translation>
    </message>
    <message>
        <source>the same seed makes the same puzzles (default: a new one, printed first)</source>
        <translation>la même graine crée les mêmes puzzles (par défaut&#xa0;: une nouvelle, affichée en premier)</translation>
    </message>
    <message>
        <source>folder for the .json puzzles</source>
        <translation>dossier des puzzles .json</translation>
    </message>
    <message>
        <source>fewest swaps (default: half the tiles, 10 for 5x5, 20 for 7x7; 3 for 3x3)</source>
        <translation>le moins d’échanges (par défaut&#xa0;: la moitié des cases, 10 en 5x5, 20 en 7x7&#xa0;; 3 en 3x3)</translation>
    </message>
    <message>
        <source>no game-like preset (corners green...)</source>
        <translation>sans préréglage façon jeu (coins verts...)</translation>
    </message>
    <message>
        <source>word frequency cutoff (Zipf; default: common tier)</source>
        <translation>seuil de fréquence des mots (Zipf&#xa0;; par défaut&#xa0;: niveau des mots courants)</translation>
    </message>
    <message>
        <source>e.g. r1=FUGUE, c3=GLOBE</source>
        <translation>p. ex. r1=FUGUE, c3=GLOBE</translation>
    </message>
    <message>
        <source>e.g. 3,3=E</source>
        <translation>p. ex. 3,3=E</translation>
    </message>
    <message>
        <source>fill and solve with this list instead</source>
        <translation>remplir et résoudre plutôt avec cette liste</translation>
    </message>
    <message>
        <source>the built-in lists, recorded in each puzzle</source>
        <translation>des listes intégrées, notée dans chaque puzzle</translation>
    </message>
    <message>
        <source>let a word appear in several puzzles of the batch (default: no word twice; favoured and pinned words may always repeat)</source>
        <translation>permettre qu’un mot paraisse dans plusieurs puzzles du lot (par défaut&#xa0;: aucun mot deux fois&#xa0;; les mots favoris et imposés peuvent toujours se répéter)</translation>
    </message>
    <message>
        <source>use none of the words of the puzzles already in this folder (a series)</source>
        <translation>n’utiliser aucun mot des puzzles déjà présents dans ce dossier (une série)</translation>
    </message>
    <message>
        <source>fill with the commonest words a search finds in --budget seconds a puzzle (default: for shapes with words of %1 letters or more; --no-familiar: a random fill, weighted to common words)</source>
        <translation>remplir avec les mots les plus courants qu’une recherche trouve en --budget secondes par puzzle (par défaut&#xa0;: pour les formes aux mots de %1 lettres ou plus&#xa0;; --no-familiar&#xa0;: un remplissage au hasard, pondéré vers les mots courants)</translation>
    </message>
    <message>
        <source>also keep puzzles ambiguous from the first colours that safe swaps settle (default: unique at once)</source>
        <translation>garder aussi les puzzles ambigus au départ que les premières couleurs des échanges sûrs tranchent (par défaut&#xa0;: uniques d’emblée)</translation>
    </message>
    <message>
        <source>how long a familiar fill may search, a puzzle (default %1)</source>
        <translation>combien de temps un remplissage familier peut chercher, par puzzle (par défaut %1)</translation>
    </message>
    <message>
        <source>never use these words (one a line), besides your banned list in ~/.config/puzzle-studio/words/</source>
        <translation>ne jamais utiliser ces mots (un par ligne), en plus de votre liste de mots bannis dans ~/.config/puzzle-studio/words/</translation>
    </message>
    <message>
        <source>weight these words up in the fill (one a line), besides your favoured list</source>
        <translation>donner plus de poids à ces mots au remplissage (un par ligne), en plus de votre liste de favoris</translation>
    </message>
    <message>
        <source>which words to leave out: none; default, offensive and sensitive words; classroom, also %1 (a class of ten-year-olds)</source>
        <translation>quels mots écarter&#xa0;: none aucun&#xa0;; default les mots offensants et sensibles&#xa0;; classroom en plus %1 (une classe d’enfants de dix ans)</translation>
    </message>
    <message>
        <source>the same as --word-filter none</source>
        <translation>équivaut à --word-filter none</translation>
    </message>
    <message>
        <source>fill a partly designed grid around its letters, best words first (exit 1 when no fill exists)</source>
        <translation>remplir une grille en partie conçue autour de ses lettres, les meilleurs mots d’abord (code 1 quand aucun remplissage n’existe)</translation>
    </message>
    <message>
        <source>the letter grid in the text format, _ for a cell to fill, . for a hole (a .txt file, or - for stdin)</source>
        <translation>la grille de lettres au format texte, _ pour une case à remplir, . pour un trou (un fichier .txt, ou - pour l’entrée standard)</translation>
    </message>
    <message>
        <source>fill from this list (default: the list the generator uses)</source>
        <translation>remplir à partir de cette liste (par défaut&#xa0;: celle du générateur)</translation>
    </message>
    <message>
        <source>the most familiar fill a search finds in --budget seconds (its rarest word first, then its median)</source>
        <translation>le remplissage le plus familier qu’une recherche trouve en --budget secondes (d’abord selon son mot le plus rare, puis selon sa médiane)</translation>
    </message>
    <message>
        <source>give up after searching this long (default: %1; exit 1)</source>
        <translation>abandonner après avoir cherché ce temps (par défaut&#xa0;: %1&#xa0;; sortie 1)</translation>
    </message>
    <message>
        <source>every grid that fits a shape (one per line)</source>
        <translation>toutes les grilles d’une forme (une par ligne)</translation>
    </message>
    <message>
        <source>word list (default: the common tier)</source>
        <translation>liste de mots (par défaut&#xa0;: le niveau des mots courants)</translation>
    </message>
    <message>
        <source>keep words with frequency &gt;= X (e.g. 1e-4)</source>
        <translation>garder les mots de fréquence &gt;= X (p. ex. 1e-4)</translation>
    </message>
    <message>
        <source>processes (default 1)</source>
        <translation>processus (par défaut 1)</translation>
    </message>
    <message>
        <source>send the chunks to a Dask scheduler (tcp://host:8786), or to a cluster of one worker per core started here (local); needs the cluster extra</source>
        <translation>envoyer les morceaux à un ordonnanceur Dask (tcp://host:8786), ou à une grappe d’un travailleur par cœur lancée ici (local)&#xa0;; demande l’extra cluster</translation>
    </message>
    <message>
        <source>split the search into N chunks of about equal work (default 64), a pinned first word too; give a few per worker of a large cluster (a checkpoint resumes only with the same N)</source>
        <translation>découper la recherche en N morceaux de travail à peu près égal (par défaut 64), même avec un premier mot imposé&#xa0;; donnez-en quelques-uns par travailleur d’une grande grappe (un point de reprise ne reprend qu’avec le même N)</translation>
    </message>
    <message>
        <source>write the grids here (whole or not at all) instead of stdout</source>
        <translation>écrire les grilles ici (en entier ou pas du tout) au lieu de la sortie standard</translation>
    </message>
    <message>
        <source>record finished chunks here (needs --out); run again with it to resume exactly</source>
        <translation>noter ici les morceaux finis (demande --out)&#xa0;; relancez avec lui pour reprendre exactement</translation>
    </message>
    <message>
        <source>search even when it is sized up first as over 10 minutes or 10 million grids (hours, gigabytes)</source>
        <translation>chercher même si la recherche est estimée d’abord à plus de 10 minutes ou 10 millions de grilles (des heures, des gigaoctets)</translation>
    </message>
    <message>
        <source>%1 of puzzles, or a printable PDF sheet</source>
        <translation>%1 de puzzles, ou une feuille PDF à imprimer</translation>
    </message>
    <message>
        <source>puzzle files, or folders of them</source>
        <translation>fichiers de puzzles, ou dossiers qui en contiennent</translation>
    </message>
    <message>
        <source>the --out file&apos;s suffix decides it, and --format must agree; a folder&apos;s files: pdf unless given</source>
        <translation>le suffixe du fichier --out en décide, et --format doit concorder&#xa0;; les fichiers d’un dossier&#xa0;: pdf sauf indication</translation>
    </message>
    <message>
        <source>a file (one puzzle, or --sheet) or a folder (one file per puzzle)</source>
        <translation>un fichier (un puzzle, ou --sheet) ou un dossier (un fichier par puzzle)</translation>
    </message>
    <message>
        <source>instead of --out: one self-contained web page that plays the puzzles in any browser, offline</source>
        <translation>au lieu de --out&#xa0;: une page web autonome qui fait jouer les puzzles dans tout navigateur, hors ligne</translation>
    </message>
    <message>
        <source>instead of --out: a print-on-demand book, a title page, contents, easy to hard, the answers at the back</source>
        <translation>au lieu de --out&#xa0;: un livre imprimé à la demande, page de titre, sommaire, du plus facile au plus difficile, les solutions à la fin</translation>
    </message>
    <message>
        <source>the book&apos;s trim size</source>
        <translation>le format rogné du livre</translation>
    </message>
    <message>
        <source>with --book: KDP&apos;s 0.125 in bleed</source>
        <translation>avec --book&#xa0;: le fond perdu de 0,125 in de KDP</translation>
    </message>
    <message>
        <source>with --book: under the title</source>
        <translation>avec --book&#xa0;: sous le titre</translation>
    </message>
    <message>
        <source>with --book: puzzles a page</source>
        <translation>avec --book&#xa0;: puzzles par page</translation>
    </message>
    <message>
        <source>one PDF with N puzzles per page (%1)</source>
        <translation>un PDF de N puzzles par page (%1)</translation>
    </message>
    <message>
        <source>answer pages after the puzzles (with --sheet)</source>
        <translation>pages de solutions après les puzzles (avec --sheet)</translation>
    </message>
    <message>
        <source>with --sheet: puzzles (the students&apos; pages, no answers), answers (only the answer pages), or all</source>
        <translation>avec --sheet&#xa0;: puzzles (les pages des élèves, sans solutions), answers (les pages de solutions seules) ou all</translation>
    </message>
    <message>
        <source>with --sheet: print only these pages of those --pages chooses (3, or 2-5)</source>
        <translation>avec --sheet&#xa0;: n’imprimer que ces pages parmi celles que --pages choisit (3, ou 2-5)</translation>
    </message>
    <message>
        <source>color-blind: orange and blue, marked</source>
        <translation>daltonien&#xa0;: orange et bleu, marqués</translation>
    </message>
    <message>
        <source>page margin in mm (default 12)</source>
        <translation>marge de page en mm (par défaut 12)</translation>
    </message>
    <message>
        <source>PNG with no background</source>
        <translation>PNG sans fond</translation>
    </message>
    <message>
        <source>sheet, book or web page title (default: Waffle puzzles)</source>
        <translation>titre de la feuille, du livre ou de la page web (par défaut&#xa0;: puzzles Waffle)</translation>
    </message>
    <message>
        <source>sheet footer</source>
        <translation>pied de page de la feuille</translation>
    </message>
    <message>
        <source>the sheet PDF&apos;s author; a book&apos;s, on its title page too</source>
        <translation>l’auteur du PDF de la feuille&#xa0;; celui d’un livre, aussi sur sa page de titre</translation>
    </message>
    <message>
        <source>no column letters and row numbers around the grids of a sheet</source>
        <translation>sans lettres de colonne ni numéros de ligne autour des grilles d’une feuille</translation>
    </message>
    <message>
        <source>a line to write the answer under each puzzle</source>
        <translation>une ligne pour écrire la réponse sous chaque puzzle</translation>
    </message>
    <message>
        <source>with --sheet: an empty grid under each puzzle to write in</source>
        <translation>avec --sheet&#xa0;: une grille vide sous chaque puzzle pour y écrire</translation>
    </message>
    <message>
        <source>with --sheet: a clue sheet, each word&apos;s definition as a numbered clue beside the puzzle (English)</source>
        <translation>avec --sheet&#xa0;: une feuille d’indices, la définition de chaque mot en indice numéroté à côté du puzzle (anglais)</translation>
    </message>
    <message>
        <source>with --sheet: each word&apos;s definition on the answer pages (English)</source>
        <translation>avec --sheet&#xa0;: la définition de chaque mot sur les pages de solutions (anglais)</translation>
    </message>
    <message>
        <source>number of the first puzzle</source>
        <translation>numéro du premier puzzle</translation>
    </message>
    <message>
        <source>word list for puzzles saved without a solution</source>
        <translation>liste de mots pour les puzzles enregistrés sans solution</translation>
    </message>
    <message>
        <source>text grids and --words (a puzzle file or share code says its own)</source>
        <translation>des grilles texte et de --words (un fichier de puzzle ou un code de partage indique la sienne)</translation>
    </message>
    <message>
        <source>review a Waffle game: each swap on a fewest-swaps path or not, the star lost, luck or skill</source>
        <translation>analyser une partie de Waffle&#xa0;: chaque échange sur un plus court chemin ou non, l’étoile perdue, chance ou adresse</translation>
    </message>
    <message>
        <source>the start: a .json or .txt puzzle, a share code, or - for stdin; with --after, also a screenshot</source>
        <translation>le départ&#xa0;: un puzzle .json ou .txt, un code de partage, ou - pour l’entrée standard&#xa0;; avec --after, aussi une capture d’écran</translation>
    </message>
    <message>
        <source>the swaps made, in order, as ROW,COL-ROW,COL (1-based, as solve counts) separated by spaces: &quot;2,1-1,3 5,2-3,1&quot;</source>
        <translation>les échanges faits, dans l’ordre, en ROW,COL-ROW,COL (à partir de 1, comme solve compte) séparés par des espaces&#xa0;: &quot;2,1-1,3 5,2-3,1&quot;</translation>
    </message>
    <message>
        <source>a later screenshot (or puzzle) of the same game: the fewest swaps between the two, the swaps used when both show the game&apos;s counter, on a fewest path or not, stars lost, the best next swap</source>
        <translation>une capture (ou grille) ultérieure de la même partie : les échanges minimum entre les deux, ceux utilisés quand les deux montrent le compteur du jeu, sur un chemin le plus court ou non, étoiles perdues, le meilleur échange suivant</translation>
    </message>
    <message>
        <source>one JSON object, with a record per swap</source>
        <translation>un objet JSON, avec un enregistrement par échange</translation>
    </message>
    <message>
        <source>the puzzle file&apos;s, else the system locale&apos;s, else %1</source>
        <translation>celle du fichier de puzzle, sinon celle du système, sinon %1</translation>
    </message>
    <message>
        <source>%1: a screenshot cannot be reviewed: give the start as a puzzle file or code</source>
        <translation>%1 : une capture d&apos;écran ne peut pas être revue : donnez le départ en fichier de grille ou en code</translation>
    </message>
    <message>
        <source>cannot be checked: %1</source>
        <translation>impossible à vérifier : %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>the two pictures show grids of different shapes</source>
        <translation>les deux images montrent des grilles de formes différentes</translation>
    </message>
    <message>
        <source>the two pictures do not hold the same letters: not one puzzle</source>
        <translation>les deux images n&apos;ont pas les mêmes lettres : pas la même grille</translation>
    </message>
    <message>
        <source>the green tile at %1 is not green in the second: the game locks green tiles</source>
        <translation>la tuile verte en %1 n&apos;est pas verte dans la seconde : le jeu bloque les tuiles vertes</translation>
    </message>
    <message>
        <source>the green tile at %1 is not green in the second, yet the other way round fits: give the earlier picture first</source>
        <translation>la tuile verte en %1 n&apos;est pas verte dans la seconde, mais l&apos;inverse convient : donnez d&apos;abord l&apos;image la plus ancienne</translation>
    </message>
    <message>
        <source>no answer in the word list fits the first picture</source>
        <translation>aucune solution de la liste de mots ne correspond à la première image</translation>
    </message>
    <message>
        <source>the second picture&apos;s colours come from another answer: not the same puzzle</source>
        <translation>les couleurs de la seconde image viennent d&apos;une autre solution : pas la même grille</translation>
    </message>
    <message>
        <source>several answers fit both pictures: the review needs one</source>
        <translation>plusieurs solutions correspondent aux deux images : la revue en demande une seule</translation>
    </message>
    <message>
        <source>the counters say %1 swaps were used, but the positions are %2 swaps apart</source>
        <translation>les compteurs indiquent %1 échanges utilisés, mais les positions sont à %2 échanges l&apos;une de l&apos;autre</translation>
    </message>
    <message numerus="yes">
        <source>%n swaps apart at the fewest</source>
        <translation>
            <numerusform>à %n échange au minimum</numerusform>
            <numerusform>à %n échanges au minimum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n used (the counters&apos; difference)</source>
        <translation>
            <numerusform>%n utilisé (la différence des compteurs)</numerusform>
            <numerusform>%n utilisés (la différence des compteurs)</numerusform>
        </translation>
    </message>
    <message>
        <source>on a fewest path: every swap took one off the distance to the answer</source>
        <translation>sur un chemin le plus court : chaque échange a réduit d&apos;un la distance à la solution</translation>
    </message>
    <message numerus="yes">
        <source>off a fewest path: %n spare swaps spent</source>
        <translation>
            <numerusform>hors d'un chemin le plus court : %n échange de réserve dépensé</numerusform>
            <numerusform>hors d'un chemin le plus court : %n échanges de réserve dépensés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a picture shows no swap counter, so the swaps used are unknown; the second position lies on a fewest path from the first (on it if %n swaps were used)</source>
        <translation>
            <numerusform>une image ne montre pas le compteur d'échanges : les échanges utilisés sont inconnus ; la seconde position se trouve sur un chemin le plus court depuis la première (dessus si %n échange a été utilisé)</numerusform>
            <numerusform>une image ne montre pas le compteur d'échanges : les échanges utilisés sont inconnus ; la seconde position se trouve sur un chemin le plus court depuis la première (dessus si %n échanges ont été utilisés)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends %n spare swaps</source>
        <translation>
            <numerusform>une image ne montre pas le compteur d'échanges : les échanges utilisés sont inconnus ; même le chemin le plus court entre elles dépense %n échange de réserve</numerusform>
            <numerusform>une image ne montre pas le compteur d'échanges : les échanges utilisés sont inconnus ; même le chemin le plus court entre elles dépense %n échanges de réserve</numerusform>
        </translation>
    </message>
    <message>
        <source>fewest swaps to the answer: %1 before, %2 after</source>
        <translation>échanges minimum jusqu&apos;à la solution : %1 avant, %2 après</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>stars still possible: %1 before, %2 after</source>
        <translation>étoiles encore possibles : %1 avant, %2 après</translation>
    </message>
    <message numerus="yes">
        <source>%n stars lost between them</source>
        <translation>
            <numerusform>%n étoile perdue entre les deux</numerusform>
            <numerusform>%n étoiles perdues entre les deux</numerusform>
        </translation>
    </message>
    <message>
        <source>solved: no swap left to make</source>
        <translation>résolu : plus aucun échange à faire</translation>
    </message>
    <message>
        <source>best next swap: %1</source>
        <translation>meilleur échange suivant : %1</translation>
    </message>
    <message>
        <source>%1 has no tile</source>
        <translation>%1 n&apos;a pas de tuile</translation>
    </message>
    <message>
        <source>%1 is swapped with itself</source>
        <translation>%1 est échangée avec elle-même</translation>
    </message>
    <message>
        <source>the tile at %1 is green, and the game locks green tiles</source>
        <translation>la tuile en %1 est verte, et le jeu bloque les tuiles vertes</translation>
    </message>
    <message>
        <source>the game was over by then</source>
        <translation>la partie était déjà finie</translation>
    </message>
    <message>
        <source>%2 (%3) is not in the word list</source>
        <translation>%2 (%3) n&apos;est pas dans la liste de mots</translation>
    </message>
    <message>
        <source>no answer in the word list fits the start (look at %3)</source>
        <translation>aucune réponse de la liste de mots ne correspond au départ (regardez %3)</translation>
    </message>
    <message>
        <source>no answer in the word list fits the start</source>
        <translation>aucune réponse de la liste de mots ne correspond au départ</translation>
    </message>
    <message>
        <source>several answers fit the start and the swaps do not end on one of them</source>
        <translation>plusieurs réponses correspondent au départ et les échanges n&apos;aboutissent à aucune d&apos;elles</translation>
    </message>
    <message>
        <source>the start&apos;s colours cannot come from the puzzle&apos;s solution</source>
        <translation>les couleurs du départ ne peuvent pas venir de la solution de la grille</translation>
    </message>
    <message>
        <source>swap %1: %2</source>
        <translation>échange %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>solved, %n of 5 stars</source>
        <translation>
            <numerusform>résolu, %n étoile sur 5</numerusform>
            <numerusform>résolu, %n étoiles sur 5</numerusform>
        </translation>
    </message>
    <message>
        <source>not solved</source>
        <translation>non résolu</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n swaps, %2 (fewest %3, %4 allowed); answer %5</source>
        <translation>
            <numerusform>%1 : %n échange, %2 (au moins %3, %4 permis) ; réponse %5</numerusform>
            <numerusform>%1 : %n échanges, %2 (au moins %3, %4 permis) ; réponse %5</numerusform>
        </translation>
    </message>
    <message>
        <source>deduced: best for every answer the colours allowed</source>
        <translation>déduit : le meilleur pour chaque réponse que les couleurs permettaient</translation>
    </message>
    <message>
        <source>lucky: best for the answer, not for every one the colours allowed</source>
        <translation>chanceux : le meilleur pour la réponse, pas pour toutes celles que les couleurs permettaient</translation>
    </message>
    <message>
        <source>a guess: best for another answer the colours allowed</source>
        <translation>un pari : le meilleur pour une autre réponse que les couleurs permettaient</translation>
    </message>
    <message>
        <source>best for none of the answers the colours allowed</source>
        <translation>le meilleur pour aucune des réponses que les couleurs permettaient</translation>
    </message>
    <message>
        <source>on a best path</source>
        <translation>sur un chemin optimal</translation>
    </message>
    <message>
        <source>off every best path</source>
        <translation>hors de tout chemin optimal</translation>
    </message>
    <message>
        <source>cost a star: %1 would have kept it</source>
        <translation>a coûté une étoile : %1 l&apos;aurait gardée</translation>
    </message>
    <message numerus="yes">
        <source>%n answers possible, %1</source>
        <translation>
            <numerusform>%n réponse possible, %1</numerusform>
            <numerusform>%n réponses possibles, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n stars possible)</source>
        <translation>
            <numerusform>(%n étoile possible)</numerusform>
            <numerusform>(%n étoiles possibles)</numerusform>
        </translation>
    </message>
    <message>
        <source>with --web: your own daily Waffle, one puzzle a day (or week) from this date (YYYY-MM-DD)</source>
        <translation>avec --web&#xa0;: votre propre Waffle quotidien, un puzzle par jour (ou par semaine) à partir de cette date (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>with --daily: the series&apos; name (default: Waffle)</source>
        <translation>avec --daily&#xa0;: le nom de la série (par défaut&#xa0;: Waffle)</translation>
    </message>
    <message>
        <source>with --daily: a puzzle every day or week</source>
        <translation>avec --daily&#xa0;: un puzzle chaque jour ou chaque semaine</translation>
    </message>
    <message>
        <source>with --daily: rising (easiest first), weekday (Mondays easiest, Sundays hardest) or given (file order)</source>
        <translation>avec --daily&#xa0;: rising (les plus faciles d’abord), weekday (lundi le plus facile, dimanche le plus difficile) ou given (ordre des fichiers)</translation>
    </message>
    <message>
        <source>with --daily: offer a hint button</source>
        <translation>avec --daily&#xa0;: proposer un bouton d’indice</translation>
    </message>
    <message>
        <source>with --daily: offer an undo button</source>
        <translation>avec --daily&#xa0;: proposer un bouton d’annulation</translation>
    </message>
    <message>
        <source>read the result codes a class&apos;s daily page gave: everyone&apos;s stars, swaps and hints</source>
        <translation>lire les codes de résultat donnés par la page quotidienne d’une classe&#xa0;: étoiles, échanges et indices de chacun</translation>
    </message>
    <message>
        <source>result codes (R-...), or - to read them from stdin</source>
        <translation>codes de résultat (R-...), ou - pour les lire sur l’entrée standard</translation>
    </message>
    <message>
        <source>print each puzzle&apos;s share code: one line to paste into the studio or a playable web page</source>
        <translation>écrire le code de partage de chaque puzzle : une ligne à coller dans le studio ou une page web jouable</translation>
    </message>
    <message>
        <source>text grids and --words (a puzzle file says its own)</source>
        <translation>des grilles texte et de --words (un fichier de puzzle indique la sienne)</translation>
    </message>
    <message>
        <source>no solution with the letters read; %1: check those first</source>
        <translation>aucune solution avec les lettres lues ; %1 : vérifiez-les d&apos;abord</translation>
    </message>
    <message>
        <source>no fill of this shape has only everyday words (Zipf %1 or more); the rarest word used has Zipf %2</source>
        <translation>aucun remplissage de cette forme n’a que des mots courants (Zipf %1 ou plus) ; le mot le plus rare utilisé a un Zipf de %2</translation>
    </message>
    <message>
        <source>no fill of only everyday words (Zipf %1 or more) turned up in %3 s; the rarest word used has Zipf %2</source>
        <translation>aucun remplissage de mots courants seulement (Zipf %1 ou plus) n’a été trouvé en %3 s ; le mot le plus rare utilisé a un Zipf de %2</translation>
    </message>
    <message>
        <source>solved with the %1 list (the puzzle names no language)</source>
        <translation>résolu avec la liste « %1 » (la grille n&apos;indique pas sa langue)</translation>
    </message>
    <message>
        <source>common list</source>
        <translation>liste courante</translation>
    </message>
    <message>
        <source>broad list</source>
        <translation>liste large</translation>
    </message>
    <message>
        <source>full list</source>
        <translation>liste complète</translation>
    </message>
    <message>
        <source>wordfreq list</source>
        <translation>liste wordfreq</translation>
    </message>
    <message>
        <source>your list</source>
        <translation>votre liste</translation>
    </message>
    <message>
        <source>fewest swaps: %1 (%2)</source>
        <translation>échanges minimum : %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n swaps left: too few, the game is lost</source>
        <translation>
            <numerusform>%n échange restant : trop peu, la partie est perdue</numerusform>
            <numerusform>%n échanges restants : trop peu, la partie est perdue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n swaps left; %1 still possible</source>
        <translation>
            <numerusform>%n échange restant ; %1 encore possibles</numerusform>
            <numerusform>%n échanges restants ; %1 encore possibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n étoile</numerusform>
            <numerusform>%n étoiles</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 allowed; match it for %2</source>
        <translation>%1 permis ; égalez-le pour %2</translation>
    </message>
    <message>
        <source>hint %1: %2</source>
        <translation>indice %1 : %2</translation>
    </message>
    <message>
        <source>seed %1 (--seed %1 makes these puzzles again)</source>
        <translation>graine %1 (--seed %1 refait ces puzzles)</translation>
    </message>
    <message>
        <source>fill list: %1</source>
        <translation>liste de remplissage : %1</translation>
    </message>
    <message>
        <source>difficulty %1</source>
        <translation>difficulté %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n essai</numerusform>
            <numerusform>%n essais</numerusform>
        </translation>
    </message>
    <message>
        <source>write one thing: --out PATH, --web PAGE.html or --book BOOK.pdf</source>
        <translation>n&apos;écris qu&apos;une chose : --out CHEMIN, --web PAGE.html ou --book LIVRE.pdf</translation>
    </message>
    <message>
        <source>say where to write: --out PATH, --web PAGE.html for a playable page or --book BOOK.pdf</source>
        <translation>indique où écrire : --out CHEMIN, --web PAGE.html pour une page jouable ou --book LIVRE.pdf</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles to play in a browser</source>
        <translation>
            <numerusform>%n puzzle à jouer dans un navigateur</numerusform>
            <numerusform>%n puzzles à jouer dans un navigateur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days, %1 to %2</source>
        <translation>
            <numerusform>%n jour, du %1 au %2</numerusform>
            <numerusform>%n jours, du %1 au %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first puzzle comes out in %n days: until then the page shows only that date</source>
        <translation>
            <numerusform>le premier puzzle paraît dans %n jour : d'ici là, la page n'affiche que cette date</numerusform>
            <numerusform>le premier puzzle paraît dans %n jours : d'ici là, la page n'affiche que cette date</numerusform>
        </translation>
    </message>
    <message>
        <source>no single solution: the code has none, so the web page cannot play it</source>
        <translation>pas de solution unique : le code n’en contient pas, la page web ne peut donc pas le jouer</translation>
    </message>
    <message>
        <source>Wordle: backtest strategies, suggest the next guess, review a game</source>
        <translation>Wordle : rejouer des stratégies, suggérer le prochain essai, analyser une partie</translation>
    </message>
    <message>
        <source>play a strategy against every answer</source>
        <translation>jouer une stratégie contre chaque réponse</translation>
    </message>
    <message>
        <source>strategies:</source>
        <translation>stratégies&#xa0;:</translation>
    </message>
    <message>
        <source>one of the strategies below; several with commas (default entropy)</source>
        <translation>une des stratégies ci-dessous&#xa0;; plusieurs séparées par des virgules (par défaut entropy)</translation>
    </message>
    <message>
        <source>replay a decision tree (Selby&apos;s format) instead</source>
        <translation>rejouer plutôt un arbre de décision (format de Selby)</translation>
    </message>
    <message>
        <source>the answers left and the best next guesses</source>
        <translation>les réponses restantes et les meilleurs prochains essais</translation>
    </message>
    <message>
        <source>e.g. SALET=BYBBG (G green, Y yellow, B or - gray)</source>
        <translation>p. ex. SALET=BYBBG (G vert, Y jaune, B ou - gris)</translation>
    </message>
    <message>
        <source>whose pick to name (default entropy): %1</source>
        <translation>de qui nommer le choix (par défaut entropy)&#xa0;: %1</translation>
    </message>
    <message>
        <source>how many guesses to list (default 10)</source>
        <translation>combien d’essais lister (par défaut 10)</translation>
    </message>
    <message>
        <source>each guess of a game: answers left, the studio&apos;s pick, skill and luck (0-99)</source>
        <translation>chaque essai d&apos;une partie : réponses restantes, le choix du studio, habileté et chance (0-99)</translation>
    </message>
    <message>
        <source>the game&apos;s answer</source>
        <translation>la réponse de la partie</translation>
    </message>
    <message>
        <source>the guesses in order; GUESS=PATTERN also checks its colours</source>
        <translation>les essais dans l’ordre&#xa0;; GUESS=PATTERN vérifie aussi ses couleurs</translation>
    </message>
    <message>
        <source>a pasted share grid (- for stdin): its colours must be the guesses&apos;</source>
        <translation>une grille de partage collée (- pour l’entrée standard)&#xa0;: ses couleurs doivent être celles des essais</translation>
    </message>
    <message>
        <source>one JSON object; its guesses list holds the scores</source>
        <translation>un objet JSON&#xa0;; sa liste d’essais contient les scores</translation>
    </message>
    <message>
        <source>the game&apos;s answer list, every word as likely (default: the built-in model, common words less plurals and past forms, the more familiar the likelier)</source>
        <translation>la liste des réponses du jeu, chaque mot également probable (par défaut&#xa0;: le modèle intégré, des mots courants sans pluriels ni formes du passé, d’autant plus probables qu’ils sont familiers)</translation>
    </message>
    <message>
        <source>allowed guesses (default: built-in broad words)</source>
        <translation>essais permis (par défaut&#xa0;: les mots intégrés du niveau large)</translation>
    </message>
    <message>
        <source>word length (default 5)</source>
        <translation>longueur des mots (par défaut 5)</translation>
    </message>
    <message>
        <source>hard mode: hints must be used</source>
        <translation>mode difficile&#xa0;: les indices doivent être utilisés</translation>
    </message>
    <message>
        <source>fix the first guess (default: the strategy&apos;s; search tries one first guess only, the one with the most groups: name another here to compare)</source>
        <translation>imposer le premier essai (par défaut&#xa0;: celui de la stratégie&#xa0;; search n’essaie qu’un premier essai, celui aux groupes les plus nombreux&#xa0;: nommez-en un autre ici pour comparer)</translation>
    </message>
    <message>
        <source>processes (default: all cores)</source>
        <translation>processus (par défaut&#xa0;: tous les cœurs)</translation>
    </message>
    <message>
        <source>how many of the hardest answers to list</source>
        <translation>combien des réponses les plus difficiles lister</translation>
    </message>
    <message>
        <source>write the strategy&apos;s decision tree (Selby&apos;s format) to FILE</source>
        <translation>écrire l’arbre de décision de la stratégie (format de Selby) dans FILE</translation>
    </message>
    <message>
        <source>the possible answer whose letters are the most frequent among the answers left</source>
        <translation>la réponse possible dont les lettres sont les plus fréquentes parmi les réponses restantes</translation>
    </message>
    <message>
        <source>the possible answer sharing a letter with the most other answers left</source>
        <translation>la réponse possible qui partage une lettre avec le plus d’autres réponses restantes</translation>
    </message>
    <message>
        <source>the guess whose colours tell the most on average (expected bits)</source>
        <translation>l’essai dont les couleurs en disent le plus en moyenne (bits attendus)</translation>
    </message>
    <message>
        <source>the guess splitting the answers left into the most groups of colours</source>
        <translation>l’essai qui partage les réponses restantes en le plus de groupes de couleurs</translation>
    </message>
    <message>
        <source>of the 12 guesses with the most groups, the one whose groups then need the fewest guesses</source>
        <translation>parmi les 12 essais aux groupes les plus nombreux, celui dont les groupes demandent ensuite le moins d’essais</translation>
    </message>
    <message>
        <source>the fewest guesses in all, searched among the guesses with the most groups (slowest, best)</source>
        <translation>le moins d’essais au total, cherché parmi les essais aux groupes les plus nombreux (le plus lent, le meilleur)</translation>
    </message>
    <message>
        <source>hard mode</source>
        <translation>mode difficile</translation>
    </message>
    <message>
        <source>normal mode</source>
        <translation>mode normal</translation>
    </message>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n réponse</numerusform>
            <numerusform>%n réponses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guesses</source>
        <translation>
            <numerusform>%n essai</numerusform>
            <numerusform>%n essais</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: mean %2 guesses, %3 in all</source>
        <translation>%1 : en moyenne %2 essais, %3 en tout</translation>
    </message>
    <message numerus="yes">
        <source>%n failures (more than 6)</source>
        <translation>
            <numerusform>%n échec (plus de 6)</numerusform>
            <numerusform>%n échecs (plus de 6)</numerusform>
        </translation>
    </message>
    <message>
        <source>expected %1 guesses, each answer as likely as the model says</source>
        <translation>%1 essais attendus, chaque réponse aussi probable que le dit le modèle</translation>
    </message>
    <message>
        <source>hardest: %1</source>
        <translation>les plus durs : %1</translation>
    </message>
    <message>
        <source>failures: %1</source>
        <translation>échecs : %1</translation>
    </message>
    <message>
        <source>no answer in the list fits this feedback (check the colours, or try --answers)</source>
        <translation>aucune réponse de la liste ne correspond à ces couleurs (vérifiez-les, ou essayez --answers)</translation>
    </message>
    <message numerus="yes">
        <source>%n possible: %1</source>
        <translation>
            <numerusform>%n possible : %1</numerusform>
            <numerusform>%n possibles : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays: %2</source>
        <translation>%1 joue : %2</translation>
    </message>
    <message>
        <source>best by information:      bits  parts  worst case</source>
        <translation>meilleurs par information :  bits  parts  pire cas</translation>
    </message>
    <message numerus="yes">
        <source>and %n more as good</source>
        <translation>
            <numerusform>et %n autre aussi bon</numerusform>
            <numerusform>et %n autres aussi bons</numerusform>
        </translation>
    </message>
    <message>
        <source>(* may be the answer)</source>
        <translation>(* peut être la réponse)</translation>
    </message>
    <message>
        <source>sets of k words of n letters, no letter shared</source>
        <translation>des ensembles de k mots de n lettres, sans lettre commune</translation>
    </message>
    <message>
        <source>word list (default: the built-in broad tier)</source>
        <translation>liste de mots (par défaut&#xa0;: le niveau large intégré)</translation>
    </message>
    <message>
        <source>words per set (default 5)</source>
        <translation>mots par ensemble (par défaut 5)</translation>
    </message>
    <message>
        <source>letters per word (default 5)</source>
        <translation>lettres par mot (par défaut 5)</translation>
    </message>
    <message>
        <source>drop words rarer than this Zipf frequency first (e.g. 2.5)</source>
        <translation>écarter d’abord les mots plus rares que cette fréquence Zipf (p. ex. 2.5)</translation>
    </message>
    <message>
        <source>usable: commonest rarest word first (default); found: search order</source>
        <translation>usable&#xa0;: le mot le plus rare le plus courant d’abord (par défaut)&#xa0;; found&#xa0;: ordre de recherche</translation>
    </message>
    <message>
        <source>search even past 10 million partial sets (minutes, gigabytes)</source>
        <translation>chercher même au-delà de 10 millions d’ensembles partiels (des minutes, des gigaoctets)</translation>
    </message>
    <message>
        <source>CSV: the words, unused letters, rarest Zipf</source>
        <translation>CSV&#xa0;: les mots, les lettres inutilisées, le Zipf le plus rare</translation>
    </message>
    <message>
        <source>unused: %1; rarest Zipf %2</source>
        <translation>inutilisées : %1 ; Zipf le plus rare %2</translation>
    </message>
    <message numerus="yes">
        <source>%n sets (%1 with anagrams apart)</source>
        <translation>
            <numerusform>%n ensemble (%1 en séparant les anagrammes)</numerusform>
            <numerusform>%n ensembles (%1 en séparant les anagrammes)</numerusform>
        </translation>
    </message>
    <message>
        <source>print each word&apos;s short definition (English: WordNet 3.0)</source>
        <translation>afficher la courte définition de chaque mot (anglais&#xa0;: WordNet 3.0)</translation>
    </message>
    <message>
        <source>one JSON object per word per line</source>
        <translation>un objet JSON par mot et par ligne</translation>
    </message>
    <message>
        <source>the meanings (English only has them)</source>
        <translation>des sens (seul l’anglais en a)</translation>
    </message>
    <message>
        <source>no meanings for this language (%1): no free offline source</source>
        <translation>pas de définitions pour cette langue (%1) : aucune source libre hors ligne</translation>
    </message>
    <message>
        <source>an empty path: name a file or a folder</source>
        <translation>un chemin vide&#xa0;: nommez un fichier ou un dossier</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 contient %2</translation>
    </message>
    <message>
        <source>%1 is below 0</source>
        <translation>%1 est inférieur à 0</translation>
    </message>
    <message>
        <source>%1 is below 1</source>
        <translation>%1 est inférieur à 1</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 n’est pas un nombre</translation>
    </message>
    <message>
        <source>%1 is not a number above 0</source>
        <translation>%1 n’est pas un nombre supérieur à 0</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>no word list for %1; choose one of %2</source>
        <translation>pas de liste de mots pour %1&#xa0;; choisissez-en une parmi %2</translation>
    </message>
    <message>
        <source>the built-in word lists</source>
        <translation>des listes de mots intégrées</translation>
    </message>
    <message>
        <source>the system locale&apos;s, else %1</source>
        <translation>celle du système, sinon %1</translation>
    </message>
    <message>
        <source>language of %1: %2 (default: %3)</source>
        <translation>langue %1&#xa0;: %2 (par défaut&#xa0;: %3)</translation>
    </message>
    <message>
        <source>exit codes: 0 done, 1 no solution or nothing found, 2 bad input or usage, 3 a file could not be written, 69 the window cannot start here, 70 an internal error (please report it), 75 the Dask cluster was lost mid-search (its scheduler, or every worker), 130 interrupted, 143 terminated</source>
        <translation>codes de sortie&#xa0;: 0 fait, 1 pas de solution ou rien trouvé, 2 entrée ou usage incorrects, 3 un fichier n’a pas pu être écrit, 69 la fenêtre ne peut pas démarrer ici, 70 une erreur interne (merci de la signaler), 75 la grappe Dask a été perdue en pleine recherche (son ordonnanceur, ou tous les travailleurs), 130 interrompu, 143 arrêté</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>every day</source>
        <translation>chaque jour</translation>
    </message>
    <message>
        <source>every week</source>
        <translation>chaque semaine</translation>
    </message>
    <message>
        <source>easiest first</source>
        <translation>les plus faciles d’abord</translation>
    </message>
    <message>
        <source>by weekday: Monday easiest</source>
        <translation>par jour de la semaine : le lundi, le plus facile</translation>
    </message>
    <message>
        <source>in the order shown</source>
        <translation>dans l’ordre affiché</translation>
    </message>
    <message>
        <source>Daily web page</source>
        <translation>Page web quotidienne</translation>
    </message>
    <message>
        <source>Waffle</source>
        <translation>Waffle</translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation>Proposer des indices</translation>
    </message>
    <message>
        <source>Offer undo</source>
        <translation>Proposer l’annulation</translation>
    </message>
    <message>
        <source>Series name</source>
        <translation>Nom de la série</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Premier jour</translation>
    </message>
    <message>
        <source>A puzzle</source>
        <translation>Un puzzle</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Save Daily Page…</source>
        <translation>Enregistrer la page quotidienne…</translation>
    </message>
    <message>
        <source>Class Results…</source>
        <translation>Résultats de la classe…</translation>
    </message>
    <message>
        <source>Paste the result codes your class copied from the page</source>
        <translation>Collez les codes de résultat que votre classe a copiés depuis la page</translation>
    </message>
    <message>
        <source>{n} puzzles, one a day or a week from the first day</source>
        <translation>{n} puzzles, un par jour ou par semaine à partir du premier jour</translation>
    </message>
    <message>
        <source>Save a daily web page</source>
        <translation>Enregistrer une page web quotidienne</translation>
    </message>
    <message>
        <source>Saved {name}: {n} days, {first} to {last}.</source>
        <translation>{name} enregistré : {n} jours, du {first} au {last}.</translation>
    </message>
    <message numerus="yes">
        <source>The first puzzle comes out in %n days.</source>
        <translation>
            <numerusform>Le premier puzzle paraît dans %n jour.</numerusform>
            <numerusform>Le premier puzzle paraît dans %n jours.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DesignPanel</name>
    <message>
        <source>Game-like greens</source>
        <translation>Verts du jeu</translation>
    </message>
    <message>
        <source>Tiles stay green where the real games keep them: the 5x5&apos;s four corners, the 7x7&apos;s twelve crossings of its words (its corners move); other shapes: their corners</source>
        <translation>Les tuiles restent vertes là où les vrais jeux les gardent : les quatre coins du 5x5, les douze croisements de mots du 7x7 (ses coins bougent) ; autres formes : leurs coins</translation>
    </message>
    <message>
        <source>✓ known</source>
        <translation>✓ connu</translation>
    </message>
    <message>
        <source>~ rare</source>
        <translation>~ rare</translation>
    </message>
    <message>
        <source>✗ not in list</source>
        <translation>✗ absent de la liste</translation>
    </message>
    <message>
        <source>… incomplete</source>
        <translation>… incomplet</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Type the solution words. Space switches across/down; red tiles are words the word list does not know.</source>
        <translation>Tapez les mots de la solution. Espace passe de l&apos;horizontale à la verticale ; les cases rouges sont des mots inconnus de la liste.</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>In the word list</source>
        <translation>Dans la liste de mots</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Possibles</translation>
    </message>
    <message>
        <source>How many words of the fill list still fit each slot around its crossings: few is tight</source>
        <translation>Combien de mots de la liste de remplissage tiennent encore dans chaque emplacement avec ses croisements : peu, c’est serré</translation>
    </message>
    <message>
        <source>Autofill</source>
        <translation>Remplissage auto</translation>
    </message>
    <message>
        <source>Fill the empty and partly typed words around your letters, most familiar words first</source>
        <translation>Remplit les mots vides ou à moitié tapés autour de vos lettres, les mots les plus connus d’abord</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Banned and Favoured Words…</source>
        <translation>Mots interdits et favoris…</translation>
    </message>
    <message>
        <source>Banned words and the default list of offensive words are not suggested; favoured words are starred</source>
        <translation>Les mots interdits et la liste par défaut de mots offensants ne sont pas suggérés ; les mots favoris sont étoilés</translation>
    </message>
    <message>
        <source>Click a word to put it in the selected slot</source>
        <translation>Cliquez sur un mot pour le placer dans l&apos;emplacement choisi</translation>
    </message>
    <message>
        <source>Scramble into a puzzle</source>
        <translation>Mélanger en puzzle</translation>
    </message>
    <message>
        <source>the word list in use</source>
        <translation>la liste de mots utilisée</translation>
    </message>
    <message>
        <source>The words another solution may use: a puzzle is fair when no other solution fits its colours. Common words (the default): what players know, so a rare word such as HOAST does not count. Broad: the solver&apos;s 248,640 words. Full: every word the studio has. Your own words always count.</source>
        <translation>Les mots qu&apos;une autre solution peut utiliser : une grille est juste quand aucune autre solution ne correspond à ses couleurs. Courants (par défaut) : ce que les joueurs connaissent, un mot rare comme HOAST ne compte donc pas. Large : les 248 640 mots du solveur. Complète : tous les mots du studio. Vos propres mots comptent toujours.</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>Try Another Scramble</source>
        <translation>Essayer un autre mélange</translation>
    </message>
    <message>
        <source>Scramble again from a new random start: other colours, maybe no rival</source>
        <translation>Mélanger à nouveau depuis un autre départ aléatoire : d&apos;autres couleurs, peut-être sans rival</translation>
    </message>
    <message>
        <source>Fewest swaps</source>
        <translation>Échanges minimum</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Coloriage</translation>
    </message>
    <message>
        <source>Unique among</source>
        <translation>Unique parmi</translation>
    </message>
    <message>
        <source>In the list, but rare (Zipf {zipf:.1f}): players may not know it</source>
        <translation>Dans la liste, mais rare (Zipf {zipf:.1f}) : les joueurs risquent de ne pas le connaître</translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation>Chargement de la liste de mots…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Words that fit {label}&lt;/b&gt; ({n}{value}, most common first)</source>
        <translation>&lt;b&gt;Mots qui vont dans {label}&lt;/b&gt; ({n}{value}, les plus courants d&apos;abord)</translation>
    </message>
    <message>
        <source>, then {near}{more} near misses (one or two letters changed)</source>
        <translation>, puis {near}{more} presque (une ou deux lettres changées)</translation>
    </message>
    <message>
        <source>near miss: letters {where} changed</source>
        <translation>presque : lettres {where} changées</translation>
    </message>
    <message>
        <source>near miss: letter {where} changed</source>
        <translation>presque : lettre {where} changée</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Could not save {name}: {why}.</source>
        <translation>Impossible d’enregistrer {name} : {why}.</translation>
    </message>
    <message>
        <source>{what} at {place}: {why}</source>
        <translation>{what} à {place} : {why}</translation>
    </message>
    <message>
        <source>{what}: {why}</source>
        <translation>{what} : {why}</translation>
    </message>
</context>
<context>
    <name>Drawing</name>
    <message>
        <source>guesses (over 6: a failure)</source>
        <translation>essais (plus de 6 : un échec)</translation>
    </message>
    <message>
        <source>Run a backtest to see how many guesses each answer takes</source>
        <translation>Lancez un backtest pour voir combien d’essais demande chaque réponse</translation>
    </message>
</context>
<context>
    <name>EveryGridTool</name>
    <message>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>a local Dask cluster</source>
        <translation>un cluster Dask local</translation>
    </message>
    <message>
        <source>a Dask scheduler at</source>
        <translation>un ordonnanceur Dask à</translation>
    </message>
    <message>
        <source>Every grid on</source>
        <translation>Toutes les grilles sur</translation>
    </message>
    <message>
        <source>Every Grid on all cores here, or on a Dask cluster (see Help &gt; User Guide: Dask)</source>
        <translation>Toutes les grilles sur tous les cœurs d’ici, ou sur un cluster Dask (voir Aide &gt; Guide de l&apos;utilisateur : Dask)</translation>
    </message>
    <message>
        <source>Scheduler address</source>
        <translation>Adresse de l’ordonnanceur</translation>
    </message>
    <message>
        <source>The address `dask scheduler` prints when it starts</source>
        <translation>L’adresse que `dask scheduler` affiche au démarrage</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Chunks done</source>
        <translation>Morceaux faits</translation>
    </message>
    <message>
        <source>Grids found</source>
        <translation>Grilles trouvées</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Cluster workers</source>
        <translation>Workers du cluster</translation>
    </message>
    <message>
        <source>Every Grid</source>
        <translation>Toutes les grilles</translation>
    </message>
    <message>
        <source>List every grid these words and pins allow (a square grid and its transpose count once), on all cores</source>
        <translation>Lister toutes les grilles que ces mots et fixations permettent (une grille carrée et sa transposée comptent une fois), sur tous les cœurs</translation>
    </message>
    <message>
        <source>Search Anyway</source>
        <translation>Chercher quand même</translation>
    </message>
    <message>
        <source>Search every grid all the same: the grids are written to a temporary file as they come, and Save Grids copies them</source>
        <translation>Chercher toutes les grilles malgré tout : elles sont écrites dans un fichier temporaire au fur et à mesure, et Enregistrer les grilles les copie</translation>
    </message>
    <message>
        <source>Double-click a grid to design a puzzle from it</source>
        <translation>Double-cliquez sur une grille pour en faire un puzzle</translation>
    </message>
    <message>
        <source>Save Grids…</source>
        <translation>Enregistrer les grilles…</translation>
    </message>
    <message>
        <source>type the Dask scheduler&apos;s address (tcp://host:8786) beside the choice</source>
        <translation>tapez l’adresse de l’ordonnanceur Dask (tcp://host:8786) à côté du choix</translation>
    </message>
    <message>
        <source>Sizing up the search…</source>
        <translation>Estimation de la recherche…</translation>
    </message>
    <message>
        <source>{n:,} grids</source>
        <translation>{n:,} grilles</translation>
    </message>
    <message>
        <source>{n:,} grids kept (the parts of the search that finished)</source>
        <translation>{n:,} grilles gardées (les parties de la recherche terminées)</translation>
    </message>
    <message>
        <source>{searched:.1%} searched, {found:,} grids so far; about {duration} left</source>
        <translation>{searched:.1%} parcouru, {found:,} grilles jusqu&apos;ici ; environ {duration} restantes</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>occupé</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>parti</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>Every grid would take {text}; starting…</source>
        <translation>Toutes les grilles prendraient {text} ; démarrage…</translation>
    </message>
    <message>
        <source>{found:,} grids; the first {shown:,} are listed, Save Grids writes them all</source>
        <translation>{found:,} grilles ; les {shown:,} premières sont listées, Enregistrer les grilles les écrit toutes</translation>
    </message>
    <message>
        <source>Every grid of these words would take {text}. Narrow the words (a higher frequency cutoff, a shorter list) or pin a word or letter, or search anyway.</source>
        <translation>Toutes les grilles de ces mots prendraient {text}. Réduisez les mots (un seuil de fréquence plus haut, une liste plus courte), fixez un mot ou une lettre, ou cherchez quand même.</translation>
    </message>
    <message>
        <source> But {text}: Search Anyway would not start.</source>
        <translation> Mais {text} : Chercher quand même ne démarrerait pas.</translation>
    </message>
    <message>
        <source>Save the grids</source>
        <translation>Enregistrer les grilles</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>saved {total:,} grids to {name}</source>
        <translation>{total:,} grilles enregistrées dans {name}</translation>
    </message>
    <message>
        <source>{name} was not written</source>
        <translation>{name} n’a pas été écrit</translation>
    </message>
    <message>
        <source>Could not save the grids: </source>
        <translation>Impossible d’enregistrer les grilles : </translation>
    </message>
    <message>
        <source>Saving {total:,} grids to {name}…</source>
        <translation>Enregistrement de {total:,} grilles dans {name}…</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>puzzle</source>
        <translation>grille</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solution</translation>
    </message>
    <message>
        <source>both</source>
        <translation>les deux</translation>
    </message>
    <message>
        <source>Export the puzzle</source>
        <translation>Exporter le puzzle</translation>
    </message>
    <message>
        <source>Transparent background (PNG)</source>
        <translation>Fond transparent (PNG)</translation>
    </message>
    <message>
        <source>Swaps allowed</source>
        <translation>Échanges autorisés</translation>
    </message>
    <message>
        <source>A row of stars</source>
        <translation>Une rangée d’étoiles</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Style</translation>
    </message>
    <message>
        <source>PNG width</source>
        <translation>Largeur du PNG</translation>
    </message>
    <message>
        <source>PDF paper</source>
        <translation>Papier du PDF</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Working out the answer…</source>
        <translation>Calcul de la réponse…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Not exported: {name} names a {named} file, but the format chosen is {chosen}. Choose {named} as the format, or name the file .{suffix}.</source>
        <translation>Non exporté : {name} est le nom d’un fichier {named}, mais le format choisi est {chosen}. Choisissez {named} comme format, ou nommez le fichier .{suffix}.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} enregistré.</translation>
    </message>
    <message>
        <source>Could not export: {text}</source>
        <translation>Export impossible : {text}</translation>
    </message>
</context>
<context>
    <name>Facts</name>
    <message numerus="yes">
        <source>%n byte</source>
        <translation>
            <numerusform>%n octet</numerusform>
            <numerusform>%n octet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n octets</numerusform>
            <numerusform>%n octets</numerusform>
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
            <numerusform>%n jours</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Then %1</source>
        <translation>Ensuite, %1</translation>
    </message>
    <message>
        <source>%1: the %2 turns green.</source>
        <translation>%1 : le %2 devient vert.</translation>
    </message>
    <message>
        <source>%1: both turn green.</source>
        <translation>%1 : les deux deviennent vertes.</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>row %1 across from column %2</source>
        <translation>ligne %1 horizontale depuis la colonne %2</translation>
    </message>
    <message>
        <source>row %1 across</source>
        <translation>ligne %1 horizontale</translation>
    </message>
    <message>
        <source>column %1 down from row %2</source>
        <translation>colonne %1 verticale depuis la ligne %2</translation>
    </message>
    <message>
        <source>column %1 down</source>
        <translation>colonne %1 verticale</translation>
    </message>
    <message>
        <source>%1 is not a letter of %2 (only %3 has %4 as a tile: choose that language)</source>
        <translation>%1 n’est pas une lettre de %2 (seul %3 a %4 comme case : choisissez cette langue)</translation>
    </message>
    <message>
        <source>%1 is not a letter A-Z or %2</source>
        <translation>%1 n’est pas une lettre A-Z ni %2</translation>
    </message>
    <message>
        <source>%1 is not a letter A-Z</source>
        <translation>%1 n’est pas une lettre A-Z</translation>
    </message>
    <message>
        <source>%1: %2 is not a letter of %3</source>
        <translation>%1 : %2 n’est pas une lettre de %3</translation>
    </message>
    <message>
        <source>%1 — this puzzle is in %2</source>
        <translation>%1 — ce puzzle est en %2</translation>
    </message>
    <message>
        <source>%1 needs %2 tiles and colours, got %3 and %4</source>
        <translation>%1 demande %2 cases et couleurs, reçu %3 et %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>the tiles are not a permutation of the solution (extra tiles: %1, missing: %2)</source>
        <translation>les cases ne sont pas une permutation de la solution (cases en trop : %1, manquantes : %2)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>un nombre fini</translation>
    </message>
    <message>
        <source>the weight %1 is not %2</source>
        <translation>le poids %1 n’est pas %2</translation>
    </message>
    <message>
        <source>a puzzle</source>
        <translation>un puzzle</translation>
    </message>
    <message>
        <source>a word list</source>
        <translation>une liste de mots</translation>
    </message>
    <message>
        <source>a screenshot</source>
        <translation>une capture d’écran</translation>
    </message>
    <message>
        <source>a decision tree</source>
        <translation>un arbre de décision</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>word list</source>
        <translation>liste de mots</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>image</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>arbre</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>point de reprise</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>un tube (pipe)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a terminal</source>
        <translation>un terminal</translation>
    </message>
    <message>
        <source>this is %1, not a file, and reading it could wait for ever: save the %2 to a file first</source>
        <translation>c’est %1, pas un fichier, et sa lecture pourrait attendre sans fin : enregistrez d’abord le contenu dans un fichier (%2)</translation>
    </message>
    <message>
        <source>this is %1 bytes, far too large for %2 (at most %3)</source>
        <translation>c’est %1 octets, bien trop pour %2 (au plus %3)</translation>
    </message>
    <message>
        <source>this is %1 characters, far too large for %2 (at most %3)</source>
        <translation>c’est %1 caractères, bien trop pour %2 (au plus %3)</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>le caractère %1</translation>
    </message>
    <message>
        <source>%1 is not a colour (g green, y yellow, - gray, or the green, yellow, white and black emoji squares)</source>
        <translation>%1 n’est pas une couleur (g vert, y jaune, - gris, ou les carrés émoji vert, jaune, blanc et noir)</translation>
    </message>
    <message numerus="yes">
        <source>ambiguous: %n+ solutions, best first</source>
        <translation>
            <numerusform>ambigu : %n+ solutions, la meilleure d’abord</numerusform>
            <numerusform>ambigu : %n+ solutions, la meilleure d’abord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ambiguous: %n solutions, best first</source>
        <translation>
            <numerusform>ambigu : %n solutions, la meilleure d’abord</numerusform>
            <numerusform>ambigu : %n solutions, la meilleure d’abord</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, found with the %2 word list after the %3 list found none</source>
        <translation>%1, trouvée avec la liste de mots %2 après que la liste %3 n’en a trouvé aucune</translation>
    </message>
    <message>
        <source>%1 (%2 not in it)</source>
        <translation>%1 (%2 n’y est pas)</translation>
    </message>
    <message>
        <source>common</source>
        <translation>courant</translation>
    </message>
    <message>
        <source>broad</source>
        <translation>large</translation>
    </message>
    <message>
        <source>full</source>
        <translation>complet</translation>
    </message>
    <message numerus="yes">
        <source>%n solutions fitted the colours</source>
        <translation>
            <numerusform>%n solutions correspondaient aux couleurs</numerusform>
            <numerusform>%n solutions correspondaient aux couleurs</numerusform>
        </translation>
    </message>
    <message>
        <source>after the swap one is left</source>
        <translation>après l’échange il en reste une</translation>
    </message>
    <message numerus="yes">
        <source>after the swap %n are left</source>
        <translation>
            <numerusform>après l’échange il en reste %n</numerusform>
            <numerusform>après l’échange il en reste %n</numerusform>
        </translation>
    </message>
    <message>
        <source>show one of %1, not %2</source>
        <translation>montrez l’un de %1, pas %2</translation>
    </message>
    <message>
        <source>the style is one of %1, not %2</source>
        <translation>le style est l’un de %1, pas %2</translation>
    </message>
    <message>
        <source>a sheet holds %1 puzzles per page, not %2</source>
        <translation>une feuille porte %1 puzzles par page, pas %2</translation>
    </message>
    <message>
        <source>the paper is %1, not %2</source>
        <translation>le papier est %1, pas %2</translation>
    </message>
    <message>
        <source>print pages %1, not %2</source>
        <translation>imprimez les pages %1, pas %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>stratégie</translation>
    </message>
    <message>
        <source>colouring policy</source>
        <translation>règle de coloriage</translation>
    </message>
    <message>
        <source>word-list tier</source>
        <translation>niveau de liste de mots</translation>
    </message>
    <message>
        <source>word list for language</source>
        <translation>liste de mots pour la langue</translation>
    </message>
    <message>
        <source>unknown %1 %2; choose one of %3</source>
        <translation>valeur inconnue pour %1 : %2 ; choisissez parmi %3</translation>
    </message>
    <message numerus="yes">
        <source>gave up after %n tries without a good puzzle (the last one was %1); loosen the difficulty range, the pins or the target</source>
        <translation>
            <numerusform>abandon après %n essais sans bon puzzle (le dernier était %1) ; élargissez la plage de difficulté, les épingles ou la cible</numerusform>
            <numerusform>abandon après %n essais sans bon puzzle (le dernier était %1) ; élargissez la plage de difficulté, les épingles ou la cible</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 swaps need %2 tiles out of place, but only %3 can move with the game-like preset</source>
        <translation>%1 échanges demandent %2 cases déplacées, mais seules %3 peuvent bouger avec le préréglage façon jeu</translation>
    </message>
    <message>
        <source>%1 swaps need %2 tiles out of place, but only %3 can move</source>
        <translation>%1 échanges demandent %2 cases déplacées, mais seules %3 peuvent bouger</translation>
    </message>
    <message numerus="yes">
        <source>at least %1 on %n process and make at least %2 grids (a file of %3)</source>
        <translation>
            <numerusform>au moins %1 sur %n processus et donneraient au moins %2 grilles (un fichier de %3)</numerusform>
            <numerusform>au moins %1 sur %n processus et donneraient au moins %2 grilles (un fichier de %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %1 on %n processes and make at least %2 grids (a file of %3)</source>
        <translation>
            <numerusform>au moins %1 sur %n processus et donneraient au moins %2 grilles (un fichier de %3)</numerusform>
            <numerusform>au moins %1 sur %n processus et donneraient au moins %2 grilles (un fichier de %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %1 on %n process and make about %2 grids (a file of %3)</source>
        <translation>
            <numerusform>environ %1 sur %n processus et donneraient environ %2 grilles (un fichier de %3)</numerusform>
            <numerusform>environ %1 sur %n processus et donneraient environ %2 grilles (un fichier de %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %1 on %n processes and make about %2 grids (a file of %3)</source>
        <translation>
            <numerusform>environ %1 sur %n processus et donneraient environ %2 grilles (un fichier de %3)</numerusform>
            <numerusform>environ %1 sur %n processus et donneraient environ %2 grilles (un fichier de %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %1 of the %n words of %2 different letters with a Zipf of at least %3 are free of shared letters</source>
        <translation>
            <numerusform>aucun groupe de %1 parmi les %n mots de %2 lettres différentes avec un Zipf d’au moins %3 n’est libre de lettres communes</numerusform>
            <numerusform>aucun groupe de %1 parmi les %n mots de %2 lettres différentes avec un Zipf d’au moins %3 n’est libre de lettres communes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %1 of the %n words of %2 different letters are free of shared letters</source>
        <translation>
            <numerusform>aucun groupe de %1 parmi les %n mots de %2 lettres différentes n’est libre de lettres communes</numerusform>
            <numerusform>aucun groupe de %1 parmi les %n mots de %2 lettres différentes n’est libre de lettres communes</numerusform>
        </translation>
    </message>
    <message>
        <source>the list has no word of %1 different letters with a Zipf of at least %2</source>
        <translation>la liste n’a aucun mot de %1 lettres différentes avec un Zipf d’au moins %2</translation>
    </message>
    <message>
        <source>the list has no word of %1 different letters</source>
        <translation>la liste n’a aucun mot de %1 lettres différentes</translation>
    </message>
    <message>
        <source>fewer words</source>
        <translation>moins de mots</translation>
    </message>
    <message>
        <source>shorter words</source>
        <translation>des mots plus courts</translation>
    </message>
    <message>
        <source>a Zipf cutoff below %1</source>
        <translation>un seuil de Zipf sous %1</translation>
    </message>
    <message>
        <source>a bigger word list</source>
        <translation>une liste de mots plus grande</translation>
    </message>
    <message>
        <source>No sets found: %1.</source>
        <translation>Aucun ensemble trouvé : %1.</translation>
    </message>
    <message>
        <source>No sets found: %1. Try %2.</source>
        <translation>Aucun ensemble trouvé : %1. Essayez %2.</translation>
    </message>
    <message>
        <source>%1 were %2, not %3</source>
        <translation>%1 était %2, pas %3</translation>
    </message>
    <message>
        <source>, or if </source>
        <translation>, ou si </translation>
    </message>
    <message>
        <source>the colours fit a solution if %1: check that tile</source>
        <translation>les couleurs correspondent à une solution si %1 : vérifiez cette case</translation>
    </message>
    <message>
        <source>the colours fit a solution if %1: check those tiles</source>
        <translation>les couleurs correspondent à une solution si %1 : vérifiez ces cases</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, ou </translation>
    </message>
    <message>
        <source>most likely %1, which gives %2 words; as typed, the answer needs %3</source>
        <translation>le plus probable : %1, ce qui donne des mots de la liste %2 ; telle que saisie, la réponse demande %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>default exclusions off</source>
        <translation>exclusions par défaut désactivées</translation>
    </message>
    <message>
        <source>classroom exclusions removed %1</source>
        <translation>les exclusions pour la classe en ont retiré %1</translation>
    </message>
    <message>
        <source>default exclusions removed %1</source>
        <translation>les exclusions par défaut en ont retiré %1</translation>
    </message>
    <message>
        <source>banned words removed %1</source>
        <translation>les mots bannis en ont retiré %1</translation>
    </message>
    <message numerus="yes">
        <source>%n word favoured, weighted up</source>
        <translation>
            <numerusform>%n mot favori, avec plus de poids</numerusform>
            <numerusform>%n mot favori, avec plus de poids</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words favoured, weighted up</source>
        <translation>
            <numerusform>%n mots favoris, avec plus de poids</numerusform>
            <numerusform>%n mots favoris, avec plus de poids</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word</source>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n mots</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>daily</source>
        <translation>quotidien</translation>
    </message>
    <message>
        <source>deluxe</source>
        <translation>deluxe</translation>
    </message>
    <message>
        <source>Royale</source>
        <translation>Royale</translation>
    </message>
    <message>
        <source>Both need exactly %1 swaps, like every real %2: the count cannot tell them apart.</source>
        <translation>Les deux demandent exactement %1 échanges, comme tout vrai %2 : le nombre ne les départage pas.</translation>
    </message>
    <message>
        <source>All %3 need exactly %1 swaps, like every real %2: the count cannot tell them apart.</source>
        <translation>Les %3 demandent exactement %1 échanges, comme tout vrai %2 : le nombre ne les départage pas.</translation>
    </message>
    <message>
        <source>None needs exactly %1 swaps, unlike every real %2: check the letters and colours.</source>
        <translation>Aucune ne demande exactement %1 échanges, contrairement à tout vrai %2 : vérifiez les lettres et les couleurs.</translation>
    </message>
    <message>
        <source>Only solution 1 needs exactly %1 swaps, like every real %2: it comes first.</source>
        <translation>Seule la solution 1 demande exactement %1 échanges, comme tout vrai %2 : elle vient en premier.</translation>
    </message>
    <message>
        <source>Solutions 1 to %3 need exactly %1 swaps, like every real %2: they come first.</source>
        <translation>Les solutions 1 à %3 demandent exactement %1 échanges, comme tout vrai %2 : elles viennent en premier.</translation>
    </message>
    <message numerus="yes">
        <source>Left out %n puzzle:</source>
        <translation>
            <numerusform>%n puzzle laissé de côté :</numerusform>
            <numerusform>%n puzzle laissé de côté :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n puzzles:</source>
        <translation>
            <numerusform>%n puzzles laissés de côté :</numerusform>
            <numerusform>%n puzzles laissés de côté :</numerusform>
        </translation>
    </message>
    <message>
        <source>half of a character (the lone surrogate %1) at character %2</source>
        <translation>un demi-caractère (le substitut isolé %1) au caractère %2</translation>
    </message>
    <message>
        <source>the control character %1 at character %2</source>
        <translation>le caractère de contrôle %1 au caractère %2</translation>
    </message>
    <message>
        <source>the non-character %1 at character %2</source>
        <translation>le non-caractère %1 au caractère %2</translation>
    </message>
    <message>
        <source>the key %1 holds %2: remove it</source>
        <translation>la clé %1 contient %2 : retirez-le</translation>
    </message>
    <message>
        <source>%1 holds %2: remove it</source>
        <translation>%1 contient %2 : retirez-le</translation>
    </message>
    <message>
        <source>the file holds %1: remove it</source>
        <translation>le fichier contient %1 : retirez-le</translation>
    </message>
    <message>
        <source>Waffle puzzle</source>
        <translation>puzzle Waffle</translation>
    </message>
    <message>
        <source>Letter Boxed board</source>
        <translation>plateau Letter Boxed</translation>
    </message>
    <message>
        <source>Wordle game</source>
        <translation>partie de Wordle</translation>
    </message>
    <message>
        <source>window autosave</source>
        <translation>sauvegarde automatique de la fenêtre</translation>
    </message>
    <message>
        <source>a letter A-Z or Ñ (or a space: not typed yet)</source>
        <translation>une lettre A-Z ou Ñ (ou une espace : pas encore tapée)</translation>
    </message>
    <message>
        <source>g, y or -</source>
        <translation>g, y ou -</translation>
    </message>
    <message>
        <source>%1 row %2, column %3: %4 is not %5</source>
        <translation>%1 ligne %2, colonne %3 : %4 n’est pas %5</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>drapeaux</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>colonnes</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>cases</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>case</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>couleurs</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solution</translation>
    </message>
    <message>
        <source>solution letter</source>
        <translation>lettre de la solution</translation>
    </message>
    <message>
        <source>swap count</source>
        <translation>nombre d’échanges</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>remplissage</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>masque</translation>
    </message>
    <message>
        <source>(with --checkpoint, the parts that finish are kept and a rerun resumes)</source>
        <translation>(avec --checkpoint, les parties terminées sont gardées et une nouvelle exécution reprend)</translation>
    </message>
    <message>
        <source>%1; the parts recorded in %2 are kept: rerun the command on a running cluster to resume</source>
        <translation>%1 ; les parties enregistrées dans %2 sont gardées : relancez la commande sur un cluster actif pour reprendre</translation>
    </message>
    <message>
        <source>%1; nothing was written to %2 %3</source>
        <translation>%1 ; rien n’a été écrit dans %2 %3</translation>
    </message>
    <message>
        <source>%1; the grids written are not all %2</source>
        <translation>%1 ; les grilles écrites ne sont pas toutes %2</translation>
    </message>
    <message>
        <source>this is more than %1 bytes, far too large for %2 (at most %1)</source>
        <translation>c’est plus de %1 octets, bien trop pour %2 (au plus %1)</translation>
    </message>
    <message>
        <source>cannot read the %1: %2</source>
        <translation>impossible de lire (%1) : %2</translation>
    </message>
    <message>
        <source>%1 lines are too many for a word list (at most %2)</source>
        <translation>%1 lignes, c’est trop pour une liste de mots (au plus %2)</translation>
    </message>
    <message>
        <source>not a text file (byte %1 is not UTF-8)</source>
        <translation>pas un fichier texte (l’octet %1 n’est pas de l’UTF-8)</translation>
    </message>
    <message>
        <source>%1 is written %2 in %3: two letters, not one tile</source>
        <translation>%1 s’écrit %2 en %3 : deux lettres, pas une case</translation>
    </message>
    <message>
        <source>%1 is not a letter of %2</source>
        <translation>%1 n’est pas une lettre de %2</translation>
    </message>
    <message>
        <source>%1 (use &apos;.&apos; or a space for a hole)</source>
        <translation>%1 (utilisez &apos;.&apos; ou une espace pour un trou)</translation>
    </message>
    <message>
        <source>mask is not %1 x %2</source>
        <translation>le masque n’est pas de %1 x %2</translation>
    </message>
    <message>
        <source>the shape has no cells</source>
        <translation>la forme n’a aucune cellule</translation>
    </message>
    <message>
        <source>the cell at %1 is in no word (every cell needs a neighbour in its row or column)</source>
        <translation>la cellule en %1 n’est dans aucun mot (chaque cellule a besoin d’un voisin dans sa ligne ou sa colonne)</translation>
    </message>
    <message>
        <source>a %1x%2 grid is too large: a puzzle has at most %3 rows and %3 columns</source>
        <translation>une grille de %1x%2 est trop grande : un puzzle a au plus %3 lignes et %3 colonnes</translation>
    </message>
    <message>
        <source>a waffle needs odd sizes of at least 3, not %1x%2</source>
        <translation>un waffle demande des tailles impaires d’au moins 3, pas %1x%2</translation>
    </message>
    <message>
        <source>a solid grid needs at least 2x2, not %1x%2</source>
        <translation>une grille pleine demande au moins 2x2, pas %1x%2</translation>
    </message>
    <message>
        <source>unknown shape %1: use e.g. 5x5, 7x7, 5x7, solid4x4 or royale</source>
        <translation>forme inconnue %1 : utilisez par ex. 5x5, 7x7, 5x7, solid4x4 ou royale</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide : %1</translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep; a puzzle file is an object of lists and strings</source>
        <translation>le JSON est imbriqué sur plus de %1 niveaux ; un fichier de puzzle est un objet de listes et de chaînes</translation>
    </message>
    <message>
        <source>a number of %1 digits is far too long for a puzzle file (at most %2)</source>
        <translation>un nombre de %1 chiffres est bien trop long pour un fichier de puzzle (au plus %2)</translation>
    </message>
    <message>
        <source>the share code&apos;s title holds %1</source>
        <translation>le titre du code de partage contient %1</translation>
    </message>
    <message>
        <source>the title holds %1</source>
        <translation>le titre contient %1</translation>
    </message>
    <message>
        <source>a puzzle file holds one JSON object</source>
        <translation>un fichier de puzzle contient un objet JSON</translation>
    </message>
    <message>
        <source>not a Puzzle Studio file (format %1)</source>
        <translation>pas un fichier Puzzle Studio (format %1)</translation>
    </message>
    <message>
        <source>the version %1 is not a whole number</source>
        <translation>la version %1 n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>this file is version %1, newer than this Puzzle Studio reads (version %2); please update Puzzle Studio</source>
        <translation>ce fichier est en version %1, plus récente que ce que lit ce Puzzle Studio (version %2) ; mettez Puzzle Studio à jour</translation>
    </message>
    <message>
        <source>this is a %1 file, not a %2</source>
        <translation>ceci est un fichier de %1, pas de %2</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 doit être l’un de %2</translation>
    </message>
    <message>
        <source>&apos;shape&apos; must be an object like {&quot;rows&quot;: 5, &quot;cols&quot;: 5, &quot;type&quot;: &quot;waffle&quot;}</source>
        <translation>&apos;shape&apos; doit être un objet comme {&quot;rows&quot;: 5, &quot;cols&quot;: 5, &quot;type&quot;: &quot;waffle&quot;}</translation>
    </message>
    <message>
        <source>&apos;shape&apos; needs whole numbers &apos;rows&apos; and &apos;cols&apos;</source>
        <translation>&apos;shape&apos; demande des nombres entiers &apos;rows&apos; et &apos;cols&apos;</translation>
    </message>
    <message>
        <source>a custom shape needs &apos;mask&apos;: %1 strings of %2 &apos;#&apos; or &apos;.&apos;</source>
        <translation>une forme personnalisée demande &apos;mask&apos; : %1 chaînes de %2 &apos;#&apos; ou &apos;.&apos;</translation>
    </message>
    <message>
        <source>unknown shape type %1 (waffle, solid, royale or custom)</source>
        <translation>type de forme inconnu %1 (waffle, solid, royale ou custom)</translation>
    </message>
    <message>
        <source>%1 must be a list of %2 strings</source>
        <translation>%1 doit être une liste de %2 chaînes</translation>
    </message>
    <message>
        <source>%1 has %2 rows, the shape has %3</source>
        <translation>%1 a %2 lignes, la forme en a %3</translation>
    </message>
    <message>
        <source>%1 row %2 has %3 characters, the shape has %4 columns</source>
        <translation>%1 ligne %2 a %3 caractères, la forme a %4 colonnes</translation>
    </message>
    <message>
        <source>the puzzle is empty: paste the letter grid, a blank line, then the colours</source>
        <translation>le puzzle est vide : collez la grille de lettres, une ligne vide, puis les couleurs</translation>
    </message>
    <message>
        <source>no colour grid: after the letters, leave a blank line and type the colours (g green, y yellow, - gray, or the emoji squares)</source>
        <translation>pas de grille de couleurs : après les lettres, laissez une ligne vide et tapez les couleurs (g vert, y jaune, - gris, ou les carrés émoji)</translation>
    </message>
    <message>
        <source>expected two grids (letters, then colours) but found more</source>
        <translation>deux grilles attendues (lettres, puis couleurs) mais il y en a plus</translation>
    </message>
    <message numerus="yes">
        <source>the letter grid has %n rows; a puzzle has at most %1</source>
        <translation>
            <numerusform>la grille de lettres a %n lignes ; un puzzle en a au plus %1</numerusform>
            <numerusform>la grille de lettres a %n lignes ; un puzzle en a au plus %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this row is %n characters wide; a puzzle has at most %1</source>
        <translation>
            <numerusform>cette ligne fait %n caractères de large ; un puzzle en a au plus %1</numerusform>
            <numerusform>cette ligne fait %n caractères de large ; un puzzle en a au plus %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the letter grid is not a puzzle shape: %1</source>
        <translation>la grille de lettres n’est pas une forme de puzzle : %1</translation>
    </message>
    <message numerus="yes">
        <source>the colour grid has %n rows but the letter grid has %1</source>
        <translation>
            <numerusform>la grille de couleurs a %n lignes mais celle des lettres en a %1</numerusform>
            <numerusform>la grille de couleurs a %n lignes mais celle des lettres en a %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this colour row has %n colours but its letter row has %1</source>
        <translation>
            <numerusform>cette ligne de couleurs a %n couleurs mais sa ligne de lettres en a %1</numerusform>
            <numerusform>cette ligne de couleurs a %n couleurs mais sa ligne de lettres en a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the grid is empty: type its rows, _ for a cell to fill, . for a hole</source>
        <translation>la grille est vide : tapez ses lignes, _ pour une cellule à remplir, . pour un trou</translation>
    </message>
    <message>
        <source>a grid to fill is the letter grid alone, with no colours after it</source>
        <translation>une grille à remplir est la grille de lettres seule, sans couleurs après</translation>
    </message>
    <message>
        <source>no .json or .txt puzzles in this folder</source>
        <translation>aucun puzzle .json ou .txt dans ce dossier</translation>
    </message>
    <message>
        <source>the solution needs %1 letters, got %2</source>
        <translation>la solution demande %1 lettres, reçu %2</translation>
    </message>
    <message>
        <source>no words found (one word of 2 to %1 letters per line, optionally word&lt;TAB&gt;weight)</source>
        <translation>aucun mot trouvé (un mot de 2 à %1 lettres par ligne, éventuellement mot&lt;TAB&gt;poids)</translation>
    </message>
    <message>
        <source>word list not found</source>
        <translation>liste de mots introuvable</translation>
    </message>
    <message>
        <source>%1 is not a word: one word a line, letters only</source>
        <translation>%1 n’est pas un mot : un mot par ligne, des lettres seulement</translation>
    </message>
    <message>
        <source>%1 (tiles at least %2 pixels wide are looked for: zoom in)</source>
        <translation>%1 (on cherche des cases d’au moins %2 pixels de large : zoomez)</translation>
    </message>
    <message>
        <source>the picture is %1x%2 pixels: too large for a screenshot</source>
        <translation>l’image fait %1x%2 pixels : trop grande pour une capture d’écran</translation>
    </message>
    <message>
        <source>a picture must be an RGB or RGBA array of bytes</source>
        <translation>une image doit être un tableau d’octets RGB ou RGBA</translation>
    </message>
    <message>
        <source>the picture is %1x%2 pixels: too small to hold a grid</source>
        <translation>l’image fait %1x%2 pixels : trop petite pour contenir une grille</translation>
    </message>
    <message>
        <source>no Waffle grid found in the picture: it needs the game&apos;s green, yellow and gray tiles</source>
        <translation>aucune grille Waffle trouvée dans l’image : il faut les cases vertes, jaunes et grises du jeu</translation>
    </message>
    <message>
        <source>no Waffle grid found in the picture: the tiles do not end</source>
        <translation>aucune grille Waffle trouvée dans l’image : les cases ne finissent pas</translation>
    </message>
    <message>
        <source>no Waffle grid found in the picture: its %1x%2 tiles (%3) are not a waffle</source>
        <translation>aucune grille Waffle trouvée dans l’image : ses %1x%2 cases (%3) ne sont pas un waffle</translation>
    </message>
    <message>
        <source>row %1 col %2 (%3)</source>
        <translation>ligne %1 col %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 tiles have no letter yet</source>
        <translation>%1 cases sur %2 n’ont pas encore de lettre</translation>
    </message>
    <message>
        <source>not solved: %1</source>
        <translation>non résolu : %1</translation>
    </message>
    <message>
        <source>these colours cannot come from any solution: %1</source>
        <translation>ces couleurs ne peuvent venir d’aucune solution : %1</translation>
    </message>
    <message>
        <source>%1 has no letter</source>
        <translation>%1 n’a pas de lettre</translation>
    </message>
    <message>
        <source>%1 non-green %2 tiles but only %3 other non-green cells for them to move to: some %2 must be green</source>
        <translation>%1 cases %2 non vertes mais seulement %3 autres cellules non vertes où aller : un %2 doit être vert</translation>
    </message>
    <message>
        <source>%1: %2 yellow %3 that only this word can hold, but %4 non-green cells without %3 for it</source>
        <translation>%1 : %2 %3 jaunes que seul ce mot peut contenir, mais %4 cellules non vertes sans %3 pour eux</translation>
    </message>
    <message>
        <source>%1: green must mean the letter is in place</source>
        <translation>%1 : vert doit vouloir dire que la lettre est à sa place</translation>
    </message>
    <message>
        <source>%1: %2 %3 to mark yellow, but %4 must be and %5 cannot be</source>
        <translation>%1 : %2 %3 à marquer en jaune, mais %4 doivent l’être et %5 ne peuvent pas</translation>
    </message>
    <message>
        <source>a shared yellow %1 is marked by neither of its words</source>
        <translation>un %1 jaune partagé n’est marqué par aucun de ses mots</translation>
    </message>
    <message>
        <source>the tiles do not come from the solution (%1): scramble it again in Design</source>
        <translation>les cases ne viennent pas de la solution (%1) : mélangez-la à nouveau dans Conception</translation>
    </message>
    <message>
        <source>no solution to print or play: %1</source>
        <translation>aucune solution à imprimer ou à jouer : %1</translation>
    </message>
    <message>
        <source>unique solution</source>
        <translation>solution unique</translation>
    </message>
    <message>
        <source>no word in the list fits %1: check its letters and colours, or use a larger word list</source>
        <translation>aucun mot de la liste ne va dans la %1 : vérifiez ses lettres et couleurs, ou prenez une liste plus grande</translation>
    </message>
    <message>
        <source>the words that fit each slot do not fit together (tightest: %1); check the colours, or use a larger word list</source>
        <translation>les mots qui vont dans chaque emplacement ne vont pas ensemble (le plus serré : %1) ; vérifiez les couleurs, ou prenez une liste plus grande</translation>
    </message>
    <message>
        <source>the target number of swaps cannot be negative</source>
        <translation>le nombre d’échanges visé ne peut pas être négatif</translation>
    </message>
    <message>
        <source>the %1 strategy did not hit exactly %2 swaps in %3 tries; try the swaps strategy or another target</source>
        <translation>la stratégie %1 n’a pas atteint exactement %2 échanges en %3 essais ; essayez la stratégie swaps ou une autre cible</translation>
    </message>
    <message>
        <source>could not reach %1 swaps with these letters (got to %2); repeated letters limit how far a grid can be scrambled</source>
        <translation>impossible d’atteindre %1 échanges avec ces lettres (arrivé à %2) ; les lettres répétées limitent le mélange d’une grille</translation>
    </message>
    <message>
        <source>fill every cell of the solution before scrambling</source>
        <translation>remplissez chaque cellule de la solution avant de mélanger</translation>
    </message>
    <message>
        <source>no scramble to %1 swaps kept %2 tiles green</source>
        <translation>aucun mélange à %1 échanges n’a gardé %2 cases vertes</translation>
    </message>
    <message>
        <source>the pinned word %1 (%2) is not in the solving word list, so no solver could find it: pin another word</source>
        <translation>le mot épinglé %1 (%2) n’est pas dans la liste de résolution, aucun solveur ne pourrait le trouver : épinglez un autre mot</translation>
    </message>
    <message>
        <source>ambiguous under the solving list</source>
        <translation>ambigu avec la liste de résolution</translation>
    </message>
    <message>
        <source>no solution under the solving list</source>
        <translation>sans solution avec la liste de résolution</translation>
    </message>
    <message>
        <source>a trivial opening move</source>
        <translation>un premier coup trivial</translation>
    </message>
    <message numerus="yes">
        <source>unique after %n safe swap</source>
        <translation>
            <numerusform>unique après %n échange sûr</numerusform>
            <numerusform>unique après %n échange sûr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unique after %n safe swaps</source>
        <translation>
            <numerusform>unique après %n échanges sûrs</numerusform>
            <numerusform>unique après %n échanges sûrs</numerusform>
        </translation>
    </message>
    <message>
        <source>difficulty %1 outside the range</source>
        <translation>difficulté %1 hors de la plage</translation>
    </message>
    <message>
        <source>a grid this batch already has</source>
        <translation>une grille que ce lot a déjà</translation>
    </message>
    <message numerus="yes">
        <source>no grid fits these words and pins without the %n words already used; allow repeated words, lower the frequency cutoff or change a pin</source>
        <translation>
            <numerusform>aucune grille ne va avec ces mots et épingles sans les %n mots déjà utilisés ; autorisez les mots répétés, baissez le seuil de fréquence ou changez une épingle</numerusform>
            <numerusform>aucune grille ne va avec ces mots et épingles sans les %n mots déjà utilisés ; autorisez les mots répétés, baissez le seuil de fréquence ou changez une épingle</numerusform>
        </translation>
    </message>
    <message>
        <source>no grid fits these words and pins; lower the frequency cutoff or change a pin</source>
        <translation>aucune grille ne va avec ces mots et épingles ; baissez le seuil de fréquence ou changez une épingle</translation>
    </message>
    <message>
        <source>%1: pin a word as r1=WORD or c3=WORD, a letter as ROW,COL=LETTER like 2,3=E</source>
        <translation>%1 : épinglez un mot comme r1=MOT ou c3=MOT, une lettre comme LIGNE,COL=LETTRE, p. ex. 2,3=E</translation>
    </message>
    <message>
        <source>%1: no cell at %2, or not one letter</source>
        <translation>%1 : pas de cellule en %2, ou pas une seule lettre</translation>
    </message>
    <message>
        <source>no word starts at %1: use r1, r3 ... for rows and c1, c3 ... for columns</source>
        <translation>aucun mot ne commence en %1 : utilisez r1, r3 ... pour les lignes et c1, c3 ... pour les colonnes</translation>
    </message>
    <message>
        <source>%1 has %2 letters; %3 has %4</source>
        <translation>la %1 a %2 lettres ; %3 en a %4</translation>
    </message>
    <message>
        <source>the pins disagree at %1 (%2 or %3): see %4</source>
        <translation>les épingles divergent en %1 (%2 ou %3) : voyez la %4</translation>
    </message>
    <message>
        <source>no word in the list fits %1 (%2) with these pins</source>
        <translation>aucun mot de la liste ne va dans la %1 (%2) avec ces épingles</translation>
    </message>
    <message numerus="yes">
        <source>no fill turned up in %n random searches; lower the frequency cutoff or change a pin</source>
        <translation>
            <numerusform>aucun remplissage trouvé en %n recherches au hasard ; baissez le seuil de fréquence ou changez une épingle</numerusform>
            <numerusform>aucun remplissage trouvé en %n recherches au hasard ; baissez le seuil de fréquence ou changez une épingle</numerusform>
        </translation>
    </message>
    <message>
        <source>the shape has %1 cells but %2 letters were given</source>
        <translation>la forme a %1 cellules mais %2 lettres ont été données</translation>
    </message>
    <message>
        <source>%1 at %2 is not a letter</source>
        <translation>%1 en %2 n’est pas une lettre</translation>
    </message>
    <message>
        <source>the grids would need about %1 in %2, which has %3 free</source>
        <translation>les grilles demanderaient environ %1 dans %2, qui a %3 de libre</translation>
    </message>
    <message>
        <source>the start date %1 is not a date written YYYY-MM-DD</source>
        <translation>la date de début %1 n&apos;est pas une date écrite AAAA-MM-JJ (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>the series needs a name (it starts every share line)</source>
        <translation>la série a besoin d&apos;un nom (il commence chaque ligne de partage)</translation>
    </message>
    <message>
        <source>the series&apos; name has %1 characters: %2 at most</source>
        <translation>le nom de la série a %1 caractères : %2 au plus</translation>
    </message>
    <message>
        <source>the series&apos; name holds %1</source>
        <translation>le nom de la série contient %1</translation>
    </message>
    <message>
        <source>a series comes out every %1, not every %2</source>
        <translation>une série paraît chaque %1, pas chaque %2</translation>
    </message>
    <message>
        <source>the ramp is one of %1, not %2</source>
        <translation>la progression est l&apos;une de %1, pas %2</translation>
    </message>
    <message>
        <source>%1 and %2 both use %3: a series uses each word once</source>
        <translation>%1 et %2 utilisent tous deux %3 : une série utilise chaque mot une seule fois</translation>
    </message>
    <message>
        <source>puzzle %1</source>
        <translation>grille %1</translation>
    </message>
    <message>
        <source>character %1 of the result code, %2, is not one a code uses</source>
        <translation>le caractère %1 du code de résultat, %2, n&apos;est pas un de ceux qu&apos;un code utilise</translation>
    </message>
    <message>
        <source>the result code is cut short: part of it is missing</source>
        <translation>le code de résultat est tronqué : une partie manque</translation>
    </message>
    <message>
        <source>the result code is version %1; this studio reads version %2</source>
        <translation>le code de résultat est en version %1 ; ce studio lit la version %2</translation>
    </message>
    <message>
        <source>the result code is mistyped: its outcome is not one a page writes</source>
        <translation>le code de résultat est mal saisi : son issue n&apos;est pas une de celles qu&apos;une page écrit</translation>
    </message>
    <message>
        <source>the result code is mistyped: its name is not text</source>
        <translation>le code de résultat est mal saisi : son nom n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>the result code is mistyped: a character was changed, lost or added</source>
        <translation>le code de résultat est mal saisi : un caractère a été changé, perdu ou ajouté</translation>
    </message>
    <message>
        <source>a clue sheet shows the puzzle: its clues would give a shown solution away</source>
        <translation>une feuille d&apos;indices montre la grille : ses indices trahiraient une solution montrée</translation>
    </message>
    <message>
        <source>code %1: %2</source>
        <translation>code %1 : %2</translation>
    </message>
    <message>
        <source>lists</source>
        <translation>listes</translation>
    </message>
    <message>
        <source>built-in %1-letter lists (%2)</source>
        <translation>listes intégrées de %1 lettres (%2)</translation>
    </message>
    <message>
        <source>built-in %1-letter lists</source>
        <translation>listes intégrées de %1 lettres</translation>
    </message>
    <message>
        <source>the answers&apos; weights must be one number of at least 0 per answer, not all 0</source>
        <translation>les poids des réponses doivent être un nombre d&apos;au moins 0 par réponse, pas tous 0</translation>
    </message>
    <message>
        <source>swap %1 at row %2 col %3 with %4 at row %5 col %6</source>
        <translation>échanger %1 (ligne %2, col. %3) et %4 (ligne %5, col. %6)</translation>
    </message>
    <message numerus="yes">
        <source>From here the fewest swaps are %1; %n swap would now turn two tiles green at once.</source>
        <translation>
            <numerusform>D'ici, il faut au moins %1 échanges ; %n échange rendrait maintenant deux tuiles vertes d'un coup.</numerusform>
            <numerusform>D'ici, il faut au moins %1 échanges ; %n échange rendrait maintenant deux tuiles vertes d'un coup.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From here the fewest swaps are %1; %n swaps would now turn two tiles green at once.</source>
        <translation>
            <numerusform>D'ici, il faut au moins %1 échanges ; %n échanges rendraient maintenant chacun deux tuiles vertes d'un coup.</numerusform>
            <numerusform>D'ici, il faut au moins %1 échanges ; %n échanges rendraient maintenant chacun deux tuiles vertes d'un coup.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile is in place: the puzzle is solved.</source>
        <translation>Chaque tuile est à sa place : la grille est résolue.</translation>
    </message>
    <message>
        <source>Nothing to move: every tile is in place.</source>
        <translation>Rien à déplacer : toutes les cases sont en place.</translation>
    </message>
    <message>
        <source>No tile is in its own word: every tile that moves belongs in another.</source>
        <translation>Aucune case n’est dans son propre mot : chaque case qui bouge appartient à un autre.</translation>
    </message>
    <message>
        <source>The %1 at %2 belongs in %3, but not where it is.</source>
        <translation>Le %1 en %2 appartient au mot %3, mais pas à cette place.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>The solution is %1, in %2 swaps.</source>
        <translation>La solution est %1, en %2 échanges.</translation>
    </message>
    <message>
        <source>%1 (rare, Zipf %2)</source>
        <translation>%1 (rare, Zipf %2)</translation>
    </message>
    <message>
        <source>%1 (Zipf %2)</source>
        <translation>%1 (Zipf %2)</translation>
    </message>
    <message>
        <source>a cluster needs Dask: pip install -e &quot;.[cluster]&quot; in the checkout (or pip install &quot;dask[distributed]&quot;)</source>
        <translation>un cluster a besoin de Dask : pip install -e &quot;.[cluster]&quot; dans le dépôt (ou pip install &quot;dask[distributed]&quot;)</translation>
    </message>
    <message>
        <source>%1: give a scheduler address such as tcp://host:8786, or local</source>
        <translation>%1 : donnez une adresse de planificateur comme tcp://host:8786, ou local</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: something answers there, but not Dask</source>
        <translation>impossible de joindre le planificateur Dask à %1 : quelque chose y répond, mais pas Dask</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: no answer within %2 s</source>
        <translation>impossible de joindre le planificateur Dask à %1 : pas de réponse en %2 s</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: it closed the connection without a greeting</source>
        <translation>impossible de joindre le planificateur Dask à %1 : il a fermé la connexion sans salutation</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: %2</source>
        <translation>impossible de joindre le planificateur Dask à %1 : %2</translation>
    </message>
    <message>
        <source>lost the Dask scheduler at %1 mid-search (was it stopped?)</source>
        <translation>planificateur Dask perdu à %1 en pleine recherche (a-t-il été arrêté ?)</translation>
    </message>
    <message>
        <source>no Dask worker is left at %1: they all ended mid-search</source>
        <translation>il ne reste aucun worker Dask à %1 : ils se sont tous arrêtés en pleine recherche</translation>
    </message>
    <message>
        <source>the Dask workers at %1 that held the search ended mid-search</source>
        <translation>les workers Dask à %1 qui détenaient la recherche se sont arrêtés en pleine recherche</translation>
    </message>
    <message>
        <source>the Dask scheduler cancelled part %1 of the search (was it stopped?)</source>
        <translation>le planificateur Dask a annulé la partie %1 de la recherche (a-t-il été arrêté ?)</translation>
    </message>
    <message>
        <source>the Dask workers that searched part %1 of the search kept ending (out of memory?)</source>
        <translation>les workers Dask qui cherchaient la partie %1 de la recherche s&apos;arrêtaient sans cesse (mémoire épuisée ?)</translation>
    </message>
    <message>
        <source>%1 processes: choose 1 to %2 (4 per core)</source>
        <translation>%1 processus : choisissez de 1 à %2 (4 par cœur)</translation>
    </message>
    <message>
        <source>an autosave holds a list of steps</source>
        <translation>une sauvegarde automatique contient une liste d&apos;étapes</translation>
    </message>
    <message>
        <source>each step is an object with a text and a value</source>
        <translation>chaque étape est un objet avec un texte et une valeur</translation>
    </message>
    <message>
        <source>index must be a step, 0 to %1</source>
        <translation>index doit être une étape, de 0 à %1</translation>
    </message>
    <message>
        <source>clean must be a step or -1, not %1</source>
        <translation>clean doit être une étape ou -1, pas %1</translation>
    </message>
    <message>
        <source>an autosave names the kind of document it holds and its file (or null)</source>
        <translation>une sauvegarde automatique nomme le type de document qu&apos;elle contient et son fichier (ou null)</translation>
    </message>
    <message>
        <source>cannot remove the autosave: %1</source>
        <translation>impossible de supprimer la sauvegarde automatique : %1</translation>
    </message>
    <message>
        <source>a sheet is a PDF, not %1: leave out --format %1</source>
        <translation>une feuille est un PDF, pas %1 : retirez --format %1</translation>
    </message>
    <message>
        <source>a sheet is a PDF: name it %1.pdf, not %2</source>
        <translation>une feuille est un PDF : nommez-la %1.pdf, pas %2</translation>
    </message>
    <message>
        <source>%1 names a .%2 file but --format is %3: name it %4.%3, or leave out --format</source>
        <translation>%1 désigne un fichier .%2 mais --format vaut %3 : nommez-le %4.%3, ou retirez --format</translation>
    </message>
    <message>
        <source>%1: its suffix names no format: name it %2, or add --format</source>
        <translation>%1 : son extension ne désigne aucun format : nommez-le %2, ou ajoutez --format</translation>
    </message>
    <message>
        <source>%1 and %2 would both be written as %3: export them to separate folders</source>
        <translation>%1 et %2 seraient tous deux écrits sous %3 : exportez-les dans des dossiers séparés</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 0 to %2, not %3</source>
        <translation>%1 doit être un nombre entier de 0 à %2, pas %3</translation>
    </message>
    <message>
        <source>a %1-letter board has %2 search states (%1 x 2^%1); past %3 letters (%4) a search can take hours and gigabytes</source>
        <translation>un plateau de %1 lettres a %2 états de recherche (%1 x 2^%1) ; au-delà de %3 lettres (%4) une recherche peut prendre des heures et des gigaoctets</translation>
    </message>
    <message>
        <source>not a checkpoint of puzzle-studio enumerate: name a new file, or an earlier run&apos;s</source>
        <translation>pas un point de reprise de puzzle-studio enumerate : nommez un nouveau fichier, ou celui d’une exécution antérieure</translation>
    </message>
    <message>
        <source>this checkpoint is another enumeration&apos;s (shape, words, pins, frequency or --chunks differ): give the same options, or a new checkpoint file to start over</source>
        <translation>ce point de reprise est celui d’une autre énumération (forme, mots, épingles, fréquence ou --chunks diffèrent) : donnez les mêmes options, ou un nouveau fichier de reprise pour recommencer</translation>
    </message>
    <message>
        <source>expected CHUNK:GRIDS:LENGTH, found %1</source>
        <translation>CHUNK:GRIDS:LENGTH attendu, trouvé %1</translation>
    </message>
    <message>
        <source>the checkpoint recorded %1 bytes of grids but the file has %2: it was changed since; give a new checkpoint file to start over</source>
        <translation>le point de reprise a noté %1 octets de grilles mais le fichier en a %2 : il a changé depuis ; donnez un nouveau fichier de reprise pour recommencer</translation>
    </message>
    <message>
        <source>cannot write there: %1</source>
        <translation>impossible d’écrire là : %1</translation>
    </message>
    <message>
        <source>cannot write the grids found: %1</source>
        <translation>impossible d’écrire les grilles trouvées : %1</translation>
    </message>
    <message>
        <source>is a folder: name a file to write</source>
        <translation>est un dossier : nommez un fichier à écrire</translation>
    </message>
    <message>
        <source>is not a regular file (a device or a pipe): name a file to write</source>
        <translation>n’est pas un fichier ordinaire (un périphérique ou un tube) : nommez un fichier à écrire</translation>
    </message>
    <message>
        <source>is read-only: it was not replaced (make it writable, or write elsewhere)</source>
        <translation>est en lecture seule : il n’a pas été remplacé (rendez-le modifiable, ou écrivez ailleurs)</translation>
    </message>
    <message>
        <source>is not a folder: name a folder to write into</source>
        <translation>n’est pas un dossier : nommez un dossier où écrire</translation>
    </message>
    <message>
        <source>cannot make this folder: %1</source>
        <translation>impossible de créer ce dossier : %1</translation>
    </message>
    <message>
        <source>is not a folder of puzzles</source>
        <translation>n’est pas un dossier de puzzles</translation>
    </message>
    <message>
        <source>the disk holding %1 is full, so the search stopped; the parts of the search that finished before are whole and kept</source>
        <translation>le disque contenant %1 est plein, la recherche s’est donc arrêtée ; les parties de la recherche terminées avant sont entières et gardées</translation>
    </message>
    <message>
        <source>the disk holding %1 is full, so the search stopped; no part of the search had finished, so no grid is kept</source>
        <translation>le disque contenant %1 est plein, la recherche s’est donc arrêtée ; aucune partie de la recherche n’était terminée, aucune grille n’est gardée</translation>
    </message>
    <message>
        <source>the disk holding %1 is full, so the search stopped; nothing was written to %2 %3</source>
        <translation>le disque contenant %1 est plein, la recherche s’est donc arrêtée ; rien n’a été écrit dans %2 %3</translation>
    </message>
    <message>
        <source>every grid would take %1: pin a word or a letter (--pin, --letter) or fill from fewer words (--min-freq, --words); pass --large to search anyway</source>
        <translation>toutes les grilles prendraient %1 : épinglez un mot ou une lettre (--pin, --letter) ou remplissez avec moins de mots (--min-freq, --words) ; passez --large pour chercher quand même</translation>
    </message>
    <message>
        <source>not started: %1; pin a word or a letter, or fill from fewer words</source>
        <translation>non démarré : %1 ; épinglez un mot ou une lettre, ou remplissez avec moins de mots</translation>
    </message>
    <message>
        <source>the share code is too short: it ends before the %1</source>
        <translation>le code de partage est trop court : il finit avant : %1</translation>
    </message>
    <message>
        <source>only a puzzle with every tile typed has a share code</source>
        <translation>seul un puzzle dont toutes les cases sont tapées a un code de partage</translation>
    </message>
    <message>
        <source>no fill found in %1, the most a fill may search: type some letters first, or give it longer (--seconds)</source>
        <translation>aucun remplissage trouvé en %1, le plus qu’un remplissage peut chercher : tapez d’abord quelques lettres, ou donnez-lui plus de temps (--seconds)</translation>
    </message>
    <message>
        <source>the title is %1 bytes long and a share code holds %2: the code&apos;s title is %3</source>
        <translation>le titre fait %1 octets et un code de partage en contient %2 : le titre du code est %3</translation>
    </message>
    <message>
        <source>a share code is at most %1 characters, this is %2</source>
        <translation>un code de partage fait au plus %1 caractères, celui-ci en fait %2</translation>
    </message>
    <message>
        <source>%1: is not a share code this studio knows (%2)</source>
        <translation>%1 : n’est pas un code de partage que ce studio connaît (%2)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>a share code starts with %1 (or %2 in another language)</source>
        <translation>un code de partage commence par %1 (ou %2 dans une autre langue)</translation>
    </message>
    <message>
        <source>share code version %1 is newer than this studio reads (it reads %2)</source>
        <translation>la version %1 du code est plus récente que ce que lit ce studio (il lit %2)</translation>
    </message>
    <message>
        <source>share code version %1 is not a version (it reads %2)</source>
        <translation>la version %1 du code n’est pas une version (il lit %2)</translation>
    </message>
    <message>
        <source>the share code is too short: a part of it is missing</source>
        <translation>le code de partage est trop court : il en manque une partie</translation>
    </message>
    <message>
        <source>the share code is damaged (its checksum does not match): a character was changed, lost or added</source>
        <translation>le code de partage est abîmé (sa somme de contrôle ne correspond pas) : un caractère a été changé, perdu ou ajouté</translation>
    </message>
    <message>
        <source>the share code&apos;s flags (%1) are not ones this studio writes</source>
        <translation>les drapeaux du code (%1) ne sont pas de ceux qu’écrit ce studio</translation>
    </message>
    <message>
        <source>the share code&apos;s grid is %1x%2: a grid is 2x2 to %3x%3</source>
        <translation>la grille du code fait %1x%2 : une grille va de 2x2 à %3x%3</translation>
    </message>
    <message>
        <source>the share code&apos;s title is not UTF-8 text</source>
        <translation>le titre du code n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>the share code&apos;s language %1 is not one of %2</source>
        <translation>la langue %1 du code n’est pas l’une de %2</translation>
    </message>
    <message>
        <source>the share code is too long: it has bytes after the puzzle</source>
        <translation>le code de partage est trop long : il a des octets après le puzzle</translation>
    </message>
    <message>
        <source>the share code is damaged: the bits after the puzzle are not zero</source>
        <translation>le code de partage est abîmé : les bits après le puzzle ne sont pas nuls</translation>
    </message>
    <message>
        <source>the share code&apos;s %1 %2 is not a letter (%3)</source>
        <translation>%1 %2 du code n’est pas une lettre (%3)</translation>
    </message>
    <message>
        <source>the share code&apos;s colour %1 is not green, yellow or gray (%2)</source>
        <translation>la couleur %1 du code n’est ni verte, ni jaune, ni grise (%2)</translation>
    </message>
    <message>
        <source>character %1 of the share code, %2, is not one a code uses (letters, digits, - and _)</source>
        <translation>le caractère %1 du code, %2, n’est pas de ceux qu’utilise un code (lettres, chiffres, - et _)</translation>
    </message>
    <message>
        <source>the share code is cut short: a character is missing at its end</source>
        <translation>le code de partage est coupé : il manque un caractère à la fin</translation>
    </message>
    <message>
        <source>the share code is damaged: its last character, %1, is not one a code ends with</source>
        <translation>le code de partage est abîmé : son dernier caractère, %1, ne peut pas finir un code</translation>
    </message>
    <message>
        <source>a margin of %1 mm leaves no room: use 0 to %2 mm</source>
        <translation>une marge de %1 mm ne laisse pas de place : utilisez de 0 à %2 mm</translation>
    </message>
    <message>
        <source>pages %1-%2 is no range: from 1 up, first to last</source>
        <translation>les pages %1-%2 ne sont pas une plage : à partir de 1, de la première à la dernière</translation>
    </message>
    <message>
        <source>pages %1: write one page (3) or a range (2-5)</source>
        <translation>pages %1 : écrivez une page (3) ou une plage (2-5)</translation>
    </message>
    <message>
        <source>pages %1: the first page is 1 or more and not after the last</source>
        <translation>pages %1 : la première page vaut 1 ou plus et ne vient pas après la dernière</translation>
    </message>
    <message>
        <source>%1: no solution to show</source>
        <translation>%1 : aucune solution à montrer</translation>
    </message>
    <message>
        <source>the puzzle</source>
        <translation>le puzzle</translation>
    </message>
    <message>
        <source>%1: no answer to print</source>
        <translation>%1 : aucune réponse à imprimer</translation>
    </message>
    <message>
        <source>no puzzles to put on the sheet</source>
        <translation>aucun puzzle à mettre sur la feuille</translation>
    </message>
    <message>
        <source>no answer for %1</source>
        <translation>aucune réponse pour %1</translation>
    </message>
    <message numerus="yes">
        <source>pages %1-%2: the sheet has %n page</source>
        <translation>
            <numerusform>pages %1-%2 : la feuille a %n page</numerusform>
            <numerusform>pages %1-%2 : la feuille a %n page</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pages %1-%2: the sheet has %n pages</source>
        <translation>
            <numerusform>pages %1-%2 : la feuille a %n pages</numerusform>
            <numerusform>pages %1-%2 : la feuille a %n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no puzzles to put on the sheet: %1</source>
        <translation>aucun puzzle à mettre sur la feuille : %1</translation>
    </message>
    <message>
        <source>no puzzle here has a solution, so none can be played: %1</source>
        <translation>aucun puzzle ici n’a de solution, aucun ne peut donc être joué : %1</translation>
    </message>
    <message>
        <source>no puzzle here has a solution, so none can be played</source>
        <translation>aucun puzzle ici n’a de solution, aucun ne peut donc être joué</translation>
    </message>
    <message>
        <source>no puzzles to put in the book: %1</source>
        <translation>aucune grille à mettre dans le livre : %1</translation>
    </message>
    <message>
        <source>no puzzles to put in the book</source>
        <translation>aucune grille à mettre dans le livre</translation>
    </message>
    <message>
        <source>a board is at most %1 characters (26 letters and spaces), not %2</source>
        <translation>un plateau fait au plus %1 caractères (26 lettres et espaces), pas %2</translation>
    </message>
    <message>
        <source>a board has at least 3 sides, like &apos;ANO GDV IEF WZT&apos;; got %1</source>
        <translation>un plateau a au moins 3 côtés, comme &apos;ANO GDV IEF WZT&apos; ; reçu %1</translation>
    </message>
    <message>
        <source>every side needs the same number of letters: %1</source>
        <translation>chaque côté demande le même nombre de lettres : %1</translation>
    </message>
    <message>
        <source>a board has at most %1 letters, each once; this one has %2</source>
        <translation>un plateau a au plus %1 lettres, chacune une fois ; celui-ci en a %2</translation>
    </message>
    <message>
        <source>each letter may appear once on the board; %1 appears more than once</source>
        <translation>chaque lettre peut figurer une fois sur le plateau ; %1 figure plus d’une fois</translation>
    </message>
    <message>
        <source>each letter may appear once on the board; %1 appear more than once</source>
        <translation>chaque lettre peut figurer une fois sur le plateau ; %1 figurent plus d’une fois</translation>
    </message>
    <message>
        <source>&apos;sides&apos; must be a list of strings, like [&quot;ANO&quot;, &quot;GDV&quot;, &quot;IEF&quot;, &quot;WZT&quot;]</source>
        <translation>&apos;sides&apos; doit être une liste de chaînes, comme [&quot;ANO&quot;, &quot;GDV&quot;, &quot;IEF&quot;, &quot;WZT&quot;]</translation>
    </message>
    <message>
        <source>each side is one string of letters, without spaces</source>
        <translation>chaque côté est une chaîne de lettres, sans espaces</translation>
    </message>
    <message>
        <source>a board has at least 3 sides of at least 1 letter</source>
        <translation>un plateau a au moins 3 côtés d’au moins 1 lettre</translation>
    </message>
    <message>
        <source>vowels: 0 to %1 (no letter appears twice)</source>
        <translation>voyelles : de 0 à %1 (aucune lettre ne figure deux fois)</translation>
    </message>
    <message>
        <source>%1 x %2 letters with %3 vowels would need a letter twice</source>
        <translation>%1 x %2 lettres avec %3 voyelles demanderaient une lettre deux fois</translation>
    </message>
    <message>
        <source>par is at least 1 word</source>
        <translation>le par est d’au moins 1 mot</translation>
    </message>
    <message>
        <source>no board solvable in %1 words after %2 tries; raise par or the number of vowels</source>
        <translation>aucun plateau soluble en %1 mots après %2 essais ; augmentez le par ou le nombre de voyelles</translation>
    </message>
    <message numerus="yes">
        <source>no solution has just %n word: the fewest is %1 words</source>
        <translation>
            <numerusform>aucune solution en %n seul mot : il en faut au moins %1</numerusform>
            <numerusform>aucune solution en %n seul mot : il en faut au moins %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no solution has %n words or fewer: the fewest is %1 words</source>
        <translation>
            <numerusform>aucune solution n'a %n mots ou moins : il en faut au moins %1</numerusform>
            <numerusform>aucune solution n'a %n mots ou moins : il en faut au moins %1</numerusform>
        </translation>
    </message>
    <message>
        <source>solved already: start a new game</source>
        <translation>déjà résolu : commencez une nouvelle partie</translation>
    </message>
    <message>
        <source>%1 is not on the board</source>
        <translation>%1 n’est pas sur le plateau</translation>
    </message>
    <message>
        <source>%1 is on the same side as %2</source>
        <translation>%1 est du même côté que %2</translation>
    </message>
    <message>
        <source>words have at least %1 letters</source>
        <translation>les mots ont au moins %1 lettres</translation>
    </message>
    <message>
        <source>%1 is not in the word list</source>
        <translation>%1 n’est pas dans la liste de mots</translation>
    </message>
    <message>
        <source>side %1, letter %2: %3</source>
        <translation>côté %1, lettre %2 : %3</translation>
    </message>
    <message>
        <source>letter %1 must be %2</source>
        <translation>la lettre %1 doit être %2</translation>
    </message>
    <message>
        <source>the guess must contain %1 %2 times</source>
        <translation>l’essai doit contenir %1 %2 fois</translation>
    </message>
    <message>
        <source>the guess must contain %1</source>
        <translation>l’essai doit contenir %1</translation>
    </message>
    <message>
        <source>hard mode: %1</source>
        <translation>mode difficile : %1</translation>
    </message>
    <message>
        <source>the game is over: start a new one</source>
        <translation>la partie est finie : commencez-en une autre</translation>
    </message>
    <message>
        <source>guesses have %1 letters</source>
        <translation>les essais ont %1 lettres</translation>
    </message>
    <message>
        <source>%1 is not a colour: use G (green), Y (yellow) and B or - (gray)</source>
        <translation>%1 n’est pas une couleur : utilisez G (vert), Y (jaune) et B ou - (gris)</translation>
    </message>
    <message>
        <source>%1 has %2 colours for a %3-letter guess</source>
        <translation>%1 a %2 couleurs pour un essai de %3 lettres</translation>
    </message>
    <message>
        <source>the answer list is empty</source>
        <translation>la liste des réponses est vide</translation>
    </message>
    <message>
        <source>answers must all be %1-letter words of tiles A-Z, Ñ; %2 is not</source>
        <translation>les réponses doivent toutes être des mots de %1 lettres en cases A-Z, Ñ ; %2 ne l’est pas</translation>
    </message>
    <message>
        <source>%1 answers and %2 guesses of %3 letters need a %4 table of patterns; at most %5: use shorter lists</source>
        <translation>%1 réponses et %2 essais de %3 lettres demandent une table de motifs de %4 ; au plus %5 : prenez des listes plus courtes</translation>
    </message>
    <message>
        <source>words of %1 letters: choose a length from %2 to %3</source>
        <translation>mots de %1 lettres : choisissez une longueur de %2 à %3</translation>
    </message>
    <message>
        <source>the built-in list has no common %1-letter words</source>
        <translation>la liste intégrée n’a pas de mots courants de %1 lettres</translation>
    </message>
    <message>
        <source>no %1-letter words</source>
        <translation>aucun mot de %1 lettres</translation>
    </message>
    <message>
        <source>the opener %1 is not a %2-letter word of the guess list</source>
        <translation>l’ouverture %1 n’est pas un mot de %2 lettres de la liste des essais</translation>
    </message>
    <message>
        <source>&apos;answer&apos; must be a word of letters A-Z or Ñ (at most %1)</source>
        <translation>&apos;answer&apos; doit être un mot de lettres A-Z ou Ñ (au plus %1)</translation>
    </message>
    <message>
        <source>&apos;hard&apos; must be true or false</source>
        <translation>&apos;hard&apos; doit être true ou false</translation>
    </message>
    <message>
        <source>&apos;max_guesses&apos; must be a whole number from 1 to 20</source>
        <translation>&apos;max_guesses&apos; doit être un nombre entier de 1 à 20</translation>
    </message>
    <message>
        <source>&apos;guesses&apos; must be a list of words</source>
        <translation>&apos;guesses&apos; doit être une liste de mots</translation>
    </message>
    <message>
        <source>guess %1 comes after the game ended</source>
        <translation>l’essai %1 vient après la fin de la partie</translation>
    </message>
    <message>
        <source>guess %1, %2, is not %3 letters A-Z or Ñ like the answer</source>
        <translation>l’essai %1, %2, n’a pas %3 lettres A-Z ou Ñ comme la réponse</translation>
    </message>
    <message>
        <source>this line does not line up with the path above it</source>
        <translation>cette ligne ne s’aligne pas sur le chemin au-dessus</translation>
    </message>
    <message>
        <source>expected a guess, found %1</source>
        <translation>un essai attendu, trouvé %1</translation>
    </message>
    <message>
        <source>two guesses after the same feedback: %1 and %2</source>
        <translation>deux essais après le même retour : %1 et %2</translation>
    </message>
    <message>
        <source>expected feedback like GGGGG%1, found %2</source>
        <translation>un retour comme GGGGG%1 attendu, trouvé %2</translation>
    </message>
    <message>
        <source>no guesses found</source>
        <translation>aucun essai trouvé</translation>
    </message>
    <message>
        <source>the tree has no move for %1 after %2</source>
        <translation>l’arbre n’a pas de coup pour %1 après %2</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message>
        <source>%1 breaks hard mode on the way to %2: %3</source>
        <translation>%1 enfreint le mode difficile en route vers %2 : %3</translation>
    </message>
    <message>
        <source>the tree does not find %1 in %2 guesses</source>
        <translation>l’arbre ne trouve pas %1 en %2 essais</translation>
    </message>
    <message>
        <source>the tree plays %1-letter words; the lists have %2</source>
        <translation>l’arbre joue des mots de %1 lettres ; les listes en ont %2</translation>
    </message>
    <message>
        <source>%1 words of %2 letters need %3 different letters; the alphabet has %4: choose k and n with k*n &lt;= %4</source>
        <translation>%1 mots de %2 lettres demandent %3 lettres différentes ; l’alphabet en a %4 : choisissez k et n avec k*n &lt;= %4</translation>
    </message>
    <message>
        <source>%1 words of %2 different letters need a %3 table of the pairs that fit (at most %4): use a Zipf cutoff or a smaller list</source>
        <translation>%1 mots de %2 lettres différentes demandent une table de %3 des paires compatibles (au plus %4) : utilisez un seuil de Zipf ou une liste plus petite</translation>
    </message>
    <message>
        <source>%1 words of %2 letters from these %3 words make about %4 partial sets to search (at most %5): use fewer or longer words or a Zipf cutoff</source>
        <translation>%1 mots de %2 lettres parmi ces %3 mots donnent environ %4 ensembles partiels à chercher (au plus %5) : prenez moins de mots ou des mots plus longs, ou un seuil de Zipf</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a PNG of %1 pixels across: choose 16 to 20000</source>
        <translation>un PNG de %1 pixels de large : choisissez de 16 à 20000</translation>
    </message>
    <message>
        <source>draw to a .png or .svg file, not %1</source>
        <translation>dessinez dans un fichier .png ou .svg, pas %1</translation>
    </message>
    <message>
        <source>export as %1, not %2</source>
        <translation>exportez en %1, pas %2</translation>
    </message>
    <message>
        <source>no pages to write</source>
        <translation>aucune page à écrire</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate puzzles</source>
        <translation>Générer des puzzles</translation>
    </message>
    <message>
        <source>The shapes every default fits; custom: type a name beside it</source>
        <translation>Les formes que tous les réglages par défaut acceptent ; personnalisée : tapez un nom à côté</translation>
    </message>
    <message>
        <source>Any waffle (odd sizes: 5x5, 3x7, 13x13) or solid grid (solid4x4)</source>
        <translation>N&apos;importe quelle gaufre (tailles impaires : 5x5, 3x7, 13x13) ou grille pleine (solid4x4)</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>Shape name</source>
        <translation>Nom de la forme</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>r1=FUGUE c3=GLOBE 3,3=E</source>
        <translation>r1=FUGUE c3=GLOBE 3,3=E</translation>
    </message>
    <message>
        <source>One word per line</source>
        <translation>Un mot par ligne</translation>
    </message>
    <message>
        <source>custom…</source>
        <translation>personnalisée…</translation>
    </message>
    <message>
        <source>common tier (cutoff per word length)</source>
        <translation>niveau courant (seuil selon la longueur)</translation>
    </message>
    <message>
        <source>built-in list, frequency cutoff</source>
        <translation>liste intégrée, seuil de fréquence</translation>
    </message>
    <message>
        <source>word list file</source>
        <translation>fichier de liste de mots</translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation>Remplir avec</translation>
    </message>
    <message>
        <source>Frequency cutoff</source>
        <translation>Seuil de fréquence</translation>
    </message>
    <message>
        <source>Word list file</source>
        <translation>Fichier de liste de mots</translation>
    </message>
    <message>
        <source>Pinned words, letters</source>
        <translation>Mots et lettres fixés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <source>Every grid</source>
        <translation>Toutes les grilles</translation>
    </message>
    <message>
        <source>Fill from a word list</source>
        <translation>Remplir à partir d&apos;une liste de mots</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv *.csv);;All files (*)</source>
        <translation>Listes de mots (*.txt *.tsv *.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lecture de {name}…</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Lecture du fichier…</translation>
    </message>
    <message>
        <source>Choose a word list file</source>
        <translation>Choisissez un fichier de liste de mots</translation>
    </message>
    <message>
        <source>The word list is loading…</source>
        <translation>Chargement de la liste de mots…</translation>
    </message>
    <message>
        <source>Per length</source>
        <translation>Par longueur</translation>
    </message>
    <message>
        <source>{count} of length {n}</source>
        <translation>{count} de longueur {n}</translation>
    </message>
    <message>
        <source>choose a word list file first, or fill from the built-in list</source>
        <translation>choisissez d&apos;abord un fichier de liste de mots, ou remplissez avec la liste intégrée</translation>
    </message>
    <message>
        <source>Could not read the word list. {message}</source>
        <translation>Impossible de lire la liste de mots. {message}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>comme le jeu</translation>
    </message>
    <message>
        <source>fewest-yellows</source>
        <translation>le moins de jaunes</translation>
    </message>
    <message>
        <source>most-yellows</source>
        <translation>le plus de jaunes</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>Type the tiles&apos; letters; 1, 2 and 3 colour a tile green, yellow or gray; arrows move.</source>
        <translation>Tapez les lettres des cases ; 1, 2 et 3 colorent une case en vert, jaune ou gris ; les flèches déplacent.</translation>
    </message>
    <message>
        <source>Type the solution&apos;s letters; arrows move; Space types down instead of across.</source>
        <translation>Tapez les lettres de la solution ; les flèches déplacent ; Espace écrit à la verticale au lieu de l&apos;horizontale.</translation>
    </message>
    <message>
        <source>Arrows move; Space lifts a tile, and Space on another tile swaps the two.</source>
        <translation>Les flèches déplacent ; Espace soulève une case, et Espace sur une autre case échange les deux.</translation>
    </message>
    <message>
        <source>A step of the solution, read only; Escape edits again.</source>
        <translation>Une étape de la solution, en lecture seule ; Échap revient à l&apos;édition.</translation>
    </message>
    <message>
        <source>row {row}, column {column}, letter {letter}</source>
        <translation>ligne {row}, colonne {column}, lettre {letter}</translation>
    </message>
    <message>
        <source>row {row}, column {column}, empty</source>
        <translation>ligne {row}, colonne {column}, vide</translation>
    </message>
    <message>
        <source>Waffle grid, {tile}{lifted}</source>
        <translation>Grille de Waffle, {tile}{lifted}</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>User guide — Puzzle Studio</source>
        <translation>Guide de l&apos;utilisateur — Puzzle Studio</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Chercher dans le guide</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>The user guide is not installed with this copy of Puzzle Studio.</source>
        <translation>Le guide de l&apos;utilisateur n&apos;est pas installé avec cette copie de Puzzle Studio.</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 résultat</translation>
    </message>
    <message>
        <source>{count} matches</source>
        <translation>{count} résultats</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>guesses (over 6: a failure)</source>
        <translation>essais (plus de 6 : un échec)</translation>
    </message>
    <message>
        <source>Run a backtest to see how many guesses each answer takes</source>
        <translation>Lancez un test rétrospectif pour voir combien d’essais chaque réponse demande</translation>
    </message>
</context>
<context>
    <name>JobRunner</name>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Cancelled: {cancelled_text}.</source>
        <translation>Annulé : {cancelled_text}.</translation>
    </message>
    <message>
        <source>Not started: see the warning above.</source>
        <translation>Non lancé : voir l&apos;avertissement ci-dessus.</translation>
    </message>
    <message>
        <source>Done: {what} in {seconds:.1f} s.</source>
        <translation>Terminé : {what} en {seconds:.1f} s.</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>English (UK)</source>
        <translation>Anglais (R.-U.)</translation>
    </message>
    <message>
        <source>Español</source>
        <translation>Espagnol</translation>
    </message>
    <message>
        <source>Français</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Deutsch</source>
        <translation>Allemand</translation>
    </message>
</context>
<context>
    <name>LetterBoxedPage</name>
    <message>
        <source>{name} is a board in {name2}: this page now uses {name2} words.</source>
        <translation>{name} est un plateau en {name2} : cette page utilise maintenant des mots en {name2}.</translation>
    </message>
    <message>
        <source>sides, e.g. ANO GDV IEF WZT</source>
        <translation>côtés, p. ex. ANO GDV IEF WZT</translation>
    </message>
    <message>
        <source>words like the game&apos;s</source>
        <translation>mots comme ceux du jeu</translation>
    </message>
    <message>
        <source>everyday and rarer words</source>
        <translation>mots courants et plus rares</translation>
    </message>
    <message>
        <source>common words</source>
        <translation>mots courants</translation>
    </message>
    <message>
        <source>every word we have</source>
        <translation>tous les mots que nous avons</translation>
    </message>
    <message>
        <source>a word list file…</source>
        <translation>un fichier de liste de mots…</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation>Plateau sans titre</translation>
    </message>
    <message>
        <source>{n} word</source>
        <translation>{n} mot</translation>
    </message>
    <message>
        <source>{n} words</source>
        <translation>{n} mots</translation>
    </message>
    <message>
        <source>Word list: loading…</source>
        <translation>Liste de mots : chargement…</translation>
    </message>
    <message>
        <source>Word list: {name} ({n:,} words)</source>
        <translation>Liste de mots : {name} ({n:,} mots)</translation>
    </message>
    <message>
        <source>fewest words</source>
        <translation>le moins de mots</translation>
    </message>
    <message>
        <source>fewest letters</source>
        <translation>le moins de lettres</translation>
    </message>
    <message>
        <source>the fewest</source>
        <translation>le minimum</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Solve for</source>
        <translation>Résoudre pour</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>Jusqu&apos;à</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>A random board that common words solve within par</source>
        <translation>Un plateau au hasard que les mots courants résolvent dans le par</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Côtés</translation>
    </message>
    <message>
        <source>Letters per side</source>
        <translation>Lettres par côté</translation>
    </message>
    <message>
        <source>Vowels</source>
        <translation>Voyelles</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Click letters (or type them); Enter ends a word, Backspace takes one back</source>
        <translation>Cliquez sur des lettres (ou tapez-les) ; Entrée termine un mot, Retour arrière en retire une</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Export PNG/SVG…</source>
        <translation>Exporter en PNG/SVG…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>The first letter, then the first word, then a whole answer</source>
        <translation>La première lettre, puis le premier mot, puis une réponse entière</translation>
    </message>
    <message>
        <source>Show solutions</source>
        <translation>Afficher les solutions</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>Letter Boxed: use every letter in the fewest words</source>
        <translation>Letter Boxed : utilisez toutes les lettres en un minimum de mots</translation>
    </message>
    <message>
        <source>Each word starts with the last letter of the one before; no two letters in a row from the same side. Every solution listed is exact: none uses fewer words.</source>
        <translation>Chaque mot commence par la dernière lettre du précédent ; jamais deux lettres de suite du même côté. Chaque solution listée est exacte : aucune n&apos;utilise moins de mots.</translation>
    </message>
    <message>
        <source>Solve with a word list</source>
        <translation>Résoudre avec une liste de mots</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Listes de mots (*.txt *.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading the word list…</source>
        <translation>Lecture de la liste de mots…</translation>
    </message>
    <message>
        <source>Type the sides of a new board, or generate one.</source>
        <translation>Tapez les côtés d&apos;un nouveau plateau, ou générez-en un.</translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation>Impossible d&apos;ouvrir {name}</translation>
    </message>
    <message>
        <source>there is no board to save yet</source>
        <translation>il n&apos;y a pas encore de plateau à enregistrer</translation>
    </message>
    <message>
        <source>Type or generate a board to save first.</source>
        <translation>Tapez ou générez d&apos;abord un plateau à enregistrer.</translation>
    </message>
    <message>
        <source>Nothing was written; your board is still here.</source>
        <translation>Rien n’a été écrit ; votre plateau est toujours là.</translation>
    </message>
    <message>
        <source>Board {board}</source>
        <translation>Plateau {board}</translation>
    </message>
    <message>
        <source>Solving… boards of {n} letters can take a minute or more.</source>
        <translation>Résolution… un plateau de {n} lettres peut prendre une minute ou plus.</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Résolution…</translation>
    </message>
    <message>
        <source>{words}: {solutions}</source>
        <translation>{words} : {solutions}</translation>
    </message>
    <message>
        <source>No solution with these words.</source>
        <translation>Aucune solution avec ces mots.</translation>
    </message>
    <message>
        <source>Fewest: {best} ({words_name}). {count}; ask for a hint or show them.</source>
        <translation>Minimum : {best} ({words_name}). {count} ; demandez un indice ou affichez-les.</translation>
    </message>
    <message>
        <source>{n:,} solution</source>
        <translation>{n:,} solution</translation>
    </message>
    <message>
        <source>The first word starts with {text}.</source>
        <translation>Le premier mot commence par {text}.</translation>
    </message>
    <message>
        <source>The first word is {text}.</source>
        <translation>Le premier mot est {text}.</translation>
    </message>
    <message>
        <source>An answer: {text}.</source>
        <translation>Une réponse : {text}.</translation>
    </message>
    <message>
        <source>Show more ({n:,} left)</source>
        <translation>Afficher plus (encore {n:,})</translation>
    </message>
    <message>
        <source>{n} letter</source>
        <translation>{n} lettre</translation>
    </message>
    <message>
        <source>{n} letters</source>
        <translation>{n} lettres</translation>
    </message>
    <message>
        <source>{n:,} solutions</source>
        <translation>{n:,} solutions</translation>
    </message>
    <message>
        <source>over {n:,} solutions</source>
        <translation>plus de {n:,} solutions</translation>
    </message>
    <message>
        <source>the fewest + </source>
        <translation>le minimum + </translation>
    </message>
    <message>
        <source>List every solution up to this many words more than the fewest</source>
        <translation>Lister chaque solution jusqu&apos;à ce nombre de mots de plus que le minimum</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Génération…</translation>
    </message>
    <message>
        <source>Generating… {tries} boards tried</source>
        <translation>Génération… {tries} plateaux essayés</translation>
    </message>
    <message>
        <source>Generating cancelled.</source>
        <translation>Génération annulée.</translation>
    </message>
    <message>
        <source>{n} board</source>
        <translation>{n} plateau</translation>
    </message>
    <message>
        <source>{n} boards</source>
        <translation>{n} plateaux</translation>
    </message>
    <message>
        <source>New board: common words solve it in {count} (par {par}); {tried} tried.</source>
        <translation>Nouveau plateau : les mots courants le résolvent en {count} (par {par}) ; {tried} essayés.</translation>
    </message>
    <message>
        <source>Click letters or type them; Enter ends a word.</source>
        <translation>Cliquez sur des lettres ou tapez-les ; Entrée termine un mot.</translation>
    </message>
    <message>
        <source> – the fewest possible!</source>
        <translation> – le minimum possible !</translation>
    </message>
    <message>
        <source> (the fewest is {n})</source>
        <translation> (le minimum est {n})</translation>
    </message>
    <message>
        <source>Solved in {count}{verdict}</source>
        <translation>Résolu en {count}{verdict}</translation>
    </message>
    <message>
        <source>no words yet</source>
        <translation>pas encore de mot</translation>
    </message>
    <message>
        <source>1 letter left</source>
        <translation>1 lettre restante</translation>
    </message>
    <message>
        <source>{n} letters left</source>
        <translation>{n} lettres restantes</translation>
    </message>
    <message>
        <source>Type or generate a board to export first.</source>
        <translation>Tapez ou générez d&apos;abord un plateau à exporter.</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Could not save: {err}</source>
        <translation>Enregistrement impossible : {err}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} enregistré.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Suivre le &amp;système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;lair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>Puzzles and screenshots (*.json *.txt *.png *.jpg *.jpeg *.webp);;Puzzle Studio JSON (*.json);;Pasted text (*.txt);;Screenshots of the game (*.png *.jpg *.jpeg *.webp);;All files (*)</source>
        <translation>Puzzles et captures (*.json *.txt *.png *.jpg *.jpeg *.webp);;Puzzle Studio JSON (*.json);;Texte collé (*.txt);;Captures du jeu (*.png *.jpg *.jpeg *.webp);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last Wordle game. Restore it?</source>
        <translation>Puzzle Studio s&apos;est fermé sans enregistrer votre dernière partie de Wordle. La restaurer ?</translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last Letter Boxed board. Restore it?</source>
        <translation>Puzzle Studio s&apos;est fermé sans enregistrer votre dernière grille de Letter Boxed. La restaurer ?</translation>
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
        <translation>Ensembles de mots</translation>
    </message>
    <message>
        <source>Waffle</source>
        <translation>Waffle</translation>
    </message>
    <message>
        <source>The language of the words: View &gt; Word Language</source>
        <translation>La langue des mots : Affichage &gt; Langue des mots</translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last puzzle. Restore it?</source>
        <translation>Puzzle Studio s&apos;est fermé sans enregistrer votre dernier puzzle. Le restaurer ?</translation>
    </message>
    <message>
        <source>Start a new puzzle</source>
        <translation>Commencer une nouvelle grille</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new board</source>
        <translation>Commencer un nouveau plateau</translation>
    </message>
    <message>
        <source>Export the puzzle</source>
        <translation>Exporter la grille</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <source>Save the puzzle</source>
        <translation>Enregistrer la grille</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Enregistrer le plateau</translation>
    </message>
    <message>
        <source>Copied the puzzle as text.</source>
        <translation>Grille copiée en texte.</translation>
    </message>
    <message>
        <source>Copied the game as text.</source>
        <translation>Partie copiée en texte.</translation>
    </message>
    <message>
        <source>Copied the board as text.</source>
        <translation>Plateau copié en texte.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>The autosave could not be read: {err}</source>
        <translation>Impossible de lire la sauvegarde automatique : {err}</translation>
    </message>
    <message>
        <source>Restored the autosave, with its Undo history.</source>
        <translation>Sauvegarde automatique restaurée, avec son historique d&apos;annulation.</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Load &amp;Word List…</source>
        <translation>Charger une &amp;liste de mots…</translation>
    </message>
    <message>
        <source>One word per line, or word&lt;TAB&gt;weight</source>
        <translation>Un mot par ligne, ou mot&lt;TAB&gt;poids</translation>
    </message>
    <message>
        <source>Use the &amp;Default Word List</source>
        <translation>Utiliser la liste par &amp;défaut</translation>
    </message>
    <message>
        <source>&amp;Picture or File…</source>
        <translation>Ima&amp;ge ou fichier…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Playable &amp;Web Page…</source>
        <translation>Page &amp;web jouable…</translation>
    </message>
    <message>
        <source>One web page that plays the puzzle in any browser, offline (Print Sheet makes one of a set)</source>
        <translation>Une page web qui fait jouer le puzzle dans tout navigateur, hors ligne (Imprimer une feuille en fait une pour une série)</translation>
    </message>
    <message>
        <source>Copy &amp;Share Code</source>
        <translation>Copier le code de &amp;partage</translation>
    </message>
    <message>
        <source>The puzzle as one line (waffle1:…) to paste into the studio or a playable web page</source>
        <translation>Le puzzle sur une ligne (waffle1:…) à coller dans le studio ou dans une page web jouable</translation>
    </message>
    <message>
        <source>&amp;Print Sheet…</source>
        <translation>&amp;Imprimer une feuille…</translation>
    </message>
    <message>
        <source>Puzzles on printable pages, with answer pages</source>
        <translation>Des puzzles sur des pages imprimables, avec les pages de réponses</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>&amp;Copier le puzzle</translation>
    </message>
    <message>
        <source>Copy the puzzle as text: letters, blank line, colours</source>
        <translation>Copier le puzzle en texte : lettres, ligne vide, couleurs</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Co&amp;ller un puzzle</translation>
    </message>
    <message>
        <source>Paste a puzzle: letters, blank line, colours (emoji squares work)</source>
        <translation>Coller un puzzle : lettres, ligne vide, couleurs (les carrés emoji marchent)</translation>
    </message>
    <message>
        <source>&amp;Generate Puzzles…</source>
        <translation>&amp;Générer des puzzles…</translation>
    </message>
    <message>
        <source>Fill grids from the word list and scramble them into puzzles</source>
        <translation>Remplir des grilles avec la liste de mots et les mélanger en puzzles</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>&amp;Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key the menus and pages answer to</source>
        <translation>Toutes les touches auxquelles répondent les menus et les pages</translation>
    </message>
    <message>
        <source>&amp;About Puzzle Studio</source>
        <translation>À &amp;propos de Puzzle Studio</translation>
    </message>
    <message>
        <source>The version, and the licences of what the studio ships</source>
        <translation>La version, et les licences de ce que le studio embarque</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Word &amp;Lists</source>
        <translation>Listes de &amp;mots</translation>
    </message>
    <message>
        <source>A list loaded already, on any page: it is not read again</source>
        <translation>Une liste déjà chargée, sur n&apos;importe quelle page : elle n&apos;est pas relue</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Mode</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Puzzle</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind Tiles</source>
        <translation>Cases pour &amp;daltoniens</translation>
    </message>
    <message>
        <source>Orange and blue tiles with shapes: a corner for green, a dot for yellow</source>
        <translation>Cases orange et bleues avec des formes : un coin pour le vert, un point pour le jaune</translation>
    </message>
    <message>
        <source>Word &amp;Language</source>
        <translation>&amp;Langue des mots</translation>
    </message>
    <message>
        <source>The words every page uses: Waffle, Wordle, Letter Boxed, Word Sets</source>
        <translation>Les mots qu&apos;utilise chaque page : Waffle, Wordle, Letter Boxed, ensembles de mots</translation>
    </message>
    <message>
        <source>&amp;Interface Language</source>
        <translation>Langue de l&apos;&amp;interface</translation>
    </message>
    <message>
        <source>The language of the menus, buttons and messages</source>
        <translation>La langue des menus, boutons et messages</translation>
    </message>
    <message>
        <source>{name} ({n} words)</source>
        <translation>{name} ({n} mots)</translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation>Ouvrir un puzzle</translation>
    </message>
    <message>
        <source>Puzzle Studio JSON (*.json)</source>
        <translation>Puzzle Studio JSON (*.json)</translation>
    </message>
    <message>
        <source>Load a word list</source>
        <translation>Charger une liste de mots</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Listes de mots (*.txt *.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to these before closing?</source>
        <translation>Enregistrer les modifications de ces documents avant de fermer ?</translation>
    </message>
    <message>
        <source>Save the changes to {value}?</source>
        <translation>Enregistrer les modifications de {value} ?</translation>
    </message>
    <message>
        <source>{page}: {name}</source>
        <translation>{page} : {name}</translation>
    </message>
    <message>
        <source>The guide, open at the page shown, searchable</source>
        <translation>Le guide, ouvert à la section de la page affichée, avec recherche</translation>
    </message>
    <message>
        <source>Copied the share code: paste it into the studio or a playable web page.</source>
        <translation>Code de partage copié : collez-le dans le studio ou une page web jouable.</translation>
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
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>NewPuzzleDialog</name>
    <message>
        <source>Waffle 5x5 (the daily)</source>
        <translation>Waffle 5x5 (le quotidien)</translation>
    </message>
    <message>
        <source>Waffle 7x7 (the deluxe)</source>
        <translation>Waffle 7x7 (le deluxe)</translation>
    </message>
    <message>
        <source>Waffle Royale (a plus of 25 tiles)</source>
        <translation>Waffle Royale (une croix de 25 tuiles)</translation>
    </message>
    <message>
        <source>Waffle 3x3</source>
        <translation>Waffle 3x3</translation>
    </message>
    <message>
        <source>Waffle, any size (odd rows and columns)</source>
        <translation>Waffle de toute taille (lignes et colonnes impaires)</translation>
    </message>
    <message>
        <source>Solid grid (every cell a letter)</source>
        <translation>Grille pleine (chaque case une lettre)</translation>
    </message>
    <message>
        <source>Custom mask: start solid, then draw holes</source>
        <translation>Masque personnalisé : partir d&apos;une grille pleine, puis dessiner les trous</translation>
    </message>
    <message>
        <source>New puzzle</source>
        <translation>Nouveau puzzle</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
</context>
<context>
    <name>Picture</name>
    <message>
        <source>not a picture this studio reads (a %1 screenshot)</source>
        <translation>pas une image que ce studio lit (une capture d&apos;écran %1)</translation>
    </message>
    <message>
        <source>not a picture but a device, a pipe or a folder</source>
        <translation>pas une image mais un périphérique, un tube ou un dossier</translation>
    </message>
    <message>
        <source>not a picture Qt can read (%1)</source>
        <translation>pas une image que Qt sait lire (%1)</translation>
    </message>
    <message>
        <source>not a picture Qt can read (its PNG header is damaged)</source>
        <translation>pas une image que Qt sait lire (son en-tête PNG est endommagé)</translation>
    </message>
    <message>
        <source>the game&apos;s win screen, read as the solved board; </source>
        <translation>l&apos;écran de victoire du jeu, lu comme la grille résolue ; </translation>
    </message>
    <message numerus="yes">
        <source>; the game&apos;s counter shows %n swaps remaining</source>
        <translation>
            <numerusform>; le compteur du jeu affiche %n échange restant</numerusform>
            <numerusform>; le compteur du jeu affiche %n échanges restants</numerusform>
        </translation>
    </message>
    <message>
        <source>0 tiles unsure</source>
        <translation>0 tuile incertaine</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles unsure: %1</source>
        <translation>
            <numerusform>%n tuile incertaine : %1</numerusform>
            <numerusform>%n tuiles incertaines : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 col %2 looks most like %3 but is taken as %4, which gives everyday words (%3 gives only rare ones: the doubtful alternative)</source>
        <translation>ligne %1 col. %2 ressemble surtout à %3 mais est prise pour %4, qui donne des mots courants (%3 ne donne que des mots rares : l&apos;alternative douteuse)</translation>
    </message>
    <message>
        <source>row %1 col %2 looks most like %3 but is taken as %4, which gives a solution (%3 gives no solution: the doubtful alternative)</source>
        <translation>ligne %1 col. %2 ressemble surtout à %3 mais est prise pour %4, qui donne une solution (%3 ne donne aucune solution : l&apos;alternative douteuse)</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Drag a tile onto another to swap them, or click one and then the other. Green tiles are locked. Solve it within the swaps you have.</source>
        <translation>Faites glisser une case sur une autre pour les échanger, ou cliquez sur l&apos;une puis sur l&apos;autre. Les cases vertes sont bloquées. Résolvez-le avec les échanges dont vous disposez.</translation>
    </message>
    <message>
        <source>Meanings of the words</source>
        <translation>Sens des mots</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>A hint from where you are: fewest swaps, a tile&apos;s word, a swap, a word</source>
        <translation>Un indice depuis votre position : le moins d&apos;échanges, le mot d&apos;une tuile, un échange, un mot</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Each swap you made, on the board: on a best path or not, the star lost, luck or skill</source>
        <translation>Chaque échange que vous avez fait, sur la grille : sur un chemin optimal ou non, l&apos;étoile perdue, chance ou habileté</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>That {letter} is green: it is in its place and locked. Move a yellow or gray tile.</source>
        <translation>Ce {letter} est vert : il est à sa place et bloqué. Déplacez une case jaune ou grise.</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>Reste : {count}</translation>
    </message>
    <message>
        <source>, with the solution shown.</source>
        <translation>, avec la solution affichée.</translation>
    </message>
    <message>
        <source>, with {count}.</source>
        <translation>, avec {count}.</translation>
    </message>
    <message>
        <source>The start: {fewest} at the fewest, {allowed} allowed. Next shows each swap you made.</source>
        <translation>Le départ : {fewest} au minimum, {allowed} permis. Suivant montre chaque échange que vous avez fait.</translation>
    </message>
    <message>
        <source>on a best path</source>
        <translation>sur un chemin optimal</translation>
    </message>
    <message>
        <source>off every best path</source>
        <translation>hors de tout chemin optimal</translation>
    </message>
    <message>
        <source>cost a star: {swap} would have kept it</source>
        <translation>a coûté une étoile : {swap} l&apos;aurait gardée</translation>
    </message>
    <message>
        <source>{n} star still possible</source>
        <translation>{n} étoile encore possible</translation>
    </message>
    <message>
        <source>{n} stars still possible</source>
        <translation>{n} étoiles encore possibles</translation>
    </message>
    <message>
        <source>Swap {n} of {total}: {swap}.</source>
        <translation>Échange {n} sur {total} : {swap}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>deduced: best for all {n} answers the colours allowed</source>
        <translation>déduit : le meilleur pour les {n} réponses que les couleurs permettaient</translation>
    </message>
    <message>
        <source>lucky: best for the answer, not for all {n} the colours allowed</source>
        <translation>chance : le meilleur pour la réponse, pas pour les {n} que les couleurs permettaient</translation>
    </message>
    <message>
        <source>a guess: best for another of the {n} answers the colours allowed</source>
        <translation>une supposition : le meilleur pour une autre des {n} réponses que les couleurs permettaient</translation>
    </message>
    <message>
        <source>best for none of the {n} answers the colours allowed</source>
        <translation>le meilleur pour aucune des {n} réponses que les couleurs permettaient</translation>
    </message>
    <message>
        <source>row {row}, column {col}</source>
        <translation>ligne {row}, colonne {col}</translation>
    </message>
    <message>
        <source>{where} has no tile.</source>
        <translation>il n&apos;y a pas de case en {where}.</translation>
    </message>
    <message>
        <source>the tile at {where} is swapped with itself.</source>
        <translation>la case en {where} est échangée avec elle-même.</translation>
    </message>
    <message>
        <source>the tile at {where} is green, and the game locks green tiles.</source>
        <translation>la case en {where} est verte, et le jeu bloque les cases vertes.</translation>
    </message>
    <message>
        <source>the game was over by then.</source>
        <translation>la partie était déjà finie.</translation>
    </message>
    <message>
        <source>{word} is not in the word list.</source>
        <translation>{word} n&apos;est pas dans la liste de mots.</translation>
    </message>
    <message>
        <source>no answer in the word list fits the start.</source>
        <translation>aucune réponse de la liste de mots ne convient au départ.</translation>
    </message>
    <message>
        <source>several answers fit and the swaps do not end on one of them.</source>
        <translation>plusieurs réponses conviennent et les échanges ne finissent sur aucune.</translation>
    </message>
    <message>
        <source>the start&apos;s colours cannot come from the solution.</source>
        <translation>les couleurs du départ ne peuvent pas venir de la solution.</translation>
    </message>
    <message>
        <source>Swap {n}: {why}</source>
        <translation>Échange {n} : {why}</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: {why}</source>
        <translation>Cette partie ne peut pas être revue : {why}</translation>
    </message>
    <message>
        <source>Out of swaps. Start again, or look at the solver&apos;s steps.</source>
        <translation>Plus d&apos;échanges. Recommencez, ou regardez les étapes du solveur.</translation>
    </message>
    <message>
        <source>Solved in {n} swap! {stars} of {most} stars (the fewest is {fewest})</source>
        <translation>Résolu en {n} échange ! {stars} étoiles sur {most} (le minimum est {fewest})</translation>
    </message>
    <message>
        <source>Solved in {n} swaps! {stars} of {most} stars (the fewest is {fewest})</source>
        <translation>Résolu en {n} échanges ! {stars} étoiles sur {most} (le minimum est {fewest})</translation>
    </message>
    <message>
        <source>{count} so far; the fewest possible is {fewest}.</source>
        <translation>{count} jusqu&apos;ici ; le minimum possible est {fewest}.</translation>
    </message>
    <message>
        <source>No meanings for this language.</source>
        <translation>Pas de définitions pour cette langue.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: no meaning found</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; : aucune définition trouvée</translation>
    </message>
    <message>
        <source>noun</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>verb</source>
        <translation>verbe</translation>
    </message>
    <message>
        <source>adjective</source>
        <translation>adjectif</translation>
    </message>
    <message>
        <source>adverb</source>
        <translation>adverbe</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; &lt;i&gt;({lemma}{pos})&lt;/i&gt;: {gloss}</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; &lt;i&gt;({lemma}{pos})&lt;/i&gt; : {gloss}</translation>
    </message>
</context>
<context>
    <name>PlayTab</name>
    <message>
        <source>Hard mode</source>
        <translation>Mode difficile</translation>
    </message>
    <message>
        <source>Greens stay in place and yellows must be used again</source>
        <translation>Les verts restent en place et les jaunes doivent être réutilisés</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation>Copier le résultat</translation>
    </message>
    <message>
        <source>The coloured squares, without the letters, to paste anywhere</source>
        <translation>Les carrés de couleur, sans les lettres, à coller n&apos;importe où</translation>
    </message>
    <message numerus="yes">
        <source>Guess the {length}-letter word in %n tries.</source>
        <translation>
            <numerusform>Devinez le mot de {length} lettres en %n essai.</numerusform>
            <numerusform>Devinez le mot de {length} lettres en %n essais.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess left.</source>
        <translation>
            <numerusform>Il reste %n essai.</numerusform>
            <numerusform>Il reste %n essais.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guesses left.</source>
        <translation>
            <numerusform>Il reste %n essai.</numerusform>
            <numerusform>Il reste %n essais.</numerusform>
        </translation>
    </message>
    <message>
        <source>Guess {guess}</source>
        <translation>Essai {guess}</translation>
    </message>
    <message>
        <source>Solved in {n}!</source>
        <translation>Résolu en {n} !</translation>
    </message>
    <message>
        <source>The word was {answer}.</source>
        <translation>Le mot était {answer}.</translation>
    </message>
    <message>
        <source>Start a game to export it first.</source>
        <translation>Commencez une partie avant de l&apos;exporter.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} enregistré.</translation>
    </message>
    <message>
        <source>Puzzle Studio Wordle</source>
        <translation>Wordle de Puzzle Studio</translation>
    </message>
    <message>
        <source>Copied the result.</source>
        <translation>Résultat copié.</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>color</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>ink</source>
        <translation>noir et blanc</translation>
    </message>
    <message>
        <source>color-blind</source>
        <translation>daltonien</translation>
    </message>
    <message>
        <source>a4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>lettre US</translation>
    </message>
    <message>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>puzzles</source>
        <translation>grilles</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>réponses</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Étoiles</translation>
    </message>
    <message>
        <source>Swaps</source>
        <translation>Échanges</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Annulations</translation>
    </message>
    <message>
        <source>{played} games, {won} won: {stars} stars, {swaps} swaps, {hints} hints in all</source>
        <translation>{played} parties, {won} gagnées : {stars} étoiles, {swaps} échanges, {hints} indices en tout</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>out of swaps</source>
        <translation>plus d’échanges</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>abandonné</translation>
    </message>
    <message>
        <source>Class results</source>
        <translation>Résultats de la classe</translation>
    </message>
    <message>
        <source>Paste the result codes here (R-…), any number, one or more a line</source>
        <translation>Collez ici les codes de résultat (R-…), autant que vous voulez, un ou plusieurs par ligne</translation>
    </message>
    <message>
        <source>Result codes</source>
        <translation>Codes de résultat</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>A code could not be read: {message}</source>
        <translation>Un code n’a pas pu être lu : {message}</translation>
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
        <translation>Chaque essai : réponses restantes, le choix du studio, habileté et chance (0-99)</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Answers before</source>
        <translation>Réponses avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Studio&apos;s pick</source>
        <translation>Choix du studio</translation>
    </message>
    <message>
        <source>Expected guesses (pick / yours)</source>
        <translation>Essais attendus (choix / le vôtre)</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habileté</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>Skill {skill} on average, luck {luck}; exact where few answers were left.</source>
        <translation>Habileté moyenne {skill}, chance {luck} ; exact là où il restait peu de réponses.</translation>
    </message>
    <message>
        <source>breaks hard mode</source>
        <translation>enfreint le mode difficile</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Made with Puzzle Studio</source>
        <translation>Fait avec Puzzle Studio</translation>
    </message>
    <message>
        <source>word puzzle</source>
        <translation>jeu de lettres</translation>
    </message>
    <message>
        <source>A Waffle puzzle</source>
        <translation>Un puzzle Waffle</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>N° %1</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>par %1</translation>
    </message>
    <message numerus="yes">
        <source>%n swaps allowed</source>
        <translation>
            <numerusform>%n échange permis</numerusform>
            <numerusform>%n échanges permis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved in %n swaps</source>
        <translation>
            <numerusform>résolu en %n échange</numerusform>
            <numerusform>résolu en %n échanges</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Corrigé</translation>
    </message>
    <message>
        <source>fewest swaps: %1</source>
        <translation>échanges minimum : %1</translation>
    </message>
    <message numerus="yes">
        <source>one of %n solutions</source>
        <translation>
            <numerusform>une des %n solutions</numerusform>
            <numerusform>une des %n solutions</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Réponse :</translation>
    </message>
    <message>
        <source>right letter, right place</source>
        <translation>bonne lettre, bonne place</translation>
    </message>
    <message>
        <source>in a word, wrong place</source>
        <translation>dans un mot, mal placée</translation>
    </message>
    <message>
        <source>not in this word</source>
        <translation>absente de ce mot</translation>
    </message>
    <message>
        <source>%1: answers</source>
        <translation>%1 : corrigés</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Corrigés</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>Waffle puzzles</source>
        <translation>Puzzles Waffle</translation>
    </message>
    <message numerus="yes">
        <source>the answers to %n Waffle puzzles</source>
        <translation>
            <numerusform>le corrigé de %n puzzle Waffle</numerusform>
            <numerusform>les corrigés de %n puzzles Waffle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Waffle puzzles with answers</source>
        <translation>
            <numerusform>%n puzzle Waffle avec corrigé</numerusform>
            <numerusform>%n puzzles Waffle avec corrigés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Waffle puzzles</source>
        <translation>
            <numerusform>%n puzzle Waffle</numerusform>
            <numerusform>%n puzzles Waffle</numerusform>
        </translation>
    </message>
    <message>
        <source>noun</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>verb</source>
        <translation>verbe</translation>
    </message>
    <message>
        <source>adjective</source>
        <translation>adjectif</translation>
    </message>
    <message>
        <source>adverb</source>
        <translation>adverbe</translation>
    </message>
    <message>
        <source>%1: no definition found</source>
        <translation>%1 : aucune définition trouvée</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>Horizontalement</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Verticalement</translation>
    </message>
    <message>
        <source>no definition found (%1)</source>
        <translation>aucune définition trouvée (%1)</translation>
    </message>
    <message>
        <source>%1 (%2, inflected)</source>
        <translation>%1 (%2, forme fléchie)</translation>
    </message>
</context>
<context>
    <name>SheetDialog</name>
    <message>
        <source>Print a sheet of puzzles</source>
        <translation>Imprimer une feuille de puzzles</translation>
    </message>
    <message>
        <source>Puzzles on the sheet</source>
        <translation>Puzzles de la feuille</translation>
    </message>
    <message>
        <source>Add Files…</source>
        <translation>Ajouter des fichiers…</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Answer pages</source>
        <translation>Pages de réponses</translation>
    </message>
    <message>
        <source>Pages with each puzzle&apos;s solution and its fewest swaps</source>
        <translation>Pages avec la solution de chaque grille et son nombre minimal d&apos;échanges</translation>
    </message>
    <message>
        <source>e.g. Class 4B, week 47</source>
        <translation>p. ex. Classe de CM1, semaine 47</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move the chosen puzzles up ({keys})</source>
        <translation>Monte les grilles choisies ({keys})</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move the chosen puzzles down ({keys})</source>
        <translation>Descend les grilles choisies ({keys})</translation>
    </message>
    <message>
        <source>puzzles: the class&apos;s pages, without the answers; answers: the answer pages alone</source>
        <translation>grilles : les pages de la classe, sans les réponses ; réponses : les pages de réponses seules</translation>
    </message>
    <message>
        <source>e.g. 2-3; empty: every page</source>
        <translation>p. ex. 2-3 ; vide : toutes les pages</translation>
    </message>
    <message>
        <source>The pages to print, numbered as in the preview</source>
        <translation>Les pages à imprimer, numérotées comme dans l&apos;aperçu</translation>
    </message>
    <message>
        <source>In the PDF&apos;s details</source>
        <translation>Dans les propriétés du PDF</translation>
    </message>
    <message>
        <source>Row and column labels</source>
        <translation>Étiquettes de lignes et colonnes</translation>
    </message>
    <message>
        <source>Numbers beside the rows and columns: the answers name cells by them</source>
        <translation>Des numéros à côté des lignes et des colonnes : les réponses nomment les cases par eux</translation>
    </message>
    <message>
        <source>A line to write the answer on</source>
        <translation>Une ligne pour écrire la réponse</translation>
    </message>
    <message>
        <source>A blank grid under each puzzle to write the solution in</source>
        <translation>Une grille vide sous chaque grille pour y écrire la solution</translation>
    </message>
    <message>
        <source>Clue sheet: each word&apos;s definition as a numbered clue</source>
        <translation>Fiche d&apos;indices : la définition de chaque mot en indice numéroté</translation>
    </message>
    <message>
        <source>A mini crossword that also swaps: Across and Down clues beside each puzzle (English words)</source>
        <translation>Des mots croisés miniatures qui s&apos;échangent aussi : indices horizontaux et verticaux à côté de chaque grille (mots anglais)</translation>
    </message>
    <message>
        <source>Each word&apos;s meaning on the answer pages</source>
        <translation>Le sens de chaque mot sur les pages de solutions</translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation>Puzzles par page</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Marges</translation>
    </message>
    <message>
        <source>Print pages</source>
        <translation>Pages à imprimer</translation>
    </message>
    <message>
        <source>Page range</source>
        <translation>Plage de pages</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Style</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Footer</source>
        <translation>Pied de page</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>First number</source>
        <translation>Premier numéro</translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzles&lt;/b&gt;, in print order</source>
        <translation>&lt;b&gt;Puzzles&lt;/b&gt;, dans l&apos;ordre d&apos;impression</translation>
    </message>
    <message>
        <source>Preview of the pages</source>
        <translation>Aperçu des pages</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>The preview&apos;s size</source>
        <translation>La taille de l&apos;aperçu</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Save Web Page…</source>
        <translation>Enregistrer une page web…</translation>
    </message>
    <message>
        <source>One web page that plays every puzzle here, in any browser, offline</source>
        <translation>Une page web qui fait jouer tous ces puzzles, dans tout navigateur, hors ligne</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop saving or printing: no file is written, nothing reaches the printer</source>
        <translation>Arrêter l’enregistrement ou l’impression : aucun fichier n’est écrit, rien n’arrive à l’imprimante</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Add puzzles</source>
        <translation>Ajouter des puzzles</translation>
    </message>
    <message>
        <source>Puzzles (*.json *.txt)</source>
        <translation>Puzzles (*.json *.txt)</translation>
    </message>
    <message>
        <source>Add a folder of puzzles</source>
        <translation>Ajouter un dossier de puzzles</translation>
    </message>
    <message>
        <source>Solving the puzzles for the answer pages…</source>
        <translation>Résolution des puzzles pour les pages de réponses…</translation>
    </message>
    <message>
        <source>Add some puzzles.</source>
        <translation>Ajoutez des puzzles.</translation>
    </message>
    <message>
        <source>{text}  (left out)</source>
        <translation>{text}  (exclu)</translation>
    </message>
    <message>
        <source>Nothing to print: no puzzle here has an answer.</source>
        <translation>Rien à imprimer : aucun puzzle ici n&apos;a de réponse.</translation>
    </message>
    <message>
        <source>1 puzzle</source>
        <translation>1 grille</translation>
    </message>
    <message>
        <source>{n} puzzles</source>
        <translation>{n} grilles</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 page</translation>
    </message>
    <message>
        <source>{n} pages</source>
        <translation>{n} pages</translation>
    </message>
    <message>
        <source>{puzzles} on {pages}</source>
        <translation>{puzzles} sur {pages}</translation>
    </message>
    <message>
        <source>page {n}</source>
        <translation>page {n}</translation>
    </message>
    <message>
        <source>Save the sheet</source>
        <translation>Enregistrer la feuille</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved: {name} names a {named} file, and a sheet is a PDF: name it .pdf.</source>
        <translation>Non enregistré : {name} est le nom d’un fichier {named}, et une feuille est un PDF : nommez-la .pdf.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} enregistré.</translation>
    </message>
    <message>
        <source>Save a playable web page</source>
        <translation>Enregistrer une page web jouable</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>Saved {name}: open it in a browser to play.</source>
        <translation>{name} enregistré : ouvrez-le dans un navigateur pour jouer.</translation>
    </message>
    <message>
        <source>the printer</source>
        <translation>l’imprimante</translation>
    </message>
    <message>
        <source>Sent {n} pages to {value}.</source>
        <translation>{n} pages envoyées à {value}.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was saved or printed.</source>
        <translation>Annulé : rien n’a été enregistré ni imprimé.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts — Puzzle Studio</source>
        <translation>Raccourcis clavier — Puzzle Studio</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu or page</source>
        <translation>Menu ou page</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Inside the Waffle grid, letters, arrows, Tab, Space, Backspace, Delete and 1/2/3 edit the tiles (Help &gt; User Guide, The studio window, lists them); in the Wordle and Letter Boxed games, letters, Backspace and Enter play. Tab and Shift+Tab move between controls; on the row of page tabs, the arrow keys change page.</source>
        <translation>Dans la grille de Waffle, les lettres, flèches, Tab, Espace, Retour arrière, Suppr et 1/2/3 modifient les cases (Aide &gt; Guide de l&apos;utilisateur, La fenêtre du studio, les liste) ; dans les jeux Wordle et Letter Boxed, on joue avec les lettres, Retour arrière et Entrée. Tab et Maj+Tab passent d&apos;un contrôle à l&apos;autre ; sur la rangée d&apos;onglets, les flèches changent de page.</translation>
    </message>
</context>
<context>
    <name>SolvePanel</name>
    <message>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>One more hint: tiles in place, a tile in its word, a swap, a word, the solution</source>
        <translation>Un indice de plus : cases en place, une case dans son mot, un échange, un mot, la solution</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Afficher la solution</translation>
    </message>
    <message>
        <source>Always show the solution</source>
        <translation>Toujours afficher la solution</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lecture</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Leave the steps and edit the puzzle again (Esc)</source>
        <translation>Quitter les étapes et modifier à nouveau le puzzle (Échap)</translation>
    </message>
    <message>
        <source>Design it</source>
        <translation>Le créer</translation>
    </message>
    <message>
        <source>Open this solution in Design, its words filled in</source>
        <translation>Ouvrir cette solution dans Créer, ses mots remplis</translation>
    </message>
    <message>
        <source>Done, next swap</source>
        <translation>Fait, échange suivant</translation>
    </message>
    <message>
        <source>I made the first swap in the game: go on from the new position (Undo takes it back)</source>
        <translation>J’ai fait le premier échange dans le jeu : continuer depuis la nouvelle position (Annuler le reprend)</translation>
    </message>
    <message>
        <source>Undo the last swap</source>
        <translation>Annuler le dernier échange</translation>
    </message>
    <message>
        <source>A wrong press: back to the position before the last swap made here</source>
        <translation>Un mauvais choix : revenir à la position d’avant le dernier échange fait ici</translation>
    </message>
    <message>
        <source>Type or paste a puzzle: letters, then colours.</source>
        <translation>Tapez ou collez un puzzle : les lettres, puis les couleurs.</translation>
    </message>
    <message>
        <source>Waiting for a puzzle</source>
        <translation>En attente d&apos;un puzzle</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Résolution…</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Aucune solution</translation>
    </message>
    <message>
        <source>Unique solution</source>
        <translation>Solution unique</translation>
    </message>
    <message>
        <source>Ambiguous: {n} solutions</source>
        <translation>Ambigu : {n} solutions</translation>
    </message>
    <message>
        <source>Check the colours</source>
        <translation>Vérifiez les couleurs</translation>
    </message>
    <message>
        <source>Look at {slot}.</source>
        <translation>Regardez la {slot}.</translation>
    </message>
    <message>
        <source>{n} swap made here.</source>
        <translation>{n} échange fait ici.</translation>
    </message>
    <message>
        <source>{n} swaps made here.</source>
        <translation>{n} échanges faits ici.</translation>
    </message>
    <message>
        <source>No single swap of non-green tiles tells these solutions apart.</source>
        <translation>Aucun échange de cases non vertes ne départage ces solutions.</translation>
    </message>
    <message>
        <source> (solution 1 makes it anyway)</source>
        <translation> (la solution 1 le fait de toute façon)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tell them apart in the game:&lt;/b&gt; {step}{anyway}. Then press what you see:</source>
        <translation>&lt;b&gt;Départagez-les dans le jeu :&lt;/b&gt; {step}{anyway}. Puis appuyez sur ce que vous voyez :</translation>
    </message>
    <message>
        <source>solution {n}</source>
        <translation>solution {n}</translation>
    </message>
    <message>
        <source>{colours}: {solutions}</source>
        <translation>{colours} : {solutions}</translation>
    </message>
    <message>
        <source>the solution shown</source>
        <translation>la solution affichée</translation>
    </message>
    <message>
        <source>{words}&lt;b&gt;Fewest swaps: {fewest}&lt;/b&gt; · {left} left in the game&lt;br&gt;Solve it in {fewest} for {star_row} · {used}</source>
        <translation>{words}&lt;b&gt;Échanges minimum : {fewest}&lt;/b&gt; · {left} restants dans le jeu&lt;br&gt;Résolvez-le en {fewest} pour {star_row} · {used}</translation>
    </message>
    <message>
        <source>no star: too few swaps left</source>
        <translation>aucune étoile : trop peu d’échanges restants</translation>
    </message>
    <message>
        <source>Start: the puzzle as given</source>
        <translation>Départ : la grille telle que donnée</translation>
    </message>
    <message>
        <source>&lt;b&gt;The solution is covered.&lt;/b&gt; Ask for a hint (for the likeliest solution), or show it all.</source>
        <translation>&lt;b&gt;La solution est masquée.&lt;/b&gt; Demandez un indice (pour la solution la plus probable) ou affichez-la en entier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The solution is covered.&lt;/b&gt; Ask for a hint, or show it all.</source>
        <translation>&lt;b&gt;La solution est masquée.&lt;/b&gt; Demandez un indice ou affichez-la en entier.</translation>
    </message>
    <message>
        <source>Hint {n} of {n2}</source>
        <translation>Indice {n} sur {n2}</translation>
    </message>
    <message>
        <source>{n} hint used</source>
        <translation>{n} indice utilisé</translation>
    </message>
    <message>
        <source>{n} hints used</source>
        <translation>{n} indices utilisés</translation>
    </message>
    <message>
        <source>row {n} across from column {start}</source>
        <translation>ligne {n} horizontale depuis la colonne {start}</translation>
    </message>
    <message>
        <source>row {n} across</source>
        <translation>ligne {n} horizontale</translation>
    </message>
    <message>
        <source>column {n} down from row {start}</source>
        <translation>colonne {n} verticale depuis la ligne {start}</translation>
    </message>
    <message>
        <source>column {n} down</source>
        <translation>colonne {n} verticale</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, ou </translation>
    </message>
    <message>
        <source>row {row}, column {col} is {now}, not {was}</source>
        <translation>la ligne {row}, colonne {col} est {now}, pas {was}</translation>
    </message>
    <message>
        <source>everyday words</source>
        <translation>des mots courants</translation>
    </message>
    <message>
        <source>dictionary words</source>
        <translation>des mots du dictionnaire</translation>
    </message>
    <message>
        <source>rarer dictionary words</source>
        <translation>des mots du dictionnaire plus rares</translation>
    </message>
    <message>
        <source>Most likely {tiles}, which gives {tier}. As typed, the answer needs rare words ({words}): it is the doubtful alternative below.</source>
        <translation>Le plus probable : {tiles}, ce qui donne {tier}. Telle que saisie, la réponse demande des mots rares ({words}) : c&apos;est l&apos;alternative douteuse ci-dessous.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>{n} swap</source>
        <translation>{n} échange</translation>
    </message>
    <message>
        <source>{n} swaps</source>
        <translation>{n} échanges</translation>
    </message>
    <message>
        <source>{n} hint</source>
        <translation>{n} indice</translation>
    </message>
    <message>
        <source>{n} hints</source>
        <translation>{n} indices</translation>
    </message>
</context>
<context>
    <name>TileView</name>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>typing {letters}</source>
        <translation>saisie {letters}</translation>
    </message>
    <message>
        <source>typing</source>
        <translation>saisie</translation>
    </message>
    <message>
        <source>{letter} {mark}</source>
        <translation>{letter} {mark}</translation>
    </message>
    <message>
        <source>guess {n}, {letters}: {tiles}</source>
        <translation>essai {n}, {letters} : {tiles}</translation>
    </message>
    <message>
        <source>No guesses yet</source>
        <translation>Pas encore d&apos;essai</translation>
    </message>
    <message>
        <source>Wordle board</source>
        <translation>Grille de Wordle</translation>
    </message>
</context>
<context>
    <name>WafflePage</name>
    <message>
        <source>The pasted puzzle</source>
        <translation>Le puzzle collé</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Type or paste a puzzle and see its solution (Ctrl+1)</source>
        <translation>Tapez ou collez un puzzle et voyez sa solution (Ctrl+1)</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Type the solution words and scramble them into a puzzle (Ctrl+2)</source>
        <translation>Tapez les mots de la solution et mélangez-les en puzzle (Ctrl+2)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Swap tiles like the game (Ctrl+3)</source>
        <translation>Échangez des cases comme dans le jeu (Ctrl+3)</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Couleur :</translation>
    </message>
    <message>
        <source>Green 1</source>
        <translation>Vert 1</translation>
    </message>
    <message>
        <source>Yellow 2</source>
        <translation>Jaune 2</translation>
    </message>
    <message>
        <source>Gray 3</source>
        <translation>Gris 3</translation>
    </message>
    <message>
        <source>Colour the selected tile (or press 1, 2, 3; click a selected tile to cycle)</source>
        <translation>Colorer la case choisie (ou appuyez sur 1, 2, 3 ; cliquez sur une case choisie pour changer)</translation>
    </message>
    <message>
        <source>Draw holes</source>
        <translation>Dessiner des trous</translation>
    </message>
    <message>
        <source>Click cells to make or fill holes: any mask becomes a shape</source>
        <translation>Cliquez sur des cases pour faire ou combler des trous : tout masque devient une forme</translation>
    </message>
    <message>
        <source>Not typed: {why}.</source>
        <translation>Non saisie : {why}.</translation>
    </message>
    <message>
        <source>Now using {name}: {n:,} words.</source>
        <translation>{name} est utilisée : {n:,} mots.</translation>
    </message>
    <message>
        <source>Could not load the word list: {message}</source>
        <translation>Impossible de charger la liste de mots : {message}</translation>
    </message>
    <message>
        <source>Type {letter}</source>
        <translation>Taper {letter}</translation>
    </message>
    <message>
        <source>Clear a tile</source>
        <translation>Vider une case</translation>
    </message>
    <message>
        <source>Colour a tile</source>
        <translation>Colorer une case</translation>
    </message>
    <message>
        <source>That would leave a tile outside every word: {err}</source>
        <translation>Cela laisserait une case hors de tout mot : {err}</translation>
    </message>
    <message>
        <source>Draw a hole</source>
        <translation>Dessiner un trou</translation>
    </message>
    <message>
        <source>Could not read the pasted puzzle</source>
        <translation>Impossible de lire le puzzle collé</translation>
    </message>
    <message>
        <source>Paste puzzle</source>
        <translation>Coller le puzzle</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lecture de {name}…</translation>
    </message>
    <message>
        <source>Could not read a puzzle from {name}: {message}</source>
        <translation>Impossible de lire un puzzle dans {name} : {message}</translation>
    </message>
    <message>
        <source>The scramble is out of date: the words changed, so its tiles were cleared (Undo brings them back). Scramble again.</source>
        <translation>Le mélange n’est plus à jour : les mots ont changé, ses tuiles ont donc été vidées (Annuler les rétablit). Mélangez à nouveau.</translation>
    </message>
    <message>
        <source>The tiles changed, so the designed solution no longer fits and was cleared (Undo brings it back).</source>
        <translation>Les tuiles ont changé : la solution conçue ne correspond plus et a été vidée (Annuler la rétablit).</translation>
    </message>
    <message>
        <source>Draw &amp;Holes</source>
        <translation>Dessiner des &amp;trous</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Swaps left:</source>
        <translation>Échanges restants :</translation>
    </message>
    <message>
        <source>as dealt</source>
        <translation>comme au départ</translation>
    </message>
    <message>
        <source>The game&apos;s &apos;swaps remaining&apos; counter, for a game under way: the stars are counted from it</source>
        <translation>Le compteur « échanges restants » du jeu, pour une partie en cours : les étoiles se comptent à partir de lui</translation>
    </message>
    <message>
        <source>Word list: loading…</source>
        <translation>Liste de mots : chargement…</translation>
    </message>
    <message>
        <source>the pasted picture</source>
        <translation>l’image collée</translation>
    </message>
    <message>
        <source>Read a screenshot</source>
        <translation>Lire une capture</translation>
    </message>
    <message>
        <source>It holds the letters of the picture before:</source>
        <translation>Elle a les lettres de l&apos;image précédente :</translation>
    </message>
    <message>
        <source>Review the swaps between these two pictures</source>
        <translation>Revoir les échanges entre ces deux images</translation>
    </message>
    <message>
        <source>{n} tile was unsure and is ringed: check it (type a letter or click a colour to fix it)</source>
        <translation>{n} case était incertaine et est entourée : vérifiez-la (tapez une lettre ou cliquez sur une couleur pour la corriger)</translation>
    </message>
    <message>
        <source>{n} tiles were unsure and are ringed: check them (type a letter or click a colour to fix one)</source>
        <translation>{n} cases étaient incertaines et sont entourées : vérifiez-les (tapez une lettre ou cliquez sur une couleur pour en corriger une)</translation>
    </message>
    <message>
        <source>every tile was read with confidence; check the grid against your game</source>
        <translation>chaque case a été lue avec certitude ; comparez la grille avec votre partie</translation>
    </message>
    <message>
        <source>This is the game&apos;s win screen: the board is solved, every tile in place. {check}.</source>
        <translation>C&apos;est l&apos;écran de victoire du jeu : la grille est résolue, chaque tuile à sa place. {check}.</translation>
    </message>
    <message>
        <source>The game&apos;s counter shows {n} swaps remaining: stars are counted from it (change Swaps left if not).</source>
        <translation>Le compteur du jeu affiche {n} échanges restants : les étoiles sont comptées à partir de lui (modifiez « Échanges restants » sinon).</translation>
    </message>
    <message>
        <source>Read the puzzle from the picture: {check}.</source>
        <translation>Puzzle lu sur l&apos;image : {check}.</translation>
    </message>
    <message>
        <source>Row {row}, column {col} looks most like {read} but is taken as {chosen}, which gives everyday words; {read} gives only rare ones (the doubtful alternative).</source>
        <translation>La ligne {row}, colonne {col} ressemble surtout à un {read}, mais est lue comme {chosen}, qui donne des mots courants ; {read} ne donne que des mots rares (l&apos;alternative douteuse).</translation>
    </message>
    <message>
        <source>Row {row}, column {col} looks most like {read} but is taken as {chosen}, which gives a solution; {read} gives none (the doubtful alternative).</source>
        <translation>La ligne {row}, colonne {col} ressemble surtout à un {read}, mais est lue comme {chosen}, qui donne une solution ; {read} n&apos;en donne aucune (l&apos;alternative douteuse).</translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation>Impossible d&apos;ouvrir {name}</translation>
    </message>
    <message>
        <source>{name} is a puzzle in {name2}: the Waffle page now uses {name2} words.</source>
        <translation>{name} est un puzzle en {name2} : la page Waffle utilise maintenant des mots en {name2}.</translation>
    </message>
    <message>
        <source>This puzzle cannot leave the studio yet</source>
        <translation>Ce puzzle ne peut pas encore quitter le studio</translation>
    </message>
    <message>
        <source>Nothing was written; your puzzle is still here.</source>
        <translation>Rien n’a été écrit ; votre puzzle est toujours là.</translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to export first.</source>
        <translation>Tapez, collez ou ouvrez d&apos;abord un puzzle à exporter.</translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to make a web page of it first.</source>
        <translation>Tapez, collez ou ouvrez d&apos;abord un puzzle pour en faire une page web.</translation>
    </message>
    <message>
        <source>Export a playable web page</source>
        <translation>Exporter une page web jouable</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>Saved {name}: open it in any browser to play.</source>
        <translation>{name} enregistré : ouvrez-le dans n&apos;importe quel navigateur pour jouer.</translation>
    </message>
    <message>
        <source>Could not make the web page: {message}</source>
        <translation>Impossible de créer la page web : {message}</translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to share first.</source>
        <translation>Tapez, collez ou ouvrez d&apos;abord un puzzle à partager.</translation>
    </message>
    <message>
        <source>Solved with the {name} list: the puzzle names no language. The Waffle page now uses {name} words.</source>
        <translation>Résolu avec la liste « {name} » : la grille n&apos;indique pas sa langue. La page Waffle utilise maintenant des mots en {name}.</translation>
    </message>
    <message>
        <source>Make a swap in the game</source>
        <translation>Faire un échange dans le jeu</translation>
    </message>
    <message>
        <source>Set the swaps left</source>
        <translation>Fixer les échanges restants</translation>
    </message>
    <message>
        <source>No solution with the letters read from the picture: check the ringed tiles first: {unsure_places}.</source>
        <translation>Aucune solution avec les lettres lues sur l&apos;image : vérifiez d&apos;abord les cases entourées : {unsure_places}.</translation>
    </message>
    <message>
        <source>The review of your game: Back and Next step through your swaps.</source>
        <translation>La revue de votre partie : Précédent et Suivant parcourent vos échanges.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Résolu !</translation>
    </message>
    <message>
        <source>Out of swaps.</source>
        <translation>Plus d&apos;échanges.</translation>
    </message>
    <message>
        <source>{review} steps through your swaps; {again} plays it again.</source>
        <translation>« {review} » parcourt vos échanges ; « {again} » la rejoue.</translation>
    </message>
    <message>
        <source>Step {step} of {n}. Press Esc or type to edit again.</source>
        <translation>Étape {step} sur {n}. Appuyez sur Échap ou tapez pour modifier à nouveau.</translation>
    </message>
    <message>
        <source>Type letters; arrows, Tab and Space move. Colours: 1 green, 2 yellow, 3 gray (or Alt+G / Alt+Y / Alt+-), or click a selected tile. Ctrl+V pastes a puzzle.</source>
        <translation>Tapez les lettres ; flèches, Tab et Espace déplacent. Couleurs : 1 vert, 2 jaune, 3 gris (ou Alt+G / Alt+Y / Alt+-), ou cliquez sur une case choisie. Ctrl+V colle un puzzle.</translation>
    </message>
    <message>
        <source>{why}. Choose its language under View &gt; Word Language.</source>
        <translation>{why}. Choisissez sa langue dans Affichage &gt; Langue des mots.</translation>
    </message>
    <message>
        <source>{why}. Type letters (they advance), then colour each tile: click a selected tile, or press 1 green, 2 yellow, 3 gray.</source>
        <translation>{why}. Tapez des lettres (elles avancent), puis coloriez chaque case : cliquez sur une case sélectionnée, ou appuyez sur 1 vert, 2 jaune, 3 gris.</translation>
    </message>
    <message>
        <source>Drag a tile onto another to swap them.</source>
        <translation>Faites glisser une case sur une autre pour les échanger.</translation>
    </message>
    <message>
        <source>Design the solution</source>
        <translation>Créer la solution</translation>
    </message>
    <message>
        <source>Type the solution; Space switches across/down. Click a word on the right to fill the selected slot.</source>
        <translation>Tapez la solution ; Espace passe de l&apos;horizontale à la verticale. Cliquez sur un mot à droite pour remplir l&apos;emplacement choisi.</translation>
    </message>
    <message>
        <source>Autofill cancelled.</source>
        <translation>Remplissage automatique annulé.</translation>
    </message>
    <message>
        <source>Filling…</source>
        <translation>Remplissage…</translation>
    </message>
    <message>
        <source>Filling… {done} of {total} first words tried</source>
        <translation>Remplissage… {done} premiers mots essayés sur {total}</translation>
    </message>
    <message>
        <source>The words changed while filling: Autofill again.</source>
        <translation>Les mots ont changé pendant le remplissage : relancez le remplissage automatique.</translation>
    </message>
    <message>
        <source>Cannot be filled: no word of the fill list fits {slot} ({pattern}) and its crossings.</source>
        <translation>Impossible à remplir : aucun mot de la liste de remplissage ne tient dans {slot} ({pattern}) avec ses croisements.</translation>
    </message>
    <message>
        <source>Every word is typed already.</source>
        <translation>Tous les mots sont déjà tapés.</translation>
    </message>
    <message>
        <source>Autofill</source>
        <translation>Remplissage auto</translation>
    </message>
    <message>
        <source>Filled. Undo takes the fill back.</source>
        <translation>Rempli. Annuler retire le remplissage.</translation>
    </message>
    <message>
        <source>Your word lists were not read: {err}</source>
        <translation>Vos listes de mots n&apos;ont pas été lues : {err}</translation>
    </message>
    <message>
        <source>Insert {word}</source>
        <translation>Insérer {word}</translation>
    </message>
    <message>
        <source>Fill in the puzzle first (Solve mode), or design one.</source>
        <translation>Remplissez d’abord le puzzle (mode Résoudre), ou créez-en un.</translation>
    </message>
    <message>
        <source>Play needs a puzzle with one solution; the solver found none.</source>
        <translation>Pour jouer, il faut un puzzle à solution unique ; le solveur n’en a trouvé aucune.</translation>
    </message>
    <message>
        <source>Finding the solution…</source>
        <translation>Recherche de la solution…</translation>
    </message>
    <message>
        <source>Play needs a puzzle with one solution; the solver found {n}.</source>
        <translation>Pour jouer, il faut un puzzle à solution unique ; le solveur en a trouvé {n}.</translation>
    </message>
    <message>
        <source>Reviewing your game…</source>
        <translation>Revue de votre partie…</translation>
    </message>
    <message>
        <source>Scrambling and checking…</source>
        <translation>Mélange et vérification…</translation>
    </message>
    <message>
        <source>The words changed while scrambling: scramble again.</source>
        <translation>Les mots ont changé pendant le mélange : mélangez à nouveau.</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>Scrambled to {count}. Unique solution among the {list} words: a fair puzzle. Switch to Solve or Play to try it.</source>
        <translation>Mélangé à {count}. Solution unique parmi les mots de la liste {list} : une grille juste. Passez à Résoudre ou Jouer pour l&apos;essayer.</translation>
    </message>
    <message>
        <source>Scrambled, but among the {list} words {n} solutions fit: rival words {rivals}. Try another scramble or change a word.</source>
        <translation>Mélangé, mais parmi les mots de la liste {list}, {n} solutions conviennent : mots rivaux {rivals}. Essayez un autre mélange ou changez un mot.</translation>
    </message>
</context>
<context>
    <name>Web page</name>
    <message numerus="yes">
        <source>Solved in %n swaps!</source>
        <translation>
            <numerusform>Résolu en %n échange !</numerusform>
            <numerusform>Résolu en %n échanges !</numerusform>
        </translation>
    </message>
    <message>
        <source>The previous puzzle</source>
        <translation>Le puzzle précédent</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>The next puzzle</source>
        <translation>Le puzzle suivant</translation>
    </message>
    <message>
        <source>The puzzle</source>
        <translation>La grille</translation>
    </message>
    <message>
        <source>swaps left</source>
        <translation>échanges restants</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>étoiles</translation>
    </message>
    <message>
        <source>swaps made</source>
        <translation>échanges faits</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Next puzzle ▶</source>
        <translation>Puzzle suivant ▶</translation>
    </message>
    <message>
        <source>Swap two tiles: drag one onto the other, or click one and then the other. Green tiles are in place and stay put; yellow ones belong elsewhere in their word (or the crossing one). Solve it within the swaps allowed: each swap left over is a star.</source>
        <translation>Échangez deux cases : glissez l’une sur l’autre, ou cliquez l’une puis l’autre. Les cases vertes sont à leur place et n’en bougent plus ; les jaunes vont ailleurs dans leur mot (ou dans celui qui le croise). Résolvez-le dans les échanges permis : chaque échange en reste est une étoile.</translation>
    </message>
    <message>
        <source>Share code</source>
        <translation>Code de partage</translation>
    </message>
    <message>
        <source>This puzzle&apos;s share code</source>
        <translation>Le code de partage de ce puzzle</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Paste a share code from Puzzle Studio or from a friend to play that puzzle:</source>
        <translation>Collez un code de partage de Puzzle Studio ou d’un ami pour jouer ce puzzle :</translation>
    </message>
    <message>
        <source>A share code to play</source>
        <translation>Un code de partage à jouer</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Made with Puzzle Studio · plays offline, nothing is sent anywhere</source>
        <translation>Fait avec Puzzle Studio · se joue hors ligne, rien n’est envoyé nulle part</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Puzzle %1 sur %2</translation>
    </message>
    <message>
        <source>%1, %2, row %3 column %4</source>
        <translation>%1, %2, ligne %3 colonne %4</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>Perfect: the fewest swaps there are!</source>
        <translation>Parfait : impossible de faire moins d’échanges !</translation>
    </message>
    <message>
        <source>Out of swaps. Here is the solution.</source>
        <translation>Plus d’échanges. Voici la solution.</translation>
    </message>
    <message>
        <source>The solution. Start again to have another go.</source>
        <translation>La solution. Recommencez pour un nouvel essai.</translation>
    </message>
    <message>
        <source>The fewest swaps is %1; you have %2.</source>
        <translation>Le minimum est de %1 échanges ; vous en avez %2.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Press Ctrl+C (⌘C) to copy the selected code</source>
        <translation>Appuyez sur Ctrl+C (⌘C) pour copier le code sélectionné</translation>
    </message>
    <message>
        <source>A share code starts with waffle1:</source>
        <translation>Un code de partage commence par waffle1:</translation>
    </message>
    <message>
        <source>Share code version &quot;%1&quot; is not one this page reads (it reads %2).</source>
        <translation>Cette page ne lit pas la version « %1 » des codes de partage (elle lit %2).</translation>
    </message>
    <message>
        <source>Character %1 of the code, &quot;%2&quot;, is not one a code uses.</source>
        <translation>Le caractère %1 du code, « %2 », n’est pas un caractère de code.</translation>
    </message>
    <message>
        <source>The code is cut short: a character is missing at its end.</source>
        <translation>Le code est coupé : il manque un caractère à la fin.</translation>
    </message>
    <message>
        <source>The code is damaged: its last character, &quot;%1&quot;, is not one a code ends with.</source>
        <translation>Le code est abîmé : aucun code ne finit par son dernier caractère, « %1 ».</translation>
    </message>
    <message>
        <source>The code is too short: a part of it is missing.</source>
        <translation>Le code est trop court : il en manque une partie.</translation>
    </message>
    <message>
        <source>The code is damaged: a character was changed, lost or added.</source>
        <translation>Le code est abîmé : un caractère a été changé, perdu ou ajouté.</translation>
    </message>
    <message>
        <source>The code is too short: it ends before the %1.</source>
        <translation>Le code est trop court : il s’arrête avant cette partie : %1.</translation>
    </message>
    <message>
        <source>This code has no solution in it, so the page cannot colour the tiles: make it in Puzzle Studio from a solved puzzle.</source>
        <translation>Ce code ne contient pas de solution, la page ne peut donc pas colorer les cases : créez-le dans Puzzle Studio à partir d’un puzzle résolu.</translation>
    </message>
    <message>
        <source>The code&apos;s grid is %1x%2, too small to play.</source>
        <translation>La grille du code fait %1x%2, trop petite pour jouer.</translation>
    </message>
    <message>
        <source>The code&apos;s %1 holds something that is not a letter.</source>
        <translation>La partie « %1 » du code contient autre chose qu’une lettre.</translation>
    </message>
    <message>
        <source>The code&apos;s tiles are not the letters of its solution.</source>
        <translation>Les cases du code ne sont pas les lettres de sa solution.</translation>
    </message>
    <message>
        <source>Meanings of the words</source>
        <translation>Définitions des mots</translation>
    </message>
    <message>
        <source>No meanings for this language.</source>
        <translation>Pas de définitions pour cette langue.</translation>
    </message>
    <message>
        <source>: no meaning found</source>
        <translation> : aucune définition trouvée</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Share line</source>
        <translation>Ligne à partager</translation>
    </message>
    <message>
        <source>Your name, for your teacher</source>
        <translation>Ton nom, pour ton enseignant</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ton nom</translation>
    </message>
    <message>
        <source>Result code</source>
        <translation>Code de résultat</translation>
    </message>
    <message>
        <source>Result code for your teacher</source>
        <translation>Code de résultat pour ton enseignant</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jouées</translation>
    </message>
    <message>
        <source>won %</source>
        <translation>gagnées %</translation>
    </message>
    <message>
        <source>streak</source>
        <translation>série</translation>
    </message>
    <message>
        <source>best streak</source>
        <translation>meilleure série</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Colour-blind tiles</source>
        <translation>Cases pour daltoniens</translation>
    </message>
    <message>
        <source>The puzzle of %1 is damaged.</source>
        <translation>Le puzzle du %1 est endommagé.</translation>
    </message>
    <message>
        <source>streak: %1</source>
        <translation>série : %1</translation>
    </message>
    <message>
        <source>The first puzzle of %1 comes out on %2.</source>
        <translation>Le premier puzzle de %1 paraît le %2.</translation>
    </message>
    <message>
        <source>This page opens its puzzles only from a secure (https) address or from a file on this computer.</source>
        <translation>Cette page n&apos;ouvre ses puzzles que depuis une adresse sécurisée (https) ou depuis un fichier sur cet ordinateur.</translation>
    </message>
    <message>
        <source>No new puzzle today: the next comes out on %1.</source>
        <translation>Pas de nouveau puzzle aujourd&apos;hui : le prochain paraît le %1.</translation>
    </message>
    <message>
        <source>The series ended on %1: play the archive.</source>
        <translation>La série s&apos;est terminée le %1 : joue les archives.</translation>
    </message>
    <message>
        <source>no puzzles to put on the page</source>
        <translation>aucune grille à mettre sur la page</translation>
    </message>
    <message>
        <source>a page plays at most %1 puzzles, not %2: split the set</source>
        <translation>une page joue au plus %1 grilles, pas %2 : divisez la série</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>options</translation>
    </message>
    <message>
        <source>the puzzle</source>
        <translation>la grille</translation>
    </message>
    <message>
        <source>%1: no solution, so it cannot be played</source>
        <translation>%1 : pas de solution, donc impossible à jouer</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>colonnes</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>masque</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>cases</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>couleurs</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solution</translation>
    </message>
    <message>
        <source>swap count</source>
        <translation>nombre d’échanges</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
</context>
<context>
    <name>WordFilter</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>classroom</source>
        <translation>classe</translation>
    </message>
    <message>
        <source>alcohol</source>
        <translation>alcool</translation>
    </message>
    <message>
        <source>crime</source>
        <translation>crime</translation>
    </message>
    <message>
        <source>death</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>drugs</source>
        <translation>drogues</translation>
    </message>
    <message>
        <source>gambling</source>
        <translation>jeux d&apos;argent</translation>
    </message>
    <message>
        <source>insult</source>
        <translation>insultes</translation>
    </message>
    <message>
        <source>violence</source>
        <translation>violence</translation>
    </message>
    <message>
        <source>weapons</source>
        <translation>armes</translation>
    </message>
    <message>
        <source>Words a generated puzzle or a suggestion leaves out. none: every word; default: offensive and sensitive words (slurs, sexual, violent, self-harm); classroom, for a class of ten-year-olds: those and {kinds}. The lists are English words.</source>
        <translation>Mots qu&apos;un puzzle généré ou une suggestion écartent. aucun : tous les mots ; par défaut : mots offensants et sensibles (injures raciales, sexuels, violents, automutilation) ; classe, pour des enfants de dix ans : ceux-là et {kinds}. Les listes sont des mots anglais.</translation>
    </message>
    <message>
        <source>Word filter</source>
        <translation>Filtre de mots</translation>
    </message>
</context>
<context>
    <name>WordLibrary</name>
    <message>
        <source>common</source>
        <translation>courant</translation>
    </message>
    <message>
        <source>game</source>
        <translation>du jeu</translation>
    </message>
    <message>
        <source>broad</source>
        <translation>large</translation>
    </message>
    <message>
        <source>full</source>
        <translation>complet</translation>
    </message>
    <message>
        <source>Word list: {name}, {tier} tier</source>
        <translation>Liste de mots : {name}, niveau {tier}</translation>
    </message>
    <message>
        <source>Word list: {name}</source>
        <translation>Liste de mots : {name}</translation>
    </message>
    <message>
        <source>{where} ({n} words)</source>
        <translation>{where} ({n} mots)</translation>
    </message>
</context>
<context>
    <name>WordListsDialog</name>
    <message>
        <source>Banned: never in a generated puzzle or a design suggestion.</source>
        <translation>Interdits : jamais dans une grille générée ni dans une suggestion de conception.</translation>
    </message>
    <message>
        <source>Favoured: weighted up in the fill, to theme a batch; never left out by the default list.</source>
        <translation>Favoris : plus de poids au remplissage, pour donner un thème à une série ; jamais exclus par la liste par défaut.</translation>
    </message>
    <message>
        <source>Banned and Favoured Words</source>
        <translation>Mots interdits et favoris</translation>
    </message>
    <message>
        <source>One word a line. These lists apply to generating (and the design page&apos;s suggestions), never to solving. The default list of offensive and sensitive words is switched on or off in the generator.</source>
        <translation>Un mot par ligne. Ces listes s&apos;appliquent à la génération (et aux suggestions de la page de création), jamais à la résolution. La liste par défaut de mots offensants et sensibles s&apos;active ou se désactive dans le générateur.</translation>
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
        <translation>un mot par ligne</translation>
    </message>
</context>
<context>
    <name>WordSetModel</name>
    <message>
        <source>Unused</source>
        <translation>Inutilisés</translation>
    </message>
    <message>
        <source>Rarest Zipf</source>
        <translation>Zipf le plus rare</translation>
    </message>
    <message>
        <source>Word {i}</source>
        <translation>Mot {i}</translation>
    </message>
</context>
<context>
    <name>WordSetsPage</name>
    <message>
        <source>common words</source>
        <translation>mots courants</translation>
    </message>
    <message>
        <source>everyday and rarer words</source>
        <translation>mots courants et plus rares</translation>
    </message>
    <message>
        <source>every word we have</source>
        <translation>tous les mots que nous avons</translation>
    </message>
    <message>
        <source>a word list file…</source>
        <translation>un fichier de liste de mots…</translation>
    </message>
    <message>
        <source>Word list: {name}</source>
        <translation>Liste de mots : {name}</translation>
    </message>
    <message>
        <source>Drop words rarer than this (Zipf: 3 = once per million words)</source>
        <translation>Écarter les mots plus rares que cela (Zipf : 3 = une fois par million de mots)</translation>
    </message>
    <message>
        <source>Find Sets</source>
        <translation>Chercher des ensembles</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Set size (k)</source>
        <translation>Taille de l’ensemble (k)</translation>
    </message>
    <message>
        <source>Word length (n)</source>
        <translation>Longueur des mots (n)</translation>
    </message>
    <message>
        <source>Zipf at least</source>
        <translation>Zipf au moins</translation>
    </message>
    <message>
        <source>Word sets found</source>
        <translation>Ensembles de mots trouvés</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the selected sets (or all) as tab-separated text</source>
        <translation>Copier les ensembles choisis (ou tous) en texte séparé par des tabulations</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Word sets: k words, no letter shared</source>
        <translation>Ensembles de mots : k mots, aucune lettre en commun</translation>
    </message>
    <message>
        <source>Sets of words that together use k×n different letters, like Matt Parker&apos;s five five-letter words. Good Wordle openers and theme sets. The most usable sets come first: ranked by their rarest word&apos;s frequency (Zipf), then the next rarest. A word wordfreq does not know counts 0, so sets that need such words come last, those whose words a dictionary counts commoner first.</source>
        <translation>Des ensembles de mots qui utilisent ensemble k×n lettres différentes, comme les cinq mots de cinq lettres de Matt Parker. De bons premiers essais pour Wordle et des ensembles à thème. Les ensembles les plus utilisables viennent d&apos;abord : classés par la fréquence (Zipf) de leur mot le plus rare, puis du suivant. Un mot que wordfreq ne connaît pas compte 0 : les ensembles qui en ont besoin viennent en dernier, d&apos;abord ceux dont un dictionnaire juge les mots plus courants.</translation>
    </message>
    <message>
        <source>Find sets in a word list</source>
        <translation>Chercher des ensembles dans une liste de mots</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Listes de mots (*.txt *.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Choose a word list file first.</source>
        <translation>Choisissez d&apos;abord un fichier de liste de mots.</translation>
    </message>
    <message>
        <source>Reading the word list…</source>
        <translation>Lecture de la liste de mots…</translation>
    </message>
    <message>
        <source>Cancelled: {n:,} sets so far.</source>
        <translation>Annulé : {n:,} ensembles jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>{n:,} sets so far…</source>
        <translation>{n:,} ensembles jusqu&apos;ici…</translation>
    </message>
    <message>
        <source>{found:,} sets from {groups:,} words; the table holds the first {n:,}. A higher Zipf cutoff narrows them.</source>
        <translation>{found:,} ensembles à partir de {groups:,} mots ; le tableau contient les {n:,} premiers. Un seuil de Zipf plus haut les réduit.</translation>
    </message>
    <message>
        <source>Every set needs a word wordfreq does not know (Zipf 0).</source>
        <translation>Chaque ensemble demande un mot que wordfreq ne connaît pas (Zipf 0).</translation>
    </message>
    <message>
        <source>{found:,} sets ({expanded:,} with anagrams apart) from {groups:,} words.{unknown}</source>
        <translation>{found:,} ensembles ({expanded:,} en séparant les anagrammes) à partir de {groups:,} mots.{unknown}</translation>
    </message>
    <message>
        <source>Export the sets</source>
        <translation>Exporter les ensembles</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>No sets to export: find some first.</source>
        <translation>Aucun ensemble à exporter : cherchez-en d’abord.</translation>
    </message>
    <message>
        <source>Could not save: {err}</source>
        <translation>Enregistrement impossible : {err}</translation>
    </message>
    <message>
        <source>Saved {n:,} sets to {name}.</source>
        <translation>{n:,} ensembles enregistrés dans {name}.</translation>
    </message>
</context>
<context>
    <name>WordlePage</name>
    <message>
        <source>Untitled game</source>
        <translation>Partie sans titre</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Word lists: loading…</source>
        <translation>Listes de mots : chargement…</translation>
    </message>
    <message>
        <source>Word lists: {name} ({n} answers)</source>
        <translation>Listes de mots : {name} ({n} réponses)</translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation>Impossible d&apos;ouvrir {name}</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>{name} ouvert.</translation>
    </message>
    <message>
        <source>Opened {name}, a game in {name2}.</source>
        <translation>{name} ouvert, une partie en {name2}.</translation>
    </message>
    <message>
        <source>Start a game to save first.</source>
        <translation>Commencez une partie avant d&apos;enregistrer.</translation>
    </message>
    <message>
        <source>Nothing was written; your game is still here.</source>
        <translation>Rien n’a été écrit ; votre partie est toujours là.</translation>
    </message>
    <message>
        <source>familiar words, no plurals or past forms</source>
        <translation>mots familiers, sans pluriels ni formes du passé</translation>
    </message>
    <message>
        <source>built-in broad words</source>
        <translation>mots larges intégrés</translation>
    </message>
    <message>
        <source>a file…</source>
        <translation>un fichier…</translation>
    </message>
    <message>
        <source>The answers the game may pick. Built in: common words less plurals and past forms, the more familiar the likelier. A file (the game&apos;s original list): every word as likely.</source>
        <translation>Les réponses que le jeu peut choisir. Intégrées : des mots courants sans pluriels ni formes du passé, d&apos;autant plus probables qu&apos;ils sont familiers. Un fichier (la liste originale du jeu) : chaque mot aussi probable.</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Backtest</source>
        <translation>Test rétrospectif</translation>
    </message>
    <message>
        <source>Wordle: play, get help, and test solving strategies</source>
        <translation>Wordle : jouez, faites-vous aider et testez des stratégies</translation>
    </message>
    <message>
        <source>Load the {kind}</source>
        <translation>Charger : {kind}</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listes de mots (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Building the pattern table…</source>
        <translation>Construction de la table des motifs…</translation>
    </message>
    <message>
        <source>{n:,} answers, {n2:,} guesses ({name}).</source>
        <translation>{n:,} réponses, {n2:,} essais ({name}).</translation>
    </message>
    <message>
        <source>there is no game to save yet</source>
        <translation>il n&apos;y a pas encore de partie à enregistrer</translation>
    </message>
</context>
<context>
    <name>WordleReview</name>
    <message>
        <source>There is no guess to review.</source>
        <translation>Il n&apos;y a aucun essai à analyser.</translation>
    </message>
    <message>
        <source>%1 does not have as many letters as the list&apos;s words.</source>
        <translation>%1 n&apos;a pas autant de lettres que les mots de la liste.</translation>
    </message>
    <message>
        <source>%1 is not in the answer list.</source>
        <translation>%1 n&apos;est pas dans la liste des réponses.</translation>
    </message>
    <message>
        <source>Guess %2, %1, is not in the guess list.</source>
        <translation>L&apos;essai %2, %1, n&apos;est pas dans la liste des essais.</translation>
    </message>
    <message>
        <source>The colours of guess %2 are not what the answer gives.</source>
        <translation>Les couleurs de l&apos;essai %2 ne sont pas celles que donne la réponse.</translation>
    </message>
    <message>
        <source>Guess %2, %1, comes after the answer was found.</source>
        <translation>L&apos;essai %2, %1, vient après que la réponse a été trouvée.</translation>
    </message>
</context>
<context>
    <name>WordleReviewCli</name>
    <message>
        <source>guess   left before  after  skill  luck  best (expected: its, yours)</source>
        <translation>essai   restant avant  après  habileté  chance  meilleur (attendus : le sien, le vôtre)</translation>
    </message>
    <message>
        <source>hard!</source>
        <translation>difficile !</translation>
    </message>
    <message>
        <source>hard!: the guess breaks hard mode, so it has no skill score</source>
        <translation>difficile ! : l&apos;essai enfreint le mode difficile, il n&apos;a donc pas de note d&apos;habileté</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong inside Puzzle Studio ({kind}: {value}). Your puzzle is unchanged.</source>
        <translation>Une erreur s&apos;est produite dans Puzzle Studio ({kind} : {value}). Votre puzzle est inchangé.</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>utilisation&#xa0;: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s&#xa0;: erreur&#xa0;: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s&#xa0;: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments non reconnus&#xa0;: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>les arguments suivants sont requis&#xa0;: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>l’un des arguments %s est requis</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>non permis avec l’argument %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argument explicite %r ignoré</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>un argument attendu</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>au plus un argument attendu</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>au moins un argument attendu</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>%s argument attendu</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>%s arguments attendus</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë&#xa0;: %(option)s pourrait être %(matches)s</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>option inattendue&#xa0;: %s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valeur %(type)s invalide&#xa0;: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix invalide&#xa0;: %(value)r (choisissez parmi %(choices)s)</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>commande inconnue %(parser_name)r (choix&#xa0;: %(choices)s)</translation>
    </message>
    <message>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>impossible d’ouvrir &apos;%(filename)s&apos;&#xa0;: %(error)s</translation>
    </message>
</context>
</TS>
