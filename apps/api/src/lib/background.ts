/**
 * Work a request starts but does not wait for. Failures are logged, never thrown at a client;
 * `drain` lets shutdown (and tests) wait until everything started has finished.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(onError: (name: string, error: unknown) => void): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const running = Promise.resolve()
        .then(task)
        .catch((error: unknown) => onError(name, error))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
