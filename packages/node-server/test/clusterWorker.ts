// A worker of the cluster tests: answers its process id, '/slow' after 300 ms, '/exit' by ending its process with
// an error code, and '/stop' by stopping gracefully (SIGTERM, as a handover to a new build does).
import { createServer } from 'node:http';
import { clusterWorkerData, serveAsClusterWorker } from '../src/index.js';

const worker = clusterWorkerData('test');
if (worker) {
  const { greeting } = worker.data as { greeting: string };
  const server = createServer((request, response) => {
    if (request.url === '/exit') process.exit(3);
    if (request.url === '/stop') process.kill(process.pid, 'SIGTERM');
    const answer = () => response.end(`${greeting} ${process.pid}`);
    if (request.url === '/slow') setTimeout(answer, 300);
    else answer();
  });
  serveAsClusterWorker(server, { graceMs: 2_000 });
} else {
  // Forked for another cluster: nothing to serve.
  process.exit(1);
}
