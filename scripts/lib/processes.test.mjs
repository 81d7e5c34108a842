import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ensurePortFree } from './processes.mjs';

describe('ensurePortFree', () => {
  it('names the port and the variable that moves it when something listens there', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address();
    await expect(ensurePortFree(port, 'CMS_PORT')).rejects.toThrow(new RegExp(`Port ${port} is already in use.*CMS_PORT=<port> npm start`));
    await new Promise((resolve) => server.close(resolve));
    await expect(ensurePortFree(port, 'CMS_PORT')).resolves.toBeUndefined();
  });
});
