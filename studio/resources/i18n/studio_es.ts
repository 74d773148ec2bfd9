<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Puzzle Studio</source>
        <translation>Acerca de Puzzle Studio</translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzle Studio {__version__}&lt;/b&gt;&lt;br&gt;Solve, design, play and print word puzzles.&lt;br&gt;&lt;small&gt;Python {python_version}, Qt {qVersion}, on {platform}. Puzzle Studio is free software under the MIT licence.&lt;/small&gt;</source>
        <translation>&lt;b&gt;Puzzle Studio {__version__}&lt;/b&gt;&lt;br&gt;Resuelva, diseñe, juegue e imprima pasatiempos de palabras.&lt;br&gt;&lt;small&gt;Python {python_version}, Qt {qVersion}, en {platform}. Puzzle Studio es software libre con licencia MIT.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Licences and credits</source>
        <translation>Licencias y créditos</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>AssistantTab</name>
    <message>
        <source>Hard mode</source>
        <translation>Modo difícil</translation>
    </message>
    <message>
        <source>Undo Guess</source>
        <translation>Deshacer intento</translation>
    </message>
    <message>
        <source>Start Over</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Type a guess you made, click its tiles until they show the game&apos;s colours (gray, yellow, green), then press Enter.</source>
        <translation>Escriba un intento que hizo, pulse sus casillas hasta que muestren los colores del juego (gris, amarillo, verde) y pulse Intro.</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Intento</translation>
    </message>
    <message>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Partes</translation>
    </message>
    <message>
        <source>Worst case</source>
        <translation>Peor caso</translation>
    </message>
    <message>
        <source>May be the answer</source>
        <translation>Puede ser la respuesta</translation>
    </message>
    <message>
        <source>Answers still possible</source>
        <translation>Respuestas aún posibles</translation>
    </message>
    <message>
        <source>Best next guesses (double-click one to type it)</source>
        <translation>Mejores intentos siguientes (doble clic para escribir uno)</translation>
    </message>
    <message>
        <source>A guess has {length} letters.</source>
        <translation>Un intento tiene {length} letras.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>{note}No answer fits these colours: check the tiles, or load the game&apos;s list.</source>
        <translation>{note}Ninguna respuesta encaja con estos colores: revise las casillas o cargue la lista del juego.</translation>
    </message>
    <message>
        <source>{note}It must be {answers}.</source>
        <translation>{note}Tiene que ser {answers}.</translation>
    </message>
    <message>
        <source> (the first {n} shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{note}{n:,} answers possible{more}. Best next: {word}.</source>
        <translation>{note}{n:,} respuestas posibles{more}. Mejor siguiente: {word}.</translation>
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
        <translation>Archivo de árbol</translation>
    </message>
    <message>
        <source>Replay a decision tree in Alex Selby&apos;s format</source>
        <translation>Reproducir un árbol de decisión en el formato de Alex Selby</translation>
    </message>
    <message>
        <source>Hard mode</source>
        <translation>Modo difícil</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Clear Results</source>
        <translation>Borrar resultados</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <source>Over 6</source>
        <translation>Más de 6</translation>
    </message>
    <message>
        <source>Hardest answers</source>
        <translation>Respuestas más difíciles</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>Each strategy plays every answer of the list; the table and the chart compare them. Runs use every core.</source>
        <translation>Cada estrategia juega todas las respuestas de la lista; la tabla y el gráfico las comparan. Se usan todos los núcleos.</translation>
    </message>
    <message>
        <source>Replay a decision tree</source>
        <translation>Reproducir un árbol de decisión</translation>
    </message>
    <message>
        <source>Trees (*.tree *.txt);;All (*)</source>
        <translation>Árboles (*.tree *.txt);;Todos (*)</translation>
    </message>
    <message>
        <source>Tree {name}</source>
        <translation>Árbol {name}</translation>
    </message>
    <message>
        <source>Choose a strategy (or a tree file), and wait for the lists.</source>
        <translation>Elija una estrategia (o un archivo de árbol) y espere a las listas.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>{name}: {done:,} of {total:,} answers</source>
        <translation>{name}: {done:,} de {total:,} respuestas</translation>
    </message>
    <message>
        <source>{name}: choosing the opening guess…</source>
        <translation>{name}: eligiendo el primer intento…</translation>
    </message>
    <message>
        <source>Best so far: {strategy}, {mean:.4f} guesses on average.</source>
        <translation>Mejor hasta ahora: {strategy}, {mean:.4f} intentos de media.</translation>
    </message>
</context>
<context>
    <name>BatchTool</name>
    <message>
        <source>as made</source>
        <translation>según se crearon</translation>
    </message>
    <message>
        <source>easiest first</source>
        <translation>las más fáciles primero</translation>
    </message>
    <message>
        <source>hardest first</source>
        <translation>las más difíciles primero</translation>
    </message>
    <message>
        <source>swaps</source>
        <translation>intercambios</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>barajar</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verdes</translation>
    </message>
    <message>
        <source>Banned and Favoured Words…</source>
        <translation>Palabras prohibidas y favoritas…</translation>
    </message>
    <message>
        <source>Your own lists: words never used, and words weighted up to theme a batch</source>
        <translation>Sus propias listas: palabras que nunca se usan y palabras con más peso para dar tema a una tanda</translation>
    </message>
    <message>
        <source>No word twice in the batch</source>
        <translation>Ninguna palabra dos veces en el lote</translation>
    </message>
    <message>
        <source>Favoured and pinned words may repeat: you chose them</source>
        <translation>Las palabras preferidas y fijadas pueden repetirse: las eligió usted</translation>
    </message>
    <message>
        <source>none (a folder of a series&apos; earlier puzzles)</source>
        <translation>ninguna (una carpeta con los puzles anteriores de una serie)</translation>
    </message>
    <message>
        <source>No puzzle of the batch uses a word of the puzzles in this folder</source>
        <translation>Ningún puzle del lote usa una palabra de los puzles de esta carpeta</translation>
    </message>
    <message>
        <source>Avoid the words of the puzzles in</source>
        <translation>Evitar las palabras de los puzles de</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Unique in play</source>
        <translation>Única en juego</translation>
    </message>
    <message>
        <source>Also keep puzzles that safe swaps make unique: ambiguous from the first colours, but a swap the player can make whatever the answer settles it</source>
        <translation>Conservar también los puzles que unos intercambios seguros hacen únicos: ambiguos con los primeros colores, pero un intercambio que el jugador puede hacer sea cual sea la respuesta lo decide</translation>
    </message>
    <message>
        <source>Difficulty from</source>
        <translation>Dificultad desde</translation>
    </message>
    <message>
        <source>Difficulty up to</source>
        <translation>Dificultad hasta</translation>
    </message>
    <message>
        <source>A new seed is drawn for each run; type one back to make the same puzzles again</source>
        <translation>Cada ejecución usa una semilla nueva; escríbala de nuevo para repetir los mismos puzles</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>Fewest swaps</source>
        <translation>Mínimo de intercambios</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Coloreado</translation>
    </message>
    <message>
        <source>Scramble strategy</source>
        <translation>Estrategia de mezcla</translation>
    </message>
    <message>
        <source>Word filter</source>
        <translation>Filtro de palabras</translation>
    </message>
    <message>
        <source>Avoid words in</source>
        <translation>Evitar palabras de</translation>
    </message>
    <message>
        <source>Difficulty (bits)</source>
        <translation>Dificultad (bits)</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Avoid the words of the puzzles in this folder</source>
        <translation>Evitar las palabras de los puzles de esta carpeta</translation>
    </message>
    <message>
        <source>Double-click a puzzle to open it; tick the ones to keep; drag them into order (or Ctrl+Up, Ctrl+Down); Delete drops the selected ones</source>
        <translation>Doble clic en un puzle para abrirlo; marque los que quiera conservar; arrástrelos para ordenarlos (o Ctrl+Arriba, Ctrl+Abajo); Supr quita los seleccionados</translation>
    </message>
    <message>
        <source>Puzzles generated</source>
        <translation>Puzles generados</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marcar</translation>
    </message>
    <message>
        <source>Unmark</source>
        <translation>Desmarcar</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Drop from the List</source>
        <translation>Quitar de la lista</translation>
    </message>
    <message>
        <source>Save All…</source>
        <translation>Guardar todos…</translation>
    </message>
    <message>
        <source>Print Sheet…</source>
        <translation>Imprimir hoja…</translation>
    </message>
    <message>
        <source>Difficulty: bits of choice the colours leave (more is harder)</source>
        <translation>Dificultad: bits de elección que dejan los colores (más es más difícil)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>This run: seed {seed} (type it back to make these again)</source>
        <translation>Esta tanda: semilla {seed} (escríbala de nuevo para repetirlos)</translation>
    </message>
    <message>
        <source>{n} of {count} marked</source>
        <translation>{n} de {count} marcados</translation>
    </message>
    <message>
        <source>Save Marked…</source>
        <translation>Guardar marcados…</translation>
    </message>
    <message>
        <source>Save the marked puzzles to a folder, numbered in the order shown, one JSON file each</source>
        <translation>Guardar los puzles marcados en una carpeta, numerados en el orden mostrado, un archivo JSON cada uno</translation>
    </message>
    <message>
        <source>The marked puzzles, in the order shown, on a printed sheet</source>
        <translation>Los puzles marcados, en el orden mostrado, en una hoja impresa</translation>
    </message>
    <message>
        <source>Save every puzzle listed to a folder, numbered in the order shown, one JSON file each</source>
        <translation>Guardar todos los puzles de la lista en una carpeta, numerados en el orden mostrado, un archivo JSON cada uno</translation>
    </message>
    <message>
        <source>Every puzzle listed, in the order shown, on a printed sheet</source>
        <translation>Todos los puzles de la lista, en el orden mostrado, en una hoja impresa</translation>
    </message>
    <message>
        <source>{n} puzzles</source>
        <translation>{n} puzles</translation>
    </message>
    <message>
        <source>Fill list: {describe}.</source>
        <translation>Lista de relleno: {describe}.</translation>
    </message>
    <message>
        <source>{made} of {count} after {tries} tries; about {left:.0f} s left</source>
        <translation>{made} de {count} tras {tries} intentos; quedan unos {left:.0f} s</translation>
    </message>
    <message>
        <source>{tries} tries so far ({value})</source>
        <translation>{tries} intentos hasta ahora ({value})</translation>
    </message>
    <message>
        <source>working</source>
        <translation>trabajando</translation>
    </message>
    <message>
        <source>difficulty {difficulty} · {swaps} swaps · seed {seed} #{n}</source>
        <translation>dificultad {difficulty} · {swaps} intercambios · semilla {seed} #{n}</translation>
    </message>
    <message>
        <source>Save every puzzle to a folder</source>
        <translation>Guardar cada puzle en una carpeta</translation>
    </message>
    <message>
        <source>saved {n} puzzles to {name}</source>
        <translation>{n} puzles guardados en {name}</translation>
    </message>
    <message>
        <source>some puzzles were not saved; all are still listed</source>
        <translation>algunos puzles no se guardaron; todos siguen en la lista</translation>
    </message>
    <message>
        <source>Could not save the puzzles: </source>
        <translation>No se pudieron guardar los puzles: </translation>
    </message>
</context>
<context>
    <name>BoxView</name>
    <message>
        <source>Letter Boxed board</source>
        <translation>Tablero de Letter Boxed</translation>
    </message>
    <message>
        <source>No board</source>
        <translation>Sin tablero</translation>
    </message>
</context>
<context>
    <name>Command line</name>
    <message>
        <source>Open the studio window.</source>
        <translation>Abrir la ventana del estudio.</translation>
    </message>
    <message>
        <source>Commands: puzzle-studio solve --help</source>
        <translation>Órdenes: puzzle-studio solve --help</translation>
    </message>
    <message>
        <source>a puzzle to open (.json or .txt)</source>
        <translation>un puzle que abrir (.json o .txt)</translation>
    </message>
    <message>
        <source>render the window at 1280x800 to a PNG (works offscreen) and exit</source>
        <translation>dibujar la ventana a 1280x800 en un PNG (también sin pantalla) y salir</translation>
    </message>
    <message>
        <source>the window cannot start: there is no display here (DISPLAY is not set); start it from a desktop session, or use the commands (puzzle-studio --help)</source>
        <translation>la ventana no puede arrancar: aquí no hay pantalla (DISPLAY no está definido); ábrala desde una sesión de escritorio o use las órdenes (puzzle-studio --help)</translation>
    </message>
    <message>
        <source>the window cannot start: Qt&apos;s X11 platform needs %1, missing here; install with: sudo apt-get install %2</source>
        <translation>la ventana no puede arrancar: la plataforma X11 de Qt necesita %1, que falta aquí; instálelo con: sudo apt-get install %2</translation>
    </message>
    <message>
        <source>input/output failed: %1</source>
        <translation>fallo de entrada/salida: %1</translation>
    </message>
    <message>
        <source>internal error (%1); please report it with the command that caused it</source>
        <translation>error interno (%1); por favor, comuníquelo junto con la orden que lo causó</translation>
    </message>
    <message>
        <source>Letter Boxed: solve, generate and draw boards</source>
        <translation>Letter Boxed: resolver, generar y dibujar tableros</translation>
    </message>
    <message>
        <source>every fewest-word (or fewest-letter) solution</source>
        <translation>todas las soluciones con menos palabras (o letras)</translation>
    </message>
    <message>
        <source>random boards that common words solve within par</source>
        <translation>tableros al azar que palabras comunes resuelven dentro del par</translation>
    </message>
    <message>
        <source>a board, and optionally a solution, as PNG or SVG</source>
        <translation>un tablero, y si se quiere una solución, en PNG o SVG</translation>
    </message>
    <message>
        <source>no solution for %1 with these words</source>
        <translation>no hay solución para %1 con estas palabras</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more; --max 0 for all</source>
        <translation>
            <numerusform>... y %n más; --max 0 para todas</numerusform>
            <numerusform>... y %n más; --max 0 para todas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solutions; the fewest: %1</source>
        <translation>
            <numerusform>%n solución; la más corta: %1</numerusform>
            <numerusform>%n soluciones; la más corta: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n letters</source>
        <translation>
            <numerusform>%n letra</numerusform>
            <numerusform>%n letras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solutions</source>
        <translation>
            <numerusform>%n solución</numerusform>
            <numerusform>%n soluciones</numerusform>
        </translation>
    </message>
    <message>
        <source>The first word starts with %1.</source>
        <translation>La primera palabra empieza por %1.</translation>
    </message>
    <message>
        <source>The first word is %1.</source>
        <translation>La primera palabra es %1.</translation>
    </message>
    <message>
        <source>An answer: %1.</source>
        <translation>Una respuesta: %1.</translation>
    </message>
    <message>
        <source>no two-word solution</source>
        <translation>ninguna solución de dos palabras</translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n palabra</numerusform>
            <numerusform>%n palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n two-word solutions</source>
        <translation>
            <numerusform>%n solución de dos palabras</numerusform>
            <numerusform>%n soluciones de dos palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest %n words</source>
        <translation>
            <numerusform>al menos %n palabra</numerusform>
            <numerusform>al menos %n palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>par %1</source>
        <translation>par %1</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ej. %1</translation>
    </message>
    <message>
        <source>solve Waffle puzzles (.json, .txt, a screenshot .png/.jpg/.webp, a share code, or - for stdin)</source>
        <translation>resolver puzles de Waffle (.json, .txt, una captura .png/.jpg/.webp, un código para compartir, o - para la entrada estándar)</translation>
    </message>
    <message>
        <source>read a Waffle screenshot and print the puzzle in the text format</source>
        <translation>leer una captura de Waffle y escribir el puzle en formato de texto</translation>
    </message>
    <message>
        <source>make new Waffle puzzles (unique, exact swaps)</source>
        <translation>crear puzles de Waffle nuevos (únicos, intercambios exactos)</translation>
    </message>
    <message>
        <source>fill a partly designed grid around its letters, best words first (exit 1 when no fill exists)</source>
        <translation>rellenar una cuadrícula a medio diseñar alrededor de sus letras, las mejores palabras primero (sale con 1 si no hay relleno)</translation>
    </message>
    <message>
        <source>every grid that fits a shape (one per line)</source>
        <translation>todas las cuadrículas de una forma (una por línea)</translation>
    </message>
    <message>
        <source>%1 of puzzles, or a printable PDF sheet</source>
        <translation>%1 de puzles, o una hoja PDF para imprimir</translation>
    </message>
    <message>
        <source>print each puzzle&apos;s share code: one line to paste into the studio or a playable web page</source>
        <translation>escribir el código para compartir de cada puzle: una línea para pegar en el estudio o en una página web jugable</translation>
    </message>
    <message>
        <source>seed %1 (--seed %1 makes these puzzles again)</source>
        <translation>semilla %1 (--seed %1 vuelve a crear estos puzles)</translation>
    </message>
    <message>
        <source>fill list: %1</source>
        <translation>lista de relleno: %1</translation>
    </message>
    <message>
        <source>difficulty %1</source>
        <translation>dificultad %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tries</source>
        <translation>
            <numerusform>%n intento</numerusform>
            <numerusform>%n intentos</numerusform>
        </translation>
    </message>
    <message>
        <source>--web names the page to write: leave out --out</source>
        <translation>--web nombra la página que escribir: quite --out</translation>
    </message>
    <message>
        <source>say where to write: --out PATH, or --web PAGE.html for a playable page</source>
        <translation>diga dónde escribir: --out RUTA, o --web PÁGINA.html para una página jugable</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles</source>
        <translation>
            <numerusform>%n puzle</numerusform>
            <numerusform>%n puzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles to play in a browser</source>
        <translation>
            <numerusform>%n puzle para jugar en un navegador</numerusform>
            <numerusform>%n puzles para jugar en un navegador</numerusform>
        </translation>
    </message>
    <message>
        <source>no single solution: the code has none, so the web page cannot play it</source>
        <translation>sin solución única: el código no tiene ninguna, así que la página web no puede jugarlo</translation>
    </message>
    <message>
        <source>Wordle: backtest strategies, suggest the next guess</source>
        <translation>Wordle: probar estrategias, sugerir el siguiente intento</translation>
    </message>
    <message>
        <source>play a strategy against every answer</source>
        <translation>jugar una estrategia contra cada respuesta</translation>
    </message>
    <message>
        <source>the answers left and the best next guesses</source>
        <translation>las respuestas que quedan y los mejores intentos siguientes</translation>
    </message>
    <message>
        <source>hard mode</source>
        <translation>modo difícil</translation>
    </message>
    <message>
        <source>normal mode</source>
        <translation>modo normal</translation>
    </message>
    <message numerus="yes">
        <source>%n answers</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guesses</source>
        <translation>
            <numerusform>%n intento</numerusform>
            <numerusform>%n intentos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: mean %2 guesses, %3 in all</source>
        <translation>%1: media de %2 intentos, %3 en total</translation>
    </message>
    <message numerus="yes">
        <source>%n failures (more than 6)</source>
        <translation>
            <numerusform>%n fallo (más de 6)</numerusform>
            <numerusform>%n fallos (más de 6)</numerusform>
        </translation>
    </message>
    <message>
        <source>hardest: %1</source>
        <translation>las más difíciles: %1</translation>
    </message>
    <message>
        <source>failures: %1</source>
        <translation>fallos: %1</translation>
    </message>
    <message>
        <source>no answer in the list fits this feedback (check the colours, or try --answers)</source>
        <translation>ninguna respuesta de la lista encaja con estos colores (revíselos o pruebe --answers)</translation>
    </message>
    <message numerus="yes">
        <source>%n possible: %1</source>
        <translation>
            <numerusform>%n posible: %1</numerusform>
            <numerusform>%n posibles: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays: %2</source>
        <translation>%1 juega: %2</translation>
    </message>
    <message>
        <source>best by information:      bits  parts  worst case</source>
        <translation>mejores por información:   bits  partes  peor caso</translation>
    </message>
    <message>
        <source>(* may be the answer)</source>
        <translation>(* puede ser la respuesta)</translation>
    </message>
    <message>
        <source>sets of k words of n letters, no letter shared</source>
        <translation>conjuntos de k palabras de n letras, sin letras compartidas</translation>
    </message>
    <message>
        <source>unused: %1; rarest Zipf %2</source>
        <translation>sin usar: %1; Zipf más raro %2</translation>
    </message>
    <message numerus="yes">
        <source>%n sets (%1 with anagrams apart)</source>
        <translation>
            <numerusform>%n conjunto (%1 separando anagramas)</numerusform>
            <numerusform>%n conjuntos (%1 separando anagramas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DesignPanel</name>
    <message>
        <source>Game-like greens</source>
        <translation>Verdes del juego</translation>
    </message>
    <message>
        <source>Tiles stay green where the real games keep them: the 5x5&apos;s four corners, the 7x7&apos;s twelve crossings of its words (its corners move); other shapes: their corners</source>
        <translation>Las fichas quedan verdes donde las dejan los juegos reales: las cuatro esquinas del 5x5, los doce cruces de palabras del 7x7 (sus esquinas se mueven); otras formas: sus esquinas</translation>
    </message>
    <message>
        <source>✓ known</source>
        <translation>✓ conocida</translation>
    </message>
    <message>
        <source>~ rare</source>
        <translation>~ rara</translation>
    </message>
    <message>
        <source>✗ not in list</source>
        <translation>✗ no está en la lista</translation>
    </message>
    <message>
        <source>… incomplete</source>
        <translation>… incompleta</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Diseñar</translation>
    </message>
    <message>
        <source>Type the solution words. Space switches across/down; red tiles are words the word list does not know.</source>
        <translation>Escriba las palabras de la solución. Espacio alterna horizontal/vertical; las casillas rojas son palabras que la lista no conoce.</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>In the word list</source>
        <translation>En la lista de palabras</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Caben</translation>
    </message>
    <message>
        <source>How many words of the fill list still fit each slot around its crossings: few is tight</source>
        <translation>Cuántas palabras de la lista de relleno caben aún en cada hueco con sus cruces: pocas es un punto difícil</translation>
    </message>
    <message>
        <source>Autofill</source>
        <translation>Autocompletar</translation>
    </message>
    <message>
        <source>Fill the empty and partly typed words around your letters, most familiar words first</source>
        <translation>Rellena las palabras vacías o a medio escribir alrededor de tus letras, primero las más conocidas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Banned and Favoured Words…</source>
        <translation>Palabras prohibidas y favoritas…</translation>
    </message>
    <message>
        <source>Banned words and the default list of offensive words are not suggested; favoured words are starred</source>
        <translation>No se sugieren las palabras prohibidas ni la lista predeterminada de palabras ofensivas; las favoritas llevan estrella</translation>
    </message>
    <message>
        <source>Click a word to put it in the selected slot</source>
        <translation>Pulse una palabra para ponerla en el hueco seleccionado</translation>
    </message>
    <message>
        <source>Scramble into a puzzle</source>
        <translation>Mezclar en un puzle</translation>
    </message>
    <message>
        <source>the word list in use</source>
        <translation>la lista de palabras en uso</translation>
    </message>
    <message>
        <source>The words another solution may use: a puzzle is fair when no other solution fits its colours. Common words (the default): what players know, so a rare word such as HOAST does not count. Broad: the solver&apos;s 248,640 words. Full: every word the studio has. Your own words always count.</source>
        <translation>Las palabras que puede usar otra solución: un puzle es justo cuando ninguna otra solución encaja con sus colores. Comunes (por defecto): las que conocen los jugadores, así que una palabra rara como HOAST no cuenta. Amplia: las 248.640 palabras del solucionador. Completa: todas las palabras del estudio. Sus propias palabras siempre cuentan.</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>Mezclar</translation>
    </message>
    <message>
        <source>Try Another Scramble</source>
        <translation>Probar otra mezcla</translation>
    </message>
    <message>
        <source>Scramble again from a new random start: other colours, maybe no rival</source>
        <translation>Mezclar de nuevo desde otro inicio aleatorio: otros colores, quizá sin rival</translation>
    </message>
    <message>
        <source>Fewest swaps</source>
        <translation>Mínimo de intercambios</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Coloreado</translation>
    </message>
    <message>
        <source>Unique among</source>
        <translation>Única entre</translation>
    </message>
    <message>
        <source>In the list, but rare (Zipf {zipf:.1f}): players may not know it</source>
        <translation>En la lista, pero rara (Zipf {zipf:.1f}): puede que los jugadores no la conozcan</translation>
    </message>
    <message>
        <source>Loading the word list…</source>
        <translation>Cargando la lista de palabras…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Words that fit {label}&lt;/b&gt; ({n}{value}, most common first)</source>
        <translation>&lt;b&gt;Palabras que encajan en {label}&lt;/b&gt; ({n}{value}, las más comunes primero)</translation>
    </message>
    <message>
        <source>, then {near}{more} near misses (one or two letters changed)</source>
        <translation>, luego {near}{more} casi aciertos (una o dos letras cambiadas)</translation>
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
        <translation>intentos (más de 6: un fallo)</translation>
    </message>
    <message>
        <source>Run a backtest to see how many guesses each answer takes</source>
        <translation>Ejecute una prueba para ver cuántos intentos necesita cada respuesta</translation>
    </message>
</context>
<context>
    <name>EveryGridTool</name>
    <message>
        <source>this computer</source>
        <translation>este ordenador</translation>
    </message>
    <message>
        <source>a local Dask cluster</source>
        <translation>un clúster Dask local</translation>
    </message>
    <message>
        <source>a Dask scheduler at</source>
        <translation>un planificador Dask en</translation>
    </message>
    <message>
        <source>Every grid on</source>
        <translation>Todas las cuadrículas en</translation>
    </message>
    <message>
        <source>Every Grid on all cores here, or on a Dask cluster (see Help &gt; User Guide: Dask)</source>
        <translation>Todas las cuadrículas con todos los núcleos de aquí, o en un clúster de Dask (véase Ayuda &gt; Guía del usuario: Dask)</translation>
    </message>
    <message>
        <source>Scheduler address</source>
        <translation>Dirección del planificador</translation>
    </message>
    <message>
        <source>The address `dask scheduler` prints when it starts</source>
        <translation>La dirección que `dask scheduler` muestra al arrancar</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Trabajador</translation>
    </message>
    <message>
        <source>Chunks done</source>
        <translation>Trozos hechos</translation>
    </message>
    <message>
        <source>Grids found</source>
        <translation>Cuadrículas encontradas</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Cluster workers</source>
        <translation>Trabajadores del clúster</translation>
    </message>
    <message>
        <source>Every Grid</source>
        <translation>Todas las cuadrículas</translation>
    </message>
    <message>
        <source>List every grid these words and pins allow (a square grid and its transpose count once), on all cores</source>
        <translation>Listar todas las cuadrículas que permiten estas palabras y fijaciones (una cuadrícula cuadrada y su traspuesta cuentan una vez), en todos los núcleos</translation>
    </message>
    <message>
        <source>Search Anyway</source>
        <translation>Buscar igualmente</translation>
    </message>
    <message>
        <source>Search every grid all the same: the grids are written to a temporary file as they come, and Save Grids copies them</source>
        <translation>Buscar todas las cuadrículas de todos modos: se escriben en un archivo temporal a medida que llegan y Guardar cuadrículas las copia</translation>
    </message>
    <message>
        <source>Double-click a grid to design a puzzle from it</source>
        <translation>Doble clic en una cuadrícula para diseñar un puzle con ella</translation>
    </message>
    <message>
        <source>Save Grids…</source>
        <translation>Guardar cuadrículas…</translation>
    </message>
    <message>
        <source>type the Dask scheduler&apos;s address (tcp://host:8786) beside the choice</source>
        <translation>escribe la dirección del planificador de Dask (tcp://host:8786) junto a la opción</translation>
    </message>
    <message>
        <source>Sizing up the search…</source>
        <translation>Estimando la búsqueda…</translation>
    </message>
    <message>
        <source>{n:,} grids</source>
        <translation>{n:,} cuadrículas</translation>
    </message>
    <message>
        <source>{n:,} grids kept (the parts of the search that finished)</source>
        <translation>{n:,} cuadrículas guardadas (las partes de la búsqueda que terminaron)</translation>
    </message>
    <message>
        <source>{searched:.1%} searched, {found:,} grids so far; about {duration} left</source>
        <translation>{searched:.1%} buscado, {found:,} cuadrículas hasta ahora; quedan unos {duration}</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>ocupado</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>desaparecido</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <source>Every grid would take {text}; starting…</source>
        <translation>Todas las cuadrículas llevarían {text}; empezando…</translation>
    </message>
    <message>
        <source>{found:,} grids; the first {shown:,} are listed, Save Grids writes them all</source>
        <translation>{found:,} cuadrículas; se listan las primeras {shown:,}, Guardar cuadrículas las escribe todas</translation>
    </message>
    <message>
        <source>Every grid of these words would take {text}. Narrow the words (a higher frequency cutoff, a shorter list) or pin a word or letter, or search anyway.</source>
        <translation>Todas las cuadrículas de estas palabras llevarían {text}. Reduzca las palabras (un corte de frecuencia más alto, una lista más corta), fije una palabra o letra, o busque igualmente.</translation>
    </message>
    <message>
        <source> But {text}: Search Anyway would not start.</source>
        <translation> Pero {text}: Buscar igualmente no empezaría.</translation>
    </message>
    <message>
        <source>Save the grids</source>
        <translation>Guardar las cuadrículas</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>saved {total:,} grids to {name}</source>
        <translation>{total:,} cuadrículas guardadas en {name}</translation>
    </message>
    <message>
        <source>{name} was not written</source>
        <translation>{name} no se escribió</translation>
    </message>
    <message>
        <source>Could not save the grids: </source>
        <translation>No se pudieron guardar las cuadrículas: </translation>
    </message>
    <message>
        <source>Saving {total:,} grids to {name}…</source>
        <translation>Guardando {total:,} cuadrículas en {name}…</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>puzzle</source>
        <translation>puzle</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solución</translation>
    </message>
    <message>
        <source>both</source>
        <translation>ambos</translation>
    </message>
    <message>
        <source>Export the puzzle</source>
        <translation>Exportar el puzle</translation>
    </message>
    <message>
        <source>Transparent background (PNG)</source>
        <translation>Fondo transparente (PNG)</translation>
    </message>
    <message>
        <source>Swaps allowed</source>
        <translation>Intercambios permitidos</translation>
    </message>
    <message>
        <source>A row of stars</source>
        <translation>Una fila de estrellas</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Estilo</translation>
    </message>
    <message>
        <source>PNG width</source>
        <translation>Ancho del PNG</translation>
    </message>
    <message>
        <source>PDF paper</source>
        <translation>Papel del PDF</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Working out the answer…</source>
        <translation>Calculando la respuesta…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Not exported: {name} names a {named} file, but the format chosen is {chosen}. Choose {named} as the format, or name the file .{suffix}.</source>
        <translation>No se exportó: {name} es el nombre de un archivo {named}, pero el formato elegido es {chosen}. Elija {named} como formato, o ponga al archivo la extensión .{suffix}.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Guardado {name}.</translation>
    </message>
    <message>
        <source>Could not export: {text}</source>
        <translation>No se pudo exportar: {text}</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate puzzles</source>
        <translation>Generar puzles</translation>
    </message>
    <message>
        <source>The shapes every default fits; custom: type a name beside it</source>
        <translation>Las formas que admiten todos los valores predeterminados; personalizada: escriba un nombre al lado</translation>
    </message>
    <message>
        <source>Any waffle (odd sizes: 5x5, 3x7, 13x13) or solid grid (solid4x4)</source>
        <translation>Cualquier waffle (tamaños impares: 5x5, 3x7, 13x13) o cuadrícula sólida (solid4x4)</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>Shape name</source>
        <translation>Nombre de la forma</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>r1=FUGUE c3=GLOBE 3,3=E</source>
        <translation>r1=FUGUE c3=GLOBE 3,3=E</translation>
    </message>
    <message>
        <source>One word per line</source>
        <translation>Una palabra por línea</translation>
    </message>
    <message>
        <source>custom…</source>
        <translation>personalizada…</translation>
    </message>
    <message>
        <source>common tier (cutoff per word length)</source>
        <translation>nivel común (corte según la longitud)</translation>
    </message>
    <message>
        <source>built-in list, frequency cutoff</source>
        <translation>lista incluida, corte de frecuencia</translation>
    </message>
    <message>
        <source>word list file</source>
        <translation>archivo de lista de palabras</translation>
    </message>
    <message>
        <source>Fill from</source>
        <translation>Rellenar con</translation>
    </message>
    <message>
        <source>Frequency cutoff</source>
        <translation>Corte de frecuencia</translation>
    </message>
    <message>
        <source>Word list file</source>
        <translation>Archivo de lista de palabras</translation>
    </message>
    <message>
        <source>Pinned words, letters</source>
        <translation>Palabras y letras fijadas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzles</translation>
    </message>
    <message>
        <source>Every grid</source>
        <translation>Todas las cuadrículas</translation>
    </message>
    <message>
        <source>Fill from a word list</source>
        <translation>Rellenar con una lista de palabras</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv *.csv);;All files (*)</source>
        <translation>Listas de palabras (*.txt *.tsv *.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Leyendo el archivo…</translation>
    </message>
    <message>
        <source>Choose a word list file</source>
        <translation>Elija un archivo de lista de palabras</translation>
    </message>
    <message>
        <source>The word list is loading…</source>
        <translation>Cargando la lista de palabras…</translation>
    </message>
    <message>
        <source>Per length</source>
        <translation>Por longitud</translation>
    </message>
    <message>
        <source>{count} of length {n}</source>
        <translation>{count} de longitud {n}</translation>
    </message>
    <message>
        <source>Could not read the word list. {message}</source>
        <translation>No se pudo leer la lista de palabras. {message}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>como el juego</translation>
    </message>
    <message>
        <source>fewest-yellows</source>
        <translation>menos amarillas</translation>
    </message>
    <message>
        <source>most-yellows</source>
        <translation>más amarillas</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <source>Type the tiles&apos; letters; 1, 2 and 3 colour a tile green, yellow or gray; arrows move.</source>
        <translation>Escriba las letras de las casillas; 1, 2 y 3 colorean una casilla de verde, amarillo o gris; las flechas mueven.</translation>
    </message>
    <message>
        <source>Type the solution&apos;s letters; arrows move; Space types down instead of across.</source>
        <translation>Escriba las letras de la solución; las flechas mueven; Espacio escribe en vertical en vez de horizontal.</translation>
    </message>
    <message>
        <source>Arrows move; Space lifts a tile, and Space on another tile swaps the two.</source>
        <translation>Las flechas mueven; Espacio levanta una casilla, y Espacio sobre otra casilla las intercambia.</translation>
    </message>
    <message>
        <source>A step of the solution, read only; Escape edits again.</source>
        <translation>Un paso de la solución, solo lectura; Escape vuelve a editar.</translation>
    </message>
    <message>
        <source>Waffle grid, {tile}{lifted}</source>
        <translation>Cuadrícula de Waffle, {tile}{lifted}</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>User guide — Puzzle Studio</source>
        <translation>Guía del usuario — Puzzle Studio</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Buscar en la guía</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guía del usuario</translation>
    </message>
    <message>
        <source>The user guide is not installed with this copy of Puzzle Studio.</source>
        <translation>La guía del usuario no está instalada con esta copia de Puzzle Studio.</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 coincidencia</translation>
    </message>
    <message>
        <source>{count} matches</source>
        <translation>{count} coincidencias</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>guesses (over 6: a failure)</source>
        <translation>intentos (más de 6: un fallo)</translation>
    </message>
    <message>
        <source>Run a backtest to see how many guesses each answer takes</source>
        <translation>Ejecute una prueba retrospectiva para ver cuántos intentos necesita cada respuesta</translation>
    </message>
</context>
<context>
    <name>JobRunner</name>
    <message>
        <source>Starting…</source>
        <translation>Empezando…</translation>
    </message>
    <message>
        <source>Cancelled: {cancelled_text}.</source>
        <translation>Cancelado: {cancelled_text}.</translation>
    </message>
    <message>
        <source>Not started: see the warning above.</source>
        <translation>Sin empezar: vea el aviso de arriba.</translation>
    </message>
    <message>
        <source>Done: {what} in {seconds:.1f} s.</source>
        <translation>Hecho: {what} en {seconds:.1f} s.</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>English</source>
        <translation>Inglés</translation>
    </message>
    <message>
        <source>English (UK)</source>
        <translation>Inglés (RU)</translation>
    </message>
    <message>
        <source>Español</source>
        <translation>Español</translation>
    </message>
    <message>
        <source>Français</source>
        <translation>Francés</translation>
    </message>
    <message>
        <source>Deutsch</source>
        <translation>Alemán</translation>
    </message>
</context>
<context>
    <name>LetterBoxedPage</name>
    <message>
        <source>{name} is a board in {name2}: this page now uses {name2} words.</source>
        <translation>{name} es un tablero en {name2}: esta página usa ahora palabras en {name2}.</translation>
    </message>
    <message>
        <source>sides, e.g. ANO GDV IEF WZT</source>
        <translation>lados, p. ej. ANO GDV IEF WZT</translation>
    </message>
    <message>
        <source>words like the game&apos;s</source>
        <translation>palabras como las del juego</translation>
    </message>
    <message>
        <source>everyday and rarer words</source>
        <translation>palabras cotidianas y menos comunes</translation>
    </message>
    <message>
        <source>common words</source>
        <translation>palabras comunes</translation>
    </message>
    <message>
        <source>every word we have</source>
        <translation>todas las palabras que tenemos</translation>
    </message>
    <message>
        <source>a word list file…</source>
        <translation>un archivo de lista de palabras…</translation>
    </message>
    <message>
        <source>Untitled board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} word</source>
        <translation>{n} palabra</translation>
    </message>
    <message>
        <source>{n} words</source>
        <translation>{n} palabras</translation>
    </message>
    <message>
        <source>Word list: loading…</source>
        <translation>Lista de palabras: cargando…</translation>
    </message>
    <message>
        <source>Word list: {name} ({n:,} words)</source>
        <translation>Lista de palabras: {name} ({n:,} palabras)</translation>
    </message>
    <message>
        <source>fewest words</source>
        <translation>menos palabras</translation>
    </message>
    <message>
        <source>fewest letters</source>
        <translation>menos letras</translation>
    </message>
    <message>
        <source>the fewest</source>
        <translation>el mínimo</translation>
    </message>
    <message>
        <source>List every solution up to this many words</source>
        <translation>Listar cada solución de hasta este número de palabras</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Solve for</source>
        <translation>Resolver para</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>A random board that common words solve within par</source>
        <translation>Un tablero al azar que las palabras comunes resuelven dentro del par</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Lados</translation>
    </message>
    <message>
        <source>Letters per side</source>
        <translation>Letras por lado</translation>
    </message>
    <message>
        <source>Vowels</source>
        <translation>Vocales</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Click letters (or type them); Enter ends a word, Backspace takes one back</source>
        <translation>Pulse letras (o escríbalas); Intro termina una palabra, Retroceso quita una</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <source>Export PNG/SVG…</source>
        <translation>Exportar PNG/SVG…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>The first letter, then the first word, then a whole answer</source>
        <translation>La primera letra, luego la primera palabra, luego una respuesta entera</translation>
    </message>
    <message>
        <source>Show solutions</source>
        <translation>Mostrar soluciones</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Letter Boxed: use every letter in the fewest words</source>
        <translation>Letter Boxed: use todas las letras en el menor número de palabras</translation>
    </message>
    <message>
        <source>Each word starts with the last letter of the one before; no two letters in a row from the same side. Every solution listed is exact: none uses fewer words.</source>
        <translation>Cada palabra empieza por la última letra de la anterior; nunca dos letras seguidas del mismo lado. Cada solución listada es exacta: ninguna usa menos palabras.</translation>
    </message>
    <message>
        <source>Solve with a word list</source>
        <translation>Resolver con una lista de palabras</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Listas de palabras (*.txt *.tsv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading the word list…</source>
        <translation>Leyendo la lista de palabras…</translation>
    </message>
    <message>
        <source>Type the sides of a new board, or generate one.</source>
        <translation>Escriba los lados de un tablero nuevo o genere uno.</translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation>No se pudo abrir {name}</translation>
    </message>
    <message>
        <source>Type or generate a board to save first.</source>
        <translation>Escriba o genere un tablero antes de guardar.</translation>
    </message>
    <message>
        <source>Nothing was written; your board is still here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board {board}</source>
        <translation>Tablero {board}</translation>
    </message>
    <message>
        <source>Solving… boards of {n} letters can take a minute or more.</source>
        <translation>Resolviendo… los tableros de {n} letras pueden tardar un minuto o más.</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Resolviendo…</translation>
    </message>
    <message>
        <source>{words}: {solutions}</source>
        <translation>{words}: {solutions}</translation>
    </message>
    <message>
        <source>No solution with these words.</source>
        <translation>Ninguna solución con estas palabras.</translation>
    </message>
    <message>
        <source>Fewest: {best} ({words_name}). {count}; ask for a hint or show them.</source>
        <translation>Mínimo: {best} ({words_name}). {count}; pida una pista o muéstrelas.</translation>
    </message>
    <message>
        <source>{n:,} solution</source>
        <translation>{n:,} solución</translation>
    </message>
    <message>
        <source>The first word starts with {text}.</source>
        <translation>La primera palabra empieza por {text}.</translation>
    </message>
    <message>
        <source>The first word is {text}.</source>
        <translation>La primera palabra es {text}.</translation>
    </message>
    <message>
        <source>An answer: {text}.</source>
        <translation>Una respuesta: {text}.</translation>
    </message>
    <message>
        <source>Show more ({n:,} left)</source>
        <translation>Mostrar más (quedan {n:,})</translation>
    </message>
    <message>
        <source>{n} letter</source>
        <translation>{n} letra</translation>
    </message>
    <message>
        <source>{n} letters</source>
        <translation>{n} letras</translation>
    </message>
    <message>
        <source>{n:,} solutions</source>
        <translation>{n:,} soluciones</translation>
    </message>
    <message>
        <source>over {n:,} solutions</source>
        <translation>más de {n:,} soluciones</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Generando…</translation>
    </message>
    <message>
        <source>Generating… {tries} boards tried</source>
        <translation>Generando… {tries} tableros probados</translation>
    </message>
    <message>
        <source>Generating cancelled.</source>
        <translation>Generación cancelada.</translation>
    </message>
    <message>
        <source>{n} board</source>
        <translation>{n} tablero</translation>
    </message>
    <message>
        <source>{n} boards</source>
        <translation>{n} tableros</translation>
    </message>
    <message>
        <source>New board: common words solve it in {count} (par {par}); {tried} tried.</source>
        <translation>Tablero nuevo: las palabras comunes lo resuelven en {count} (par {par}); {tried} probados.</translation>
    </message>
    <message>
        <source>Click letters or type them; Enter ends a word.</source>
        <translation>Pulse letras o escríbalas; Intro termina una palabra.</translation>
    </message>
    <message>
        <source> – the fewest possible!</source>
        <translation> – ¡el mínimo posible!</translation>
    </message>
    <message>
        <source> (the fewest is {n})</source>
        <translation> (el mínimo es {n})</translation>
    </message>
    <message>
        <source>Solved in {count}{verdict}</source>
        <translation>Resuelto en {count}{verdict}</translation>
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
        <translation>Escriba o genere un tablero antes de exportar.</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Exportar el tablero</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Could not save: {err}</source>
        <translation>No se pudo guardar: {err}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Guardado {name}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Solve</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Diseñar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Seguir al &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;laro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>Puzzles and screenshots (*.json *.txt *.png *.jpg *.jpeg *.webp);;Puzzle Studio JSON (*.json);;Pasted text (*.txt);;Screenshots of the game (*.png *.jpg *.jpeg *.webp);;All files (*)</source>
        <translation>Puzles y capturas (*.json *.txt *.png *.jpg *.jpeg *.webp);;Puzzle Studio JSON (*.json);;Texto pegado (*.txt);;Capturas del juego (*.png *.jpg *.jpeg *.webp);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last Wordle game. Restore it?</source>
        <translation>Puzzle Studio se cerró sin guardar su última partida de Wordle. ¿Restaurarla?</translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last Letter Boxed board. Restore it?</source>
        <translation>Puzzle Studio se cerró sin guardar su último tablero de Letter Boxed. ¿Restaurarlo?</translation>
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
        <translation>Conjuntos de palabras</translation>
    </message>
    <message>
        <source>Waffle</source>
        <translation>Waffle</translation>
    </message>
    <message>
        <source>The language of the words: View &gt; Word Language</source>
        <translation>El idioma de las palabras: Ver &gt; Idioma de las palabras</translation>
    </message>
    <message>
        <source>Puzzle Studio closed without saving your last puzzle. Restore it?</source>
        <translation>Puzzle Studio se cerró sin guardar su último puzle. ¿Restaurarlo?</translation>
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
        <translation type="unfinished">Exportar el puzle</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation type="unfinished">Exportar la partida</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation type="unfinished">Exportar el tablero</translation>
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
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>The autosave could not be read: {err}</source>
        <translation>No se pudo leer el guardado automático: {err}</translation>
    </message>
    <message>
        <source>Restored the autosave, with its Undo history.</source>
        <translation>Se restauró el guardado automático, con su historial de deshacer.</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <source>Load &amp;Word List…</source>
        <translation>Cargar &amp;lista de palabras…</translation>
    </message>
    <message>
        <source>One word per line, or word&lt;TAB&gt;weight</source>
        <translation>Una palabra por línea, o palabra&lt;TAB&gt;peso</translation>
    </message>
    <message>
        <source>Use the &amp;Default Word List</source>
        <translation>Usar la lista &amp;predeterminada</translation>
    </message>
    <message>
        <source>&amp;Picture or File…</source>
        <translation>Ima&amp;gen o archivo…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Playable &amp;Web Page…</source>
        <translation>Página &amp;web jugable…</translation>
    </message>
    <message>
        <source>One web page that plays the puzzle in any browser, offline (Print Sheet makes one of a set)</source>
        <translation>Una página web que juega el puzle en cualquier navegador, sin conexión (Imprimir hoja hace una de una serie)</translation>
    </message>
    <message>
        <source>Copy &amp;Share Code</source>
        <translation>Copiar código para comp&amp;artir</translation>
    </message>
    <message>
        <source>The puzzle as one line (waffle1:…) to paste into the studio or a playable web page</source>
        <translation>El puzle en una línea (waffle1:…) para pegar en el estudio o en una página web jugable</translation>
    </message>
    <message>
        <source>&amp;Print Sheet…</source>
        <translation>&amp;Imprimir hoja…</translation>
    </message>
    <message>
        <source>Puzzles on printable pages, with answer pages</source>
        <translation>Puzles en páginas imprimibles, con páginas de respuestas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>&amp;Copiar puzle</translation>
    </message>
    <message>
        <source>Copy the puzzle as text: letters, blank line, colours</source>
        <translation>Copiar el puzle como texto: letras, línea en blanco, colores</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>&amp;Pegar puzle</translation>
    </message>
    <message>
        <source>Paste a puzzle: letters, blank line, colours (emoji squares work)</source>
        <translation>Pegar un puzle: letras, línea en blanco, colores (valen los cuadrados emoji)</translation>
    </message>
    <message>
        <source>&amp;Generate Puzzles…</source>
        <translation>&amp;Generar puzles…</translation>
    </message>
    <message>
        <source>Fill grids from the word list and scramble them into puzzles</source>
        <translation>Rellenar cuadrículas con la lista de palabras y mezclarlas en puzles</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Every key the menus and pages answer to</source>
        <translation>Todas las teclas a las que responden los menús y las páginas</translation>
    </message>
    <message>
        <source>&amp;About Puzzle Studio</source>
        <translation>A&amp;cerca de Puzzle Studio</translation>
    </message>
    <message>
        <source>The version, and the licences of what the studio ships</source>
        <translation>La versión y las licencias de lo que incluye el estudio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Word &amp;Lists</source>
        <translation>Listas de pala&amp;bras</translation>
    </message>
    <message>
        <source>A list loaded already, on any page: it is not read again</source>
        <translation>Una lista ya cargada, en cualquier página: no se vuelve a leer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Puzle</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind Tiles</source>
        <translation>Casillas para &amp;daltónicos</translation>
    </message>
    <message>
        <source>Orange and blue tiles with shapes: a corner for green, a dot for yellow</source>
        <translation>Casillas naranjas y azules con formas: una esquina para el verde, un punto para el amarillo</translation>
    </message>
    <message>
        <source>Word &amp;Language</source>
        <translation>Idioma de las &amp;palabras</translation>
    </message>
    <message>
        <source>The words every page uses: Waffle, Wordle, Letter Boxed, Word Sets</source>
        <translation>Las palabras que usa cada página: Waffle, Wordle, Letter Boxed, conjuntos de palabras</translation>
    </message>
    <message>
        <source>&amp;Interface Language</source>
        <translation>Idioma de la &amp;interfaz</translation>
    </message>
    <message>
        <source>The language of the menus, buttons and messages</source>
        <translation>El idioma de los menús, botones y mensajes</translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation>Abrir un puzle</translation>
    </message>
    <message>
        <source>Puzzle Studio JSON (*.json)</source>
        <translation>Puzzle Studio JSON (*.json)</translation>
    </message>
    <message>
        <source>Load a word list</source>
        <translation>Cargar una lista de palabras</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Listas de palabras (*.txt *.tsv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to these before closing?</source>
        <translation>¿Guardar los cambios de estos documentos antes de cerrar?</translation>
    </message>
    <message>
        <source>Save the changes to {value}?</source>
        <translation>¿Guardar los cambios de {value}?</translation>
    </message>
    <message>
        <source>{page}: {name}</source>
        <translation>{page}: {name}</translation>
    </message>
    <message>
        <source>The guide, open at the page shown, searchable</source>
        <translation>La guía, abierta en la página que se muestra, con búsqueda</translation>
    </message>
    <message>
        <source>Copied the share code: paste it into the studio or a playable web page.</source>
        <translation>Código copiado: péguelo en el estudio o en una página web jugable.</translation>
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
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>NewPuzzleDialog</name>
    <message>
        <source>Waffle 5x5 (the daily)</source>
        <translation>Waffle 5x5 (el diario)</translation>
    </message>
    <message>
        <source>Waffle 7x7 (the deluxe)</source>
        <translation>Waffle 7x7 (el deluxe)</translation>
    </message>
    <message>
        <source>Waffle Royale (a plus of 25 tiles)</source>
        <translation>Waffle Royale (una cruz de 25 fichas)</translation>
    </message>
    <message>
        <source>Waffle 3x3</source>
        <translation>Waffle 3x3</translation>
    </message>
    <message>
        <source>Waffle, any size (odd rows and columns)</source>
        <translation>Waffle de cualquier tamaño (filas y columnas impares)</translation>
    </message>
    <message>
        <source>Solid grid (every cell a letter)</source>
        <translation>Cuadrícula sólida (todas las celdas con letra)</translation>
    </message>
    <message>
        <source>Custom mask: start solid, then draw holes</source>
        <translation>Máscara propia: empezar sólida y luego dibujar huecos</translation>
    </message>
    <message>
        <source>New puzzle</source>
        <translation>Puzle nuevo</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Drag a tile onto another to swap them, or click one and then the other. Green tiles are locked. Solve it within the swaps you have.</source>
        <translation>Arrastre una casilla sobre otra para intercambiarlas, o pulse una y luego la otra. Las casillas verdes están fijas. Resuélvalo con los intercambios que tiene.</translation>
    </message>
    <message>
        <source>Meanings of the words</source>
        <translation>Significados de las palabras</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>A hint from where you are: fewest swaps, a tile&apos;s word, a swap, a word</source>
        <translation>Una pista desde donde estás: mínimo de intercambios, la palabra de una ficha, un intercambio, una palabra</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revisar la partida</translation>
    </message>
    <message>
        <source>Each swap you made, on the board: on a best path or not, the star lost, luck or skill</source>
        <translation>Cada intercambio que hizo, en el tablero: en un camino óptimo o no, la estrella perdida, suerte o habilidad</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>That {letter} is green: it is in its place and locked. Move a yellow or gray tile.</source>
        <translation>Esa {letter} es verde: está en su sitio y fija. Mueva una casilla amarilla o gris.</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>Quedan: {count}</translation>
    </message>
    <message>
        <source>Solved in {count}! {stars} of {most} stars (the fewest is {fewest})</source>
        <translation>¡Resuelto en {count}! {stars} de {most} estrellas (el mínimo es {fewest})</translation>
    </message>
    <message>
        <source>, with the solution shown.</source>
        <translation>, con la solución a la vista.</translation>
    </message>
    <message>
        <source>, with {count}.</source>
        <translation>, con {count}.</translation>
    </message>
    <message>
        <source>The start: {fewest} at the fewest, {allowed} allowed. Next shows each swap you made.</source>
        <translation>El comienzo: {fewest} como mínimo, {allowed} permitidos. Siguiente muestra cada intercambio que hizo.</translation>
    </message>
    <message>
        <source>on a best path</source>
        <translation>en un camino óptimo</translation>
    </message>
    <message>
        <source>off every best path</source>
        <translation>fuera de todo camino óptimo</translation>
    </message>
    <message>
        <source>cost a star: {swap} would have kept it</source>
        <translation>costó una estrella: {swap} la habría conservado</translation>
    </message>
    <message>
        <source>{n} star still possible</source>
        <translation>{n} estrella aún posible</translation>
    </message>
    <message>
        <source>{n} stars still possible</source>
        <translation>{n} estrellas aún posibles</translation>
    </message>
    <message>
        <source>Swap {n} of {total}: {swap}.</source>
        <translation>Intercambio {n} de {total}: {swap}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>deduced: best for all {n} answers the colours allowed</source>
        <translation>deducido: el mejor para las {n} respuestas que permitían los colores</translation>
    </message>
    <message>
        <source>lucky: best for the answer, not for all {n} the colours allowed</source>
        <translation>suerte: el mejor para la respuesta, no para las {n} que permitían los colores</translation>
    </message>
    <message>
        <source>a guess: best for another of the {n} answers the colours allowed</source>
        <translation>una conjetura: el mejor para otra de las {n} respuestas que permitían los colores</translation>
    </message>
    <message>
        <source>best for none of the {n} answers the colours allowed</source>
        <translation>el mejor para ninguna de las {n} respuestas que permitían los colores</translation>
    </message>
    <message>
        <source>row {row}, column {col}</source>
        <translation>fila {row}, columna {col}</translation>
    </message>
    <message>
        <source>{where} has no tile.</source>
        <translation>en {where} no hay casilla.</translation>
    </message>
    <message>
        <source>the tile at {where} is swapped with itself.</source>
        <translation>la casilla de {where} se intercambia consigo misma.</translation>
    </message>
    <message>
        <source>the tile at {where} is green, and the game locks green tiles.</source>
        <translation>la casilla de {where} es verde, y el juego fija las casillas verdes.</translation>
    </message>
    <message>
        <source>the game was over by then.</source>
        <translation>la partida ya había terminado.</translation>
    </message>
    <message>
        <source>{word} is not in the word list.</source>
        <translation>{word} no está en la lista de palabras.</translation>
    </message>
    <message>
        <source>no answer in the word list fits the start.</source>
        <translation>ninguna respuesta de la lista de palabras encaja con el comienzo.</translation>
    </message>
    <message>
        <source>several answers fit and the swaps do not end on one of them.</source>
        <translation>encajan varias respuestas y los intercambios no terminan en ninguna.</translation>
    </message>
    <message>
        <source>the start&apos;s colours cannot come from the solution.</source>
        <translation>los colores del comienzo no pueden venir de la solución.</translation>
    </message>
    <message>
        <source>Swap {n}: {why}</source>
        <translation>Intercambio {n}: {why}</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: {why}</source>
        <translation>Esta partida no se puede revisar: {why}</translation>
    </message>
    <message>
        <source>Out of swaps. Start again, or look at the solver&apos;s steps.</source>
        <translation>Sin intercambios. Empiece de nuevo o mire los pasos del solucionador.</translation>
    </message>
    <message>
        <source>{count} so far; the fewest possible is {fewest}.</source>
        <translation>{count} hasta ahora; el mínimo posible es {fewest}.</translation>
    </message>
    <message>
        <source>No meanings for this language.</source>
        <translation>No hay significados para este idioma.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;: no meaning found</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;: no se encontró ningún significado</translation>
    </message>
    <message>
        <source>noun</source>
        <translation>sustantivo</translation>
    </message>
    <message>
        <source>verb</source>
        <translation>verbo</translation>
    </message>
    <message>
        <source>adjective</source>
        <translation>adjetivo</translation>
    </message>
    <message>
        <source>adverb</source>
        <translation>adverbio</translation>
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
        <translation>Modo difícil</translation>
    </message>
    <message>
        <source>Greens stay in place and yellows must be used again</source>
        <translation>Los verdes se quedan en su sitio y los amarillos deben volver a usarse</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Copy Result</source>
        <translation>Copiar resultado</translation>
    </message>
    <message>
        <source>The coloured squares, without the letters, to paste anywhere</source>
        <translation>Los cuadrados de colores, sin las letras, para pegar en cualquier sitio</translation>
    </message>
    <message>
        <source>Guess the {length}-letter word in 6 tries.</source>
        <translation>Adivine la palabra de {length} letras en 6 intentos.</translation>
    </message>
    <message>
        <source>Guess {guess}</source>
        <translation>Intento {guess}</translation>
    </message>
    <message>
        <source>Solved in {n}!</source>
        <translation>¡Resuelto en {n}!</translation>
    </message>
    <message>
        <source>The word was {answer}.</source>
        <translation>La palabra era {answer}.</translation>
    </message>
    <message>
        <source>{n} guesses left.</source>
        <translation>Quedan {n} intentos.</translation>
    </message>
    <message>
        <source>Start a game to export it first.</source>
        <translation>Empiece una partida antes de exportarla.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Guardado {name}.</translation>
    </message>
    <message>
        <source>Copied the result.</source>
        <translation>Resultado copiado.</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>color</source>
        <translation>color</translation>
    </message>
    <message>
        <source>ink</source>
        <translation>blanco y negro</translation>
    </message>
    <message>
        <source>color-blind</source>
        <translation>daltónico</translation>
    </message>
    <message>
        <source>a4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>carta (EE. UU.)</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todas</translation>
    </message>
    <message>
        <source>puzzles</source>
        <translation>puzles</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>respuestas</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Made with Puzzle Studio</source>
        <translation>Hecho con Puzzle Studio</translation>
    </message>
    <message>
        <source>word puzzle</source>
        <translation>pasatiempo de palabras</translation>
    </message>
    <message>
        <source>A Waffle puzzle</source>
        <translation>Un puzle de Waffle</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>N.º %1</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n swaps allowed</source>
        <translation>
            <numerusform>%n intercambio permitido</numerusform>
            <numerusform>%n intercambios permitidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved in %n swaps</source>
        <translation>
            <numerusform>resuelto en %n intercambio</numerusform>
            <numerusform>resuelto en %n intercambios</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Puzle</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>fewest swaps: %1</source>
        <translation>mínimo de intercambios: %1</translation>
    </message>
    <message numerus="yes">
        <source>one of %n solutions</source>
        <translation>
            <numerusform>una de %n soluciones</numerusform>
            <numerusform>una de %n soluciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Respuesta:</translation>
    </message>
    <message>
        <source>right letter, right place</source>
        <translation>letra correcta, en su sitio</translation>
    </message>
    <message>
        <source>in a word, wrong place</source>
        <translation>en una palabra, fuera de sitio</translation>
    </message>
    <message>
        <source>not in this word</source>
        <translation>no está en esta palabra</translation>
    </message>
    <message>
        <source>%1: answers</source>
        <translation>%1: respuestas</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>página %1 de %2</translation>
    </message>
    <message>
        <source>Waffle puzzles</source>
        <translation>Puzles de Waffle</translation>
    </message>
    <message numerus="yes">
        <source>the answers to %n Waffle puzzles</source>
        <translation>
            <numerusform>la respuesta de %n puzle de Waffle</numerusform>
            <numerusform>las respuestas de %n puzles de Waffle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Waffle puzzles with answers</source>
        <translation>
            <numerusform>%n puzle de Waffle con respuesta</numerusform>
            <numerusform>%n puzles de Waffle con respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Waffle puzzles</source>
        <translation>
            <numerusform>%n puzle de Waffle</numerusform>
            <numerusform>%n puzles de Waffle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n puzzles: %1</source>
        <translation>
            <numerusform>%n puzle omitido: %1</numerusform>
            <numerusform>%n puzles omitidos: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no puzzles to put on the sheet: %1</source>
        <translation>no hay puzles que poner en la hoja: %1</translation>
    </message>
    <message>
        <source>no puzzle here has a solution, so none can be played</source>
        <translation>ningún puzle de aquí tiene solución, así que no se puede jugar ninguno</translation>
    </message>
</context>
<context>
    <name>SheetDialog</name>
    <message>
        <source>Print a sheet of puzzles</source>
        <translation>Imprimir una hoja de puzles</translation>
    </message>
    <message>
        <source>Puzzles on the sheet</source>
        <translation>Puzles de la hoja</translation>
    </message>
    <message>
        <source>Add Files…</source>
        <translation>Añadir archivos…</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Answer pages</source>
        <translation>Páginas de respuestas</translation>
    </message>
    <message>
        <source>Pages with each puzzle&apos;s solution and its fewest swaps</source>
        <translation>Páginas con la solución de cada puzle y su mínimo de intercambios</translation>
    </message>
    <message>
        <source>e.g. Class 4B, week 47</source>
        <translation>p. ej. Clase 4B, semana 47</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move the chosen puzzles up ({keys})</source>
        <translation>Sube los puzles elegidos ({keys})</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Move the chosen puzzles down ({keys})</source>
        <translation>Baja los puzles elegidos ({keys})</translation>
    </message>
    <message>
        <source>puzzles: the class&apos;s pages, without the answers; answers: the answer pages alone</source>
        <translation>puzles: las hojas de la clase, sin las respuestas; respuestas: solo las páginas de respuestas</translation>
    </message>
    <message>
        <source>e.g. 2-3; empty: every page</source>
        <translation>p. ej. 2-3; vacío: todas las páginas</translation>
    </message>
    <message>
        <source>The pages to print, numbered as in the preview</source>
        <translation>Las páginas que se imprimen, numeradas como en la vista previa</translation>
    </message>
    <message>
        <source>In the PDF&apos;s details</source>
        <translation>En las propiedades del PDF</translation>
    </message>
    <message>
        <source>Row and column labels</source>
        <translation>Rótulos de filas y columnas</translation>
    </message>
    <message>
        <source>Numbers beside the rows and columns: the answers name cells by them</source>
        <translation>Números junto a las filas y columnas: las respuestas nombran las casillas con ellos</translation>
    </message>
    <message>
        <source>A line to write the answer on</source>
        <translation>Una línea para escribir la respuesta</translation>
    </message>
    <message>
        <source>A blank grid under each puzzle to write the solution in</source>
        <translation>Una cuadrícula en blanco bajo cada puzle para escribir la solución</translation>
    </message>
    <message>
        <source>Clue sheet: each word&apos;s definition as a numbered clue</source>
        <translation>Hoja de pistas: la definición de cada palabra como pista numerada</translation>
    </message>
    <message>
        <source>A mini crossword that also swaps: Across and Down clues beside each puzzle (English words)</source>
        <translation>Un minicrucigrama que también se intercambia: pistas horizontales y verticales junto a cada puzle (palabras en inglés)</translation>
    </message>
    <message>
        <source>Each word&apos;s meaning on the answer pages</source>
        <translation>El significado de cada palabra en las páginas de soluciones</translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation>Puzles por página</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Márgenes</translation>
    </message>
    <message>
        <source>Print pages</source>
        <translation>Páginas que imprimir</translation>
    </message>
    <message>
        <source>Page range</source>
        <translation>Intervalo de páginas</translation>
    </message>
    <message>
        <source>Style</source>
        <translation>Estilo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Footer</source>
        <translation>Pie de página</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>First number</source>
        <translation>Primer número</translation>
    </message>
    <message>
        <source>&lt;b&gt;Puzzles&lt;/b&gt;, in print order</source>
        <translation>&lt;b&gt;Puzles&lt;/b&gt;, en orden de impresión</translation>
    </message>
    <message>
        <source>Preview of the pages</source>
        <translation>Vista previa de las páginas</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>The preview&apos;s size</source>
        <translation>El tamaño de la vista previa</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Guardar PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Save Web Page…</source>
        <translation>Guardar página web…</translation>
    </message>
    <message>
        <source>One web page that plays every puzzle here, in any browser, offline</source>
        <translation>Una página web que juega todos los puzles de aquí, en cualquier navegador, sin conexión</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop saving or printing: no file is written, nothing reaches the printer</source>
        <translation>Detener el guardado o la impresión: no se escribe ningún archivo, nada llega a la impresora</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Add puzzles</source>
        <translation>Añadir puzles</translation>
    </message>
    <message>
        <source>Puzzles (*.json *.txt)</source>
        <translation>Puzles (*.json *.txt)</translation>
    </message>
    <message>
        <source>Add a folder of puzzles</source>
        <translation>Añadir una carpeta de puzles</translation>
    </message>
    <message>
        <source>Solving the puzzles for the answer pages…</source>
        <translation>Resolviendo los puzles para las páginas de respuestas…</translation>
    </message>
    <message>
        <source>Add some puzzles.</source>
        <translation>Añada algunos puzles.</translation>
    </message>
    <message>
        <source>{text}  (left out)</source>
        <translation>{text}  (excluido)</translation>
    </message>
    <message>
        <source>Nothing to print: no puzzle here has an answer.</source>
        <translation>Nada que imprimir: ningún puzle de aquí tiene respuesta.</translation>
    </message>
    <message>
        <source>1 puzzle</source>
        <translation>1 puzle</translation>
    </message>
    <message>
        <source>{n} puzzles</source>
        <translation>{n} puzles</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 página</translation>
    </message>
    <message>
        <source>{n} pages</source>
        <translation>{n} páginas</translation>
    </message>
    <message>
        <source>{puzzles} on {pages}</source>
        <translation>{puzzles} en {pages}</translation>
    </message>
    <message>
        <source>page {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sheet</source>
        <translation>Guardar la hoja</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved: {name} names a {named} file, and a sheet is a PDF: name it .pdf.</source>
        <translation>No se guardó: {name} es el nombre de un archivo {named}, y una hoja es un PDF: use la extensión .pdf.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Guardado {name}.</translation>
    </message>
    <message>
        <source>Save a playable web page</source>
        <translation>Guardar una página web jugable</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>Saved {name}: open it in a browser to play.</source>
        <translation>Guardado {name}: ábralo en un navegador para jugar.</translation>
    </message>
    <message>
        <source>the printer</source>
        <translation>la impresora</translation>
    </message>
    <message>
        <source>Sent {n} pages to {value}.</source>
        <translation>Enviadas {n} páginas a {value}.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was saved or printed.</source>
        <translation>Cancelado: no se guardó ni imprimió nada.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts — Puzzle Studio</source>
        <translation>Atajos de teclado — Puzzle Studio</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Menu or page</source>
        <translation>Menú o página</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Inside the Waffle grid, letters, arrows, Tab, Space, Backspace, Delete and 1/2/3 edit the tiles (Help &gt; User Guide, The studio window, lists them); in the Wordle and Letter Boxed games, letters, Backspace and Enter play. Tab and Shift+Tab move between controls; on the row of page tabs, the arrow keys change page.</source>
        <translation>Dentro de la cuadrícula de Waffle, las letras, flechas, Tab, Espacio, Retroceso, Supr y 1/2/3 editan las casillas (Ayuda &gt; Guía del usuario, La ventana del estudio, las enumera); en los juegos de Wordle y Letter Boxed se juega con letras, Retroceso e Intro. Tab y Mayús+Tab pasan de un control a otro; en la fila de pestañas, las flechas cambian de página.</translation>
    </message>
</context>
<context>
    <name>SolvePanel</name>
    <message>
        <source>Solver</source>
        <translation>Solucionador</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>One more hint: tiles in place, a tile in its word, a swap, a word, the solution</source>
        <translation>Una pista más: casillas en su sitio, una casilla en su palabra, un intercambio, una palabra, la solución</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Mostrar solución</translation>
    </message>
    <message>
        <source>Always show the solution</source>
        <translation>Mostrar siempre la solución</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Leave the steps and edit the puzzle again (Esc)</source>
        <translation>Dejar los pasos y editar el puzle de nuevo (Esc)</translation>
    </message>
    <message>
        <source>Design it</source>
        <translation>Diseñarlo</translation>
    </message>
    <message>
        <source>Open this solution in Design, its words filled in</source>
        <translation>Abrir esta solución en Diseñar, con sus palabras puestas</translation>
    </message>
    <message>
        <source>Done, next swap</source>
        <translation>Hecho, siguiente cambio</translation>
    </message>
    <message>
        <source>I made the first swap in the game: go on from the new position (Undo takes it back)</source>
        <translation>Hice el primer cambio en el juego: seguir desde la nueva posición (Deshacer lo revierte)</translation>
    </message>
    <message>
        <source>Undo the last swap</source>
        <translation>Deshacer el último cambio</translation>
    </message>
    <message>
        <source>A wrong press: back to the position before the last swap made here</source>
        <translation>Una pulsación equivocada: volver a la posición anterior al último cambio hecho aquí</translation>
    </message>
    <message>
        <source>Type or paste a puzzle: letters, then colours.</source>
        <translation>Escriba o pegue un puzle: letras y luego colores.</translation>
    </message>
    <message>
        <source>Waiting for a puzzle</source>
        <translation>Esperando un puzle</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Resolviendo…</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Sin solución</translation>
    </message>
    <message>
        <source>Unique solution</source>
        <translation>Solución única</translation>
    </message>
    <message>
        <source>Ambiguous: {n} solutions</source>
        <translation>Ambiguo: {n} soluciones</translation>
    </message>
    <message>
        <source>Check the colours</source>
        <translation>Revisa los colores</translation>
    </message>
    <message>
        <source>{n} swap made here.</source>
        <translation>{n} cambio hecho aquí.</translation>
    </message>
    <message>
        <source>{n} swaps made here.</source>
        <translation>{n} cambios hechos aquí.</translation>
    </message>
    <message>
        <source>No single swap of non-green tiles tells these solutions apart.</source>
        <translation>Ningún intercambio de casillas no verdes distingue estas soluciones.</translation>
    </message>
    <message>
        <source> (solution 1 makes it anyway)</source>
        <translation> (la solución 1 lo hace de todos modos)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tell them apart in the game:&lt;/b&gt; {step}{anyway}. Then press what you see:</source>
        <translation>&lt;b&gt;Distíngalas en el juego:&lt;/b&gt; {step}{anyway}. Luego pulse lo que ve:</translation>
    </message>
    <message>
        <source>solution {n}</source>
        <translation>solución {n}</translation>
    </message>
    <message>
        <source>the solution shown</source>
        <translation>la solución mostrada</translation>
    </message>
    <message>
        <source>{words}&lt;b&gt;Fewest swaps: {fewest}&lt;/b&gt; · {left} left in the game&lt;br&gt;Solve it in {fewest} for {star_row} · {used}</source>
        <translation>{words}&lt;b&gt;Mínimo de cambios: {fewest}&lt;/b&gt; · quedan {left} en el juego&lt;br&gt;Resuélvelo en {fewest} para {star_row} · {used}</translation>
    </message>
    <message>
        <source>no star: too few swaps left</source>
        <translation>ninguna estrella: quedan muy pocos cambios</translation>
    </message>
    <message>
        <source>Start: the puzzle as given</source>
        <translation>Inicio: el puzle tal como viene</translation>
    </message>
    <message>
        <source>&lt;b&gt;The solution is covered.&lt;/b&gt; Ask for a hint (for the likeliest solution), or show it all.</source>
        <translation>&lt;b&gt;La solución está tapada.&lt;/b&gt; Pida una pista (para la solución más probable) o muéstrela entera.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The solution is covered.&lt;/b&gt; Ask for a hint, or show it all.</source>
        <translation>&lt;b&gt;La solución está tapada.&lt;/b&gt; Pida una pista o muéstrela entera.</translation>
    </message>
    <message>
        <source>Hint {n} of {n2}</source>
        <translation>Pista {n} de {n2}</translation>
    </message>
    <message>
        <source>{n} hint used</source>
        <translation>{n} pista usada</translation>
    </message>
    <message>
        <source>{n} hints used</source>
        <translation>{n} pistas usadas</translation>
    </message>
    <message>
        <source>swap {a} at row {row_a} col {col_a} with {b} at row {row_b} col {col_b}</source>
        <translation>intercambiar {a} (fila {row_a}, col. {col_a}) y {b} (fila {row_b}, col. {col_b})</translation>
    </message>
    <message>
        <source>Every tile is in place: the puzzle is solved.</source>
        <translation>Todas las fichas están en su sitio: el puzle está resuelto.</translation>
    </message>
    <message>
        <source>From here the fewest swaps are {fewest}; {n} swap would now turn two tiles green at once.</source>
        <translation>Desde aquí, el mínimo de cambios es {fewest}; {n} cambio pondría ahora dos fichas en verde a la vez.</translation>
    </message>
    <message>
        <source>From here the fewest swaps are {fewest}; {n} swaps would now turn two tiles green at once.</source>
        <translation>Desde aquí, el mínimo de cambios es {fewest}; {n} cambios pondrían ahora cada uno dos fichas en verde a la vez.</translation>
    </message>
    <message>
        <source>Then {step}</source>
        <translation>Después, {step}</translation>
    </message>
    <message>
        <source>row {n} across from column {start}</source>
        <translation>fila {n} horizontal desde la columna {start}</translation>
    </message>
    <message>
        <source>row {n} across</source>
        <translation>fila {n} horizontal</translation>
    </message>
    <message>
        <source>column {n} down from row {start}</source>
        <translation>columna {n} vertical desde la fila {start}</translation>
    </message>
    <message>
        <source>column {n} down</source>
        <translation>columna {n} vertical</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, o </translation>
    </message>
    <message>
        <source>row {row}, column {col} is {now}, not {was}</source>
        <translation>la fila {row}, columna {col} es {now}, no {was}</translation>
    </message>
    <message>
        <source>everyday words</source>
        <translation>palabras cotidianas</translation>
    </message>
    <message>
        <source>dictionary words</source>
        <translation>palabras de diccionario</translation>
    </message>
    <message>
        <source>rarer dictionary words</source>
        <translation>palabras de diccionario más raras</translation>
    </message>
    <message>
        <source>Most likely {tiles}, which gives {tier}. As typed, the answer needs rare words ({words}): it is the doubtful alternative below.</source>
        <translation>Lo más probable es que {tiles}, lo que da {tier}. Tal como se escribió, la respuesta necesita palabras raras ({words}): es la alternativa dudosa de abajo.</translation>
    </message>
    <message>
        <source>No tile is in its own word: every tile that moves belongs in another.</source>
        <translation>Ninguna casilla está en su propia palabra: cada casilla que se mueve va en otra.</translation>
    </message>
    <message>
        <source>The {letter} at row {row}, column {col} belongs in {slot}, but not where it is.</source>
        <translation>La {letter} de la fila {row}, columna {col} va en la palabra {slot}, pero no donde está.</translation>
    </message>
    <message>
        <source>{step}: the {letter} turns green.</source>
        <translation>{step}: la {letter} se vuelve verde.</translation>
    </message>
    <message>
        <source>{step}: both turn green.</source>
        <translation>{step}: las dos se vuelven verdes.</translation>
    </message>
    <message>
        <source>{slot} is {word}.</source>
        <translation>{slot}: {word}.</translation>
    </message>
    <message>
        <source>The solution is {words}, in {fewest} swaps.</source>
        <translation>La solución es {words}, en {fewest} intercambios.</translation>
    </message>
    <message>
        <source>Nothing to move: every tile is in place.</source>
        <translation>Nada que mover: todas las casillas están en su sitio.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <source>{n} swap</source>
        <translation>{n} intercambio</translation>
    </message>
    <message>
        <source>{n} swaps</source>
        <translation>{n} intercambios</translation>
    </message>
    <message>
        <source>{n} hint</source>
        <translation>{n} pista</translation>
    </message>
    <message>
        <source>{n} hints</source>
        <translation>{n} pistas</translation>
    </message>
</context>
<context>
    <name>TileView</name>
    <message>
        <source>Wordle board</source>
        <translation>Tablero de Wordle</translation>
    </message>
</context>
<context>
    <name>WafflePage</name>
    <message>
        <source>The pasted puzzle</source>
        <translation>El puzle pegado</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Type or paste a puzzle and see its solution (Ctrl+1)</source>
        <translation>Escriba o pegue un puzle y vea su solución (Ctrl+1)</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Diseñar</translation>
    </message>
    <message>
        <source>Type the solution words and scramble them into a puzzle (Ctrl+2)</source>
        <translation>Escriba las palabras de la solución y mézclelas en un puzle (Ctrl+2)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Swap tiles like the game (Ctrl+3)</source>
        <translation>Intercambie casillas como en el juego (Ctrl+3)</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Color:</translation>
    </message>
    <message>
        <source>Green 1</source>
        <translation>Verde 1</translation>
    </message>
    <message>
        <source>Yellow 2</source>
        <translation>Amarillo 2</translation>
    </message>
    <message>
        <source>Gray 3</source>
        <translation>Gris 3</translation>
    </message>
    <message>
        <source>Colour the selected tile (or press 1, 2, 3; click a selected tile to cycle)</source>
        <translation>Colorear la casilla seleccionada (o pulse 1, 2, 3; pulse una casilla seleccionada para cambiar)</translation>
    </message>
    <message>
        <source>Draw holes</source>
        <translation>Dibujar huecos</translation>
    </message>
    <message>
        <source>Click cells to make or fill holes: any mask becomes a shape</source>
        <translation>Pulse celdas para hacer o rellenar huecos: cualquier máscara se vuelve una forma</translation>
    </message>
    <message>
        <source>Not typed: {why}.</source>
        <translation>No escrita: {why}.</translation>
    </message>
    <message>
        <source>Now using {name}: {n:,} words.</source>
        <translation>Usando ahora {name}: {n:,} palabras.</translation>
    </message>
    <message>
        <source>Could not load the word list: {message}</source>
        <translation>No se pudo cargar la lista de palabras: {message}</translation>
    </message>
    <message>
        <source>Type {letter}</source>
        <translation>Escribir {letter}</translation>
    </message>
    <message>
        <source>Clear a tile</source>
        <translation>Vaciar una casilla</translation>
    </message>
    <message>
        <source>Colour a tile</source>
        <translation>Colorear una casilla</translation>
    </message>
    <message>
        <source>That would leave a tile outside every word: {err}</source>
        <translation>Eso dejaría una casilla fuera de toda palabra: {err}</translation>
    </message>
    <message>
        <source>Draw a hole</source>
        <translation>Dibujar un hueco</translation>
    </message>
    <message>
        <source>Could not read the pasted puzzle</source>
        <translation>No se pudo leer el puzle pegado</translation>
    </message>
    <message>
        <source>Paste puzzle</source>
        <translation>Pegar puzle</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>Could not read a puzzle from {name}: {message}</source>
        <translation>No se pudo leer un puzle de {name}: {message}</translation>
    </message>
    <message>
        <source>The scramble is out of date: the words changed, so its tiles were cleared (Undo brings them back). Scramble again.</source>
        <translation>La mezcla está desactualizada: las palabras cambiaron, así que sus fichas se vaciaron (Deshacer las recupera). Vuelva a mezclar.</translation>
    </message>
    <message>
        <source>The tiles changed, so the designed solution no longer fits and was cleared (Undo brings it back).</source>
        <translation>Las fichas cambiaron, así que la solución diseñada ya no encaja y se vació (Deshacer la recupera).</translation>
    </message>
    <message>
        <source>Draw &amp;Holes</source>
        <translation>Dibujar &amp;huecos</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swaps left:</source>
        <translation>Cambios restantes:</translation>
    </message>
    <message>
        <source>as dealt</source>
        <translation>como al inicio</translation>
    </message>
    <message>
        <source>The game&apos;s &apos;swaps remaining&apos; counter, for a game under way: the stars are counted from it</source>
        <translation>El contador de «cambios restantes» del juego, para una partida empezada: las estrellas se cuentan a partir de él</translation>
    </message>
    <message>
        <source>the pasted picture</source>
        <translation>la imagen pegada</translation>
    </message>
    <message>
        <source>Read a screenshot</source>
        <translation>Leer una captura</translation>
    </message>
    <message>
        <source>{n} tile was unsure and is ringed: check it (type a letter or click a colour to fix it)</source>
        <translation>{n} casilla era dudosa y está marcada: revísela (escriba una letra o haga clic en un color para corregirla)</translation>
    </message>
    <message>
        <source>{n} tiles were unsure and are ringed: check them (type a letter or click a colour to fix one)</source>
        <translation>{n} casillas eran dudosas y están marcadas: revíselas (escriba una letra o haga clic en un color para corregir una)</translation>
    </message>
    <message>
        <source>every tile was read with confidence; check the grid against your game</source>
        <translation>todas las casillas se leyeron con seguridad; compare la cuadrícula con su partida</translation>
    </message>
    <message>
        <source>This is the game&apos;s win screen: the board is solved, every tile in place. {check}.</source>
        <translation>Es la pantalla de victoria del juego: el tablero está resuelto, cada ficha en su sitio. {check}.</translation>
    </message>
    <message>
        <source>The game&apos;s counter shows {n} swaps remaining: stars are counted from it (change Swaps left if not).</source>
        <translation>El contador del juego muestra {n} cambios restantes: las estrellas se cuentan a partir de él (cambie «Cambios restantes» si no es así).</translation>
    </message>
    <message>
        <source>Read the puzzle from the picture: {check}.</source>
        <translation>Puzle leído de la imagen: {check}.</translation>
    </message>
    <message>
        <source>Row {row}, column {col} looks most like {read} but is taken as {chosen}, which gives everyday words; {read} gives only rare ones (the doubtful alternative).</source>
        <translation>La fila {row}, columna {col} parece sobre todo una {read}, pero se toma como {chosen}, que da palabras corrientes; {read} solo da palabras raras (la alternativa dudosa).</translation>
    </message>
    <message>
        <source>Row {row}, column {col} looks most like {read} but is taken as {chosen}, which gives a solution; {read} gives none (the doubtful alternative).</source>
        <translation>La fila {row}, columna {col} parece sobre todo una {read}, pero se toma como {chosen}, que da una solución; {read} no da ninguna (la alternativa dudosa).</translation>
    </message>
    <message>
        <source>Could not open {name}</source>
        <translation>No se pudo abrir {name}</translation>
    </message>
    <message>
        <source>{name} is a puzzle in {name2}: the Waffle page now uses {name2} words.</source>
        <translation>{name} es un puzle en {name2}: la página de Waffle usa ahora palabras en {name2}.</translation>
    </message>
    <message>
        <source>This puzzle cannot leave the studio yet</source>
        <translation>Este puzle todavía no puede salir del estudio</translation>
    </message>
    <message>
        <source>Nothing was written; your puzzle is still here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to export first.</source>
        <translation>Escriba, pegue o abra un puzle antes de exportar.</translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to make a web page of it first.</source>
        <translation>Escriba, pegue o abra un puzle antes de hacer una página web con él.</translation>
    </message>
    <message>
        <source>Export a playable web page</source>
        <translation>Exportar una página web jugable</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>Saved {name}: open it in any browser to play.</source>
        <translation>Guardado {name}: ábralo en cualquier navegador para jugar.</translation>
    </message>
    <message>
        <source>Could not make the web page: {message}</source>
        <translation>No se pudo crear la página web: {message}</translation>
    </message>
    <message>
        <source>Type, paste or open a puzzle to share first.</source>
        <translation>Escriba, pegue o abra un puzle antes de compartir.</translation>
    </message>
    <message>
        <source>Not solved: {foreign}. Choose its language under View &gt; Word Language.</source>
        <translation>Sin resolver: {foreign}. Elija su idioma en Ver &gt; Idioma de las palabras.</translation>
    </message>
    <message>
        <source>{missing} of {n} tiles have no letter yet. Type letters (they advance), then colour each tile: click a selected tile, or press 1 green, 2 yellow, 3 gray.</source>
        <translation>A {missing} de {n} casillas les falta la letra. Escriba letras (avanzan) y luego coloree cada casilla: pulse una casilla seleccionada o pulse 1 verde, 2 amarillo, 3 gris.</translation>
    </message>
    <message>
        <source>Solved with the {name} list: the puzzle names no language. The Waffle page now uses {name} words.</source>
        <translation>Resuelto con la lista «{name}»: el puzle no indica su idioma. La página de Waffle usa ahora palabras en {name}.</translation>
    </message>
    <message>
        <source>Make a swap in the game</source>
        <translation>Hacer un cambio en el juego</translation>
    </message>
    <message>
        <source>Set the swaps left</source>
        <translation>Fijar los cambios restantes</translation>
    </message>
    <message>
        <source>No solution with the letters read from the picture: check the ringed tiles first: {unsure_places}.</source>
        <translation>Ninguna solución con las letras leídas de la imagen: revise primero las casillas marcadas: {unsure_places}.</translation>
    </message>
    <message>
        <source>The review of your game: Back and Next step through your swaps.</source>
        <translation>La revisión de su partida: Atrás y Siguiente recorren sus intercambios.</translation>
    </message>
    <message>
        <source>Step {step} of {n}. Press Esc or type to edit again.</source>
        <translation>Paso {step} de {n}. Pulse Esc o escriba para volver a editar.</translation>
    </message>
    <message>
        <source>Type letters; arrows, Tab and Space move. Colours: 1 green, 2 yellow, 3 gray (or Alt+G / Alt+Y / Alt+-), or click a selected tile. Ctrl+V pastes a puzzle.</source>
        <translation>Escriba letras; flechas, Tab y Espacio mueven. Colores: 1 verde, 2 amarillo, 3 gris (o Alt+G / Alt+Y / Alt+-), o pulse una casilla seleccionada. Ctrl+V pega un puzle.</translation>
    </message>
    <message>
        <source>Drag a tile onto another to swap them.</source>
        <translation>Arrastre una casilla sobre otra para intercambiarlas.</translation>
    </message>
    <message>
        <source>Design the solution</source>
        <translation>Diseñar la solución</translation>
    </message>
    <message>
        <source>Type the solution; Space switches across/down. Click a word on the right to fill the selected slot.</source>
        <translation>Escriba la solución; Espacio alterna horizontal/vertical. Pulse una palabra de la derecha para rellenar el hueco seleccionado.</translation>
    </message>
    <message>
        <source>Autofill cancelled.</source>
        <translation>Autocompletado cancelado.</translation>
    </message>
    <message>
        <source>Filling…</source>
        <translation>Rellenando…</translation>
    </message>
    <message>
        <source>Filling… {done} of {total} first words tried</source>
        <translation>Rellenando… {done} de {total} primeras palabras probadas</translation>
    </message>
    <message>
        <source>The words changed while filling: Autofill again.</source>
        <translation>Las palabras cambiaron mientras se rellenaba: vuelve a autocompletar.</translation>
    </message>
    <message>
        <source>Cannot be filled: no word of the fill list fits {slot} ({pattern}) and its crossings.</source>
        <translation>No se puede rellenar: ninguna palabra de la lista de relleno cabe en {slot} ({pattern}) con sus cruces.</translation>
    </message>
    <message>
        <source>Every word is typed already.</source>
        <translation>Ya están escritas todas las palabras.</translation>
    </message>
    <message>
        <source>Autofill</source>
        <translation>Autocompletar</translation>
    </message>
    <message>
        <source>Filled. Undo takes the fill back.</source>
        <translation>Rellenado. Deshacer quita el relleno.</translation>
    </message>
    <message>
        <source>Your word lists were not read: {err}</source>
        <translation>No se leyeron sus listas de palabras: {err}</translation>
    </message>
    <message>
        <source>Insert {word}</source>
        <translation>Insertar {word}</translation>
    </message>
    <message>
        <source>Fill in the puzzle first (Solve mode), or design one.</source>
        <translation>Primero rellene el puzle (modo Resolver) o diseñe uno.</translation>
    </message>
    <message>
        <source>Play needs a puzzle with one solution; the solver found none.</source>
        <translation>Para jugar hace falta un puzle con una sola solución; el solucionador no encontró ninguna.</translation>
    </message>
    <message>
        <source>Finding the solution…</source>
        <translation>Buscando la solución…</translation>
    </message>
    <message>
        <source>Play needs a puzzle with one solution; the solver found {n}.</source>
        <translation>Para jugar hace falta un puzle con una sola solución; el solucionador encontró {n}.</translation>
    </message>
    <message>
        <source>Reviewing your game…</source>
        <translation>Revisando su partida…</translation>
    </message>
    <message>
        <source>Type every letter of the solution first.</source>
        <translation>Escriba primero todas las letras de la solución.</translation>
    </message>
    <message>
        <source>Scrambling and checking…</source>
        <translation>Mezclando y comprobando…</translation>
    </message>
    <message>
        <source>The words changed while scrambling: scramble again.</source>
        <translation>Las palabras cambiaron mientras se mezclaba: vuelva a mezclar.</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>Mezclar</translation>
    </message>
    <message>
        <source>Scrambled to {count}. Unique solution among the {list} words: a fair puzzle. Switch to Solve or Play to try it.</source>
        <translation>Mezclado a {count}. Solución única entre las palabras de la lista {list}: un puzle justo. Cambie a Resolver o Jugar para probarlo.</translation>
    </message>
    <message>
        <source>Scrambled, but among the {list} words {n} solutions fit: rival words {rivals}. Try another scramble or change a word.</source>
        <translation>Mezclado, pero entre las palabras de la lista {list} encajan {n} soluciones: palabras rivales {rivals}. Pruebe otra mezcla o cambie una palabra.</translation>
    </message>
</context>
<context>
    <name>Web page</name>
    <message numerus="yes">
        <source>Solved in %n swaps!</source>
        <translation>
            <numerusform>¡Resuelto en %n intercambio!</numerusform>
            <numerusform>¡Resuelto en %n intercambios!</numerusform>
        </translation>
    </message>
    <message>
        <source>The previous puzzle</source>
        <translation>El puzle anterior</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Puzle</translation>
    </message>
    <message>
        <source>The next puzzle</source>
        <translation>El puzle siguiente</translation>
    </message>
    <message>
        <source>The puzzle</source>
        <translation>El puzle</translation>
    </message>
    <message>
        <source>swaps left</source>
        <translation>intercambios restantes</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>estrellas</translation>
    </message>
    <message>
        <source>swaps made</source>
        <translation>intercambios hechos</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>Next puzzle ▶</source>
        <translation>Siguiente puzle ▶</translation>
    </message>
    <message>
        <source>Swap two tiles: drag one onto the other, or click one and then the other. Green tiles are in place and stay put; yellow ones belong elsewhere in their word (or the crossing one). Solve it within the swaps allowed: each swap left over is a star.</source>
        <translation>Intercambie dos fichas: arrastre una sobre la otra, o pulse una y luego la otra. Las fichas verdes están en su sitio y no se mueven; las amarillas van en otro lugar de su palabra (o de la que la cruza). Resuélvalo dentro de los intercambios permitidos: cada intercambio que sobre es una estrella.</translation>
    </message>
    <message>
        <source>Share code</source>
        <translation>Código para compartir</translation>
    </message>
    <message>
        <source>This puzzle&apos;s share code</source>
        <translation>El código para compartir de este puzle</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Paste a share code from Puzzle Studio or from a friend to play that puzzle:</source>
        <translation>Pegue un código de Puzzle Studio o de un amigo para jugar ese puzle:</translation>
    </message>
    <message>
        <source>A share code to play</source>
        <translation>Un código para jugar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Made with Puzzle Studio · plays offline, nothing is sent anywhere</source>
        <translation>Hecho con Puzzle Studio · se juega sin conexión, no se envía nada a ninguna parte</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Puzle %1 de %2</translation>
    </message>
    <message>
        <source>%1, %2, row %3 column %4</source>
        <translation>%1, %2, fila %3 columna %4</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarilla</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>Perfect: the fewest swaps there are!</source>
        <translation>¡Perfecto: no se puede con menos intercambios!</translation>
    </message>
    <message>
        <source>Out of swaps. Here is the solution.</source>
        <translation>No quedan intercambios. Esta es la solución.</translation>
    </message>
    <message>
        <source>The solution. Start again to have another go.</source>
        <translation>La solución. Empiece de nuevo para otro intento.</translation>
    </message>
    <message>
        <source>The fewest swaps is %1; you have %2.</source>
        <translation>El mínimo es de %1 intercambios; tiene %2.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Press Ctrl+C (⌘C) to copy the selected code</source>
        <translation>Pulse Ctrl+C (⌘C) para copiar el código seleccionado</translation>
    </message>
    <message>
        <source>A share code starts with waffle1:</source>
        <translation>Un código para compartir empieza por waffle1:</translation>
    </message>
    <message>
        <source>Share code version &quot;%1&quot; is not one this page reads (it reads %2).</source>
        <translation>Esta página no lee la versión «%1» de los códigos (lee %2).</translation>
    </message>
    <message>
        <source>Character %1 of the code, &quot;%2&quot;, is not one a code uses.</source>
        <translation>El carácter %1 del código, «%2», no es de los que usa un código.</translation>
    </message>
    <message>
        <source>The code is cut short: a character is missing at its end.</source>
        <translation>El código está cortado: le falta un carácter al final.</translation>
    </message>
    <message>
        <source>The code is damaged: its last character, &quot;%1&quot;, is not one a code ends with.</source>
        <translation>El código está dañado: ningún código termina en su último carácter, «%1».</translation>
    </message>
    <message>
        <source>The code is too short: a part of it is missing.</source>
        <translation>El código es demasiado corto: le falta una parte.</translation>
    </message>
    <message>
        <source>The code is damaged: a character was changed, lost or added.</source>
        <translation>El código está dañado: un carácter se cambió, se perdió o se añadió.</translation>
    </message>
    <message>
        <source>The code is too short: it ends before the %1.</source>
        <translation>El código es demasiado corto: termina antes de esta parte: %1.</translation>
    </message>
    <message>
        <source>This code has no solution in it, so the page cannot colour the tiles: make it in Puzzle Studio from a solved puzzle.</source>
        <translation>Este código no contiene la solución, así que la página no puede colorear las fichas: créelo en Puzzle Studio a partir de un puzle resuelto.</translation>
    </message>
    <message>
        <source>The code&apos;s grid is %1x%2, too small to play.</source>
        <translation>La cuadrícula del código es de %1x%2, demasiado pequeña para jugar.</translation>
    </message>
    <message>
        <source>The code&apos;s %1 holds something that is not a letter.</source>
        <translation>La parte «%1» del código contiene algo que no es una letra.</translation>
    </message>
    <message>
        <source>The code&apos;s tiles are not the letters of its solution.</source>
        <translation>Las fichas del código no son las letras de su solución.</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>filas</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>columnas</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>fichas</translation>
    </message>
    <message>
        <source>colours</source>
        <translation>colores</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solución</translation>
    </message>
    <message>
        <source>swap count</source>
        <translation>número de intercambios</translation>
    </message>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
</context>
<context>
    <name>WordFilter</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predeterminado</translation>
    </message>
    <message>
        <source>classroom</source>
        <translation>aula</translation>
    </message>
    <message>
        <source>alcohol</source>
        <translation>alcohol</translation>
    </message>
    <message>
        <source>crime</source>
        <translation>delitos</translation>
    </message>
    <message>
        <source>death</source>
        <translation>muerte</translation>
    </message>
    <message>
        <source>drugs</source>
        <translation>drogas</translation>
    </message>
    <message>
        <source>gambling</source>
        <translation>apuestas</translation>
    </message>
    <message>
        <source>insult</source>
        <translation>insultos</translation>
    </message>
    <message>
        <source>violence</source>
        <translation>violencia</translation>
    </message>
    <message>
        <source>weapons</source>
        <translation>armas</translation>
    </message>
    <message>
        <source>Words a generated puzzle or a suggestion leaves out. none: every word; default: offensive and sensitive words (slurs, sexual, violent, self-harm); classroom, for a class of ten-year-olds: those and {kinds}. The lists are English words.</source>
        <translation>Palabras que un puzle generado o una sugerencia dejan fuera. ninguno: todas las palabras; predeterminado: palabras ofensivas y delicadas (insultos racistas, sexuales, violentas, autolesiones); aula, para una clase de niños de diez años: esas y {kinds}. Las listas son palabras inglesas.</translation>
    </message>
    <message>
        <source>Word filter</source>
        <translation>Filtro de palabras</translation>
    </message>
</context>
<context>
    <name>WordLibrary</name>
    <message>
        <source>common</source>
        <translation>común</translation>
    </message>
    <message>
        <source>game</source>
        <translation>del juego</translation>
    </message>
    <message>
        <source>broad</source>
        <translation>amplio</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>Word list: {name}, {tier} tier</source>
        <translation>Lista de palabras: {name}, nivel {tier}</translation>
    </message>
    <message>
        <source>Word list: {name}</source>
        <translation>Lista de palabras: {name}</translation>
    </message>
    <message>
        <source>{where} ({n:,} words)</source>
        <translation>{where} ({n:,} palabras)</translation>
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
        <translation>Palabras prohibidas y favoritas</translation>
    </message>
    <message>
        <source>One word a line. These lists apply to generating (and the design page&apos;s suggestions), never to solving. The default list of offensive and sensitive words is switched on or off in the generator.</source>
        <translation>Una palabra por línea. Estas listas se aplican al generar (y a las sugerencias de la página de diseño), nunca al resolver. La lista predeterminada de palabras ofensivas y delicadas se activa o desactiva en el generador.</translation>
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
        <translation>una palabra por línea</translation>
    </message>
</context>
<context>
    <name>WordSetModel</name>
    <message>
        <source>Unused</source>
        <translation>Sin usar</translation>
    </message>
    <message>
        <source>Rarest Zipf</source>
        <translation>Zipf más raro</translation>
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
        <translation>palabras comunes</translation>
    </message>
    <message>
        <source>everyday and rarer words</source>
        <translation>palabras cotidianas y menos comunes</translation>
    </message>
    <message>
        <source>every word we have</source>
        <translation>todas las palabras que tenemos</translation>
    </message>
    <message>
        <source>a word list file…</source>
        <translation>un archivo de lista de palabras…</translation>
    </message>
    <message>
        <source>Word list: {name}</source>
        <translation>Lista de palabras: {name}</translation>
    </message>
    <message>
        <source>Drop words rarer than this (Zipf: 3 = once per million words)</source>
        <translation>Descartar palabras más raras que esto (Zipf: 3 = una vez por millón de palabras)</translation>
    </message>
    <message>
        <source>Find Sets</source>
        <translation>Buscar conjuntos</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Set size (k)</source>
        <translation>Tamaño del conjunto (k)</translation>
    </message>
    <message>
        <source>Word length (n)</source>
        <translation>Longitud de palabra (n)</translation>
    </message>
    <message>
        <source>Zipf at least</source>
        <translation>Zipf al menos</translation>
    </message>
    <message>
        <source>Word sets found</source>
        <translation>Conjuntos de palabras encontrados</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the selected sets (or all) as tab-separated text</source>
        <translation>Copiar los conjuntos seleccionados (o todos) como texto separado por tabuladores</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Word sets: k words, no letter shared</source>
        <translation>Conjuntos de palabras: k palabras, ninguna letra compartida</translation>
    </message>
    <message>
        <source>Sets of words that together use k×n different letters, like Matt Parker&apos;s five five-letter words. Good Wordle openers and theme sets. The most usable sets come first: ranked by their rarest word&apos;s frequency (Zipf), then the next rarest. A word wordfreq does not know counts 0, so sets that need such words come last.</source>
        <translation>Conjuntos de palabras que juntas usan k×n letras distintas, como las cinco palabras de cinco letras de Matt Parker. Buenas aperturas de Wordle y conjuntos temáticos. Los conjuntos más útiles van primero: ordenados por la frecuencia (Zipf) de su palabra más rara y luego de la siguiente. Una palabra que wordfreq no conoce cuenta 0, así que los conjuntos que la necesitan van al final.</translation>
    </message>
    <message>
        <source>Find sets in a word list</source>
        <translation>Buscar conjuntos en una lista de palabras</translation>
    </message>
    <message>
        <source>Word lists (*.txt *.tsv);;All files (*)</source>
        <translation>Listas de palabras (*.txt *.tsv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Choose a word list file first.</source>
        <translation>Elija primero un archivo de lista de palabras.</translation>
    </message>
    <message>
        <source>Reading the word list…</source>
        <translation>Leyendo la lista de palabras…</translation>
    </message>
    <message>
        <source>Cancelled: {n:,} sets so far.</source>
        <translation>Cancelado: {n:,} conjuntos hasta ahora.</translation>
    </message>
    <message>
        <source>{n:,} sets so far…</source>
        <translation>{n:,} conjuntos hasta ahora…</translation>
    </message>
    <message>
        <source>{found:,} sets from {groups:,} words; the table holds the first {n:,}. A higher Zipf cutoff narrows them.</source>
        <translation>{found:,} conjuntos de {groups:,} palabras; la tabla tiene los {n:,} primeros. Un corte de Zipf más alto los reduce.</translation>
    </message>
    <message>
        <source>{found:,} sets ({expanded:,} with anagrams apart) from {groups:,} words.{unknown}</source>
        <translation>{found:,} conjuntos ({expanded:,} con los anagramas por separado) de {groups:,} palabras.{unknown}</translation>
    </message>
    <message>
        <source>Export the sets</source>
        <translation>Exportar los conjuntos</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>No sets to export: find some first.</source>
        <translation>No hay conjuntos que exportar: busque algunos primero.</translation>
    </message>
    <message>
        <source>Could not save: {err}</source>
        <translation>No se pudo guardar: {err}</translation>
    </message>
    <message>
        <source>Saved {n:,} sets to {name}.</source>
        <translation>Guardados {n:,} conjuntos en {name}.</translation>
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
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg)</translation>
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
        <translation>No se pudo abrir {name}</translation>
    </message>
    <message>
        <source>Opened {name}.</source>
        <translation>Abierto {name}.</translation>
    </message>
    <message>
        <source>Opened {name}, a game in {name2}.</source>
        <translation>Abierto {name}, una partida en {name2}.</translation>
    </message>
    <message>
        <source>Start a game to save first.</source>
        <translation>Empiece una partida antes de guardar.</translation>
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
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Letras</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <source>Backtest</source>
        <translation>Prueba retrospectiva</translation>
    </message>
    <message>
        <source>Wordle: play, get help, and test solving strategies</source>
        <translation>Wordle: juegue, reciba ayuda y pruebe estrategias de resolución</translation>
    </message>
    <message>
        <source>Load the {kind}</source>
        <translation>Cargar: {kind}</translation>
    </message>
    <message>
        <source>Word lists (*.txt);;All files (*)</source>
        <translation>Listas de palabras (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Building the pattern table…</source>
        <translation>Construyendo la tabla de patrones…</translation>
    </message>
    <message>
        <source>{n:,} answers, {n2:,} guesses ({name}).</source>
        <translation>{n:,} respuestas, {n2:,} intentos ({name}).</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Something went wrong inside Puzzle Studio ({kind}: {value}). Your puzzle is unchanged.</source>
        <translation>Algo falló dentro de Puzzle Studio ({kind}: {value}). Su puzle no ha cambiado.</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>solved with the %1 list (the puzzle names no language)</source>
        <translation>resuelto con la lista «%1» (el puzle no indica su idioma)</translation>
    </message>
</context>
</TS>
