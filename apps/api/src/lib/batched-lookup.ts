/**
 * Looks keys up in batches: every key asked for during one turn of the event loop goes into one
 * call of `lookUpMany`, made once the turn's I/O callbacks have run (setImmediate). Under load a
 * server reads many requests in one turn, so a primary-key read per request becomes one query
 * per turn; on this project's machines a round trip to PostgreSQL (two system calls each side and
 * a wake-up) cost more than the lookup itself. A lone request waits for nothing but the end of
 * its turn.
 */
export function batchedLookup<V>(lookUpMany: (keys: string[]) => Promise<Map<string, V>>, maxBatch = 500): (key: string) => Promise<V | undefined> {
  let waiting = new Map<string, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    lookUpMany([...batch.keys()]).then(
      (found) => {
        for (const [key, callers] of batch) for (const caller of callers) caller.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
      },
    );
  };

  return (key) =>
    new Promise((resolve, reject) => {
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      // A full batch goes at once; the immediate already scheduled then takes what follows.
      if (waiting.size >= maxBatch) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
