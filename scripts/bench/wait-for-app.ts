import { appAnswers } from '../../tests/fuzz/start-app';

/** A running app may be restarting: waits for its readiness probe a while before giving up. */
export async function waitForApp(origin: URL, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await appAnswers(origin))) {
    if (Date.now() > deadline) throw new Error(`${origin.origin} does not answer: is the app running?`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
