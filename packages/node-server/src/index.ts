export {
  type ClusterOptions,
  clusterWorkerData,
  type RunningCluster,
  serveAsClusterWorker,
  startCluster,
} from './cluster.js';
export {
  CONNECTION_CLOSED_MESSAGE,
  CONNECTION_MESSAGE,
  type ConnectionTarget,
  listenForWorkers,
  serveConnectionsFromPrimary,
} from './connectionHandOver.js';
export { LeastConnections } from './leastConnections.js';
export { listen, type StopOptions, serveHttp, stopGracefully, trackConnections } from './listen.js';
export { stopOnSignals } from './signals.js';
export { workerCount } from './workerCount.js';
export { loadWorkspaceEnv, workspaceRoot } from './workspaceEnv.js';
