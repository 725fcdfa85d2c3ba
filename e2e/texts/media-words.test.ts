// No English drawn into what a Kurdish page shows: every media path a page shows (the content's, the components'
// fixed ones, the team's portraits) must be one scripts/generate-media.sh made, and its manifest, written as it makes
// them, must list for each the words drawn into it: none, or Kurdish. The content's alt texts are Kurdish there too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasArabicScript, kurdishTextProblems } from '../../packages/kit/test/text-checks.ts';
import { TEAM_MEMBERS } from '../../mfe-home/src/features/team/model/team-members.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

interface ManifestFile {
  path: string;
  kind: 'image' | 'video';
  text: string[];
}
const manifest = JSON.parse(read('scripts/media-manifest.json')) as { writtenBy: string; files: ManifestFile[] };
const made = new Map(manifest.files.map((file) => [file.path, file]));

/** A media path of the content, with the Kurdish text its page shows as its alt (or caption, for a clip). */
interface ContentMedia {
  where: string;
  path: string;
  kurdishAlt: string | undefined;
}
type Item = Record<string, unknown> & { gallery?: Array<{ image: string; captionKu?: string }> };
const items = (file: string): Item[] => JSON.parse(read(`api/content/${file}`)) as Item[];

function contentMedia(): ContentMedia[] {
  const media: ContentMedia[] = [];
  const add = (where: string, mediaPath: unknown, kurdishAlt: unknown) => {
    if (typeof mediaPath === 'string') media.push({ where, path: mediaPath, kurdishAlt: typeof kurdishAlt === 'string' ? kurdishAlt : undefined });
  };
  for (const file of ['services.json', 'projects.json', 'products.json']) {
    items(file).forEach((item, i) => {
      const at = `${file}[${i}]`;
      add(`${at}.image`, item.image, item.titleKu);
      add(`${at}.video`, item.video, item.videoDescriptionKu ?? item.titleKu);
      add(`${at}.videoUrl`, item.videoUrl, item.videoCaptionKu ?? item.titleKu);
      item.gallery?.forEach((entry, g) => add(`${at}.gallery[${g}]`, entry.image, entry.captionKu));
    });
  }
  return media;
}

/** Every `/assets/media/…` path written out in the apps' source (tests and their fixtures left out). */
function componentMedia(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(file);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, literal] of read(file).matchAll(/['"`](\/assets\/media\/[^'"`$]+)['"`]/g)) found.push(literal as string);
      }
    }
  };
  for (const dir of ['shell/src', 'mfe-home/src', 'mfe-catalogue/src', 'mfe-contact/src', 'packages/kit/src']) walk(dir);
  return found;
}

describe('the media a Kurdish page shows', () => {
  const content = contentMedia();
  const shown = [...new Set([...content.map((m) => m.path), ...componentMedia(), ...TEAM_MEMBERS.map((member) => member.image)])];

  it('finds the content’s, the components’ and the team’s media', () => {
    expect(content.length).toBeGreaterThan(50);
    expect(shown).toContain('/assets/media/hero/hero.mp4');
    expect(shown).toContain('/assets/media/hero/equipment-manufacturing.mp4');
    expect(shown.filter((p) => p.includes('/team/'))).toHaveLength(TEAM_MEMBERS.length);
  });

  it('is every one made by scripts/generate-media.sh, as its manifest says', () => {
    expect(manifest.writtenBy).toBe('scripts/generate-media.sh');
    expect(shown.filter((p) => !made.has(p))).toEqual([]);
  });

  it('has no English drawn into it: no words, or Kurdish ones', () => {
    const problems = shown.flatMap((p) =>
      (made.get(p)?.text ?? []).flatMap((words) => (hasArabicScript(words) ? kurdishTextProblems(p, words) : [`${p} has «${words}» drawn into it`])),
    );
    expect(problems).toEqual([]);
  });

  it('is made by a script that draws no text at all (what the manifest says is how the files are made)', () => {
    const script = read('scripts/generate-media.sh') + read('mfe-home/scripts/generate-team-portraits.sh');
    expect(script).not.toMatch(/drawtext|-annotate|\b(caption|label|pango):/);
  });

  it('has a Kurdish alt text or caption for every content media path', () => {
    const problems = content.flatMap(({ where, kurdishAlt }) =>
      kurdishAlt === undefined ? [`${where} has no Kurdish alt`] : kurdishTextProblems(where, kurdishAlt, { latinWords: ['IP', 'LED', 'PLC', 'CNC'] }),
    );
    expect(problems).toEqual([]);
  });
});
