import { rmSync } from 'node:fs';

/** Each run of the model tests publishes its paths afresh: none of an earlier run's may count (scripts/paths.mjs). */
export default function setup() {
  rmSync('paths/.parts', { recursive: true, force: true });
}
