/** The console's words every stop may name: its tabs and controls. */
export const LABELS: Readonly<Record<string, string>> = {
  personasTab: 'demo.tabs.personas',
  scenariosTab: 'demo.tabs.scenarios',
  errorsTab: 'demo.tabs.errors',
  clockTab: 'demo.tabs.clock',
  bankTab: 'demo.tabs.bank',
  hold: 'demo.holdCall',
  arm: 'demo.arm',
  letAnswer: 'demo.letAnswer',
  setUp: 'tour.setUp',
  clearAll: 'demo.clearAll',
  retry: 'common.retry',
  next: 'common.next',
  somchai: 'demo.persona.funded.name',
  malee: 'demo.persona.bonus.name',
  anong: 'demo.persona.newcomer.name',
};
