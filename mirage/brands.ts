/** The demo's two brands, to show that one build serves many (config.json `brand`, chosen in the demo console). */
export const DEMO_BRANDS = {
  /** The default look: the app's own colours, its translated name. */
  gold: { logo: 'brands/gold.svg', primary: '#f59e0b', accent: '#b45309', themeColor: '#0f172a' },
  /** A second operator: another name, logo and colours, same build. */
  lanxang: {
    name: 'Lanxang Play',
    logo: 'brands/lanxang.svg',
    primary: '#38bdf8',
    accent: '#0369a1',
    themeColor: '#082f49',
  },
} as const;

export type DemoBrand = keyof typeof DEMO_BRANDS;
export const isDemoBrand = (s: string | null | undefined): s is DemoBrand => !!s && Object.hasOwn(DEMO_BRANDS, s);
