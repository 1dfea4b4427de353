/** Vite turns `file.ttf?url` into the URL of the bundled asset (apps/web has vite/client too). */
declare module '*.ttf?url' {
  const url: string;
  // biome-ignore lint/style/noDefaultExport: Vite's ?url modules have a default export only.
  export default url;
}
