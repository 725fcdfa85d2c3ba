#!/usr/bin/env bash
# The seven team portraits of mfe-home (src/features/team/model/team-members.ts): distinct generated illustrations,
# no real person's photo. Writes shell/public/assets/media/team/<id>.jpg (320x320, each under the 25 KiB
# budget of scripts/generate-media.sh --check). Needs ImageMagick. Same output on every run.
set -euo pipefail
OUT="$(cd "$(dirname "$0")/../.." && pwd)/shell/public/assets/media/team"
if command -v magick >/dev/null 2>&1; then IM=(magick); else IM=(convert); fi
mkdir -p "$OUT"

# id bg-from bg-to skin hair clothes hair-style extra
portrait() {
  local id=$1 from=$2 to=$3 skin=$4 hair=$5 clothes=$6 style=$7 extra=$8
  local draw=()
  # Shoulders and neck.
  draw+=(-fill "$clothes" -draw 'ellipse 160,330 120,95 180,360')
  draw+=(-fill "$skin" -draw 'rectangle 140,185 180,235')
  # Hair behind the face (long styles).
  case $style in
    long) draw+=(-fill "$hair" -draw 'roundrectangle 88,70 232,250 50,50') ;;
    bob) draw+=(-fill "$hair" -draw 'roundrectangle 94,72 226,205 45,45') ;;
  esac
  # Face, ears, eyes, mouth.
  draw+=(-fill "$skin" -draw 'ellipse 160,140 55,68 0,360' -draw 'ellipse 104,145 9,14 0,360' -draw 'ellipse 216,145 9,14 0,360')
  draw+=(-fill '#2b2b2b' -draw 'circle 139,138 139,132' -draw 'circle 181,138 181,132')
  draw+=(-stroke '#7a3b2e' -strokewidth 3 -fill none -draw 'arc 140,160 180,182 20,160' -stroke none)
  # Hair on top.
  case $style in
    short) draw+=(-fill "$hair" -draw 'ellipse 160,92 58,32 180,360' -draw 'rectangle 102,88 112,128' -draw 'rectangle 208,88 218,128') ;;
    bald) draw+=(-fill "$hair" -draw 'rectangle 101,110 108,150' -draw 'rectangle 212,110 219,150') ;;
    curly) for x in 112 132 152 172 192 210; do draw+=(-fill "$hair" -draw "circle $x,88 $((x + 15)),88"); done ;;
    long | bob) draw+=(-fill "$hair" -draw 'ellipse 160,90 60,30 180,360' -draw 'polygon 100,95 160,80 130,118') ;;
  esac
  case $extra in
    beard) draw+=(-fill "$hair" -draw 'ellipse 160,185 46,28 0,180' -fill "$skin" -draw 'ellipse 160,170 22,10 0,360' -stroke '#7a3b2e' -strokewidth 3 -fill none -draw 'arc 145,163 175,178 20,160' -stroke none) ;;
    glasses) draw+=(-stroke '#1b2430' -strokewidth 4 -fill none -draw 'circle 139,138 139,120' -draw 'circle 181,138 181,120' -draw 'line 157,136 163,136' -stroke none) ;;
    hardhat) draw+=(-fill '#f4a300' -draw 'ellipse 160,95 64,44 180,360' -draw 'roundrectangle 86,90 234,104 6,6' -fill '#d48a00' -draw 'rectangle 154,54 166,92') ;;
    tie) draw+=(-fill '#ffffff' -draw 'polygon 140,235 160,262 180,235' -fill '#b22234' -draw 'polygon 154,248 166,248 170,320 160,332 150,320') ;;
    scarf) draw+=(-fill '#f4a300' -draw 'polygon 120,230 200,230 185,262 135,262') ;;
    badge) draw+=(-fill '#ffffff' -draw 'roundrectangle 190,270 232,300 4,4' -fill '#0d3b66' -draw 'rectangle 196,278 226,282') ;;
    mustache) draw+=(-fill "$hair" -draw 'ellipse 160,163 22,7 0,360') ;;
  esac
  "${IM[@]}" -size 320x320 -define gradient:angle=135 "gradient:${from}-${to}" "${draw[@]}" \
    -strip -sampling-factor 4:2:0 -interlace JPEG -quality 78 "$OUT/$id.jpg"
}

portrait ceo '#0d3b66' '#145a8d' '#d9a37a' '#3b2a20' '#1b2430' short tie
portrait operations-director '#7a4e9e' '#b38bd1' '#f0c8a0' '#5a3320' '#2f6f4f' long scarf
portrait international-relations '#1f7a70' '#5cc2b3' '#c68b5e' '#1c1c1c' '#3a4a6b' curly mustache
portrait construction-manager '#b05a1a' '#e79a4c' '#b8835a' '#2a1d15' '#3d5a80' short hardhat
portrait senior-engineer '#3c4f65' '#8aa0b8' '#e6b590' '#6b4423' '#5b6675' bob glasses
portrait manufacturing-supervisor '#5a6b2a' '#a5b65a' '#a8714d' '#151515' '#8a2a2a' bald beard
portrait quality-assurance '#8e2a4a' '#d0708f' '#f3d0b0' '#c08a3e' '#ffffff' long badge
ls -l "$OUT"
