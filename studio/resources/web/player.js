"use strict";
// The playable page: one Waffle or a set, played like the game. The colouring is the
// studio's game rule (studio/core/waffle/colors.py, game_marks; docs/RULES.md W2) and the
// share codes are those of studio/core/waffle/share.py. The rules' constants come from
// the Python that wrote the page (studio/render/webpage.py, page_rules), never restated here.
const RULES = JSON.parse(document.getElementById("rules").textContent);
const SPARE_SWAPS = RULES.spareSwaps; // swaps allowed past the fewest; each one left is a star
const TILES = RULES.tiles; // a letter's code is its index
const CODE_ALPHABET = RULES.codeAlphabet;
const CODE_VERSIONS = RULES.codeVersions.map(String);
const COLOR_CLASS = { g: "green", y: "yellow", "-": "gray" };
// The page's words in the language it was made in (webpage.py, page_texts): %1, %2 … are
// filled in by say(); a count's phrase is one entry per count, the last one for any more.
const TEXTS = JSON.parse(document.getElementById("texts").textContent);
function say(key, ...values) { return TEXTS[key].replace(/%(\d)/g, (_, k) => values[k - 1]); }
function sayCount(key, n) {
  const forms = TEXTS[key];
  return n < forms.length ? forms[n] : forms[forms.length - 1].replace(String(forms.length - 1), String(n));
}
const puzzles = JSON.parse(document.getElementById("puzzles").textContent).map(prepare);
let current = 0;
let picked = null;

function $(id) { return document.getElementById(id); }

// What a game adds to a puzzle besides its tiles: the swaps to undo, hints and undos taken,
// the pair a hint shows (offered when the designer chose to: RULES.hints, RULES.undo).
function fresh() { return { history: [], hints: 0, undos: 0, hinted: null }; }

function prepare(data) {
  const mask = data.mask.map(row => Array.from(row, ch => ch === "#"));
  const positions = [];
  const cellAt = {};
  mask.forEach((row, r) => row.forEach((open, c) => {
    if (open) { cellAt[r + "," + c] = positions.length; positions.push([r, c]); }
  }));
  const start = data.tiles;
  const solution = data.solution || unseal(data.sealed, start);
  const meanings = data.meanings ? JSON.parse(unseal(data.meanings, start + RULES.meaningsSalt)) : data.meanings;
  return { ...data, solution, meanings, mask, positions, slots: slotsOf(mask, cellAt), start, tiles: Array.from(start), used: 0, state: "playing", ...fresh() };
}

// The page holds each solution sealed (studio/render/webpage.py, seal): its UTF-8 XOR-ed
// with a stream seeded by the tiles, in base64. It keeps the words out of a casual look at
// the page's source; it is no secret from anyone who reads this script.
function keyStream(salt) {
  let state = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(salt)) state = Math.imul(state ^ byte, 0x01000193) >>> 0;
  state = state || 1;
  return () => {
    state = (state ^ (state << 13)) >>> 0;
    state = (state ^ (state >>> 17)) >>> 0;
    state = (state ^ (state << 5)) >>> 0;
    return state & 0xff;
  };
}

function unseal(sealed, salt) {
  const next = keyStream(salt);
  const bytes = Uint8Array.from(atob(sealed), ch => ch.charCodeAt(0) ^ next());
  return new TextDecoder().decode(bytes);
}

// The browser tab names the puzzle shown and the set (webpage.py, tab_title: the first one's).
function tabTitle(puzzle) {
  const own = puzzle.title || (puzzles.length > 1 ? say("puzzleOf", current + 1, puzzles.length) : puzzle.name || "");
  const parts = [...new Set([own, $("set-title").textContent].filter(Boolean))];
  if (!parts.some(part => part.toLowerCase().includes("waffle"))) parts.push("Waffle");
  return parts.join(" – ");
}

// Runs of two or more open cells: across rows, then down columns, each in reading order.
function slotsOf(mask, cellAt) {
  const rows = mask.length, cols = mask[0].length, slots = [];
  for (const across of [true, false]) {
    const outer = across ? rows : cols, inner = across ? cols : rows;
    for (let i = 0; i < outer; i++) {
      let run = [];
      for (let j = 0; j <= inner; j++) {
        const [r, c] = across ? [i, j] : [j, i];
        if (j < inner && mask[r][c]) { run.push(cellAt[r + "," + c]); continue; }
        if (run.length >= 2) slots.push(run);
        run = [];
      }
    }
  }
  return slots;
}

// The game's colours: green in place; per word, each misplaced tile in reading order is
// yellow while the word's other misplaced cells still want its letter.
function gameColors(puzzle) {
  const tiles = puzzle.tiles, solution = puzzle.solution;
  const yellow = new Set();
  for (const slot of puzzle.slots) {
    const wrong = slot.filter(c => tiles[c] !== solution[c]);
    const wanted = {};
    for (const c of wrong) wanted[solution[c]] = (wanted[solution[c]] || 0) + 1;
    for (const c of wrong) {
      if (wanted[tiles[c]]) { wanted[tiles[c]] -= 1; yellow.add(c); }
    }
  }
  return tiles.map((t, c) => t === solution[c] ? "g" : yellow.has(c) ? "y" : "-");
}

function allowed(puzzle) { return puzzle.fewest + SPARE_SWAPS; }
function stars(puzzle) { return Math.max(0, Math.min(SPARE_SWAPS, allowed(puzzle) - puzzle.used)); }
function solved(puzzle) { return puzzle.tiles.join("") === puzzle.solution; }

// ------------------------------------------------------------------ drawing

function render() {
  const puzzle = puzzles[current];
  const board = $("board");
  const colors = gameColors(puzzle);
  const done = puzzle.state !== "playing";
  board.style.setProperty("--cols", puzzle.mask[0].length);
  document.documentElement.style.setProperty("--cols", Math.max(puzzle.mask[0].length, 5));
  board.classList.toggle("done", done);
  board.replaceChildren();
  puzzle.mask.forEach((row, r) => row.forEach((open, c) => {
    const div = document.createElement("div");
    if (open) {
      const cell = puzzle.positions.findIndex(([pr, pc]) => pr === r && pc === c);
      div.className = "tile " + COLOR_CLASS[colors[cell]];
      div.textContent = puzzle.tiles[cell];
      div.dataset.cell = cell;
      div.dataset.row = r + 1;
      div.dataset.col = c + 1;
      div.setAttribute("role", "gridcell");
      div.setAttribute("aria-label", say("tile", puzzle.tiles[cell], TEXTS[COLOR_CLASS[colors[cell]]], r + 1, c + 1));
      if (cell === picked) div.classList.add("picked");
      if (puzzle.hinted && puzzle.hinted.includes(cell)) div.classList.add("hinted");
    }
    board.appendChild(div);
  }));
  $("subtitle").textContent = puzzle.title || (puzzles.length > 1 ? say("puzzleOf", current + 1, puzzles.length) : "");
  $("swaps-left").textContent = allowed(puzzle) - puzzle.used;
  $("swaps-used").textContent = puzzle.used;
  const shown = puzzle.state === "won" ? stars(puzzle) : null;
  $("stars").innerHTML = "";
  $("stars").dataset.stars = shown === null ? "" : shown;
  if (shown !== null) {
    for (let k = 0; k < SPARE_SWAPS; k++) {
      const star = document.createElement("span");
      star.textContent = k < shown ? "★" : "☆";
      if (k >= shown) star.className = "off";
      $("stars").appendChild(star);
    }
  }
  const message = $("message");
  message.className = puzzle.state === "won" ? "won" : puzzle.state === "playing" ? "" : "lost";
  message.textContent = messageOf(puzzle);
  showMeanings(done ? puzzle.meanings : undefined);
  $("give-up").disabled = done;
  $("hint").hidden = !RULES.hints;
  $("hint").disabled = done;
  $("undo").hidden = !RULES.undo;
  $("undo").disabled = done || !puzzle.history.length;
  $("restart").disabled = puzzle.used === 0 && !done;
  $("next-puzzle").hidden = !(done && current + 1 < puzzles.length);
  $("code").value = puzzle.code;
  document.title = tabTitle(puzzle);
  fillPicker();
  document.dispatchEvent(new CustomEvent("rendered", { detail: puzzle }));
}

// Once a game is over, each word and what it means (studio/core/meanings.py): a list, null
// for a language without meanings, undefined for a puzzle played from a share code.
function showMeanings(meanings) {
  const list = $("meanings");
  list.replaceChildren();
  list.hidden = meanings === undefined;
  if (meanings === null) {
    list.textContent = say("noMeanings");
    return;
  }
  for (const m of meanings || []) {
    const item = document.createElement("li");
    const word = document.createElement("b");
    word.textContent = m.word;
    item.appendChild(word);
    const pos = TEXTS.partsOfSpeech[m.pos] || m.pos;
    const about = m.gloss === null ? say("noMeaning")
      : ` (${m.lemma === m.word.toLowerCase() ? "" : m.lemma + ", "}${pos}): ${m.gloss}`;
    item.appendChild(document.createTextNode(about));
    list.appendChild(item);
  }
}

function messageOf(puzzle) {
  if (puzzle.state === "won") {
    const perfect = puzzle.used === puzzle.fewest ? " " + say("perfect") : "";
    return sayCount("solvedIn", puzzle.used) + perfect;
  }
  if (puzzle.state === "lost") return say("lost");
  if (puzzle.state === "gave-up") return say("gaveUp");
  return puzzle.used === 0 ? say("fewestIs", puzzle.fewest, allowed(puzzle)) : "";
}

function fillPicker() {
  const row = $("picker-row"), picker = $("picker");
  row.hidden = puzzles.length < 2;
  picker.replaceChildren(...puzzles.map((p, k) => {
    const option = document.createElement("option");
    const mark = p.state === "won" ? `  ★${stars(p)}` : p.state === "playing" ? "" : "  ✗";
    option.value = k;
    option.textContent = `${k + 1}. ${p.title || p.mask.length + "x" + p.mask[0].length}${mark}`;
    return option;
  }));
  picker.value = current;
  $("previous").disabled = current === 0;
  $("next").disabled = current + 1 >= puzzles.length;
}

// ------------------------------------------------------------------ play

function swap(a, b) {
  const puzzle = puzzles[current];
  const colors = gameColors(puzzle);
  if (puzzle.state !== "playing" || a === b || colors[a] === "g" || colors[b] === "g") return;
  [puzzle.tiles[a], puzzle.tiles[b]] = [puzzle.tiles[b], puzzle.tiles[a]];
  puzzle.used += 1;
  puzzle.history.push([a, b]);
  puzzle.hinted = null;
  picked = null;
  if (solved(puzzle)) puzzle.state = "won";
  else if (puzzle.used >= allowed(puzzle)) { puzzle.state = "lost"; reveal(puzzle); }
  render();
  for (const cell of [a, b]) document.querySelector(`.tile[data-cell="${cell}"]`).classList.add("swapped");
}

// A hint: two tiles whose swap puts a letter in place, both of them when such a pair
// exists (a swap that settles two cells is never a wasted one).
function hintPair(puzzle) {
  const { tiles, solution } = puzzle;
  const wrong = tiles.map((t, c) => c).filter(c => tiles[c] !== solution[c]);
  for (const c of wrong) {
    const both = wrong.find(d => tiles[d] === solution[c] && tiles[c] === solution[d]);
    if (both !== undefined) return [c, both];
  }
  const c = wrong[0];
  return [c, wrong.find(d => tiles[d] === solution[c])];
}

function reveal(puzzle) { puzzle.tiles = Array.from(puzzle.solution); }

function choose(cell) {
  const puzzle = puzzles[current];
  if (puzzle.state !== "playing" || gameColors(puzzle)[cell] === "g") return;
  if (picked === null) picked = cell;
  else if (picked === cell) picked = null;
  else return swap(picked, cell);
  render();
}

let drag = null;
$("board").addEventListener("pointerdown", event => {
  const tile = event.target.closest(".tile");
  if (!tile || event.button !== 0) return;
  drag = { tile, cell: Number(tile.dataset.cell), x: event.clientX, y: event.clientY, moved: false, over: null };
  tile.setPointerCapture(event.pointerId);
});
$("board").addEventListener("pointermove", event => {
  if (!drag) return;
  const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
  const puzzle = puzzles[current];
  if (!drag.moved && Math.hypot(dx, dy) < 6) return;
  if (puzzle.state !== "playing" || gameColors(puzzle)[drag.cell] === "g") return;
  drag.moved = true;
  drag.tile.classList.add("dragging");
  drag.tile.style.transform = `translate(${dx}px, ${dy}px)`;
  const over = tileAt(event.clientX, event.clientY);
  if (drag.over && drag.over !== over) drag.over.classList.remove("target");
  drag.over = over && over !== drag.tile && !over.classList.contains("green") ? over : null;
  if (drag.over) drag.over.classList.add("target");
});
$("board").addEventListener("pointerup", event => {
  if (!drag) return;
  const { tile, cell, moved } = drag;
  drag = null;
  tile.classList.remove("dragging");
  tile.style.transform = "";
  if (!moved) return choose(cell);
  const over = tileAt(event.clientX, event.clientY);
  if (over && over !== tile) swap(cell, Number(over.dataset.cell));
  else render();
});
$("board").addEventListener("pointercancel", () => { drag = null; render(); });

function tileAt(x, y) {
  return document.elementsFromPoint(x, y).find(el => el.classList && el.classList.contains("tile") && !el.classList.contains("dragging")) || null;
}

// ------------------------------------------------------------------ buttons

function show(index) { current = index; picked = null; render(); }
$("restart").addEventListener("click", () => {
  const puzzle = puzzles[current];
  puzzle.tiles = Array.from(puzzle.start);
  puzzle.used = 0;
  puzzle.state = "playing";
  Object.assign(puzzle, fresh());
  picked = null;
  render();
});
// Undo takes the last swap back, and the swap it cost.
$("undo").addEventListener("click", () => {
  const puzzle = puzzles[current];
  if (puzzle.state !== "playing" || !puzzle.history.length) return;
  const [a, b] = puzzle.history.pop();
  [puzzle.tiles[a], puzzle.tiles[b]] = [puzzle.tiles[b], puzzle.tiles[a]];
  puzzle.used -= 1;
  puzzle.undos += 1;
  puzzle.hinted = null;
  picked = null;
  render();
});
$("hint").addEventListener("click", () => {
  const puzzle = puzzles[current];
  if (puzzle.state !== "playing") return;
  puzzle.hinted = hintPair(puzzle);
  puzzle.hints += 1;
  picked = null;
  render();
});
$("give-up").addEventListener("click", () => {
  const puzzle = puzzles[current];
  if (puzzle.state !== "playing") return;
  puzzle.state = "gave-up";
  reveal(puzzle);
  picked = null;
  render();
});
$("picker").addEventListener("change", () => show(Number($("picker").value)));
$("previous").addEventListener("click", () => show(Math.max(0, current - 1)));
$("next").addEventListener("click", () => show(Math.min(puzzles.length - 1, current + 1)));
$("next-puzzle").addEventListener("click", () => show(Math.min(puzzles.length - 1, current + 1)));
// "Copied" beside the button once the code is on the clipboard; where the browser allows
// neither way, the code is left selected and the page says to copy it by hand.
let copiedTimer = null;
function copied(done) {
  $("copied").textContent = done ? say("copied") : say("copyByHand");
  $("copied").className = done ? "good" : "";
  clearTimeout(copiedTimer);
  copiedTimer = setTimeout(() => { $("copied").textContent = ""; }, 4000);
}
function copyBySelection() {
  $("code").select();
  try { return document.execCommand("copy"); } catch (err) { return false; }
}
$("copy").addEventListener("click", () => {
  $("code").select();
  if (navigator.clipboard && navigator.clipboard.writeText)
    navigator.clipboard.writeText($("code").value).then(() => copied(true), () => copied(copyBySelection()));
  else copied(copyBySelection());
});
$("play-code").addEventListener("click", playCode);
$("paste").addEventListener("keydown", event => { if (event.key === "Enter") playCode(); });

function playCode() {
  const text = $("paste").value.trim();
  try {
    const puzzle = prepare(readShareCode(text));
    puzzles.push(puzzle);
    $("code-error").textContent = "";
    $("paste").value = "";
    show(puzzles.length - 1);
  } catch (err) {
    $("code-error").textContent = err.message;
  }
}

// ------------------------------------------------------------------ share codes

function fletcher16(bytes) {
  let a = 0, b = 0;
  for (const byte of bytes) { a = (a + byte) % 255; b = (b + a) % 255; }
  return (b << 8) | a;
}

function readShareCode(text) {
  const code = text.trim();
  const colon = code.indexOf(":");
  if (!code.toLowerCase().startsWith("waffle") || colon < 0) throw new Error(say("codeStart"));
  const version = code.slice(6, colon);
  // waffle2: is a puzzle in another language than English; the page plays its letters and needs no words
  if (!CODE_VERSIONS.includes(version)) {
    const known = CODE_VERSIONS.map(v => `waffle${v}:`).join(", ");
    throw new Error(say("codeVersion", version, known));
  }
  const body = code.slice(colon + 1);
  const bits = [];
  for (let k = 0; k < body.length; k++) {
    const digit = CODE_ALPHABET.indexOf(body[k]);
    if (digit < 0) throw new Error(say("codeCharacter", colon + k + 2, body[k]));
    for (let b = 5; b >= 0; b--) bits.push((digit >> b) & 1);
  }
  if (bits.length % 8 >= 6) throw new Error(say("codeCut"));
  const bytes = [];
  for (let k = 0; k + 8 <= bits.length; k += 8) bytes.push(bits.slice(k, k + 8).reduce((v, bit) => v * 2 + bit, 0));
  // the last character's unused bits: a writer leaves them zero (as share.py checks)
  if (bits.slice(bytes.length * 8).some((bit) => bit))
    throw new Error(say("codeEnd", body[body.length - 1]));
  if (bytes.length < 5) throw new Error(say("codeShort"));
  const record = bytes.slice(0, -2);
  if (fletcher16(record) !== bytes[bytes.length - 2] * 256 + bytes[bytes.length - 1])
    throw new Error(say("codeDamaged"));
  let at = 0;
  const take = (count, what) => {
    if (at + count > record.length * 8) throw new Error(say("codeEndsBefore", TEXTS.parts[what]));
    let value = 0;
    for (let k = 0; k < count; k++, at++) value = value * 2 + ((record[at >> 3] >> (7 - (at & 7))) & 1);
    return value;
  };
  const flags = take(8, "flags");
  if (!(flags & 1)) throw new Error(say("codeNoSolution"));
  const rows = take(4, "rows"), cols = take(4, "columns");
  if (rows < 2 || cols < 2) throw new Error(say("codeTooSmall", rows, cols));
  const mask = [];
  for (let r = 0; r < rows; r++) {
    let line = "";
    for (let c = 0; c < cols; c++) {
      const open = flags & 8 ? take(1, "mask") : flags & 4 ? 1 : !(r % 2 && c % 2);
      line += open ? "#" : ".";
    }
    mask.push(line);
  }
  const n = mask.join("").split("#").length - 1;
  const letters = what => Array.from({ length: n }, () => {
    const value = take(5, what);
    if (value >= TILES.length) throw new Error(say("codeNotLetter", TEXTS.parts[what]));
    return TILES[value];
  }).join("");
  const tiles = letters("tiles");
  const colors = Array.from({ length: n }, () => "gy-"[Math.min(take(2, "colours"), 2)]).join("");
  const solution = letters("solution");
  if (Array.from(tiles).sort().join("") !== Array.from(solution).sort().join(""))
    throw new Error(say("codeLetters"));
  const fewest = take(8, "swap count");
  let title = "";
  if (flags & 2) {
    const length = take(8, "title");
    title = new TextDecoder().decode(new Uint8Array(Array.from({ length }, () => take(8, "title"))));
  }
  return { title, mask, tiles, colors, solution, fewest, code };
}

if (puzzles.length) render(); // a daily page's puzzles come when daily.js has opened them
