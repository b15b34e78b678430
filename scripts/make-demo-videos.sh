#!/usr/bin/env bash
# Makes the demo videos in public/media/video/ from nothing but text: each clip is a few plain
# slides (ffmpeg's lavfi colour source and drawtext) narrated by espeak-ng. For each clip it writes
#   <name>.mp4  (H.264, CRF 32, AAC 48 kb/s), <name>.webm (VP9 + Opus),
#   <name>.vtt  (WebVTT captions, one cue per slide, the narration word for word),
#   <name>.jpg  (the poster: the first slide).
# The files are committed; run this again only to change a clip (it is not part of npm start).
# Needs Debian's ffmpeg, espeak-ng and fonts-dejavu: apt-get install ffmpeg espeak-ng fonts-dejavu-core
# Usage: scripts/make-demo-videos.sh [out-dir]   (default public/media/video)
set -euo pipefail

out="${1:-public/media/video}"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
body_font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
for tool in ffmpeg ffprobe espeak-ng; do command -v "$tool" >/dev/null || { echo "missing $tool" >&2; exit 1; }; done
[ -f "$font" ] || { echo "missing $font (apt-get install fonts-dejavu-core)" >&2; exit 1; }
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# ts SECONDS -> 00:00:01.500 (WebVTT timestamp)
ts() { awk -v s="$1" 'BEGIN { m = int(s / 60); printf "00:%02d:%06.3f", m, s - m * 60 }'; }

# clip NAME BACKGROUND "Slide heading|Narration" ...
clip() {
  local name="$1" bg="$2"; shift 2
  local dir="$work/$name" i=0 start=0 list
  mkdir -p "$dir"
  list="$dir/list.txt"
  : > "$list"
  printf 'WEBVTT\n\n' > "$dir/captions.vtt"
  for slide in "$@"; do
    local heading="${slide%%|*}" words="${slide#*|}"
    printf '%s' "$heading" > "$dir/h$i.txt"
    # espeak-ng: a calm speed (150 words a minute), US English.
    espeak-ng -v en-us -s 150 -w "$dir/a$i.wav" "$words"
    local said len
    said="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$dir/a$i.wav")"
    len="$(awk -v d="$said" 'BEGIN { printf "%.3f", d + 0.6 }')"
    ffmpeg -v error -y -f lavfi -i "color=c=$bg:s=640x360:r=15:d=$len" -i "$dir/a$i.wav" \
      -vf "drawtext=fontfile=$font:textfile=$dir/h$i.txt:fontsize=38:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2-10,drawtext=fontfile=$body_font:text='$((i + 1)) / $#':fontsize=18:fontcolor=white@0.8:x=(w-text_w)/2:y=h-48" \
      -af "apad=whole_dur=$len" -c:v libx264 -pix_fmt yuv420p -crf 30 -c:a pcm_s16le -ar 48000 -ac 1 -t "$len" "$dir/s$i.mkv"
    printf "file '%s'\n" "$dir/s$i.mkv" >> "$list"
    local end
    end="$(awk -v a="$start" -v b="$said" 'BEGIN { printf "%.3f", a + b }')"
    printf '%s --> %s\n%s\n\n' "$(ts "$start")" "$(ts "$end")" "$words" >> "$dir/captions.vtt"
    start="$(awk -v a="$start" -v b="$len" 'BEGIN { printf "%.3f", a + b }')"
    i=$((i + 1))
  done
  ffmpeg -v error -y -f concat -safe 0 -i "$list" -c copy "$dir/all.mkv"
  ffmpeg -v error -y -i "$dir/all.mkv" -c:v libx264 -preset slow -crf 32 -pix_fmt yuv420p -tune stillimage \
    -c:a aac -b:a 48k -ac 1 -movflags +faststart "$out/$name.mp4"
  ffmpeg -v error -y -i "$dir/all.mkv" -c:v libvpx-vp9 -crf 45 -b:v 0 -row-mt 1 -deadline good -cpu-used 4 \
    -c:a libopus -b:a 32k -ac 1 "$out/$name.webm"
  ffmpeg -v error -y -i "$dir/s0.mkv" -frames:v 1 -q:v 4 "$out/$name.jpg"
  cp "$dir/captions.vtt" "$out/$name.vtt"
  printf '%s: %s s, mp4 %s bytes, webm %s bytes\n' "$name" "$start" "$(stat -c %s "$out/$name.mp4")" "$(stat -c %s "$out/$name.webm")"
}

clip box-breathing '0x2f5d62' \
  'Box breathing|Box breathing is a simple way to slow down when you feel stressed.' \
  'Breathe in: 1, 2, 3, 4|Breathe in slowly through your nose for a count of four.' \
  'Hold: 1, 2, 3, 4|Hold your breath gently for a count of four.' \
  'Breathe out: 1, 2, 3, 4|Breathe out through your mouth for a count of four.' \
  'Hold: 1, 2, 3, 4|Hold again for four, then start the next round.'

clip four-seven-eight-breathing '0x3c4f76' \
  '4-7-8 breathing|The four seven eight method is a breathing pattern that can help you relax.' \
  'Breathe in for 4|Breathe in quietly through your nose for a count of four.' \
  'Hold for 7|Hold your breath for a count of seven.' \
  'Breathe out for 8|Breathe out fully through your mouth for a count of eight.' \
  'Try 4 rounds|Try four rounds. Stop if you feel dizzy.'

clip handwashing '0x1f6f50' \
  'Washing your hands|Washing your hands well takes about twenty seconds.' \
  'Wet and soap|Wet your hands with clean water and add soap.' \
  'Scrub for 20 seconds|Scrub the backs, between your fingers and under your nails.' \
  'Rinse and dry|Rinse with clean water and dry with a clean towel.'
