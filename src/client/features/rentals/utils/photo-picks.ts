import { MAX_PHOTO_BYTES } from '@/shared/constants/limits';

export type PickProblem = 'notImage' | 'tooLarge' | 'tooMany' | 'duplicate';

const keyOf = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;

/**
 * Adds chosen files to those already picked, keeping at most `max` in all: images only, up to MAX_PHOTO_BYTES, no
 * file twice. Returns the new list and what was left out (each problem once), for a short notice.
 */
export function addPicks(picked: readonly File[], chosen: readonly File[], max: number) {
  const files = [...picked];
  const problems = new Set<PickProblem>();
  const known = new Set(files.map(keyOf));
  for (const file of chosen) {
    if (!file.type.startsWith('image/')) problems.add('notImage');
    else if (file.size > MAX_PHOTO_BYTES) problems.add('tooLarge');
    else if (known.has(keyOf(file))) problems.add('duplicate');
    else if (files.length >= max) problems.add('tooMany');
    else {
      files.push(file);
      known.add(keyOf(file));
    }
  }
  return { files, problems: [...problems] };
}
