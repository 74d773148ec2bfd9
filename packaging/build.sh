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
# Debug symbols and unneeded symbol tables are dead weight in a bundle (this machine's
# Python alone carries 16 MB of them). The libraries wheels vendor in *.libs folders
# (OpenBLAS, gfortran) are left alone: their patched ELF layout does not survive strip.
if command -v strip >/dev/null; then
    find dist/puzzle-studio/_internal -type f -name '*.so*' ! -path '*.libs/*' ! -name 'libicudata*' \
        -exec strip --strip-unneeded {} + 2>/dev/null || true
fi
cp packaging/puzzle-studio.desktop studio/resources/icons/puzzle-studio.png dist/puzzle-studio/
echo "bundle: dist/puzzle-studio, $(du -sm dist/puzzle-studio | cut -f1) MB"
deactivate
bash packaging/smoke_test.sh dist/puzzle-studio/puzzle-studio
