// Asset modules resolved by rspack (asset/resource) and by vitest (as URLs).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.css';
