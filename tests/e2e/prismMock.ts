/**
 * A mock backend no one here wrote: Stoplight Prism serving the build's OpenAPI document (dist/openapi.json) with its
 * examples, validating every request against it. A request it refuses carries an `sl-violations` header.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface PrismMock {
  url: string;
  /** What Prism printed: its own account of every request and of what it refused. */
  log: () => string;
  close: () => Promise<void>;
}

export async function prismMock(document = 'dist/openapi.json'): Promise<PrismMock> {
  const port = await freePort();
  // --errors: a request that breaks the document is answered with an error (the app would show it), not the example.
  const child: ChildProcess = spawn(
    'node_modules/.bin/prism',
    ['mock', document, '--host', '127.0.0.1', '--port', String(port), '--errors'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  // Started when Prism says it listens (its own log line), not after a number of milliseconds.
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`prism did not start in 60 s: ${out.slice(-2000)}`)), 60_000);
    const read = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Prism is listening on')) {
        clearTimeout(deadline);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => {
      clearTimeout(deadline);
      reject(new Error(`prism exited: ${out.slice(-2000)}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    log: () => out,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
