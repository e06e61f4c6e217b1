/**
 * The shell script a game server runs from cron to install a target's current patch (issue 15):
 * it asks for the current patch, stops when its SHA-256 is the one installed last time, and
 * otherwise downloads the file beside the destination, checks it with sha256sum, moves it into
 * place (removing the file the previous patch installed) and remembers the SHA-256. POSIX sh,
 * curl, sed and sha256sum; no jq. One source for the /patching/ page, the README and the tests.
 */
export function patchCronSnippet(options: { publicUrl: string; target: string; dest?: string }): string {
  const dest = options.dest ?? `/srv/minecraft/patches/${options.target}`;
  return `#!/bin/sh
# Installs the current patch of "${options.target}" from ${options.publicUrl}, only when it changed.
# cron: */5 * * * * BASTION_API_KEY=bst_... /usr/local/bin/bastion-patch.sh
set -eu
SITE=${shellQuote(options.publicUrl)}
TARGET=${shellQuote(encodeURIComponent(options.target))}
DEST=${shellQuote(dest)}
KEY="\${BASTION_API_KEY:?set BASTION_API_KEY to a key with the patches:read scope}"

mkdir -p "$DEST"
info=$(curl -fsS -H "Authorization: Bearer $KEY" "$SITE/api/v1/patches/$TARGET/current")
sha=$(printf '%s' "$info" | sed -n 's/.*"sha256":"\\([0-9a-f]\\{64\\}\\)".*/\\1/p')
url=$(printf '%s' "$info" | sed -n 's/.*"download_url":"\\([^"]*\\)".*/\\1/p')
[ -n "$sha" ] && [ -n "$url" ] || { echo "Unexpected answer: $info" >&2; exit 1; }
[ "$sha" = "$(cat "$DEST/.sha256" 2>/dev/null || true)" ] && exit 0

tmp=$(mktemp -d "$DEST/.download.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && curl -fsS -O -J -H "Authorization: Bearer $KEY" "$url")
file=$(ls "$tmp")
echo "$sha  $tmp/$file" | sha256sum -c --quiet
old=$(cat "$DEST/.installed" 2>/dev/null || true)
mv "$tmp/$file" "$DEST/$file"
if [ -n "$old" ] && [ "$old" != "$file" ]; then rm -f "$DEST/$old"; fi
printf '%s\\n' "$file" > "$DEST/.installed"
printf '%s\\n' "$sha" > "$DEST/.sha256"
echo "Installed $file ($sha)"
`;
}

/** A value in single quotes for sh: nothing inside is expanded. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'"'"'`)}'`;
}
