#!/usr/bin/env bash
# Regenerates every placeholder media file the site ships (shell/public/assets/media/...) from the
# seed content in api/content/*.json, then fails if any path the content references is missing or any
# file is over its size budget. Output is deterministic: same tools, same bytes.
#
# Needs: node, ffmpeg (with drawtext), ImageMagick (`magick`, or `/usr/bin/convert` — never the bare
# `convert`, which may resolve to a stand-in earlier on PATH). Debian: apt-get install -y ffmpeg imagemagick
#
# Usage: scripts/generate-media.sh           regenerate everything, then verify
#        scripts/generate-media.sh --check   only verify (no tools needed besides node)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CONTENT="$ROOT/api/content"
PUBLIC="$ROOT/shell/public"
MEDIA="$PUBLIC/assets/media"
FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# Every media path the content references, with the text and colours to draw on it. One TSV line each:
# path, kind (image|video), label, sublabel, colour from, colour to.
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
    const categoryLabel = { "paver-blocks": "Paver Blocks", "parking-tiles": "Parking Tiles",
      "rubber-pavers": "Rubber Pavers", electronics: "Electronics", "poultry-equipment": "Poultry Equipment" };
    const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
    const rows = new Map();
    const add = (path, label, sub, key) => {
      if (typeof path !== "string" || rows.has(path)) return;
      const [from, to] = palette[key] ?? ["#3a3f47", "#9aa3ad"];
      const kind = path.endsWith(".mp4") ? "video" : "image";
      rows.set(path, [path, kind, label, sub, from, to].map((v) => String(v).replace(/[\t\n]/g, " ")).join("\t"));
    };
    for (const s of read("services.json")) {
      add(s.image, s.titleEn, "Azmar Group · Services", s.sector);
      add(s.video, s.videoDescriptionEn ?? s.titleEn, `${s.titleEn} services`, s.sector);
    }
    for (const p of read("projects.json")) {
      add(p.image, p.titleEn, `${cap(p.sector)} · ${cap(p.status)}`, p.sector);
      for (const g of p.gallery ?? []) add(g.image, g.caption, p.titleEn, p.sector);
    }
    for (const p of read("products.json")) {
      add(p.image, p.titleEn, categoryLabel[p.category] ?? cap(p.category), p.category);
      for (const g of p.gallery ?? []) add(g.image, g.caption, `Business Partnership · ${p.titleEn}`, p.category);
      add(p.videoUrl, p.videoCaption ?? p.titleEn, p.titleEn, p.category);
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
  { list_content_media | cut -f1; fixed_media; } | PUBLIC="$PUBLIC" MEDIA="$MEDIA" node --input-type=module -e '
    import fs from "node:fs";
    import path from "node:path";
    const wanted = fs.readFileSync(0, "utf8").split("\n").filter(Boolean);
    // Budgets keep the repo and first page load light; hero is one long, very low bitrate loop.
    const budget = (p) => p.endsWith("/hero/hero.mp4") ? 600_000 : p.includes("/team/") ? 25_600
      : p.endsWith(".mp4") ? 153_600 : 40_960;
    const problems = [];
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
for f in "$FONT_BOLD" "$FONT_REGULAR"; do
  [[ -f "$f" ]] || { echo "font missing: $f (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
done

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# Small stable number from a string, so shapes vary between files but never between runs.
hash_of() { printf '%s' "$1" | cksum | cut -d' ' -f1; }

# ImageMagick treats % as an escape in text arguments.
im_text() { printf '%s' "${1//%/%%}"; }

# Short titles get large type; long captions shrink so they stay within two lines of the band.
label_points() { local n=${#1}; if ((n <= 36)); then echo 34; elif ((n <= 60)); then echo 27; else echo 23; fi; }

make_image() { # out label sub from to
  local out=$1 label=$2 sub=$3 from=$4 to=$5 h
  h=$(hash_of "$out")
  local sx=$((420 + h % 320)) sy=$((60 + (h / 7) % 120)) r=$((50 + (h / 13) % 40))
  mkdir -p "$(dirname "$out")"
  "${IM[@]}" -size 800x500 -define gradient:angle=$((110 + h % 50)) "gradient:${from}-${to}" \
    -fill 'rgba(255,255,255,0.16)' -draw "circle $sx,$sy $((sx + r)),$sy" \
    -fill 'rgba(0,0,0,0.18)' -draw "polygon 0,360 140,250 250,315 400,190 560,320 680,255 800,330 800,500 0,500" \
    -fill 'rgba(0,0,0,0.38)' -draw 'rectangle 0,372 800,500' \
    -font "$FONT_BOLD" -pointsize 16 -fill 'rgba(255,255,255,0.85)' -gravity northwest \
    -annotate +28+24 'AZMAR GROUP' \
    \( -size 744x -background none -fill white -font "$FONT_BOLD" -pointsize "$(label_points "$label")" \
       -gravity southwest "caption:$(im_text "$label")" \) -gravity southwest -geometry +28+46 -composite \
    -font "$FONT_REGULAR" -pointsize 17 -fill 'rgba(255,255,255,0.8)' -gravity southwest \
    -annotate +28+16 "$(im_text "$sub")" \
    -strip -sampling-factor 4:2:0 -interlace JPEG -quality 70 "$out"
}

# Shared x264 settings: baseline profile and yuv420p play everywhere; bitexact and one thread keep
# the bytes identical from run to run; faststart lets the browser play before the download ends.
X264=(-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -threads 1 -an -sn
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact -movflags +faststart)

make_video() { # out label sub from to seconds
  local out=$1 label=$2 sub=$3 from=$4 to=$5 secs=${6:-4} h
  h=$(hash_of "$out")
  mkdir -p "$(dirname "$out")"
  printf '%s' "$label" | fold -s -w 42 >"$TMP/label.txt"
  printf '%s' "$sub" | fold -s -w 56 | head -n 1 >"$TMP/sub.txt"
  ffmpeg -nostdin -loglevel error -y -f lavfi \
    -i "gradients=s=480x270:r=24:d=$secs:c0=${from/\#/0x}:c1=${to/\#/0x}:seed=$((h % 100000)):speed=0.02" \
    -vf "drawbox=x=0:y=ih-100:w=iw:h=100:color=black@0.4:t=fill,
drawbox=x=0:y=ih-4:w='iw*t/$secs':h=4:color=white@0.8:t=fill,
drawtext=fontfile=$FONT_BOLD:textfile=$TMP/label.txt:expansion=none:fontsize=17:fontcolor=white:line_spacing=5:x=18:y=h-34-text_h,
drawtext=fontfile=$FONT_REGULAR:textfile=$TMP/sub.txt:expansion=none:fontsize=13:fontcolor=white@0.8:x=18:y=h-22,
drawtext=fontfile=$FONT_BOLD:text=AZMAR GROUP:expansion=none:fontsize=12:fontcolor=white@0.85:x=18:y=16" \
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
while IFS=$'\t' read -r path kind label sub from to; do
  [[ -n "$path" ]] || continue
  if [[ "$kind" == video ]]; then make_video "$PUBLIC$path" "$label" "$sub" "$from" "$to" 4;
  else make_image "$PUBLIC$path" "$label" "$sub" "$from" "$to"; fi
  count=$((count + 1))
done < <(list_content_media)
echo "content media: $count files"

make_hero
make_video "$MEDIA/hero/equipment-manufacturing.mp4" "Equipment manufacturing in our Sulaymaniyah workshop" \
  "Mechanical & Poultry" "#343a40" "#b0774a" 5
# The team's portraits belong to mfe-home, which names the people.
bash "$ROOT/mfe-home/scripts/generate-team-portraits.sh"

verify
