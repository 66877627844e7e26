/** The browser suite's teardown: the testers' paths that ran on the screen, into paths/ (scripts/paths-screen.mjs). */
import { writeScreenCoverage } from '../../../scripts/paths-screen.mjs';

export default function teardown() {
  const coverage = writeScreenCoverage();
  if (!coverage) return;
  console.log('\nmachine              states on the screen   transitions');
  for (const [machine, c] of Object.entries(coverage))
    console.log(
      `${machine.padEnd(20)} ${`${c.states.covered}/${c.states.total}`.padStart(7)}                ${`${c.transitions.covered}/${c.transitions.total}`.padStart(7)}`,
    );
}
