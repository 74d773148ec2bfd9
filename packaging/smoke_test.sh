#!/usr/bin/env bash
# Prove a built bundle works with no Python around it: version, a window screenshot,
# a solve, an export, Letter Boxed, JPEG and WebP screenshots read (packaging/smoke/),
# a Wordle backtest on worker processes; the window must show in under 2 s and the folder
# stay within 155 MB (150 MB, and the 5 MB issue 37 allows the words' meanings:
# studio/resources/meanings).
# Usage: smoke_test.sh BUNDLE_EXE
set -euo pipefail
exe="$(realpath "$1")"
here="$(dirname "$(realpath "$0")")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
example="$(dirname "$exe")/_internal/studio/resources/examples/daily-1.json"
cd "$work"
env -i PATH=/usr/bin:/bin HOME="$work" "$exe" --version | grep -q "puzzle-studio "
echo "ok: --version"
started=$(date +%s.%N)
env -i PATH=/usr/bin:/bin HOME="$work" QT_QPA_PLATFORM=offscreen "$exe" "$example" --screenshot shot.png
python3 - "$started" <<'PY'
import struct, sys, time
data = open("shot.png", "rb").read(24)
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
assert (width, height) == (1280, 800), (width, height)
PY
echo "ok: --screenshot (1280x800 PNG)"
env -i PATH=/usr/bin:/bin HOME="$work" "$exe" solve --json "$example" > solved.json
python3 - <<'PY'
import json
record = json.load(open("solved.json"))
assert record["status"] == "unique", record["status"]
assert record["solutions"][0]["rows"] == ["FUGUE", "O.L.N", "LOOSE", "I.B.M", "OMEGA"]
assert record["solutions"][0]["fewest_swaps"] == 10
PY
echo "ok: solve --json (unique, FUGUE..., 10 swaps)"
env -i PATH=/usr/bin:/bin HOME="$work" "$exe" export "$example" --sheet 1 --answers --out sheet.pdf > /dev/null
test "$(head -c 5 sheet.pdf)" = "%PDF-"
echo "ok: export --sheet"
env -i PATH=/usr/bin:/bin HOME="$work" "$exe" letterboxed solve "TAP ERD NIL YCO" | tail -1 \
    | grep -q "the fewest: 2 words"
echo "ok: letterboxed solve (2 words)"
# Qt decodes JPEG and WebP screenshots through its qjpeg and qwebp plugins (the spec keeps them)
for shot in "$here/smoke/daily-1.jpg" "$here/smoke/daily-1.webp"; do
    env -i PATH=/usr/bin:/bin HOME="$work" "$exe" read "$shot" 2>/dev/null > read.txt
    cmp -s read.txt "${example%.json}.txt"  # the daily's letters and colours
done
echo "ok: read a JPEG and a WebP screenshot"
env -i PATH=/usr/bin:/bin HOME="$work" "$exe" wordle backtest --strategy frequency --jobs 2 | grep -q "^frequency: mean"
echo "ok: wordle backtest on 2 worker processes"
env -i PATH=/usr/bin:/bin HOME="$work" QT_QPA_PLATFORM=offscreen "$exe" --version > /dev/null
python3 - "$exe" <<'PY'
import os, subprocess, sys, time
env = {"PATH": "/usr/bin:/bin", "HOME": os.getcwd(), "QT_QPA_PLATFORM": "offscreen", "PUZZLE_STUDIO_SHOWN": "1",
       "PUZZLE_STUDIO_NO_SINGLE_INSTANCE": "1"}  # its own window, though a studio runs
times = []
for _ in range(3):
    started = time.perf_counter()
    child = subprocess.Popen([sys.argv[1]], env=env, stdout=subprocess.PIPE, text=True)
    line = child.stdout.readline()
    times.append(time.perf_counter() - started)
    child.wait(timeout=30)
    assert line.strip() == "shown", line
best = min(times)
print(f"ok: window shown in {best:.2f} s (best of 3)")
assert best < 2.0, best
PY
bytes=$(du -sb "$(dirname "$exe")" | cut -f1)
if [ "$bytes" -gt 155000000 ]; then
    echo "FAIL: the bundle is $((bytes / 1000000)) MB, over 155 MB"; exit 1
fi
echo "ok: bundle $((bytes / 1000000)) MB (at most 155)"
