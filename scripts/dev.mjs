// `npm run dev`: the API server (restarted on change) and Vite's dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api to the server on :3000.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      SERVE_CLIENT: 'false',
      TRUSTED_ORIGINS: 'http://localhost:5173',
      // Links in mails and OAuth callbacks must point at the dev client.
      APP_URL: 'http://localhost:5173',
    },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
