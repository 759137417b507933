#!/usr/bin/env bash
# Installs the Debian packages the browser and real-backend tests need, when they are missing: Debian's Chromium
# (never a downloaded browser) and Python's venv module (for the real Plone). The one place that installs them:
# `npm run test:all` runs it first, and the Volto harness runs it for Chromium alone (`system-packages.sh chromium`).
# Arguments: the packages to check (chromium, python3-venv); none means both.
set -euo pipefail
wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=(chromium python3-venv)
need=()
for package in "${wanted[@]}"; do
  case "$package" in
    chromium) [ -x /usr/bin/chromium ] || need+=(chromium) ;;
    python3-venv) python3 -c 'import ensurepip, venv' 2>/dev/null || need+=(python3-venv) ;;
    *) echo "Unknown package: $package (known: chromium, python3-venv)" >&2; exit 2 ;;
  esac
done
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${need[*]} (install them with apt-get as root)" >&2
  exit 1
fi
echo "Installing Debian packages: ${need[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
