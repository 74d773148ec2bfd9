// A daily page (studio/render/dailypage.py): after player.js, in the same script. Each
// day's puzzle is locked with a key derived from its date; the page opens the days up to
// the reader's own date, never a later one. That is obfuscation against peeking at the
// source, not secrecy (dailypage.py says why). Progress, results and the look are kept in
// localStorage, under the series' tag and name.
const DAILY = JSON.parse($("daily-data").textContent);

function localDate(when) {
  const two = n => String(n).padStart(2, "0");
  return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}`;
}

function fromBase64(text) { return Uint8Array.from(atob(text), ch => ch.charCodeAt(0)); }

async function openDay(day) {
  const subtle = crypto.subtle;
  const base = await subtle.importKey("raw", new TextEncoder().encode(day.date), "PBKDF2", false, ["deriveBits"]);
  const params = { name: "PBKDF2", hash: "SHA-256", salt: fromBase64(day.salt), iterations: DAILY.iterations };
  const bits = new Uint8Array(await subtle.deriveBits(params, base, 512));
  const hmac = raw => subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const streamKey = await hmac(bits.slice(0, 32)), tagKey = await hmac(bits.slice(32));
  const box = fromBase64(day.box), tag = fromBase64(day.tag);
  const mine = new Uint8Array(await subtle.sign("HMAC", tagKey, box)).slice(0, tag.length);
  if (mine.some((b, k) => b !== tag[k])) throw new Error(say("dayDamaged", day.date));
  const out = new Uint8Array(box.length);
  for (let block = 0; block * 32 < box.length; block++) {
    const counter = new Uint8Array(4);
    new DataView(counter.buffer).setUint32(0, block);
    const stream = new Uint8Array(await subtle.sign("HMAC", streamKey, counter));
    for (let k = 0; k < 32 && block * 32 + k < box.length; k++) out[block * 32 + k] = box[block * 32 + k] ^ stream[k];
  }
  return JSON.parse(new TextDecoder().decode(out));
}

// ------------------------------------------------------------------ what the browser keeps

const STORE = `waffle-daily:${DAILY ? DAILY.tag + ":" + DAILY.series : ""}`;
const LOOK = "waffle-daily:look";
function load(key, empty) {
  try { return JSON.parse(localStorage.getItem(key)) || empty; } catch (err) { return empty; }
}
const saved = load(STORE, { games: {}, results: {}, name: "" });
function keep() { try { localStorage.setItem(STORE, JSON.stringify(saved)); } catch (err) { /* private mode: play on */ } }

// The first finish of a day is its result: later plays of an archive day change nothing.
function record(puzzle) {
  saved.games[puzzle.date] = { tiles: puzzle.tiles.join(""), used: puzzle.used, state: puzzle.state,
                               history: puzzle.history, hints: puzzle.hints, undos: puzzle.undos };
  if (puzzle.state !== "playing" && !saved.results[puzzle.date])
    saved.results[puzzle.date] = { state: puzzle.state, stars: puzzle.state === "won" ? stars(puzzle) : 0,
                                   used: puzzle.used, hints: puzzle.hints, undos: puzzle.undos };
  keep();
}

function restore(puzzle) {
  const game = saved.games[puzzle.date];
  if (!game || game.tiles.length !== puzzle.tiles.length) return;
  Object.assign(puzzle, { tiles: Array.from(game.tiles), used: game.used, state: game.state,
                          history: game.history || [], hints: game.hints || 0, undos: game.undos || 0 });
}

// ------------------------------------------------------------------ streaks and statistics

// Over the days published up to today, in order: a won day adds one, any other day ends the
// streak, except today while it is still unplayed (the streak is alive until midnight).
function streaks(open, today) {
  let streak = 0, best = 0;
  for (const day of open) {
    const result = saved.results[day.date];
    if (result && result.state === "won") streak += 1;
    else if (!(day.date === today && !result)) streak = 0;
    best = Math.max(best, streak);
  }
  return { streak, best };
}

function showStats(open, today) {
  const results = open.map(day => saved.results[day.date]).filter(Boolean);
  const won = results.filter(r => r.state === "won");
  const { streak, best } = streaks(open, today);
  $("stat-played").textContent = results.length;
  $("stat-won").textContent = results.length ? Math.round((100 * won.length) / results.length) : 0;
  $("stat-streak").textContent = streak;
  $("stat-best").textContent = best;
  $("stat-stars").textContent = won.reduce((sum, r) => sum + r.stars, 0);
  return streak;
}

// ------------------------------------------------------------------ share line and result code

function shareLine(puzzle, result, streak) {
  const mark = result.state === "won" ? `${result.stars}/${SPARE_SWAPS}` : `X/${SPARE_SWAPS}`;
  const starLine = result.state === "won" ? "⭐".repeat(result.stars) : "❌";
  return `#${DAILY.series.replace(/\s+/g, "")} ${puzzle.number} ${mark} ${starLine} ${say("streakShare", streak)}`;
}

// core/waffle/results.py reads it: the same bytes, Crockford base32 in groups of four.
const OUTCOME = { won: 0, lost: 1, "gave-up": 2 };
const DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
function resultCode(puzzle, result, name) {
  let nameBytes = new TextEncoder().encode(name);
  while (nameBytes.length > 30) nameBytes = new TextEncoder().encode((name = Array.from(name).slice(0, -1).join("")));
  const tag = DAILY.tag, day = puzzle.number, cap = n => Math.min(255, n);
  const data = [1, tag >> 8, tag & 255, day >> 8, day & 255, (OUTCOME[result.state] << 4) | result.stars,
                cap(result.used), cap(result.hints), cap(result.undos), nameBytes.length, ...nameBytes];
  const check = fletcher16(data);
  data.push(check >> 8, check & 255);
  const bits = data.flatMap(byte => Array.from({ length: 8 }, (_, k) => (byte >> (7 - k)) & 1));
  while (bits.length % 5) bits.push(0);
  let digits = "";
  for (let k = 0; k < bits.length; k += 5) digits += DIGITS[bits.slice(k, k + 5).reduce((v, bit) => v * 2 + bit, 0)];
  return "R-" + digits.match(/.{1,4}/g).join("-");
}

// ------------------------------------------------------------------ the look

function applyLook() {
  const look = load(LOOK, { dark: matchMedia("(prefers-color-scheme: dark)").matches, cb: false });
  const parts = [look.dark ? "dark" : "", look.cb ? "cb" : ""].filter(Boolean);
  if (parts.length) document.documentElement.dataset.look = parts.join(" ");
  else delete document.documentElement.dataset.look;
  $("dark").textContent = look.dark ? TEXTS.light : TEXTS.dark;
  $("dark").setAttribute("aria-pressed", look.dark);
  $("colour-blind").setAttribute("aria-pressed", look.cb);
  return look;
}
function toggleLook(part) {
  const look = applyLook();
  look[part] = !look[part];
  try { localStorage.setItem(LOOK, JSON.stringify(look)); } catch (err) { /* private mode */ }
  applyLook();
}

// ------------------------------------------------------------------ the day

async function startDaily() {
  $("daily").hidden = false;
  $("restart").hidden = true; // a day is played once: its first finish is its result
  applyLook();
  $("dark").addEventListener("click", () => toggleLook("dark"));
  $("colour-blind").addEventListener("click", () => toggleLook("cb"));
  const today = localDate(new Date());
  const open = DAILY.days.filter(day => day.date <= today);
  const next = DAILY.days.find(day => day.date > today);
  const last = DAILY.days[DAILY.days.length - 1];
  if (!open.length) {
    for (const id of ["board", "status", "buttons", "share"]) $(id).hidden = true;
    $("daily-note").textContent = say("firstOn", DAILY.series, DAILY.days[0].date);
    document.body.dataset.ready = "true";
    showStats(open, today);
    return;
  }
  if (!window.crypto || !crypto.subtle) // WebCrypto: only on https:// or a file opened from disk
    throw new Error(TEXTS.httpsOnly);
  const opened = await Promise.all(open.map(openDay));
  opened.forEach((data, k) => {
    const puzzle = prepare(data);
    Object.assign(puzzle, { date: open[k].date, number: open[k].number, title: `${data.title} · ${open[k].date}` });
    restore(puzzle);
    puzzles.push(puzzle);
  });
  const latest = open[open.length - 1];
  if (latest.date !== today)
    $("daily-note").textContent = next ? say("noNewToday", next.date)
                                       : say("seriesEnded", last.date);
  document.addEventListener("rendered", event => {
    const puzzle = event.detail;
    if (!puzzle.date) { $("finish").hidden = true; return; } // a puzzle from a pasted share code: not the series'
    record(puzzle);
    const streak = showStats(open, today);
    const result = saved.results[puzzle.date];
    $("finish").hidden = !result;
    if (result) {
      $("share-line").value = shareLine(puzzle, result, streak);
      $("result-code").value = resultCode(puzzle, result, saved.name);
    }
  });
  $("player-name").value = saved.name;
  const named = () => { saved.name = $("player-name").value.trim(); keep(); render(); };
  $("make-code").addEventListener("click", named);
  $("player-name").addEventListener("change", named);
  $("copy-share").addEventListener("click", () => {
    $("share-line").select();
    if (navigator.clipboard) navigator.clipboard.writeText($("share-line").value).catch(() => document.execCommand("copy"));
  });
  show(puzzles.length - 1);
  document.body.dataset.ready = "true";
}

if (DAILY) startDaily().catch(err => {
  $("daily-note").textContent = err.message;
  document.body.dataset.ready = "error";
});
