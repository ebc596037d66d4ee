/**
 * Worker-thread entry of the counting helper (parallel.ts): counts the parts it is asked for,
 * rebuilt from the variant and the evidence as the engine builds them (`enginePartsOf`).
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { enginePartsOf } from './engine.js';
import { serveParts } from './parallel.js';

const { port, flags } = workerData as { port: MessagePort; flags: Int32Array };
if (parentPort) serveParts(parentPort, port, flags, (variant, evidence) => enginePartsOf(variant, evidence).parts);
