declare module "virtual:page-script" {
  /** src/web/page-script.ts, bundled and minified (vite.config.ts's `pageScript` plugin). */
  const script: string;
  export default script;
}
