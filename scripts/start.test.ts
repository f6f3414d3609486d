import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

it('npm start without a build (SKIP_BUILD=1) says so in one sentence with the fix', () => {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH, SKIP_BUILD: '1', DIST_DIR: 'dist-that-does-not-exist' },
    encoding: 'utf8',
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toBe(
    '[wypozyczalnia] There is no build in dist-that-does-not-exist/ (SKIP_BUILD=1 skips building): run npm run build, or start without SKIP_BUILD.\n',
  );
});
