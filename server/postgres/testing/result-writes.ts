/**
 * Counts every write of a result (insert or update of task_results), per task, in `result_writes`: a test's database
 * only, beside the server's schema. A task that ran once has one write.
 */
export const COUNT_RESULT_WRITES = `
  CREATE TABLE result_writes (task_id text PRIMARY KEY, writes integer NOT NULL);
  CREATE FUNCTION count_result_write() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO result_writes (task_id, writes) VALUES (NEW.task_id, 1)
    ON CONFLICT (task_id) DO UPDATE SET writes = result_writes.writes + 1;
    RETURN NEW;
  END $$;
  CREATE TRIGGER count_result_writes AFTER INSERT OR UPDATE ON task_results
    FOR EACH ROW EXECUTE FUNCTION count_result_write();`;
