// `npm run dev`: the API server with reload (tsx watch) on API_PORT and Vite with hot reload on 5173,
// proxying /api to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3000';
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/server.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { cwd: root, stdio: 'inherit', env }),
];
const stop = (sig) => children.forEach((c) => c.kill(sig));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
