<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AssistantTab</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
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
    <name>BatchTool</name>
    <message numerus="yes">
        <source>{made} of {count} after %n try; about {left:.0f} s left</source>
        <translation>
            <numerusform>{made} of {count} after %n try; about {left:.0f} s left</numerusform>
            <numerusform>{made} of {count} after %n tries; about {left:.0f} s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{made} of {count} after %n tries; about {left:.0f} s left</source>
        <translation>
            <numerusform>{made} of {count} after %n try; about {left:.0f} s left</numerusform>
            <numerusform>{made} of {count} after %n tries; about {left:.0f} s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try so far ({value})</source>
        <translation>
            <numerusform>%n try so far ({value})</numerusform>
            <numerusform>%n tries so far ({value})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tries so far ({value})</source>
        <translation>
            <numerusform>%n try so far ({value})</numerusform>
            <numerusform>%n tries so far ({value})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Book</name>
    <message numerus="yes">
        <source>Waffle puzzles with answers: %n</source>
        <translation>
            <numerusform>Waffle puzzles with answers: %n</numerusform>
            <numerusform>Waffle puzzles with answers: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n pages</source>
        <translation>
            <numerusform>%1 on %n page</numerusform>
            <numerusform>%1 on %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Command line</name>
    <message numerus="yes">
        <source>... and %n more; --max 0 for all</source>
        <translation>
            <numerusform>... and %n more; --max 0 for all</numerusform>
            <numerusform>... and %n more; --max 0 for all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solutions; the fewest: %1</source>
        <translation>
            <numerusform>%n solution; the fewest: %1</numerusform>
            <numerusform>%n solutions; the fewest: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n letters</source>
        <translation>
            <numerusform>%n letter</numerusform>
            <numerusform>%n letters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solutions</source>
        <translation>
            <numerusform>%n solution</numerusform>
            <numerusform>%n solutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n two-word solutions</source>
        <translation>
            <numerusform>%n two-word solution</numerusform>
            <numerusform>%n two-word solutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest %n words</source>
        <translation>
            <numerusform>fewest %n word</numerusform>
            <numerusform>fewest %n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n swaps apart at the fewest</source>
        <translation>
            <numerusform>%n swap apart at the fewest</numerusform>
            <numerusform>%n swaps apart at the fewest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n used (the counters&apos; difference)</source>
        <translation>
            <numerusform>%n used (the counters' difference)</numerusform>
            <numerusform>%n used (the counters' difference)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>off a fewest path: %n spare swaps spent</source>
        <translation>
            <numerusform>off a fewest path: %n spare swap spent</numerusform>
            <numerusform>off a fewest path: %n spare swaps spent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a picture shows no swap counter, so the swaps used are unknown; the second position lies on a fewest path from the first (on it if %n swaps were used)</source>
        <translation>
            <numerusform>a picture shows no swap counter, so the swaps used are unknown; the second position lies on a fewest path from the first (on it if %n swap was used)</numerusform>
            <numerusform>a picture shows no swap counter, so the swaps used are unknown; the second position lies on a fewest path from the first (on it if %n swaps were used)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends %n spare swaps</source>
        <translation>
            <numerusform>a picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends %n spare swap</numerusform>
            <numerusform>a picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends %n spare swaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars lost between them</source>
        <translation>
            <numerusform>%n star lost between them</numerusform>
            <numerusform>%n stars lost between them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved, %n of 5 stars</source>
        <translation>
            <numerusform>solved, %n of 5 stars</numerusform>
            <numerusform>solved, %n of 5 stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n swaps, %2 (fewest %3, %4 allowed); answer %5</source>
        <translation>
            <numerusform>%1: %n swap, %2 (fewest %3, %4 allowed); answer %5</numerusform>
            <numerusform>%1: %n swaps, %2 (fewest %3, %4 allowed); answer %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answers possible, %1</source>
        <translation>
            <numerusform>%n answer possible, %1</numerusform>
            <numerusform>%n answers possible, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n stars possible)</source>
        <translation>
            <numerusform>(%n star possible)</numerusform>
            <numerusform>(%n stars possible)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n swaps left: too few, the game is lost</source>
        <translation>
            <numerusform>%n swap left: too few, the game is lost</numerusform>
            <numerusform>%n swaps left: too few, the game is lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n swaps left; %1 still possible</source>
        <translation>
            <numerusform>%n swap left; %1 still possible</numerusform>
            <numerusform>%n swaps left; %1 still possible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n star</numerusform>
            <numerusform>%n stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n try</numerusform>
            <numerusform>%n tries</numerusform>
        </translation>
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
            <numerusform>%n puzzle to play in a browser</numerusform>
            <numerusform>%n puzzles to play in a browser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days, %1 to %2</source>
        <translation>
            <numerusform>%n day, %1 to %2</numerusform>
            <numerusform>%n days, %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first puzzle comes out in %n days: until then the page shows only that date</source>
        <translation>
            <numerusform>the first puzzle comes out in %n day: until then the page shows only that date</numerusform>
            <numerusform>the first puzzle comes out in %n days: until then the page shows only that date</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guesses</source>
        <translation>
            <numerusform>%n guess</numerusform>
            <numerusform>%n guesses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failures (more than 6)</source>
        <translation>
            <numerusform>%n failure (more than 6)</numerusform>
            <numerusform>%n failures (more than 6)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n possible: %1</source>
        <translation>
            <numerusform>%n possible: %1</numerusform>
            <numerusform>%n possible: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more as good</source>
        <translation>
            <numerusform>and %n more as good</numerusform>
            <numerusform>and %n more as good</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sets (%1 with anagrams apart)</source>
        <translation>
            <numerusform>%n set (%1 with anagrams apart)</numerusform>
            <numerusform>%n sets (%1 with anagrams apart)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message numerus="yes">
        <source>The first puzzle comes out in %n days.</source>
        <translation>
            <numerusform>The first puzzle comes out in %n day.</numerusform>
            <numerusform>The first puzzle comes out in %n days.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Facts</name>
    <message numerus="yes">
        <source>%n byte</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n byte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n bytes</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ambiguous: %n+ solutions, best first</source>
        <translation>
            <numerusform>ambiguous: %n+ solutions, best first</numerusform>
            <numerusform>ambiguous: %n+ solutions, best first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ambiguous: %n solutions, best first</source>
        <translation>
            <numerusform>ambiguous: %n solutions, best first</numerusform>
            <numerusform>ambiguous: %n solutions, best first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solutions fitted the colours</source>
        <translation>
            <numerusform>%n solution fitted the colours</numerusform>
            <numerusform>%n solutions fitted the colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after the swap %n are left</source>
        <translation>
            <numerusform>after the swap %n is left</numerusform>
            <numerusform>after the swap %n are left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gave up after %n tries without a good puzzle (the last one was %1); loosen the difficulty range, the pins or the target</source>
        <translation>
            <numerusform>gave up after %n try without a good puzzle (the last one was %1); loosen the difficulty range, the pins or the target</numerusform>
            <numerusform>gave up after %n tries without a good puzzle (the last one was %1); loosen the difficulty range, the pins or the target</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %1 on %n process and make at least %2 grids (a file of %3)</source>
        <translation>
            <numerusform>at least %1 on %n process and make at least %2 grids (a file of %3)</numerusform>
            <numerusform>at least %1 on %n process and make at least %2 grids (a file of %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %1 on %n processes and make at least %2 grids (a file of %3)</source>
        <translation>
            <numerusform>at least %1 on %n processes and make at least %2 grids (a file of %3)</numerusform>
            <numerusform>at least %1 on %n processes and make at least %2 grids (a file of %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %1 on %n process and make about %2 grids (a file of %3)</source>
        <translation>
            <numerusform>about %1 on %n process and make about %2 grids (a file of %3)</numerusform>
            <numerusform>about %1 on %n process and make about %2 grids (a file of %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %1 on %n processes and make about %2 grids (a file of %3)</source>
        <translation>
            <numerusform>about %1 on %n processes and make about %2 grids (a file of %3)</numerusform>
            <numerusform>about %1 on %n processes and make about %2 grids (a file of %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %1 of the %n words of %2 different letters with a Zipf of at least %3 are free of shared letters</source>
        <translation>
            <numerusform>no %1 of the %n word of %2 different letters with a Zipf of at least %3 are free of shared letters</numerusform>
            <numerusform>no %1 of the %n words of %2 different letters with a Zipf of at least %3 are free of shared letters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %1 of the %n words of %2 different letters are free of shared letters</source>
        <translation>
            <numerusform>no %1 of the %n word of %2 different letters are free of shared letters</numerusform>
            <numerusform>no %1 of the %n words of %2 different letters are free of shared letters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word favoured, weighted up</source>
        <translation>
            <numerusform>%n word favoured, weighted up</numerusform>
            <numerusform>%n word favoured, weighted up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words favoured, weighted up</source>
        <translation>
            <numerusform>%n words favoured, weighted up</numerusform>
            <numerusform>%n words favoured, weighted up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n word</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n words</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n puzzle:</source>
        <translation>
            <numerusform>Left out %n puzzle:</numerusform>
            <numerusform>Left out %n puzzle:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n puzzles:</source>
        <translation>
            <numerusform>Left out %n puzzles:</numerusform>
            <numerusform>Left out %n puzzles:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the letter grid has %n rows; a puzzle has at most %1</source>
        <translation>
            <numerusform>the letter grid has %n row; a puzzle has at most %1</numerusform>
            <numerusform>the letter grid has %n rows; a puzzle has at most %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this row is %n characters wide; a puzzle has at most %1</source>
        <translation>
            <numerusform>this row is %n character wide; a puzzle has at most %1</numerusform>
            <numerusform>this row is %n characters wide; a puzzle has at most %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the colour grid has %n rows but the letter grid has %1</source>
        <translation>
            <numerusform>the colour grid has %n row but the letter grid has %1</numerusform>
            <numerusform>the colour grid has %n rows but the letter grid has %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this colour row has %n colours but its letter row has %1</source>
        <translation>
            <numerusform>this colour row has %n colour but its letter row has %1</numerusform>
            <numerusform>this colour row has %n colours but its letter row has %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unique after %n safe swap</source>
        <translation>
            <numerusform>unique after %n safe swap</numerusform>
            <numerusform>unique after %n safe swap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unique after %n safe swaps</source>
        <translation>
            <numerusform>unique after %n safe swaps</numerusform>
            <numerusform>unique after %n safe swaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no grid fits these words and pins without the %n words already used; allow repeated words, lower the frequency cutoff or change a pin</source>
        <translation>
            <numerusform>no grid fits these words and pins without the %n word already used; allow repeated words, lower the frequency cutoff or change a pin</numerusform>
            <numerusform>no grid fits these words and pins without the %n words already used; allow repeated words, lower the frequency cutoff or change a pin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no fill turned up in %n random searches; lower the frequency cutoff or change a pin</source>
        <translation>
            <numerusform>no fill turned up in %n random search; lower the frequency cutoff or change a pin</numerusform>
            <numerusform>no fill turned up in %n random searches; lower the frequency cutoff or change a pin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From here the fewest swaps are %1; %n swap would now turn two tiles green at once.</source>
        <translation>
            <numerusform>From here the fewest swaps are %1; %n swap would now turn two tiles green at once.</numerusform>
            <numerusform>From here the fewest swaps are %1; %n swap would now turn two tiles green at once.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From here the fewest swaps are %1; %n swaps would now turn two tiles green at once.</source>
        <translation>
            <numerusform>From here the fewest swaps are %1; %n swaps would now turn two tiles green at once.</numerusform>
            <numerusform>From here the fewest swaps are %1; %n swaps would now turn two tiles green at once.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pages %1-%2: the sheet has %n page</source>
        <translation>
            <numerusform>pages %1-%2: the sheet has %n page</numerusform>
            <numerusform>pages %1-%2: the sheet has %n page</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pages %1-%2: the sheet has %n pages</source>
        <translation>
            <numerusform>pages %1-%2: the sheet has %n pages</numerusform>
            <numerusform>pages %1-%2: the sheet has %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no solution has just %n word: the fewest is %1 words</source>
        <translation>
            <numerusform>no solution has just %n word: the fewest is %1 words</numerusform>
            <numerusform>no solution has just %n word: the fewest is %1 words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no solution has %n words or fewer: the fewest is %1 words</source>
        <translation>
            <numerusform>no solution has %n words or fewer: the fewest is %1 words</numerusform>
            <numerusform>no solution has %n words or fewer: the fewest is %1 words</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Picture</name>
    <message numerus="yes">
        <source>; the game&apos;s counter shows %n swaps remaining</source>
        <translation>
            <numerusform>; the game's counter shows %n swap remaining</numerusform>
            <numerusform>; the game's counter shows %n swaps remaining</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tiles unsure: %1</source>
        <translation>
            <numerusform>%n tile unsure: %1</numerusform>
            <numerusform>%n tiles unsure: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayTab</name>
    <message numerus="yes">
        <source>Guess the {length}-letter word in %n tries.</source>
        <translation>
            <numerusform>Guess the {length}-letter word in %n try.</numerusform>
            <numerusform>Guess the {length}-letter word in %n tries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess left.</source>
        <translation>
            <numerusform>%n guess left.</numerusform>
            <numerusform>%n guesses left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guesses left.</source>
        <translation>
            <numerusform>%n guess left.</numerusform>
            <numerusform>%n guesses left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message numerus="yes">
        <source>%n swaps allowed</source>
        <translation>
            <numerusform>%n swap allowed</numerusform>
            <numerusform>%n swaps allowed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved in %n swaps</source>
        <translation>
            <numerusform>solved in %n swap</numerusform>
            <numerusform>solved in %n swaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>one of %n solutions</source>
        <translation>
            <numerusform>one of %n solution</numerusform>
            <numerusform>one of %n solutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the answers to %n Waffle puzzles</source>
        <translation>
            <numerusform>the answers to %n Waffle puzzle</numerusform>
            <numerusform>the answers to %n Waffle puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Waffle puzzles with answers</source>
        <translation>
            <numerusform>%n Waffle puzzle with answers</numerusform>
            <numerusform>%n Waffle puzzles with answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Waffle puzzles</source>
        <translation>
            <numerusform>%n Waffle puzzle</numerusform>
            <numerusform>%n Waffle puzzles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Web page</name>
    <message numerus="yes">
        <source>Solved in %n swaps!</source>
        <translation>
            <numerusform>Solved in %n swap!</numerusform>
            <numerusform>Solved in %n swaps!</numerusform>
        </translation>
    </message>
</context>
</TS>
