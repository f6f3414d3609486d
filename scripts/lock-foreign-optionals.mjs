// The npm registry reachable here does not serve some platform-specific optional packages (e.g.
// @tailwindcss/oxide-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lock as out of sync. This adds a stub entry for each such package, with the os/cpu/libc read off its name,
// so npm ci skips it as "not for this platform" exactly as it would with a complete lock. Run after `npm install`
// when dependencies change (npm run lock:fix). See docs/decisions/0008-lock-file-platform-packages.md.
import fs from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'android', 'freebsd', 'openharmony', 'linux', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c));
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : os === 'linux' && parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, meta] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[base] || packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    packages[hoisted] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(meta.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`lock-foreign-optionals: added ${added} platform stub entr${added === 1 ? 'y' : 'ies'}`);
