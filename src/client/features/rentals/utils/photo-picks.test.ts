import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@/shared/constants/limits';
import { MAX_HANDOVER_PHOTOS } from '@/shared/domain/damage';
import { addPicks } from './photo-picks';

const image = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('addPicks', () => {
  it('keeps at most the limit and says the rest were left out', () => {
    const chosen = Array.from({ length: MAX_HANDOVER_PHOTOS + 2 }, (_, i) => image(`${i}.jpg`));
    const { files, problems } = addPicks([], chosen, MAX_HANDOVER_PHOTOS);
    expect(files).toHaveLength(MAX_HANDOVER_PHOTOS);
    expect(problems).toEqual(['tooMany']);
  });

  it('counts what was picked before against what is left', () => {
    const before = [image('a.jpg'), image('b.jpg')];
    const { files, problems } = addPicks(before, [image('c.jpg'), image('d.jpg')], 3);
    expect(files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(problems).toEqual(['tooMany']);
  });

  it('leaves out files that are no images, too large, or already picked', () => {
    const a = image('a.jpg');
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const { files, problems } = addPicks([a], [a, text, image('big.jpg', MAX_PHOTO_BYTES + 1)], 5);
    expect(files).toEqual([a]);
    expect(problems.sort()).toEqual(['duplicate', 'notImage', 'tooLarge']);
  });
});
