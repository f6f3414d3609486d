// The bundled server reads its SQL migrations from dist/server/migrations.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const to = path.join(root, 'dist', 'server', 'migrations');
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), to, { recursive: true });
