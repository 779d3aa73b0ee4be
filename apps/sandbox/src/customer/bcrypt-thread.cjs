// A worker thread of bcrypt-threads.ts (Piscina): plain CommonJS, so the thread loads without a TypeScript loader.
const bcrypt = require('bcryptjs');

module.exports = (job) =>
  job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
