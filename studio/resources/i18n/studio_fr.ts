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
        <source>Type a guess you made, click its tiles until they show the game&apos;s colours (gray, yellow, green), then press Enter.</source>
        <translation>Tapez un essai que vous avez fait, cliquez sur ses cases jusqu&apos;à retrouver les couleurs du jeu (gris, jaune, vert), puis appuyez sur Entrée.</translation>
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
        <source>Answers still possible</source>
        <translation>Réponses encore possibles</translation>
    </message>
    <message>
        <source>Best next guesses (double-click one to type it)</source>
        <translation>Meilleurs essais suivants (double-cliquez pour en taper un)</translation>
    </message>
    <message>
        <source>A guess has {length} letters.</source>
        <translation>Un essai compte {length} lettres.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{note}{n:,} answers possible{more}. Best next: {word}.</source>
        <translation>{note}{n:,} réponses possibles{more}. Meilleur essai suivant : {word}.</translation>
    </message>
</context>
<context>
    <name>BacktestTab</name>
    <message>
        <source>frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the candidate with the most frequent letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the candidate sharing letters with the most others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the guess with the most expected information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the guess splitting the answers into the most groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 12 guesses with the most groups, each tried one level deeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fewest guesses in all, searched among the guesses with the most groups (slowest, best)</source>
        <translation type="unfinished"></translation>
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
        <source>Each strategy plays every answer of the list; the table and the chart compare them. Runs use every core.</source>
        <translation>Chaque stratégie joue toutes les réponses de la liste ; le tableau et le graphique les comparent. Tous les cœurs sont utilisés.</translation>
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
        <source>Best so far: {strategy}, {mean:.4f} guesses on average.</source>
        <translation>Meilleure jusqu&apos;ici : {strategy}, {mean:.4f} essais en moyenne.</translation>
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
        <source>Save All…</source>
        <translation>Tout enregistrer…</translation>
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
        <source>{made} of {count} after {tries} tries; about {left:.0f} s left</source>
        <translation>{made} sur {count} après {tries} essais ; environ {left:.0f} s restantes</translation>
    </message>
    <message>
        <source>{tries} tries so far ({value})</source>
        <translation>{tries} essais jusqu&apos;ici ({value})</translation>
    </message>
    <message>
        <source>working</source>
        <translation>en cours</translation>
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
    <name>BoxView</name>
    <message>
        <source>Letter Boxed board</source>
        <translation>Plateau de Letter Boxed</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>Aucun plateau</translation>
    </message>
</context>
<context>
    <name>Command line</name>
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
        <source>random boards that common words solve within par</source>
        <translation>des plateaux au hasard que des mots courants résolvent dans le par</translation>
    </message>
    <message>
        <source>a board, and optionally a solution, as PNG or SVG</source>
        <translation>un plateau, et si on veut une solution, en PNG ou SVG</translation>
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
        <source>read a Waffle screenshot and print the puzzle in the text format</source>
        <translation>lire une capture d’écran de Waffle et écrire le puzzle au format texte</translation>
    </message>
    <message>
        <source>make new Waffle puzzles (unique, exact swaps)</source>
        <translation>créer de nouveaux puzzles Waffle (uniques, échanges exacts)</translation>
    </message>
    <message>
        <source>fill a partly designed grid around its letters, best words first (exit 1 when no fill exists)</source>
        <translation>remplir une grille en partie conçue autour de ses lettres, les meilleurs mots d’abord (code 1 quand aucun remplissage n’existe)</translation>
    </message>
    <message>
        <source>every grid that fits a shape (one per line)</source>
        <translation>toutes les grilles d’une forme (une par ligne)</translation>
    </message>
    <message>
        <source>%1 of puzzles, or a printable PDF sheet</source>
        <translation>%1 de puzzles, ou une feuille PDF à imprimer</translation>
    </message>
    <message>
        <source>print each puzzle&apos;s share code: one line to paste into the studio or a playable web page</source>
        <translation>écrire le code de partage de chaque puzzle : une ligne à coller dans le studio ou une page web jouable</translation>
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
        <source>--web names the page to write: leave out --out</source>
        <translation>--web nomme la page à écrire : retirez --out</translation>
    </message>
    <message>
        <source>say where to write: --out PATH, or --web PAGE.html for a playable page</source>
        <translation>dites où écrire : --out CHEMIN, ou --web PAGE.html pour une page jouable</translation>
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
    <message>
        <source>no single solution: the code has none, so the web page cannot play it</source>
        <translation>pas de solution unique : le code n’en contient pas, la page web ne peut donc pas le jouer</translation>
    </message>
    <message>
        <source>Wordle: backtest strategies, suggest the next guess</source>
        <translation>Wordle : rejouer des stratégies, suggérer le prochain essai</translation>
    </message>
    <message>
        <source>play a strategy against every answer</source>
        <translation>jouer une stratégie contre chaque réponse</translation>
    </message>
    <message>
        <source>the answers left and the best next guesses</source>
        <translation>les réponses restantes et les meilleurs prochains essais</translation>
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
    <message>
        <source>(* may be the answer)</source>
        <translation>(* peut être la réponse)</translation>
    </message>
    <message>
        <source>sets of k words of n letters, no letter shared</source>
        <translation>des ensembles de k mots de n lettres, sans lettre commune</translation>
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
</context>
<context>
    <name>Document</name>
    <message>
        <source>Could not save {name}: {err}.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <source>List every solution up to this many words</source>
        <translation>Lister chaque solution jusqu&apos;à ce nombre de mots</translation>
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
        <source>Type or generate a board to save first.</source>
        <translation>Tapez ou générez d&apos;abord un plateau à enregistrer.</translation>
    </message>
    <message>
        <source>Nothing was written; your board is still here.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 letter left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} letters left</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the puzzle</source>
        <translation type="unfinished">Exporter le puzzle</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation type="unfinished">Exporter la partie</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation type="unfinished">Exporter le plateau</translation>
    </message>
    <message>
        <source>Save the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the puzzle as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the game as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the board as text.</source>
        <translation type="unfinished"></translation>
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
        <source>Solved in {count}! {stars} of {most} stars (the fewest is {fewest})</source>
        <translation>Résolu en {count} ! {stars} étoiles sur {most} (le minimum est {fewest})</translation>
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
    <message>
        <source>Guess the {length}-letter word in 6 tries.</source>
        <translation>Devinez le mot de {length} lettres en 6 essais.</translation>
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
        <source>{n} guesses left.</source>
        <translation>Encore {n} essais.</translation>
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
    <message numerus="yes">
        <source>Left out %n puzzles: %1</source>
        <translation>
            <numerusform>%n puzzle laissé de côté : %1</numerusform>
            <numerusform>%n puzzles laissés de côté : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no puzzles to put on the sheet: %1</source>
        <translation>aucun puzzle à mettre sur la feuille : %1</translation>
    </message>
    <message>
        <source>no puzzle here has a solution, so none can be played</source>
        <translation>aucun puzzle ici n’a de solution, aucun ne peut donc être joué</translation>
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
        <translation type="unfinished"></translation>
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
        <source>swap {a} at row {row_a} col {col_a} with {b} at row {row_b} col {col_b}</source>
        <translation>échanger {a} (ligne {row_a}, col. {col_a}) et {b} (ligne {row_b}, col. {col_b})</translation>
    </message>
    <message>
        <source>Every tile is in place: the puzzle is solved.</source>
        <translation>Chaque tuile est à sa place : la grille est résolue.</translation>
    </message>
    <message>
        <source>From here the fewest swaps are {fewest}; {n} swap would now turn two tiles green at once.</source>
        <translation>D&apos;ici, il faut au moins {fewest} échanges ; {n} échange rendrait maintenant deux tuiles vertes d&apos;un coup.</translation>
    </message>
    <message>
        <source>From here the fewest swaps are {fewest}; {n} swaps would now turn two tiles green at once.</source>
        <translation>D&apos;ici, il faut au moins {fewest} échanges ; {n} échanges rendraient maintenant chacun deux tuiles vertes d&apos;un coup.</translation>
    </message>
    <message>
        <source>Then {step}</source>
        <translation>Ensuite, {step}</translation>
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
        <source>No tile is in its own word: every tile that moves belongs in another.</source>
        <translation>Aucune case n’est dans son propre mot : chaque case qui bouge appartient à un autre.</translation>
    </message>
    <message>
        <source>The {letter} at row {row}, column {col} belongs in {slot}, but not where it is.</source>
        <translation>Le {letter} en ligne {row}, colonne {col} appartient au mot {slot}, mais pas à cette place.</translation>
    </message>
    <message>
        <source>{step}: the {letter} turns green.</source>
        <translation>{step} : le {letter} devient vert.</translation>
    </message>
    <message>
        <source>{step}: both turn green.</source>
        <translation>{step} : les deux deviennent vertes.</translation>
    </message>
    <message>
        <source>{slot} is {word}.</source>
        <translation>{slot} : {word}.</translation>
    </message>
    <message>
        <source>The solution is {words}, in {fewest} swaps.</source>
        <translation>La solution est {words}, en {fewest} échanges.</translation>
    </message>
    <message>
        <source>Nothing to move: every tile is in place.</source>
        <translation>Rien à déplacer : toutes les cases sont en place.</translation>
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
        <translation type="unfinished"></translation>
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
        <source>the pasted picture</source>
        <translation>l’image collée</translation>
    </message>
    <message>
        <source>Read a screenshot</source>
        <translation>Lire une capture</translation>
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
        <translation type="unfinished"></translation>
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
        <source>Not solved: {foreign}. Choose its language under View &gt; Word Language.</source>
        <translation>Non résolue : {foreign}. Choisissez sa langue dans Affichage &gt; Langue des mots.</translation>
    </message>
    <message>
        <source>{missing} of {n} tiles have no letter yet. Type letters (they advance), then colour each tile: click a selected tile, or press 1 green, 2 yellow, 3 gray.</source>
        <translation>{missing} cases sur {n} n&apos;ont pas encore de lettre. Tapez les lettres (le curseur avance), puis colorez chaque case : cliquez sur une case choisie, ou appuyez sur 1 vert, 2 jaune, 3 gris.</translation>
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
        <source>Step {step} of {n}. Press Esc or type to edit again.</source>
        <translation>Étape {step} sur {n}. Appuyez sur Échap ou tapez pour modifier à nouveau.</translation>
    </message>
    <message>
        <source>Type letters; arrows, Tab and Space move. Colours: 1 green, 2 yellow, 3 gray (or Alt+G / Alt+Y / Alt+-), or click a selected tile. Ctrl+V pastes a puzzle.</source>
        <translation>Tapez les lettres ; flèches, Tab et Espace déplacent. Couleurs : 1 vert, 2 jaune, 3 gris (ou Alt+G / Alt+Y / Alt+-), ou cliquez sur une case choisie. Ctrl+V colle un puzzle.</translation>
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
        <source>Type every letter of the solution first.</source>
        <translation>Tapez d&apos;abord toutes les lettres de la solution.</translation>
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
        <source>flags</source>
        <translation>options</translation>
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
        <source>{where} ({n:,} words)</source>
        <translation>{where} ({n:,} mots)</translation>
    </message>
</context>
<context>
    <name>WordListsDialog</name>
    <message>
        <source>Banned: never in a generated puzzle or a design suggestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favoured: weighted up in the fill, to theme a batch; never left out by the default list.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <source>Sets of words that together use k×n different letters, like Matt Parker&apos;s five five-letter words. Good Wordle openers and theme sets. The most usable sets come first: ranked by their rarest word&apos;s frequency (Zipf), then the next rarest. A word wordfreq does not know counts 0, so sets that need such words come last.</source>
        <translation>Des ensembles de mots qui utilisent ensemble k×n lettres différentes, comme les cinq mots de cinq lettres de Matt Parker. De bonnes ouvertures pour Wordle et des ensembles à thème. Les plus utilisables viennent d&apos;abord : classés par la fréquence (Zipf) de leur mot le plus rare, puis du suivant. Un mot que wordfreq ne connaît pas compte 0, donc les ensembles qui en ont besoin viennent en dernier.</translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lists: {name} ({n:,} answers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in {n}-letter lists</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in common words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in broad words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file…</source>
        <translation type="unfinished"></translation>
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
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong inside Puzzle Studio ({kind}: {value}). Your puzzle is unchanged.</source>
        <translation>Une erreur s&apos;est produite dans Puzzle Studio ({kind} : {value}). Votre puzzle est inchangé.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>solved with the %1 list (the puzzle names no language)</source>
        <translation>résolu avec la liste « %1 » (la grille n&apos;indique pas sa langue)</translation>
    </message>
</context>
</TS>
