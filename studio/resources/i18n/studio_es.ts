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
        <source>Type a guess you made, then its colours one key a tile: 1 or X gray, 2 or Y yellow, 3 or G green (or click the tiles), then press Enter.</source>
        <translation>Escribe un intento que hiciste y luego sus colores, una tecla por casilla: 1 o X gris, 2 o Y amarillo, 3 o G verde (o haz clic en las casillas), y pulsa Intro.</translation>
    </message>
    <message>
        <source>Or type a row: CRANE gyx.., x~xv~, 31213, ⬛🟨🟩…</source>
        <translation>O escribe una fila: CRANE gyx.., x~xv~, 31213, ⬛🟨🟩…</translation>
    </message>
    <message>
        <source>Colours for the guess typed above, or a guess and its colours. Gray: B, X, - or .; yellow: Y or ~; green: G or V; digits 0 1 2 or 1 2 3; or the game&apos;s squares.</source>
        <translation>Los colores del intento escrito arriba, o un intento y sus colores. Gris: B, X, - o .; amarillo: Y o ~; verde: G o V; dígitos 0 1 2 o 1 2 3; o los cuadrados del juego.</translation>
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
        <source>As good</source>
        <translation>Igual de buenos</translation>
    </message>
    <message>
        <source>Other guesses with the very same scores</source>
        <translation>Otros intentos con exactamente las mismas puntuaciones</translation>
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
        <source>Colour {n}: </source>
        <translation>Color {n}: </translation>
    </message>
    <message>
        <source>Type the guess first, or put it before the colours.</source>
        <translation>Escribe primero el intento, o ponlo delante de los colores.</translation>
    </message>
    <message>
        <source>A guess has {length} letters.</source>
        <translation>Un intento tiene {length} letras.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>y %n más</numerusform>
            <numerusform>y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Colour of letter {n} ({letter}): 1/X gray, 2/Y yellow, 3/G green.</source>
        <translation>Color de la letra {n} ({letter}): 1/X gris, 2/Y amarillo, 3/G verde.</translation>
    </message>
    <message>
        <source>Press Enter to add the guess (Backspace takes a colour back).</source>
        <translation>Pulsa Intro para añadir el intento (Retroceso deshace un color).</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Not in the guess list, used all the same: {words}. </source>
        <translation>No está en la lista de intentos, usado de todos modos: {words}. </translation>
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
        <translation> (se muestran las primeras {n})</translation>
    </message>
    <message>
        <source>{note}{n:,} answers possible{more}. Best next: {word}.</source>
        <translation>{note}{n:,} respuestas posibles{more}. Mejor siguiente: {word}.</translation>
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
        <translation>frecuencia</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rango</translation>
    </message>
    <message>
        <source>entropy</source>
        <translation>entropía</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>partes</translation>
    </message>
    <message>
        <source>lookahead</source>
        <translation>anticipación</translation>
    </message>
    <message>
        <source>search</source>
        <translation>búsqueda</translation>
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
        <source>Expected</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <source>Guesses on average with each answer as likely as the answer model says</source>
        <translation>Intentos de media, con cada respuesta tan probable como dice el modelo de respuestas</translation>
    </message>
    <message>
        <source>Each strategy plays every answer of the list; the table and the chart compare them. Runs use every core.</source>
        <translation>Cada estrategia juega todas las respuestas de la lista; la tabla y el gráfico las comparan. Se usan todos los núcleos.</translation>
    </message>
    <message>
        <source>Plays the possible answer whose letters are the most frequent among the answers left.</source>
        <translation>Juega la respuesta posible cuyas letras son las más frecuentes entre las respuestas restantes.</translation>
    </message>
    <message>
        <source>Plays the possible answer sharing a letter with the most other answers left.</source>
        <translation>Juega la respuesta posible que comparte una letra con más respuestas restantes.</translation>
    </message>
    <message>
        <source>Plays the guess whose colours tell the most on average (expected bits).</source>
        <translation>Juega el intento cuyos colores dicen más de media (bits esperados).</translation>
    </message>
    <message>
        <source>Plays the guess splitting the answers left into the most groups of colours.</source>
        <translation>Juega el intento que reparte las respuestas restantes en más grupos de colores.</translation>
    </message>
    <message>
        <source>Tries the 12 guesses with the most groups and keeps the one whose groups then need the fewest guesses.</source>
        <translation>Prueba los 12 intentos con más grupos y se queda con aquel cuyos grupos necesitan luego menos intentos.</translation>
    </message>
    <message>
        <source>Searches for the fewest guesses in all, among the guesses with the most groups (slowest, best).</source>
        <translation>Busca el menor número total de intentos entre los intentos con más grupos (la más lenta, la mejor).</translation>
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
        <source>Best so far: {strategy}, {mean} guesses on average.</source>
        <translation>La mejor hasta ahora: {strategy}, {mean} intentos de media.</translation>
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
        <source>Familiar words</source>
        <translation>Palabras conocidas</translation>
    </message>
    <message>
        <source>Search for the fill of the commonest words (its rarest word first, then its median), within the search time a puzzle; on by default where words are long</source>
        <translation>Buscar el relleno de las palabras más comunes (primero su palabra más rara, luego su mediana), dentro del tiempo de búsqueda por acertijo; activado por defecto si las palabras son largas</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long a familiar fill may search, a puzzle</source>
        <translation>Cuánto puede buscar un relleno de palabras conocidas, por acertijo</translation>
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
        <source>Search time a puzzle</source>
        <translation>Tiempo de búsqueda por acertijo</translation>
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
        <source>Daily Web Page…</source>
        <translation>Página web diaria…</translation>
    </message>
    <message>
        <source>Your own daily Waffle: these puzzles as a series, one a day from a date, on one web page</source>
        <translation>Tu propio Waffle diario: estos puzles como una serie, uno al día desde una fecha, en una sola página web</translation>
    </message>
    <message>
        <source>Save All…</source>
        <translation>Guardar todos…</translation>
    </message>
    <message numerus="yes">
        <source>{made} of {count} after %n try; about {left:.0f} s left</source>
        <translation>
            <numerusform>{made} de {count} tras %n intento; quedan unos {left:.0f} s</numerusform>
            <numerusform>{made} de {count} tras %n intentos; quedan unos {left:.0f} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{made} of {count} after %n tries; about {left:.0f} s left</source>
        <translation>
            <numerusform>{made} de {count} tras %n intento; quedan unos {left:.0f} s</numerusform>
            <numerusform>{made} de {count} tras %n intentos; quedan unos {left:.0f} s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try so far ({value})</source>
        <translation>
            <numerusform>%n intento hasta ahora ({value})</numerusform>
            <numerusform>%n intentos hasta ahora ({value})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tries so far ({value})</source>
        <translation>
            <numerusform>%n intento hasta ahora ({value})</numerusform>
            <numerusform>%n intentos hasta ahora ({value})</numerusform>
        </translation>
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
        <source>working</source>
        <translation>trabajando</translation>
    </message>
    <message>
        <source>No fill of this shape has only everyday words (Zipf {everyday} or more); the rarest word used has Zipf {rarest}.</source>
        <translation>Ningún relleno de esta forma tiene solo palabras cotidianas (Zipf {everyday} o más); la palabra más rara usada tiene Zipf {rarest}.</translation>
    </message>
    <message>
        <source>No fill of only everyday words (Zipf {everyday} or more) turned up in {budget} s a puzzle; the rarest word used has Zipf {rarest}.</source>
        <translation>En {budget} s por acertijo no apareció ningún relleno solo de palabras cotidianas (Zipf {everyday} o más); la palabra más rara usada tiene Zipf {rarest}.</translation>
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
    <name>BetweenNote</name>
    <message>
        <source>Review of two pictures</source>
        <translation>Revisión de dos imágenes</translation>
    </message>
    <message>
        <source>Reviewing the swaps between the two pictures…</source>
        <translation>Revisando los intercambios entre las dos imágenes…</translation>
    </message>
    <message>
        <source>Between the two pictures: {fewest} at the fewest.</source>
        <translation>Entre las dos imágenes: {fewest} como mínimo.</translation>
    </message>
    <message>
        <source>The game&apos;s counters say {used} were used.</source>
        <translation>Los contadores del juego dicen que se usaron {used}.</translation>
    </message>
    <message>
        <source>You kept to a fewest path: every swap took one off the distance to the answer.</source>
        <translation>Seguiste un camino más corto: cada intercambio restó uno a la distancia hasta la solución.</translation>
    </message>
    <message>
        <source>Off a fewest path: {n} spare swap spent.</source>
        <translation>Fuera de un camino más corto: {n} intercambio de reserva gastado.</translation>
    </message>
    <message>
        <source>Off a fewest path: {n} spare swaps spent.</source>
        <translation>Fuera de un camino más corto: {n} intercambios de reserva gastados.</translation>
    </message>
    <message>
        <source>A picture shows no swap counter, so the swaps used are unknown. The second position lies on a fewest path from the first: you kept to it if you used {fewest}.</source>
        <translation>Una imagen no muestra el contador de intercambios, así que no se sabe cuántos se usaron. La segunda posición está en un camino más corto desde la primera: lo seguiste si usaste {fewest}.</translation>
    </message>
    <message>
        <source>A picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends {n} spare swap.</source>
        <translation>Una imagen no muestra el contador de intercambios, así que no se sabe cuántos se usaron; incluso el camino más corto entre ellas gasta {n} intercambio de reserva.</translation>
    </message>
    <message>
        <source>A picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends {n} spare swaps.</source>
        <translation>Una imagen no muestra el contador de intercambios, así que no se sabe cuántos se usaron; incluso el camino más corto entre ellas gasta {n} intercambios de reserva.</translation>
    </message>
    <message>
        <source>Fewest swaps to the answer: {before} before, {after} after.</source>
        <translation>Intercambios mínimos hasta la solución: {before} antes, {after} después.</translation>
    </message>
    <message>
        <source>Stars still possible: {before} before, {after} after; {lost} lost between them.</source>
        <translation>Estrellas aún posibles: {before} antes, {after} después; {lost} perdidas entre ambas.</translation>
    </message>
    <message>
        <source>Solved: no swap left to make.</source>
        <translation>Resuelto: no queda ningún intercambio por hacer.</translation>
    </message>
    <message>
        <source>Best next swap: {swap}.</source>
        <translation>Mejor intercambio siguiente: {swap}.</translation>
    </message>
    <message>
        <source>the two pictures show grids of different shapes.</source>
        <translation>las dos imágenes muestran cuadrículas de formas distintas.</translation>
    </message>
    <message>
        <source>the two pictures do not hold the same letters: they are not one puzzle.</source>
        <translation>las dos imágenes no tienen las mismas letras: no son el mismo puzle.</translation>
    </message>
    <message>
        <source>the green tile at {where} is not green in the second, and the game locks greens.</source>
        <translation>la ficha verde en {where} no está verde en la segunda, y el juego bloquea las verdes.</translation>
    </message>
    <message>
        <source>the green tile at {where} is not green in the second, yet the other way round fits: paste the earlier picture first.</source>
        <translation>la ficha verde en {where} no está verde en la segunda, pero al revés encaja: pega primero la imagen anterior.</translation>
    </message>
    <message>
        <source>no answer in the word list fits the first picture.</source>
        <translation>ninguna solución de la lista de palabras encaja con la primera imagen.</translation>
    </message>
    <message>
        <source>the second picture&apos;s colours come from another answer: not the same puzzle.</source>
        <translation>los colores de la segunda imagen vienen de otra solución: no es el mismo puzle.</translation>
    </message>
    <message>
        <source>several answers fit both pictures; the review needs one.</source>
        <translation>varias soluciones encajan con ambas imágenes; la revisión necesita una.</translation>
    </message>
    <message>
        <source>the counters say {used} were used, but the positions are {fewest} apart.</source>
        <translation>los contadores dicen que se usaron {used}, pero las posiciones están a {fewest} de distancia.</translation>
    </message>
    <message>
        <source>These two pictures cannot be reviewed together: {why}</source>
        <translation>Estas dos imágenes no se pueden revisar juntas: {why}</translation>
    </message>
</context>
<context>
    <name>Book</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Soluciones</translation>
    </message>
    <message numerus="yes">
        <source>Waffle puzzles with answers: %n</source>
        <translation>
            <numerusform>Acertijos de Waffle con soluciones: %n</numerusform>
            <numerusform>Acertijos de Waffle con soluciones: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle</source>
        <translation>
            <numerusform>%n acertijo</numerusform>
            <numerusform>%n acertijos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzles</source>
        <translation>
            <numerusform>%n acertijo</numerusform>
            <numerusform>%n acertijos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n pages</source>
        <translation>
            <numerusform>%1 en %n página</numerusform>
            <numerusform>%1 en %n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: KDP prints paperbacks of %1 to %2 pages; this book has %3.</source>
        <translation>Nota: KDP imprime libros de bolsillo de %1 a %2 páginas; este libro tiene %3.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>puzzles %1–%2</source>
        <translation>acertijos %1–%2</translation>
    </message>
</context>
<context>
    <name>BookDialog</name>
    <message>
        <source>Save a book for print on demand</source>
        <translation>Guardar un libro para impresión bajo demanda</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Opcional</translation>
    </message>
    <message>
        <source>The page as the reader holds it, as Amazon KDP lists its sizes</source>
        <translation>La página tal como la sostiene el lector, en los tamaños que indica Amazon KDP</translation>
    </message>
    <message>
        <source>Bleed (0.125 in, as KDP asks)</source>
        <translation>Sangrado (0,125 in, como pide KDP)</translation>
    </message>
    <message>
        <source>Pages 0.125 in wider and 0.25 in taller than the trim, for the printer to cut</source>
        <translation>Páginas 0,125 in más anchas y 0,25 in más altas que el corte, para que la imprenta las recorte</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation>Subtítulo</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Trim size</source>
        <translation>Tamaño de corte</translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation>Acertijos por página</translation>
    </message>
    <message>
        <source>Save Book…</source>
        <translation>Guardar libro…</translation>
    </message>
    <message>
        <source>A book for print on demand: title page, contents, easy to hard, the answers at the back</source>
        <translation>Un libro para impresión bajo demanda: portada, índice, de fácil a difícil, las soluciones al final</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Sorting puzzles by difficulty: {done}</source>
        <translation>Ordenando acertijos por dificultad: {done}</translation>
    </message>
    <message>
        <source>Page {done} of {total}</source>
        <translation>Página {done} de {total}</translation>
    </message>
    <message>
        <source>Saved {name}: {counts}.</source>
        <translation>Guardado {name}: {counts}.</translation>
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
    <message>
        <source>Sides {sides}</source>
        <translation>Lados {sides}</translation>
    </message>
    <message>
        <source>words {words}</source>
        <translation>palabras {words}</translation>
    </message>
    <message>
        <source>spelling {word}</source>
        <translation>escribiendo {word}</translation>
    </message>
</context>
<context>
    <name>Command line</name>
    <message>
        <source>`puzzle-studio`: the studio&apos;s window with no arguments, its operations without one.</source>
        <translation>«puzzle-studio»: sin argumentos, la ventana del estudio; sus órdenes funcionan sin ella.</translation>
    </message>
    <message>
        <source>show the version number and exit</source>
        <translation>mostrar el número de versión y salir</translation>
    </message>
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
        <source>the sides, e.g. &quot;ANO GDV IEF WZT&quot;</source>
        <translation>los lados, p. ej. &quot;ANO GDV IEF WZT&quot;</translation>
    </message>
    <message>
        <source>print the best N solutions (default %1; 0: all)</source>
        <translation>mostrar las N mejores soluciones (por defecto %1; 0: todas)</translation>
    </message>
    <message>
        <source>print only how many solutions of each length</source>
        <translation>mostrar solo cuántas soluciones hay de cada longitud</translation>
    </message>
    <message>
        <source>how many solutions of each length, no words; --reveal for a hint or the answer</source>
        <translation>cuántas soluciones de cada longitud, sin palabras; --reveal para una pista o la respuesta</translation>
    </message>
    <message>
        <source>0: counts only (default), 1: the first letter, 2: the first word, 3: the whole answer</source>
        <translation>0: solo los recuentos (por defecto), 1: la primera letra, 2: la primera palabra, 3: la respuesta entera</translation>
    </message>
    <message>
        <source>take every solution up to N words (default: the fewest only); below the fewest, it says the fewest</source>
        <translation>tomar toda solución de hasta N palabras (por defecto: solo las más cortas); por debajo del mínimo, indica el mínimo</translation>
    </message>
    <message>
        <source>fewest words (default), or fewest letters in all</source>
        <translation>menos palabras (por defecto) o menos letras en total</translation>
    </message>
    <message>
        <source>random boards that common words solve within par</source>
        <translation>tableros al azar que palabras comunes resuelven dentro del par</translation>
    </message>
    <message>
        <source>letters per side (default 3)</source>
        <translation>letras por lado (por defecto 3)</translation>
    </message>
    <message>
        <source>vowels on the board (default 4)</source>
        <translation>vocales en el tablero (por defecto 4)</translation>
    </message>
    <message>
        <source>solvable in at most this many words (default 3)</source>
        <translation>resoluble con como mucho tantas palabras (por defecto 3)</translation>
    </message>
    <message>
        <source>the same seed makes the same boards</source>
        <translation>la misma semilla crea los mismos tableros</translation>
    </message>
    <message>
        <source>word list (default: the built-in common tier)</source>
        <translation>lista de palabras (por defecto: el nivel integrado de palabras comunes)</translation>
    </message>
    <message>
        <source>a board, and optionally a solution, as PNG or SVG</source>
        <translation>un tablero, y si se quiere una solución, en PNG o SVG</translation>
    </message>
    <message>
        <source>words to draw, e.g. &quot;FAZED DOWNVOTING&quot;</source>
        <translation>palabras que dibujar, p. ej. &quot;FAZED DOWNVOTING&quot;</translation>
    </message>
    <message>
        <source>draw the first fewest-word solution</source>
        <translation>dibujar la primera solución con menos palabras</translation>
    </message>
    <message>
        <source>PNG width in pixels (default 800)</source>
        <translation>ancho del PNG en píxeles (por defecto 800)</translation>
    </message>
    <message>
        <source>word list (default: the built-in %1 list)</source>
        <translation>lista de palabras (por defecto: la lista integrada %1)</translation>
    </message>
    <message>
        <source>built-in list: %1 (default) is common words as the NYT game takes them, &apos;broad&apos; adds rarer words, abbreviations and interjections</source>
        <translation>lista integrada: %1 (por defecto) son palabras comunes como las acepta el juego del NYT; &apos;broad&apos; añade palabras más raras, abreviaturas e interjecciones</translation>
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
    <message>
        <source>search boards of more than 22 letters too (hours and gigabytes for 24-26 letters)</source>
        <translation>buscar también en tableros de más de 22 letras (horas y gigabytes con 24-26 letras)</translation>
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
        <source>one JSON object per puzzle per line</source>
        <translation>un objeto JSON por puzle y por línea</translation>
    </message>
    <message>
        <source>the puzzle file&apos;s; a pasted grid or a screenshot names none: the first that solves it of the system locale&apos;s, English and the others</source>
        <translation>el del archivo del puzle; una cuadrícula pegada o una captura no indica ninguno: el primero que lo resuelva entre el del sistema, el inglés y los demás</translation>
    </message>
    <message>
        <source>print hints 1..N instead of the answer: 1 the fewest swaps from here, 2 a tile in its word, 3 to %1 the best swaps in order, then a word, then the solution</source>
        <translation>mostrar las pistas 1..N en vez de la respuesta: 1 los mínimos intercambios desde aquí, 2 una casilla en su palabra, 3 a %1 los mejores intercambios por orden, luego una palabra, luego la solución</translation>
    </message>
    <message>
        <source>the game&apos;s &apos;N SWAPS REMAINING&apos; counter, for a game already under way: stars are counted from it (default: the counter a screenshot shows, else a game as dealt, the fewest swaps + 5)</source>
        <translation>el contador &apos;N SWAPS REMAINING&apos; del juego, para una partida ya empezada: las estrellas se cuentan desde él (por defecto: el contador que muestra una captura; si no, una partida recién repartida, los mínimos intercambios + 5)</translation>
    </message>
    <message>
        <source>a word list: one word (or word&lt;TAB&gt;weight) per line</source>
        <translation>una lista de palabras: una palabra (o palabra&lt;TAB&gt;peso) por línea</translation>
    </message>
    <message>
        <source>tier of the default word list (default: %1)</source>
        <translation>nivel de la lista de palabras por defecto (por defecto: %1)</translation>
    </message>
    <message>
        <source>the built-in lists</source>
        <translation>de las listas integradas</translation>
    </message>
    <message>
        <source>read a Waffle screenshot and print the puzzle in the text format</source>
        <translation>leer una captura de Waffle y escribir el puzle en formato de texto</translation>
    </message>
    <message>
        <source>a .png, .jpg, .jpeg or .webp picture of the game&apos;s grid</source>
        <translation>una imagen .png, .jpg, .jpeg o .webp de la cuadrícula del juego</translation>
    </message>
    <message>
        <source>make new Waffle puzzles (unique, exact swaps)</source>
        <translation>crear puzles de Waffle nuevos (únicos, intercambios exactos)</translation>
    </message>
    <message>
        <source>5x5, 7x7, royale, 3x3, 9x9, 11x11, 5x7, solid4x4 ... (default 5x5)</source>
        <translation>5x5, 7x7, royale, 3x3, 9x9, 11x11, 5x7, solid4x4 ... (por defecto 5x5)</translation>
    </message>
    <message>
        <source>the same seed makes the same puzzles (default: a new one, printed first)</source>
        <translation>la misma semilla crea los mismos puzles (por defecto: una nueva, que se muestra primero)</translation>
    </message>
    <message>
        <source>folder for the .json puzzles</source>
        <translation>carpeta para los puzles .json</translation>
    </message>
    <message>
        <source>fewest swaps (default: half the tiles, 10 for 5x5, 20 for 7x7; 3 for 3x3)</source>
        <translation>mínimo de intercambios (por defecto: la mitad de las casillas, 10 en 5x5, 20 en 7x7; 3 en 3x3)</translation>
    </message>
    <message>
        <source>no game-like preset (corners green...)</source>
        <translation>sin ajuste como el del juego (esquinas verdes...)</translation>
    </message>
    <message>
        <source>word frequency cutoff (Zipf; default: common tier)</source>
        <translation>umbral de frecuencia de palabras (Zipf; por defecto: nivel de palabras comunes)</translation>
    </message>
    <message>
        <source>e.g. r1=FUGUE, c3=GLOBE</source>
        <translation>p. ej. r1=FUGUE, c3=GLOBE</translation>
    </message>
    <message>
        <source>e.g. 3,3=E</source>
        <translation>p. ej. 3,3=E</translation>
    </message>
    <message>
        <source>fill and solve with this list instead</source>
        <translation>rellenar y resolver con esta lista en su lugar</translation>
    </message>
    <message>
        <source>the built-in lists, recorded in each puzzle</source>
        <translation>de las listas integradas, anotado en cada puzle</translation>
    </message>
    <message>
        <source>let a word appear in several puzzles of the batch (default: no word twice; favoured and pinned words may always repeat)</source>
        <translation>permitir que una palabra aparezca en varios puzles del lote (por defecto: ninguna palabra dos veces; las favoritas y las fijadas pueden repetirse siempre)</translation>
    </message>
    <message>
        <source>use none of the words of the puzzles already in this folder (a series)</source>
        <translation>no usar ninguna palabra de los puzles que ya están en esta carpeta (una serie)</translation>
    </message>
    <message>
        <source>fill with the commonest words a search finds in --budget seconds a puzzle (default: for shapes with words of %1 letters or more; --no-familiar: a random fill, weighted to common words)</source>
        <translation>rellenar con las palabras más comunes que una búsqueda halle en --budget segundos por puzle (por defecto: en formas con palabras de %1 letras o más; --no-familiar: un relleno al azar, ponderado hacia palabras comunes)</translation>
    </message>
    <message>
        <source>also keep puzzles ambiguous from the first colours that safe swaps settle (default: unique at once)</source>
        <translation>conservar también puzles ambiguos al principio que los intercambios seguros resuelven con los primeros colores (por defecto: únicos desde el inicio)</translation>
    </message>
    <message>
        <source>how long a familiar fill may search, a puzzle (default %1)</source>
        <translation>cuánto puede buscar un relleno familiar, por puzle (por defecto %1)</translation>
    </message>
    <message>
        <source>never use these words (one a line), besides your banned list in ~/.config/puzzle-studio/words/</source>
        <translation>no usar nunca estas palabras (una por línea), además de su lista de prohibidas en ~/.config/puzzle-studio/words/</translation>
    </message>
    <message>
        <source>weight these words up in the fill (one a line), besides your favoured list</source>
        <translation>dar más peso a estas palabras al rellenar (una por línea), además de su lista de favoritas</translation>
    </message>
    <message>
        <source>which words to leave out: none; default, offensive and sensitive words; classroom, also %1 (a class of ten-year-olds)</source>
        <translation>qué palabras se omiten: none ninguna; default las ofensivas y delicadas; classroom además %1 (una clase de niños de diez años)</translation>
    </message>
    <message>
        <source>the same as --word-filter none</source>
        <translation>lo mismo que --word-filter none</translation>
    </message>
    <message>
        <source>fill a partly designed grid around its letters, best words first (exit 1 when no fill exists)</source>
        <translation>rellenar una cuadrícula a medio diseñar alrededor de sus letras, las mejores palabras primero (sale con 1 si no hay relleno)</translation>
    </message>
    <message>
        <source>the letter grid in the text format, _ for a cell to fill, . for a hole (a .txt file, or - for stdin)</source>
        <translation>la cuadrícula de letras en el formato de texto, _ para una casilla por rellenar, . para un hueco (un archivo .txt, o - para la entrada estándar)</translation>
    </message>
    <message>
        <source>fill from this list (default: the list the generator uses)</source>
        <translation>rellenar con esta lista (por defecto: la que usa el generador)</translation>
    </message>
    <message>
        <source>the most familiar fill a search finds in --budget seconds (its rarest word first, then its median)</source>
        <translation>el relleno más familiar que una búsqueda halle en --budget segundos (primero por su palabra más rara, luego por su mediana)</translation>
    </message>
    <message>
        <source>give up after searching this long (default: %1; exit 1)</source>
        <translation>rendirse tras buscar este tiempo (por defecto: %1; salida 1)</translation>
    </message>
    <message>
        <source>every grid that fits a shape (one per line)</source>
        <translation>todas las cuadrículas de una forma (una por línea)</translation>
    </message>
    <message>
        <source>word list (default: the common tier)</source>
        <translation>lista de palabras (por defecto: el nivel de palabras comunes)</translation>
    </message>
    <message>
        <source>keep words with frequency &gt;= X (e.g. 1e-4)</source>
        <translation>conservar las palabras con frecuencia &gt;= X (p. ej. 1e-4)</translation>
    </message>
    <message>
        <source>processes (default 1)</source>
        <translation>procesos (por defecto 1)</translation>
    </message>
    <message>
        <source>send the chunks to a Dask scheduler (tcp://host:8786), or to a cluster of one worker per core started here (local); needs the cluster extra</source>
        <translation>enviar los trozos a un planificador de Dask (tcp://host:8786) o a un clúster de un trabajador por núcleo iniciado aquí (local); necesita el extra cluster</translation>
    </message>
    <message>
        <source>split the search into N chunks of about equal work (default 64), a pinned first word too; give a few per worker of a large cluster (a checkpoint resumes only with the same N)</source>
        <translation>dividir la búsqueda en N trozos de trabajo parecido (por defecto 64), también con una primera palabra fijada; dé unos pocos por trabajador en un clúster grande (un punto de control solo se reanuda con el mismo N)</translation>
    </message>
    <message>
        <source>write the grids here (whole or not at all) instead of stdout</source>
        <translation>escribir aquí las cuadrículas (enteras o nada) en vez de en la salida estándar</translation>
    </message>
    <message>
        <source>record finished chunks here (needs --out); run again with it to resume exactly</source>
        <translation>anotar aquí los trozos terminados (necesita --out); vuelva a ejecutar con él para reanudar con exactitud</translation>
    </message>
    <message>
        <source>search even when it is sized up first as over 10 minutes or 10 million grids (hours, gigabytes)</source>
        <translation>buscar aunque de antemano se estime en más de 10 minutos o 10 millones de cuadrículas (horas, gigabytes)</translation>
    </message>
    <message>
        <source>%1 of puzzles, or a printable PDF sheet</source>
        <translation>%1 de puzles, o una hoja PDF para imprimir</translation>
    </message>
    <message>
        <source>puzzle files, or folders of them</source>
        <translation>archivos de puzles, o carpetas de ellos</translation>
    </message>
    <message>
        <source>the --out file&apos;s suffix decides it, and --format must agree; a folder&apos;s files: pdf unless given</source>
        <translation>lo decide la extensión del archivo de --out, y --format debe coincidir; los archivos de una carpeta: pdf si no se indica</translation>
    </message>
    <message>
        <source>a file (one puzzle, or --sheet) or a folder (one file per puzzle)</source>
        <translation>un archivo (un puzle, o --sheet) o una carpeta (un archivo por puzle)</translation>
    </message>
    <message>
        <source>instead of --out: one self-contained web page that plays the puzzles in any browser, offline</source>
        <translation>en vez de --out: una página web autónoma que juega los puzles en cualquier navegador, sin conexión</translation>
    </message>
    <message>
        <source>instead of --out: a print-on-demand book, a title page, contents, easy to hard, the answers at the back</source>
        <translation>en vez de --out: un libro de impresión bajo demanda, con portada, índice, de fácil a difícil, las soluciones al final</translation>
    </message>
    <message>
        <source>the book&apos;s trim size</source>
        <translation>el tamaño de corte del libro</translation>
    </message>
    <message>
        <source>with --book: KDP&apos;s 0.125 in bleed</source>
        <translation>con --book: el sangrado de 0,125 in de KDP</translation>
    </message>
    <message>
        <source>with --book: under the title</source>
        <translation>con --book: bajo el título</translation>
    </message>
    <message>
        <source>with --book: puzzles a page</source>
        <translation>con --book: puzles por página</translation>
    </message>
    <message>
        <source>one PDF with N puzzles per page (%1)</source>
        <translation>un PDF con N puzles por página (%1)</translation>
    </message>
    <message>
        <source>answer pages after the puzzles (with --sheet)</source>
        <translation>páginas de soluciones tras los puzles (con --sheet)</translation>
    </message>
    <message>
        <source>with --sheet: puzzles (the students&apos; pages, no answers), answers (only the answer pages), or all</source>
        <translation>con --sheet: puzzles (las páginas de los alumnos, sin soluciones), answers (solo las páginas de soluciones) o all</translation>
    </message>
    <message>
        <source>with --sheet: print only these pages of those --pages chooses (3, or 2-5)</source>
        <translation>con --sheet: imprimir solo estas páginas de las que elige --pages (3, o 2-5)</translation>
    </message>
    <message>
        <source>color-blind: orange and blue, marked</source>
        <translation>daltónico: naranja y azul, marcados</translation>
    </message>
    <message>
        <source>page margin in mm (default 12)</source>
        <translation>margen de página en mm (por defecto 12)</translation>
    </message>
    <message>
        <source>PNG with no background</source>
        <translation>PNG sin fondo</translation>
    </message>
    <message>
        <source>sheet, book or web page title (default: Waffle puzzles)</source>
        <translation>título de la hoja, el libro o la página web (por defecto: puzles de Waffle)</translation>
    </message>
    <message>
        <source>sheet footer</source>
        <translation>pie de la hoja</translation>
    </message>
    <message>
        <source>the sheet PDF&apos;s author; a book&apos;s, on its title page too</source>
        <translation>el autor del PDF de la hoja; el de un libro, también en su portada</translation>
    </message>
    <message>
        <source>no column letters and row numbers around the grids of a sheet</source>
        <translation>sin letras de columna ni números de fila alrededor de las cuadrículas de una hoja</translation>
    </message>
    <message>
        <source>a line to write the answer under each puzzle</source>
        <translation>una línea para escribir la respuesta bajo cada puzle</translation>
    </message>
    <message>
        <source>with --sheet: an empty grid under each puzzle to write in</source>
        <translation>con --sheet: una cuadrícula vacía bajo cada puzle para escribir en ella</translation>
    </message>
    <message>
        <source>with --sheet: a clue sheet, each word&apos;s definition as a numbered clue beside the puzzle (English)</source>
        <translation>con --sheet: una hoja de pistas, la definición de cada palabra como pista numerada junto al puzle (inglés)</translation>
    </message>
    <message>
        <source>with --sheet: each word&apos;s definition on the answer pages (English)</source>
        <translation>con --sheet: la definición de cada palabra en las páginas de soluciones (inglés)</translation>
    </message>
    <message>
        <source>number of the first puzzle</source>
        <translation>número del primer puzle</translation>
    </message>
    <message>
        <source>word list for puzzles saved without a solution</source>
        <translation>lista de palabras para puzles guardados sin solución</translation>
    </message>
    <message>
        <source>text grids and --words (a puzzle file or share code says its own)</source>
        <translation>de las cuadrículas de texto y de --words (un archivo de puzle o un código para compartir indica el suyo)</translation>
    </message>
    <message>
        <source>review a Waffle game: each swap on a fewest-swaps path or not, the star lost, luck or skill</source>
        <translation>revisar una partida de Waffle: cada intercambio en un camino mínimo o no, la estrella perdida, suerte o habilidad</translation>
    </message>
    <message>
        <source>the start: a .json or .txt puzzle, a share code, or - for stdin; with --after, also a screenshot</source>
        <translation>el inicio: un puzle .json o .txt, un código para compartir, o - para la entrada estándar; con --after, también una captura</translation>
    </message>
    <message>
        <source>the swaps made, in order, as ROW,COL-ROW,COL (1-based, as solve counts) separated by spaces: &quot;2,1-1,3 5,2-3,1&quot;</source>
        <translation>los intercambios hechos, en orden, como ROW,COL-ROW,COL (desde 1, como cuenta solve) separados por espacios: &quot;2,1-1,3 5,2-3,1&quot;</translation>
    </message>
    <message>
        <source>a later screenshot (or puzzle) of the same game: the fewest swaps between the two, the swaps used when both show the game&apos;s counter, on a fewest path or not, stars lost, the best next swap</source>
        <translation>una captura (o puzle) posterior de la misma partida: los intercambios mínimos entre ambas, los usados cuando las dos muestran el contador del juego, en un camino más corto o no, estrellas perdidas, el mejor intercambio siguiente</translation>
    </message>
    <message>
        <source>one JSON object, with a record per swap</source>
        <translation>un objeto JSON, con un registro por intercambio</translation>
    </message>
    <message>
        <source>the puzzle file&apos;s, else the system locale&apos;s, else %1</source>
        <translation>el del archivo del puzle; si no, el del sistema; si no, %1</translation>
    </message>
    <message>
        <source>%1: a screenshot cannot be reviewed: give the start as a puzzle file or code</source>
        <translation>%1: no se puede revisar una captura: dé el inicio como archivo de puzle o código</translation>
    </message>
    <message>
        <source>cannot be checked: %1</source>
        <translation>no se puede comprobar: %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>fila %1, columna %2</translation>
    </message>
    <message>
        <source>the two pictures show grids of different shapes</source>
        <translation>las dos imágenes muestran cuadrículas de formas distintas</translation>
    </message>
    <message>
        <source>the two pictures do not hold the same letters: not one puzzle</source>
        <translation>las dos imágenes no tienen las mismas letras: no son el mismo puzle</translation>
    </message>
    <message>
        <source>the green tile at %1 is not green in the second: the game locks green tiles</source>
        <translation>la ficha verde en %1 no está verde en la segunda: el juego bloquea las fichas verdes</translation>
    </message>
    <message>
        <source>the green tile at %1 is not green in the second, yet the other way round fits: give the earlier picture first</source>
        <translation>la ficha verde en %1 no está verde en la segunda, pero al revés encaja: da primero la imagen anterior</translation>
    </message>
    <message>
        <source>no answer in the word list fits the first picture</source>
        <translation>ninguna solución de la lista de palabras encaja con la primera imagen</translation>
    </message>
    <message>
        <source>the second picture&apos;s colours come from another answer: not the same puzzle</source>
        <translation>los colores de la segunda imagen vienen de otra solución: no es el mismo puzle</translation>
    </message>
    <message>
        <source>several answers fit both pictures: the review needs one</source>
        <translation>varias soluciones encajan con ambas imágenes: la revisión necesita una</translation>
    </message>
    <message>
        <source>the counters say %1 swaps were used, but the positions are %2 swaps apart</source>
        <translation>los contadores dicen que se usaron %1 intercambios, pero las posiciones están a %2 intercambios</translation>
    </message>
    <message numerus="yes">
        <source>%n swaps apart at the fewest</source>
        <translation>
            <numerusform>a %n intercambio como mínimo</numerusform>
            <numerusform>a %n intercambios como mínimo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n used (the counters&apos; difference)</source>
        <translation>
            <numerusform>%n usado (la diferencia de los contadores)</numerusform>
            <numerusform>%n usados (la diferencia de los contadores)</numerusform>
        </translation>
    </message>
    <message>
        <source>on a fewest path: every swap took one off the distance to the answer</source>
        <translation>en un camino más corto: cada intercambio restó uno a la distancia hasta la solución</translation>
    </message>
    <message numerus="yes">
        <source>off a fewest path: %n spare swaps spent</source>
        <translation>
            <numerusform>fuera de un camino más corto: %n intercambio de reserva gastado</numerusform>
            <numerusform>fuera de un camino más corto: %n intercambios de reserva gastados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a picture shows no swap counter, so the swaps used are unknown; the second position lies on a fewest path from the first (on it if %n swaps were used)</source>
        <translation>
            <numerusform>una imagen no muestra el contador de intercambios, así que no se sabe cuántos se usaron; la segunda posición está en un camino más corto desde la primera (en él si se usó %n intercambio)</numerusform>
            <numerusform>una imagen no muestra el contador de intercambios, así que no se sabe cuántos se usaron; la segunda posición está en un camino más corto desde la primera (en él si se usaron %n intercambios)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a picture shows no swap counter, so the swaps used are unknown; even the fewest way between them spends %n spare swaps</source>
        <translation>
            <numerusform>una imagen no muestra el contador de intercambios, así que no se sabe cuántos se usaron; incluso el camino más corto entre ellas gasta %n intercambio de reserva</numerusform>
            <numerusform>una imagen no muestra el contador de intercambios, así que no se sabe cuántos se usaron; incluso el camino más corto entre ellas gasta %n intercambios de reserva</numerusform>
        </translation>
    </message>
    <message>
        <source>fewest swaps to the answer: %1 before, %2 after</source>
        <translation>intercambios mínimos hasta la solución: %1 antes, %2 después</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>stars still possible: %1 before, %2 after</source>
        <translation>estrellas aún posibles: %1 antes, %2 después</translation>
    </message>
    <message numerus="yes">
        <source>%n stars lost between them</source>
        <translation>
            <numerusform>%n estrella perdida entre ambas</numerusform>
            <numerusform>%n estrellas perdidas entre ambas</numerusform>
        </translation>
    </message>
    <message>
        <source>solved: no swap left to make</source>
        <translation>resuelto: no queda ningún intercambio por hacer</translation>
    </message>
    <message>
        <source>best next swap: %1</source>
        <translation>mejor intercambio siguiente: %1</translation>
    </message>
    <message>
        <source>%1 has no tile</source>
        <translation>%1 no tiene ficha</translation>
    </message>
    <message>
        <source>%1 is swapped with itself</source>
        <translation>%1 se intercambia consigo misma</translation>
    </message>
    <message>
        <source>the tile at %1 is green, and the game locks green tiles</source>
        <translation>la ficha de %1 es verde, y el juego bloquea las fichas verdes</translation>
    </message>
    <message>
        <source>the game was over by then</source>
        <translation>la partida ya había terminado</translation>
    </message>
    <message>
        <source>%2 (%3) is not in the word list</source>
        <translation>%2 (%3) no está en la lista de palabras</translation>
    </message>
    <message>
        <source>no answer in the word list fits the start (look at %3)</source>
        <translation>ninguna respuesta de la lista de palabras encaja con el inicio (mire %3)</translation>
    </message>
    <message>
        <source>no answer in the word list fits the start</source>
        <translation>ninguna respuesta de la lista de palabras encaja con el inicio</translation>
    </message>
    <message>
        <source>several answers fit the start and the swaps do not end on one of them</source>
        <translation>varias respuestas encajan con el inicio y los intercambios no terminan en ninguna de ellas</translation>
    </message>
    <message>
        <source>the start&apos;s colours cannot come from the puzzle&apos;s solution</source>
        <translation>los colores del inicio no pueden venir de la solución del puzle</translation>
    </message>
    <message>
        <source>swap %1: %2</source>
        <translation>intercambio %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>solved, %n of 5 stars</source>
        <translation>
            <numerusform>resuelto, %n de 5 estrellas</numerusform>
            <numerusform>resuelto, %n de 5 estrellas</numerusform>
        </translation>
    </message>
    <message>
        <source>not solved</source>
        <translation>sin resolver</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n swaps, %2 (fewest %3, %4 allowed); answer %5</source>
        <translation>
            <numerusform>%1: %n intercambio, %2 (mínimo %3, %4 permitidos); respuesta %5</numerusform>
            <numerusform>%1: %n intercambios, %2 (mínimo %3, %4 permitidos); respuesta %5</numerusform>
        </translation>
    </message>
    <message>
        <source>deduced: best for every answer the colours allowed</source>
        <translation>deducido: el mejor para cada respuesta que permitían los colores</translation>
    </message>
    <message>
        <source>lucky: best for the answer, not for every one the colours allowed</source>
        <translation>con suerte: el mejor para la respuesta, no para todas las que permitían los colores</translation>
    </message>
    <message>
        <source>a guess: best for another answer the colours allowed</source>
        <translation>una apuesta: el mejor para otra respuesta que permitían los colores</translation>
    </message>
    <message>
        <source>best for none of the answers the colours allowed</source>
        <translation>el mejor para ninguna de las respuestas que permitían los colores</translation>
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
        <source>cost a star: %1 would have kept it</source>
        <translation>costó una estrella: %1 la habría conservado</translation>
    </message>
    <message numerus="yes">
        <source>%n answers possible, %1</source>
        <translation>
            <numerusform>%n respuesta posible, %1</numerusform>
            <numerusform>%n respuestas posibles, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n stars possible)</source>
        <translation>
            <numerusform>(%n estrella posible)</numerusform>
            <numerusform>(%n estrellas posibles)</numerusform>
        </translation>
    </message>
    <message>
        <source>with --web: your own daily Waffle, one puzzle a day (or week) from this date (YYYY-MM-DD)</source>
        <translation>con --web: su propio Waffle diario, un puzle al día (o a la semana) desde esta fecha (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>with --daily: the series&apos; name (default: Waffle)</source>
        <translation>con --daily: el nombre de la serie (por defecto: Waffle)</translation>
    </message>
    <message>
        <source>with --daily: a puzzle every day or week</source>
        <translation>con --daily: un puzle cada día o cada semana</translation>
    </message>
    <message>
        <source>with --daily: rising (easiest first), weekday (Mondays easiest, Sundays hardest) or given (file order)</source>
        <translation>con --daily: rising (los más fáciles primero), weekday (lunes los más fáciles, domingos los más difíciles) o given (orden de los archivos)</translation>
    </message>
    <message>
        <source>with --daily: offer a hint button</source>
        <translation>con --daily: ofrecer un botón de pista</translation>
    </message>
    <message>
        <source>with --daily: offer an undo button</source>
        <translation>con --daily: ofrecer un botón de deshacer</translation>
    </message>
    <message>
        <source>read the result codes a class&apos;s daily page gave: everyone&apos;s stars, swaps and hints</source>
        <translation>leer los códigos de resultado que dio la página diaria de una clase: las estrellas, intercambios y pistas de todos</translation>
    </message>
    <message>
        <source>result codes (R-...), or - to read them from stdin</source>
        <translation>códigos de resultado (R-...), o - para leerlos de la entrada estándar</translation>
    </message>
    <message>
        <source>print each puzzle&apos;s share code: one line to paste into the studio or a playable web page</source>
        <translation>escribir el código para compartir de cada puzle: una línea para pegar en el estudio o en una página web jugable</translation>
    </message>
    <message>
        <source>text grids and --words (a puzzle file says its own)</source>
        <translation>de las cuadrículas de texto y de --words (un archivo de puzle indica el suyo)</translation>
    </message>
    <message>
        <source>no solution with the letters read; %1: check those first</source>
        <translation>ninguna solución con las letras leídas; %1: revíselas primero</translation>
    </message>
    <message>
        <source>no fill of this shape has only everyday words (Zipf %1 or more); the rarest word used has Zipf %2</source>
        <translation>ningún relleno de esta forma tiene solo palabras cotidianas (Zipf %1 o más); la palabra más rara usada tiene Zipf %2</translation>
    </message>
    <message>
        <source>no fill of only everyday words (Zipf %1 or more) turned up in %3 s; the rarest word used has Zipf %2</source>
        <translation>en %3 s no apareció ningún relleno solo de palabras cotidianas (Zipf %1 o más); la palabra más rara usada tiene Zipf %2</translation>
    </message>
    <message>
        <source>solved with the %1 list (the puzzle names no language)</source>
        <translation>resuelto con la lista «%1» (el puzle no indica su idioma)</translation>
    </message>
    <message>
        <source>common list</source>
        <translation>lista común</translation>
    </message>
    <message>
        <source>broad list</source>
        <translation>lista amplia</translation>
    </message>
    <message>
        <source>full list</source>
        <translation>lista completa</translation>
    </message>
    <message>
        <source>wordfreq list</source>
        <translation>lista de wordfreq</translation>
    </message>
    <message>
        <source>your list</source>
        <translation>su lista</translation>
    </message>
    <message>
        <source>fewest swaps: %1 (%2)</source>
        <translation>mínimo de intercambios: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n swaps left: too few, the game is lost</source>
        <translation>
            <numerusform>queda %n intercambio: demasiado pocos, la partida está perdida</numerusform>
            <numerusform>quedan %n intercambios: demasiado pocos, la partida está perdida</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n swaps left; %1 still possible</source>
        <translation>
            <numerusform>queda %n intercambio; %1 aún posibles</numerusform>
            <numerusform>quedan %n intercambios; %1 aún posibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stars</source>
        <translation>
            <numerusform>%n estrella</numerusform>
            <numerusform>%n estrellas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 allowed; match it for %2</source>
        <translation>%1 permitidos; iguálelo para %2</translation>
    </message>
    <message>
        <source>hint %1: %2</source>
        <translation>pista %1: %2</translation>
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
        <source>write one thing: --out PATH, --web PAGE.html or --book BOOK.pdf</source>
        <translation>escribe una sola cosa: --out RUTA, --web PÁGINA.html o --book LIBRO.pdf</translation>
    </message>
    <message>
        <source>say where to write: --out PATH, --web PAGE.html for a playable page or --book BOOK.pdf</source>
        <translation>di dónde escribir: --out RUTA, --web PÁGINA.html para una página jugable o --book LIBRO.pdf</translation>
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
    <message numerus="yes">
        <source>%n days, %1 to %2</source>
        <translation>
            <numerusform>%n día, del %1 al %2</numerusform>
            <numerusform>%n días, del %1 al %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first puzzle comes out in %n days: until then the page shows only that date</source>
        <translation>
            <numerusform>el primer puzle sale dentro de %n día: hasta entonces la página solo muestra esa fecha</numerusform>
            <numerusform>el primer puzle sale dentro de %n días: hasta entonces la página solo muestra esa fecha</numerusform>
        </translation>
    </message>
    <message>
        <source>no single solution: the code has none, so the web page cannot play it</source>
        <translation>sin solución única: el código no tiene ninguna, así que la página web no puede jugarlo</translation>
    </message>
    <message>
        <source>Wordle: backtest strategies, suggest the next guess, review a game</source>
        <translation>Wordle: probar estrategias, sugerir el siguiente intento, revisar una partida</translation>
    </message>
    <message>
        <source>play a strategy against every answer</source>
        <translation>jugar una estrategia contra cada respuesta</translation>
    </message>
    <message>
        <source>strategies:</source>
        <translation>estrategias:</translation>
    </message>
    <message>
        <source>one of the strategies below; several with commas (default entropy)</source>
        <translation>una de las estrategias de abajo; varias separadas por comas (por defecto entropy)</translation>
    </message>
    <message>
        <source>replay a decision tree (Selby&apos;s format) instead</source>
        <translation>reproducir en su lugar un árbol de decisión (formato de Selby)</translation>
    </message>
    <message>
        <source>the answers left and the best next guesses</source>
        <translation>las respuestas que quedan y los mejores intentos siguientes</translation>
    </message>
    <message>
        <source>e.g. SALET=BYBBG (G green, Y yellow, B or - gray)</source>
        <translation>p. ej. SALET=BYBBG (G verde, Y amarillo, B o - gris)</translation>
    </message>
    <message>
        <source>whose pick to name (default entropy): %1</source>
        <translation>de quién nombrar la elección (por defecto entropy): %1</translation>
    </message>
    <message>
        <source>how many guesses to list (default 10)</source>
        <translation>cuántos intentos listar (por defecto 10)</translation>
    </message>
    <message>
        <source>each guess of a game: answers left, the studio&apos;s pick, skill and luck (0-99)</source>
        <translation>cada intento de una partida: respuestas restantes, la elección del estudio, habilidad y suerte (0-99)</translation>
    </message>
    <message>
        <source>the game&apos;s answer</source>
        <translation>la respuesta de la partida</translation>
    </message>
    <message>
        <source>the guesses in order; GUESS=PATTERN also checks its colours</source>
        <translation>los intentos en orden; GUESS=PATTERN también comprueba sus colores</translation>
    </message>
    <message>
        <source>a pasted share grid (- for stdin): its colours must be the guesses&apos;</source>
        <translation>una cuadrícula compartida pegada (- para la entrada estándar): sus colores deben ser los de los intentos</translation>
    </message>
    <message>
        <source>one JSON object; its guesses list holds the scores</source>
        <translation>un objeto JSON; su lista de intentos contiene las puntuaciones</translation>
    </message>
    <message>
        <source>the game&apos;s answer list, every word as likely (default: the built-in model, common words less plurals and past forms, the more familiar the likelier)</source>
        <translation>la lista de respuestas del juego, todas las palabras igual de probables (por defecto: el modelo integrado, palabras comunes sin plurales ni formas de pasado, cuanto más familiares, más probables)</translation>
    </message>
    <message>
        <source>allowed guesses (default: built-in broad words)</source>
        <translation>intentos permitidos (por defecto: las palabras integradas del nivel amplio)</translation>
    </message>
    <message>
        <source>word length (default 5)</source>
        <translation>longitud de palabra (por defecto 5)</translation>
    </message>
    <message>
        <source>hard mode: hints must be used</source>
        <translation>modo difícil: hay que usar las pistas</translation>
    </message>
    <message>
        <source>fix the first guess (default: the strategy&apos;s; search tries one first guess only, the one with the most groups: name another here to compare)</source>
        <translation>fijar el primer intento (por defecto: el de la estrategia; search prueba un solo primer intento, el de más grupos: indique otro aquí para comparar)</translation>
    </message>
    <message>
        <source>processes (default: all cores)</source>
        <translation>procesos (por defecto: todos los núcleos)</translation>
    </message>
    <message>
        <source>how many of the hardest answers to list</source>
        <translation>cuántas de las respuestas más difíciles listar</translation>
    </message>
    <message>
        <source>write the strategy&apos;s decision tree (Selby&apos;s format) to FILE</source>
        <translation>escribir el árbol de decisión de la estrategia (formato de Selby) en FILE</translation>
    </message>
    <message>
        <source>the possible answer whose letters are the most frequent among the answers left</source>
        <translation>la respuesta posible cuyas letras son las más frecuentes entre las respuestas restantes</translation>
    </message>
    <message>
        <source>the possible answer sharing a letter with the most other answers left</source>
        <translation>la respuesta posible que comparte una letra con más respuestas restantes</translation>
    </message>
    <message>
        <source>the guess whose colours tell the most on average (expected bits)</source>
        <translation>el intento cuyos colores dicen más de media (bits esperados)</translation>
    </message>
    <message>
        <source>the guess splitting the answers left into the most groups of colours</source>
        <translation>el intento que divide las respuestas restantes en más grupos de colores</translation>
    </message>
    <message>
        <source>of the 12 guesses with the most groups, the one whose groups then need the fewest guesses</source>
        <translation>de los 12 intentos con más grupos, aquel cuyos grupos necesitan luego menos intentos</translation>
    </message>
    <message>
        <source>the fewest guesses in all, searched among the guesses with the most groups (slowest, best)</source>
        <translation>el mínimo de intentos en total, buscado entre los intentos con más grupos (el más lento, el mejor)</translation>
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
        <source>expected %1 guesses, each answer as likely as the model says</source>
        <translation>%1 intentos esperados, cada respuesta tan probable como dice el modelo</translation>
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
    <message numerus="yes">
        <source>and %n more as good</source>
        <translation>
            <numerusform>y %n más igual de buena</numerusform>
            <numerusform>y %n más igual de buenas</numerusform>
        </translation>
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
        <source>word list (default: the built-in broad tier)</source>
        <translation>lista de palabras (por defecto: el nivel amplio integrado)</translation>
    </message>
    <message>
        <source>words per set (default 5)</source>
        <translation>palabras por conjunto (por defecto 5)</translation>
    </message>
    <message>
        <source>letters per word (default 5)</source>
        <translation>letras por palabra (por defecto 5)</translation>
    </message>
    <message>
        <source>drop words rarer than this Zipf frequency first (e.g. 2.5)</source>
        <translation>descartar primero las palabras más raras que esta frecuencia Zipf (p. ej. 2.5)</translation>
    </message>
    <message>
        <source>usable: commonest rarest word first (default); found: search order</source>
        <translation>usable: primero la palabra más rara más común (por defecto); found: orden de búsqueda</translation>
    </message>
    <message>
        <source>search even past 10 million partial sets (minutes, gigabytes)</source>
        <translation>buscar incluso más allá de 10 millones de conjuntos parciales (minutos, gigabytes)</translation>
    </message>
    <message>
        <source>CSV: the words, unused letters, rarest Zipf</source>
        <translation>CSV: las palabras, las letras sin usar, el Zipf más raro</translation>
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
    <message>
        <source>print each word&apos;s short definition (English: WordNet 3.0)</source>
        <translation>mostrar la definición breve de cada palabra (inglés: WordNet 3.0)</translation>
    </message>
    <message>
        <source>one JSON object per word per line</source>
        <translation>un objeto JSON por palabra y por línea</translation>
    </message>
    <message>
        <source>the meanings (English only has them)</source>
        <translation>de los significados (solo el inglés los tiene)</translation>
    </message>
    <message>
        <source>no meanings for this language (%1): no free offline source</source>
        <translation>no hay significados para este idioma (%1): ninguna fuente libre sin conexión</translation>
    </message>
    <message>
        <source>an empty path: name a file or a folder</source>
        <translation>una ruta vacía: indique un archivo o una carpeta</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 contiene %2</translation>
    </message>
    <message>
        <source>%1 is below 0</source>
        <translation>%1 es menor que 0</translation>
    </message>
    <message>
        <source>%1 is below 1</source>
        <translation>%1 es menor que 1</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 no es un número</translation>
    </message>
    <message>
        <source>%1 is not a number above 0</source>
        <translation>%1 no es un número mayor que 0</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 no es un número entero</translation>
    </message>
    <message>
        <source>no word list for %1; choose one of %2</source>
        <translation>no hay lista de palabras para %1; elija una de %2</translation>
    </message>
    <message>
        <source>the built-in word lists</source>
        <translation>de las listas de palabras integradas</translation>
    </message>
    <message>
        <source>the system locale&apos;s, else %1</source>
        <translation>el del sistema; si no, %1</translation>
    </message>
    <message>
        <source>language of %1: %2 (default: %3)</source>
        <translation>idioma %1: %2 (por defecto: %3)</translation>
    </message>
    <message>
        <source>exit codes: 0 done, 1 no solution or nothing found, 2 bad input or usage, 3 a file could not be written, 69 the window cannot start here, 70 an internal error (please report it), 75 the Dask cluster was lost mid-search (its scheduler, or every worker), 130 interrupted, 143 terminated</source>
        <translation>códigos de salida: 0 hecho, 1 sin solución o nada encontrado, 2 entrada o uso incorrectos, 3 no se pudo escribir un archivo, 69 la ventana no puede iniciarse aquí, 70 un error interno (por favor, infórmelo), 75 se perdió el clúster de Dask en plena búsqueda (su planificador, o todos los trabajadores), 130 interrumpido, 143 terminado</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>every day</source>
        <translation>cada día</translation>
    </message>
    <message>
        <source>every week</source>
        <translation>cada semana</translation>
    </message>
    <message>
        <source>easiest first</source>
        <translation>los más fáciles primero</translation>
    </message>
    <message>
        <source>by weekday: Monday easiest</source>
        <translation>por día de la semana: el lunes, el más fácil</translation>
    </message>
    <message>
        <source>in the order shown</source>
        <translation>en el orden mostrado</translation>
    </message>
    <message>
        <source>Daily web page</source>
        <translation>Página web diaria</translation>
    </message>
    <message>
        <source>Waffle</source>
        <translation>Waffle</translation>
    </message>
    <message>
        <source>Offer hints</source>
        <translation>Ofrecer pistas</translation>
    </message>
    <message>
        <source>Offer undo</source>
        <translation>Ofrecer deshacer</translation>
    </message>
    <message>
        <source>Series name</source>
        <translation>Nombre de la serie</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Primer día</translation>
    </message>
    <message>
        <source>A puzzle</source>
        <translation>Un puzle</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Save Daily Page…</source>
        <translation>Guardar página diaria…</translation>
    </message>
    <message>
        <source>Class Results…</source>
        <translation>Resultados de la clase…</translation>
    </message>
    <message>
        <source>Paste the result codes your class copied from the page</source>
        <translation>Pega los códigos de resultado que tu clase copió de la página</translation>
    </message>
    <message>
        <source>{n} puzzles, one a day or a week from the first day</source>
        <translation>{n} puzles, uno al día o a la semana desde el primer día</translation>
    </message>
    <message>
        <source>Save a daily web page</source>
        <translation>Guardar una página web diaria</translation>
    </message>
    <message>
        <source>Saved {name}: {n} days, {first} to {last}.</source>
        <translation>Guardado {name}: {n} días, del {first} al {last}.</translation>
    </message>
    <message numerus="yes">
        <source>The first puzzle comes out in %n days.</source>
        <translation>
            <numerusform>El primer puzle sale dentro de %n día.</numerusform>
            <numerusform>El primer puzle sale dentro de %n días.</numerusform>
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
    <message>
        <source>near miss: letters {where} changed</source>
        <translation>casi: letras {where} cambiadas</translation>
    </message>
    <message>
        <source>near miss: letter {where} changed</source>
        <translation>casi: letra {where} cambiada</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Could not save {name}: {why}.</source>
        <translation>No se pudo guardar {name}: {why}.</translation>
    </message>
    <message>
        <source>{what} at {place}: {why}</source>
        <translation>{what} en {place}: {why}</translation>
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
            <numerusform>%n días</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
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
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Then %1</source>
        <translation>Después, %1</translation>
    </message>
    <message>
        <source>%1: the %2 turns green.</source>
        <translation>%1: la %2 se vuelve verde.</translation>
    </message>
    <message>
        <source>%1: both turn green.</source>
        <translation>%1: las dos se vuelven verdes.</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>fila %1, columna %2</translation>
    </message>
    <message>
        <source>row %1 across from column %2</source>
        <translation>fila %1 horizontal desde la columna %2</translation>
    </message>
    <message>
        <source>row %1 across</source>
        <translation>fila %1 horizontal</translation>
    </message>
    <message>
        <source>column %1 down from row %2</source>
        <translation>columna %1 vertical desde la fila %2</translation>
    </message>
    <message>
        <source>column %1 down</source>
        <translation>columna %1 vertical</translation>
    </message>
    <message>
        <source>%1 is not a letter of %2 (only %3 has %4 as a tile: choose that language)</source>
        <translation>%1 no es una letra de %2 (solo %3 tiene %4 como casilla: elija ese idioma)</translation>
    </message>
    <message>
        <source>%1 is not a letter A-Z or %2</source>
        <translation>%1 no es una letra A-Z ni %2</translation>
    </message>
    <message>
        <source>%1 is not a letter A-Z</source>
        <translation>%1 no es una letra A-Z</translation>
    </message>
    <message>
        <source>%1: %2 is not a letter of %3</source>
        <translation>%1: %2 no es una letra de %3</translation>
    </message>
    <message>
        <source>%1 — this puzzle is in %2</source>
        <translation>%1 — este puzle está en %2</translation>
    </message>
    <message>
        <source>%1 needs %2 tiles and colours, got %3 and %4</source>
        <translation>%1 necesita %2 casillas y colores, tiene %3 y %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>the tiles are not a permutation of the solution (extra tiles: %1, missing: %2)</source>
        <translation>las casillas no son una permutación de la solución (casillas de más: %1, faltan: %2)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>un número finito</translation>
    </message>
    <message>
        <source>the weight %1 is not %2</source>
        <translation>el peso %1 no es %2</translation>
    </message>
    <message>
        <source>a puzzle</source>
        <translation>un puzle</translation>
    </message>
    <message>
        <source>a word list</source>
        <translation>una lista de palabras</translation>
    </message>
    <message>
        <source>a screenshot</source>
        <translation>una captura de pantalla</translation>
    </message>
    <message>
        <source>a decision tree</source>
        <translation>un árbol de decisión</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>word list</source>
        <translation>lista de palabras</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>imagen</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>árbol</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>punto de control</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>una tubería (pipe)</translation>
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
        <translation>es %1, no un archivo, y leerlo podría esperar para siempre: guarde antes el contenido en un archivo (%2)</translation>
    </message>
    <message>
        <source>this is %1 bytes, far too large for %2 (at most %3)</source>
        <translation>son %1 bytes, demasiado para %2 (como máximo %3)</translation>
    </message>
    <message>
        <source>this is %1 characters, far too large for %2 (at most %3)</source>
        <translation>son %1 caracteres, demasiado para %2 (como máximo %3)</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>el carácter %1</translation>
    </message>
    <message>
        <source>%1 is not a colour (g green, y yellow, - gray, or the green, yellow, white and black emoji squares)</source>
        <translation>%1 no es un color (g verde, y amarillo, - gris, o los cuadrados emoji verde, amarillo, blanco y negro)</translation>
    </message>
    <message numerus="yes">
        <source>ambiguous: %n+ solutions, best first</source>
        <translation>
            <numerusform>ambiguo: %n+ soluciones, la mejor primero</numerusform>
            <numerusform>ambiguo: %n+ soluciones, la mejor primero</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ambiguous: %n solutions, best first</source>
        <translation>
            <numerusform>ambiguo: %n soluciones, la mejor primero</numerusform>
            <numerusform>ambiguo: %n soluciones, la mejor primero</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, found with the %2 word list after the %3 list found none</source>
        <translation>%1, hallada con la lista de palabras %2 después de que la lista %3 no hallara ninguna</translation>
    </message>
    <message>
        <source>%1 (%2 not in it)</source>
        <translation>%1 (%2 no está en ella)</translation>
    </message>
    <message>
        <source>common</source>
        <translation>común</translation>
    </message>
    <message>
        <source>broad</source>
        <translation>amplio</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message numerus="yes">
        <source>%n solutions fitted the colours</source>
        <translation>
            <numerusform>%n soluciones encajaban con los colores</numerusform>
            <numerusform>%n soluciones encajaban con los colores</numerusform>
        </translation>
    </message>
    <message>
        <source>after the swap one is left</source>
        <translation>tras el intercambio queda una</translation>
    </message>
    <message numerus="yes">
        <source>after the swap %n are left</source>
        <translation>
            <numerusform>tras el intercambio quedan %n</numerusform>
            <numerusform>tras el intercambio quedan %n</numerusform>
        </translation>
    </message>
    <message>
        <source>show one of %1, not %2</source>
        <translation>muestre uno de %1, no %2</translation>
    </message>
    <message>
        <source>the style is one of %1, not %2</source>
        <translation>el estilo es uno de %1, no %2</translation>
    </message>
    <message>
        <source>a sheet holds %1 puzzles per page, not %2</source>
        <translation>una hoja lleva %1 puzles por página, no %2</translation>
    </message>
    <message>
        <source>the paper is %1, not %2</source>
        <translation>el papel es %1, no %2</translation>
    </message>
    <message>
        <source>print pages %1, not %2</source>
        <translation>imprima las páginas %1, no %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>estrategia</translation>
    </message>
    <message>
        <source>colouring policy</source>
        <translation>regla de coloreado</translation>
    </message>
    <message>
        <source>word-list tier</source>
        <translation>nivel de lista de palabras</translation>
    </message>
    <message>
        <source>word list for language</source>
        <translation>lista de palabras para el idioma</translation>
    </message>
    <message>
        <source>unknown %1 %2; choose one of %3</source>
        <translation>valor desconocido para %1: %2; elija uno de %3</translation>
    </message>
    <message numerus="yes">
        <source>gave up after %n tries without a good puzzle (the last one was %1); loosen the difficulty range, the pins or the target</source>
        <translation>
            <numerusform>abandonado tras %n intentos sin un buen puzle (el último era %1); amplíe el rango de dificultad, las fijaciones o el objetivo</numerusform>
            <numerusform>abandonado tras %n intentos sin un buen puzle (el último era %1); amplíe el rango de dificultad, las fijaciones o el objetivo</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 swaps need %2 tiles out of place, but only %3 can move with the game-like preset</source>
        <translation>%1 intercambios necesitan %2 casillas fuera de sitio, pero solo %3 pueden moverse con el ajuste como el juego</translation>
    </message>
    <message>
        <source>%1 swaps need %2 tiles out of place, but only %3 can move</source>
        <translation>%1 intercambios necesitan %2 casillas fuera de sitio, pero solo %3 pueden moverse</translation>
    </message>
    <message numerus="yes">
        <source>at least %1 on %n process and make at least %2 grids (a file of %3)</source>
        <translation>
            <numerusform>al menos %1 con %n proceso y darían al menos %2 cuadrículas (un archivo de %3)</numerusform>
            <numerusform>al menos %1 con %n proceso y darían al menos %2 cuadrículas (un archivo de %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %1 on %n processes and make at least %2 grids (a file of %3)</source>
        <translation>
            <numerusform>al menos %1 con %n procesos y darían al menos %2 cuadrículas (un archivo de %3)</numerusform>
            <numerusform>al menos %1 con %n procesos y darían al menos %2 cuadrículas (un archivo de %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %1 on %n process and make about %2 grids (a file of %3)</source>
        <translation>
            <numerusform>unos %1 con %n proceso y darían unas %2 cuadrículas (un archivo de %3)</numerusform>
            <numerusform>unos %1 con %n proceso y darían unas %2 cuadrículas (un archivo de %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %1 on %n processes and make about %2 grids (a file of %3)</source>
        <translation>
            <numerusform>unos %1 con %n procesos y darían unas %2 cuadrículas (un archivo de %3)</numerusform>
            <numerusform>unos %1 con %n procesos y darían unas %2 cuadrículas (un archivo de %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %1 of the %n words of %2 different letters with a Zipf of at least %3 are free of shared letters</source>
        <translation>
            <numerusform>ningún grupo de %1 de las %n palabras de %2 letras distintas con un Zipf de al menos %3 está libre de letras compartidas</numerusform>
            <numerusform>ningún grupo de %1 de las %n palabras de %2 letras distintas con un Zipf de al menos %3 está libre de letras compartidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no %1 of the %n words of %2 different letters are free of shared letters</source>
        <translation>
            <numerusform>ningún grupo de %1 de las %n palabras de %2 letras distintas está libre de letras compartidas</numerusform>
            <numerusform>ningún grupo de %1 de las %n palabras de %2 letras distintas está libre de letras compartidas</numerusform>
        </translation>
    </message>
    <message>
        <source>the list has no word of %1 different letters with a Zipf of at least %2</source>
        <translation>la lista no tiene ninguna palabra de %1 letras distintas con un Zipf de al menos %2</translation>
    </message>
    <message>
        <source>the list has no word of %1 different letters</source>
        <translation>la lista no tiene ninguna palabra de %1 letras distintas</translation>
    </message>
    <message>
        <source>fewer words</source>
        <translation>menos palabras</translation>
    </message>
    <message>
        <source>shorter words</source>
        <translation>palabras más cortas</translation>
    </message>
    <message>
        <source>a Zipf cutoff below %1</source>
        <translation>un corte de Zipf por debajo de %1</translation>
    </message>
    <message>
        <source>a bigger word list</source>
        <translation>una lista de palabras mayor</translation>
    </message>
    <message>
        <source>No sets found: %1.</source>
        <translation>No se encontraron conjuntos: %1.</translation>
    </message>
    <message>
        <source>No sets found: %1. Try %2.</source>
        <translation>No se encontraron conjuntos: %1. Pruebe %2.</translation>
    </message>
    <message>
        <source>%1 were %2, not %3</source>
        <translation>%1 fuera %2, no %3</translation>
    </message>
    <message>
        <source>, or if </source>
        <translation>, o si </translation>
    </message>
    <message>
        <source>the colours fit a solution if %1: check that tile</source>
        <translation>los colores encajan con una solución si %1: revise esa casilla</translation>
    </message>
    <message>
        <source>the colours fit a solution if %1: check those tiles</source>
        <translation>los colores encajan con una solución si %1: revise esas casillas</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, o </translation>
    </message>
    <message>
        <source>most likely %1, which gives %2 words; as typed, the answer needs %3</source>
        <translation>lo más probable es que %1, lo que da palabras de la lista %2; tal como está, la respuesta necesita %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>default exclusions off</source>
        <translation>exclusiones por defecto desactivadas</translation>
    </message>
    <message>
        <source>classroom exclusions removed %1</source>
        <translation>las exclusiones para el aula quitaron %1</translation>
    </message>
    <message>
        <source>default exclusions removed %1</source>
        <translation>las exclusiones por defecto quitaron %1</translation>
    </message>
    <message>
        <source>banned words removed %1</source>
        <translation>las palabras vetadas quitaron %1</translation>
    </message>
    <message numerus="yes">
        <source>%n word favoured, weighted up</source>
        <translation>
            <numerusform>%n palabra preferida, con más peso</numerusform>
            <numerusform>%n palabra preferida, con más peso</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words favoured, weighted up</source>
        <translation>
            <numerusform>%n palabras preferidas, con más peso</numerusform>
            <numerusform>%n palabras preferidas, con más peso</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word</source>
        <translation>
            <numerusform>%n palabra</numerusform>
            <numerusform>%n palabra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n palabras</numerusform>
            <numerusform>%n palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>daily</source>
        <translation>diario</translation>
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
        <translation>Ambas necesitan exactamente %1 intercambios, como todo %2 real: la cuenta no las distingue.</translation>
    </message>
    <message>
        <source>All %3 need exactly %1 swaps, like every real %2: the count cannot tell them apart.</source>
        <translation>Las %3 necesitan exactamente %1 intercambios, como todo %2 real: la cuenta no las distingue.</translation>
    </message>
    <message>
        <source>None needs exactly %1 swaps, unlike every real %2: check the letters and colours.</source>
        <translation>Ninguna necesita exactamente %1 intercambios, a diferencia de todo %2 real: revise las letras y los colores.</translation>
    </message>
    <message>
        <source>Only solution 1 needs exactly %1 swaps, like every real %2: it comes first.</source>
        <translation>Solo la solución 1 necesita exactamente %1 intercambios, como todo %2 real: va primero.</translation>
    </message>
    <message>
        <source>Solutions 1 to %3 need exactly %1 swaps, like every real %2: they come first.</source>
        <translation>Las soluciones 1 a %3 necesitan exactamente %1 intercambios, como todo %2 real: van primero.</translation>
    </message>
    <message numerus="yes">
        <source>Left out %n puzzle:</source>
        <translation>
            <numerusform>Se dejó fuera %n puzle:</numerusform>
            <numerusform>Se dejó fuera %n puzle:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out %n puzzles:</source>
        <translation>
            <numerusform>Se dejaron fuera %n puzles:</numerusform>
            <numerusform>Se dejaron fuera %n puzles:</numerusform>
        </translation>
    </message>
    <message>
        <source>half of a character (the lone surrogate %1) at character %2</source>
        <translation>medio carácter (el sustituto suelto %1) en el carácter %2</translation>
    </message>
    <message>
        <source>the control character %1 at character %2</source>
        <translation>el carácter de control %1 en el carácter %2</translation>
    </message>
    <message>
        <source>the non-character %1 at character %2</source>
        <translation>el no-carácter %1 en el carácter %2</translation>
    </message>
    <message>
        <source>the key %1 holds %2: remove it</source>
        <translation>la clave %1 contiene %2: quítelo</translation>
    </message>
    <message>
        <source>%1 holds %2: remove it</source>
        <translation>%1 contiene %2: quítelo</translation>
    </message>
    <message>
        <source>the file holds %1: remove it</source>
        <translation>el archivo contiene %1: quítelo</translation>
    </message>
    <message>
        <source>Waffle puzzle</source>
        <translation>puzle de Waffle</translation>
    </message>
    <message>
        <source>Letter Boxed board</source>
        <translation>tablero de Letter Boxed</translation>
    </message>
    <message>
        <source>Wordle game</source>
        <translation>partida de Wordle</translation>
    </message>
    <message>
        <source>window autosave</source>
        <translation>autoguardado de la ventana</translation>
    </message>
    <message>
        <source>a letter A-Z or Ñ (or a space: not typed yet)</source>
        <translation>una letra A-Z o Ñ (o un espacio: aún sin escribir)</translation>
    </message>
    <message>
        <source>g, y or -</source>
        <translation>g, y o -</translation>
    </message>
    <message>
        <source>%1 row %2, column %3: %4 is not %5</source>
        <translation>%1 fila %2, columna %3: %4 no es %5</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>indicadores</translation>
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
        <source>tiles</source>
        <translation>casillas</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>casilla</translation>
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
        <source>solution letter</source>
        <translation>letra de la solución</translation>
    </message>
    <message>
        <source>swap count</source>
        <translation>número de intercambios</translation>
    </message>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>relleno</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>máscara</translation>
    </message>
    <message>
        <source>(with --checkpoint, the parts that finish are kept and a rerun resumes)</source>
        <translation>(con --checkpoint, las partes que terminan se conservan y una nueva ejecución continúa)</translation>
    </message>
    <message>
        <source>%1; the parts recorded in %2 are kept: rerun the command on a running cluster to resume</source>
        <translation>%1; las partes registradas en %2 se conservan: vuelva a ejecutar la orden en un clúster activo para continuar</translation>
    </message>
    <message>
        <source>%1; nothing was written to %2 %3</source>
        <translation>%1; no se escribió nada en %2 %3</translation>
    </message>
    <message>
        <source>%1; the grids written are not all %2</source>
        <translation>%1; las cuadrículas escritas no son todas %2</translation>
    </message>
    <message>
        <source>this is more than %1 bytes, far too large for %2 (at most %1)</source>
        <translation>son más de %1 bytes, demasiado para %2 (como máximo %1)</translation>
    </message>
    <message>
        <source>cannot read the %1: %2</source>
        <translation>no se puede leer (%1): %2</translation>
    </message>
    <message>
        <source>%1 lines are too many for a word list (at most %2)</source>
        <translation>%1 líneas son demasiadas para una lista de palabras (como máximo %2)</translation>
    </message>
    <message>
        <source>not a text file (byte %1 is not UTF-8)</source>
        <translation>no es un archivo de texto (el byte %1 no es UTF-8)</translation>
    </message>
    <message>
        <source>%1 is written %2 in %3: two letters, not one tile</source>
        <translation>%1 se escribe %2 en %3: dos letras, no una casilla</translation>
    </message>
    <message>
        <source>%1 is not a letter of %2</source>
        <translation>%1 no es una letra de %2</translation>
    </message>
    <message>
        <source>%1 (use &apos;.&apos; or a space for a hole)</source>
        <translation>%1 (use &apos;.&apos; o un espacio para un hueco)</translation>
    </message>
    <message>
        <source>mask is not %1 x %2</source>
        <translation>la máscara no es de %1 x %2</translation>
    </message>
    <message>
        <source>the shape has no cells</source>
        <translation>la forma no tiene celdas</translation>
    </message>
    <message>
        <source>the cell at %1 is in no word (every cell needs a neighbour in its row or column)</source>
        <translation>la celda en %1 no está en ninguna palabra (cada celda necesita un vecino en su fila o columna)</translation>
    </message>
    <message>
        <source>a %1x%2 grid is too large: a puzzle has at most %3 rows and %3 columns</source>
        <translation>una cuadrícula de %1x%2 es demasiado grande: un puzle tiene como máximo %3 filas y %3 columnas</translation>
    </message>
    <message>
        <source>a waffle needs odd sizes of at least 3, not %1x%2</source>
        <translation>un waffle necesita medidas impares de al menos 3, no %1x%2</translation>
    </message>
    <message>
        <source>a solid grid needs at least 2x2, not %1x%2</source>
        <translation>una cuadrícula llena necesita al menos 2x2, no %1x%2</translation>
    </message>
    <message>
        <source>unknown shape %1: use e.g. 5x5, 7x7, 5x7, solid4x4 or royale</source>
        <translation>forma desconocida %1: use p. ej. 5x5, 7x7, 5x7, solid4x4 o royale</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>no es JSON válido: %1</translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep; a puzzle file is an object of lists and strings</source>
        <translation>el JSON está anidado a más de %1 niveles; un archivo de puzle es un objeto de listas y cadenas</translation>
    </message>
    <message>
        <source>a number of %1 digits is far too long for a puzzle file (at most %2)</source>
        <translation>un número de %1 cifras es demasiado largo para un archivo de puzle (como máximo %2)</translation>
    </message>
    <message>
        <source>the share code&apos;s title holds %1</source>
        <translation>el título del código para compartir contiene %1</translation>
    </message>
    <message>
        <source>the title holds %1</source>
        <translation>el título contiene %1</translation>
    </message>
    <message>
        <source>a puzzle file holds one JSON object</source>
        <translation>un archivo de puzle contiene un objeto JSON</translation>
    </message>
    <message>
        <source>not a Puzzle Studio file (format %1)</source>
        <translation>no es un archivo de Puzzle Studio (formato %1)</translation>
    </message>
    <message>
        <source>the version %1 is not a whole number</source>
        <translation>la versión %1 no es un número entero</translation>
    </message>
    <message>
        <source>this file is version %1, newer than this Puzzle Studio reads (version %2); please update Puzzle Studio</source>
        <translation>este archivo es de la versión %1, más nueva de la que lee este Puzzle Studio (versión %2); actualice Puzzle Studio</translation>
    </message>
    <message>
        <source>this is a %1 file, not a %2</source>
        <translation>esto es un archivo de %1, no de %2</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 debe ser uno de %2</translation>
    </message>
    <message>
        <source>&apos;shape&apos; must be an object like {&quot;rows&quot;: 5, &quot;cols&quot;: 5, &quot;type&quot;: &quot;waffle&quot;}</source>
        <translation>&apos;shape&apos; debe ser un objeto como {&quot;rows&quot;: 5, &quot;cols&quot;: 5, &quot;type&quot;: &quot;waffle&quot;}</translation>
    </message>
    <message>
        <source>&apos;shape&apos; needs whole numbers &apos;rows&apos; and &apos;cols&apos;</source>
        <translation>&apos;shape&apos; necesita números enteros &apos;rows&apos; y &apos;cols&apos;</translation>
    </message>
    <message>
        <source>a custom shape needs &apos;mask&apos;: %1 strings of %2 &apos;#&apos; or &apos;.&apos;</source>
        <translation>una forma personalizada necesita &apos;mask&apos;: %1 cadenas de %2 &apos;#&apos; o &apos;.&apos;</translation>
    </message>
    <message>
        <source>unknown shape type %1 (waffle, solid, royale or custom)</source>
        <translation>tipo de forma desconocido %1 (waffle, solid, royale o custom)</translation>
    </message>
    <message>
        <source>%1 must be a list of %2 strings</source>
        <translation>%1 debe ser una lista de %2 cadenas</translation>
    </message>
    <message>
        <source>%1 has %2 rows, the shape has %3</source>
        <translation>%1 tiene %2 filas, la forma tiene %3</translation>
    </message>
    <message>
        <source>%1 row %2 has %3 characters, the shape has %4 columns</source>
        <translation>%1 fila %2 tiene %3 caracteres, la forma tiene %4 columnas</translation>
    </message>
    <message>
        <source>the puzzle is empty: paste the letter grid, a blank line, then the colours</source>
        <translation>el puzle está vacío: pegue la cuadrícula de letras, una línea en blanco y luego los colores</translation>
    </message>
    <message>
        <source>no colour grid: after the letters, leave a blank line and type the colours (g green, y yellow, - gray, or the emoji squares)</source>
        <translation>no hay cuadrícula de colores: tras las letras, deje una línea en blanco y escriba los colores (g verde, y amarillo, - gris, o los cuadrados emoji)</translation>
    </message>
    <message>
        <source>expected two grids (letters, then colours) but found more</source>
        <translation>se esperaban dos cuadrículas (letras, luego colores) pero hay más</translation>
    </message>
    <message numerus="yes">
        <source>the letter grid has %n rows; a puzzle has at most %1</source>
        <translation>
            <numerusform>la cuadrícula de letras tiene %n filas; un puzle tiene como máximo %1</numerusform>
            <numerusform>la cuadrícula de letras tiene %n filas; un puzle tiene como máximo %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this row is %n characters wide; a puzzle has at most %1</source>
        <translation>
            <numerusform>esta fila tiene %n caracteres de ancho; un puzle tiene como máximo %1</numerusform>
            <numerusform>esta fila tiene %n caracteres de ancho; un puzle tiene como máximo %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the letter grid is not a puzzle shape: %1</source>
        <translation>la cuadrícula de letras no es una forma de puzle: %1</translation>
    </message>
    <message numerus="yes">
        <source>the colour grid has %n rows but the letter grid has %1</source>
        <translation>
            <numerusform>la cuadrícula de colores tiene %n filas pero la de letras tiene %1</numerusform>
            <numerusform>la cuadrícula de colores tiene %n filas pero la de letras tiene %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this colour row has %n colours but its letter row has %1</source>
        <translation>
            <numerusform>esta fila de colores tiene %n colores pero su fila de letras tiene %1</numerusform>
            <numerusform>esta fila de colores tiene %n colores pero su fila de letras tiene %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the grid is empty: type its rows, _ for a cell to fill, . for a hole</source>
        <translation>la cuadrícula está vacía: escriba sus filas, _ para una celda por rellenar, . para un hueco</translation>
    </message>
    <message>
        <source>a grid to fill is the letter grid alone, with no colours after it</source>
        <translation>una cuadrícula por rellenar es solo la cuadrícula de letras, sin colores después</translation>
    </message>
    <message>
        <source>no .json or .txt puzzles in this folder</source>
        <translation>no hay puzles .json ni .txt en esta carpeta</translation>
    </message>
    <message>
        <source>the solution needs %1 letters, got %2</source>
        <translation>la solución necesita %1 letras, tiene %2</translation>
    </message>
    <message>
        <source>no words found (one word of 2 to %1 letters per line, optionally word&lt;TAB&gt;weight)</source>
        <translation>no se encontraron palabras (una palabra de 2 a %1 letras por línea, opcionalmente palabra&lt;TAB&gt;peso)</translation>
    </message>
    <message>
        <source>word list not found</source>
        <translation>lista de palabras no encontrada</translation>
    </message>
    <message>
        <source>%1 is not a word: one word a line, letters only</source>
        <translation>%1 no es una palabra: una palabra por línea, solo letras</translation>
    </message>
    <message>
        <source>%1 (tiles at least %2 pixels wide are looked for: zoom in)</source>
        <translation>%1 (se buscan casillas de al menos %2 píxeles de ancho: amplíe)</translation>
    </message>
    <message>
        <source>the picture is %1x%2 pixels: too large for a screenshot</source>
        <translation>la imagen es de %1x%2 píxeles: demasiado grande para una captura</translation>
    </message>
    <message>
        <source>a picture must be an RGB or RGBA array of bytes</source>
        <translation>una imagen debe ser una matriz de bytes RGB o RGBA</translation>
    </message>
    <message>
        <source>the picture is %1x%2 pixels: too small to hold a grid</source>
        <translation>la imagen es de %1x%2 píxeles: demasiado pequeña para contener una cuadrícula</translation>
    </message>
    <message>
        <source>no Waffle grid found in the picture: it needs the game&apos;s green, yellow and gray tiles</source>
        <translation>no se encontró ninguna cuadrícula de Waffle en la imagen: necesita las casillas verdes, amarillas y grises del juego</translation>
    </message>
    <message>
        <source>no Waffle grid found in the picture: the tiles do not end</source>
        <translation>no se encontró ninguna cuadrícula de Waffle en la imagen: las casillas no terminan</translation>
    </message>
    <message>
        <source>no Waffle grid found in the picture: its %1x%2 tiles (%3) are not a waffle</source>
        <translation>no se encontró ninguna cuadrícula de Waffle en la imagen: sus %1x%2 casillas (%3) no son un waffle</translation>
    </message>
    <message>
        <source>row %1 col %2 (%3)</source>
        <translation>fila %1 col %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 tiles have no letter yet</source>
        <translation>%1 de %2 casillas aún no tienen letra</translation>
    </message>
    <message>
        <source>not solved: %1</source>
        <translation>sin resolver: %1</translation>
    </message>
    <message>
        <source>these colours cannot come from any solution: %1</source>
        <translation>estos colores no pueden venir de ninguna solución: %1</translation>
    </message>
    <message>
        <source>%1 has no letter</source>
        <translation>%1 no tiene letra</translation>
    </message>
    <message>
        <source>%1 non-green %2 tiles but only %3 other non-green cells for them to move to: some %2 must be green</source>
        <translation>%1 casillas %2 no verdes pero solo %3 otras celdas no verdes a las que moverse: alguna %2 debe ser verde</translation>
    </message>
    <message>
        <source>%1: %2 yellow %3 that only this word can hold, but %4 non-green cells without %3 for it</source>
        <translation>%1: %2 %3 amarillas que solo esta palabra puede contener, pero %4 celdas no verdes sin %3 para ellas</translation>
    </message>
    <message>
        <source>%1: green must mean the letter is in place</source>
        <translation>%1: verde debe significar que la letra está en su sitio</translation>
    </message>
    <message>
        <source>%1: %2 %3 to mark yellow, but %4 must be and %5 cannot be</source>
        <translation>%1: %2 %3 por marcar en amarillo, pero %4 deben serlo y %5 no pueden</translation>
    </message>
    <message>
        <source>a shared yellow %1 is marked by neither of its words</source>
        <translation>una %1 amarilla compartida no la marca ninguna de sus palabras</translation>
    </message>
    <message>
        <source>the tiles do not come from the solution (%1): scramble it again in Design</source>
        <translation>las casillas no vienen de la solución (%1): vuelva a mezclarla en Diseño</translation>
    </message>
    <message>
        <source>no solution to print or play: %1</source>
        <translation>no hay solución para imprimir o jugar: %1</translation>
    </message>
    <message>
        <source>unique solution</source>
        <translation>solución única</translation>
    </message>
    <message>
        <source>no word in the list fits %1: check its letters and colours, or use a larger word list</source>
        <translation>ninguna palabra de la lista encaja en la %1: revise sus letras y colores, o use una lista mayor</translation>
    </message>
    <message>
        <source>the words that fit each slot do not fit together (tightest: %1); check the colours, or use a larger word list</source>
        <translation>las palabras que encajan en cada hueco no encajan juntas (la más estrecha: %1); revise los colores, o use una lista mayor</translation>
    </message>
    <message>
        <source>the target number of swaps cannot be negative</source>
        <translation>el número objetivo de intercambios no puede ser negativo</translation>
    </message>
    <message>
        <source>the %1 strategy did not hit exactly %2 swaps in %3 tries; try the swaps strategy or another target</source>
        <translation>la estrategia %1 no llegó a exactamente %2 intercambios en %3 intentos; pruebe la estrategia swaps u otro objetivo</translation>
    </message>
    <message>
        <source>could not reach %1 swaps with these letters (got to %2); repeated letters limit how far a grid can be scrambled</source>
        <translation>no se pudo llegar a %1 intercambios con estas letras (se llegó a %2); las letras repetidas limitan cuánto se puede mezclar una cuadrícula</translation>
    </message>
    <message>
        <source>fill every cell of the solution before scrambling</source>
        <translation>rellene todas las celdas de la solución antes de mezclar</translation>
    </message>
    <message>
        <source>no scramble to %1 swaps kept %2 tiles green</source>
        <translation>ninguna mezcla a %1 intercambios mantuvo %2 casillas verdes</translation>
    </message>
    <message>
        <source>the pinned word %1 (%2) is not in the solving word list, so no solver could find it: pin another word</source>
        <translation>la palabra fijada %1 (%2) no está en la lista de resolución, así que ningún solucionador podría hallarla: fije otra palabra</translation>
    </message>
    <message>
        <source>ambiguous under the solving list</source>
        <translation>ambiguo con la lista de resolución</translation>
    </message>
    <message>
        <source>no solution under the solving list</source>
        <translation>sin solución con la lista de resolución</translation>
    </message>
    <message>
        <source>a trivial opening move</source>
        <translation>una primera jugada trivial</translation>
    </message>
    <message numerus="yes">
        <source>unique after %n safe swap</source>
        <translation>
            <numerusform>única tras %n intercambio seguro</numerusform>
            <numerusform>única tras %n intercambio seguro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unique after %n safe swaps</source>
        <translation>
            <numerusform>única tras %n intercambios seguros</numerusform>
            <numerusform>única tras %n intercambios seguros</numerusform>
        </translation>
    </message>
    <message>
        <source>difficulty %1 outside the range</source>
        <translation>dificultad %1 fuera del rango</translation>
    </message>
    <message>
        <source>a grid this batch already has</source>
        <translation>una cuadrícula que este lote ya tiene</translation>
    </message>
    <message numerus="yes">
        <source>no grid fits these words and pins without the %n words already used; allow repeated words, lower the frequency cutoff or change a pin</source>
        <translation>
            <numerusform>ninguna cuadrícula encaja con estas palabras y fijaciones sin las %n palabras ya usadas; permita palabras repetidas, baje el corte de frecuencia o cambie una fijación</numerusform>
            <numerusform>ninguna cuadrícula encaja con estas palabras y fijaciones sin las %n palabras ya usadas; permita palabras repetidas, baje el corte de frecuencia o cambie una fijación</numerusform>
        </translation>
    </message>
    <message>
        <source>no grid fits these words and pins; lower the frequency cutoff or change a pin</source>
        <translation>ninguna cuadrícula encaja con estas palabras y fijaciones; baje el corte de frecuencia o cambie una fijación</translation>
    </message>
    <message>
        <source>%1: pin a word as r1=WORD or c3=WORD, a letter as ROW,COL=LETTER like 2,3=E</source>
        <translation>%1: fije una palabra como r1=PALABRA o c3=PALABRA, una letra como FILA,COL=LETRA, p. ej. 2,3=E</translation>
    </message>
    <message>
        <source>%1: no cell at %2, or not one letter</source>
        <translation>%1: no hay celda en %2, o no es una sola letra</translation>
    </message>
    <message>
        <source>no word starts at %1: use r1, r3 ... for rows and c1, c3 ... for columns</source>
        <translation>ninguna palabra empieza en %1: use r1, r3 ... para filas y c1, c3 ... para columnas</translation>
    </message>
    <message>
        <source>%1 has %2 letters; %3 has %4</source>
        <translation>la %1 tiene %2 letras; %3 tiene %4</translation>
    </message>
    <message>
        <source>the pins disagree at %1 (%2 or %3): see %4</source>
        <translation>las fijaciones no coinciden en %1 (%2 o %3): vea la %4</translation>
    </message>
    <message>
        <source>no word in the list fits %1 (%2) with these pins</source>
        <translation>ninguna palabra de la lista encaja en la %1 (%2) con estas fijaciones</translation>
    </message>
    <message numerus="yes">
        <source>no fill turned up in %n random searches; lower the frequency cutoff or change a pin</source>
        <translation>
            <numerusform>ningún relleno apareció en %n búsquedas aleatorias; baje el corte de frecuencia o cambie una fijación</numerusform>
            <numerusform>ningún relleno apareció en %n búsquedas aleatorias; baje el corte de frecuencia o cambie una fijación</numerusform>
        </translation>
    </message>
    <message>
        <source>the shape has %1 cells but %2 letters were given</source>
        <translation>la forma tiene %1 celdas pero se dieron %2 letras</translation>
    </message>
    <message>
        <source>%1 at %2 is not a letter</source>
        <translation>%1 en %2 no es una letra</translation>
    </message>
    <message>
        <source>the grids would need about %1 in %2, which has %3 free</source>
        <translation>las cuadrículas necesitarían unos %1 en %2, que tiene %3 libres</translation>
    </message>
    <message>
        <source>the start date %1 is not a date written YYYY-MM-DD</source>
        <translation>la fecha de inicio %1 no es una fecha escrita AAAA-MM-DD (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>the series needs a name (it starts every share line)</source>
        <translation>la serie necesita un nombre (empieza cada línea para compartir)</translation>
    </message>
    <message>
        <source>the series&apos; name has %1 characters: %2 at most</source>
        <translation>el nombre de la serie tiene %1 caracteres: %2 como máximo</translation>
    </message>
    <message>
        <source>the series&apos; name holds %1</source>
        <translation>el nombre de la serie contiene %1</translation>
    </message>
    <message>
        <source>a series comes out every %1, not every %2</source>
        <translation>una serie sale cada %1, no cada %2</translation>
    </message>
    <message>
        <source>the ramp is one of %1, not %2</source>
        <translation>la progresión es una de %1, no %2</translation>
    </message>
    <message>
        <source>%1 and %2 both use %3: a series uses each word once</source>
        <translation>%1 y %2 usan ambos %3: una serie usa cada palabra una sola vez</translation>
    </message>
    <message>
        <source>puzzle %1</source>
        <translation>puzle %1</translation>
    </message>
    <message>
        <source>character %1 of the result code, %2, is not one a code uses</source>
        <translation>el carácter %1 del código de resultado, %2, no es uno que use un código</translation>
    </message>
    <message>
        <source>the result code is cut short: part of it is missing</source>
        <translation>el código de resultado está cortado: falta una parte</translation>
    </message>
    <message>
        <source>the result code is version %1; this studio reads version %2</source>
        <translation>el código de resultado es de la versión %1; este estudio lee la versión %2</translation>
    </message>
    <message>
        <source>the result code is mistyped: its outcome is not one a page writes</source>
        <translation>el código de resultado está mal escrito: su resultado no es uno que escriba una página</translation>
    </message>
    <message>
        <source>the result code is mistyped: its name is not text</source>
        <translation>el código de resultado está mal escrito: su nombre no es texto</translation>
    </message>
    <message>
        <source>the result code is mistyped: a character was changed, lost or added</source>
        <translation>el código de resultado está mal escrito: se cambió, perdió o añadió un carácter</translation>
    </message>
    <message>
        <source>a clue sheet shows the puzzle: its clues would give a shown solution away</source>
        <translation>una hoja de pistas muestra el puzle: sus pistas delatarían una solución mostrada</translation>
    </message>
    <message>
        <source>code %1: %2</source>
        <translation>código %1: %2</translation>
    </message>
    <message>
        <source>lists</source>
        <translation>listas</translation>
    </message>
    <message>
        <source>built-in %1-letter lists (%2)</source>
        <translation>listas integradas de %1 letras (%2)</translation>
    </message>
    <message>
        <source>built-in %1-letter lists</source>
        <translation>listas integradas de %1 letras</translation>
    </message>
    <message>
        <source>the answers&apos; weights must be one number of at least 0 per answer, not all 0</source>
        <translation>los pesos de las respuestas deben ser un número de al menos 0 por respuesta, no todos 0</translation>
    </message>
    <message>
        <source>swap %1 at row %2 col %3 with %4 at row %5 col %6</source>
        <translation>intercambiar %1 (fila %2, col. %3) y %4 (fila %5, col. %6)</translation>
    </message>
    <message numerus="yes">
        <source>From here the fewest swaps are %1; %n swap would now turn two tiles green at once.</source>
        <translation>
            <numerusform>Desde aquí, el mínimo de cambios es %1; %n cambio pondría ahora dos fichas en verde a la vez.</numerusform>
            <numerusform>Desde aquí, el mínimo de cambios es %1; %n cambio pondría ahora dos fichas en verde a la vez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From here the fewest swaps are %1; %n swaps would now turn two tiles green at once.</source>
        <translation>
            <numerusform>Desde aquí, el mínimo de cambios es %1; %n cambios pondrían ahora cada uno dos fichas en verde a la vez.</numerusform>
            <numerusform>Desde aquí, el mínimo de cambios es %1; %n cambios pondrían ahora cada uno dos fichas en verde a la vez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile is in place: the puzzle is solved.</source>
        <translation>Todas las fichas están en su sitio: el puzle está resuelto.</translation>
    </message>
    <message>
        <source>Nothing to move: every tile is in place.</source>
        <translation>Nada que mover: todas las casillas están en su sitio.</translation>
    </message>
    <message>
        <source>No tile is in its own word: every tile that moves belongs in another.</source>
        <translation>Ninguna casilla está en su propia palabra: cada casilla que se mueve va en otra.</translation>
    </message>
    <message>
        <source>The %1 at %2 belongs in %3, but not where it is.</source>
        <translation>La %1 de %2 va en la palabra %3, pero no donde está.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The solution is %1, in %2 swaps.</source>
        <translation>La solución es %1, en %2 intercambios.</translation>
    </message>
    <message>
        <source>%1 (rare, Zipf %2)</source>
        <translation>%1 (rara, Zipf %2)</translation>
    </message>
    <message>
        <source>%1 (Zipf %2)</source>
        <translation>%1 (Zipf %2)</translation>
    </message>
    <message>
        <source>a cluster needs Dask: pip install -e &quot;.[cluster]&quot; in the checkout (or pip install &quot;dask[distributed]&quot;)</source>
        <translation>un clúster necesita Dask: pip install -e &quot;.[cluster]&quot; en el repositorio (o pip install &quot;dask[distributed]&quot;)</translation>
    </message>
    <message>
        <source>%1: give a scheduler address such as tcp://host:8786, or local</source>
        <translation>%1: indique una dirección de planificador como tcp://host:8786, o local</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: something answers there, but not Dask</source>
        <translation>no se puede contactar con el planificador de Dask en %1: algo responde allí, pero no es Dask</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: no answer within %2 s</source>
        <translation>no se puede contactar con el planificador de Dask en %1: sin respuesta en %2 s</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: it closed the connection without a greeting</source>
        <translation>no se puede contactar con el planificador de Dask en %1: cerró la conexión sin saludar</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at %1: %2</source>
        <translation>no se puede contactar con el planificador de Dask en %1: %2</translation>
    </message>
    <message>
        <source>lost the Dask scheduler at %1 mid-search (was it stopped?)</source>
        <translation>se perdió el planificador de Dask en %1 a mitad de la búsqueda (¿se detuvo?)</translation>
    </message>
    <message>
        <source>no Dask worker is left at %1: they all ended mid-search</source>
        <translation>no queda ningún trabajador de Dask en %1: todos terminaron a mitad de la búsqueda</translation>
    </message>
    <message>
        <source>the Dask workers at %1 that held the search ended mid-search</source>
        <translation>los trabajadores de Dask en %1 que tenían la búsqueda terminaron a mitad de ella</translation>
    </message>
    <message>
        <source>the Dask scheduler cancelled part %1 of the search (was it stopped?)</source>
        <translation>el planificador de Dask canceló la parte %1 de la búsqueda (¿se detuvo?)</translation>
    </message>
    <message>
        <source>the Dask workers that searched part %1 of the search kept ending (out of memory?)</source>
        <translation>los trabajadores de Dask que buscaban la parte %1 de la búsqueda terminaban una y otra vez (¿sin memoria?)</translation>
    </message>
    <message>
        <source>%1 processes: choose 1 to %2 (4 per core)</source>
        <translation>%1 procesos: elija de 1 a %2 (4 por núcleo)</translation>
    </message>
    <message>
        <source>an autosave holds a list of steps</source>
        <translation>un guardado automático contiene una lista de pasos</translation>
    </message>
    <message>
        <source>each step is an object with a text and a value</source>
        <translation>cada paso es un objeto con un texto y un valor</translation>
    </message>
    <message>
        <source>index must be a step, 0 to %1</source>
        <translation>index debe ser un paso, de 0 a %1</translation>
    </message>
    <message>
        <source>clean must be a step or -1, not %1</source>
        <translation>clean debe ser un paso o -1, no %1</translation>
    </message>
    <message>
        <source>an autosave names the kind of document it holds and its file (or null)</source>
        <translation>un guardado automático nombra el tipo de documento que contiene y su archivo (o null)</translation>
    </message>
    <message>
        <source>cannot remove the autosave: %1</source>
        <translation>no se puede borrar el guardado automático: %1</translation>
    </message>
    <message>
        <source>a sheet is a PDF, not %1: leave out --format %1</source>
        <translation>una hoja es un PDF, no %1: quite --format %1</translation>
    </message>
    <message>
        <source>a sheet is a PDF: name it %1.pdf, not %2</source>
        <translation>una hoja es un PDF: llámela %1.pdf, no %2</translation>
    </message>
    <message>
        <source>%1 names a .%2 file but --format is %3: name it %4.%3, or leave out --format</source>
        <translation>%1 nombra un archivo .%2 pero --format es %3: llámelo %4.%3, o quite --format</translation>
    </message>
    <message>
        <source>%1: its suffix names no format: name it %2, or add --format</source>
        <translation>%1: su extensión no nombra ningún formato: llámelo %2, o añada --format</translation>
    </message>
    <message>
        <source>%1 and %2 would both be written as %3: export them to separate folders</source>
        <translation>%1 y %2 se escribirían ambos como %3: expórtelos a carpetas distintas</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 0 to %2, not %3</source>
        <translation>%1 debe ser un número entero de 0 a %2, no %3</translation>
    </message>
    <message>
        <source>a %1-letter board has %2 search states (%1 x 2^%1); past %3 letters (%4) a search can take hours and gigabytes</source>
        <translation>un tablero de %1 letras tiene %2 estados de búsqueda (%1 x 2^%1); a partir de %3 letras (%4) una búsqueda puede llevar horas y gigabytes</translation>
    </message>
    <message>
        <source>not a checkpoint of puzzle-studio enumerate: name a new file, or an earlier run&apos;s</source>
        <translation>no es un punto de control de puzzle-studio enumerate: indique un archivo nuevo, o el de una ejecución anterior</translation>
    </message>
    <message>
        <source>this checkpoint is another enumeration&apos;s (shape, words, pins, frequency or --chunks differ): give the same options, or a new checkpoint file to start over</source>
        <translation>este punto de control es de otra enumeración (cambian la forma, las palabras, las fijaciones, la frecuencia o --chunks): dé las mismas opciones, o un archivo de control nuevo para empezar de cero</translation>
    </message>
    <message>
        <source>expected CHUNK:GRIDS:LENGTH, found %1</source>
        <translation>se esperaba CHUNK:GRIDS:LENGTH, se encontró %1</translation>
    </message>
    <message>
        <source>the checkpoint recorded %1 bytes of grids but the file has %2: it was changed since; give a new checkpoint file to start over</source>
        <translation>el punto de control registró %1 bytes de cuadrículas pero el archivo tiene %2: se cambió después; dé un archivo de control nuevo para empezar de cero</translation>
    </message>
    <message>
        <source>cannot write there: %1</source>
        <translation>no se puede escribir ahí: %1</translation>
    </message>
    <message>
        <source>cannot write the grids found: %1</source>
        <translation>no se pueden escribir las cuadrículas halladas: %1</translation>
    </message>
    <message>
        <source>is a folder: name a file to write</source>
        <translation>es una carpeta: indique un archivo que escribir</translation>
    </message>
    <message>
        <source>is not a regular file (a device or a pipe): name a file to write</source>
        <translation>no es un archivo normal (un dispositivo o una tubería): indique un archivo que escribir</translation>
    </message>
    <message>
        <source>is read-only: it was not replaced (make it writable, or write elsewhere)</source>
        <translation>es de solo lectura: no se reemplazó (hágalo modificable, o escriba en otro sitio)</translation>
    </message>
    <message>
        <source>is not a folder: name a folder to write into</source>
        <translation>no es una carpeta: indique una carpeta donde escribir</translation>
    </message>
    <message>
        <source>cannot make this folder: %1</source>
        <translation>no se puede crear esta carpeta: %1</translation>
    </message>
    <message>
        <source>is not a folder of puzzles</source>
        <translation>no es una carpeta de puzles</translation>
    </message>
    <message>
        <source>the disk holding %1 is full, so the search stopped; the parts of the search that finished before are whole and kept</source>
        <translation>el disco que contiene %1 está lleno, así que la búsqueda se detuvo; las partes de la búsqueda que terminaron antes están completas y se conservan</translation>
    </message>
    <message>
        <source>the disk holding %1 is full, so the search stopped; no part of the search had finished, so no grid is kept</source>
        <translation>el disco que contiene %1 está lleno, así que la búsqueda se detuvo; ninguna parte de la búsqueda había terminado, así que no se conserva ninguna cuadrícula</translation>
    </message>
    <message>
        <source>the disk holding %1 is full, so the search stopped; nothing was written to %2 %3</source>
        <translation>el disco que contiene %1 está lleno, así que la búsqueda se detuvo; no se escribió nada en %2 %3</translation>
    </message>
    <message>
        <source>every grid would take %1: pin a word or a letter (--pin, --letter) or fill from fewer words (--min-freq, --words); pass --large to search anyway</source>
        <translation>todas las cuadrículas llevarían %1: fije una palabra o una letra (--pin, --letter) o rellene con menos palabras (--min-freq, --words); pase --large para buscar de todos modos</translation>
    </message>
    <message>
        <source>not started: %1; pin a word or a letter, or fill from fewer words</source>
        <translation>no se inició: %1; fije una palabra o una letra, o rellene con menos palabras</translation>
    </message>
    <message>
        <source>the share code is too short: it ends before the %1</source>
        <translation>el código para compartir es demasiado corto: termina antes de: %1</translation>
    </message>
    <message>
        <source>only a puzzle with every tile typed has a share code</source>
        <translation>solo un puzle con todas las casillas escritas tiene código para compartir</translation>
    </message>
    <message>
        <source>no fill found in %1, the most a fill may search: type some letters first, or give it longer (--seconds)</source>
        <translation>no se encontró relleno en %1, lo máximo que puede buscar un relleno: escriba antes algunas letras o dele más tiempo (--seconds)</translation>
    </message>
    <message>
        <source>the title is %1 bytes long and a share code holds %2: the code&apos;s title is %3</source>
        <translation>el título ocupa %1 bytes y un código para compartir admite %2: el título del código es %3</translation>
    </message>
    <message>
        <source>a share code is at most %1 characters, this is %2</source>
        <translation>un código para compartir tiene como máximo %1 caracteres, este tiene %2</translation>
    </message>
    <message>
        <source>%1: is not a share code this studio knows (%2)</source>
        <translation>%1: no es un código para compartir que este estudio conozca (%2)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>a share code starts with %1 (or %2 in another language)</source>
        <translation>un código para compartir empieza por %1 (o %2 en otro idioma)</translation>
    </message>
    <message>
        <source>share code version %1 is newer than this studio reads (it reads %2)</source>
        <translation>la versión %1 del código es más nueva de la que lee este estudio (lee %2)</translation>
    </message>
    <message>
        <source>share code version %1 is not a version (it reads %2)</source>
        <translation>la versión %1 del código no es una versión (lee %2)</translation>
    </message>
    <message>
        <source>the share code is too short: a part of it is missing</source>
        <translation>el código para compartir es demasiado corto: le falta una parte</translation>
    </message>
    <message>
        <source>the share code is damaged (its checksum does not match): a character was changed, lost or added</source>
        <translation>el código para compartir está dañado (su suma de control no coincide): se cambió, perdió o añadió un carácter</translation>
    </message>
    <message>
        <source>the share code&apos;s flags (%1) are not ones this studio writes</source>
        <translation>los indicadores del código (%1) no son de los que escribe este estudio</translation>
    </message>
    <message>
        <source>the share code&apos;s grid is %1x%2: a grid is 2x2 to %3x%3</source>
        <translation>la cuadrícula del código es de %1x%2: una cuadrícula va de 2x2 a %3x%3</translation>
    </message>
    <message>
        <source>the share code&apos;s title is not UTF-8 text</source>
        <translation>el título del código no es texto UTF-8</translation>
    </message>
    <message>
        <source>the share code&apos;s language %1 is not one of %2</source>
        <translation>el idioma %1 del código no es uno de %2</translation>
    </message>
    <message>
        <source>the share code is too long: it has bytes after the puzzle</source>
        <translation>el código para compartir es demasiado largo: tiene bytes tras el puzle</translation>
    </message>
    <message>
        <source>the share code is damaged: the bits after the puzzle are not zero</source>
        <translation>el código para compartir está dañado: los bits tras el puzle no son cero</translation>
    </message>
    <message>
        <source>the share code&apos;s %1 %2 is not a letter (%3)</source>
        <translation>%1 %2 del código no es una letra (%3)</translation>
    </message>
    <message>
        <source>the share code&apos;s colour %1 is not green, yellow or gray (%2)</source>
        <translation>el color %1 del código no es verde, amarillo ni gris (%2)</translation>
    </message>
    <message>
        <source>character %1 of the share code, %2, is not one a code uses (letters, digits, - and _)</source>
        <translation>el carácter %1 del código, %2, no es de los que usa un código (letras, cifras, - y _)</translation>
    </message>
    <message>
        <source>the share code is cut short: a character is missing at its end</source>
        <translation>el código para compartir está cortado: falta un carácter al final</translation>
    </message>
    <message>
        <source>the share code is damaged: its last character, %1, is not one a code ends with</source>
        <translation>el código para compartir está dañado: su último carácter, %1, no es de los que terminan un código</translation>
    </message>
    <message>
        <source>a margin of %1 mm leaves no room: use 0 to %2 mm</source>
        <translation>un margen de %1 mm no deja sitio: use de 0 a %2 mm</translation>
    </message>
    <message>
        <source>pages %1-%2 is no range: from 1 up, first to last</source>
        <translation>las páginas %1-%2 no son un rango: desde 1, de la primera a la última</translation>
    </message>
    <message>
        <source>pages %1: write one page (3) or a range (2-5)</source>
        <translation>páginas %1: escriba una página (3) o un rango (2-5)</translation>
    </message>
    <message>
        <source>pages %1: the first page is 1 or more and not after the last</source>
        <translation>páginas %1: la primera página es 1 o más y no va después de la última</translation>
    </message>
    <message>
        <source>%1: no solution to show</source>
        <translation>%1: no hay solución que mostrar</translation>
    </message>
    <message>
        <source>the puzzle</source>
        <translation>el puzle</translation>
    </message>
    <message>
        <source>%1: no answer to print</source>
        <translation>%1: no hay respuesta que imprimir</translation>
    </message>
    <message>
        <source>no puzzles to put on the sheet</source>
        <translation>no hay puzles que poner en la hoja</translation>
    </message>
    <message>
        <source>no answer for %1</source>
        <translation>no hay respuesta para %1</translation>
    </message>
    <message numerus="yes">
        <source>pages %1-%2: the sheet has %n page</source>
        <translation>
            <numerusform>páginas %1-%2: la hoja tiene %n página</numerusform>
            <numerusform>páginas %1-%2: la hoja tiene %n página</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pages %1-%2: the sheet has %n pages</source>
        <translation>
            <numerusform>páginas %1-%2: la hoja tiene %n páginas</numerusform>
            <numerusform>páginas %1-%2: la hoja tiene %n páginas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no puzzles to put on the sheet: %1</source>
        <translation>no hay puzles que poner en la hoja: %1</translation>
    </message>
    <message>
        <source>no puzzle here has a solution, so none can be played: %1</source>
        <translation>ningún puzle de aquí tiene solución, así que no se puede jugar ninguno: %1</translation>
    </message>
    <message>
        <source>no puzzle here has a solution, so none can be played</source>
        <translation>ningún puzle de aquí tiene solución, así que no se puede jugar ninguno</translation>
    </message>
    <message>
        <source>no puzzles to put in the book: %1</source>
        <translation>no hay acertijos que poner en el libro: %1</translation>
    </message>
    <message>
        <source>no puzzles to put in the book</source>
        <translation>no hay acertijos que poner en el libro</translation>
    </message>
    <message>
        <source>a board is at most %1 characters (26 letters and spaces), not %2</source>
        <translation>un tablero tiene como máximo %1 caracteres (26 letras y espacios), no %2</translation>
    </message>
    <message>
        <source>a board has at least 3 sides, like &apos;ANO GDV IEF WZT&apos;; got %1</source>
        <translation>un tablero tiene al menos 3 lados, como &apos;ANO GDV IEF WZT&apos;; tiene %1</translation>
    </message>
    <message>
        <source>every side needs the same number of letters: %1</source>
        <translation>todos los lados necesitan el mismo número de letras: %1</translation>
    </message>
    <message>
        <source>a board has at most %1 letters, each once; this one has %2</source>
        <translation>un tablero tiene como máximo %1 letras, cada una una vez; este tiene %2</translation>
    </message>
    <message>
        <source>each letter may appear once on the board; %1 appears more than once</source>
        <translation>cada letra puede aparecer una vez en el tablero; %1 aparece más de una vez</translation>
    </message>
    <message>
        <source>each letter may appear once on the board; %1 appear more than once</source>
        <translation>cada letra puede aparecer una vez en el tablero; %1 aparecen más de una vez</translation>
    </message>
    <message>
        <source>&apos;sides&apos; must be a list of strings, like [&quot;ANO&quot;, &quot;GDV&quot;, &quot;IEF&quot;, &quot;WZT&quot;]</source>
        <translation>&apos;sides&apos; debe ser una lista de cadenas, como [&quot;ANO&quot;, &quot;GDV&quot;, &quot;IEF&quot;, &quot;WZT&quot;]</translation>
    </message>
    <message>
        <source>each side is one string of letters, without spaces</source>
        <translation>cada lado es una cadena de letras, sin espacios</translation>
    </message>
    <message>
        <source>a board has at least 3 sides of at least 1 letter</source>
        <translation>un tablero tiene al menos 3 lados de al menos 1 letra</translation>
    </message>
    <message>
        <source>vowels: 0 to %1 (no letter appears twice)</source>
        <translation>vocales: de 0 a %1 (ninguna letra aparece dos veces)</translation>
    </message>
    <message>
        <source>%1 x %2 letters with %3 vowels would need a letter twice</source>
        <translation>%1 x %2 letras con %3 vocales necesitarían una letra dos veces</translation>
    </message>
    <message>
        <source>par is at least 1 word</source>
        <translation>el par es al menos 1 palabra</translation>
    </message>
    <message>
        <source>no board solvable in %1 words after %2 tries; raise par or the number of vowels</source>
        <translation>ningún tablero resoluble en %1 palabras tras %2 intentos; suba el par o el número de vocales</translation>
    </message>
    <message numerus="yes">
        <source>no solution has just %n word: the fewest is %1 words</source>
        <translation>
            <numerusform>ninguna solución tiene solo %n palabra: hacen falta al menos %1 palabras</numerusform>
            <numerusform>ninguna solución tiene solo %n palabra: hacen falta al menos %1 palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no solution has %n words or fewer: the fewest is %1 words</source>
        <translation>
            <numerusform>ninguna solución tiene %n palabras o menos: hacen falta al menos %1 palabras</numerusform>
            <numerusform>ninguna solución tiene %n palabras o menos: hacen falta al menos %1 palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>solved already: start a new game</source>
        <translation>ya resuelto: empiece una partida nueva</translation>
    </message>
    <message>
        <source>%1 is not on the board</source>
        <translation>%1 no está en el tablero</translation>
    </message>
    <message>
        <source>%1 is on the same side as %2</source>
        <translation>%1 está en el mismo lado que %2</translation>
    </message>
    <message>
        <source>words have at least %1 letters</source>
        <translation>las palabras tienen al menos %1 letras</translation>
    </message>
    <message>
        <source>%1 is not in the word list</source>
        <translation>%1 no está en la lista de palabras</translation>
    </message>
    <message>
        <source>side %1, letter %2: %3</source>
        <translation>lado %1, letra %2: %3</translation>
    </message>
    <message>
        <source>letter %1 must be %2</source>
        <translation>la letra %1 debe ser %2</translation>
    </message>
    <message>
        <source>the guess must contain %1 %2 times</source>
        <translation>el intento debe contener %1 %2 veces</translation>
    </message>
    <message>
        <source>the guess must contain %1</source>
        <translation>el intento debe contener %1</translation>
    </message>
    <message>
        <source>hard mode: %1</source>
        <translation>modo difícil: %1</translation>
    </message>
    <message>
        <source>the game is over: start a new one</source>
        <translation>la partida ha terminado: empiece otra</translation>
    </message>
    <message>
        <source>guesses have %1 letters</source>
        <translation>los intentos tienen %1 letras</translation>
    </message>
    <message>
        <source>%1 is not a colour: use G (green), Y (yellow) and B or - (gray)</source>
        <translation>%1 no es un color: use G (verde), Y (amarillo) y B o - (gris)</translation>
    </message>
    <message>
        <source>%1 has %2 colours for a %3-letter guess</source>
        <translation>%1 tiene %2 colores para un intento de %3 letras</translation>
    </message>
    <message>
        <source>the answer list is empty</source>
        <translation>la lista de respuestas está vacía</translation>
    </message>
    <message>
        <source>answers must all be %1-letter words of tiles A-Z, Ñ; %2 is not</source>
        <translation>todas las respuestas deben ser palabras de %1 letras con casillas A-Z, Ñ; %2 no lo es</translation>
    </message>
    <message>
        <source>%1 answers and %2 guesses of %3 letters need a %4 table of patterns; at most %5: use shorter lists</source>
        <translation>%1 respuestas y %2 intentos de %3 letras necesitan una tabla de patrones de %4; como máximo %5: use listas más cortas</translation>
    </message>
    <message>
        <source>words of %1 letters: choose a length from %2 to %3</source>
        <translation>palabras de %1 letras: elija una longitud de %2 a %3</translation>
    </message>
    <message>
        <source>the built-in list has no common %1-letter words</source>
        <translation>la lista incluida no tiene palabras comunes de %1 letras</translation>
    </message>
    <message>
        <source>no %1-letter words</source>
        <translation>no hay palabras de %1 letras</translation>
    </message>
    <message>
        <source>the opener %1 is not a %2-letter word of the guess list</source>
        <translation>la apertura %1 no es una palabra de %2 letras de la lista de intentos</translation>
    </message>
    <message>
        <source>&apos;answer&apos; must be a word of letters A-Z or Ñ (at most %1)</source>
        <translation>&apos;answer&apos; debe ser una palabra de letras A-Z o Ñ (como máximo %1)</translation>
    </message>
    <message>
        <source>&apos;hard&apos; must be true or false</source>
        <translation>&apos;hard&apos; debe ser true o false</translation>
    </message>
    <message>
        <source>&apos;max_guesses&apos; must be a whole number from 1 to 20</source>
        <translation>&apos;max_guesses&apos; debe ser un número entero de 1 a 20</translation>
    </message>
    <message>
        <source>&apos;guesses&apos; must be a list of words</source>
        <translation>&apos;guesses&apos; debe ser una lista de palabras</translation>
    </message>
    <message>
        <source>guess %1 comes after the game ended</source>
        <translation>el intento %1 llega después de que terminara la partida</translation>
    </message>
    <message>
        <source>guess %1, %2, is not %3 letters A-Z or Ñ like the answer</source>
        <translation>el intento %1, %2, no tiene %3 letras A-Z o Ñ como la respuesta</translation>
    </message>
    <message>
        <source>this line does not line up with the path above it</source>
        <translation>esta línea no se alinea con el camino de arriba</translation>
    </message>
    <message>
        <source>expected a guess, found %1</source>
        <translation>se esperaba un intento, se encontró %1</translation>
    </message>
    <message>
        <source>two guesses after the same feedback: %1 and %2</source>
        <translation>dos intentos tras la misma respuesta: %1 y %2</translation>
    </message>
    <message>
        <source>expected feedback like GGGGG%1, found %2</source>
        <translation>se esperaba una respuesta como GGGGG%1, se encontró %2</translation>
    </message>
    <message>
        <source>no guesses found</source>
        <translation>no se encontraron intentos</translation>
    </message>
    <message>
        <source>the tree has no move for %1 after %2</source>
        <translation>el árbol no tiene jugada para %1 tras %2</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>el principio</translation>
    </message>
    <message>
        <source>%1 breaks hard mode on the way to %2: %3</source>
        <translation>%1 rompe el modo difícil camino de %2: %3</translation>
    </message>
    <message>
        <source>the tree does not find %1 in %2 guesses</source>
        <translation>el árbol no encuentra %1 en %2 intentos</translation>
    </message>
    <message>
        <source>the tree plays %1-letter words; the lists have %2</source>
        <translation>el árbol juega palabras de %1 letras; las listas tienen %2</translation>
    </message>
    <message>
        <source>%1 words of %2 letters need %3 different letters; the alphabet has %4: choose k and n with k*n &lt;= %4</source>
        <translation>%1 palabras de %2 letras necesitan %3 letras distintas; el alfabeto tiene %4: elija k y n con k*n &lt;= %4</translation>
    </message>
    <message>
        <source>%1 words of %2 different letters need a %3 table of the pairs that fit (at most %4): use a Zipf cutoff or a smaller list</source>
        <translation>%1 palabras de %2 letras distintas necesitan una tabla de %3 de los pares que encajan (como máximo %4): use un corte de Zipf o una lista menor</translation>
    </message>
    <message>
        <source>%1 words of %2 letters from these %3 words make about %4 partial sets to search (at most %5): use fewer or longer words or a Zipf cutoff</source>
        <translation>%1 palabras de %2 letras de estas %3 palabras dan unos %4 conjuntos parciales por buscar (como máximo %5): use menos palabras o más largas, o un corte de Zipf</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>columna %1</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a PNG of %1 pixels across: choose 16 to 20000</source>
        <translation>un PNG de %1 píxeles de ancho: elija de 16 a 20000</translation>
    </message>
    <message>
        <source>draw to a .png or .svg file, not %1</source>
        <translation>dibuje en un archivo .png o .svg, no %1</translation>
    </message>
    <message>
        <source>export as %1, not %2</source>
        <translation>exporte como %1, no %2</translation>
    </message>
    <message>
        <source>no pages to write</source>
        <translation>ninguna página que escribir</translation>
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
        <source>choose a word list file first, or fill from the built-in list</source>
        <translation>elija primero un archivo de lista de palabras, o rellene con la lista integrada</translation>
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
        <source>row {row}, column {column}, letter {letter}</source>
        <translation>fila {row}, columna {column}, letra {letter}</translation>
    </message>
    <message>
        <source>row {row}, column {column}, empty</source>
        <translation>fila {row}, columna {column}, vacía</translation>
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
        <translation>Tablero sin título</translation>
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
        <source>there is no board to save yet</source>
        <translation>aún no hay ningún tablero que guardar</translation>
    </message>
    <message>
        <source>Type or generate a board to save first.</source>
        <translation>Escriba o genere un tablero antes de guardar.</translation>
    </message>
    <message>
        <source>Nothing was written; your board is still here.</source>
        <translation>No se escribió nada; su tablero sigue aquí.</translation>
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
        <source>the fewest + </source>
        <translation>el mínimo + </translation>
    </message>
    <message>
        <source>List every solution up to this many words more than the fewest</source>
        <translation>Listar cada solución de hasta este número de palabras más que el mínimo</translation>
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
        <translation>aún ninguna palabra</translation>
    </message>
    <message>
        <source>1 letter left</source>
        <translation>queda 1 letra</translation>
    </message>
    <message>
        <source>{n} letters left</source>
        <translation>quedan {n} letras</translation>
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
        <translation>Empezar un puzle nuevo</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <source>Start a new board</source>
        <translation>Empezar un tablero nuevo</translation>
    </message>
    <message>
        <source>Export the puzzle</source>
        <translation>Exportar el puzle</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exportar la partida</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Exportar el tablero</translation>
    </message>
    <message>
        <source>Save the puzzle</source>
        <translation>Guardar el puzle</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Guardar el tablero</translation>
    </message>
    <message>
        <source>Copied the puzzle as text.</source>
        <translation>Puzle copiado como texto.</translation>
    </message>
    <message>
        <source>Copied the game as text.</source>
        <translation>Partida copiada como texto.</translation>
    </message>
    <message>
        <source>Copied the board as text.</source>
        <translation>Tablero copiado como texto.</translation>
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
        <source>{name} ({n} words)</source>
        <translation>{name} ({n} palabras)</translation>
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
    <name>Picture</name>
    <message>
        <source>not a picture this studio reads (a %1 screenshot)</source>
        <translation>no es una imagen que este estudio lea (una captura %1)</translation>
    </message>
    <message>
        <source>not a picture but a device, a pipe or a folder</source>
        <translation>no es una imagen sino un dispositivo, una tubería o una carpeta</translation>
    </message>
    <message>
        <source>not a picture Qt can read (%1)</source>
        <translation>no es una imagen que Qt pueda leer (%1)</translation>
    </message>
    <message>
        <source>not a picture Qt can read (its PNG header is damaged)</source>
        <translation>no es una imagen que Qt pueda leer (su cabecera PNG está dañada)</translation>
    </message>
    <message>
        <source>the game&apos;s win screen, read as the solved board; </source>
        <translation>la pantalla de victoria del juego, leída como el tablero resuelto; </translation>
    </message>
    <message numerus="yes">
        <source>; the game&apos;s counter shows %n swaps remaining</source>
        <translation>
            <numerusform>; el contador del juego muestra %n intercambio restante</numerusform>
            <numerusform>; el contador del juego muestra %n intercambios restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>0 tiles unsure</source>
        <translation>0 fichas dudosas</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles unsure: %1</source>
        <translation>
            <numerusform>%n ficha dudosa: %1</numerusform>
            <numerusform>%n fichas dudosas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 col %2 looks most like %3 but is taken as %4, which gives everyday words (%3 gives only rare ones: the doubtful alternative)</source>
        <translation>fila %1 col. %2 se parece más a %3 pero se toma como %4, que da palabras corrientes (%3 solo da palabras raras: la alternativa dudosa)</translation>
    </message>
    <message>
        <source>row %1 col %2 looks most like %3 but is taken as %4, which gives a solution (%3 gives no solution: the doubtful alternative)</source>
        <translation>fila %1 col. %2 se parece más a %3 pero se toma como %4, que da una solución (%3 no da ninguna solución: la alternativa dudosa)</translation>
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
        <source>Solved in {n} swap! {stars} of {most} stars (the fewest is {fewest})</source>
        <translation>¡Resuelto en {n} intercambio! {stars} de {most} estrellas (el mínimo es {fewest})</translation>
    </message>
    <message>
        <source>Solved in {n} swaps! {stars} of {most} stars (the fewest is {fewest})</source>
        <translation>¡Resuelto en {n} intercambios! {stars} de {most} estrellas (el mínimo es {fewest})</translation>
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
    <message numerus="yes">
        <source>Guess the {length}-letter word in %n tries.</source>
        <translation>
            <numerusform>Adivina la palabra de {length} letras en %n intento.</numerusform>
            <numerusform>Adivina la palabra de {length} letras en %n intentos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess left.</source>
        <translation>
            <numerusform>Queda %n intento.</numerusform>
            <numerusform>Quedan %n intentos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guesses left.</source>
        <translation>
            <numerusform>Queda %n intento.</numerusform>
            <numerusform>Quedan %n intentos.</numerusform>
        </translation>
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
        <source>Start a game to export it first.</source>
        <translation>Empiece una partida antes de exportarla.</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Guardado {name}.</translation>
    </message>
    <message>
        <source>Puzzle Studio Wordle</source>
        <translation>Wordle de Puzzle Studio</translation>
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
    <name>ResultsDialog</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Estrellas</translation>
    </message>
    <message>
        <source>Swaps</source>
        <translation>Intercambios</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Deshechos</translation>
    </message>
    <message>
        <source>{played} games, {won} won: {stars} stars, {swaps} swaps, {hints} hints in all</source>
        <translation>{played} partidas, {won} ganadas: {stars} estrellas, {swaps} intercambios, {hints} pistas en total</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganado</translation>
    </message>
    <message>
        <source>out of swaps</source>
        <translation>sin intercambios</translation>
    </message>
    <message>
        <source>gave up</source>
        <translation>se rindió</translation>
    </message>
    <message>
        <source>Class results</source>
        <translation>Resultados de la clase</translation>
    </message>
    <message>
        <source>Paste the result codes here (R-…), any number, one or more a line</source>
        <translation>Pega aquí los códigos de resultado (R-…), los que sean, uno o más por línea</translation>
    </message>
    <message>
        <source>Result codes</source>
        <translation>Códigos de resultado</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>A code could not be read: {message}</source>
        <translation>No se pudo leer un código: {message}</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Each guess: answers left, the studio&apos;s pick, skill and luck (0-99)</source>
        <translation>Cada intento: respuestas restantes, la elección del estudio, habilidad y suerte (0-99)</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Intento</translation>
    </message>
    <message>
        <source>Answers before</source>
        <translation>Respuestas antes</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>Studio&apos;s pick</source>
        <translation>Elección del estudio</translation>
    </message>
    <message>
        <source>Expected guesses (pick / yours)</source>
        <translation>Intentos esperados (elección / el suyo)</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Revisando…</translation>
    </message>
    <message>
        <source>Skill {skill} on average, luck {luck}; exact where few answers were left.</source>
        <translation>Habilidad media {skill}, suerte {luck}; exacto donde quedaban pocas respuestas.</translation>
    </message>
    <message>
        <source>breaks hard mode</source>
        <translation>incumple el modo difícil</translation>
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
        <source>%1: no definition found</source>
        <translation>%1: no se encontró ninguna definición</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>Horizontales</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Verticales</translation>
    </message>
    <message>
        <source>no definition found (%1)</source>
        <translation>no se encontró ninguna definición (%1)</translation>
    </message>
    <message>
        <source>%1 (%2, inflected)</source>
        <translation>%1 (%2, forma flexionada)</translation>
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
        <translation>página {n}</translation>
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
        <source>Look at {slot}.</source>
        <translation>Mire la {slot}.</translation>
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
        <source>{colours}: {solutions}</source>
        <translation>{colours}: {solutions}</translation>
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
        <source>typing {letters}</source>
        <translation>escribiendo {letters}</translation>
    </message>
    <message>
        <source>typing</source>
        <translation>escribiendo</translation>
    </message>
    <message>
        <source>{letter} {mark}</source>
        <translation>{letter} {mark}</translation>
    </message>
    <message>
        <source>guess {n}, {letters}: {tiles}</source>
        <translation>intento {n}, {letters}: {tiles}</translation>
    </message>
    <message>
        <source>No guesses yet</source>
        <translation>Aún no hay intentos</translation>
    </message>
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
        <translation>Sin título</translation>
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
        <source>Word list: loading…</source>
        <translation>Lista de palabras: cargando…</translation>
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
        <source>It holds the letters of the picture before:</source>
        <translation>Tiene las letras de la imagen anterior:</translation>
    </message>
    <message>
        <source>Review the swaps between these two pictures</source>
        <translation>Revisar los intercambios entre estas dos imágenes</translation>
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
        <translation>No se escribió nada; su puzle sigue aquí.</translation>
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
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <source>Out of swaps.</source>
        <translation>Sin intercambios.</translation>
    </message>
    <message>
        <source>{review} steps through your swaps; {again} plays it again.</source>
        <translation>«{review}» recorre sus intercambios; «{again}» lo juega otra vez.</translation>
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
        <source>{why}. Choose its language under View &gt; Word Language.</source>
        <translation>{why}. Elija su idioma en Ver &gt; Idioma de las palabras.</translation>
    </message>
    <message>
        <source>{why}. Type letters (they advance), then colour each tile: click a selected tile, or press 1 green, 2 yellow, 3 gray.</source>
        <translation>{why}. Escriba letras (avanzan) y luego coloree cada casilla: haga clic en una casilla seleccionada o pulse 1 verde, 2 amarillo, 3 gris.</translation>
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
        <source>Meanings of the words</source>
        <translation>Significados de las palabras</translation>
    </message>
    <message>
        <source>No meanings for this language.</source>
        <translation>No hay significados para este idioma.</translation>
    </message>
    <message>
        <source>: no meaning found</source>
        <translation>: no se encontró ningún significado</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Share line</source>
        <translation>Línea para compartir</translation>
    </message>
    <message>
        <source>Your name, for your teacher</source>
        <translation>Tu nombre, para tu profesor</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Result code</source>
        <translation>Código de resultado</translation>
    </message>
    <message>
        <source>Result code for your teacher</source>
        <translation>Código de resultado para tu profesor</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jugadas</translation>
    </message>
    <message>
        <source>won %</source>
        <translation>ganadas %</translation>
    </message>
    <message>
        <source>streak</source>
        <translation>racha</translation>
    </message>
    <message>
        <source>best streak</source>
        <translation>mejor racha</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Colour-blind tiles</source>
        <translation>Fichas para daltónicos</translation>
    </message>
    <message>
        <source>The puzzle of %1 is damaged.</source>
        <translation>El puzle del %1 está dañado.</translation>
    </message>
    <message>
        <source>streak: %1</source>
        <translation>racha: %1</translation>
    </message>
    <message>
        <source>The first puzzle of %1 comes out on %2.</source>
        <translation>El primer puzle de %1 sale el %2.</translation>
    </message>
    <message>
        <source>This page opens its puzzles only from a secure (https) address or from a file on this computer.</source>
        <translation>Esta página solo abre sus puzles desde una dirección segura (https) o desde un archivo en este ordenador.</translation>
    </message>
    <message>
        <source>No new puzzle today: the next comes out on %1.</source>
        <translation>Hoy no hay puzle nuevo: el siguiente sale el %1.</translation>
    </message>
    <message>
        <source>The series ended on %1: play the archive.</source>
        <translation>La serie terminó el %1: juega el archivo.</translation>
    </message>
    <message>
        <source>no puzzles to put on the page</source>
        <translation>ningún puzle que poner en la página</translation>
    </message>
    <message>
        <source>a page plays at most %1 puzzles, not %2: split the set</source>
        <translation>una página juega como mucho %1 puzles, no %2: divida el conjunto</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>the puzzle</source>
        <translation>el puzle</translation>
    </message>
    <message>
        <source>%1: no solution, so it cannot be played</source>
        <translation>%1: sin solución, así que no se puede jugar</translation>
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
        <source>{where} ({n} words)</source>
        <translation>{where} ({n} palabras)</translation>
    </message>
</context>
<context>
    <name>WordListsDialog</name>
    <message>
        <source>Banned: never in a generated puzzle or a design suggestion.</source>
        <translation>Prohibidas: nunca en un puzle generado ni en una sugerencia de diseño.</translation>
    </message>
    <message>
        <source>Favoured: weighted up in the fill, to theme a batch; never left out by the default list.</source>
        <translation>Favoritas: con más peso en el relleno, para dar un tema a una tanda; la lista predeterminada nunca las excluye.</translation>
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
        <translation>Palabra {i}</translation>
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
        <source>Sets of words that together use k×n different letters, like Matt Parker&apos;s five five-letter words. Good Wordle openers and theme sets. The most usable sets come first: ranked by their rarest word&apos;s frequency (Zipf), then the next rarest. A word wordfreq does not know counts 0, so sets that need such words come last, those whose words a dictionary counts commoner first.</source>
        <translation>Conjuntos de palabras que juntas usan k×n letras distintas, como las cinco palabras de cinco letras de Matt Parker. Buenas aperturas de Wordle y conjuntos temáticos. Los conjuntos más útiles van primero: ordenados por la frecuencia (Zipf) de su palabra más rara, luego la siguiente. Una palabra que wordfreq no conoce cuenta 0, así que los conjuntos que la necesitan van al final, primero aquellos cuyas palabras un diccionario considera más comunes.</translation>
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
        <source>Every set needs a word wordfreq does not know (Zipf 0).</source>
        <translation>Cada conjunto necesita una palabra que wordfreq no conoce (Zipf 0).</translation>
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
        <translation>Partida sin título</translation>
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
        <translation>Listas de palabras: cargando…</translation>
    </message>
    <message>
        <source>Word lists: {name} ({n} answers)</source>
        <translation>Listas de palabras: {name} ({n} respuestas)</translation>
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
        <translation>No se escribió nada; su partida sigue aquí.</translation>
    </message>
    <message>
        <source>familiar words, no plurals or past forms</source>
        <translation>palabras conocidas, sin plurales ni pasados</translation>
    </message>
    <message>
        <source>built-in broad words</source>
        <translation>palabras amplias integradas</translation>
    </message>
    <message>
        <source>a file…</source>
        <translation>un archivo…</translation>
    </message>
    <message>
        <source>The answers the game may pick. Built in: common words less plurals and past forms, the more familiar the likelier. A file (the game&apos;s original list): every word as likely.</source>
        <translation>Las respuestas que el juego puede elegir. Integradas: palabras comunes sin plurales ni formas de pasado, más probables cuanto más conocidas. Un archivo (la lista original del juego): todas igual de probables.</translation>
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
    <message>
        <source>there is no game to save yet</source>
        <translation>aún no hay ninguna partida que guardar</translation>
    </message>
</context>
<context>
    <name>WordleReview</name>
    <message>
        <source>There is no guess to review.</source>
        <translation>No hay ningún intento que revisar.</translation>
    </message>
    <message>
        <source>%1 does not have as many letters as the list&apos;s words.</source>
        <translation>%1 no tiene tantas letras como las palabras de la lista.</translation>
    </message>
    <message>
        <source>%1 is not in the answer list.</source>
        <translation>%1 no está en la lista de respuestas.</translation>
    </message>
    <message>
        <source>Guess %2, %1, is not in the guess list.</source>
        <translation>El intento %2, %1, no está en la lista de intentos.</translation>
    </message>
    <message>
        <source>The colours of guess %2 are not what the answer gives.</source>
        <translation>Los colores del intento %2 no son los que da la respuesta.</translation>
    </message>
    <message>
        <source>Guess %2, %1, comes after the answer was found.</source>
        <translation>El intento %2, %1, llega después de encontrar la respuesta.</translation>
    </message>
</context>
<context>
    <name>WordleReviewCli</name>
    <message>
        <source>guess   left before  after  skill  luck  best (expected: its, yours)</source>
        <translation>intento quedan antes después habil. suerte  mejor (esperados: el suyo, el de usted)</translation>
    </message>
    <message>
        <source>hard!</source>
        <translation>¡difícil!</translation>
    </message>
    <message>
        <source>hard!: the guess breaks hard mode, so it has no skill score</source>
        <translation>¡difícil!: el intento incumple el modo difícil, así que no tiene puntuación de habilidad</translation>
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
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar esta ayuda y salir</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>faltan los siguientes argumentos: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>se necesita uno de los argumentos %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>no permitido junto con el argumento %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argumento explícito %r ignorado</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>se esperaba como mucho un argumento</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>se esperaba %s argumento</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>se esperaban %s argumentos</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s podría ser %(matches)s</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>opción inesperada: %s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elija entre %(choices)s)</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>orden desconocida %(parser_name)r (opciones: %(choices)s)</translation>
    </message>
    <message>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>no se puede abrir &apos;%(filename)s&apos;: %(error)s</translation>
    </message>
</context>
</TS>
