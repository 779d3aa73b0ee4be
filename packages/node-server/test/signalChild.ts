// A process that stops on signals through stopOnSignals; its stop takes STOP_MS and prints each call.
import { stopOnSignals } from '../src/signals.js';

const stopMs = Number(process.env.STOP_MS ?? 200);
stopOnSignals(async () => {
  console.log('stopping');
  await new Promise((done) => setTimeout(done, stopMs));
  if (process.env.STOP_FAILS) throw new Error('could not stop');
});
setInterval(() => {}, 1_000);
console.log('ready');
