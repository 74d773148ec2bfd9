#!/usr/bin/env bash
# Build the one-folder bundle in a clean virtual environment, then smoke-test it.
#   bash packaging/build.sh          -> dist/puzzle-studio/puzzle-studio
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf build dist .build-venv
python3 -m venv .build-venv
. .build-venv/bin/activate
python -m pip install --quiet --upgrade pip
python -m pip install --quiet ".[package]"
pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build packaging/puzzle-studio.spec
# This machine's Python carries debug symbols (23 MB of libpython); the bundle needs none.
# Only Python's own libraries: stripping numpy's OpenBLAS breaks its loading.
if command -v strip >/dev/null; then
    find dist/puzzle-studio/_internal -maxdepth 1 -name 'libpython*.so*' -exec strip --strip-debug {} +
    find dist/puzzle-studio/_internal/python3* -name '*.so' -exec strip --strip-debug {} + 2>/dev/null || true
fi
cp packaging/puzzle-studio.desktop studio/resources/icons/puzzle-studio.png dist/puzzle-studio/
echo "bundle: dist/puzzle-studio, $(du -sm dist/puzzle-studio | cut -f1) MB"
deactivate
bash packaging/smoke_test.sh dist/puzzle-studio/puzzle-studio
