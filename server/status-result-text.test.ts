import { afterAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { readTask } from '../src/service/tasks/read-task.ts';
import { RSI_DIP } from '../src/testing/strategies.ts';
import { openDatabase } from './database.ts';
import { SqliteTaskStore } from './sqlite-task-store.ts';
import type { Credentials } from './testing/http.ts';
import { call, removeScratch, scratch, testServer, waitForTask } from './testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };

afterAll(removeScratch);

describe("a finished backtest's status", () => {
  it('carries the stored result as it was kept, the same as the result read and checked by its schema', async () => {
    const { dbFile, distDir } = scratch();
    const { server } = await testServer({ dbFile, distDir });
    try {
      await server.accounts.add(ANN.email, ANN.password);
      const submitted = await call<{ task_id: string }>(server.url, 'POST', '/backtest/start_backtest', {
        as: ANN,
        body: RSI_DIP,
      });
      const id = submitted.body.task_id;
      const done = await waitForTask(server.url, `/backtest/status/${id}`, { ...ANN });
      expect(done.status).toBe(200);
      expect(done.headers.get('Content-Type')).toMatch(/^application\/json/);

      // The other way to read it: the row's result decompressed here, parsed, and read by the result's schema.
      const db = openDatabase(dbFile);
      try {
        const row = db.prepare('SELECT result FROM task_results WHERE task_id = ?').get(id);
        const stored = row?.result;
        if (!(stored instanceof Uint8Array)) throw new Error('no stored result');
        const storedText = brotliDecompressSync(stored).toString('utf8');
        // Spliced: the answer ends with the stored text, byte for byte.
        expect(done.text.endsWith(`"result":${storedText}}`)).toBe(true);

        const task = await new SqliteTaskStore(db).get(id);
        const read = readTask(task!);
        expect(read.status).toBe('SUCCESS');
        expect(done.body).toEqual({
          task_id: id,
          status: 'SUCCESS',
          params: task!.params,
          username: ANN.email,
          created_at: task!.created_at,
          task_type: 'backtest',
          result: read.result,
        });
      } finally {
        db.close();
      }
    } finally {
      await server.close();
    }
  });
});
