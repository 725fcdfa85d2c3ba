// The steady load as its own process, on this machine or in a container on the stack's network (where a kernel
// without IPVS leaves no routing mesh to reach the site through). Its options are the JSON argument; on stdin,
// `phase <name>` ends the phase running and `stop` ends the load, which then prints each phase's count as JSON.
import readline from 'node:readline';
import { startSteadyLoad } from './steady-load.mjs';

const load = startSteadyLoad(JSON.parse(process.argv[2] ?? '{}'));
// Phases start counting from here, not from the container's start.
console.log('STARTED');
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line.startsWith('phase ')) load.endPhase(line.slice('phase '.length));
  if (line === 'stop') break;
}
console.log(`PHASES ${JSON.stringify(await load.stop())}`);
