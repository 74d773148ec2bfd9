<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Puzzle Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzle Studio {__version__}&lt;/b&gt;&lt;br&gt;Solve, design, play and print word puzzles.&lt;br&gt;&lt;small&gt;Python {python_version}, Qt {qVersion}, on {platform}. Puzzle Studio is free software under the MIT licence.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licences and credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AssistantTab</name>
    <message>
        <source>Hard mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo Guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a guess you made, click its tiles until they show the game&apos;s colours (gray, yellow, green), then press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May be the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers still possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best next guesses (double-click one to type it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guess has {length} letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{note}No answer fits these colours: check the tiles, or load the game&apos;s list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{note}It must be {answers}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{note}{n:,} answers possible{more}. Best next: {word}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BacktestTab</name>
    <message>
        <source>tree file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a decision tree in Alex Selby&apos;s format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardest answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each strategy plays every answer of the list; the table and the chart compare them. Runs use every core.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a decision tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trees (*.tree *.txt);;All (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tree {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a strategy (or a tree file), and wait for the lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {done:,} of {total:,} answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: choosing the opening guess…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far: {strategy}, {mean:.4f} guesses on average.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoxView</name>
    <message>
        <source>Letter Boxed board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignPanel</name>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the solution words. Space switches across/down; red tiles are words the word list does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banned and Favoured Words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banned words and the default list of offensive words are not suggested; favoured words are starred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a word to put it in the selected slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble into a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest swaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the list, but rare (Zipf {zipf:.1f}): players may not know it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Words that fit {label}&lt;/b&gt; ({n}{value}, most common first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, then {near}{more} near misses (one or two letters changed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transparent background (PNG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swaps allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row of stars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export: {text}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shapes every default fits; custom: type a name beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any waffle (odd sizes: 5x5, 3x7, 13x13) or solid grid (solid4x4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one word per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r1=FUGUE c3=GLOBE 3,3=E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game-like (corners green, like the real dailies and deluxes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave out offensive and sensitive words (the default list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurs, sexual, violent and self-harm words: never in a generated puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banned and Favoured Words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own lists: words never used, and words weighted up to theme a batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unique in play: also keep puzzles that safe swaps make unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambiguous from the first colours, but a swap the player can make whatever the answer settles it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new seed is drawn for each run; type one back to make the same puzzles again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frequency cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word list file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned words, letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest swaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty (bits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every grid these words and pins allow (a square grid and its transpose count once), on all cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search every grid all the same: the grids are written to a temporary file as they come, and Save Grids copies them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a puzzle to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save All…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every puzzle listed to a folder, one JSON file each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every puzzle listed, in this order, on a printed sheet (PDF or printer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty: bits of choice the colours leave (more is harder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a grid to design a puzzle from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grids found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Grids…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill from a word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv *.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the word list. {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a word list file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the word list is loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this run: seed {seed} (type it back to make these again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing up the search…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: {cancelled_text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill list: {describe}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{made} of {count} after {tries} tries; about {left:.0f} s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tries} tries so far ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{searched:.1%} searched, {found:,} grids so far; about {duration} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every grid of these words would take {text}. Narrow the words (a higher frequency cutoff, a shorter list) or pin a word or letter, or search anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the grids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving {total:,} grids to {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every puzzle to a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: see the warning above.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <source>Type the tiles&apos; letters; 1, 2 and 3 colour a tile green, yellow or gray; arrows move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the solution&apos;s letters; arrows move; Space types down instead of across.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows move; Space lifts a tile, and Space on another tile swaps the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A step of the solution, read only; Escape edits again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waffle grid, {tile}{lifted}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>User guide — Puzzle Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user guide is not installed with this copy of Puzzle Studio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} match{n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LetterBoxedPage</name>
    <message>
        <source>sides, e.g. ANO GDV IEF WZT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fewest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every solution up to this many words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random board that common words solve within par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>letters per side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vowels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>par</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click letters (or type them); Enter ends a word, Backspace takes one back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG/SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter Boxed: use every letter in the fewest words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each word starts with the last letter of the one before; no two letters in a row from the same side. Every solution listed is exact: none uses fewer words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve with a word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the word list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the sides of a new board, or generate one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or generate a board to save first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board {board}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving… boards of {n} letters can take a minute or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution with these words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest: {best} ({words_name}). {count}; click one to draw it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating… {tries} boards tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New board: common words solve it in {count} (par {par}); {tried} tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click letters or type them; Enter ends a word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved in {count}{verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or generate a board to export first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save: {err}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles and screenshots (*.json *.txt *.png *.jpg *.jpeg *.webp);;Puzzle Studio JSON (*.json);;Pasted text (*.txt);;Screenshots of the game (*.png *.jpg *.jpeg *.webp);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wordle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter Boxed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the words: View &gt; Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last puzzle. Restore it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave could not be read: {err}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the puzzle, with its Undo history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;Word List…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One word per line, or word&lt;TAB&gt;weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;Default Word List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Playable &amp;Web Page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One web page that plays the puzzle in any browser, offline (Print Sheet makes one of a set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Share Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle as one line (waffle1:…) to paste into the studio or a playable web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles on printable pages, with answer pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the puzzle as text: letters, blank line, colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a puzzle: letters, blank line, colours (emoji squares work)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp;Holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate Puzzles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill grids from the word list and scramble them into puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manual, searchable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key the menus and pages answer to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Puzzle Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version, and the licences of what the studio ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word &amp;Lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A list loaded already, on any page: it is not read again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour-Blind Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange and blue tiles with shapes: a corner for green, a dot for yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word &amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The words every page uses: Waffle, Wordle, Letter Boxed, Word Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Interface Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the menus, buttons and messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new interface language applies when Puzzle Studio starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new {noun}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the {noun}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the {noun}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle Studio JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to {value}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the {noun} as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the share code: paste it into the studio or a playable web page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}[*] — Puzzle Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle Studio</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewPuzzleDialog</name>
    <message>
        <source>Waffle 5x5 (the daily)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waffle 7x7 (the deluxe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waffle 3x3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waffle, any size (odd rows and columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solid grid (every cell a letter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom mask: start solid, then draw holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a tile onto another to swap them, or click one and then the other. Green tiles are locked. Solve it within the swaps you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That {letter} is green: it is in its place and locked. Move a yellow or gray tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved in {count}! {stars} of 5 stars (the fewest is {fewest})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, with {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of swaps. Start again, or look at the solver&apos;s steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} so far; the fewest possible is {fewest}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayTab</name>
    <message>
        <source>Hard mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greens stay in place and yellows must be used again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coloured squares, without the letters, to paste anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess the {length}-letter word in 6 tries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess {guess}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved in {n}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The word was {answer}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} guesses left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game to export it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the result.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetDialog</name>
    <message>
        <source>Print a sheet of puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles on the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer pages (solutions and fewest swaps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Class 4B, week 47</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the PDF&apos;s details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row and column labels (the answers name cells by them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line to write the answer on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Footer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzles&lt;/b&gt;, in print order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview of the pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Web Page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One web page that plays every puzzle here, in any browser, offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles (*.json *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a folder of puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving the puzzles for the answer pages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add some puzzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}  (left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to print: no puzzle here has an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} puzzles on {n2} pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a playable web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name}: open it in a browser to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent {n} pages to {value}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts — Puzzle Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu or page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside the Waffle grid, letters, arrows, Tab, Space, Backspace, Delete and 1/2/3 edit the tiles (Help &gt; User Guide, The studio window, lists them); in the Wordle and Letter Boxed games, letters, Backspace and Enter play. Tab and Shift+Tab move between controls; on the row of page tabs, the arrow keys change page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolvePanel</name>
    <message>
        <source>Solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more hint: tiles in place, a tile in its word, a swap, a word, the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always show the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the steps and edit the puzzle again (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this solution in Design, its words filled in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste a puzzle: letters, then colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambiguous: {n} solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single swap of non-green tiles tells these solutions apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tell them apart in the game:&lt;/b&gt; {step}{anyway}. Then press what you see:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{words}&lt;b&gt;Fewest swaps: {fewest}&lt;/b&gt; · the game allows {allowed}&lt;br&gt;Solve it in {fewest} for {star_row} · {used}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint {n} of {n2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TileView</name>
    <message>
        <source>Wordle board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WafflePage</name>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste a puzzle and see its solution (Ctrl+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the solution words and scramble them into a puzzle (Ctrl+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap tiles like the game (Ctrl+3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour the selected tile (or press 1, 2, 3; click a selected tile to cycle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click cells to make or fill holes: any mask becomes a shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now using {name}: {n:,} words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the word list: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type {letter}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour a tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would leave a tile outside every word: {err}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a hole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the pasted puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read a puzzle from {name}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a screenshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the puzzle from the picture: {check}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a puzzle in {name2}: the Waffle page now uses {name2} words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to export first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to make a web page of it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a playable web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name}: open it in any browser to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not make the web page: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to share first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{missing} of {n} tiles have no letter yet. Type letters (they advance), then colour each tile: click a selected tile, or press 1 green, 2 yellow, 3 gray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution with the letters read from the picture: check the ringed tiles first: {unsure_places}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step} of {n}. Press Esc or type to edit again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type letters; arrows, Tab and Space move. Colours: 1 green, 2 yellow, 3 gray (or Alt+G / Alt+Y / Alt+-), or click a selected tile. Ctrl+V pastes a puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a tile onto another to swap them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the solution; Space switches across/down. Click a word on the right to fill the selected slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your word lists were not read: {err}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert {word}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type every letter of the solution first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scrambling and checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordListsDialog</name>
    <message>
        <source>Banned and Favoured Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One word a line. These lists apply to generating (and the design page&apos;s suggestions), never to solving. The default list of offensive and sensitive words is switched on or off in the generator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KRILL
CORAL
…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one word a line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordSetModel</name>
    <message>
        <source>Unused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rarest Zipf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordSetsPage</name>
    <message>
        <source>Drop words rarer than this (Zipf: 3 = once per million words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of n letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zipf at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word sets found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected sets (or all) as tab-separated text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word sets: k words, no letter shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets of words that together use k×n different letters, like Matt Parker&apos;s five five-letter words. Good Wordle openers and theme sets. The most usable sets come first: ranked by their rarest word&apos;s frequency (Zipf), then the next rarest. A word wordfreq does not know counts 0, so sets that need such words come last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find sets in a word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a word list file first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the word list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: {n:,} sets so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n:,} sets so far…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{found:,} sets from {groups:,} words; the table holds the first {n:,}. A higher Zipf cutoff narrows them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{found:,} sets ({expanded:,} with anagrams apart) from {groups:,} words.{unknown}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save: {err}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {n:,} sets to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordlePage</name>
    <message>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {name}, a game in {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game to save first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backtest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wordle: play, get help, and test solving strategies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the pattern table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n:,} answers, {n2:,} guesses ({name}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong inside Puzzle Studio ({__name__}: {value}). Your puzzle is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
