#!/usr/bin/env bash
# Regenerates every placeholder media file the site ships (shell/public/assets/media/...) from the
# seed content in api/content/*.json, then fails if any path the content references is missing or any
# file is over its size budget. Output is deterministic: same tools, same bytes.
#
# No words are drawn into any file: the same file is shown on English and Kurdish pages, and a Kurdish visitor must
# not meet English there (the page's own captions and alt texts carry the words, in the page's language). The
# script writes scripts/media-manifest.json: every file it makes, with the words drawn into it (none); the test
# e2e/texts/media-words.test.ts checks every media path a page shows against it.
#
# Needs: node, ffmpeg, ImageMagick (`magick`, or `/usr/bin/convert` — never the bare `convert`, which may resolve
# to a substitute earlier on PATH). Debian: apt-get install -y ffmpeg imagemagick
#
# Usage: scripts/generate-media.sh           regenerate everything, then verify
#        scripts/generate-media.sh --check   only verify (no tools needed besides node)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CONTENT="$ROOT/api/content"
PUBLIC="$ROOT/shell/public"
MEDIA="$PUBLIC/assets/media"
MANIFEST="$ROOT/scripts/media-manifest.json"

# Every media path the content references, with the colours to draw it in. One TSV line each:
# path, kind (image|video), colour from, colour to.
list_content_media() {
  CONTENT="$CONTENT" node --input-type=module -e '
    import fs from "node:fs";
    const read = (f) => JSON.parse(fs.readFileSync(`${process.env.CONTENT}/${f}`, "utf8"));
    // Colours follow the sector or category so a card reads as part of its family at a glance.
    const palette = {
      construction: ["#6f4518", "#d9a35b"], manufacturing: ["#23395b", "#7ea8c9"],
      electronics: ["#1d2d50", "#3f8f9f"], mechanical: ["#343a40", "#b0774a"],
      poultry: ["#1f5130", "#8cc084"], "paver-blocks": ["#5b3f2d", "#c49a6c"],
      "parking-tiles": ["#2e3b45", "#98a9b8"], "rubber-pavers": ["#2a2438", "#8673a6"],
      "poultry-equipment": ["#1f5130", "#8cc084"],
    };
    const rows = new Map();
    const add = (path, key) => {
      if (typeof path !== "string" || rows.has(path)) return;
      const [from, to] = palette[key] ?? ["#3a3f47", "#9aa3ad"];
      const kind = path.endsWith(".mp4") ? "video" : "image";
      rows.set(path, [path, kind, from, to].join("\t"));
    };
    for (const s of read("services.json")) {
      add(s.image, s.sector);
      add(s.video, s.sector);
    }
    for (const p of read("projects.json")) {
      add(p.image, p.sector);
      for (const g of p.gallery ?? []) add(g.image, p.sector);
    }
    for (const p of read("products.json")) {
      add(p.image, p.category);
      for (const g of p.gallery ?? []) add(g.image, p.category);
      add(p.videoUrl, p.category);
    }
    process.stdout.write([...rows.values()].join("\n") + "\n");
  '
}

# Files the frontend uses that no content row names (hero video and poster, the fixed mechanical
# modal video, the fixed team photos).
TEAM_SLUGS=(ceo operations-director international-relations construction-manager senior-engineer
  manufacturing-supervisor quality-assurance)
fixed_media() {
  printf '%s\n' /assets/media/hero/hero.mp4 /assets/media/hero/hero-poster.jpg \
    /assets/media/hero/equipment-manufacturing.mp4
  for slug in "${TEAM_SLUGS[@]}"; do printf '/assets/media/team/%s.jpg\n' "$slug"; done
}

verify() {
  { list_content_media | cut -f1; fixed_media; } | PUBLIC="$PUBLIC" MEDIA="$MEDIA" MANIFEST="$MANIFEST" node --input-type=module -e '
    import fs from "node:fs";
    import path from "node:path";
    const wanted = fs.readFileSync(0, "utf8").split("\n").filter(Boolean);
    // The manifest must name exactly the files made, and say what words each carries.
    const listed = fs.existsSync(process.env.MANIFEST) ? JSON.parse(fs.readFileSync(process.env.MANIFEST, "utf8")).files.map((f) => f.path) : [];
    // Budgets keep the repo and first page load light; hero is one long, very low bitrate loop.
    const budget = (p) => p.endsWith("/hero/hero.mp4") ? 600_000 : p.includes("/team/") ? 25_600
      : p.endsWith(".mp4") ? 153_600 : 40_960;
    const problems = [];
    for (const p of wanted) if (!listed.includes(p)) problems.push(`not in scripts/media-manifest.json: ${p}`);
    for (const p of listed) if (!wanted.includes(p)) problems.push(`in scripts/media-manifest.json but not used: ${p}`);
    for (const p of wanted) {
      if (!p.startsWith("/assets/media/")) { problems.push(`not under /assets/media/: ${p}`); continue; }
      const file = path.join(process.env.PUBLIC, p);
      if (!fs.existsSync(file)) { problems.push(`missing: ${p}`); continue; }
      const size = fs.statSync(file).size;
      if (size > budget(p)) problems.push(`too big (${size} bytes > ${budget(p)}): ${p}`);
    }
    let total = 0, count = 0;
    const walk = (d) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name); if (e.isDirectory()) walk(f); else { total += fs.statSync(f).size; count++; } } };
    if (fs.existsSync(process.env.MEDIA)) walk(process.env.MEDIA);
    if (total > 8 * 1024 * 1024) problems.push(`media total ${total} bytes is over 8 MiB`);
    console.log(`media: ${wanted.length} referenced paths checked, ${count} files, ${(total / 1024).toFixed(0)} KiB in total`);
    if (problems.length) { console.error(problems.join("\n")); process.exit(1); }
    console.log("media: every referenced path exists and is within budget");
  '
}

if [[ "${1:-}" == "--check" ]]; then verify; exit 0; fi

if command -v magick >/dev/null 2>&1; then IM=(magick); elif [[ -x /usr/bin/convert ]]; then IM=(/usr/bin/convert);
else echo "ImageMagick not found: apt-get install -y imagemagick" >&2; exit 1; fi
command -v ffmpeg >/dev/null 2>&1 || { echo "ffmpeg not found: apt-get install -y ffmpeg" >&2; exit 1; }

# Small stable number from a string, so shapes vary between files but never between runs.
hash_of() { printf '%s' "$1" | cksum | cut -d' ' -f1; }

make_image() { # out from to
  local out=$1 from=$2 to=$3 h
  h=$(hash_of "$out")
  local sx=$((420 + h % 320)) sy=$((60 + (h / 7) % 120)) r=$((50 + (h / 13) % 40))
  mkdir -p "$(dirname "$out")"
  "${IM[@]}" -size 800x500 -define gradient:angle=$((110 + h % 50)) "gradient:${from}-${to}" \
    -fill 'rgba(255,255,255,0.16)' -draw "circle $sx,$sy $((sx + r)),$sy" \
    -fill 'rgba(0,0,0,0.18)' -draw "polygon 0,360 140,250 250,315 400,190 560,320 680,255 800,330 800,500 0,500" \
    -strip -sampling-factor 4:2:0 -interlace JPEG -quality 70 "$out"
}

# Shared x264 settings: baseline profile and yuv420p play everywhere; bitexact and one thread keep
# the bytes identical from run to run; faststart lets the browser play before the download ends.
X264=(-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -threads 1 -an -sn
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact -movflags +faststart)

make_video() { # out from to seconds
  local out=$1 from=$2 to=$3 secs=${4:-4} h
  h=$(hash_of "$out")
  mkdir -p "$(dirname "$out")"
  ffmpeg -nostdin -loglevel error -y -f lavfi \
    -i "gradients=s=480x270:r=24:d=$secs:c0=${from/\#/0x}:c1=${to/\#/0x}:seed=$((h % 100000)):speed=0.02" \
    -vf "drawbox=x=0:y=ih-4:w='iw*t/$secs':h=4:color=white@0.8:t=fill" \
    "${X264[@]}" -crf 30 -maxrate 260k -bufsize 520k -g 48 "$out"
}

# The home hero: 60 s (the site restarts it at 56 s) of slow colour drift at 720p, with no words burned in (the
# page's captions carry the hero-slide themes, in the visitor's language), at a very low bitrate so it never
# competes with the page for bandwidth.
make_hero() {
  local out="$MEDIA/hero/hero.mp4"
  mkdir -p "$MEDIA/hero"
  ffmpeg -nostdin -loglevel error -y -f lavfi \
    -i "gradients=s=1280x720:r=12:d=60:n=4:c0=0x16202c:c1=0x4a3420:c2=0x1d2d44:c3=0x1c3a28:seed=2004:speed=0.003" \
    "${X264[@]}" -level 3.1 -crf 32 -maxrate 150k -bufsize 300k -g 120 "$out"
  ffmpeg -nostdin -loglevel error -y -ss 2 -i "$out" -frames:v 1 -map_metadata -1 -fflags +bitexact \
    -flags:v +bitexact -q:v 6 "$MEDIA/hero/hero-poster.jpg"
}

# Only the folders this script owns are cleared, so a removed content item leaves no orphan file.
rm -rf "$MEDIA/services" "$MEDIA/projects" "$MEDIA/products" "$MEDIA/hero" "$MEDIA/team"

count=0
while IFS=$'\t' read -r path kind from to; do
  [[ -n "$path" ]] || continue
  if [[ "$kind" == video ]]; then make_video "$PUBLIC$path" "$from" "$to" 4;
  else make_image "$PUBLIC$path" "$from" "$to"; fi
  count=$((count + 1))
done < <(list_content_media)
echo "content media: $count files"

make_hero
make_video "$MEDIA/hero/equipment-manufacturing.mp4" "#343a40" "#b0774a" 5
# The team's portraits belong to mfe-home, which names the people.
bash "$ROOT/mfe-home/scripts/generate-team-portraits.sh"

# What was made, and the words drawn into each file: none of the drawing functions above takes a text, so none.
{ list_content_media | cut -f1; fixed_media; } | node --input-type=module -e '
  import fs from "node:fs";
  const paths = fs.readFileSync(0, "utf8").split("\n").filter(Boolean);
  const files = paths.map((path) => ({ path, kind: path.endsWith(".mp4") ? "video" : "image", text: [] }));
  const manifest = { writtenBy: "scripts/generate-media.sh", files };
  fs.writeFileSync(process.argv[1], JSON.stringify(manifest, null, 2) + "\n");
' "$MANIFEST"

verify
